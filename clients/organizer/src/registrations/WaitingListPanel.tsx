import { moment, useMutationAction } from '@benevo/ui';
import { useMutation, useQuery } from '@apollo/client/react';
import { ActionIcon, Badge, Card, Group, Stack, Text, Title, Tooltip } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconX } from '@tabler/icons-react';
import { useState } from 'react';
import { EventWaitingListDocument, type EventWaitingListQuery, RemoveWaitingListEntryDocument, ReorderWaitingListDocument } from '../gql/graphql';
import { useRegistrationsT } from '../i18n/use-registrations-t';
import { ActionModal, LoadError } from './components';
import { fullName, groupBySlot, moveEntry, slotTime } from './logic';

type Entry = EventWaitingListQuery['eventWaitingList'][number];

/** Each full slot's waiting list, in rank order: the organizer reorders it and removes people. */
export function WaitingListPanel({ eventId, timeZone, onChange }: { eventId: string; timeZone: string; onChange?: () => unknown }) {
  const { t } = useRegistrationsT();
  const { data, error, refetch } = useQuery(EventWaitingListDocument, { variables: { eventId }, fetchPolicy: 'cache-and-network' });
  const [reorder] = useMutation(ReorderWaitingListDocument);
  const [remove] = useMutation(RemoveWaitingListEntryDocument);
  const [toRemove, setToRemove] = useState<Entry | null>(null);
  const run = useMutationAction();

  if (error && !data) return <LoadError error={error} onRetry={() => void refetch()} />;
  const groups = groupBySlot(data?.eventWaitingList ?? []);

  const move = async (slotId: string, entries: Entry[], entry: Entry, direction: -1 | 1) => {
    const entryIds = moveEntry(entries.map((e) => e.id), entry.id, direction);
    await run(() => reorder({ variables: { timeSlotId: slotId, entryIds } }), {
      success: t('registrations.waitingReordered'),
      onSuccess: () => refetch(),
      fieldErrors: 'toast',
    });
  };

  return (
    <Stack gap="sm" component="section" aria-labelledby="waiting-list-title">
      <Title order={2} size="h3" id="waiting-list-title">
        {t('registrations.waitingList')}
      </Title>
      {data && groups.length === 0 && <Text c="dimmed">{t('registrations.waitingEmpty')}</Text>}
      {groups.map(({ slotId, entries }) => (
        <Card key={slotId} withBorder padding="sm">
          <Text fw={600} mb="xs">
            {entries[0].positionName} · {slotTime(entries[0].timeSlot, timeZone)}
          </Text>
          <Stack gap={4} component="ol" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
            {entries.map((entry, index) => {
              const name = fullName(entry);
              return (
                <Group key={entry.id} component="li" justify="space-between" wrap="nowrap" gap="xs">
                  <div style={{ minWidth: 0 }}>
                    <Text size="sm" truncate>
                      {index + 1}. {name}
                      {entry.nbParticipants > 1 ? ` (${t('common.group', { count: entry.nbParticipants })})` : ''}
                    </Text>
                    {entry.status === 'offered' && entry.offerExpiresAt && (
                      <Badge color="blue" variant="light" size="sm">
                        {t('registrations.waitingOffered', { date: moment.tz(entry.offerExpiresAt, timeZone).format('DD.MM.YYYY HH:mm') })}
                      </Badge>
                    )}
                  </div>
                  <Group gap={2} wrap="nowrap">
                    <Tooltip label={t('registrations.waitingUp', { name })}>
                      <ActionIcon variant="subtle" aria-label={t('registrations.waitingUp', { name })} disabled={index === 0} onClick={() => void move(slotId, entries, entry, -1)}>
                        <IconArrowUp size={16} aria-hidden />
                      </ActionIcon>
                    </Tooltip>
                    <Tooltip label={t('registrations.waitingDown', { name })}>
                      <ActionIcon
                        variant="subtle"
                        aria-label={t('registrations.waitingDown', { name })}
                        disabled={index === entries.length - 1}
                        onClick={() => void move(slotId, entries, entry, 1)}
                      >
                        <IconArrowDown size={16} aria-hidden />
                      </ActionIcon>
                    </Tooltip>
                    <Tooltip label={t('registrations.waitingRemove', { name })}>
                      <ActionIcon variant="subtle" color="red" aria-label={t('registrations.waitingRemove', { name })} onClick={() => setToRemove(entry)}>
                        <IconX size={16} aria-hidden />
                      </ActionIcon>
                    </Tooltip>
                  </Group>
                </Group>
              );
            })}
          </Stack>
        </Card>
      ))}
      <ActionModal
        opened={toRemove !== null}
        title={t('registrations.waitingRemoveTitle')}
        text={t('registrations.waitingRemoveText', { name: toRemove ? fullName(toRemove) : '' })}
        confirmLabel={t('common.delete')}
        danger
        onClose={() => setToRemove(null)}
        onConfirm={async () => {
          if (!toRemove) return;
          await run(() => remove({ variables: { id: toRemove.id } }), {
            success: t('registrations.waitingRemoved'),
            onSuccess: async () => {
              await refetch();
              await onChange?.();
            },
            fieldErrors: 'toast',
          });
        }}
      />
    </Stack>
  );
}
