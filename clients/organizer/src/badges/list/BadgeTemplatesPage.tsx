import { EmptyState, evictFromCache, formatDate, PageNotLoaded, ResponsiveTable, useConfirmDelete } from '@benevo/ui';
import { useMutation, useQuery } from '@apollo/client/react';
import { ActionIcon, Anchor, Button, Group, Stack, Text, Title, Tooltip } from '@mantine/core';
import { IconEdit, IconPlus, IconTrash } from '@tabler/icons-react';
import { Link } from 'react-router';
import { type BadgeTemplateFieldsFragment, BadgeTemplatesDocument, DeleteBadgeTemplateDocument } from '../../gql/graphql';
import { useBadgesT } from '../i18n/use-badges-t';

/** /badges: the organization's badge templates, to open, create and delete. */
export default function BadgeTemplatesPage() {
  const { t } = useBadgesT();
  const { data, loading, error, refetch } = useQuery(BadgeTemplatesDocument, { fetchPolicy: 'cache-and-network' });
  const [remove] = useMutation(DeleteBadgeTemplateDocument);
  const deletion = useConfirmDelete<BadgeTemplateFieldsFragment>({
    title: t('list.deleteTitle'),
    text: (template) => t('list.deleteText', { name: template.name, interpolation: { escapeValue: false } }),
    confirmLabel: t('common.delete'),
    success: t('list.deleted'),
    remove: (template) => remove({ variables: { id: template.id }, update: evictFromCache('BadgeTemplate', template.id) }),
  });

  const newButton = (
    <Button component={Link} to="/badges/new" leftSection={<IconPlus size={16} aria-hidden />}>
      {t('list.new')}
    </Button>
  );
  const header = (
    <Group justify="space-between" align="flex-end">
      <div>
        <Title order={1}>{t('list.title')}</Title>
        <Text c="dimmed" size="sm">
          {t('list.subtitle')}
        </Text>
      </div>
      {data && data.badgeTemplates.length > 0 && newButton}
    </Group>
  );

  if (!data) return <PageNotLoaded loading={loading} header={header} error={error} onRetry={() => void refetch()} forbidden={t('common.forbidden')} />;

  const templates = data.badgeTemplates;
  return (
    <Stack gap="md">
      {header}
      {templates.length === 0 ? (
        <EmptyState title={t('list.empty')} text={t('list.emptyText')}>
          {newButton}
        </EmptyState>
      ) : (
        <ResponsiveTable
          label={t('list.tableLabel')}
          rows={templates}
          rowKey={(template) => template.id}
          columns={[
            {
              label: t('list.name'),
              render: (template) => (
                <Anchor component={Link} to={`/badges/${template.id}`} size="sm" fw={500}>
                  {template.name}
                </Anchor>
              ),
            },
            { label: t('list.size'), nowrap: true, render: (template) => t(`size.${template.size}`) },
            { label: t('list.modifiedAt'), nowrap: true, render: (template) => formatDate(template.modifiedAt) },
            {
              label: t('common.actions'),
              render: (template) => (
                <Group gap={4} wrap="nowrap">
                  <Tooltip label={t('common.edit')}>
                    <ActionIcon variant="subtle" component={Link} to={`/badges/${template.id}`} aria-label={`${t('common.edit')} ${template.name}`}>
                      <IconEdit size={16} aria-hidden />
                    </ActionIcon>
                  </Tooltip>
                  <Tooltip label={t('common.delete')}>
                    <ActionIcon variant="subtle" color="red" aria-label={`${t('common.delete')} ${template.name}`} onClick={() => deletion.ask(template)}>
                      <IconTrash size={16} aria-hidden />
                    </ActionIcon>
                  </Tooltip>
                </Group>
              ),
            },
          ]}
        />
      )}
      {deletion.modal}
    </Stack>
  );
}
