import { downloadFile, formatEventDate, localDay, PageLoader, QueryError, useMutationAction } from '@benevo/ui';
import { useApolloClient, useQuery } from '@apollo/client/react';
import { Button, Card, Group, SegmentedControl, Select, Stack, Text, Title } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import {
  ExportEventFiltersDocument,
  ExportEventsDocument,
  type ExportFormat,
  ExportParticipationsDocument,
} from '../gql/graphql';
import { EMPTY_FILTER, filterVariables, type FilterState, RegistrationFilterFields } from '../RegistrationFilterFields';
import { useExportsT } from './i18n/use-exports-t';

/**
 * /participations/export: an event's registrations as an Excel or CSV file the server builds, with
 * the registrations screen's filters (kind, statuses, position, day, search). `?event=` preselects it.
 */
export default function ParticipationsExportPage() {
  const { t } = useExportsT();
  // The filters' labels are the registrations screen's own.
  const client = useApolloClient();
  const run = useMutationAction();
  const [params, setParams] = useSearchParams();
  const eventId = params.get('event');
  const events = useQuery(ExportEventsDocument, { fetchPolicy: 'cache-and-network' });
  const filters = useQuery(ExportEventFiltersDocument, { variables: { id: eventId ?? '' }, skip: !eventId });
  const [filter, setFilter] = useState<FilterState>(EMPTY_FILTER);
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
        const { data } = await client.query({ query: ExportParticipationsDocument, variables: { eventId, format, filter: filterVariables(filter) }, fetchPolicy: 'no-cache' });
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
              <RegistrationFilterFields filter={filter} onChange={setFilter} positions={event.positions} days={days} />
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
