import { useMutation, useQuery } from '@apollo/client/react';
import { MAX_SWAP_MESSAGE_LENGTH } from '@benevo/schema';
import { ConfirmModal, EmptyState, ReasonModal, formatDate, formatSlot, PageLoader, QueryError, useMutationAction } from '@benevo/ui';
import { Button, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconArrowsExchange, IconCheck, IconX } from '@tabler/icons-react';
import { useState } from 'react';
import { ApproveSwapDocument, type PendingSwapFragment, PendingSwapsDocument, RefuseSwapDocument } from '../gql/graphql';
import { useSwapsT } from './i18n/use-swaps-t';

const slotOf = (swap: PendingSwapFragment) => formatSlot(swap.startTime, swap.endTime, swap.eventTimeZone);

function Person({ label, name, email }: { label: string; name: string; email: string | null }) {
  return (
    <Stack gap={0} style={{ minWidth: 0 }}>
      <Text size="xs" c="dimmed" tt="uppercase">
        {label}
      </Text>
      <Text fw={500} style={{ overflowWrap: 'anywhere' }}>
        {name}
      </Text>
      {email && (
        <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
          {email}
        </Text>
      )}
    </Stack>
  );
}

/**
 * /participations/swaps — the shift swaps waiting for the organizer's approval (events with "swaps need
 * approval"), by shift start: who gives the shift, who takes it over; approve (after a confirmation:
 * the server checks the rules again and moves the shift) or refuse with an optional reason.
 */
export default function SwapApprovalPage() {
  const { t } = useSwapsT();
  const { data, loading, error, refetch } = useQuery(PendingSwapsDocument, { fetchPolicy: 'cache-and-network' });
  const [approveSwap] = useMutation(ApproveSwapDocument);
  const [refuseSwap] = useMutation(RefuseSwapDocument);
  const run = useMutationAction();
  const [approving, setApproving] = useState<PendingSwapFragment | null>(null);
  const [refusing, setRefusing] = useState<PendingSwapFragment | null>(null);
  const reread = () => refetch().catch(() => undefined);
  const swaps = (data?.pendingSwaps ?? []).filter((swap) => swap.status === 'pending_approval');

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
      {data && swaps.length === 0 && <EmptyState title={t('empty')} text={t('emptyText')} icon={<IconArrowsExchange size={32} aria-hidden />} />}
      {swaps.length > 0 && (
        <>
          <Text size="sm" c="dimmed" aria-live="polite">
            {t('count', { count: swaps.length })}
          </Text>
          <Stack gap="sm" component="ul" aria-label={t('listLabel')} style={{ listStyle: 'none', padding: 0, margin: 0 }}>
            {swaps.map((swap) => (
              <Card key={swap.id} withBorder padding="md" radius="md" component="li">
                <Stack gap="sm">
                  <Stack gap={2}>
                    <Text c="dimmed" size="sm">
                      {swap.eventName}
                    </Text>
                    <Text fw={700}>
                      {swap.positionName}
                      {swap.sectorName ? ` · ${swap.sectorName}` : ''}
                    </Text>
                    <Text size="sm">{slotOf(swap)}</Text>
                  </Stack>
                  <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
                    <Person label={t('from')} name={swap.offeredByName} email={swap.offeredByEmail} />
                    <Person label={t('to')} name={swap.takerName ?? ''} email={swap.takerEmail} />
                  </SimpleGrid>
                  <Group justify="space-between" gap="xs">
                    <Text size="xs" c="dimmed">
                      {swap.takenAt ? t('askedAt', { date: formatDate(swap.takenAt, swap.eventTimeZone) }) : ''}
                    </Text>
                    <Group gap="xs">
                      <Button
                        size="xs"
                        color="red"
                        variant="light"
                        leftSection={<IconX size={16} aria-hidden />}
                        onClick={() => setRefusing(swap)}
                        aria-label={t('refuseAria', { position: swap.positionName, slot: slotOf(swap) })}
                      >
                        {t('refuse')}
                      </Button>
                      <Button
                        size="xs"
                        leftSection={<IconCheck size={16} aria-hidden />}
                        onClick={() => setApproving(swap)}
                        aria-label={t('approveAria', { position: swap.positionName, slot: slotOf(swap) })}
                      >
                        {t('approve')}
                      </Button>
                    </Group>
                  </Group>
                </Stack>
              </Card>
            ))}
          </Stack>
        </>
      )}

      <ConfirmModal
        opened={approving !== null}
        title={t('approveTitle')}
        text={approving ? t('approveText', { from: approving.offeredByName, to: approving.takerName ?? '', position: approving.positionName, slot: slotOf(approving) }) : ''}
        confirmLabel={t('approve')}
        onClose={() => setApproving(null)}
        onConfirm={async () => {
          if (!approving) return;
          await run(() => approveSwap({ variables: { id: approving.id } }), { success: t('approved'), fieldErrors: 'toast' });
          // Approved or refused by the rules meanwhile: the list says what is left.
          await reread();
        }}
      />
      <ReasonModal
        opened={refusing !== null}
        title={t('refuseTitle')}
        text={refusing ? t('refuseText', { from: refusing.offeredByName, to: refusing.takerName ?? '' }) : ''}
        reasonLabel={t('reason')}
        maxLength={MAX_SWAP_MESSAGE_LENGTH}
        submitLabel={t('refuse')}
        danger
        onClose={() => setRefusing(null)}
        onSubmit={async (message) => {
          if (!refusing) return false;
          const outcome = await run(() => refuseSwap({ variables: { id: refusing.id, message: message.trim() || null } }), {
            success: t('refused'),
            fieldErrors: 'toast',
          });
          await reread();
          return outcome.ok;
        }}
      />
    </Stack>
  );
}
