import { useMutation, useQuery } from '@apollo/client/react';
import { EmptyState, moment, QueryError } from '@benevo/ui';
import { Badge, Button, Card, Group, Progress, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconTicketOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ClaimVoucherDocument, MyVouchersDocument, type MyVouchersQuery } from '../gql/graphql';
import { ConfirmActionModal, useConfirmAction } from './ConfirmAction';
import { CopyCode } from './CopyCode';

type Pool = MyVouchersQuery['myVouchers']['pools'][number];

const listStyle = { listStyle: 'none', padding: 0, margin: 0 } as const;

/**
 * The vouchers of the space (vouchers enabled): how many the volunteer may still claim, the pools with
 * codes left and a "Claim" button (after a confirmation), and the codes already claimed, each with a
 * copy button. The server's refusals (allowance reached, pool emptied meanwhile) show in its words.
 */
export function VouchersSection({ token }: { token: string }) {
  const { t } = useTranslation();
  const { data, error, refetch } = useQuery(MyVouchersDocument, { variables: { token } });
  const [claimVoucher] = useMutation(ClaimVoucherDocument);
  const claim = useConfirmAction<Pool>(
    (pending) =>
      claimVoucher({
        variables: { token, poolId: pending.id },
        refetchQueries: [{ query: MyVouchersDocument, variables: { token } }],
        awaitRefetchQueries: true,
      }),
    { success: t('portal.vouchers.claimed'), onRefused: () => void refetch().catch(() => undefined) },
  );

  if (!data && error) {
    return <QueryError error={error} fallback={t('portal.vouchers.error')} forbidden={t('portal.vouchers.closed')} onRetry={() => void refetch().catch(() => undefined)} />;
  }
  if (!data) return <Skeleton height={160} radius="md" />;

  const { allowed, claimed, pools, codes } = data.myVouchers;
  const left = Math.max(0, allowed - claimed);
  const offered = pools.filter((pool) => pool.nbAvailable > 0);
  const myCodes = [...codes].sort((a, b) => b.claimedAt.localeCompare(a.claimedAt));

  return (
    <Stack gap="md">
      <Card withBorder padding="md" radius="md">
        <Stack gap={6}>
          <Title order={2} size="h3">
            {t('portal.vouchers.title')}
          </Title>
          {allowed === 0 ? (
            <Text size="sm">{t('portal.vouchers.noAllowance')}</Text>
          ) : (
            <>
              <Text fw={600}>{t('portal.vouchers.allowance', { claimed, allowed })}</Text>
              <Progress value={Math.min(100, (claimed / allowed) * 100)} aria-label={t('portal.vouchers.allowance', { claimed, allowed })} />
              {left === 0 && (
                <Text size="sm" c="dimmed">
                  {t('portal.vouchers.allowanceReached')}
                </Text>
              )}
            </>
          )}
        </Stack>
      </Card>

      {left > 0 && (
        <Stack gap="sm" component="section" aria-labelledby="voucher-pools">
          <Title order={2} size="h3" id="voucher-pools">
            {t('portal.vouchers.pools')}
          </Title>
          {offered.length === 0 ? (
            <Text c="dimmed">{t('portal.vouchers.noPools')}</Text>
          ) : (
            <Stack gap="sm" component="ul" style={listStyle}>
              {offered.map((pool) => (
                <Card key={pool.id} withBorder padding="md" radius="md" component="li">
                  <Group justify="space-between" wrap="nowrap" gap="xs">
                    <Stack gap={2} style={{ minWidth: 0 }}>
                      <Text fw={700} style={{ overflowWrap: 'anywhere' }}>
                        {pool.name}
                      </Text>
                      <Text size="sm" c="dimmed">
                        {t('portal.vouchers.available', { count: pool.nbAvailable })}
                      </Text>
                    </Stack>
                    <Button onClick={() => claim.ask(pool)} aria-label={t('portal.vouchers.claimPool', { name: pool.name })} style={{ flexShrink: 0 }}>
                      {t('portal.vouchers.claim')}
                    </Button>
                  </Group>
                </Card>
              ))}
            </Stack>
          )}
        </Stack>
      )}

      <Stack gap="sm" component="section" aria-labelledby="my-voucher-codes">
        <Title order={2} size="h3" id="my-voucher-codes">
          {t('portal.vouchers.myCodes')}
        </Title>
        {myCodes.length === 0 ? (
          <EmptyState order={3} icon={<IconTicketOff size={40} aria-hidden />} title={t('portal.vouchers.noCodes')} text={t('portal.vouchers.noCodesText')} />
        ) : (
          <Stack gap="sm" component="ul" style={listStyle}>
            {myCodes.map((voucher) => (
              <Card key={voucher.id} withBorder padding="md" radius="md" component="li">
                <Stack gap={4}>
                  <Group justify="space-between" wrap="nowrap" gap="xs">
                    <Text fw={700} style={{ overflowWrap: 'anywhere', minWidth: 0 }}>
                      {voucher.poolName}
                    </Text>
                    <Badge variant="light" color="gray" tt="none" style={{ flexShrink: 0 }}>
                      {t('portal.vouchers.claimedAt', { date: moment(voucher.claimedAt).format('DD.MM.YYYY') })}
                    </Badge>
                  </Group>
                  <CopyCode code={voucher.code} />
                </Stack>
              </Card>
            ))}
          </Stack>
        )}
      </Stack>

      <ConfirmActionModal action={claim} title={t('portal.vouchers.claimTitle')} confirmLabel={t('portal.vouchers.claim')}>
        {(pending) => <Text>{t('portal.vouchers.claimText', { name: pending.name, left: left - 1 })}</Text>}
      </ConfirmActionModal>
    </Stack>
  );
}
