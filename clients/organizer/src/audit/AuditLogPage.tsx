import { DEFAULT_TIME_ZONE } from '@benevo/schema';
import { EmptyState, moment, PageLoader, QueryError, ResponsiveTable, type ResponsiveColumn, useSessionUser } from '@benevo/ui';
import { useQuery } from '@apollo/client/react';
import { Button, Code, Group, SegmentedControl, Select, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconChevronLeft, IconChevronRight, IconShieldLock } from '@tabler/icons-react';
import { useEffect, useMemo, useState } from 'react';
import { AuditLogDocument, type AuditLogQuery } from '../gql/graphql';
import { AUDIT_ACTION_NAMES, useAuditT } from './i18n/use-audit-t';

type Entry = AuditLogQuery['auditLog']['entries'][number];
type Person = NonNullable<Entry['user']>;

export const AUDIT_PAGE_SIZE = 25;

/** A day picked in the filters ('YYYY-MM-DD'), as the instant it starts in Zurich; `nextDay` for an inclusive end. */
export function dayBoundary(day: string, nextDay = false): string | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) return null;
  const start = moment.tz(day, 'YYYY-MM-DD', DEFAULT_TIME_ZONE).startOf('day');
  return (nextDay ? start.add(1, 'day') : start).toISOString();
}

const formatWhen = (value: string) => moment.tz(value, DEFAULT_TIME_ZONE).format('DD.MM.YYYY HH:mm:ss');

/**
 * /audit-log — the organization's security events (issue 16), newest first: when, who, what, details and
 * the caller's address; filtered by action and dates, paged with the server's cursor. Staff may widen it
 * to every organization.
 */
