import {
  ConfirmModal,
  EmptyState,
  evictFromCache,
  formatDate,
  formatTime,
  PageLoader,
  QueryError,
  ResponsiveTable,
  toast,
  useConfirmDelete,
  useMutationAction,
} from '@benevo/ui';
import { useMutation, useQuery } from '@apollo/client/react';
import { ActionIcon, Button, Group, Stack, Text, Tooltip } from '@mantine/core';
import { IconEdit, IconLink, IconPlus, IconRefresh, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { DeleteScanOperatorDocument, RotateScanOperatorSecretDocument, type ScanOperatorFragment, ScanEventTagsDocument, ScanOperatorsDocument } from '../../gql/graphql';
import { useScanT } from '../i18n/use-scan-t';
import { operatorLoginLink } from '../login-link';
import { type ScanEvent, ScanEventLayout } from '../ScanEventLayout';
import { TagBadges } from '../TagBadges';
import { OperatorModal } from './OperatorModal';
import { SecretModal } from './SecretModal';

interface Revealed {
  name: string;
  secret: string;
}

/** What "new link" does once confirmed: copy the new link straight away, or show it in the secret dialog. */
interface Rotation {
  operator: ScanOperatorFragment;
  copy: boolean;
}

function EventOperators({ event }: { event: ScanEvent }) {
  const { t } = useScanT();
  const [editing, setEditing] = useState<ScanOperatorFragment | 'new' | null>(null);
  const [revealed, setRevealed] = useState<Revealed | null>(null);
  const [rotating, setRotating] = useState<Rotation | null>(null);
  const { data, loading, error, refetch } = useQuery(ScanOperatorsDocument, { variables: { eventId: event.id }, fetchPolicy: 'cache-and-network' });
  const { data: tagsData } = useQuery(ScanEventTagsDocument, { variables: { id: event.id } });
  const [rotate] = useMutation(RotateScanOperatorSecretDocument);
  const [remove] = useMutation(DeleteScanOperatorDocument);
  const run = useMutationAction();
  const deletion = useConfirmDelete<ScanOperatorFragment>({
    title: t('operators.deleteTitle'),
    text: (operator) => t('operators.deleteText', { name: operator.name, interpolation: { escapeValue: false } }),
    confirmLabel: t('common.delete'),
    success: t('operators.deleted'),
    remove: (operator) => remove({ variables: { id: operator.id }, update: evictFromCache('Operator', operator.id) }),
  });

  async function rotateSecret({ operator, copy }: Rotation) {
    const outcome = await run(async () => (await rotate({ variables: { id: operator.id } })).data?.rotateOperatorSecret);
    const secret = outcome.ok ? outcome.data?.loginSecret : null;
    if (!secret) return;
    if (copy) {
      try {
        await navigator.clipboard.writeText(operatorLoginLink(secret));
        toast.success(t('operators.linkCopied', { name: operator.name, interpolation: { escapeValue: false } }));
        return;
      } catch {
        // No clipboard (an insecure page, a refused permission): the dialog shows the link to copy by hand.
      }
    }
    setRevealed({ name: operator.name, secret });
  }

  if (!data) {
    if (loading) return <PageLoader />;
    return <QueryError error={error} onRetry={() => void refetch()} forbidden={t('common.forbidden')} />;
  }

  const tags = (tagsData?.event.tags ?? []).map((tag) => ({ id: tag.id, label: tag.displayName }));
  const operators = data.operators;
  const newButton = (
    <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setEditing('new')}>
      {t('operators.new')}
    </Button>
  );

  return (
    <Stack gap="md">
      {operators.length === 0 ? (
        <EmptyState title={t('operators.empty')} text={t('operators.emptyText')}>
          {newButton}
        </EmptyState>
      ) : (
        <>
          <Group justify="flex-end">{newButton}</Group>
          <ResponsiveTable
            label={t('operators.tableLabel')}
            rows={operators}
            rowKey={(operator) => operator.id}
            columns={[
              { label: t('operators.name'), render: (operator) => <Text size="sm" fw={500}>{operator.name}</Text> },
              { label: t('operators.tags'), render: (operator) => <TagBadges tags={operator.tags} /> },
              {
                label: t('operators.lastLogin'),
                nowrap: true,
                render: (operator) =>
                  operator.lastLoginAt ? `${formatDate(operator.lastLoginAt, event.timeZone)} ${formatTime(operator.lastLoginAt, event.timeZone)}` : <Text size="sm" c="dimmed">{t('common.never')}</Text>,
              },
              {
                label: t('common.actions'),
                render: (operator) => (
                  <Group gap={4} wrap="nowrap">
                    <Tooltip label={t('operators.copyLink')}>
                      <ActionIcon variant="subtle" aria-label={`${t('operators.copyLink')} ${operator.name}`} onClick={() => setRotating({ operator, copy: true })}>
                        <IconLink size={16} aria-hidden />
                      </ActionIcon>
                    </Tooltip>
                    <Tooltip label={t('operators.newLink')}>
                      <ActionIcon variant="subtle" aria-label={`${t('operators.newLink')} ${operator.name}`} onClick={() => setRotating({ operator, copy: false })}>
                        <IconRefresh size={16} aria-hidden />
                      </ActionIcon>
                    </Tooltip>
                    <Tooltip label={t('common.edit')}>
                      <ActionIcon variant="subtle" aria-label={`${t('common.edit')} ${operator.name}`} onClick={() => setEditing(operator)}>
                        <IconEdit size={16} aria-hidden />
                      </ActionIcon>
                    </Tooltip>
                    <Tooltip label={t('common.delete')}>
                      <ActionIcon variant="subtle" color="red" aria-label={`${t('common.delete')} ${operator.name}`} onClick={() => deletion.ask(operator)}>
                        <IconTrash size={16} aria-hidden />
                      </ActionIcon>
                    </Tooltip>
                  </Group>
                ),
              },
            ]}
          />
        </>
      )}
      {editing !== null && (
        <OperatorModal
          eventId={event.id}
          operator={editing === 'new' ? null : editing}
          tags={tags}
          onClose={() => setEditing(null)}
          onCreated={(name, secret) => setRevealed({ name, secret })}
        />
      )}
      <ConfirmModal
        opened={rotating !== null}
        title={t('operators.rotateTitle')}
        text={rotating ? t('operators.rotateText', { name: rotating.operator.name, interpolation: { escapeValue: false } }) : ''}
        confirmLabel={rotating?.copy === false ? t('operators.rotateShow') : t('operators.rotateCopy')}
        danger
        onClose={() => setRotating(null)}
        onConfirm={() => (rotating ? rotateSecret(rotating) : undefined)}
      />
      {revealed && <SecretModal name={revealed.name} secret={revealed.secret} onClose={() => setRevealed(null)} />}
      {deletion.modal}
    </Stack>
  );
}

/** /scan/operators: the operators of an event's scan stand — create, edit, delete, and their login links. */
export default function OperatorsPage() {
  const { t } = useScanT();
  return (
    <ScanEventLayout title={t('operators.title')} subtitle={t('operators.subtitle')}>
      {(event) => <EventOperators key={event.id} event={event} />}
    </ScanEventLayout>
  );
}
