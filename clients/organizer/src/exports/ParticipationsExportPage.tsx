import { downloadFile, formatEventDate, localDay, PageLoader, QueryError, useMutationAction } from '@benevo/ui';
import { useApolloClient, useQuery } from '@apollo/client/react';
import { Button, Card, Group, MultiSelect, SegmentedControl, Select, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconDownload, IconSearch } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import {
  ExportEventFiltersDocument,
  ExportEventsDocument,
  type ExportFormat,
  ExportParticipationsDocument,
  type ParticipationFilter,
  type ParticipationKind,
  type ParticipationStatus,
} from '../gql/graphql';
import { useRegistrationsT } from '../i18n/use-registrations-t';
import { useExportsT } from './i18n/use-exports-t';

/** The statuses in the registrations screen's order. */
const STATUSES: ParticipationStatus[] = [
  'AWAITING_ORGANIZER_VALIDATION',
  'AWAITING_VOLUNTEER_VALIDATION',
  'ACCEPTED',
  'REJECTED_BY_ORGANIZER',
  'REJECTED_BY_VOLUNTEER',
  'CANCELLED_BY_ORGANIZER',
  'CANCELLED_BY_VOLUNTEER',
];

export interface ExportFilterState {
  kind: ParticipationKind;
  statuses: ParticipationStatus[];
  positionId: string | null;
  day: string | null;
  search: string;
}

const EMPTY_FILTER: ExportFilterState = { kind: 'ALL', statuses: [], positionId: null, day: null, search: '' };

/** The GraphQL filter of the form (empty parts left out), as the registrations screen sends it. */
export function exportFilter(state: ExportFilterState): ParticipationFilter {
  const filter: ParticipationFilter = { kind: state.kind };
  if (state.statuses.length > 0) filter.statuses = state.statuses;
  if (state.positionId) filter.positionId = state.positionId;
  if (state.day) filter.day = state.day;
  if (state.search.trim()) filter.search = state.search.trim();
  return filter;
}

/**
 * /participations/export: an event's registrations as an Excel or CSV file the server builds, with
 * the registrations screen's filters (kind, statuses, position, day, search). `?event=` preselects it.
 */
