import {
  ConfirmModal,
  EmptyState,
  evictFromCache,
  formatPoints,
  PageNotLoaded,
  ResponsiveTable,
  useActiveOrganization,
  useConfirmDelete,
  useMutationAction,
} from '@benevo/ui';
import { useMutation, useQuery } from '@apollo/client/react';
import { ActionIcon, Avatar, Badge, Button, Group, SegmentedControl, Stack, Text, Tooltip } from '@mantine/core';
import { IconArchive, IconArchiveOff, IconBuildingStore, IconEdit, IconPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { DeleteShopProductDocument, type ProductStatus, type ShopProductFragment, ShopProductsDocument, ShopVoucherPoolsDocument, UpdateShopProductDocument } from '../../gql/graphql';
import { useShopT } from '../i18n/use-shop-t';
import { ShopPageHeader } from '../ShopPage';
import { ProductEditorModal } from './ProductEditorModal';
import { ShopOpenSwitch } from './ShopOpenSwitch';

/** The product's badges: archived or active, and whether volunteers can order it now. */
function ProductBadges({ product }: { product: ShopProductFragment }) {
  const { t } = useShopT();
  const soldOut = product.stock === 0;
  return (
    <Group gap={4}>
      <Badge color={product.status === 'ACTIVE' ? 'blue' : 'gray'} variant="light">
        {t(`productStatus.${product.status}`)}
      </Badge>
      {product.status === 'ACTIVE' && (
        <Badge color={soldOut ? 'red' : product.onSale ? 'teal' : 'gray'} variant="outline">
          {soldOut ? t('products.soldOut') : product.onSale ? t('products.onSale') : t('products.notOnSale')}
        </Badge>
      )}
    </Group>
  );
}

/**
 * /shop/config (and /shop/products): the shop of the organization — whether it is open to volunteers, its products
 * with their price, stock and orders, the editor, archive and delete.
 */
export default function ShopConfigPage() {
  const { t, i18n } = useShopT();
  const organization = useActiveOrganization();
  const vouchers = organization?.enableVouchers ?? false;
  const [status, setStatus] = useState<ProductStatus>('ACTIVE');
  const [editing, setEditing] = useState<ShopProductFragment | 'new' | null>(null);
  const [archiving, setArchiving] = useState<ShopProductFragment | null>(null);
  const { data, loading, error, refetch } = useQuery(ShopProductsDocument, { fetchPolicy: 'cache-and-network' });
  const { data: poolsData } = useQuery(ShopVoucherPoolsDocument, { skip: !vouchers });
  const [update] = useMutation(UpdateShopProductDocument);
  const [remove] = useMutation(DeleteShopProductDocument);
  const run = useMutationAction();
  const deletion = useConfirmDelete<ShopProductFragment>({
    title: t('products.deleteTitle'),
    text: (product) => t('products.deleteText', { name: product.name, interpolation: { escapeValue: false } }),
    confirmLabel: t('common.delete'),
    success: t('products.deleted'),
    remove: (product) => remove({ variables: { id: product.id }, update: evictFromCache('Product', product.id) }),
  });

  const header = (
    <ShopPageHeader title={t('products.title')} subtitle={t('products.subtitle')}>
      {data && (
        <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setEditing('new')}>
          {t('products.new')}
        </Button>
      )}
    </ShopPageHeader>
  );

  if (!data) return <PageNotLoaded loading={loading} header={header} error={error} onRetry={() => void refetch()} forbidden={t('common.shopForbidden')} />;

  const products = data.products.filter((product) => product.status === status);
  const poolName = new Map((poolsData?.voucherPools ?? []).map((pool) => [pool.id, pool.name]));
  const count = (value: ProductStatus) => data.products.filter((product) => product.status === value).length;

  return (
    <Stack gap="md">
      {header}
      <ShopOpenSwitch />
      <SegmentedControl
        aria-label={t('products.statusFilter')}
        value={status}
        onChange={(value) => setStatus(value as ProductStatus)}
        data={(['ACTIVE', 'ARCHIVED'] as const).map((value) => ({ value, label: t(`products.tab.${value}`, { count: count(value) }) }))}
        style={{ alignSelf: 'flex-start' }}
      />
      {products.length === 0 ? (
        <EmptyState
          title={status === 'ACTIVE' ? t('products.empty') : t('products.emptyArchived')}
          text={status === 'ACTIVE' ? t('products.emptyText') : t('products.emptyArchivedText')}
        />
      ) : (
        <ResponsiveTable
          label={t('products.tableLabel')}
          rows={products}
          rowKey={(product) => product.id}
          columns={[
            {
              label: t('products.name'),
              render: (product) => (
                <Group gap="sm" wrap="nowrap">
                  <Avatar src={product.image} alt={product.image ? t('products.imageOf', { name: product.name }) : undefined} radius="sm" size={40}>
                    <IconBuildingStore size={18} aria-hidden />
                  </Avatar>
                  <div>
                    <Text size="sm" fw={500}>
                      {product.name}
                    </Text>
                    {product.voucherPoolId && (
                      <Text size="xs" c="dimmed">
                        {t('products.voucherProduct', { name: poolName.get(product.voucherPoolId) ?? '' })}
                      </Text>
                    )}
                  </div>
                </Group>
              ),
            },
            { label: t('products.status'), render: (product) => <ProductBadges product={product} /> },
            { label: t('products.price'), nowrap: true, render: (product) => t('products.points', { count: product.price, value: formatPoints(product.price, i18n.language) }) },
            { label: t('products.stock'), nowrap: true, render: (product) => (product.stock === null ? t('products.unlimited') : product.stock) },
            { label: t('products.ordered'), nowrap: true, render: (product) => product.nbOrdered },
            {
              label: t('products.actions'),
              render: (product) => (
                <Group gap={4} wrap="nowrap">
                  <Tooltip label={t('common.edit')}>
                    <ActionIcon variant="subtle" aria-label={`${t('common.edit')} ${product.name}`} onClick={() => setEditing(product)}>
                      <IconEdit size={16} aria-hidden />
                    </ActionIcon>
                  </Tooltip>
                  {product.status === 'ACTIVE' ? (
                    <Tooltip label={t('products.archive')}>
                      <ActionIcon variant="subtle" color="orange" aria-label={`${t('products.archive')} ${product.name}`} onClick={() => setArchiving(product)}>
                        <IconArchive size={16} aria-hidden />
                      </ActionIcon>
                    </Tooltip>
                  ) : (
                    <Tooltip label={t('products.restore')}>
                      <ActionIcon
                        variant="subtle"
                        aria-label={`${t('products.restore')} ${product.name}`}
                        onClick={() =>
                          void run(() => update({ variables: { id: product.id, input: { status: 'ACTIVE' } } }), {
                            success: t('products.restored', { name: product.name, interpolation: { escapeValue: false } }),
                          })
                        }
                      >
                        <IconArchiveOff size={16} aria-hidden />
                      </ActionIcon>
                    </Tooltip>
                  )}
                  {/* An ordered product stays for its orders: it can only be archived. */}
                  {product.nbOrdered === 0 && (
                    <Tooltip label={t('common.delete')}>
                      <ActionIcon variant="subtle" color="red" aria-label={`${t('common.delete')} ${product.name}`} onClick={() => deletion.ask(product)}>
                        <IconTrash size={16} aria-hidden />
                      </ActionIcon>
                    </Tooltip>
                  )}
                </Group>
              ),
            },
          ]}
        />
      )}
      {editing !== null && <ProductEditorModal opened product={editing === 'new' ? null : editing} vouchers={vouchers} onClose={() => setEditing(null)} />}
      <ConfirmModal
        opened={archiving !== null}
        title={t('products.archiveTitle')}
        text={archiving ? t('products.archiveText', { name: archiving.name, interpolation: { escapeValue: false } }) : ''}
        confirmLabel={t('products.archive')}
        danger
        onClose={() => setArchiving(null)}
        onConfirm={async () => {
          if (!archiving) return;
          await run(() => update({ variables: { id: archiving.id, input: { status: 'ARCHIVED' } } }), {
            success: t('products.archived', { name: archiving.name, interpolation: { escapeValue: false } }),
          });
        }}
      />
      {deletion.modal}
    </Stack>
  );
}
