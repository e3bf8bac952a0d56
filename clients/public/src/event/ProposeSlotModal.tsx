import { MIN_FREE_GAP_MINUTES } from '@benevo/schema';
import { formatEventDate, formatTime, moment } from '@benevo/ui';
import { Alert, Button, Group, Modal, Radio, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { checkProposal, freeGaps, type Gap, type ProposedSlot, type PublicEventData, type PublicPositionData } from './slots';

/** HH:mm inside a gap (which may run past midnight, up to +10:00): the first matching moment within it. */
export function timeInGap(gap: Gap, hhmm: string, timeZone: string, after?: number): string | null {
  if (!/^\d{2}:\d{2}$/.test(hhmm)) return null;
  const start = Date.parse(gap.start);
  const end = Date.parse(gap.end);
  const firstDate = moment.tz(gap.start, timeZone).format('YYYY-MM-DD');
  for (let offset = 0; offset <= 1; offset += 1) {
    const date = moment.utc(firstDate).add(offset, 'day').format('YYYY-MM-DD');
    const candidate = moment.tz(`${date} ${hhmm}`, 'YYYY-MM-DD HH:mm', timeZone).valueOf();
    if (candidate >= start && candidate <= end && (after === undefined || candidate > after)) return new Date(candidate).toISOString();
  }
  return null;
}

interface ProposeSlotModalProps {
  event: PublicEventData;
  position: PublicPositionData;
  onClose: () => void;
  onAdd: (proposal: ProposedSlot) => void;
}

/** A visitor's own slot in a free gap of at least 60 minutes of a position (allowPublicTimeSlotCreation). */
export function ProposeSlotModal({ event, position, onClose, onAdd }: ProposeSlotModalProps) {
  const { t } = useTranslation();
  const gaps = useMemo(() => freeGaps(event.days, position.timeSlots), [event.days, position]);
  const tz = event.timeZone;
  // A gap's first hour, a valid proposal to adjust.
  const firstHour = (chosen: Gap | undefined) =>
    chosen
      ? { start: formatTime(chosen.start, tz), end: formatTime(new Date(Date.parse(chosen.start) + MIN_FREE_GAP_MINUTES * 60_000).toISOString(), tz) }
      : { start: '', end: '' };
  const [gapIndex, setGapIndex] = useState<string>('0');
  const [start, setStart] = useState(() => firstHour(gaps[0]).start);
  const [end, setEnd] = useState(() => firstHour(gaps[0]).end);
  const [problem, setProblem] = useState<string | null>(null);
  const gap = gaps[Number(gapIndex)] ?? null;

  const choose = (index: string) => {
    setGapIndex(index);
    const times = firstHour(gaps[Number(index)]);
    setStart(times.start);
    setEnd(times.end);
    setProblem(null);
  };

  const submit = () => {
    if (!gap) return;
    const startTime = timeInGap(gap, start, tz);
    const endTime = startTime ? timeInGap(gap, end, tz, Date.parse(startTime)) : null;
    if (!startTime || !endTime) {
      setProblem(t('public.propose.outsideGap'));
      return;
    }
    const check = checkProposal(gaps, startTime, endTime);
    if (check) {
      setProblem(t(`public.propose.${check}`, { minutes: MIN_FREE_GAP_MINUTES }));
      return;
    }
    onAdd({ key: `${position.id}-${startTime}-${endTime}`, positionId: position.id, startTime, endTime });
    onClose();
  };

  return (
    <Modal
      opened
      onClose={onClose}
      title={t('public.propose.title', { position: position.name })}
      centered
      size="md"
    >
      <Stack gap="sm">
        <Text size="sm">{t('public.propose.intro', { minutes: MIN_FREE_GAP_MINUTES })}</Text>
        {gaps.length === 0 ? (
          <Alert color="gray" role="status">
            {t('public.propose.noGap', { minutes: MIN_FREE_GAP_MINUTES })}
          </Alert>
        ) : (
          <>
            <Radio.Group label={t('public.propose.gap')} value={gapIndex} onChange={choose}>
              <Stack gap={6} mt={6}>
                {gaps.map((g, index) => (
                  <Radio
                    key={`${g.start}-${g.end}`}
                    value={String(index)}
                    label={`${formatEventDate(g.start, tz)}, ${formatTime(g.start, tz)} – ${formatTime(g.end, tz)}`}
                  />
                ))}
              </Stack>
            </Radio.Group>
            <SimpleGrid cols={2}>
              <TextInput type="time" label={t('public.propose.start')} value={start} onChange={(e) => setStart(e.currentTarget.value)} required />
              <TextInput type="time" label={t('public.propose.end')} value={end} onChange={(e) => setEnd(e.currentTarget.value)} required />
            </SimpleGrid>
            {problem && (
              <Alert color="red" role="alert">
                {problem}
              </Alert>
            )}
          </>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('public.cancel')}
          </Button>
          {gaps.length > 0 && <Button onClick={submit}>{t('public.propose.add')}</Button>}
        </Group>
      </Stack>
    </Modal>
  );
}
