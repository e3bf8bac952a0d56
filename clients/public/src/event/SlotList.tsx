import { formatEventDate } from '@benevo/ui';
import { NativeSelect, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { SlotRow } from './SlotRow';
import { type PickKind, type Picks, type PublicEventData, takeableSlots } from './slots';

interface SlotListProps {
  event: PublicEventData;
  picks: Picks;
  dayKey: string | null;
  positionId: string | null;
  onFilter: (filter: { dayKey: string | null; positionId: string | null }) => void;
  onPick: ((slotId: string, pick: PickKind | null) => void) | null;
}

/** "Slots I can take": only slots to come with free places, filtered by day and position, in time order. */
export function SlotList({ event, picks, dayKey, positionId, onFilter, onPick }: SlotListProps) {
  const { t } = useTranslation();
  const all = useMemo(() => takeableSlots(event), [event]);
  const rows = useMemo(() => takeableSlots(event, { dayKey, positionId }), [event, dayKey, positionId]);
  const dayOptions = useMemo(() => {
    const keys = [...new Set(all.map((row) => row.dayKey))];
    return keys.map((key) => {
      const day = event.days.find((d) => d.id === key);
      const first = all.find((row) => row.dayKey === key);
      return { value: key, label: formatEventDate(day?.startsAt ?? first?.slot.startTime ?? '', event.timeZone) };
    });
  }, [all, event]);
  const positionOptions = useMemo(
    () =>
      event.positions
        .filter((position) => all.some((row) => row.position.id === position.id))
        .map((position) => ({ value: position.id, label: position.name })),
    [all, event.positions],
  );

  return (
    <Stack gap="sm">
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
        {/* Native selects: the phone's own picker, and plain options for screen readers. */}
        <NativeSelect
          label={t('public.list.day')}
          data={[{ value: '', label: t('public.list.allDays') }, ...dayOptions]}
          value={dayKey ?? ''}
          onChange={(e) => onFilter({ dayKey: e.currentTarget.value || null, positionId })}
        />
        <NativeSelect
          label={t('public.list.position')}
          data={[{ value: '', label: t('public.list.allPositions') }, ...positionOptions]}
          value={positionId ?? ''}
          onChange={(e) => onFilter({ dayKey, positionId: e.currentTarget.value || null })}
        />
      </SimpleGrid>
      <Text size="sm" c="dimmed" role="status" aria-live="polite">
        {t('public.list.count', { count: rows.length })}
      </Text>
      {rows.length === 0 ? (
        <Paper withBorder p="xl" ta="center">
          <Text c="dimmed">{all.length === 0 ? t('public.list.noneAtAll') : t('public.list.none')}</Text>
        </Paper>
      ) : (
        <Stack gap={6}>
          {rows.map(({ slot, position }) => (
            <SlotRow
              key={slot.id}
              slot={slot}
              event={event}
              positionName={position.name}
              withDate
              pick={picks[slot.id]}
              onPick={onPick && ((pick) => onPick(slot.id, pick))}
            />
          ))}
        </Stack>
      )}
    </Stack>
  );
}