export default function ParticipationsExportPage() {
  const { t } = useExportsT();
  // The filters' labels are the registrations screen's own.
  const { t: tr } = useRegistrationsT();
  const client = useApolloClient();
  const run = useMutationAction();
  const [params, setParams] = useSearchParams();
  const eventId = params.get('event');
  const events = useQuery(ExportEventsDocument, { fetchPolicy: 'cache-and-network' });
  const filters = useQuery(ExportEventFiltersDocument, { variables: { id: eventId ?? '' }, skip: !eventId });
  const [filter, setFilter] = useState<ExportFilterState>(EMPTY_FILTER);
  const [format, setFormat] = useState<ExportFormat>('XLSX');
  const [running, setRunning] = useState(false);

  const event = filters.data?.event;
  const days = useMemo(() => {
    if (!event) return [];
    const values = [...new Set(event.days.map((day) => localDay(day.startsAt, event.timeZone)))].sort();
    return values.map((value) => ({ value, label: formatEventDate(`${value}T12:00:00Z`, 'UTC') }));
  }, [event]);

  if (events.loading && !events.data) return <PageLoader />;
  if (!events.data) return <QueryError error={events.error} onRetry={() => void events.refetch()} />;

  async function download() {
    if (!eventId) return;
    setRunning(true);
    await run(
      async () => {
        const { data } = await client.query({ query: ExportParticipationsDocument, variables: { eventId, format, filter: exportFilter(filter) }, fetchPolicy: 'no-cache' });
        if (!data) throw new Error(t('common.loadFailed'));
        downloadFile(data.exportParticipations);
        return data.exportParticipations;
      },
      { success: (file) => t('common.exported', { fileName: file.fileName, interpolation: { escapeValue: false } }) },
    );
    setRunning(false);
  }

  return (
    <Stack gap="md">
      <div>
        <Title order={1}>{t('participationsExport.title')}</Title>
        <Text c="dimmed" size="sm">
          {t('participationsExport.subtitle')}
        </Text>
      </div>
      <Card withBorder padding="md">
        {events.data.events.length === 0 ? (
          <Text size="sm">{t('participationsExport.noEvent')}</Text>
        ) : (
          <Select
            label={t('participationsExport.event')}
            placeholder={t('participationsExport.chooseEvent')}
            data={events.data.events.map((e) => ({ value: e.id, label: e.displayName }))}
            value={eventId}
            onChange={(value) => {
              setFilter(EMPTY_FILTER);
              setParams(value ? { event: value } : {}, { replace: true });
            }}
            searchable
            required
            maw={480}
          />
        )}
      </Card>
      {eventId && filters.error && !event && <QueryError error={filters.error} onRetry={() => void filters.refetch()} />}
      {event && (
        <Card withBorder padding="md" component="section" aria-label={t('participationsExport.filters')}>
          <Stack gap="sm">
            <Group gap="sm" align="flex-end" wrap="wrap">
              <div style={{ flex: '0 0 auto' }}>
                <Text size="sm" fw={500} mb={4} id="export-kind-label">
                  {tr('registrations.kind')}
                </Text>
                <SegmentedControl
                  aria-labelledby="export-kind-label"
                  value={filter.kind}
                  onChange={(kind) => setFilter({ ...filter, kind: kind as ParticipationKind })}
                  data={(['ALL', 'SOLO', 'GROUP'] as const).map((kind) => ({ value: kind, label: tr(`registrations.kinds.${kind}`) }))}
                />
              </div>
              <div style={{ flex: '1 1 220px', minWidth: 0 }}>
                <MultiSelect
                  label={tr('registrations.statuses')}
                  data={STATUSES.map((status) => ({ value: status, label: tr(`status.${status}`) }))}
                  value={filter.statuses}
                  onChange={(statuses) => setFilter({ ...filter, statuses: statuses as ParticipationStatus[] })}
                  clearable
                />
              </div>
              <div style={{ flex: '1 1 170px', minWidth: 0 }}>
                <Select
                  label={tr('registrations.position')}
                  placeholder={tr('registrations.allPositions')}
                  data={event.positions.map((position) => ({ value: position.id, label: position.name }))}
                  value={filter.positionId}
                  onChange={(positionId) => setFilter({ ...filter, positionId })}
                  clearable
                />
              </div>
              <div style={{ flex: '1 1 170px', minWidth: 0 }}>
                <Select
                  label={tr('registrations.day')}
                  placeholder={tr('registrations.allDays')}
                  data={days}
                  value={filter.day}
                  onChange={(day) => setFilter({ ...filter, day })}
                  clearable
                />
              </div>
              <div style={{ flex: '2 1 240px', minWidth: 0 }}>
                <TextInput
                  label={tr('common.search')}
                  placeholder={tr('registrations.searchPlaceholder')}
                  leftSection={<IconSearch size={16} aria-hidden />}
                  value={filter.search}
                  onChange={(e) => setFilter({ ...filter, search: e.currentTarget.value })}
                  type="search"
                />
              </div>
            </Group>
            <Group gap="sm" align="flex-end" justify="space-between">
              <div>
                <Text size="sm" fw={500} mb={4} id="export-format-label">
                  {t('participationsExport.format')}
                </Text>
                <SegmentedControl
                  aria-labelledby="export-format-label"
                  value={format}
                  onChange={(value) => setFormat(value as ExportFormat)}
                  data={[
                    { value: 'XLSX', label: t('common.xlsx') },
                    { value: 'CSV', label: t('common.csv') },
                  ]}
                />
              </div>
              <Button leftSection={<IconDownload size={16} aria-hidden />} loading={running} onClick={() => void download()}>
                {t('participationsExport.download')}
              </Button>
            </Group>
          </Stack>
        </Card>
      )}
    </Stack>
  );
}
