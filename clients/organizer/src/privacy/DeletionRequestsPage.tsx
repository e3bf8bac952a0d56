import { useMutation, useQuery } from '@apollo/client/react';
import { ConfirmModal, EmptyState, ReasonModal, formatDate, PageLoader, QueryError, useMutationAction } from '@benevo/ui';
import { Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconShieldCheck, IconTrash, IconX } from '@tabler/icons-react';
import { useState } from 'react';
import { ConfirmDeletionDocument, type DeletionRequestRowFragment, DeletionRequestsDocument, RefuseDeletionDocument } from '../gql/graphql';
import { usePrivacyT } from './i18n/use-privacy-t';

/** The server's limit on a refusal reason. */
const REASON_MAX_LENGTH = 2000;

const STATUS_COLOR: Record<string, string> = { pending: 'yellow', done: 'gray', refused: 'blue' };

const listStyle = { listStyle: 'none', padding: 0, margin: 0 } as const;

function useNameOf() {
  const { t } = usePrivacyT();
  return (request: DeletionRequestRowFragment) =>
    `${request.firstName} ${request.lastName}`.trim() || request.email || t('erased', { id: request.volunteerId });
}

function RequestCard({ request, onConfirm, onRefuse }: { request: DeletionRequestRowFragment; onConfirm?: () => void; onRefuse?: () => void }) {
  const { t } = usePrivacyT();
  const nameOf = useNameOf();
  const name = nameOf(request);
  return (
    <Card withBorder padding="md" radius="md" component="li">
      <Stack gap="xs">
        <Group justify="space-between" gap="xs" wrap="nowrap" align="flex-start">
          <Stack gap={0} style={{ minWidth: 0 }}>
            <Text fw={700} style={{ overflowWrap: 'anywhere' }}>
              {name}
            </Text>
            {request.email && (
              <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                {request.email}
              </Text>
            )}
          </Stack>
          <Badge color={STATUS_COLOR[request.status] ?? 'gray'} variant="light">
            {t(`status.${request.status}`)}
          </Badge>
        </Group>
        <Text size="xs" c="dimmed">
          {t('requestedAt', { date: formatDate(request.requestedAt) })}
          {request.decidedAt ? ` · ${t('decidedAt', { date: formatDate(request.decidedAt) })}` : ''}
        </Text>
        {request.status === 'refused' && request.refusalReason && <Text size="sm">{t('reasonShown', { reason: request.refusalReason })}</Text>}
        {request.status === 'pending' && (
          <Group justify="flex-end" gap="xs">
            <Button size="xs" variant="default" leftSection={<IconX size={16} aria-hidden />} onClick={onRefuse} aria-label={t('refuseAria', { name })}>
              {t('refuse')}
            </Button>
            <Button size="xs" color="red" leftSection={<IconTrash size={16} aria-hidden />} onClick={onConfirm} aria-label={t('confirmAria', { name })}>
              {t('confirm')}
            </Button>
          </Group>
        )}
      </Stack>
    </Card>
  );
}

/**
 * /volunteer/deletion-requests — the volunteers' requests to erase their personal data (issue 17): the
 * pending ones with "erase" (after a confirmation naming the person: it cannot be undone) and "refuse"
 * (with a reason mailed to them), then the requests already handled.
 */
export default function DeletionRequestsPage() {
  const { t } = usePrivacyT();
  const nameOf = useNameOf();
  const { data, loading, error, refetch } = useQuery(DeletionRequestsDocument, { fetchPolicy: 'cache-and-network' });
  const [confirmDeletion] = useMutation(ConfirmDeletionDocument);
  const [refuseDeletion] = useMutation(RefuseDeletionDocument);
  const run = useMutationAction();
  const [confirming, setConfirming] = useState<DeletionRequestRowFragment | null>(null);
  const [refusing, setRefusing] = useState<DeletionRequestRowFragment | null>(null);
  const reread = () => refetch().catch(() => undefined);
  const requests = data?.deletionRequests ?? [];
  const pending = requests.filter((request) => request.status === 'pending');
  const decided = requests.filter((request) => request.status !== 'pending');

  return (
    <Stack gap="md">
      <div>
        <Title order={1}>{t('title')}</Title>
        <Text c="dimmed" size="sm" mt={4}>
          {t('intro')}
        </Text>
      </div>
      {loading && !data && <PageLoader />}
      {error && !data && <QueryError error={error} fallback={t('error')} onRetry={() => void reread()} />}
      {data && pending.length === 0 && <EmptyState title={t('empty')} text={t('emptyText')} icon={<IconShieldCheck size={32} aria-hidden />} />}
      {pending.length > 0 && (
        <Stack gap="sm" component="section" aria-labelledby="deletion-pending">
          <Title order={2} size="h3" id="deletion-pending">
            {t('pending')}
          </Title>
          <Text size="sm" c="dimmed" aria-live="polite">
            {t('count', { count: pending.length })}
          </Text>
          <Stack gap="sm" component="ul" style={listStyle}>
            {pending.map((request) => (
              <RequestCard key={request.id} request={request} onConfirm={() => setConfirming(request)} onRefuse={() => setRefusing(request)} />
            ))}
          </Stack>
        </Stack>
      )}
      {decided.length > 0 && (
        <Stack gap="sm" component="section" aria-labelledby="deletion-decided">
          <Title order={2} size="h3" id="deletion-decided">
            {t('decided')}
          </Title>
          <Stack gap="sm" component="ul" style={listStyle}>
            {decided.map((request) => (
              <RequestCard key={request.id} request={request} />
            ))}
          </Stack>
        </Stack>
      )}
      <ConfirmModal
        opened={confirming !== null}
        title={confirming ? t('confirmTitle', { name: nameOf(confirming) }) : ''}
        text={confirming ? t('confirmText', { name: nameOf(confirming), email: confirming.email }) : ''}
        confirmLabel={t('confirm')}
        danger
        onClose={() => setConfirming(null)}
        onConfirm={async () => {
          if (!confirming) return;
          await run(() => confirmDeletion({ variables: { id: confirming.id } }), { success: t('confirmed'), onSuccess: reread });
        }}
      />
      <ReasonModal
        opened={refusing !== null}
        title={refusing ? t('refuseTitle', { name: nameOf(refusing) }) : ''}
        text={t('refuseText')}
        reasonLabel={t('reason')}
        maxLength={REASON_MAX_LENGTH}
        submitLabel={t('refuse')}
        onClose={() => setRefusing(null)}
        onSubmit={async (reason) => {
          if (!refusing) return false;
          const outcome = await run(() => refuseDeletion({ variables: { id: refusing.id, reason: reason.trim() || null } }), {
            success: t('refused'),
            onSuccess: reread,
          });
          return outcome.ok;
        }}
      />
    </Stack>
  );
}
