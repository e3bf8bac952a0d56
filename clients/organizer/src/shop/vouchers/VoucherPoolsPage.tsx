import { EmptyState, evictFromCache, PageNotLoaded, ResponsiveTable, useConfirmDelete } from '@benevo/ui';
import { useMutation, useQuery } from '@apollo/client/react';
import { ActionIcon, Button, Group, Stack, Text, Tooltip } from '@mantine/core';
import { IconEdit, IconEye, IconFileImport, IconPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { DeleteShopVoucherPoolDocument, type ShopVoucherPoolFragment, ShopVoucherPoolsDocument } from '../../gql/graphql';
import { useShopT } from '../i18n/use-shop-t';
import { ShopPageHeader } from '../ShopPage';
import { PoolNameModal } from './PoolNameModal';
import { VoucherCodesSection } from './VoucherCodesSection';

/**
 * /shop/vouchers: the organization's voucher pools with their figures (codes, given out, free);
 * create, rename, delete, import codes, and one pool's codes with who got them (?pool=id), exported.
 */
export default function VoucherPoolsPage() {
  const { t } = useShopT();
  const [params, setParams] = useSearchParams();
  const [naming, setNaming] = useState<ShopVoucherPoolFragment | 'new' | null>(null);
  const { data, loading, error, refetch } = useQuery(ShopVoucherPoolsDocument, { fetchPolicy: 'cache-and-network' });
  const [remove] = useMutation(DeleteShopVoucherPoolDocument);
  const selectedId = params.get('pool');
  const show = (pool: ShopVoucherPoolFragment | null) => setParams(pool ? { pool: pool.id } : {}, { replace: true });
  const deletion = useConfirmDelete<ShopVoucherPoolFragment>({
    title: t('pools.deleteTitle'),
    text: (pool) => t('pools.deleteText', { name: pool.name, count: pool.nbCodes, interpolation: { escapeValue: false } }),
    confirmLabel: t('common.delete'),
    success: t('pools.deleted'),
    remove: async (pool) => {
      await remove({ variables: { id: pool.id }, update: evictFromCache('VoucherPool', pool.id) });
      if (pool.id === selectedId) show(null);
    },
  });

  const header = (
    <ShopPageHeader title={t('pools.title')} subtitle={t('pools.subtitle')}>
      {data && (
        <Group gap="sm">
          <Button variant="default" component={Link} to="/shop/vouchers/import" leftSection={<IconFileImport size={16} aria-hidden />}>
            {t('pools.import')}
          </Button>
          <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setNaming('new')}>
            {t('pools.new')}
          </Button>
        </Group>
      )}
    </ShopPageHeader>
  );

  if (!data) return <PageNotLoaded loading={loading} header={header} error={error} onRetry={() => void refetch()} forbidden={t('common.vouchersForbidden')} />;

  const pools = data.voucherPools;
  const selected = pools.find((pool) => pool.id === selectedId) ?? null;

  return (
    <Stack gap="md">
      {header}
      {pools.length === 0 ? (
        <EmptyState title={t('pools.empty')} text={t('pools.emptyText')}>
          <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setNaming('new')}>
            {t('pools.new')}
          </Button>
        </EmptyState>
      ) : (
        <ResponsiveTable
          label={t('pools.tableLabel')}
          rows={pools}
          rowKey={(pool) => pool.id}
          columns={[
            { label: t('pools.name'), render: (pool) => <Text size="sm" fw={pool.id === selectedId ? 700 : 500}>{pool.name}</Text> },
            { label: t('pools.nbCodes'), nowrap: true, render: (pool) => pool.nbCodes },
            { label: t('pools.nbClaimed'), nowrap: true, render: (pool) => pool.nbClaimed },
            { label: t('pools.nbAvailable'), nowrap: true, render: (pool) => <Text size="sm" c={pool.nbAvailable === 0 ? 'red' : undefined}>{pool.nbAvailable}</Text> },
            {
              label: t('pools.actions'),
              render: (pool) => (
                <Group gap={4} wrap="nowrap">
                  <Tooltip label={t('pools.showCodes')}>
                    <ActionIcon variant="subtle" aria-label={`${t('pools.showCodes')} ${pool.name}`} aria-pressed={pool.id === selectedId} onClick={() => show(pool)}>
                      <IconEye size={16} aria-hidden />
                    </ActionIcon>
                  </Tooltip>
                  <Tooltip label={t('pools.importInto')}>
                    <ActionIcon variant="subtle" component={Link} to={`/shop/vouchers/import?pool=${pool.id}`} aria-label={`${t('pools.importInto')} ${pool.name}`}>
                      <IconFileImport size={16} aria-hidden />
                    </ActionIcon>
                  </Tooltip>
                  <Tooltip label={t('pools.rename')}>
                    <ActionIcon variant="subtle" aria-label={`${t('pools.rename')} ${pool.name}`} onClick={() => setNaming(pool)}>
                      <IconEdit size={16} aria-hidden />
                    </ActionIcon>
                  </Tooltip>
                  <Tooltip label={t('common.delete')}>
                    <ActionIcon variant="subtle" color="red" aria-label={`${t('common.delete')} ${pool.name}`} onClick={() => deletion.ask(pool)}>
                      <IconTrash size={16} aria-hidden />
                    </ActionIcon>
                  </Tooltip>
                </Group>
              ),
            },
          ]}
        />
      )}
      {selected && <VoucherCodesSection pool={selected} />}
      {naming !== null && <PoolNameModal pool={naming === 'new' ? null : naming} onClose={() => setNaming(null)} onCreated={show} />}
      {deletion.modal}
    </Stack>
  );
}
