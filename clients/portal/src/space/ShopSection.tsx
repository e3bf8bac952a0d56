import { useMutation, useQuery } from '@apollo/client/react';
import { MAX_ORDER_QUANTITY } from '@benevo/schema';
import { describeApiError, EmptyState, QueryError } from '@benevo/ui';
import { Alert, Badge, Button, Card, Group, Image, NumberInput, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconBuildingStore, IconInfoCircle, IconShoppingBagX } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MyOrdersDocument, MyPointsDocument, PlaceOrderDocument, type ShopProductFragment, ShopProductsDocument } from '../gql/graphql';
import { BalanceCard } from './BalanceCard';
import { ConfirmActionModal, useConfirmAction } from './ConfirmAction';
import { usePoints } from './points-format';

/** How many units the volunteer may order: the stock left, the most per order, and what the balance covers. */
export function orderLimits(product: Pick<ShopProductFragment, 'price' | 'stock'>, balance: number): { max: number; affordable: number; available: number } {
  const available = Math.min(product.stock ?? MAX_ORDER_QUANTITY, MAX_ORDER_QUANTITY);
  const affordable = product.price > 0 ? Math.floor(balance / product.price) : available;
  return { max: Math.max(0, Math.min(available, affordable)), affordable, available };
}

function ProductCard({ product, balance, onOrder }: { product: ShopProductFragment; balance: number; onOrder: (quantity: number) => void }) {
  const { t } = useTranslation();
  const points = usePoints();
  const [quantity, setQuantity] = useState(1);
  const { max, affordable, available } = orderLimits(product, balance);
  const soldOut = available <= 0;
  const chosen = Math.min(Math.max(1, quantity), Math.max(1, max));
  return (
    <Card withBorder padding="md" radius="md" component="li">
      {product.image && (
        <Card.Section>
          <Image src={product.image} alt={t('portal.shop.imageAlt', { name: product.name })} h={180} fit="contain" bg="var(--mantine-color-gray-light)" />
        </Card.Section>
      )}
      <Stack gap="xs" mt={product.image ? 'sm' : 0}>
        <Title order={3} size="h4" style={{ overflowWrap: 'break-word' }}>
          {product.name}
        </Title>
        <Group gap="xs">
          <Badge size="lg" variant="light" tt="none">
            {points(product.price)}
          </Badge>
          {product.stock !== null && (
            <Text size="sm" c={soldOut ? 'red' : 'dimmed'} fw={soldOut ? 600 : undefined}>
              {soldOut ? t('portal.shop.soldOut') : t('portal.shop.stockLeft', { count: product.stock })}
            </Text>
          )}
        </Group>
        {product.description && (
          <Text size="sm" style={{ whiteSpace: 'pre-line', overflowWrap: 'break-word' }}>
            {product.description}
          </Text>
        )}
        {!soldOut && affordable < 1 && (
          <Alert color="yellow" variant="light" p="xs" icon={<IconInfoCircle size={16} aria-hidden />}>
            {t('portal.shop.missing', { missing: points(product.price - balance) })}
          </Alert>
        )}
        {!soldOut && affordable >= 1 && (
          <>
            <Group align="flex-end" gap="sm" wrap="nowrap">
              <NumberInput
                label={t('portal.shop.quantity')}
                aria-label={t('portal.shop.quantityOf', { name: product.name })}
                value={quantity}
                onChange={(value) => setQuantity(typeof value === 'number' ? value : Number.parseInt(value, 10) || 1)}
                min={1}
                max={max}
                allowDecimal={false}
                allowNegative={false}
                clampBehavior="strict"
                w={110}
              />
              <Text size="sm" pb={8}>
                {t('portal.shop.total', { total: points(chosen * product.price) })}
              </Text>
            </Group>
            {affordable < available && chosen >= affordable && (
              <Text size="xs" c="dimmed">
                {t('portal.shop.maxAffordable', { count: affordable })}
              </Text>
            )}
          </>
        )}
        <Button
          onClick={() => onOrder(chosen)}
          disabled={soldOut || max < 1}
          aria-label={t('portal.shop.orderProduct', { name: product.name })}
          fullWidth
        >
          {t('portal.shop.order')}
        </Button>
      </Stack>
    </Card>
  );
}

