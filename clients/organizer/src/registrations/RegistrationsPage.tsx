import { EmptyState, PageLoader, useMutationAction, useRefreshSession } from '@benevo/ui';
import { useMutation, useQuery } from '@apollo/client/react';
import {
  ActionIcon,
  Anchor,
  Badge,
  Button,
  Card,
  Checkbox,
  Group,
  Menu,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconCheck, IconDots, IconPlus, IconX } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { Link, useParams } from 'react-router';
import {
  DeleteParticipationDocument,
  EventParticipationsDocument,
  type ParticipationStatus,
  type RegistrationRowFragment,
  RegistrationsEventDocument,
  type RegistrationsEventQuery,
  SetParticipationsStatusDocument,
} from '../gql/graphql';
import { useRegistrationsT } from '../i18n/use-registrations-t';
import { RegistrationFilterFields } from '../RegistrationFilterFields';
import { ActionModal, ContactCell, LoadError, SlotCell } from './components';
import {
  awaitsOrganizer,
  bulkActions,
  canAccept,
  canCancel,
  canReject,
  EMPTY_FILTER,
  eventDays,
  type FilterState,
  filterVariables,
  fullName,
  isFiltered,
  slotTime,
  STATUS_COLOR,
} from './logic';
import { AddParticipationsModal, ChangeVolunteerModal, MoveModal } from './modals';
import { PreferencesActionLabel, PreferencesModal } from '../volunteer-preferences';
import { SelectableHead, useRowSelection } from './selection';
import { WaitingListPanel } from './WaitingListPanel';

type Row = RegistrationRowFragment;
type RegistrationsEvent = RegistrationsEventQuery['event'];

/** Pending confirmations: a bulk or single reject, a cancel, a delete. */
type Pending =
  | { kind: 'reject'; ids: string[] }
  | { kind: 'cancel'; row: Row }
  | { kind: 'delete'; row: Row }
  | null;

const rowName = (row: Row) => (row.groupName ? `${fullName(row)} (${row.groupName})` : fullName(row));

/** /events/volunteers/:eventId — registration management of one event. */
export default function RegistrationsPage() {
  const { eventId = '' } = useParams();
  const { data, loading, error, refetch } = useQuery(RegistrationsEventDocument, { variables: { id: eventId } });
  if (loading && !data) return <PageLoader />;
  if (!data) return <LoadError error={error} onRetry={() => void refetch()} />;
  return <Registrations event={data.event} reloadEvent={() => refetch()} />;
}

