import { EmptyState, PageLoader, QueryError } from '@benevo/ui';
import { useQuery } from '@apollo/client/react';
import { Button, Group, Select, Stack, Text, Title } from '@mantine/core';
import { type ReactNode, useEffect } from 'react';
import { Link, useLocation, useSearchParams } from 'react-router';
import { type PrintEventsQuery, PrintEventsDocument, type PrintKind } from '../gql/graphql';
import { defaultEvent } from '../default-event';
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
  const [params, setParams] = useSearchParams();
  const { data, loading, error, refetch } = useQuery(PrintEventsDocument, { fetchPolicy: 'cache-and-network' });
  const events = data?.events ?? [];
  const eventId = params.get('event');
  const event = events.find((candidate) => candidate.id === eventId);
  const fallbackId = data && !event ? defaultEvent(events)?.id : undefined;

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
  useEffect(() => {
    if (fallbackId) choose(fallbackId);
  }, [fallbackId]);

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
        <Select
          label={t('event.label')}
          placeholder={t('event.placeholder')}
          searchable
          allowDeselect={false}
          data={events.map((candidate) => ({
            value: candidate.id,
            label: candidate.status === 'ARCHIVED' ? t('event.archived', { name: candidate.displayName, interpolation: { escapeValue: false } }) : candidate.displayName,
          }))}
          value={event?.id ?? null}
          onChange={choose}
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
