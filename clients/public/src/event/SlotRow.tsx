import { formatSlot, formatTime } from '@benevo/ui';
import { Badge, Checkbox, Group, Paper, Stack, Text } from '@mantine/core';
import { IconClock, IconLock, IconUsers } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { isFull, type PickKind, type PublicEventData, type PublicSlotData, readableOn, showsVolunteerNames } from './slots';

interface SlotRowProps {
  slot: PublicSlotData;
  event: PublicEventData;
  /** The position's name, shown in the list view (the grid groups slots under their position). */
  positionName?: string;
  /** Shows the date before the times (the list view). */
  withDate?: boolean;
  pick: PickKind | undefined;
  /** null: registrations closed, slots are shown but cannot be picked. */
  onPick: ((pick: PickKind | null) => void) | null;
}

/**
 * One slot: its times, free places in the event's colours, private mark, volunteer names (per
 * volunteerNameDisplay), and the way to pick it: a place when free, the waiting list when full,
 * nothing when past (greyed).
 */
export function SlotRow({ slot, event, positionName, withDate, pick, onPick }: SlotRowProps) {
  const { t } = useTranslation();
  const { configuration, timeZone } = event;
  const full = isFull(slot);
  const times = withDate
    ? formatSlot(slot.startTime, slot.endTime, timeZone)
    : `${formatTime(slot.startTime, timeZone)} – ${formatTime(slot.endTime, timeZone)}`;
  const what = positionName ? `${positionName}, ${times}` : times;
  const color = full ? configuration.colorFull : configuration.colorFree;
  const names = showsVolunteerNames(configuration) ? slot.volunteerNames.filter(Boolean) : [];
  const selectable = onPick !== null && !slot.isPast;

  return (
    <Paper
      withBorder
      p="sm"
      radius="md"
      data-slot-id={slot.id}
      data-past={slot.isPast || undefined}
      data-full={full || undefined}
      style={{
        opacity: slot.isPast ? 0.55 : 1,
        borderLeft: `6px solid ${color}`,
        background: pick ? 'var(--mantine-color-blue-light)' : undefined,
      }}
    >
      <Group wrap="nowrap" align="flex-start" gap="sm">
        {selectable && !full && (
          <Checkbox
            mt={2}
            size="md"
            checked={pick === 'take'}
            onChange={(e) => onPick(e.currentTarget.checked ? 'take' : null)}
            aria-label={t('public.slots.choose', { slot: what })}
          />
        )}
        <Stack gap={4} style={{ flex: 1, minWidth: 0 }}>
          <Group gap={6} wrap="wrap">
            {positionName && (
              <Text fw={700} size="sm">
                {positionName}
              </Text>
            )}
            <Group gap={4} wrap="nowrap">
              <IconClock size={16} aria-hidden />
              <Text fw={600} size="sm">
                {times}
              </Text>
            </Group>
            {slot.isPrivate && (
              <Badge tt="none" size="sm" variant="outline" color="gray" leftSection={<IconLock size={12} aria-hidden />}>
                {t('public.slots.private')}
              </Badge>
            )}
            {slot.isPast && (
              <Badge tt="none" size="sm" variant="light" color="gray">
                {t('public.slots.past')}
              </Badge>
            )}
          </Group>
          {slot.description && (
            <Text size="sm" c="dimmed" style={{ whiteSpace: 'pre-line' }}>
              {slot.description}
            </Text>
          )}
          {names.length > 0 && (
            <Group gap={4} wrap="nowrap" align="flex-start">
              <IconUsers size={14} aria-hidden style={{ marginTop: 3, flexShrink: 0 }} />
              <Text size="xs" c="dimmed">
                {names.join(', ')}
              </Text>
            </Group>
          )}
          {full && selectable && (
            <Checkbox
              size="sm"
              mt={4}
              checked={pick === 'wait'}
              onChange={(e) => onPick(e.currentTarget.checked ? 'wait' : null)}
              label={t('public.slots.joinWaitingList')}
              description={
                slot.waitingListLength > 0 ? t('public.slots.waitingCount', { count: slot.waitingListLength }) : undefined
              }
              aria-label={t('public.slots.joinWaitingListFor', { slot: what })}
            />
          )}
        </Stack>
        <Badge
          tt="none"
          size="lg"
          radius="sm"
          style={{ backgroundColor: color, color: readableOn(color), flexShrink: 0 }}
          aria-label={full ? t('public.slots.full') : t('public.slots.freePlaces', { count: slot.freePlaces })}
        >
          {full ? t('public.slots.fullShort') : t('public.slots.freeShort', { count: slot.freePlaces, total: slot.requiredVolunteerCount })}
        </Badge>
      </Group>
    </Paper>
  );
}
