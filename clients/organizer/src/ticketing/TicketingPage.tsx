import {
  describeApiError,
  EmptyState,
  FormError,
  formatDate,
  formatTime,
  PageLoader,
  PasswordField,
  QueryError,
  ResponsiveTable,
  SubmitButton,
  TextField,
  toast,
  useFormSubmit,
  useMutationAction,
} from '@benevo/ui';
import { useApolloClient, useMutation, useQuery } from '@apollo/client/react';
import { Alert, Badge, Button, Card, Group, Select, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconCircleCheck, IconCloudDownload, IconInfoCircle, IconRefresh } from '@tabler/icons-react';
import { Form, Formik, useFormikContext } from 'formik';
import { useEffect, useRef, useState } from 'react';
import { EventSelect, useChosenEvent } from '../event-choice';
import {
  SetTicketingMappingDocument,
  SyncTicketingDocument,
  TicketingEventDataDocument,
  type TicketingEventsQuery,
  TicketingEventsDocument,
  type TicketingSettingsFieldsFragment,
  TicketingSettingsDocument,
  type TicketingVendorEventsQuery,
  TicketingVendorEventsDocument,
  type TicketingSyncStatus,
  type TicketingSyncFieldsFragment,
  UpdateTicketingSettingsDocument,
} from '../gql/graphql';
import { useTicketingT } from './i18n/use-ticketing-t';

type TicketingEvent = TicketingEventsQuery['events'][number];

/** How often the screen asks again while a sync waits or runs. */
export const SYNC_POLL_MS = 1500;

const STATUS_COLOR: Record<TicketingSyncStatus, string> = {
  PENDING: 'gray',
  RUNNING: 'blue',
  RETRYING: 'orange',
  DONE: 'green',
  FAILED: 'red',
};

interface SettingsValues {
  baseUrl: string;
  apiKey: string;
  accessToken: string;
}

/** The connection: base URL and the credentials with "set / replace" semantics (an empty field keeps the stored one). */
function SettingsForm({ settings }: { settings: TicketingSettingsFieldsFragment }) {
  const { t } = useTicketingT();
  // The settings have no id: the answer replaces the screen's query in the cache (the form then starts again empty).
  const [update] = useMutation(UpdateTicketingSettingsDocument, {
    update(cache, { data }) {
      if (data) cache.writeQuery({ query: TicketingSettingsDocument, data: { ticketingSettings: data.updateTicketingSettings } });
    },
  });
  const { onSubmit, formError } = useFormSubmit(
    async (values: SettingsValues) =>
      (await update({ variables: { input: { baseUrl: values.baseUrl.trim(), apiKey: values.apiKey.trim() || null, accessToken: values.accessToken.trim() || null } } })).data
        ?.updateTicketingSettings,
    () => toast.success(t('settings.saved')),
  );
  const stateOf = (set: boolean, last4: string | null | undefined) => (set ? (last4 ? t('settings.isSet', { last4 }) : t('settings.isSetShort')) : t('settings.notSet'));
  return (
    <Card withBorder padding="md">
      <Title order={2} size="h4" mb="sm">
        {t('settings.title')}
      </Title>
      {/* Saved: the form starts again empty (the credentials are never shown back). */}
      <Formik<SettingsValues> key={settings.modifiedAt ?? 'new'} initialValues={{ baseUrl: settings.baseUrl, apiKey: '', accessToken: '' }} onSubmit={onSubmit}>
        <Form noValidate>
          <Stack gap="sm">
            <FormError message={formError} />
            <TextField
              name="baseUrl"
              label={t('settings.baseUrl')}
              description={t('settings.baseUrlHint', { url: settings.effectiveBaseUrl, interpolation: { escapeValue: false } })}
              placeholder={settings.effectiveBaseUrl}
              inputMode="url"
              maxLength={300}
            />
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
              <PasswordField
                name="apiKey"
                label={t('settings.apiKey')}
                description={stateOf(settings.apiKeySet, settings.apiKeyLast4)}
                placeholder={settings.apiKeySet ? t('settings.replacePlaceholder') : ''}
                autoComplete="off"
                maxLength={500}
              />
              <PasswordField
                name="accessToken"
                label={t('settings.accessToken')}
                description={stateOf(settings.accessTokenSet, settings.accessTokenLast4)}
                placeholder={settings.accessTokenSet ? t('settings.replacePlaceholder') : ''}
                autoComplete="off"
                maxLength={500}
              />
            </SimpleGrid>
            <Group justify="flex-end">
              <SubmitButton>{t('settings.save')}</SubmitButton>
            </Group>
          </Stack>
        </Form>
      </Formik>
    </Card>
  );
}

