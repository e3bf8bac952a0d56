import { EmptyState, PageLoader, useMutationAction, useRefreshSession } from '@benevo/ui';
import { useMutation, useQuery } from '@apollo/client/react';
import { ActionIcon, Anchor, Badge, Button, Checkbox, Group, Stack, Table, Text, Title } from '@mantine/core';
import { IconCheck, IconX } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import {
  type ParticipationStatus,
  ParticipationsToValidateDocument,
  type ParticipationsToValidateQuery,
  SetParticipationsStatusDocument,
} from '../gql/graphql';
import { useRegistrationsT } from '../i18n/use-registrations-t';
import { ActionModal, ContactCell, LoadError, SlotCell } from './components';
import { awaitsOrganizer, fullName, groupByEvent, slotTime } from './logic';
import { SelectableHead, useRowSelection } from './selection';

type Row = ParticipationsToValidateQuery['participationsToValidate'][number];

const rowName = (row: Row) => (row.groupName ? `${fullName(row)} (${row.groupName})` : fullName(row));

/**
 * /participations/to-validate — every registration of the organization awaiting the organizer's
 * validation (the menu badge counts them), grouped by event; accepted or rejected here one by one or
 * in bulk.
 */
export default function ToValidatePage() {
  const { t } = useRegistrationsT();
  const refreshSession = useRefreshSession();
  const { data, loading, error, refetch } = useQuery(ParticipationsToValidateDocument, { fetchPolicy: 'cache-and-network' });
  const [setStatus] = useMutation(SetParticipationsStatusDocument);
  const [rejecting, setRejecting] = useState<string[] | null>(null);
  const [busy, setBusy] = useState(false);
  const run = useMutationAction();

  // A row the mutation has just decided leaves at once (its status is updated in the cache), before the refetch.
  const rows = (data?.participationsToValidate ?? []).filter((row) => awaitsOrganizer(row.validationStatus));
  const selection = useRowSelection(rows.map((row) => row.id));
  const groups = groupByEvent(rows);
  const byId = new Map(rows.map((row) => [row.id, row]));

  const changeStatus = async (ids: string[], status: ParticipationStatus, message?: string) => {
    setBusy(true);
    await run(() => setStatus({ variables: { ids, status, message: message?.trim() || null } }), {
      success: t(status === 'ACCEPTED' ? 'registrations.accepted' : 'registrations.rejected', { count: ids.length }),
      onSuccess: async () => {
        selection.clear(ids);
        // The list and the menu's pending count.
        await Promise.all([refetch().catch(() => undefined), refreshSession().catch(() => undefined)]);
      },
      fieldErrors: 'toast',
    });
    setBusy(false);
  };

  const rejectText = () => {
    if (!rejecting) return '';
    const only = rejecting.length === 1 ? byId.get(rejecting[0]) : undefined;
    return only ? t('toValidate.rejectOneText', { name: rowName(only) }) : t('registrations.rejectText', { count: rejecting.length });
  };

  return (
    <Stack gap="md">
      <div>
        <Title order={1}>{t('toValidate.title')}</Title>
        <Text c="dimmed" size="sm" mt={4}>
          {t('toValidate.intro')}
        </Text>
      </div>

      {selection.selected.length > 0 && (
        <Group gap="xs" role="toolbar" aria-label={t('registrations.selected', { count: selection.selected.length })}>
          <Text fw={500}>{t('registrations.selected', { count: selection.selected.length })}</Text>
          <Button
            size="xs"
            color="teal"
            leftSection={<IconCheck size={16} aria-hidden />}
            disabled={busy}
            onClick={() => void changeStatus(selection.selected, 'ACCEPTED')}
          >
            {t('registrations.acceptSelected')}
          </Button>
          <Button
            size="xs"
            color="red"
            variant="light"
            leftSection={<IconX size={16} aria-hidden />}
            disabled={busy}
            onClick={() => setRejecting(selection.selected)}
          >
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
        <EmptyState title={t('toValidate.empty')} text={t('toValidate.emptyText')} />
      )}
      {rows.length > 0 && (
        <>
          <Text size="sm" c="dimmed" aria-live="polite">
            {t('toValidate.count', { count: rows.length })}
          </Text>
          <Table.ScrollContainer minWidth={820}>
            <Table verticalSpacing="xs" highlightOnHover>
              <SelectableHead
                selection={selection}
                selectAllLabel={t('registrations.selectAll')}
                columns={[
                  { label: t('registrations.volunteer') },
                  { label: t('registrations.contact') },
                  { label: t('toValidate.positionTime') },
                  { label: t('toValidate.groupSize'), right: true },
                ]}
                actionsLabel={t('registrations.actions')}
              />
              {groups.map((group) => {
                const ids = group.rows.map((row) => row.id);
                const chosen = ids.filter((id) => selection.isSelected(id));
                return (
                  <Table.Tbody key={group.eventId} aria-label={group.eventName}>
                    <Table.Tr bg="var(--mantine-color-gray-light)">
                      <Table.Td>
                        <Checkbox
                          aria-label={t('toValidate.selectEvent', { event: group.eventName })}
                          checked={chosen.length === ids.length}
                          indeterminate={chosen.length > 0 && chosen.length < ids.length}
                          onChange={(e) => {
                            const on = e.currentTarget.checked;
                            for (const id of ids) if (selection.isSelected(id) !== on) selection.toggle(id, on);
                          }}
                        />
                      </Table.Td>
                      <Table.Th colSpan={5} scope="rowgroup">
                        <Group justify="space-between" wrap="nowrap">
                          <Group gap="xs">
                            <Text fw={600}>{group.eventName}</Text>
                            <Badge variant="light" color="yellow">
                              {t('toValidate.eventCount', { count: ids.length })}
                            </Badge>
                          </Group>
                          <Anchor
                            component={Link}
                            to={`/events/volunteers/${group.eventId}`}
                            size="sm"
                            aria-label={t('toValidate.manageOf', { event: group.eventName })}
                          >
                            {t('toValidate.manage')}
                          </Anchor>
                        </Group>
                      </Table.Th>
                    </Table.Tr>
                    {group.rows.map((row) => {
                      const name = rowName(row);
                      return (
                        <Table.Tr key={row.id}>
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
                            {row.groupName && (
                              <Text size="xs" c="dimmed">
                                {row.groupName}
                              </Text>
                            )}
                          </Table.Td>
                          <ContactCell email={row.email} phoneNumber={row.phoneNumber} />
                          <SlotCell sectorName={row.sectorName} positionName={row.positionName} time={slotTime(row.timeSlot, row.eventTimeZone)} />
                          <Table.Td ta="right">{row.nbParticipants}</Table.Td>
                          <Table.Td>
                            <Group gap={4} wrap="nowrap" justify="flex-end">
                              <ActionIcon
                                color="teal"
                                variant="subtle"
                                aria-label={t('toValidate.acceptRow', { name })}
                                title={t('registrations.accept')}
                                disabled={busy}
                                onClick={() => void changeStatus([row.id], 'ACCEPTED')}
                              >
                                <IconCheck size={18} aria-hidden />
                              </ActionIcon>
                              <ActionIcon
                                color="red"
                                variant="subtle"
                                aria-label={t('toValidate.rejectRow', { name })}
                                title={t('registrations.reject')}
                                disabled={busy}
                                onClick={() => setRejecting([row.id])}
                              >
                                <IconX size={18} aria-hidden />
                              </ActionIcon>
                            </Group>
                          </Table.Td>
                        </Table.Tr>
                      );
                    })}
                  </Table.Tbody>
                );
              })}
            </Table>
          </Table.ScrollContainer>
        </>
      )}

      <ActionModal
        opened={rejecting !== null}
        title={t('registrations.rejectTitle')}
        text={rejectText()}
        confirmLabel={t('registrations.reject')}
        danger
        withMessage
        onClose={() => setRejecting(null)}
        onConfirm={(message) => (rejecting ? changeStatus(rejecting, 'REJECTED_BY_ORGANIZER', message) : undefined)}
      />
    </Stack>
  );
}
