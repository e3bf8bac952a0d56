import { BackLink, EmptyState, evictFromCache, PageNotLoaded, ResponsiveTable, useConfirmDelete } from '@benevo/ui';
import { useMutation, useQuery } from '@apollo/client/react';
import { ActionIcon, Button, Group, Stack, Text, Title, Tooltip } from '@mantine/core';
import { IconEdit, IconPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useParams } from 'react-router';
import { DeleteMealDocument, EventMealsDocument, type MealFieldsFragment } from '../gql/graphql';
import { useMealsT } from './i18n/use-meals-t';
import { MealCountsTable } from './MealCountsTable';
import { MealModal } from './MealModal';

/** /events/:eventId/meals — the event's meals (what grants them), and their count per day for the kitchen. */
export default function MealsPage() {
  const { t } = useMealsT();
  const { eventId = '' } = useParams();
  const [editing, setEditing] = useState<MealFieldsFragment | 'new' | null>(null);
  const { data, loading, error, refetch } = useQuery(EventMealsDocument, { variables: { eventId }, fetchPolicy: 'cache-and-network' });
  const [remove] = useMutation(DeleteMealDocument, { refetchQueries: ['MealCounts'] });
  const deletion = useConfirmDelete<MealFieldsFragment>({
    title: t('list.deleteTitle'),
    text: (meal) => t('list.deleteText', { name: meal.name, interpolation: { escapeValue: false } }),
    confirmLabel: t('common.delete'),
    success: t('list.deleted'),
    remove: (meal) => remove({ variables: { id: meal.id }, update: evictFromCache('Meal', meal.id) }),
  });

  const back = <BackLink to={`/events/${eventId}?tab=actions`}>{t('page.back')}</BackLink>;
  if (!data) return <PageNotLoaded loading={loading} header={back} error={error} onRetry={() => void refetch()} notFound={t('common.notFound')} forbidden={t('common.forbidden')} />;

  const { event, meals } = data;
  const slotCount = (meal: MealFieldsFragment) => (meal.slotIds.length > 0 ? t('list.slotsCount', { count: meal.slotIds.length }) : null);
  const positionCount = (meal: MealFieldsFragment) => (meal.positionIds.length > 0 ? t('list.positionsCount', { count: meal.positionIds.length }) : null);
  const positionNames = new Map(event.positions.map((position) => [position.id, position.name]));
  const newButton = (
    <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setEditing('new')}>
      {t('list.new')}
    </Button>
  );

  return (
    <Stack gap="lg">
      <div>
        {back}
        <Title order={1} mt={4}>
          {t('page.title')} · {event.displayName}
        </Title>
        <Text c="dimmed" size="sm">
          {t('page.subtitle')}
        </Text>
      </div>
      <Stack gap="sm" component="section" aria-labelledby="meals-title">
        <Group justify="space-between">
          <Title order={2} size="h3" id="meals-title">
            {t('list.title')}
          </Title>
          {meals.length > 0 && newButton}
        </Group>
        {meals.length === 0 ? (
          <EmptyState title={t('list.empty')} text={t('list.emptyText')}>
            {newButton}
          </EmptyState>
        ) : (
          <ResponsiveTable
            label={t('list.tableLabel')}
            rows={meals}
            rowKey={(meal) => meal.id}
            columns={[
              { label: t('list.name'), render: (meal) => <Text size="sm" fw={500}>{meal.name}</Text> },
              {
                label: t('list.grantedBy'),
                render: (meal) => {
                  const names = meal.positionIds.map((id) => positionNames.get(id)).filter((name): name is string => Boolean(name));
                  const parts = [names.length > 0 && names.length <= 3 ? names.join(', ') : positionCount(meal), slotCount(meal)].filter(Boolean);
                  return parts.length > 0 ? parts.join(' · ') : <Text size="sm" c="dimmed">{t('list.nothing')}</Text>;
                },
              },
              {
                label: t('common.actions'),
                render: (meal) => (
                  <Group gap={4} wrap="nowrap">
                    <Tooltip label={t('common.edit')}>
                      <ActionIcon variant="subtle" aria-label={`${t('common.edit')} ${meal.name}`} onClick={() => setEditing(meal)}>
                        <IconEdit size={16} aria-hidden />
                      </ActionIcon>
                    </Tooltip>
                    <Tooltip label={t('common.delete')}>
                      <ActionIcon variant="subtle" color="red" aria-label={`${t('common.delete')} ${meal.name}`} onClick={() => deletion.ask(meal)}>
                        <IconTrash size={16} aria-hidden />
                      </ActionIcon>
                    </Tooltip>
                  </Group>
                ),
              },
            ]}
          />
        )}
      </Stack>
      <MealCountsTable eventId={event.id} timeZone={event.timeZone} />
      {editing !== null && (
        <MealModal eventId={event.id} timeZone={event.timeZone} positions={event.positions} meal={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />
      )}
      {deletion.modal}
    </Stack>
  );
}
