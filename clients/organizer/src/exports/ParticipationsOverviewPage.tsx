import { EmptyState, ExportMenu, PageLoader, QueryError } from '@benevo/ui';
import { useApolloClient, useQuery } from '@apollo/client/react';
import { Anchor, Card, Group, Stack, Table, Text, TextInput, Title, UnstyledButton } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconArrowsSort, IconSearch } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import { ExportParticipationsOverviewDocument, type ParticipationsOverviewQuery, ParticipationsOverviewDocument } from '../gql/graphql';
import { useExportsT } from './i18n/use-exports-t';

type Row = ParticipationsOverviewQuery['participationsOverview'][number];
export type SortKey = 'name' | 'email' | 'shifts' | 'hours' | 'events';

const collator = new Intl.Collator(undefined, { sensitivity: 'base', numeric: true });

/** Rows by a column (names by last then first name), ties by name; descending reverses. */
export function sortRows(rows: Row[], key: SortKey, descending: boolean): Row[] {
  const byName = (a: Row, b: Row) => collator.compare(a.lastName, b.lastName) || collator.compare(a.firstName, b.firstName);
  const compare: Record<SortKey, (a: Row, b: Row) => number> = {
    name: byName,
    email: (a, b) => collator.compare(a.email, b.email),
    shifts: (a, b) => a.shifts - b.shifts,
    hours: (a, b) => a.hours - b.hours,
    events: (a, b) => a.events - b.events,
  };
  return [...rows].sort((a, b) => (descending ? -1 : 1) * compare[key](a, b) || byName(a, b));
}

/** Every word in the names or the e-mail, as the server's search. */
export function matchesSearch(row: Row, search: string): boolean {
  const text = `${row.firstName} ${row.lastName} ${row.email}`.toLowerCase();
  return search.trim().toLowerCase().split(/\s+/).filter(Boolean).every((term) => text.includes(term));
}

/** The first and last day of the current year (the period the page opens on). */
function thisYear(): { from: string; to: string } {
  const year = new Date().getFullYear();
  return { from: `${year}-01-01`, to: `${year}-12-31` };
}

const formatHours = (hours: number, language: string) => new Intl.NumberFormat(language, { maximumFractionDigits: 1 }).format(hours);

/**
 * /participations/overview: per volunteer, the accepted shifts, hours and events across the
 * organization's events in a period; sortable by each column, searchable, exported as the server builds it.
 */
export default function ParticipationsOverviewPage() {
  const { t, i18n } = useExportsT();
  const client = useApolloClient();
  const [{ from, to }, setRange] = useState(thisYear);
  const [search, setSearch] = useState('');
  const [sort, setSort] = useState<{ key: SortKey; descending: boolean }>({ key: 'name', descending: false });
  const { data, loading, error, refetch } = useQuery(ParticipationsOverviewDocument, {
    variables: { from: from || null, to: to || null },
    fetchPolicy: 'cache-and-network',
  });
  const rows = useMemo(
    () => sortRows((data?.participationsOverview ?? []).filter((row) => matchesSearch(row, search)), sort.key, sort.descending),
    [data, search, sort],
  );
  const totals = rows.reduce((sum, row) => ({ shifts: sum.shifts + row.shifts, hours: sum.hours + row.hours }), { shifts: 0, hours: 0 });

  const header = (key: SortKey, numeric = false) => {
    const label = t(`overview.${key}`);
    const active = sort.key === key;
    const Icon = !active ? IconArrowsSort : sort.descending ? IconArrowDown : IconArrowUp;
    return (
      <Table.Th aria-sort={active ? (sort.descending ? 'descending' : 'ascending') : 'none'} style={numeric ? { textAlign: 'right' } : undefined}>
        <UnstyledButton
          onClick={() => setSort({ key, descending: active ? !sort.descending : numeric })}
          aria-label={t('overview.sortBy', { column: label })}
          style={{ display: 'inline-flex', alignItems: 'center', gap: 4, fontWeight: 600 }}
        >
          {label}
          <Icon size={14} aria-hidden />
        </UnstyledButton>
      </Table.Th>
    );
  };

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-start">
        <div>
          <Title order={1}>{t('overview.title')}</Title>
          <Text c="dimmed" size="sm">
            {t('overview.subtitle')}
          </Text>
        </div>
        <ExportMenu
          button={t('overview.export')}
          menuLabel={t('overview.exportLabel')}
          xlsx={t('common.xlsx')}
          csv={t('common.csv')}
          success={(file) => t('common.exported', { fileName: file.fileName, interpolation: { escapeValue: false } })}
          fetchFile={async (format) => {
            const variables = { format, from: from || null, to: to || null, search: search.trim() || null };
            const result = await client.query({ query: ExportParticipationsOverviewDocument, variables, fetchPolicy: 'no-cache' });
            if (!result.data) throw new Error(t('common.loadFailed'));
            return result.data.exportParticipationsOverview;
          }}
        />
      </Group>
      <Card withBorder padding="sm">
        <Group gap="sm" align="flex-end" wrap="wrap">
          <TextInput type="date" label={t('overview.from')} value={from} onChange={(e) => setRange({ from: e.currentTarget.value, to })} max={to || undefined} />
          <TextInput type="date" label={t('overview.to')} value={to} onChange={(e) => setRange({ from, to: e.currentTarget.value })} min={from || undefined} />
          <TextInput
            style={{ flex: '1 1 240px' }}
            type="search"
            label={t('overview.search')}
            placeholder={t('overview.searchPlaceholder')}
            leftSection={<IconSearch size={16} aria-hidden />}
            value={search}
            onChange={(e) => setSearch(e.currentTarget.value)}
          />
        </Group>
      </Card>
      {loading && !data && <PageLoader />}
      {!data && error && <QueryError error={error} onRetry={() => void refetch()} />}
      {data && rows.length === 0 && <EmptyState title={t('overview.empty')} text={t('overview.emptyText')} />}
      {data && rows.length > 0 && (
        <>
          <Text size="sm" c="dimmed" aria-live="polite">
            {t('overview.count', { count: rows.length })} · {t('overview.total', { shifts: totals.shifts, hours: formatHours(totals.hours, i18n.language) })}
          </Text>
          <Table.ScrollContainer minWidth={640}>
            <Table striped highlightOnHover verticalSpacing="xs" aria-label={t('overview.tableLabel')}>
              <Table.Thead>
                <Table.Tr>
                  {header('name')}
                  {header('email')}
                  {header('shifts', true)}
                  {header('hours', true)}
                  {header('events', true)}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {rows.map((row) => (
                  <Table.Tr key={row.volunteerId}>
                    <Table.Td>
                      <Anchor component={Link} to={`/volunteer/${row.volunteerId}`} size="sm" fw={500}>
                        {`${row.firstName} ${row.lastName}`.trim() || row.email}
                      </Anchor>
                    </Table.Td>
                    <Table.Td>
                      <Text size="sm">{row.email}</Text>
                    </Table.Td>
                    <Table.Td style={{ textAlign: 'right' }}>{row.shifts}</Table.Td>
                    <Table.Td style={{ textAlign: 'right' }}>{formatHours(row.hours, i18n.language)}</Table.Td>
                    <Table.Td style={{ textAlign: 'right' }}>{row.events}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </>
      )}
    </Stack>
  );
}
