import { ConfirmModal, EmptyState, formatDate, PageLoader, QueryError, useMutationAction } from '@benevo/ui';
import { useMutation, useQuery } from '@apollo/client/react';
import { ActionIcon, Anchor, Button, Checkbox, Group, Stack, Table, Text, TextInput, Title, Tooltip } from '@mantine/core';
import { IconSearch, IconTrash } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { Link, useParams } from 'react-router';
import { type CampaignRegistrationsQuery, CampaignRegistrationsDocument, DeleteCampaignRegistrationDocument } from '../../gql/graphql';
import { useCampaignsT } from '../i18n/use-campaigns-t';

type Registration = CampaignRegistrationsQuery['campaignRegistrations'][number];

/** A registration as the table shows it; `selected` is the spec's client-side flag, never sent. */
interface RegistrationRow {
  id: string;
  name: string;
  email: string;
  phone: string;
  createdAt: string;
  selected: boolean;
}

function rowOf(registration: Registration, unknown: string, selected: boolean): RegistrationRow {
  const volunteer = registration.volunteer;
  return {
    id: registration.id,
    name: volunteer ? `${volunteer.firstName} ${volunteer.lastName}`.trim() : unknown,
    email: volunteer?.email ?? '',
    phone: volunteer?.phoneNumber ?? '',
    createdAt: registration.createdAt,
    selected,
  };
}

function matches(row: RegistrationRow, search: string): boolean {
  const needle = search.trim().toLowerCase();
  return needle === '' || [row.name, row.email, row.phone].some((value) => value.toLowerCase().includes(needle));
}

/** /campaigns/volunteers/:cmpId: the campaign's registrations, searchable, selectable and deletable. */
export default function CampaignRegistrationsPage() {
  const { cmpId = '' } = useParams();
  const { t } = useCampaignsT();
  const { data, loading, error, refetch } = useQuery(CampaignRegistrationsDocument, { variables: { campaignId: cmpId }, fetchPolicy: 'cache-and-network' });
  const [deleteRegistration] = useMutation(DeleteCampaignRegistrationDocument);
  const run = useMutationAction();
  const [search, setSearch] = useState('');
  const [selectedIds, setSelectedIds] = useState<string[]>([]);
  const [removed, setRemoved] = useState<string[]>([]);
  const [toDelete, setToDelete] = useState<RegistrationRow[] | null>(null);

  const rows = useMemo(
    () =>
      (data?.campaignRegistrations ?? [])
        .filter((registration) => !removed.includes(registration.id))
        .map((registration) => rowOf(registration, t('registrations.unknownVolunteer'), selectedIds.includes(registration.id))),
    [data, removed, selectedIds, t],
  );
  const shown = rows.filter((row) => matches(row, search));
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
              <Button color="red" variant="light" leftSection={<IconTrash size={16} aria-hidden />} disabled={selected.length === 0} onClick={() => setToDelete(selected)}>
                {t('registrations.deleteSelection')}
              </Button>
            </Group>
          </Group>
          {shown.length === 0 ? (
            <Text c="dimmed">{t('registrations.noMatch')}</Text>
          ) : (
            <Table.ScrollContainer minWidth={640}>
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
                      <Table.Td>{row.name}</Table.Td>
                      <Table.Td>
                        {row.email && (
                          <Anchor href={`mailto:${row.email}`} size="sm">
                            {row.email}
                          </Anchor>
                        )}
                      </Table.Td>
                      <Table.Td style={{ whiteSpace: 'nowrap' }}>{row.phone}</Table.Td>
                      <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDate(row.createdAt, data.campaign.timeZone)}</Table.Td>
                      <Table.Td>
                        <Tooltip label={t('registrations.delete')}>
                          <ActionIcon color="red" variant="subtle" aria-label={t('registrations.deleteOne', { name: row.name })} onClick={() => setToDelete([row])}>
                            <IconTrash size={18} aria-hidden />
                          </ActionIcon>
                        </Tooltip>
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          )}
        </>
      )}
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
