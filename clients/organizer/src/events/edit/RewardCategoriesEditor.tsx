import { ConfirmModal, useMutationAction } from '@benevo/ui';
import { useMutation } from '@apollo/client/react';
import { ActionIcon, Button, Card, Group, NumberInput, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconEdit, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { CreateRewardCategoryDocument, DeleteRewardCategoryDocument } from '../../gql/graphql';
import { useEventsT } from '../../i18n/use-events-t';
import { type EditedReward, RewardEditModal } from './MissionsEditors';
import type { TabProps } from './types';

/** The event's reward categories (points per hour): the list (edit, delete) and a new one's name and rate. */
export function RewardCategoriesEditor({ event, reload }: TabProps) {
  const { t } = useEventsT();
  const refetch = { refetchQueries: ['EventEdit'] };
  const [createReward] = useMutation(CreateRewardCategoryDocument, refetch);
  const [deleteReward] = useMutation(DeleteRewardCategoryDocument, refetch);
  const run = useMutationAction();
  const [name, setName] = useState('');
  const [rate, setRate] = useState<number>(1);
  const [editing, setEditing] = useState<EditedReward | null>(null);
  const [deleting, setDeleting] = useState<EditedReward | null>(null);
  const create = () =>
    run(() => createReward({ variables: { input: { eventId: event.id, name: name.trim(), hourlyRate: rate } } }), {
      success: t('missions.rewardSaved'),
      onSuccess: () => setName(''),
    });
  return (
    <Card withBorder padding="sm" component="section" aria-label={t('missions.rewardsTitle')}>
      <Title order={3} size="h5" mb="xs">
        {t('missions.rewardsTitle')}
      </Title>
      <Stack gap={4} mb="xs">
        {event.rewardCategories.map((reward) => (
          <Group key={reward.id} justify="space-between">
            <Text size="sm">
              {reward.name} · {reward.hourlyRate} {reward.isDefault ? `(${t('missions.rewardDefault')})` : ''}
            </Text>
            <Group gap={2}>
              <ActionIcon size="sm" variant="subtle" aria-label={`${t('missionsEdit.editReward')} ${reward.name}`} onClick={() => setEditing(reward)}>
                <IconEdit size={14} aria-hidden />
              </ActionIcon>
              <ActionIcon size="sm" variant="subtle" color="red" aria-label={`${t('missions.deleteReward')} ${reward.name}`} onClick={() => setDeleting(reward)}>
                <IconTrash size={14} aria-hidden />
              </ActionIcon>
            </Group>
          </Group>
        ))}
      </Stack>
      <Group align="flex-end" grow>
        <TextInput label={t('missions.rewardName')} value={name} onChange={(e) => setName(e.currentTarget.value)} />
        <NumberInput label={t('missions.hourlyRate')} min={0} value={rate} onChange={(value) => setRate(Number(value) || 0)} />
      </Group>
      <Button mt="xs" disabled={!name.trim()} onClick={() => void create()}>
        {t('missions.newReward')}
      </Button>
      {editing && <RewardEditModal reward={editing} onClose={() => setEditing(null)} />}
      <ConfirmModal
        opened={deleting !== null}
        title={t('missions.deleteReward')}
        text={t('missions.deleteRewardText', { name: deleting?.name ?? '' })}
        confirmLabel={t('common.delete')}
        danger
        onClose={() => setDeleting(null)}
        onConfirm={async () => {
          if (!deleting) return;
          await run(() => deleteReward({ variables: { id: deleting.id } }), { success: t('common.deleted') });
          await reload();
        }}
      />
    </Card>
  );
}
