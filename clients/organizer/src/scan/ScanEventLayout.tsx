import { EmptyState, PageLoader, QueryError } from '@benevo/ui';
import { useQuery } from '@apollo/client/react';
import { Group, Select, Stack, Text, Title } from '@mantine/core';
import { type ReactNode, useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { type ScanEventsQuery, ScanEventsDocument } from '../gql/graphql';
import { defaultEvent } from '../default-event';
import { useScanT } from './i18n/use-scan-t';

export type ScanEvent = ScanEventsQuery['events'][number];

/**
 * The frame of a scan screen: its title, the event picker (the choice kept in the URL, ?event=ID, so a
 * reload or a shared link opens the same event) and the screen's content for the chosen event.
 */
export function ScanEventLayout({ title, subtitle, children }: { title: string; subtitle: string; children: (event: ScanEvent) => ReactNode }) {
  const { t } = useScanT();
  const [params, setParams] = useSearchParams();
  const { data, loading, error, refetch } = useQuery(ScanEventsDocument, { fetchPolicy: 'cache-and-network' });
  const events = data?.events ?? [];
  const eventId = params.get('event');
  const event = events.find((candidate) => candidate.id === eventId);
  const fallback = data && !event ? defaultEvent(events) : undefined;

  const choose = (id: string | null) =>
    setParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        if (id) next.set('event', id);
        else next.delete('event');
        return next;
      },
      { replace: true },
    );

  // No (or an unknown) event in the URL: open the default one, replacing the entry rather than adding one.
  const fallbackId = fallback?.id;
  useEffect(() => {
    if (fallbackId) choose(fallbackId);
  }, [fallbackId]);

  const header = (
    <Group justify="space-between" align="flex-end" gap="md">
      <div style={{ flex: '1 1 320px' }}>
        <Title order={1}>{title}</Title>
        <Text c="dimmed" size="sm">
          {subtitle}
        </Text>
      </div>
      {events.length > 0 && (
        <Select
          label={t('event.label')}
          placeholder={t('event.placeholder')}
          searchable
          allowDeselect={false}
          data={events.map((candidate) => ({
            value: candidate.id,
            label: candidate.status === 'ARCHIVED' ? t('event.archived', { name: candidate.name, interpolation: { escapeValue: false } }) : candidate.name,
          }))}
          value={event?.id ?? null}
          onChange={choose}
          style={{ flex: '1 1 260px', maxWidth: 420 }}
        />
      )}
    </Group>
  );

  if (!data) {
    if (loading) return <PageLoader />;
    return (
      <Stack gap="md">
        {header}
        <QueryError error={error} onRetry={() => void refetch()} />
      </Stack>
    );
  }

  return (
    <Stack gap="md">
      {header}
      {events.length === 0 ? (
        <EmptyState title={t('event.noEvents')} text={t('event.noEventsText')} />
      ) : event ? (
        children(event)
      ) : (
        <EmptyState title={t('event.choose')} text={t('event.chooseText')} />
      )}
    </Stack>
  );
}
