import { ConfirmModal, EmptyState, formatSlot, formatTime, localDay, PageLoader, QueryError, ResponsiveTable, useMutationAction } from '@benevo/ui';
import { useMutation, useQuery } from '@apollo/client/react';
import { Anchor, Badge, Button, Card, Group, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { type CheckInBoardQuery, CheckInBoardDocument, type ScanActionFieldsFragment, ScanActionsDocument, UndoScanActionDocument } from '../../gql/graphql';
import { useScanT } from '../i18n/use-scan-t';
import { type ScanEvent, ScanEventLayout } from '../ScanEventLayout';

/** The board refreshes itself while it is open (spec: live follow-up of the stand). */
export const CHECK_IN_POLL_MS = 15_000;
/** How many of the stand's latest hand-outs the page lists. */
const RECENT_ACTIONS = 30;

type CheckInRow = CheckInBoardQuery['checkInBoard']['rows'][number];
type RowStatus = 'ARRIVED' | 'LATE' | 'MISSING' | 'UPCOMING';

const STATUS_COLOR: Record<RowStatus, string> = { ARRIVED: 'teal', LATE: 'orange', MISSING: 'red', UPCOMING: 'gray' };

export function rowStatus(row: Pick<CheckInRow, 'checkedInAt' | 'late' | 'missing'>): RowStatus {
  if (row.checkedInAt) return row.late ? 'LATE' : 'ARRIVED';
  return row.missing ? 'MISSING' : 'UPCOMING';
}

function Counter({ label, value, color }: { label: string; value: number; color?: string }) {
  return (
    <Card withBorder padding="sm" component="section" aria-label={label}>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text fz={28} fw={700} c={value > 0 ? color : undefined} lh={1.2}>
        {value}
      </Text>
    </Card>
  );
}

function RecentActions({ event }: { event: ScanEvent }) {
  const { t } = useScanT();
  const [undoing, setUndoing] = useState<ScanActionFieldsFragment | null>(null);
  const { data, error, refetch } = useQuery(ScanActionsDocument, {
    variables: { eventId: event.id, limit: RECENT_ACTIONS },
    pollInterval: CHECK_IN_POLL_MS,
    fetchPolicy: 'cache-and-network',
  });
  // The board counts check-ins: it follows an undone one at once.
  const [undo] = useMutation(UndoScanActionDocument, { refetchQueries: ['CheckInBoard'] });
  const run = useMutationAction();
  const actions = data?.scanActions ?? [];

  return (
    <Card withBorder padding="md" component="section" aria-labelledby="scan-recent-actions">
      <Title order={2} size="h4" id="scan-recent-actions" mb="sm">
        {t('checkIns.actionsTitle')}
      </Title>
      {!data && error ? (
        <QueryError error={error} onRetry={() => void refetch()} forbidden={t('common.forbidden')} />
      ) : actions.length === 0 ? (
        <Text size="sm" c="dimmed">
          {data ? t('checkIns.actionsEmpty') : '…'}
        </Text>
      ) : (
        <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }} aria-label={t('checkIns.actionsLabel')}>
          {actions.map((action) => {
            const undone = action.undoneAt !== null;
            return (
              <Group component="li" key={action.id} justify="space-between" wrap="nowrap" gap="sm" c={undone ? 'dimmed' : undefined} data-undone={undone || undefined}>
                <div style={{ minWidth: 0 }}>
                  <Group gap={6} wrap="nowrap">
                    <Badge size="sm" variant="light" color={undone ? 'gray' : 'blue'} style={{ textTransform: 'none', flexShrink: 0 }}>
                      {t(`checkIns.kind${action.kind}`)}
                    </Badge>
                    <Text size="sm" fw={500} td={undone ? 'line-through' : undefined} truncate>
                      {action.label}
                    </Text>
                  </Group>
                  <Text size="xs" c="dimmed" td={undone ? 'line-through' : undefined}>
                    {t('checkIns.actionLine', {
                      volunteer: action.volunteerName,
                      operator: action.operatorName,
                      time: formatTime(action.happenedAt, event.timeZone),
                      interpolation: { escapeValue: false },
                    })}
                  </Text>
                </div>
                {undone ? (
                  <Text size="xs" c="dimmed" style={{ flexShrink: 0 }}>
                    {t('checkIns.undone', { time: formatTime(action.undoneAt ?? action.happenedAt, event.timeZone) })}
                  </Text>
                ) : (
                  <Button
                    size="xs"
                    variant="light"
                    color="red"
                    style={{ flexShrink: 0 }}
                    aria-label={t('checkIns.undoOf', { label: action.label, volunteer: action.volunteerName, interpolation: { escapeValue: false } })}
                    onClick={() => setUndoing(action)}
                  >
                    {t('checkIns.undo')}
                  </Button>
                )}
              </Group>
            );
          })}
        </Stack>
      )}
      <ConfirmModal
        opened={undoing !== null}
        title={t('checkIns.undoTitle')}
        text={undoing ? t('checkIns.undoText', { label: undoing.label, volunteer: undoing.volunteerName, interpolation: { escapeValue: false } }) : ''}
        confirmLabel={t('checkIns.undoConfirm')}
        danger
        onClose={() => setUndoing(null)}
        onConfirm={async () => {
          if (undoing) await run(() => undo({ variables: { id: undoing.id } }), { success: t('checkIns.undoDone') });
        }}
      />
    </Card>
  );
}

