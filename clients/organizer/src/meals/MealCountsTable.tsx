import { EmptyState, formatEventDate, QueryError, ResponsiveTable } from '@benevo/ui';
import { useQuery } from '@apollo/client/react';
import { Button, List, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { type MealCountsQuery, MealCountsDocument } from '../gql/graphql';
import { useMealsT } from './i18n/use-meals-t';

type MealCount = MealCountsQuery['mealCounts'][number];

function Volunteers({ count }: { count: MealCount }) {
  const { t } = useMealsT();
  const [open, setOpen] = useState(false);
  if (count.volunteers.length === 0) return null;
  const listId = `meal-volunteers-${count.day}-${count.mealId}`;
  return (
    <Stack gap={4}>
      <Button variant="subtle" size="compact-sm" aria-expanded={open} aria-controls={listId} onClick={() => setOpen((value) => !value)} style={{ alignSelf: 'flex-start' }}>
        {open ? t('counts.hideVolunteers') : t('counts.showVolunteers')}
      </Button>
      {open && (
        <List size="sm" id={listId} spacing={2}>
          {count.volunteers.map((volunteer) => (
            <List.Item key={volunteer.volunteerId}>
              {volunteer.name}{' '}
              <Text span size="xs" c="dimmed">
                ({volunteer.positionName})
              </Text>
            </List.Item>
          ))}
        </List>
      )}
    </Stack>
  );
}

/** How many meals the kitchen prepares each day, with the volunteers entitled to them. */
export function MealCountsTable({ eventId, timeZone }: { eventId: string; timeZone: string }) {
  const { t } = useMealsT();
  const { data, error, refetch } = useQuery(MealCountsDocument, { variables: { eventId }, fetchPolicy: 'cache-and-network' });
  const counts = data?.mealCounts ?? [];
  const total = counts.reduce((sum, count) => sum + count.count, 0);
  return (
    <Stack gap="sm" component="section" aria-labelledby="meal-counts-title">
      <div>
        <Title order={2} size="h3" id="meal-counts-title">
          {t('counts.title')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('counts.text')}
        </Text>
      </div>
      {!data ? (
        error ? <QueryError error={error} onRetry={() => void refetch()} /> : <Skeleton height={120} />
      ) : counts.length === 0 ? (
        <EmptyState title={t('counts.empty')} text={t('counts.emptyText')} />
      ) : (
        <>
          <ResponsiveTable
            label={t('counts.tableLabel')}
            rows={counts}
            rowKey={(count) => `${count.day}-${count.mealId}`}
            columns={[
              { label: t('counts.day'), nowrap: true, render: (count) => formatEventDate(count.day, timeZone) },
              { label: t('counts.meal'), render: (count) => count.mealName },
              { label: t('counts.count'), nowrap: true, render: (count) => <Text size="sm" fw={600}>{count.count}</Text> },
              { label: t('counts.volunteers'), render: (count) => <Volunteers count={count} /> },
            ]}
          />
          <Text size="sm" fw={600} ta="right">
            {t('counts.total', { total })}
          </Text>
        </>
      )}
    </Stack>
  );
}
