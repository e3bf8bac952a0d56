import { useQuery } from '@apollo/client/react';
import { EmptyState, moment, QueryError } from '@benevo/ui';
import { Badge, Card, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconPackageOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { type MyOrderFragment, MyOrdersDocument, type OrderStatus } from '../gql/graphql';
import { CopyCode } from './CopyCode';
import { usePoints } from './points-format';

export const ORDER_STATUS_COLOR: Record<OrderStatus, string> = {
  AWAITING_DELIVERY: 'yellow',
  DELIVERED: 'teal',
  CANCELLED: 'gray',
};

function OrderCard({ order }: { order: MyOrderFragment }) {
  const { t } = useTranslation();
  const points = usePoints();
  return (
    <Card withBorder padding="md" radius="md" component="li" bg={order.status === 'CANCELLED' ? 'var(--mantine-color-gray-0)' : undefined}>
      <Stack gap={6}>
        <Text fw={700} style={{ overflowWrap: 'break-word' }}>
          {t('portal.orders.line', { product: order.productName, quantity: order.quantity })}
        </Text>
        <Group gap="xs">
          <Badge tt="none" variant="light" color={ORDER_STATUS_COLOR[order.status]}>
            {t(`portal.orders.status.${order.status}`)}
          </Badge>
          <Text size="sm">{points(order.price)}</Text>
        </Group>
        <Text size="xs" c="dimmed">
          {t('portal.orders.orderedAt', { date: moment(order.createdAt).format('DD.MM.YYYY, HH:mm') })}
        </Text>
        {order.vouchersCodes.length > 0 && (
          <Stack gap={4}>
            <Text size="sm" fw={600}>
              {t('portal.orders.codes', { count: order.vouchersCodes.length })}
            </Text>
            <Stack gap={4} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
              {order.vouchersCodes.map((code) => (
                <li key={code}>
                  <CopyCode code={code} />
                </li>
              ))}
            </Stack>
          </Stack>
        )}
      </Stack>
    </Card>
  );
}

/** "My orders": every order of the volunteer, newest first, with its delivery status and voucher codes. */
export function OrdersSection({ token }: { token: string }) {
  const { t } = useTranslation();
  const { data, error, refetch } = useQuery(MyOrdersDocument, { variables: { token } });

  const orders = [...(data?.myOrders ?? [])].sort((a, b) => b.createdAt.localeCompare(a.createdAt));
  return (
    <Stack gap="sm" component="section" aria-labelledby="my-orders">
      <Title order={2} size="h3" id="my-orders">
        {t('portal.orders.title')}
      </Title>
      {!data && error ? (
        <QueryError error={error} fallback={t('portal.orders.error')} forbidden={t('portal.shop.closed')} onRetry={() => void refetch().catch(() => undefined)} />
      ) : !data ? (
        <Skeleton height={96} radius="md" />
      ) : orders.length === 0 ? (
        <EmptyState order={3} icon={<IconPackageOff size={40} aria-hidden />} title={t('portal.orders.empty')} text={t('portal.orders.emptyText')} />
      ) : (
        <Stack gap="sm" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {orders.map((order) => (
            <OrderCard key={order.id} order={order} />
          ))}
        </Stack>
      )}
    </Stack>
  );
}
