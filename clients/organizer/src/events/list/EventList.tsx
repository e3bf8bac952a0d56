import { evictFromCache, formatEventDate, PageLoader, QueryError, useConfirmDelete } from '@benevo/ui';
import { useMutation, useQuery } from '@apollo/client/react';
import { ActionIcon, Alert, Badge, Button, Card, Group, Stack, Table, Text, Title, Tooltip } from '@mantine/core';
import { IconCalendarTime, IconCopy, IconEdit, IconPlus, IconTrash } from '@tabler/icons-react';
import { useMediaQuery } from '@mantine/hooks';
import { Link } from 'react-router';
import { DeleteEventDocument, type EventListItemFragment, EventsDocument } from '../../gql/graphql';
import { RegistrationsAction } from '../RegistrationLinks';
import { useEventsT } from '../../i18n/use-events-t';
import { STATUS_COLOR } from '../status';
import { EventProgress } from './EventProgress';

function eventDates(event: EventListItemFragment): string {
  if (event.days.length === 0) return '—';
  const sorted = [...event.days].sort((a, b) => a.startsAt.localeCompare(b.startsAt));
  const first = formatEventDate(sorted[0].startsAt, event.timeZone);
  const last = formatEventDate(sorted[sorted.length - 1].startsAt, event.timeZone);
  return first === last ? first : `${first} – ${last}`;
}

/** Edit, planning, registrations, clone and delete: the same actions in the table and on phone cards. */
function EventActions({ event, onDelete }: { event: EventListItemFragment; onDelete: (event: EventListItemFragment) => void }) {
  const { t } = useEventsT();
  return (
    <Group gap={4} wrap="nowrap" justify="flex-end">
      <Tooltip label={t('list.edit')}>
        <ActionIcon component={Link} to={`/events/${event.id}`} variant="subtle" aria-label={`${t('list.edit')} ${event.name}`}>
          <IconEdit size={18} aria-hidden />
        </ActionIcon>
      </Tooltip>
      <Tooltip label={t('list.planning')}>
        <ActionIcon
          component={Link}
          to={`/events/${event.id}/plannig`}
          variant="subtle"
          aria-label={`${t('list.planning')} ${event.name}`}
        >
          <IconCalendarTime size={18} aria-hidden />
        </ActionIcon>
      </Tooltip>
      <RegistrationsAction eventId={event.id} eventName={event.name} />
      <Tooltip label={t('list.clone')}>
        <ActionIcon
          component={Link}
          to={`/events/cloning/${event.id}`}
          variant="subtle"
          aria-label={`${t('list.clone')} ${event.name}`}
        >
          <IconCopy size={18} aria-hidden />
        </ActionIcon>
      </Tooltip>
      <Tooltip label={t('list.delete')}>
        <ActionIcon
          color="red"
          variant="subtle"
          aria-label={`${t('list.delete')} ${event.name}`}
          onClick={() => onDelete(event)}
        >
          <IconTrash size={18} aria-hidden />
        </ActionIcon>
      </Tooltip>
    </Group>
  );
}

/** One event on a phone: everything the table shows, stacked. */
function EventCard({ event, onDelete }: { event: EventListItemFragment; onDelete: (event: EventListItemFragment) => void }) {
  const { t } = useEventsT();
  return (
    <Card withBorder padding="sm" component="li">
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
        <Stack gap={2}>
          <Text component={Link} to={`/events/${event.id}`} fw={600} c="inherit">
            {event.displayName}
          </Text>
          <Text size="sm" c="dimmed">
            {eventDates(event)}
          </Text>
        </Stack>
        <Badge color={STATUS_COLOR[event.status]} variant="light" miw="max-content">
          {t(`status.${event.status}`)}
        </Badge>
      </Group>
      <Stack gap={4} mt="xs">
        <Text size="xs" c="dimmed">
          {t('list.volunteers')}
        </Text>
        <EventProgress registered={event.nbrVolunteersRegistered} required={event.nbrVolunteersRequired} />
      </Stack>
      <Group justify="flex-end" mt="xs">
        <EventActions event={event} onDelete={onDelete} />
      </Group>
    </Card>
  );
}

/** The events table (cards on a phone): current events (draft and published) or the archive. */
export function EventList({ archive }: { archive: boolean }) {
  const { t } = useEventsT();
  const { data, loading, error, refetch } = useQuery(EventsDocument, {
    variables: { status: archive ? 'ARCHIVED' : null },
    fetchPolicy: 'cache-and-network',
  });
  const [deleteEvent] = useMutation(DeleteEventDocument);
  const deletion = useConfirmDelete<EventListItemFragment>({
    title: t('list.deleteTitle'),
    text: (event) => t('list.deleteText', { name: event.name }),
    confirmLabel: t('common.delete'),
    success: t('list.deletedToast'),
    remove: (event) => deleteEvent({ variables: { id: event.id }, update: evictFromCache('Event', event.id) }),
  });
  const isPhone = useMediaQuery('(max-width: 48em)') ?? false;

  const events = (data?.events ?? []).filter((event) => (archive ? event.status === 'ARCHIVED' : event.status !== 'ARCHIVED'));
  const title = archive ? t('list.archiveTitle') : t('list.title');

  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Title order={1}>{title}</Title>
        <Button component={Link} to="/events/new" leftSection={<IconPlus size={18} aria-hidden />}>
          {t('list.newEvent')}
        </Button>
      </Group>
      {loading && !data && <PageLoader />}
      {error && !data && <QueryError error={error} onRetry={() => void refetch()} forbidden={t('common.forbidden')} />}
      {data && events.length === 0 && (
        <Card withBorder padding="xl" ta="center">
          <Title order={2} size="h3">
            {archive ? t('list.emptyArchive') : t('list.empty')}
          </Title>
          {!archive && (
            <>
              <Text c="dimmed" my="sm">
                {t('list.emptyText')}
              </Text>
              <Button component={Link} to="/events/new">
                {t('list.newEvent')}
              </Button>
            </>
          )}
        </Card>
      )}
      {events.length > 0 && isPhone && (
        <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }} aria-label={title}>
          {events.map((event) => (
            <EventCard key={event.id} event={event} onDelete={deletion.ask} />
          ))}
        </Stack>
      )}
      {events.length > 0 && !isPhone && (
        <Table.ScrollContainer minWidth={760}>
          <Table striped highlightOnHover verticalSpacing="sm">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('list.name')}</Table.Th>
                <Table.Th>{t('list.dates')}</Table.Th>
                <Table.Th>{t('list.status')}</Table.Th>
                <Table.Th>{t('list.volunteers')}</Table.Th>
                <Table.Th>
                  <span className="sr-only" style={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden' }}>
                    {t('list.actions')}
                  </span>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {events.map((event) => (
                <Table.Tr key={event.id}>
                  <Table.Td>
                    <Text component={Link} to={`/events/${event.id}`} fw={500} c="inherit">
                      {event.displayName}
                    </Text>
                  </Table.Td>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>{eventDates(event)}</Table.Td>
                  <Table.Td>
                    <Badge color={STATUS_COLOR[event.status]} variant="light" miw="max-content">
                      {t(`status.${event.status}`)}
                    </Badge>
                  </Table.Td>
                  <Table.Td>
                    <EventProgress registered={event.nbrVolunteersRegistered} required={event.nbrVolunteersRequired} />
                  </Table.Td>
                  <Table.Td>
                    <EventActions event={event} onDelete={deletion.ask} />
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      {error && data && <Alert color="red">{t('common.loadFailed')}</Alert>}
      {deletion.modal}
    </Stack>
  );
}
