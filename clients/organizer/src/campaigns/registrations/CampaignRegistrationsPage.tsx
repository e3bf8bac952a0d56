import { ConfirmModal, EmptyState, formatDate, PageLoader, QueryError, useMutationAction } from '@benevo/ui';
import { useMutation, useQuery } from '@apollo/client/react';
import { ActionIcon, Anchor, Button, Checkbox, Group, Stack, Table, Text, TextInput, Title, Tooltip } from '@mantine/core';
import { IconCalendarUser, IconMail, IconSearch, IconTrash } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { Link, useParams } from 'react-router';
import { type CampaignRegistrationsQuery, CampaignRegistrationsDocument, DeleteCampaignRegistrationDocument } from '../../gql/graphql';
import { useCampaignsT } from '../i18n/use-campaigns-t';
import { AnswerCells, AnswerHeaderCells } from './AnswerColumns';
import {
  type AnswerCell,
  answerCell,
  type AnswerColumn,
  answerColumns,
  filterRegistrations,
  hasAnswerFilters,
  NO_FILTERS,
  type RegistrationFilterValues,
} from './filters';
import { RegistrationFilters } from './RegistrationFilters';
import { AssignToEventButton, volunteersOfRegistrations } from './AssignToEventModal';
import { RegistrationsExportMenu } from './RegistrationsExportMenu';
import { RegistrationsPerDayChart } from './RegistrationsPerDayChart';
import { PreferencesModal, usePreferencesActionLabel } from '../../volunteer-preferences';

type Registration = CampaignRegistrationsQuery['campaignRegistrations'][number];

/** A registration as the table shows it; `selected` is the spec's client-side flag, never sent. */
interface RegistrationRow {
  id: string;
  /** The volunteer's profile is /campaigns/volunteer/:volunteerId. */
  volunteerId: string | null;
  name: string;
  email: string;
  phone: string;
  createdAt: string;
  selected: boolean;
  /** The volunteer's categories (the categories filter). */
  categoryIds: string[];
  /** The answer columns' cells, by column key. */
  cells: Record<string, AnswerCell>;
}

function rowOf(registration: Registration, unknown: string, selected: boolean, columns: readonly AnswerColumn[]): RegistrationRow {
  const volunteer = registration.volunteer;
  return {
    id: registration.id,
    volunteerId: volunteer?.id ?? null,
    name: volunteer ? `${volunteer.firstName} ${volunteer.lastName}`.trim() : unknown,
    email: volunteer?.email ?? '',
    phone: volunteer?.phoneNumber ?? '',
    createdAt: registration.createdAt,
    selected,
    categoryIds: volunteer?.categoryIds ?? [],
    cells: Object.fromEntries(columns.map((column) => [column.key, answerCell(registration, column)])),
  };
}