function CheckInBoard({ event, day }: { event: ScanEvent; day: string }) {
  const { t } = useScanT();
  const { data, loading, error, refetch } = useQuery(CheckInBoardDocument, {
    variables: { eventId: event.id, day },
    pollInterval: CHECK_IN_POLL_MS,
    fetchPolicy: 'cache-and-network',
  });
  if (!data) {
    if (loading) return <PageLoader />;
    return <QueryError error={error} onRetry={() => void refetch()} forbidden={t('common.forbidden')} />;
  }
  const board = data.checkInBoard;
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm">
        <Counter label={t('checkIns.expected')} value={board.expected} />
        <Counter label={t('checkIns.checkedIn')} value={board.checkedIn} color="teal" />
        <Counter label={t('checkIns.missing')} value={board.missing} color="red" />
        <Counter label={t('checkIns.late')} value={board.late} color="orange" />
      </SimpleGrid>
      {board.rows.length === 0 ? (
        <EmptyState title={t('checkIns.empty')} text={t('checkIns.emptyText')} />
      ) : (
        <ResponsiveTable
          label={t('checkIns.tableLabel')}
          rows={board.rows}
          rowKey={(row) => row.participationId}
          columns={[
            {
              label: t('checkIns.volunteer'),
              render: (row) => (
                <Anchor component={Link} to={`/volunteer/${row.volunteerId}`} size="sm" fw={500}>
                  {row.volunteerName}
                </Anchor>
              ),
            },
            { label: t('checkIns.position'), render: (row) => row.positionName },
            { label: t('checkIns.slot'), nowrap: true, render: (row) => formatSlot(row.startsAt, row.endsAt, event.timeZone) },
            {
              label: t('checkIns.status'),
              render: (row) => {
                const status = rowStatus(row);
                return (
                  <Badge color={STATUS_COLOR[status]} variant={status === 'MISSING' ? 'filled' : 'light'} style={{ textTransform: 'none' }}>
                    {t(`checkIns.status${status}`)}
                  </Badge>
                );
              },
            },
            {
              label: t('checkIns.arrival'),
              nowrap: true,
              render: (row) =>
                row.checkedInAt
                  ? t('checkIns.arrivalBy', { time: formatTime(row.checkedInAt, event.timeZone), operator: row.operatorName ?? '', interpolation: { escapeValue: false } })
                  : '—',
            },
          ]}
        />
      )}
    </Stack>
  );
}

function EventCheckIns({ event }: { event: ScanEvent }) {
  const { t } = useScanT();
  const [params, setParams] = useSearchParams();
  // The day in the event's time zone: the board of "today" where the event takes place.
  const day = params.get('day') ?? localDay(new Date(), event.timeZone);
  const setDay = (value: string) =>
    setParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        if (value) next.set('day', value);
        else next.delete('day');
        return next;
      },
      { replace: true },
    );
  return (
    <Stack gap="md">
      <TextInput type="date" label={t('checkIns.day')} value={day} onChange={(change) => setDay(change.currentTarget.value)} maw={220} />
      <CheckInBoard event={event} day={day} />
      <RecentActions event={event} />
    </Stack>
  );
}

/** /scan/check-ins: the event's check-in board for a day (arrived, late, missing, upcoming) and the stand's latest hand-outs, with undo. */
export default function CheckInsPage() {
  const { t } = useScanT();
  return (
    <ScanEventLayout title={t('checkIns.title')} subtitle={t('checkIns.subtitle')}>
      {(event) => <EventCheckIns key={event.id} event={event} />}
    </ScanEventLayout>
  );
}