export function Registrations({ event, reloadEvent }: { event: RegistrationsEvent; reloadEvent: () => Promise<unknown> }) {
  const { t } = useRegistrationsT();
  const refreshSession = useRefreshSession();
  const [filter, setFilter] = useState<FilterState>(EMPTY_FILTER);
  const [debouncedSearch] = useDebouncedValue(filter.search, 300);
  const variables = { eventId: event.id, filter: filterVariables({ ...filter, search: debouncedSearch }) };
  const { data, loading, error, refetch } = useQuery(EventParticipationsDocument, { variables, fetchPolicy: 'cache-and-network' });
  const [setStatus] = useMutation(SetParticipationsStatusDocument);
  const [deleteParticipation] = useMutation(DeleteParticipationDocument);
  const run = useMutationAction();
  const [pending, setPending] = useState<Pending>(null);
  const [moving, setMoving] = useState<Row | null>(null);
  const [changing, setChanging] = useState<Row | null>(null);
  const [adding, setAdding] = useState(false);
  const [preferencesOf, setPreferencesOf] = useState<{ id: string; name: string } | null>(null);

  const rows = data?.eventParticipations ?? [];
  const selection = useRowSelection(rows.map((row) => row.id));
  const visibleSelected = selection.selected;
  const selectedRows = rows.filter((row) => selection.isSelected(row.id));
  const bulk = bulkActions(selectedRows.map((row) => row.validationStatus));
  const days = useMemo(
    () => eventDays([...event.days.map((day) => day.startsAt), ...event.positions.flatMap((p) => p.timeSlots.map((s) => s.startTime))], event.timeZone),
    [event],
  );

  /** After any change: the list, the slots' free places, the menu's pending count. */
  const reload = async () => {
    await Promise.all([refetch(), reloadEvent(), refreshSession().catch(() => undefined)]);
  };

  const changeStatus = async (ids: string[], status: ParticipationStatus, message?: string) => {
    const key = status === 'ACCEPTED' ? 'registrations.accepted' : status === 'REJECTED_BY_ORGANIZER' ? 'registrations.rejected' : 'registrations.cancelled';
    await run(() => setStatus({ variables: { ids, status, message: message?.trim() || null } }), {
      success: t(key, { count: ids.length }),
      onSuccess: async () => {
        selection.clear(ids);
        await reload();
      },
      fieldErrors: 'toast',
    });
  };

  return (
    <Stack gap="md">
      <div>
        <Anchor component={Link} to={`/events/${event.id}`} size="sm">
          ← {t('common.backToEvent')}
        </Anchor>
        <Group justify="space-between" mt={4}>
          <Title order={1}>
            {t('registrations.title')} · {event.displayName}
          </Title>
          <Group gap="xs">
            <Button component={Link} to={`/events/assign/${event.id}`} variant="light">
              {t('registrations.assignLink')}
            </Button>
            <Button leftSection={<IconPlus size={18} aria-hidden />} onClick={() => setAdding(true)}>
              {t('registrations.add')}
            </Button>
          </Group>
        </Group>
      </div>

      <Card withBorder padding="sm" component="section" aria-label={t('registrations.filters')}>
        {/* Wraps as the width allows: the kind switch keeps its natural width, the fields share the rest. */}
        <Group gap="sm" align="flex-end" wrap="wrap">
          <RegistrationFilterFields filter={filter} onChange={setFilter} positions={event.positions} days={days} />
        </Group>
      </Card>

      {visibleSelected.length > 0 && (
        <Group gap="xs" role="toolbar" aria-label={t('registrations.selected', { count: visibleSelected.length })}>
          <Text fw={500}>{t('registrations.selected', { count: visibleSelected.length })}</Text>
          <Button size="xs" color="teal" leftSection={<IconCheck size={16} aria-hidden />} disabled={!bulk.accept}
            onClick={() => void changeStatus(selectedRows.filter((row) => canAccept(row.validationStatus)).map((row) => row.id), 'ACCEPTED')}>
            {t('registrations.acceptSelected')}
          </Button>
          <Button size="xs" color="red" variant="light" leftSection={<IconX size={16} aria-hidden />} disabled={!bulk.reject}
            onClick={() => setPending({ kind: 'reject', ids: visibleSelected })}>
            {t('registrations.rejectSelected')}
          </Button>
          <Button size="xs" variant="subtle" onClick={() => selection.clear()}>
            {t('registrations.clearSelection')}
          </Button>
        </Group>
      )}

      {loading && !data && <PageLoader />}
      {error && !data && <LoadError error={error} onRetry={() => void refetch()} />}
      {data && rows.length === 0 && (
        <EmptyState
          title={t('registrations.empty')}
          text={isFiltered(filter) ? t('registrations.emptyFiltered') : t('registrations.emptyText')}
        />
      )}
      {rows.length > 0 && (
        <>
          <Text size="sm" c="dimmed" aria-live="polite">
            {t('registrations.count', { count: rows.length })}
          </Text>
          <Table.ScrollContainer minWidth={820}>
            <Table verticalSpacing="xs" highlightOnHover>
              <SelectableHead
                selection={selection}
                selectAllLabel={t('registrations.selectAll')}
                columns={[
                  { label: t('registrations.volunteer') },
                  { label: t('registrations.contact') },
                  { label: t('registrations.slot') },
                  { label: t('registrations.status') },
                ]}
                actionsLabel={t('registrations.actions')}
              />
              <Table.Tbody>
                {rows.map((row) => {
                  const name = rowName(row);
                  const warning = awaitsOrganizer(row.validationStatus);
                  return (
                    <Table.Tr
                      key={row.id}
                      data-pending={warning || undefined}
                      bg={warning ? 'var(--mantine-color-yellow-light)' : undefined}
                    >
                      <Table.Td>
                        <Checkbox
                          aria-label={t('registrations.selectRow', { name })}
                          checked={selection.isSelected(row.id)}
                          onChange={(e) => selection.toggle(row.id, e.currentTarget.checked)}
                        />
                      </Table.Td>
                      <Table.Td>
                        <Text fw={500} size="sm">
                          {fullName(row)}
                        </Text>
                        {(row.groupName || row.nbParticipants > 1) && (
                          <Text size="xs" c="dimmed">
                            {[row.groupName, row.nbParticipants > 1 ? t('common.group', { count: row.nbParticipants }) : ''].filter(Boolean).join(' · ')}
                          </Text>
                        )}
                      </Table.Td>
                      <ContactCell email={row.email} phoneNumber={row.phoneNumber} />
                      <SlotCell sectorName={row.sectorName} positionName={row.positionName} time={slotTime(row.timeSlot, event.timeZone)} />
                      <Table.Td>
                        <Badge color={STATUS_COLOR[row.validationStatus]} variant={warning ? 'filled' : 'light'} style={{ whiteSpace: 'normal', height: 'auto' }}>
                          {warning ? t('registrations.awaiting') : t(`status.${row.validationStatus}`)}
                        </Badge>
                        {warning && (
                          <Text size="xs" c="dimmed" mt={2}>
                            {t(`status.${row.validationStatus}`)}
                          </Text>
                        )}
                      </Table.Td>
                      <Table.Td>
                        <Group gap={4} wrap="nowrap" justify="flex-end">
                          {canAccept(row.validationStatus) && (
                            <ActionIcon color="teal" variant="subtle" aria-label={`${t('registrations.accept')} ${name}`} title={t('registrations.accept')}
                              onClick={() => void changeStatus([row.id], 'ACCEPTED')}>
                              <IconCheck size={18} aria-hidden />
                            </ActionIcon>
                          )}
                          <Menu position="bottom-end" withinPortal>
                            <Menu.Target>
                              <ActionIcon variant="subtle" aria-label={t('registrations.actionsFor', { name })}>
                                <IconDots size={18} aria-hidden />
                              </ActionIcon>
                            </Menu.Target>
                            <Menu.Dropdown>
                              <Menu.Item disabled={!canAccept(row.validationStatus)} onClick={() => void changeStatus([row.id], 'ACCEPTED')}>
                                {t('registrations.accept')}
                              </Menu.Item>
                              <Menu.Item disabled={!canReject(row.validationStatus)} onClick={() => setPending({ kind: 'reject', ids: [row.id] })}>
                                {t('registrations.reject')}
                              </Menu.Item>
                              <Menu.Item disabled={!canCancel(row.validationStatus)} onClick={() => setPending({ kind: 'cancel', row })}>
                                {t('registrations.cancelRegistration')}
                              </Menu.Item>
                              <Menu.Divider />
                              <Menu.Item onClick={() => setChanging(row)}>{t('registrations.changeVolunteer')}</Menu.Item>
                              <Menu.Item onClick={() => setMoving(row)}>{t('registrations.move')}</Menu.Item>
                              <Menu.Item
                                disabled={!row.volunteerId}
                                onClick={() => row.volunteerId && setPreferencesOf({ id: row.volunteerId, name: rowName(row) })}
                              >
                                <PreferencesActionLabel />
                              </Menu.Item>
                              <Menu.Divider />
                              <Menu.Item color="red" onClick={() => setPending({ kind: 'delete', row })}>
                                {t('registrations.delete')}
                              </Menu.Item>
                            </Menu.Dropdown>
                          </Menu>
                        </Group>
                      </Table.Td>
                    </Table.Tr>
                  );
                })}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </>
      )}

      <WaitingListPanel eventId={event.id} timeZone={event.timeZone} onChange={reload} />

      <ActionModal
        opened={pending?.kind === 'reject'}
        title={t('registrations.rejectTitle')}
        text={t('registrations.rejectText', { count: pending?.kind === 'reject' ? pending.ids.length : 0 })}
        confirmLabel={t('registrations.reject')}
        danger
        withMessage
        onClose={() => setPending(null)}
        onConfirm={(message) => (pending?.kind === 'reject' ? changeStatus(pending.ids, 'REJECTED_BY_ORGANIZER', message) : undefined)}
      />
      <ActionModal
        opened={pending?.kind === 'cancel'}
        title={t('registrations.cancelTitle')}
        text={t('registrations.cancelText', { name: pending?.kind === 'cancel' ? rowName(pending.row) : '' })}
        confirmLabel={t('registrations.cancelRegistration')}
        danger
        withMessage
        onClose={() => setPending(null)}
        onConfirm={(message) => (pending?.kind === 'cancel' ? changeStatus([pending.row.id], 'CANCELLED_BY_ORGANIZER', message) : undefined)}
      />
      <ActionModal
        opened={pending?.kind === 'delete'}
        title={t('registrations.deleteTitle')}
        text={t('registrations.deleteText', { name: pending?.kind === 'delete' ? rowName(pending.row) : '' })}
        confirmLabel={t('registrations.delete')}
        danger
        onClose={() => setPending(null)}
        onConfirm={async () => {
          if (pending?.kind !== 'delete') return;
          const id = pending.row.id;
          await run(() => deleteParticipation({ variables: { id } }), {
            success: t('registrations.deleted'),
            onSuccess: reload,
            fieldErrors: 'toast',
          });
        }}
      />
      <MoveModal
        participation={moving && { id: moving.id, timeSlotId: moving.timeSlotId, name: rowName(moving) }}
        positions={event.positions}
        timeZone={event.timeZone}
        onClose={() => setMoving(null)}
        onDone={reload}
      />
      <ChangeVolunteerModal
        participation={changing && { id: changing.id, volunteerId: changing.volunteerId, name: rowName(changing) }}
        onClose={() => setChanging(null)}
        onDone={reload}
      />
      <PreferencesModal
        owner={{ kind: 'event', eventId: event.id, timeZone: event.timeZone, days: event.days, positions: event.positions }}
        volunteer={preferencesOf}
        onClose={() => setPreferencesOf(null)}
      />
      <AddParticipationsModal
        opened={adding}
        positions={event.positions}
        timeZone={event.timeZone}
        groupMaxSize={event.configuration.groupMaxSize}
        onClose={() => setAdding(false)}
        onDone={reload}
      />
    </Stack>
  );
}
