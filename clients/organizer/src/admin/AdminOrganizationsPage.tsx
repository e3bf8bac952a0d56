import {
  ConfirmModal,
  EmptyState,
  formatDate,
  PageNotLoaded,
  rememberStaffReturn,
  ResponsiveTable,
  useMutationAction,
  useRefreshSession,
  useSessionUser,
} from '@benevo/ui';
import { useMutation, useQuery } from '@apollo/client/react';
import { ActionIcon, Anchor, Badge, Group, Pagination, Stack, Text, TextInput, Title, Tooltip } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconDoorEnter, IconEdit, IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { Navigate } from 'react-router';
import { StaffOrganizationsDocument, type StaffOrganizationFieldsFragment, StaffSwitchOrganizationDocument } from '../gql/graphql';
import { FLAGS, OrganizationEditModal } from './OrganizationEditModal';
import { useAdminT } from './i18n/use-admin-t';
import { browser } from './browser';

export const PAGE_SIZE = 25;

type StaffOrganization = StaffOrganizationFieldsFragment;

/** /admin/organizations: the super admin's list of every organization (staff or superuser only). */
export default function AdminOrganizationsPage() {
  const user = useSessionUser();
  // The route's guard: the server refuses the list to anybody else anyway (FORBIDDEN).
  if (!user || !(user.isStaff || user.isSuperUser)) return <Navigate to="/404" replace />;
  return <OrganizationsScreen />;
}

function today(): string {
  const now = new Date();
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
}