interface Pending {
  product: ShopProductFragment;
  quantity: number;
}

/**
 * The shop of the space (the organization's shop is on): the products on sale, their price and stock
 * left; an order takes a quantity the stock and the balance allow, asks for a confirmation, then the
 * balance, stocks and orders are read again. The server's refusals (balance, stock, no longer on sale)
 * show in its words, in the volunteer's language. A shop the organizer closed (the server answers
 * CONFLICT, where a switched-off feature answers FORBIDDEN) shows a notice instead of the products.
 */
export function ShopSection({ token }: { token: string }) {
  const { t } = useTranslation();
  const points = usePoints();
  const products = useQuery(ShopProductsDocument, { variables: { token } });
  const myPoints = useQuery(MyPointsDocument, { variables: { token } });
  const [placeOrder] = useMutation(PlaceOrderDocument);
  const order = useConfirmAction<Pending>(
    (pending) =>
      placeOrder({
        variables: { token, productId: pending.product.id, quantity: pending.quantity },
        refetchQueries: [
          { query: MyPointsDocument, variables: { token } },
          { query: ShopProductsDocument, variables: { token } },
          { query: MyOrdersDocument, variables: { token } },
        ],
        awaitRefetchQueries: true,
      }),
    {
      success: t('portal.shop.ordered'),
      // A refusal may come from a stock or balance that changed meanwhile: show them as they are now.
      onRefused: () => {
        void products.refetch().catch(() => undefined);
        void myPoints.refetch().catch(() => undefined);
      },
    },
  );

  const closed = products.error !== undefined && describeApiError(products.error).code === 'CONFLICT';

  if (!products.data && products.error && !closed) {
    return (
      <QueryError
        error={products.error}
        fallback={t('portal.shop.error')}
        forbidden={t('portal.shop.closed')}
        onRetry={() => void products.refetch().catch(() => undefined)}
      />
    );
  }

  const balance = myPoints.data?.myPoints.balance ?? null;
  const list = products.data?.shopProducts ?? [];

  return (
    <Stack gap="md">
      {myPoints.error && !myPoints.data ? (
        <QueryError error={myPoints.error} fallback={t('portal.points.error')} onRetry={() => void myPoints.refetch().catch(() => undefined)} />
      ) : (
        <BalanceCard balance={balance} />
      )}
      <Stack gap="sm" component="section" aria-labelledby="shop-products">
        <Title order={2} size="h3" id="shop-products">
          {t('portal.shop.title')}
        </Title>
        {closed ? (
          <Alert color="gray" variant="light" role="status" icon={<IconBuildingStore size={18} aria-hidden />} title={t('portal.shop.closedNow')}>
            {t('portal.shop.closedNowText')}
          </Alert>
        ) : !products.data || balance === null ? (
          <Skeleton height={160} radius="md" />
        ) : list.length === 0 ? (
          <EmptyState order={3} icon={<IconShoppingBagX size={40} aria-hidden />} title={t('portal.shop.empty')} text={t('portal.shop.emptyText')} />
        ) : (
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
            {list.map((product) => (
              <ProductCard key={product.id} product={product} balance={balance} onOrder={(quantity) => order.ask({ product, quantity })} />
            ))}
          </SimpleGrid>
        )}
      </Stack>

      <ConfirmActionModal action={order} title={t('portal.shop.confirmTitle')} confirmLabel={t('portal.shop.confirm')}>
        {(pending) =>
          balance === null ? null : (
            <Text>
              {t('portal.shop.confirmText', {
                quantity: pending.quantity,
                name: pending.product.name,
                total: points(pending.quantity * pending.product.price),
                after: points(balance - pending.quantity * pending.product.price),
              })}
            </Text>
          )
        }
      </ConfirmActionModal>
    </Stack>
  );
}