export default function AuditLogPage() {
  const { t } = useAuditT();
  const user = useSessionUser();
  const isStaff = !!user && (user.isStaff || user.isSuperUser);
  const [action, setAction] = useState<string | null>(null);
  const [fromDay, setFromDay] = useState('');
  const [toDay, setToDay] = useState('');
  const [scope, setScope] = useState<'active' | 'all'>('active');
  // The cursors of the pages seen so far: [null] is the first page; the last one is the current page's.
  const [cursors, setCursors] = useState<Array<string | null>>([null]);
  const allOrganizations = isStaff && scope === 'all';
  const activeOrganizationId = user?.activeOrganization?.id ?? null;
  // Another organization chosen in the header: its log starts at its first page.
  useEffect(() => setCursors([null]), [activeOrganizationId]);

  const from = dayBoundary(fromDay);
  const to = dayBoundary(toDay, true);
  const variables = {
    action,
    from,
    to,
    first: AUDIT_PAGE_SIZE,
    after: cursors[cursors.length - 1],
    // Staff without an organization read every entry; everyone else their active organization's.
    organizationId: allOrganizations ? null : activeOrganizationId,
  };
  const { data, previousData, loading, error, refetch } = useQuery(AuditLogDocument, { variables, fetchPolicy: 'cache-and-network' });
  const page = (data ?? previousData)?.auditLog;
  const resetPaging = () => setCursors([null]);

  const actionOptions = useMemo(
    () => AUDIT_ACTION_NAMES.map((name) => ({ value: name, label: t(`actions.${name}`) })).sort((a, b) => a.label.localeCompare(b.label)),
    [t],
  );

  const person = (who: Person | null | undefined) => {
    if (!who) return t('nobody');
    const label = who.name || who.email || t('unknownUser', { id: who.id });
    return (
      <>
        <Text size="sm" component="span" display="block">
          {label}
        </Text>
        {who.name && who.email && (
          <Text size="xs" c="dimmed" component="span" display="block">
            {who.email}
          </Text>
        )}
      </>
    );
  };

  const columns: Array<ResponsiveColumn<Entry>> = [
    { label: t('when'), render: (entry) => formatWhen(entry.createdAt), nowrap: true },
    {
      label: t('action'),
      render: (entry) => <span data-action={entry.action}>{t(`actions.${entry.action}`, { defaultValue: entry.action })}</span>,
    },
    {
      label: t('who'),
      render: (entry) => (
        <>
          {person(entry.user)}
          {entry.actor && (
            <Text size="xs" c="dimmed" component="span" display="block">
              {t('by', { name: entry.actor.name || entry.actor.email || t('unknownUser', { id: entry.actor.id }) })}
            </Text>
          )}
        </>
      ),
    },
    ...(allOrganizations ? [{ label: t('organization'), render: (entry: Entry) => entry.organizationName ?? t('nobody') }] : []),
    {
      label: t('details'),
      render: (entry) =>
        entry.detail.length === 0 ? (
          t('noDetails')
        ) : (
          <Stack gap={2}>
            {entry.detail.map((item) => (
              <Text key={item.key} size="xs" style={{ overflowWrap: 'anywhere' }}>
                {item.key}: <Code>{item.value}</Code>
              </Text>
            ))}
          </Stack>
        ),
    },
    { label: t('address'), render: (entry) => entry.ipAddress || t('nobody'), nowrap: true },
  ];

  return (
    <Stack gap="md">
      <div>
        <Title order={1}>{t('title')}</Title>
        <Text c="dimmed">{t('intro')}</Text>
      </div>
      <Group align="flex-end" gap="sm" role="search" aria-label={t('filters')}>
        <Select
          label={t('actionFilter')}
          placeholder={t('allActions')}
          data={actionOptions}
          value={action}
          onChange={(value) => {
            setAction(value);
            resetPaging();
          }}
          clearable
          searchable
          w={{ base: '100%', sm: 280 }}
        />
        <TextInput
          type="date"
          label={t('from')}
          value={fromDay}
          max={toDay || undefined}
          onChange={(event) => {
            setFromDay(event.currentTarget.value);
            resetPaging();
          }}
        />
        <TextInput
          type="date"
          label={t('to')}
          value={toDay}
          min={fromDay || undefined}
          onChange={(event) => {
            setToDay(event.currentTarget.value);
            resetPaging();
          }}
        />
        {isStaff && (
          <Stack gap={4}>
            <Text size="sm" fw={500} id="audit-scope-label">
              {t('scope')}
            </Text>
            <SegmentedControl
              role="radiogroup"
              aria-labelledby="audit-scope-label"
              value={scope}
              onChange={(value) => {
                setScope(value as 'active' | 'all');
                resetPaging();
              }}
              data={[
                { value: 'active', label: t('scopeActive') },
                { value: 'all', label: t('scopeAll') },
              ]}
            />
          </Stack>
        )}
      </Group>
      {loading && !page && <PageLoader />}
      {error && (
        <QueryError error={error} onRetry={() => void refetch()} forbidden={t('forbidden')} notFound={t('notFound')} />
      )}
      {page && page.entries.length === 0 && !error && (
        <EmptyState icon={<IconShieldLock size={40} aria-hidden />} title={t('empty')} text={t('emptyText')} />
      )}
      {page && page.entries.length > 0 && (
        <>
          <Text size="sm" c="dimmed" aria-live="polite">
            {t('total', { count: page.totalCount })} · {t('page', { page: cursors.length })}
          </Text>
          <ResponsiveTable label={t('tableLabel')} columns={columns} rows={page.entries} rowKey={(entry) => entry.id} />
        </>
      )}
      {page && (cursors.length > 1 || page.hasNextPage) && (
        <Group justify="space-between">
          <Button
            variant="default"
            leftSection={<IconChevronLeft size={18} aria-hidden />}
            disabled={cursors.length <= 1}
            onClick={() => setCursors((list) => list.slice(0, -1))}
          >
            {t('previous')}
          </Button>
          <Button
            variant="default"
            rightSection={<IconChevronRight size={18} aria-hidden />}
            disabled={!page.hasNextPage || !page.endCursor}
            onClick={() => setCursors((list) => [...list, page.endCursor])}
          >
            {t('next')}
          </Button>
        </Group>
      )}
    </Stack>
  );
}
