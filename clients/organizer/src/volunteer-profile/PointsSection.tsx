import { EmptyState, formatDate, formatPoints, formatSlot, formatTime, QueryError, ResponsiveTable } from '@benevo/ui';
import { DEFAULT_TIME_ZONE } from '@benevo/schema';
import { useQuery } from '@apollo/client/react';
import { Anchor, Button, Group, Loader, Text } from '@mantine/core';
import { IconAdjustments } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { type ProfilePointsTransactionFragment, VolunteerPointsDocument } from '../gql/graphql';
import { AdjustPointsModal } from './AdjustPointsModal';
import { useVolunteerProfileT } from './i18n/use-volunteer-profile-t';
import { Section } from './Section';

const PARTICIPATION_TRIGGERS = new Set(['participation_accepted', 'participation_cancelled', 'participation_changed', 'time_slot_changed', 'hourly_rate_changed']);
const ORDER_TRIGGERS = new Set(['product_purchased', 'order_cancelled']);

/** What caused a change: the participation (event, mission, slot), the order (product × quantity) or the organizer's reason. */
function Cause({ transaction }: { transaction: ProfilePointsTransactionFragment }) {
  const { t } = useVolunteerProfileT();
  const data = transaction.triggerData;
  if (PARTICIPATION_TRIGGERS.has(transaction.trigger) && data.eventName) {
    return (
      <>
        {data.eventId ? (
          <Anchor component={Link} to={`/events/volunteers/${data.eventId}`} size="sm">
            {data.eventName}
          </Anchor>
        ) : (
          data.eventName
        )}
        {data.positionName && <Text size="sm">{data.positionName}</Text>}
        {data.startTime && data.endTime && (
          // The ledger keeps no time zone: the slot reads in the product's default one.
          <Text size="xs" c="dimmed">
            {formatSlot(data.startTime, data.endTime, DEFAULT_TIME_ZONE)}
          </Text>
        )}
      </>
    );
  }
  if (ORDER_TRIGGERS.has(transaction.trigger) && data.productName) {
    return <>{t('points.product', { name: data.productName, quantity: data.quantity ?? 1, interpolation: { escapeValue: false } })}</>;
  }
  if (data.reason) return <Text size="sm" style={{ whiteSpace: 'pre-line' }}>{data.reason}</Text>;
  return <>{t('contact.none')}</>;
}

/**
 * The volunteer's points: balance, the ledger newest first (what changed, by how much, the balance
 * after it, when and why) and the organizer's manual adjustment.
 */
export function PointsSection({ volunteerId, name }: { volunteerId: string; name: string }) {
  const { t, i18n } = useVolunteerProfileT();
  const [adjusting, setAdjusting] = useState(false);
  const { data, loading, error, refetch } = useQuery(VolunteerPointsDocument, { variables: { volunteerId }, fetchPolicy: 'cache-and-network' });
  const points = data?.volunteerPoints;

  return (
    <Section
      title={t('points.title')}
      aside={
        points && (
          <Group gap="sm">
            <Text fw={600} aria-live="polite">
              {t('points.balance', { count: points.balance, value: formatPoints(points.balance, i18n.language) })}
            </Text>
            <Button size="xs" variant="light" leftSection={<IconAdjustments size={14} aria-hidden />} onClick={() => setAdjusting(true)}>
              {t('points.adjust')}
            </Button>
          </Group>
        )
      }
    >
      {!points ? (
        loading ? (
          <Group justify="center">
            <Loader size="sm" role="status" aria-label={t('points.loading')} />
          </Group>
        ) : (
          <QueryError error={error} onRetry={() => void refetch()} />
        )
      ) : points.transactions.length === 0 ? (
        <EmptyState title={t('points.empty')} text={t('points.emptyText')} />
      ) : (
        <ResponsiveTable
            label={t('points.history')}
            rows={points.transactions}
            rowKey={(transaction) => transaction.id}
            columns={[
              { label: t('points.label'), render: (transaction) => transaction.label },
              {
                label: t('points.diff'),
                nowrap: true,
                render: (transaction) => (
                  <Text size="sm" fw={600} c={transaction.pointsDiff < 0 ? 'red' : 'teal'}>
                    {formatPoints(transaction.pointsDiff, i18n.language, true)}
                  </Text>
                ),
              },
              { label: t('points.balanceAfter'), nowrap: true, render: (transaction) => formatPoints(transaction.balance, i18n.language) },
              {
                label: t('points.date'),
                nowrap: true,
                render: (transaction) => `${formatDate(transaction.createdAt)} ${formatTime(transaction.createdAt, DEFAULT_TIME_ZONE)}`,
              },
              { label: t('points.cause'), render: (transaction) => <Cause transaction={transaction} /> },
            ]}
        />
      )}
      {points && (
        <AdjustPointsModal opened={adjusting} onClose={() => setAdjusting(false)} volunteerId={volunteerId} name={name} balance={points.balance} />
      )}
    </Section>
  );
}