/** /campaigns/volunteers/:cmpId: the campaign's registrations, searchable, selectable and deletable. */
export default function CampaignRegistrationsPage() {
  const { cmpId = '' } = useParams();
  const { t } = useCampaignsT();
  const { data, loading, error, refetch } = useQuery(CampaignRegistrationsDocument, { variables: { campaignId: cmpId }, fetchPolicy: 'cache-and-network' });
  const [deleteRegistration] = useMutation(DeleteCampaignRegistrationDocument);
  const run = useMutationAction();
  // The search and the answer and category filters (filters.ts); "select all" takes the rows they let through.
  const [filters, setFilters] = useState<RegistrationFilterValues>(NO_FILTERS);
  const search = filters.search;
  const setSearch = (value: string) => setFilters((current) => ({ ...current, search: value }));
  const [selectedIds, setSelectedIds] = useState<string[]>([]);
  const [removed, setRemoved] = useState<string[]>([]);
  const [toDelete, setToDelete] = useState<RegistrationRow[] | null>(null);
  const [preferencesOf, setPreferencesOf] = useState<{ id: string; name: string } | null>(null);
  const preferencesLabel = usePreferencesActionLabel();

  const columns = useMemo(
    () =>
      answerColumns(data?.campaignForm.fields ?? [], {
        base: (name) => t(`filters.base.${name}`),
        yes: t('filters.yes'),
        no: t('filters.no'),
      }),
    [data, t],
  );
  const rows = useMemo(
    () =>
      (data?.campaignRegistrations ?? [])
        .filter((registration) => !removed.includes(registration.id))
        .map((registration) => rowOf(registration, t('registrations.unknownVolunteer'), selectedIds.includes(registration.id), columns)),
    [data, removed, selectedIds, t, columns],
  );
  const shown = filterRegistrations(rows, filters, columns);
  const selected = shown.filter((row) => row.selected);
  const allSelected = shown.length > 0 && selected.length === shown.length;
  const title = data ? t('registrations.title', { name: data.campaign.name }) : t('registrations.titleNoName');

  const toggle = (id: string, on: boolean) => setSelectedIds((current) => (on ? [...current, id] : current.filter((x) => x !== id)));

  async function confirmDelete(targets: RegistrationRow[]) {
    const ids = targets.map((row) => row.id);
    const success = ids.length === 1 ? t('registrations.deleted') : t('registrations.deletedMany', { count: ids.length });
    await run(
      async () => {
        for (const id of ids) {
          await deleteRegistration({ variables: { id } });
          setRemoved((current) => [...current, id]);
        }
      },
      {
        success,
        onSuccess: () => {
          setSelectedIds((current) => current.filter((id) => !ids.includes(id)));
          void refetch();
        },
      },
    );
  }

  if (loading && !data) return <PageLoader />;
  if (!data) return <QueryError error={error} onRetry={() => void refetch()} forbidden={t('common.forbidden')} notFound={t('form.notFound')} />;

  return (
    <Stack gap="md">
      <Anchor component={Link} to={`/campaigns/${cmpId}`} size="sm">
        {data.campaign.name}
      </Anchor>
      <Title order={1}>{title}</Title>
      <RegistrationsPerDayChart campaignId={cmpId} />
      {rows.length === 0 ? (
        <EmptyState title={t('registrations.empty')} text={t('registrations.emptyText')} />
      ) : (
        <>
          <Group justify="space-between" wrap="wrap">
            <TextInput
              label={t('registrations.search')}
              placeholder={t('registrations.searchPlaceholder')}
              leftSection={<IconSearch size={16} aria-hidden />}
              value={search}
              onChange={(event) => setSearch(event.currentTarget.value)}
              w={{ base: '100%', sm: 320 }}
            />
            <Group gap="sm">
              <Text size="sm" c="dimmed">
                {t('registrations.count', { count: rows.length })}
                {selected.length > 0 && ` · ${t('registrations.selectedCount', { count: selected.length })}`}
              </Text>
              {/* The mail goes to the selected registrations, else to all (the composer is the communications screen's). */}
              <Button
                component={Link}
                to={`/campaigns/volunteers/${cmpId}/mail${selected.length > 0 ? `?registrations=${selected.map((row) => row.id).join(',')}` : ''}`}
                variant="light"
                leftSection={<IconMail size={16} aria-hidden />}
              >
                {selected.length > 0 ? t('registrations.mailSelection', { count: selected.length }) : t('registrations.mailAll')}
              </Button>
              <AssignToEventButton volunteers={volunteersOfRegistrations(data.campaignRegistrations, selected.map((row) => row.id))} />
              <RegistrationsExportMenu campaignId={cmpId} />
              <Button color="red" variant="light" leftSection={<IconTrash size={16} aria-hidden />} disabled={selected.length === 0} onClick={() => setToDelete(selected)}>
                {t('registrations.deleteSelection')}
              </Button>
            </Group>
          </Group>
          <RegistrationFilters columns={columns} categories={data.volunteerCategories} value={filters} onChange={setFilters} />
          {shown.length === 0 ? (
            <EmptyState
              order={2}
              title={hasAnswerFilters(filters) ? t('filters.noMatch') : t('registrations.noMatch')}
              text={hasAnswerFilters(filters) ? t('filters.noMatchText') : undefined}
            >
              <Button variant="default" onClick={() => setFilters(NO_FILTERS)}>
                {t('filters.clear')}
              </Button>
            </EmptyState>
          ) : (
            // Wider with every answer column: on a phone the table scrolls sideways, the page does not.
            <Table.ScrollContainer minWidth={640 + columns.length * 140}>
              <Table striped highlightOnHover verticalSpacing="sm">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th w={40}>
                      <Checkbox
                        aria-label={t('registrations.selectAll')}
                        checked={allSelected}
                        indeterminate={selected.length > 0 && !allSelected}
                        onChange={(event) => {
                          const on = event.currentTarget.checked;
                          const ids = shown.map((row) => row.id);
                          setSelectedIds((current) => (on ? [...new Set([...current, ...ids])] : current.filter((id) => !ids.includes(id))));
                        }}
                      />
                    </Table.Th>
                    <Table.Th>{t('registrations.name')}</Table.Th>
                    <Table.Th>{t('registrations.email')}</Table.Th>
                    <Table.Th>{t('registrations.phone')}</Table.Th>
                    <Table.Th>{t('registrations.date')}</Table.Th>
                    <AnswerHeaderCells columns={columns} />
                    <Table.Th>
                      <span style={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden' }}>{t('registrations.actions')}</span>
                    </Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {shown.map((row) => (
                    <Table.Tr key={row.id} data-selected={row.selected || undefined}>
                      <Table.Td>
                        <Checkbox aria-label={t('registrations.select', { name: row.name })} checked={row.selected} onChange={(event) => toggle(row.id, event.currentTarget.checked)} />
                      </Table.Td>
                      <Table.Td>
                        {row.volunteerId ? (
                          <Anchor component={Link} to={`/campaigns/volunteer/${row.volunteerId}`} size="sm" fw={500}>
                            {row.name}
                          </Anchor>
                        ) : (
                          row.name
                        )}
                      </Table.Td>
                      <Table.Td>
                        {row.email && (
                          <Anchor href={`mailto:${row.email}`} size="sm">
                            {row.email}
                          </Anchor>
                        )}
                      </Table.Td>
                      <Table.Td style={{ whiteSpace: 'nowrap' }}>{row.phone}</Table.Td>
                      <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDate(row.createdAt, data.campaign.timeZone)}</Table.Td>
                      <AnswerCells columns={columns} cells={row.cells} name={row.name} />
                      <Table.Td>
                        <Group gap={4} wrap="nowrap">
                          {row.volunteerId && (
                            <Tooltip label={preferencesLabel(row.name)}>
                              <ActionIcon
                                variant="subtle"
                                aria-label={preferencesLabel(row.name)}
                                onClick={() => setPreferencesOf(row.volunteerId ? { id: row.volunteerId, name: row.name } : null)}
                              >
                                <IconCalendarUser size={18} aria-hidden />
                              </ActionIcon>
                            </Tooltip>
                          )}
                          <Tooltip label={t('registrations.delete')}>
                            <ActionIcon color="red" variant="subtle" aria-label={t('registrations.deleteOne', { name: row.name })} onClick={() => setToDelete([row])}>
                              <IconTrash size={18} aria-hidden />
                            </ActionIcon>
                          </Tooltip>
                        </Group>
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          )}
        </>
      )}
      <PreferencesModal owner={{ kind: 'campaign', campaignId: cmpId }} volunteer={preferencesOf} onClose={() => setPreferencesOf(null)} />
      <ConfirmModal
        opened={toDelete !== null}
        title={toDelete && toDelete.length > 1 ? t('registrations.deleteSelectionTitle') : t('registrations.deleteTitle')}
        text={
          toDelete && toDelete.length > 1
            ? t('registrations.deleteSelectionText', { count: toDelete.length })
            : t('registrations.deleteText', { name: toDelete?.[0]?.name ?? '' })
        }
        confirmLabel={t('common.delete')}
        danger
        onClose={() => setToDelete(null)}
        onConfirm={() => (toDelete ? confirmDelete(toDelete) : undefined)}
      />
    </Stack>
  );
}