interface MappingValues {
  vendorEventId: string;
  vendorTicketId: string;
}

type VendorEvent = TicketingVendorEventsQuery['ticketingVendorEvents'][number];

/**
 * Fills the link from the vendor's own lists (asks the vendor with the stored credentials): its events,
 * then the chosen event's ticket types. The identifiers can still be typed by hand.
 */
function VendorPicker({ configured }: { configured: boolean }) {
  const { t } = useTicketingT();
  const client = useApolloClient();
  const { values, setFieldValue } = useFormikContext<MappingValues>();
  const [events, setEvents] = useState<VendorEvent[] | null>(null);
  const [loading, setLoading] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  async function load() {
    setLoading(true);
    setFailure(null);
    try {
      const { data } = await client.query({ query: TicketingVendorEventsDocument, fetchPolicy: 'network-only' });
      setEvents(data?.ticketingVendorEvents ?? []);
    } catch (error) {
      setFailure(describeApiError(error).message ?? t('mapping.vendorFailed'));
    } finally {
      setLoading(false);
    }
  }

  const chosen = events?.find((event) => event.id === values.vendorEventId.trim()) ?? null;
  return (
    <Stack gap="xs">
      <Group>
        <Button variant="light" leftSection={<IconCloudDownload size={16} aria-hidden />} loading={loading} disabled={!configured} onClick={() => void load()}>
          {t('mapping.load')}
        </Button>
      </Group>
      {failure && (
        <Alert color="red" role="alert">
          {failure}
        </Alert>
      )}
      {events && events.length === 0 && (
        <Text size="sm" c="dimmed">
          {t('mapping.noVendorEvents')}
        </Text>
      )}
      {events && events.length > 0 && (
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <Select
            label={t('mapping.vendorEvent')}
            placeholder={t('mapping.choose')}
            searchable
            data={events.map((event) => ({ value: event.id, label: `${event.name} (${event.id})` }))}
            value={chosen?.id ?? null}
            onChange={(id) => {
              void setFieldValue('vendorEventId', id ?? '');
              const types = events.find((event) => event.id === id)?.ticketTypes ?? [];
              void setFieldValue('vendorTicketId', types.length === 1 ? types[0].id : '');
            }}
          />
          <Select
            label={t('mapping.vendorTicket')}
            placeholder={t('mapping.choose')}
            disabled={!chosen}
            data={(chosen?.ticketTypes ?? []).map((type) => ({ value: type.id, label: `${type.name} (${type.id})` }))}
            value={chosen?.ticketTypes.some((type) => type.id === values.vendorTicketId.trim()) ? values.vendorTicketId.trim() : null}
            onChange={(id) => void setFieldValue('vendorTicketId', id ?? '')}
          />
        </SimpleGrid>
      )}
    </Stack>
  );
}

function MappingForm({ eventId, mapping, configured }: { eventId: string; mapping: MappingValues | null; configured: boolean }) {
  const { t } = useTicketingT();
  const [save] = useMutation(SetTicketingMappingDocument, { refetchQueries: ['TicketingEventData'] });
  const { onSubmit, formError } = useFormSubmit(
    async (values: MappingValues) =>
      (await save({ variables: { eventId, input: { vendorEventId: values.vendorEventId.trim(), vendorTicketId: values.vendorTicketId.trim() } } })).data?.setTicketingMapping,
    () => toast.success(t('mapping.saved')),
  );
  return (
    <Card withBorder padding="md">
      <Title order={2} size="h4" mb="sm">
        {t('mapping.title')}
      </Title>
      <Formik<MappingValues>
        initialValues={{ vendorEventId: mapping?.vendorEventId ?? '', vendorTicketId: mapping?.vendorTicketId ?? '' }}
        enableReinitialize
        validate={(values) => {
          const errors: Partial<MappingValues> = {};
          if (!values.vendorEventId.trim()) errors.vendorEventId = 'validation.required';
          if (!values.vendorTicketId.trim()) errors.vendorTicketId = 'validation.required';
          return errors;
        }}
        onSubmit={onSubmit}
      >
        <Form noValidate>
          <Stack gap="sm">
            {!mapping && (
              <Text size="sm" c="dimmed">
                {t('mapping.notLinked')}
              </Text>
            )}
            <FormError message={formError} />
            <VendorPicker configured={configured} />
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
              <TextField name="vendorEventId" label={t('mapping.vendorEventId')} required maxLength={64} />
              <TextField name="vendorTicketId" label={t('mapping.vendorTicketId')} required maxLength={64} />
            </SimpleGrid>
            <Group justify="flex-end">
              <SubmitButton>{t('mapping.save')}</SubmitButton>
            </Group>
          </Stack>
        </Form>
      </Formik>
    </Card>
  );
}

