import { useQuery } from '@apollo/client/react';
import { DEFAULT_TIME_ZONE } from '@benevo/schema';
import { EmptyState, formatSlot, moment, QueryError } from '@benevo/ui';
import { Badge, Card, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconHistory } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { MyPointsDocument, type MyPointsQuery } from '../gql/graphql';
import { BalanceCard } from './BalanceCard';
import { formatPointsDiff, usePoints } from './points-format';

type Transaction = MyPointsQuery['myPoints']['transactions'][number];

/** What caused a change, in the volunteer's words: the slot, the product and quantity, or the organizer's reason. */
export function useTransactionCause(timeZones: ReadonlyMap<string, string>): (transaction: Transaction) => string | null {
  const { t } = useTranslation();
  return ({ triggerData: data }) => {
    if (data.productName) return t('portal.points.product', { product: data.productName, quantity: data.quantity ?? 1 });
    if (data.reason) return t('portal.points.reason', { reason: data.reason });
    if (data.eventName || data.positionName) {
      const what = [data.eventName, data.positionName].filter(Boolean).join(' · ');
      if (!data.startTime || !data.endTime) return what;
      // The slot's times in its event's time zone, like the participations list shows them.
      const timeZone = (data.eventId && timeZones.get(data.eventId)) || DEFAULT_TIME_ZONE;
      return `${what}, ${formatSlot(data.startTime, data.endTime, timeZone)}`;
    }
    return null;
  };
}

function TransactionCard({ transaction, cause }: { transaction: Transaction; cause: string | null }) {
  const { t, i18n } = useTranslation();
  const points = usePoints();
  const gain = transaction.pointsDiff >= 0;
  return (
    <Card withBorder padding="sm" radius="md" component="li">
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
        <Stack gap={2} style={{ minWidth: 0 }}>
          <Text fw={700}>{transaction.label}</Text>
          {cause && (
            <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
              {cause}
            </Text>
          )}
          <Text size="xs" c="dimmed">
            <time dateTime={transaction.createdAt}>
              {moment(transaction.createdAt).format('DD.MM.YYYY, HH:mm')}
            </time>
          </Text>
        </Stack>
        <Stack gap={2} align="flex-end" style={{ flexShrink: 0 }}>
          <Badge size="lg" variant="light" color={gain ? 'teal' : 'red'} tt="none">
            {formatPointsDiff(transaction.pointsDiff, i18n.language)}
          </Badge>
          <Text size="xs" c="dimmed">
            {t('portal.points.balanceAfter', { balance: points(transaction.balance) })}
          </Text>
        </Stack>
      </Group>
    </Card>
  );
}

/**
 * The "Points" section of the space: the balance and every change of it, newest first, each with its
 * trigger's label as the server words it in the volunteer's language. `timeZones` gives the event time
 * zone of the volunteer's participations (by event id), for the times of a slot that earned points.
 */
export function PointsSection({ token, timeZones }: { token: string; timeZones: ReadonlyMap<string, string> }) {
  const { t } = useTranslation();
  const { data, error, refetch } = useQuery(MyPointsDocument, { variables: { token } });
  const cause = useTransactionCause(timeZones);

  if (!data && error) return <QueryError error={error} fallback={t('portal.points.error')} onRetry={() => void refetch().catch(() => undefined)} />;

  const transactions = data?.myPoints.transactions ?? [];
  return (
    <Stack gap="md">
      <BalanceCard balance={data ? data.myPoints.balance : null} />
      <Stack gap="sm" component="section" aria-labelledby="points-history">
        <Title order={2} size="h3" id="points-history">
          {t('portal.points.history')}
        </Title>
        {!data ? (
          <Skeleton height={72} radius="md" />
        ) : transactions.length === 0 ? (
          <EmptyState order={3} icon={<IconHistory size={40} aria-hidden />} title={t('portal.points.empty')} text={t('portal.points.emptyText')} />
        ) : (
          <Stack gap="xs" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
            {transactions.map((transaction) => (
              <TransactionCard key={transaction.id} transaction={transaction} cause={cause(transaction)} />
            ))}
          </Stack>
        )}
      </Stack>
    </Stack>
  );
}