function OrganizationsScreen() {
  const { t } = useAdminT();
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), 300);
  const [page, setPage] = useState(1);
  const { data, previousData, loading, error, refetch } = useQuery(StaffOrganizationsDocument, {
    variables: { search: debounced || null, offset: (page - 1) * PAGE_SIZE, limit: PAGE_SIZE },
    fetchPolicy: 'cache-and-network',
  });
  const [editing, setEditing] = useState<StaffOrganization | null>(null);
  const [entering, setEntering] = useState<StaffOrganization | null>(null);
  const [switchInto] = useMutation(StaffSwitchOrganizationDocument);
  const refreshSession = useRefreshSession();
  const run = useMutationAction();
  const user = useSessionUser();

  const header = (
    <div>
      <Title order={1}>{t('list.title')}</Title>
      <Text c="dimmed" size="sm">
        {t('list.subtitle')}
      </Text>
    </div>
  );
  const shown = data ?? previousData;
  if (!shown) return <PageNotLoaded loading={loading} header={header} error={error} onRetry={() => void refetch()} forbidden={t('common.forbidden')} />;

  const { count, results } = shown.staffOrganizations;
  const pages = Math.max(1, Math.ceil(count / PAGE_SIZE));
  const now = today();
  return (
    <Stack gap="md">
      {header}
      <Group justify="space-between" align="flex-end" wrap="wrap">
        <TextInput
          label={t('list.search')}
          placeholder={t('list.searchPlaceholder')}
          leftSection={<IconSearch size={16} aria-hidden />}
          value={search}
          onChange={(event) => {
            setSearch(event.currentTarget.value);
            setPage(1);
          }}
          w={{ base: '100%', sm: 360 }}
          type="search"
        />
        <Text size="sm" c="dimmed" aria-live="polite">
          {t('list.count', { count })}
        </Text>
      </Group>
      {results.length === 0 ? (
        <EmptyState title={debounced ? t('list.emptySearch', { search: debounced, interpolation: { escapeValue: false } }) : t('list.empty')} />
      ) : (
        <ResponsiveTable
          label={t('list.tableLabel')}
          rows={results}
          rowKey={(organization) => organization.id}
          columns={[
            {
              label: t('list.name'),
              render: (organization) => (
                <Anchor component="button" type="button" size="sm" fw={500} onClick={() => setEditing(organization)} ta="left">
                  {organization.name}
                </Anchor>
              ),
            },
            { label: t('list.slug'), render: (organization) => <Text size="sm" c="dimmed">{`/${organization.slug}`}</Text> },
            {
              label: t('list.licence'),
              nowrap: true,
              render: (organization) => (
                <Badge variant="light" color={organization.licenseType === 'NONE' ? 'gray' : 'indigo'} tt="none" style={{ flexShrink: 0, overflow: 'visible' }}>
                  {t(`licence.${organization.licenseType}`)}
                </Badge>
              ),
            },
            {
              label: t('list.validUntil'),
              nowrap: true,
              render: (organization) =>
                organization.validUntil ? (
                  <Text size="sm" c={organization.validUntil < now ? 'red.8' : undefined}>
                    {formatDate(organization.validUntil)}
                    {organization.validUntil < now ? ` · ${t('list.expired')}` : ''}
                  </Text>
                ) : (
                  <Text size="sm" c="dimmed">
                    {t('list.noEnd')}
                  </Text>
                ),
            },
            {
              label: t('list.flags'),
              render: (organization) => {
                const on = [...FLAGS, 'enforce2fa' as const].filter((flag) => organization[flag]);
                if (on.length === 0) return <Text size="sm" c="dimmed">{t('list.noFlag')}</Text>;
                return (
                  <Group gap={4}>
                    {on.map((flag) => (
                      <Badge key={flag} size="sm" variant="light" color={flag === 'enforce2fa' ? 'orange' : 'teal'} tt="none">
                        {t(`flag.${flag}`)}
                      </Badge>
                    ))}
                  </Group>
                );
              },
            },
            { label: t('list.members'), nowrap: true, render: (organization) => String(organization.memberCount) },
            {
              label: t('common.actions'),
              render: (organization) => (
                <Group gap={4} wrap="nowrap">
                  <Tooltip label={t('list.edit', { name: organization.name, interpolation: { escapeValue: false } })}>
                    <ActionIcon
                      variant="subtle"
                      aria-label={t('list.edit', { name: organization.name, interpolation: { escapeValue: false } })}
                      onClick={() => setEditing(organization)}
                    >
                      <IconEdit size={16} aria-hidden />
                    </ActionIcon>
                  </Tooltip>
                  <Tooltip label={t('list.switchInto', { name: organization.name, interpolation: { escapeValue: false } })}>
                    <ActionIcon
                      variant="subtle"
                      color="orange"
                      aria-label={t('list.switchInto', { name: organization.name, interpolation: { escapeValue: false } })}
                      onClick={() => setEntering(organization)}
                    >
                      <IconDoorEnter size={16} aria-hidden />
                    </ActionIcon>
                  </Tooltip>
                </Group>
              ),
            },
          ]}
        />
      )}
      {pages > 1 && (
        <Group justify="center">
          <Pagination
            total={pages}
            value={page}
            onChange={setPage}
            getControlProps={(control) =>
              control === 'previous' ? { 'aria-label': t('list.previous') } : control === 'next' ? { 'aria-label': t('list.next') } : {}
            }
            getItemProps={(item) => ({ 'aria-label': t('list.page', { page: item, pages }) })}
            withEdges={false}
          />
        </Group>
      )}
      {editing && <OrganizationEditModal organization={editing} onClose={() => setEditing(null)} />}
      <ConfirmModal
        opened={entering !== null}
        title={t('switch.title', { name: entering?.name ?? '', interpolation: { escapeValue: false } })}
        text={t('switch.text', { name: entering?.name ?? '', interpolation: { escapeValue: false } })}
        confirmLabel={t('switch.confirm')}
        onClose={() => setEntering(null)}
        onConfirm={async () => {
          if (!entering) return;
          // The banner's way back leads to the organization left here (not to another visited one).
          const leaving = user?.activeOrganization;
          if (leaving && !leaving.staffVisit) rememberStaffReturn(leaving.id);
          const outcome = await run(
            async () => {
              await switchInto({ variables: { organizationId: entering.id } });
              // The stored user names the new active organization before the page reloads.
              return refreshSession();
            },
            { success: (user) => t('switch.done', { name: user.activeOrganization?.name ?? entering.name, interpolation: { escapeValue: false } }) },
          );
          if (outcome.ok) browser.reloadInto('/dashboard');
        }}
      />
    </Stack>
  );
}