function SyncLog({ syncs, timeZone }: { syncs: TicketingSyncFieldsFragment[]; timeZone: string }) {
  const { t } = useTicketingT();
  if (syncs.length === 0) return <EmptyState title={t('sync.empty')} text={t('sync.emptyText')} />;
  return (
    <ResponsiveTable
      label={t('sync.logLabel')}
      rows={syncs}
      rowKey={(sync) => sync.id}
      columns={[
        { label: t('sync.requestedAt'), nowrap: true, render: (sync) => `${formatDate(sync.createdAt, timeZone)} ${formatTime(sync.createdAt, timeZone)}` },
        {
          label: t('sync.status'),
          render: (sync) => (
            <Stack gap={2}>
              <Badge color={STATUS_COLOR[sync.status]} variant="light">
                {t(`sync.statuses.${sync.status}`)}
              </Badge>
              {sync.attempts > 1 && (
                <Text size="xs" c="dimmed">
                  {t('sync.attempts', { count: sync.attempts })}
                </Text>
              )}
            </Stack>
          ),
        },
        { label: t('sync.counts'), nowrap: true, render: (sync) => `${sync.exported} / ${sync.updated} / ${sync.removed} / ${sync.imported}` },
        { label: t('sync.error'), render: (sync) => (sync.error ? <Text size="sm" c="red">{sync.error}</Text> : '') },
      ]}
    />
  );
}

