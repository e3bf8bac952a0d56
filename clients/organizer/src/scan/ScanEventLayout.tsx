import { EmptyState, PageNotLoaded } from '@benevo/ui';
import { useQuery } from '@apollo/client/react';
import { Group, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { type ScanEventsQuery, ScanEventsDocument } from '../gql/graphql';
import { EventSelect, useChosenEvent } from '../event-choice';
import { useScanT } from './i18n/use-scan-t';

export type ScanEvent = ScanEventsQuery['events'][number];

/**
 * The frame of a scan screen: its title, the event picker (the choice kept in the URL, ?event=ID, so a
 * reload or a shared link opens the same event) and the screen's content for the chosen event.
 */
export function ScanEventLayout({ title, subtitle, children }: { title: string; subtitle: string; children: (event: ScanEvent) => ReactNode }) {
  const { t } = useScanT();
  const { data, loading, error, refetch } = useQuery(ScanEventsDocument, { fetchPolicy: 'cache-and-network' });
  const events = data?.events ?? [];
  const { event, choose } = useChosenEvent(data?.events);

  const header = (
    <Group justify="space-between" align="flex-end" gap="md">
      <div style={{ flex: '1 1 320px' }}>
        <Title order={1}>{title}</Title>
        <Text c="dimmed" size="sm">
          {subtitle}
        </Text>
      </div>
      {events.length > 0 && (
        <EventSelect
          events={events}
          value={event?.id ?? null}
          onChange={choose}
          nameOf={(candidate) => candidate.name}
          label={t('event.label')}
          placeholder={t('event.placeholder')}
          archivedLabel={(name) => t('event.archived', { name, interpolation: { escapeValue: false } })}
          style={{ flex: '1 1 260px', maxWidth: 420 }}
        />
      )}
    </Group>
  );

  if (!data) return <PageNotLoaded loading={loading} header={header} error={error} onRetry={() => void refetch()} />;

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
