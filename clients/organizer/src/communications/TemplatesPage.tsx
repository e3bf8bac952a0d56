import { ConfirmModal, EmptyState, PageLoader, QueryError, useMutationAction } from '@benevo/ui';
import { useMutation, useQuery } from '@apollo/client/react';
import { ActionIcon, Button, Group, Modal, Stack, Table, Text, TextInput, Title, Tooltip } from '@mantine/core';
import { IconEdit, IconPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import {
  CreateMailTemplateDocument,
  DeleteMailTemplateDocument,
  type MailTemplateFieldsFragment,
  MailTemplatesDocument,
  UpdateMailTemplateDocument,
} from '../gql/graphql';
import { formatSentAt } from './format';
import { useCommunicationsT } from './i18n/use-communications-t';
import { MailEditor } from './MailEditor';

type Editing = { template: MailTemplateFieldsFragment | null } | null;

function TemplateModal({ editing, onClose }: { editing: NonNullable<Editing>; onClose: () => void }) {
  const { t } = useCommunicationsT();
  const [name, setName] = useState(editing.template?.name ?? '');
  const [subject, setSubject] = useState(editing.template?.subject ?? '');
  const [body, setBody] = useState(editing.template?.body ?? '');
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const [busy, setBusy] = useState(false);
  const refetchQueries = ['MailTemplates'];
  const [create] = useMutation(CreateMailTemplateDocument, { refetchQueries });
  const [update] = useMutation(UpdateMailTemplateDocument, { refetchQueries });
  const run = useMutationAction();

  async function save() {
    setBusy(true);
    const input = { name, subject, body };
    const outcome = await run(
      async () => {
        if (editing.template) await update({ variables: { id: editing.template.id, input } });
        else await create({ variables: { input } });
      },
      { success: t('templates.saved'), fallback: t('send.failed'), fieldErrors: 'form' },
    );
    setBusy(false);
    if (outcome.ok) onClose();
    else setErrors(outcome.error.fieldErrors);
  }

  return (
    <Modal opened onClose={onClose} title={editing.template ? t('templates.editTitle') : t('templates.newTitle')} size="xl">
      <Stack gap="sm">
        <TextInput label={t('templates.name')} value={name} onChange={(e) => setName(e.currentTarget.value)} error={errors.name?.[0]} required data-autofocus />
        <TextInput label={t('templates.subject')} value={subject} onChange={(e) => setSubject(e.currentTarget.value)} error={errors.subject?.[0]} />
        <MailEditor label={t('editor.label')} description={t('editor.hint')} value={body} onChange={setBody} error={errors.body?.[0]} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button loading={busy} onClick={() => void save()}>
            {t('common.save')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

/** /communications/templates — the organization's mail templates (name, subject, body with placeholders). */
export default function TemplatesPage() {
  const { t } = useCommunicationsT();
  const { data, loading, error, refetch } = useQuery(MailTemplatesDocument, { fetchPolicy: 'cache-and-network' });
  const [remove] = useMutation(DeleteMailTemplateDocument, { refetchQueries: ['MailTemplates'] });
  const run = useMutationAction();
  const [editing, setEditing] = useState<Editing>(null);
  const [toDelete, setToDelete] = useState<MailTemplateFieldsFragment | null>(null);
  const templates = data?.mailTemplates ?? [];

  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Title order={1}>{t('templates.title')}</Title>
        <Button leftSection={<IconPlus size={18} aria-hidden />} onClick={() => setEditing({ template: null })}>
          {t('templates.add')}
        </Button>
      </Group>
      <Text c="dimmed">{t('templates.intro')}</Text>
      {loading && !data && <PageLoader />}
      {error && !data && <QueryError error={error} onRetry={() => void refetch()} forbidden={t('events:common.forbidden')} />}
      {data && templates.length === 0 && (
        <EmptyState text={t('templates.empty')} />
      )}
      {templates.length > 0 && (
        <Table striped verticalSpacing="sm">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('templates.name')}</Table.Th>
              <Table.Th>{t('templates.subject')}</Table.Th>
              <Table.Th>{t('templates.updatedAt')}</Table.Th>
              <Table.Th />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {templates.map((template) => (
              <Table.Tr key={template.id}>
                <Table.Td>{template.name}</Table.Td>
                <Table.Td>{template.subject}</Table.Td>
                <Table.Td>{formatSentAt(template.updatedAt)}</Table.Td>
                <Table.Td>
                  <Group gap={4} justify="flex-end">
                    <Tooltip label={t('templates.edit', { name: template.name })}>
                      <ActionIcon variant="subtle" aria-label={t('templates.edit', { name: template.name })} onClick={() => setEditing({ template })}>
                        <IconEdit size={18} aria-hidden />
                      </ActionIcon>
                    </Tooltip>
                    <Tooltip label={t('templates.deleteLabel', { name: template.name })}>
                      <ActionIcon variant="subtle" color="red" aria-label={t('templates.deleteLabel', { name: template.name })} onClick={() => setToDelete(template)}>
                        <IconTrash size={18} aria-hidden />
                      </ActionIcon>
                    </Tooltip>
                  </Group>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
      {editing && <TemplateModal editing={editing} onClose={() => setEditing(null)} />}
      <ConfirmModal
        opened={toDelete !== null}
        title={t('templates.deleteTitle')}
        text={t('templates.deleteText', { name: toDelete?.name ?? '' })}
        confirmLabel={t('common.delete')}
        danger
        onClose={() => setToDelete(null)}
        onConfirm={async () => {
          if (!toDelete) return;
          await run(() => remove({ variables: { id: toDelete.id } }), { success: t('templates.deleted'), fallback: t('send.failed') });
        }}
      />
    </Stack>
  );
}