function EventTicketing({ event, configured }: { event: TicketingEvent; configured: boolean }) {
  const { t } = useTicketingT();
  const { data, loading, error, refetch, startPolling, stopPolling } = useQuery(TicketingEventDataDocument, {
    variables: { eventId: event.id },
    fetchPolicy: 'cache-and-network',
    notifyOnNetworkStatusChange: false,
  });
  const [sync, { loading: syncing }] = useMutation(SyncTicketingDocument, { refetchQueries: ['TicketingEventData'] });
  const run = useMutationAction();
  const latest = data?.ticketingSyncs[0] ?? null;
  const active = latest !== null && !latest.finishedAt;
  const watched = useRef<string | null>(null);

  useEffect(() => {
    if (!active) return undefined;
    startPolling(SYNC_POLL_MS);
    return () => stopPolling();
  }, [active, startPolling, stopPolling]);

  // A sync this screen watched has finished: say how it went.
  useEffect(() => {
    if (!latest) return;
    if (active) watched.current = latest.id;
    else if (watched.current === latest.id) {
      watched.current = null;
      if (latest.status === 'DONE') toast.success(t('sync.done'));
      else toast.error(latest.error ?? t('sync.failed'));
    }
  }, [latest, active, t]);

  if (!data) {
    if (loading) return <PageLoader />;
    return <QueryError error={error} onRetry={() => void refetch()} forbidden={t('forbidden')} />;
  }

  const mapping = data.ticketingMappings.find((candidate) => candidate.eventId === event.id) ?? null;
  const accreditations = data.ticketingAccreditations;
  const checkedIn = accreditations.filter((row) => row.checkedIn).length;

  return (
    <Stack gap="md">
      <MappingForm eventId={event.id} mapping={mapping} configured={configured} />
      <Card withBorder padding="md">
        <Group justify="space-between" align="flex-start" gap="sm" mb="sm">
          <div style={{ flex: '1 1 260px' }}>
            <Title order={2} size="h4">
              {t('sync.title')}
            </Title>
            <Text size="sm" c="dimmed">
              {t('sync.explain')}
            </Text>
          </div>
          <Button
            leftSection={<IconRefresh size={16} aria-hidden />}
            loading={syncing || active}
            disabled={!mapping || !configured}
            onClick={() => void run(async () => (await sync({ variables: { eventId: event.id } })).data?.syncTicketing, { success: t('sync.queued') })}
          >
            {t('sync.now')}
          </Button>
        </Group>
        {!configured && (
          <Alert color="yellow" icon={<IconInfoCircle size={16} aria-hidden />} mb="sm">
            {t('settings.missing')}
          </Alert>
        )}
        {active && (
          <Text size="sm" role="status" mb="sm">
            {t('sync.running')}
          </Text>
        )}
        <SyncLog syncs={data.ticketingSyncs} timeZone={event.timeZone} />
      </Card>
      <Card withBorder padding="md">
        <Group justify="space-between" mb="sm">
          <Title order={2} size="h4">
            {t('accreditations.title')}
          </Title>
          {accreditations.length > 0 && (
            <Text size="sm" c="dimmed">
              {t('accreditations.summary', { checkedIn, total: accreditations.length })}
            </Text>
          )}
        </Group>
        {accreditations.length === 0 ? (
          <EmptyState title={t('accreditations.empty')} text={t('accreditations.emptyText')} />
        ) : (
          <ResponsiveTable
            label={t('accreditations.tableLabel')}
            rows={accreditations}
            rowKey={(row) => row.id}
            columns={[
              { label: t('accreditations.name'), render: (row) => <Text size="sm" fw={500}>{`${row.firstName} ${row.lastName}`.trim()}</Text> },
              { label: t('accreditations.email'), render: (row) => row.email },
              { label: t('accreditations.barcode'), nowrap: true, render: (row) => row.barcode },
              {
                label: t('accreditations.checkIn'),
                render: (row) =>
                  row.checkedIn ? (
                    <Badge color="green" variant="light" leftSection={<IconCircleCheck size={12} aria-hidden />}>
                      {row.checkedInAt
                        ? t('accreditations.checkedIn', { date: formatDate(row.checkedInAt, event.timeZone), time: formatTime(row.checkedInAt, event.timeZone) })
                        : t('accreditations.checkedInNoTime')}
                    </Badge>
                  ) : (
                    <Text size="sm" c="dimmed">
                      {t('accreditations.notCheckedIn')}
                    </Text>
                  ),
              },
            ]}
          />
        )}
      </Card>
    </Stack>
  );
}

/** /ticketing: the ticketing connection, each event's link, "sync now" with its log, and the accreditations with their check-ins. */
export default function TicketingPage() {
  const { t } = useTicketingT();
  const settingsQuery = useQuery(TicketingSettingsDocument);
  const eventsQuery = useQuery(TicketingEventsDocument, { fetchPolicy: 'cache-and-network' });
  const events = eventsQuery.data?.events ?? [];
  const { event, choose } = useChosenEvent(eventsQuery.data?.events);

  const header = (
    <div>
      <Title order={1}>{t('title')}</Title>
      <Text c="dimmed" size="sm">
        {t('subtitle')}
      </Text>
    </div>
  );

  const settings = settingsQuery.data?.ticketingSettings;
  if (!settings || !eventsQuery.data) {
    if (settingsQuery.loading || eventsQuery.loading) return <PageLoader />;
    return (
      <Stack gap="md">
        {header}
        <QueryError
          error={settingsQuery.error ?? eventsQuery.error}
          onRetry={() => void Promise.all([settingsQuery.refetch(), eventsQuery.refetch()])}
          forbidden={t('forbidden')}
        />
      </Stack>
    );
  }

  return (
    <Stack gap="md">
      {header}
      <SettingsForm settings={settings} />
      {events.length === 0 ? (
        <EmptyState title={t('event.noEvents')} text={t('event.noEventsText')} />
      ) : (
        <>
          <EventSelect
            events={events}
            value={event?.id ?? null}
            onChange={choose}
            nameOf={(candidate) => candidate.name}
            label={t('event.label')}
            placeholder={t('event.placeholder')}
            archivedLabel={(name) => t('event.archived', { name, interpolation: { escapeValue: false } })}
            maw={420}
          />
          {event ? (
            <EventTicketing key={event.id} event={event} configured={settings.apiKeySet && settings.accessTokenSet} />
          ) : (
            <EmptyState title={t('event.choose')} text={t('event.chooseText')} />
          )}
        </>
      )}
    </Stack>
  );
}
