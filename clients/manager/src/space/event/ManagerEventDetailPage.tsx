import { useApolloClient, useQuery } from '@apollo/client/react';
import { Anchor, Group } from '@mantine/core';
import { describeApiError, PageLoader, QueryError } from '@benevo/ui';
import { IconArrowLeft } from '@tabler/icons-react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { ManagerAssignmentsPdfDocument, ManagerCancelSlotsDocument, ManagerEventDocument, ManagerMealsPdfDocument } from '../../gql/graphql';
import { ManagerBar } from '../events/ManagerBar';
import { MANAGER_HOME, RequireManager, useEndedSession, useSessionEnd } from '../session/RequireManager';
import { EventView, type ManagerActions } from './EventView';

function ManagerEventScreen({ eventId }: { eventId: string }) {
  const { t } = useTranslation();
  const client = useApolloClient();
  const sessionEnd = useSessionEnd();
  const { data, error, refetch } = useQuery(ManagerEventDocument, { variables: { eventId }, fetchPolicy: 'cache-and-network' });
  const ended = useEndedSession(error);

  const actions = useMemo<ManagerActions>(
    () => ({
      downloadAssignments: async (filter) => {
        const result = await client.query({ query: ManagerAssignmentsPdfDocument, variables: { eventId, filter }, fetchPolicy: 'network-only' });
        if (!result.data) throw result.error ?? new Error('managerAssignmentsPdf without data');
        return result.data.managerAssignmentsPdf;
      },
      downloadMeals: async (filter) => {
        const result = await client.query({ query: ManagerMealsPdfDocument, variables: { eventId, filter }, fetchPolicy: 'network-only' });
        if (!result.data) throw result.error ?? new Error('managerMealsPdf without data');
        return result.data.managerMealsPdf;
      },
      cancelSlots: async (participationIds) => {
        const { data: cancelled } = await client.mutate({ mutation: ManagerCancelSlotsDocument, variables: { eventId, participationIds } });
        await refetch();
        return cancelled?.managerCancelSlots ?? 0;
      },
      describeFailure: (failure) => (sessionEnd(failure) ? null : (describeApiError(failure).message ?? t('errors.default'))),
    }),
    [client, eventId, refetch, sessionEnd, t],
  );

  const back = (
    <Group justify="space-between" gap="xs" data-print-hide>
      <Anchor component={Link} to={MANAGER_HOME} size="sm">
        <Group gap={4} component="span">
          <IconArrowLeft size={16} aria-hidden />
          {t('manager.events.back')}
        </Group>
      </Anchor>
    </Group>
  );

  if (error && !data) {
    if (ended) return <PageLoader />;
    return (
      <>
        <ManagerBar />
        {back}
        <QueryError error={error} onRetry={() => void refetch()} notFound={t('manager.events.notFound')} mt="md" />
      </>
    );
  }
  if (!data) return <PageLoader />;
  return (
    <EventView
      view={data.managerEvent}
      actions={actions}
      header={
        <>
          <ManagerBar />
          {back}
        </>
      }
    />
  );
}

/** /manager/events/:eventId: one of the manager's events, with contacts, downloads and cancelling. */
export default function ManagerEventDetailPage() {
  const { eventId = '' } = useParams();
  return (
    <RequireManager>
      <ManagerEventScreen eventId={eventId} />
    </RequireManager>
  );
}
