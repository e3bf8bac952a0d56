import { formatEventDate, formatSlot } from '@benevo/ui';
import { Accordion, ActionIcon, Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconPlus, IconSparkles, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { SlotRow } from './SlotRow';
import {
  gridSlots,
  groupBySector,
  isFull,
  type PickKind,
  type Picks,
  type ProposedSlot,
  type PublicEventData,
  type PublicPositionData,
  slotsByDay,
} from './slots';

interface SlotGridProps {
  event: PublicEventData;
  showFull: boolean;
  picks: Picks;
  proposals: readonly ProposedSlot[];
  /** null while registrations are closed. */
  onPick: ((slotId: string, pick: PickKind | null) => void) | null;
  onPropose: ((position: PublicPositionData) => void) | null;
  onRemoveProposal: (key: string) => void;
}

function dayLabel(event: PublicEventData, dayKey: string, firstSlotStart: string): string {
  const day = event.days.find((d) => d.id === dayKey);
  return formatEventDate(day?.startsAt ?? firstSlotStart, event.timeZone);
}

function PositionPanel({ event, position, showFull, picks, proposals, onPick, onPropose, onRemoveProposal }: SlotGridProps & { position: PublicPositionData }) {
  const { t } = useTranslation();
  const slots = gridSlots(position.timeSlots, { showPast: event.configuration.showPastSlots, showFull, picks });
  const hiddenFull = position.timeSlots.filter((slot) => isFull(slot) && !slots.includes(slot)).length;
  const mine = proposals.filter((proposal) => proposal.positionId === position.id);
  return (
    <Stack gap="sm">
      {position.description && (
        <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
          {position.description}
        </Text>
      )}
      {slotsByDay(event.days, slots, event.timeZone).map((group) => (
        <Stack key={group.dayKey} gap={6}>
          <Text fw={700} size="sm" tt="capitalize">
            {dayLabel(event, group.dayKey, group.slots[0].startTime)}
          </Text>
          {group.slots.map((slot) => (
            <SlotRow
              key={slot.id}
              slot={slot}
              event={event}
              pick={picks[slot.id]}
              onPick={onPick && ((pick) => onPick(slot.id, pick))}
            />
          ))}
        </Stack>
      ))}
      {slots.length === 0 && (
        <Text size="sm" c="dimmed">
          {hiddenFull > 0 ? t('public.slots.allFullHidden') : t('public.slots.none')}
        </Text>
      )}
      {slots.length > 0 && hiddenFull > 0 && (
        <Text size="xs" c="dimmed">
          {t('public.slots.hiddenFull', { count: hiddenFull })}
        </Text>
      )}
      {mine.map((proposal) => (
        <Paper key={proposal.key} withBorder p="sm" radius="md" bg="var(--mantine-color-blue-light)">
          <Group justify="space-between" wrap="nowrap">
            <Group gap={6} wrap="nowrap">
              <IconSparkles size={16} aria-hidden />
              <Text size="sm">
                {t('public.propose.mine')} {formatSlot(proposal.startTime, proposal.endTime, event.timeZone)}
              </Text>
            </Group>
            <ActionIcon variant="subtle" color="red" onClick={() => onRemoveProposal(proposal.key)} aria-label={t('public.propose.remove')}>
              <IconTrash size={16} aria-hidden />
            </ActionIcon>
          </Group>
        </Paper>
      ))}
      {onPropose && (
        <Group>
          <Button variant="light" size="xs" leftSection={<IconPlus size={14} aria-hidden />} onClick={() => onPropose(position)}>
            {t('public.propose.open')}
          </Button>
        </Group>
      )}
    </Stack>
  );
}

/**
 * The positions of the event grouped by sector, in the server's order, each open or closed at first per
 * closePositionByDefault, with their slots day by day.
 */
export function SlotGrid(props: SlotGridProps) {
  const { t } = useTranslation();
  const { event, picks } = props;
  const groups = groupBySector(event.positions);
  const hasSectors = groups.some((group) => group.sectorId !== null);
  const defaultOpen = event.configuration.closePositionByDefault ? [] : event.positions.map((p) => p.id);

  if (event.positions.length === 0) {
    return (
      <Paper withBorder p="xl" ta="center">
        <Text c="dimmed">{t('public.slots.noPositions')}</Text>
      </Paper>
    );
  }

  return (
    <Stack gap="lg">
      {groups.map((group) => (
        <Stack key={group.sectorId ?? 'none'} gap="xs">
          {hasSectors && (
            <Title order={3} size="h4">
              {group.sectorName ?? t('public.slots.otherPositions')}
            </Title>
          )}
          <Accordion multiple defaultValue={defaultOpen} variant="separated" radius="md" chevronPosition="right">
            {group.positions.map((position) => {
              const free = position.timeSlots.filter((s) => !s.isPast).reduce((sum, s) => sum + Math.max(0, s.freePlaces), 0);
              const picked = position.timeSlots.filter((s) => picks[s.id]).length;
              return (
                <Accordion.Item key={position.id} value={position.id}>
                  <Accordion.Control>
                    <Group justify="space-between" wrap="nowrap" gap="xs">
                      <Text fw={700}>{position.name}</Text>
                      <Group gap={6} wrap="nowrap">
                        {picked > 0 && (
                          <Badge tt="none" color="blue" variant="filled" size="sm">
                            {t('public.slots.pickedCount', { count: picked })}
                          </Badge>
                        )}
                        <Badge tt="none" color={free > 0 ? 'teal' : 'gray'} variant="light" size="sm">
                          {free > 0 ? t('public.slots.positionFree', { count: free }) : t('public.slots.positionFull')}
                        </Badge>
                      </Group>
                    </Group>
                  </Accordion.Control>
                  <Accordion.Panel>
                    <PositionPanel {...props} position={position} />
                  </Accordion.Panel>
                </Accordion.Item>
              );
            })}
          </Accordion>
        </Stack>
      ))}
    </Stack>
  );
}
