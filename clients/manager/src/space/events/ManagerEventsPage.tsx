import { useQuery } from '@apollo/client/react';
import { Card, Group, Stack, Text, Title } from '@mantine/core';
import { EmptyState, PageLoader, QueryError } from '@benevo/ui';
import { IconCalendarEvent, IconCalendarOff, IconChevronRight } from '@tabler/icons-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ManagerMeDocument } from '../../gql/graphql';
import { managerSession } from '../session/manager-session';
import { RequireManager, useEndedSession } from '../session/RequireManager';
import { ManagerBar } from './ManagerBar';

function EventsList() {
  const { t } = useTranslation();
  const { data, error, loading, refetch } = useQuery(ManagerMeDocument, { fetchPolicy: 'cache-and-network' });
  const ended = useEndedSession(error);

  // The organizer may have given or taken events since login: the stored session follows.
  useEffect(() => {
    const stored = managerSession.read();
    if (data && stored) managerSession.write({ ...stored, events: data.managerMe.events, organizationName: data.managerMe.organizationName });
  }, [data]);

  const events = data?.managerMe.events ?? managerSession.read()?.events ?? [];
  return (
    <Stack gap="md" py="xs">
      <ManagerBar />
      <Title order={1} size="h2">
        {t('manager.events.title')}
      </Title>
      {error && !ended && <QueryError error={error} onRetry={() => void refetch()} />}
      {loading && !data && events.length === 0 ? (
        <PageLoader />
      ) : events.length === 0 ? (
        <EmptyState icon={<IconCalendarOff size={40} aria-hidden />} title={t('manager.events.empty')} text={t('manager.events.emptyText')} />
      ) : (
        <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
          {events.map((event) => (
            <li key={event.id}>
              <Card withBorder padding="md" radius="md" component={Link} to={`/manager/events/${event.id}`}>
                <Group justify="space-between" wrap="nowrap">
                  <Group gap="sm" wrap="nowrap" style={{ minWidth: 0 }}>
                    <IconCalendarEvent size={24} aria-hidden />
                    <Text fw={600} truncate="end">
                      {event.name}
                    </Text>
                  </Group>
                  <IconChevronRight size={20} aria-hidden />
                </Group>
              </Card>
            </li>
          ))}
        </Stack>
      )}
    </Stack>
  );
}

/** /manager/events: the events the organization gave this manager. */
export default function ManagerEventsPage() {
  return (
    <RequireManager>
      <EventsList />
    </RequireManager>
  );
}
