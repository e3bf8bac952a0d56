import { EmptyState, PageLoader, QueryError } from '@benevo/ui';
import { useQuery } from '@apollo/client/react';
import { Button, Group, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { type PrintEventsQuery, PrintEventsDocument, type PrintKind } from '../gql/graphql';
import { EventSelect, useChosenEvent } from '../event-choice';
import { usePrintT } from './i18n/use-print-t';
import { PRINT_ROUTES } from './print-kinds';

export type PrintEvent = PrintEventsQuery['events'][number];
export type PrintCategory = PrintEventsQuery['volunteerCategories'][number];

/** The five print screens as links; the chosen event (?event=) goes along. */
function PrintNav({ kind }: { kind: PrintKind }) {
  const { t } = usePrintT();
  const { search } = useLocation();
  return (
    <Group component="nav" aria-label={t('kinds.navLabel')} gap="xs">
      {PRINT_ROUTES.map((route) => (
        <Button
          key={route.kind}
          component={Link}
          to={{ pathname: route.path, search }}
          size="compact-md"
          variant={route.kind === kind ? 'filled' : 'default'}
          aria-current={route.kind === kind ? 'page' : undefined}
        >
          {t(`kinds.${route.kind}`)}
        </Button>
      ))}
    </Group>
  );
}

/**
 * The frame of a print screen: its title, the links between the print screens, the event picker (kept in
 * the URL, ?event=ID, so a reload or a shared link opens the same event) and the screen for that event.
 */
export function PrintEventLayout({ kind, children }: { kind: PrintKind; children: (event: PrintEvent, categories: readonly PrintCategory[]) => ReactNode }) {
  const { t } = usePrintT();
  const { data, loading, error, refetch } = useQuery(PrintEventsDocument, { fetchPolicy: 'cache-and-network' });
  const events = data?.events ?? [];
  const { event, choose } = useChosenEvent(data?.events);

  const header = (
    <Stack gap="sm">
      <div>
        <Title order={1}>{t(`titles.${kind}`)}</Title>
        <Text c="dimmed" size="sm">
          {t(`subtitles.${kind}`)}
        </Text>
      </div>
      <PrintNav kind={kind} />
      {events.length > 0 && (
        <EventSelect
          events={events}
          value={event?.id ?? null}
          onChange={choose}
          nameOf={(candidate) => candidate.displayName}
          label={t('event.label')}
          placeholder={t('event.placeholder')}
          archivedLabel={(name) => t('event.archived', { name, interpolation: { escapeValue: false } })}
          maw={420}
        />
      )}
    </Stack>
  );

  if (!data) {
    if (loading) return <PageLoader />;
    return (
      <Stack gap="md">
        {header}
        <QueryError error={error} onRetry={() => void refetch()} forbidden={t('common.forbidden')} />
      </Stack>
    );
  }

  return (
    <Stack gap="md">
      {header}
      {events.length === 0 ? (
        <EmptyState title={t('event.noEvents')} text={t('event.noEventsText')} />
      ) : event ? (
        children(event, data.volunteerCategories)
      ) : (
        <EmptyState title={t('event.choose')} text={t('event.chooseText')} />
      )}
    </Stack>
  );
}
