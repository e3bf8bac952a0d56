import { ConfirmModal, EmptyState, formatDate, formatPoints, formatTime, QueryError, ResponsiveTable, useMutationAction } from '@benevo/ui';
import { DEFAULT_TIME_ZONE } from '@benevo/schema';
import { useMutation, useQuery } from '@apollo/client/react';
import { Anchor, Badge, Button, Checkbox, Code, Group, Loader, Select, Stack, Tabs, Text, Title } from '@mantine/core';
import { IconCircleX, IconTruckDelivery } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { CancelShopOrderDocument, MarkShopOrdersDeliveredDocument, type OrderStatus, type ShopOrderFragment, ShopOrdersDocument, ShopProductsDocument } from '../../gql/graphql';
import { useShopT } from '../i18n/use-shop-t';
import { ORDER_STATUS_COLOR, ORDER_STATUS_TABS, volunteerName } from '../shop-status';

/**
 * /shop/orders: the volunteers' orders by status, optionally of one product; the ones awaiting
 * delivery are marked delivered in bulk, and one can be cancelled (points refunded, codes back).
 */
export default function OrdersPage() {
  const { t, i18n } = useShopT();
  const [status, setStatus] = useState<OrderStatus>('AWAITING_DELIVERY');
  const [productId, setProductId] = useState<string | null>(null);
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [cancelling, setCancelling] = useState<ShopOrderFragment | null>(null);
  const { data, loading, error, refetch } = useQuery(ShopOrdersDocument, { variables: { status, productId }, fetchPolicy: 'cache-and-network' });
  const { data: productsData } = useQuery(ShopProductsDocument);
  // Both change an order's status: the lists of every status are reloaded.
  const [markDelivered, { loading: marking }] = useMutation(MarkShopOrdersDeliveredDocument, { refetchQueries: ['ShopOrders'], awaitRefetchQueries: true });
  const [cancel] = useMutation(CancelShopOrderDocument, { refetchQueries: ['ShopOrders', 'ShopProducts'] });
  const run = useMutationAction();

  const orders = data?.orders ?? [];
  const awaiting = status === 'AWAITING_DELIVERY';
  const chosen = orders.filter((order) => selected.has(order.id));
  const allChosen = orders.length > 0 && chosen.length === orders.length;

  function toggle(id: string, on: boolean) {
    setSelected((current) => {
      const next = new Set(current);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
  }

  async function deliverChosen() {
    const ids = chosen.map((order) => order.id);
    await run(() => markDelivered({ variables: { ids } }), {
      success: t('orders.delivered', { count: ids.length }),
      onSuccess: () => setSelected(new Set()),
    });
  }

  const columns = [
    ...(awaiting
      ? [
          {
            label: t('orders.select'),
            render: (order: ShopOrderFragment) => (
              <Checkbox aria-label={t('orders.selectOrder', { product: order.productName, name: volunteerName(order.volunteer) ?? '' })} checked={selected.has(order.id)} onChange={(event) => toggle(order.id, event.currentTarget.checked)} />
            ),
          },
        ]
      : []),
    {
      label: t('orders.volunteer'),
      render: (order: ShopOrderFragment) =>
        order.volunteer ? (
          <Anchor component={Link} to={`/volunteer/${order.volunteer.id}`} size="sm" fw={500}>
            {volunteerName(order.volunteer)}
          </Anchor>
        ) : (
          <Text size="sm" c="dimmed">
            {t('orders.deletedVolunteer')}
          </Text>
        ),
    },
    { label: t('orders.product'), render: (order: ShopOrderFragment) => t('orders.productQuantity', { name: order.productName, quantity: order.quantity, interpolation: { escapeValue: false } }) },
    { label: t('orders.price'), nowrap: true, render: (order: ShopOrderFragment) => t('orders.points', { count: order.price, value: formatPoints(order.price, i18n.language) }) },
    { label: t('orders.date'), nowrap: true, render: (order: ShopOrderFragment) => `${formatDate(order.createdAt)} ${formatTime(order.createdAt, DEFAULT_TIME_ZONE)}` },
    {
      label: t('orders.status'),
      render: (order: ShopOrderFragment) => (
        <Badge color={ORDER_STATUS_COLOR[order.status]} variant="light">
          {t(`orderStatus.${order.status}`)}
        </Badge>
      ),
    },
    {
      label: t('orders.codes'),
      render: (order: ShopOrderFragment) =>
        order.vouchersCodes.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('common.none')}
          </Text>
        ) : (
          <Group gap={4}>
            {order.vouchersCodes.map((code) => (
              <Code key={code}>{code}</Code>
            ))}
          </Group>
        ),
    },
    ...(awaiting
      ? [
          {
            label: t('orders.actions'),
            render: (order: ShopOrderFragment) => (
              <Button size="xs" variant="subtle" color="red" leftSection={<IconCircleX size={14} aria-hidden />} onClick={() => setCancelling(order)} aria-label={t('orders.cancelOrder', { product: order.productName, name: volunteerName(order.volunteer) ?? '' })}>
                {t('orders.cancel')}
              </Button>
            ),
          },
        ]
      : []),
  ];

  return (
    <Stack gap="md">
      <Title order={1}>{t('orders.title')}</Title>
      <Tabs
        value={status}
        onChange={(value) => {
          if (!value) return;
          setStatus(value as OrderStatus);
          setSelected(new Set());
        }}
      >
        <Tabs.List>
          {ORDER_STATUS_TABS.map((value) => (
            <Tabs.Tab key={value} value={value}>
              {t(`orderStatus.${value}`)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
      </Tabs>
      <Group justify="space-between" align="flex-end">
        <Select
          label={t('orders.productFilter')}
          placeholder={t('orders.allProducts')}
          data={(productsData?.products ?? []).map((product) => ({ value: product.id, label: product.name }))}
          value={productId}
          onChange={(value) => {
            setProductId(value);
            setSelected(new Set());
          }}
          clearable
          searchable
          w={{ base: '100%', sm: 280 }}
        />
        {awaiting && orders.length > 0 && (
          <Group gap="sm">
            <Checkbox label={t('orders.selectAll')} checked={allChosen} indeterminate={chosen.length > 0 && !allChosen} onChange={(event) => setSelected(event.currentTarget.checked ? new Set(orders.map((order) => order.id)) : new Set())} />
            <Button leftSection={<IconTruckDelivery size={16} aria-hidden />} disabled={chosen.length === 0} loading={marking} onClick={() => void deliverChosen()}>
              {t('orders.markDelivered', { count: chosen.length })}
            </Button>
          </Group>
        )}
      </Group>
      {!data ? (
        loading ? (
          <Group justify="center">
            <Loader role="status" aria-label={t('common.loading')} />
          </Group>
        ) : (
          <QueryError error={error} onRetry={() => void refetch()} forbidden={t('common.shopForbidden')} />
        )
      ) : orders.length === 0 ? (
        <EmptyState title={t(`orders.empty.${status}`)} text={productId ? t('orders.emptyProduct') : t('orders.emptyText')} />
      ) : (
        <ResponsiveTable label={t(`orderStatus.${status}`)} rows={orders} rowKey={(order) => order.id} columns={columns} />
      )}
      <ConfirmModal
        opened={cancelling !== null}
        title={t('orders.cancelTitle')}
        text={
          cancelling
            ? t('orders.cancelText', {
                product: cancelling.productName,
                quantity: cancelling.quantity,
                name: volunteerName(cancelling.volunteer) ?? t('orders.deletedVolunteer'),
                points: formatPoints(cancelling.price, i18n.language),
                interpolation: { escapeValue: false },
              })
            : ''
        }
        confirmLabel={t('orders.cancelConfirm')}
        danger
        onClose={() => setCancelling(null)}
        onConfirm={async () => {
          if (!cancelling) return;
          const order = cancelling;
          await run(() => cancel({ variables: { id: order.id } }), {
            success: t('orders.cancelled', { product: order.productName, interpolation: { escapeValue: false } }),
            onSuccess: () => toggle(order.id, false),
          });
        }}
      />
    </Stack>
  );
}
