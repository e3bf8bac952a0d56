import {
  CopyField,
  EmptyState,
  evictFromCache,
  formatDate,
  PageNotLoaded,
  ResponsiveTable,
  useActiveOrganization,
  useConfirmDelete,
} from '@benevo/ui';
import { useMutation, useQuery } from '@apollo/client/react';
import { ActionIcon, Badge, Button, Group, Paper, SimpleGrid, Stack, Text, Title, Tooltip } from '@mantine/core';
import { IconEdit, IconPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { DeleteManagerDocument, type ManagerFieldsFragment, ManagerEventOptionsDocument, ManagersDocument } from '../gql/graphql';
import { useManagersT } from './i18n/use-managers-t';
import { ManagerModal } from './ManagerModal';

/** Where managers log in (the manager app is served under /manager on the same origin). */
export function managerSpaceUrl(origin = window.location.origin): string {
  return `${origin}/manager/login`;
}

/** What the organizer gives a manager to log in: the manager space's address and the organization's id. */
function ManagerSpace() {
  const { t } = useManagersT();
  const organization = useActiveOrganization();
  return (
    <Paper withBorder p="md" component="section" aria-labelledby="manager-space-title">
      <Stack gap="sm">
        <Title order={2} size="h4" id="manager-space-title">
          {t('space.title')}
        </Title>
        <Text size="sm">{t('space.text')}</Text>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <CopyField label={t('space.url')} value={managerSpaceUrl()} copyLabel={t('space.copyUrl')} copiedLabel={t('common.copied')} />
          {organization && <CopyField label={t('space.orgId')} value={organization.id} copyLabel={t('space.copyOrgId')} copiedLabel={t('common.copied')} />}
        </SimpleGrid>
      </Stack>
    </Paper>
  );
}

function AccessBadge({ manager }: { manager: ManagerFieldsFragment }) {
  const { t } = useManagersT();
  if (manager.hasPassword) {
    return (
      <Badge color="teal" variant="light">
        {t('list.passwordSet')}
      </Badge>
    );
  }
  if (manager.invitedAt) {
    return (
      <Badge color="yellow" variant="light">
        {t('list.invited', { date: formatDate(manager.invitedAt) })}
      </Badge>
    );
  }
  return (
    <Badge color="gray" variant="light">
      {t('list.noPassword')}
    </Badge>
  );
}

/** /manager/list: the organization's managers — create (password or invitation), edit their events, delete. */
export default function ManagersPage() {
  const { t } = useManagersT();
  const [editing, setEditing] = useState<ManagerFieldsFragment | 'new' | null>(null);
  const { data, loading, error, refetch } = useQuery(ManagersDocument, { fetchPolicy: 'cache-and-network' });
  const { data: eventsData } = useQuery(ManagerEventOptionsDocument);
  const [remove] = useMutation(DeleteManagerDocument);
  const deletion = useConfirmDelete<ManagerFieldsFragment>({
    title: t('list.deleteTitle'),
    text: (manager) => t('list.deleteText', { email: manager.email, interpolation: { escapeValue: false } }),
    confirmLabel: t('common.delete'),
    success: t('list.deleted'),
    remove: (manager) => remove({ variables: { id: manager.id }, update: evictFromCache('Manager', manager.id) }),
  });

  const header = (
    <div>
      <Title order={1}>{t('list.title')}</Title>
      <Text c="dimmed" size="sm">
        {t('list.subtitle')}
      </Text>
    </div>
  );

  if (!data) return <PageNotLoaded loading={loading} header={header} error={error} onRetry={() => void refetch()} forbidden={t('common.forbidden')} />;

  const managers = data.managers;
  const events = eventsData?.events ?? [];
  const newButton = (
    <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setEditing('new')}>
      {t('list.new')}
    </Button>
  );

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end">
        {header}
        {managers.length > 0 && newButton}
      </Group>
      <ManagerSpace />
      {managers.length === 0 ? (
        <EmptyState title={t('list.empty')} text={t('list.emptyText')}>
          {newButton}
        </EmptyState>
      ) : (
        <ResponsiveTable
          label={t('list.tableLabel')}
          rows={managers}
          rowKey={(manager) => manager.id}
          columns={[
            { label: t('list.email'), render: (manager) => <Text size="sm" fw={500} style={{ wordBreak: 'break-all' }}>{manager.email}</Text> },
            {
              label: t('list.events'),
              render: (manager) =>
                manager.events.length === 0 ? (
                  <Text size="sm" c="dimmed">
                    {t('list.noEvent')}
                  </Text>
                ) : (
                  manager.events.map((event) => event.name).join(', ')
                ),
            },
            { label: t('list.access'), render: (manager) => <AccessBadge manager={manager} /> },
            {
              label: t('common.actions'),
              render: (manager) => (
                <Group gap={4} wrap="nowrap">
                  <Tooltip label={t('common.edit')}>
                    <ActionIcon variant="subtle" aria-label={`${t('common.edit')} ${manager.email}`} onClick={() => setEditing(manager)}>
                      <IconEdit size={16} aria-hidden />
                    </ActionIcon>
                  </Tooltip>
                  <Tooltip label={t('common.delete')}>
                    <ActionIcon variant="subtle" color="red" aria-label={`${t('common.delete')} ${manager.email}`} onClick={() => deletion.ask(manager)}>
                      <IconTrash size={16} aria-hidden />
                    </ActionIcon>
                  </Tooltip>
                </Group>
              ),
            },
          ]}
        />
      )}
      {editing !== null && <ManagerModal manager={editing === 'new' ? null : editing} events={events} onClose={() => setEditing(null)} />}
      {deletion.modal}
    </Stack>
  );
}
