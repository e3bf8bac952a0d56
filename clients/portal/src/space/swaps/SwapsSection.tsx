import { useMutation, useQuery } from '@apollo/client/react';
import { EmptyState, formatSlot, QueryError } from '@benevo/ui';
import { Badge, Button, Card, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconArrowsExchange } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { MySwapsDocument, type SwapFieldsFragment, TakeShiftSwapDocument, WithdrawShiftSwapDocument } from '../../gql/graphql';
import { ConfirmActionModal, useConfirmAction } from '../ConfirmAction';

const listStyle = { listStyle: 'none', padding: 0, margin: 0 } as const;

const STATUS_COLOR: Record<string, string> = {
  open: 'grape',
  pending_approval: 'yellow',
  done: 'green',
  cancelled: 'gray',
  refused: 'red',
};

const slotOf = (swap: SwapFieldsFragment) => formatSlot(swap.startTime, swap.endTime, swap.eventTimeZone);

function ShiftLines({ swap }: { swap: SwapFieldsFragment }) {
  return (
    <Stack gap={2} style={{ minWidth: 0 }}>
      <Text c="dimmed" size="sm">
        {swap.eventName}
      </Text>
      <Text fw={700} style={{ overflowWrap: 'anywhere' }}>
        {swap.positionName}
        {swap.sectorName ? ` · ${swap.sectorName}` : ''}
      </Text>
      <Text size="sm">{slotOf(swap)}</Text>
    </Stack>
  );
}

