import { formatSlot } from '@benevo/ui';
import { ActionIcon, Badge, Group, Paper, Stack, Text } from '@mantine/core';
import { IconHourglass, IconSparkles, IconX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { PickKind, Picks, ProposedSlot, PublicEventData, PublicPositionData, PublicSlotData } from './slots';

export interface PickedSlot {
  slot: PublicSlotData;
  position: PublicPositionData;
  pick: PickKind;
}

/** The picked slots still in the event (a refetch may drop a private one), in time order. */
export function pickedSlots(event: PublicEventData, picks: Picks): PickedSlot[] {
  const result: PickedSlot[] = [];
  for (const position of event.positions) {
    for (const slot of position.timeSlots) {
      const pick = picks[slot.id];
      if (pick) result.push({ slot, position, pick });
    }
  }
  return result.sort((a, b) => Date.parse(a.slot.startTime) - Date.parse(b.slot.startTime));
}

interface SelectionListProps {
  event: PublicEventData;
  picks: Picks;
  proposals: readonly ProposedSlot[];
  onRemovePick?: (slotId: string) => void;
  onRemoveProposal?: (key: string) => void;
}

/** The visitor's choice before the form: places, waiting lists and proposed slots, each removable. */
export function SelectionList({ event, picks, proposals, onRemovePick, onRemoveProposal }: SelectionListProps) {
  const { t } = useTranslation();
  const positionName = (id: string) => event.positions.find((p) => p.id === id)?.name ?? '';
  return (
    <Stack gap={6} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
      {pickedSlots(event, picks).map(({ slot, position, pick }) => (
        <Paper key={slot.id} withBorder p="xs" radius="md" component="li">
          <Group justify="space-between" wrap="nowrap" gap="xs">
            <Stack gap={0} style={{ minWidth: 0 }}>
              <Text fw={600} size="sm">
                {position.name}
              </Text>
              <Text size="sm">{formatSlot(slot.startTime, slot.endTime, event.timeZone)}</Text>
            </Stack>
            <Group gap={4} wrap="nowrap">
              {pick === 'wait' && (
                <Badge tt="none" color="orange" variant="light" leftSection={<IconHourglass size={12} aria-hidden />}>
                  {t('public.selection.waitingList')}
                </Badge>
              )}
              {onRemovePick && (
                <ActionIcon
                  variant="subtle"
                  color="gray"
                  onClick={() => onRemovePick(slot.id)}
                  aria-label={t('public.selection.remove', {
                    slot: `${position.name}, ${formatSlot(slot.startTime, slot.endTime, event.timeZone)}`,
                  })}
                >
                  <IconX size={16} aria-hidden />
                </ActionIcon>
              )}
            </Group>
          </Group>
        </Paper>
      ))}
      {proposals.map((proposal) => (
        <Paper key={proposal.key} withBorder p="xs" radius="md" component="li">
          <Group justify="space-between" wrap="nowrap" gap="xs">
            <Stack gap={0}>
              <Text fw={600} size="sm">
                {positionName(proposal.positionId)}
              </Text>
              <Text size="sm">{formatSlot(proposal.startTime, proposal.endTime, event.timeZone)}</Text>
            </Stack>
            <Group gap={4} wrap="nowrap">
              <Badge tt="none" color="grape" variant="light" leftSection={<IconSparkles size={12} aria-hidden />}>
                {t('public.selection.proposed')}
              </Badge>
              {onRemoveProposal && (
                <ActionIcon variant="subtle" color="gray" onClick={() => onRemoveProposal(proposal.key)} aria-label={t('public.propose.remove')}>
                  <IconX size={16} aria-hidden />
                </ActionIcon>
              )}
            </Group>
          </Group>
        </Paper>
      ))}
    </Stack>
  );
}