/** An offer I may take: the shift, who offers it (to me personally or to the event), and "Take over". */
function OfferCard({ swap, onTake }: { swap: SwapFieldsFragment; onTake: () => void }) {
  const { t } = useTranslation();
  return (
    <Card withBorder padding="md" radius="md" component="li">
      <Stack gap={6}>
        <ShiftLines swap={swap} />
        <Text size="sm">{t('portal.swaps.offeredBy', { name: swap.offeredByName })}</Text>
        {swap.named && (
          <Badge variant="light" color="grape" tt="none">
            {t('portal.swaps.offeredToYou')}
          </Badge>
        )}
        {swap.approvalRequired && (
          <Text size="sm" c="dimmed">
            {t('portal.swaps.approvalNote')}
          </Text>
        )}
        <Group justify="flex-end">
          <Button size="xs" onClick={onTake} aria-label={t('portal.swaps.takeAria', { position: swap.positionName, slot: slotOf(swap) })}>
            {t('portal.swaps.take')}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}

/** A swap I offered or took: its state, to whom, by whom, the organizer's reason; an open offer of mine can be withdrawn. */
function MySwapCard({ swap, onWithdraw }: { swap: SwapFieldsFragment; onWithdraw: () => void }) {
  const { t } = useTranslation();
  const status = swap.status as keyof typeof STATUS_COLOR;
  const stale = swap.mine && swap.status === 'open' && !swap.shiftAvailable;
  return (
    <Card withBorder padding="md" radius="md" component="li" bg={swap.status === 'cancelled' ? 'var(--mantine-color-gray-0)' : undefined}>
      <Stack gap={6}>
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
          <ShiftLines swap={swap} />
          <Badge tt="none" variant="light" color={STATUS_COLOR[status] ?? 'gray'} style={{ flexShrink: 0 }} maw="50%">
            {t(`portal.swaps.status.${status}`, { defaultValue: swap.status })}
          </Badge>
        </Group>
        {swap.mine ? (
          <Text size="sm">{swap.named ? t('portal.swaps.offeredTo', { email: swap.targetEmail ?? '' }) : t('portal.swaps.offeredToAll')}</Text>
        ) : (
          <Text size="sm">
            {swap.status === 'done' ? t('portal.swaps.takenFrom', { name: swap.offeredByName }) : t('portal.swaps.offeredBy', { name: swap.offeredByName })}
          </Text>
        )}
        {swap.mine && swap.takerName && <Text size="sm">{t('portal.swaps.takenBy', { name: swap.takerName })}</Text>}
        {swap.status === 'refused' && swap.decisionMessage && (
          <Text size="sm" c="dimmed">
            {t('portal.swaps.reason', { message: swap.decisionMessage })}
          </Text>
        )}
        {stale && (
          <Text size="sm" c="dimmed">
            {t('portal.swaps.unavailable')}
          </Text>
        )}
        {swap.mine && swap.status === 'open' && (
          <Group justify="flex-end">
            <Button
              variant="light"
              color="red"
              size="xs"
              onClick={onWithdraw}
              aria-label={t('portal.swaps.withdrawAria', { position: swap.positionName, slot: slotOf(swap) })}
            >
              {t('portal.swaps.withdraw')}
            </Button>
          </Group>
        )}
      </Stack>
    </Card>
  );
}

/**
 * The swaps section of the space: the shifts other volunteers offer me (named to me, or to the events I
 * take part in) with "Take over" after a confirmation, and the swaps I offered or took with their state
 * ("Withdraw" for an open offer of mine). Refusals (rules, a shift just taken by someone else) show in
 * the dialog in the server's words; the lists are read again.
 */
export function SwapsSection({ token }: { token: string }) {
  const { t } = useTranslation();
  const { data, error, refetch } = useQuery(MySwapsDocument, { variables: { token } });
  const [takeSwap] = useMutation(TakeShiftSwapDocument);
  const [withdrawSwap] = useMutation(WithdrawShiftSwapDocument);
  const reread = () => void refetch().catch(() => undefined);
  // The space's shifts (an active query while the section shows) change too when a shift is taken over.
  const refetchQueries = [{ query: MySwapsDocument, variables: { token } }, 'VolunteerSpace'];

  const take = useConfirmAction<SwapFieldsFragment>(
    (swap) => takeSwap({ variables: { token, id: swap.id }, refetchQueries, awaitRefetchQueries: true }),
    { success: t('portal.swaps.taken'), onRefused: reread },
  );
  const takePending = useConfirmAction<SwapFieldsFragment>(
    (swap) => takeSwap({ variables: { token, id: swap.id }, refetchQueries, awaitRefetchQueries: true }),
    { success: t('portal.swaps.takenPending'), onRefused: reread },
  );
  const withdraw = useConfirmAction<SwapFieldsFragment>(
    (swap) => withdrawSwap({ variables: { token, id: swap.id }, refetchQueries, awaitRefetchQueries: true }),
    { success: t('portal.swaps.withdrawn'), onRefused: reread },
  );

  if (!data && error) return <QueryError error={error} fallback={t('portal.swaps.error')} onRetry={reread} />;
  if (!data) return <Skeleton height={160} radius="md" aria-label={t('portal.swaps.title')} />;

  const { mine, available } = data.mySwaps;

  return (
    <Stack gap="md">
      <Stack gap={4}>
        <Title order={2} size="h3">
          {t('portal.swaps.title')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('portal.swaps.intro')}
        </Text>
      </Stack>

      <Stack gap="sm" component="section" aria-labelledby="swaps-available">
        <Title order={3} size="h4" id="swaps-available">
          {t('portal.swaps.available')}
        </Title>
        {available.length === 0 ? (
          <EmptyState order={3} title={t('portal.swaps.availableEmpty')} text={t('portal.swaps.availableEmptyText')} icon={<IconArrowsExchange size={32} aria-hidden />} />
        ) : (
          <Stack gap="sm" component="ul" style={listStyle}>
            {available.map((swap) => (
              <OfferCard key={swap.id} swap={swap} onTake={() => (swap.approvalRequired ? takePending.ask(swap) : take.ask(swap))} />
            ))}
          </Stack>
        )}
      </Stack>

      <Stack gap="sm" component="section" aria-labelledby="swaps-mine">
        <Title order={3} size="h4" id="swaps-mine">
          {t('portal.swaps.mine')}
        </Title>
        {mine.length === 0 ? (
          <EmptyState order={3} title={t('portal.swaps.mineEmpty')} text={t('portal.swaps.mineEmptyText')} />
        ) : (
          <Stack gap="sm" component="ul" style={listStyle}>
            {mine.map((swap) => (
              <MySwapCard key={swap.id} swap={swap} onWithdraw={() => withdraw.ask(swap)} />
            ))}
          </Stack>
        )}
      </Stack>

      {[take, takePending].map((action, i) => (
        <ConfirmActionModal key={i} action={action} title={t('portal.swaps.takeTitle')} confirmLabel={t('portal.swaps.takeConfirm')}>
          {(swap) => (
            <Stack gap="xs">
              <Text>{t('portal.swaps.takeText', { position: swap.positionName, event: swap.eventName, slot: slotOf(swap), name: swap.offeredByName })}</Text>
              {swap.approvalRequired && (
                <Text size="sm" c="dimmed">
                  {t('portal.swaps.takeApprovalText')}
                </Text>
              )}
            </Stack>
          )}
        </ConfirmActionModal>
      ))}
      <ConfirmActionModal action={withdraw} title={t('portal.swaps.withdrawTitle')} confirmLabel={t('portal.swaps.withdraw')}>
        {(swap) => <Text>{t('portal.swaps.withdrawText', { position: swap.positionName, slot: slotOf(swap) })}</Text>}
      </ConfirmActionModal>
    </Stack>
  );
}
