import { ResponsiveTable, useActiveOrganization } from '@benevo/ui';
import { useQuery } from '@apollo/client/react';
import { ActionIcon, Badge, Select, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useFormikContext } from 'formik';
import { type ScanItemKind, ScanConfigProductsDocument, ScanConfigVoucherPoolsDocument } from '../../gql/graphql';
import { useScanT } from '../i18n/use-scan-t';
import { type TagOption, TagsField } from '../TagsField';

export interface ScanItemValues {
  kind: ScanItemKind;
  refId: string;
  name: string;
  tagIds: string[];
}

/** The form values the items editor works on. */
interface WithItems {
  items: ScanItemValues[];
}

/**
 * The products and voucher pools handed out at the stand, each with the operator tags allowed to hand it
 * out (none: every operator); added from the organization's lists, removed one by one.
 */
export function ScanItemsEditor({ tags }: { tags: TagOption[] }) {
  const { t } = useScanT();
  const organization = useActiveOrganization();
  const { values, errors, setFieldValue } = useFormikContext<WithItems>();
  // Each list needs its feature: without it the server refuses the query, and there is nothing to add.
  const { data: productsData } = useQuery(ScanConfigProductsDocument, { skip: !organization?.enableShop });
  const { data: poolsData } = useQuery(ScanConfigVoucherPoolsDocument, { skip: !organization?.enableVouchers });
  const items = values.items;
  const taken = (kind: ScanItemKind) => new Set(items.filter((item) => item.kind === kind).map((item) => item.refId));
  const products = (productsData?.products ?? []).filter((product) => product.status === 'ACTIVE' && !taken('PRODUCT').has(product.id));
  const pools = (poolsData?.voucherPools ?? []).filter((pool) => !taken('VOUCHER_POOL').has(pool.id));

  const add = (kind: ScanItemKind, refId: string | null, options: ReadonlyArray<{ id: string; name: string }>) => {
    const chosen = options.find((option) => option.id === refId);
    if (chosen) void setFieldValue('items', [...items, { kind, refId: chosen.id, name: chosen.name, tagIds: [] }]);
  };
  const itemsError = typeof errors.items === 'string' ? errors.items : null;

  return (
    <Stack gap="sm">
      <div>
        <Title order={2} size="h4">
          {t('config.items')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('config.itemsHint')}
        </Text>
      </div>
      {items.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('config.itemsEmpty')}
        </Text>
      ) : (
        <ResponsiveTable
          label={t('config.itemsTable')}
          rows={items.map((item, index) => ({ item, index }))}
          rowKey={({ item }) => `${item.kind}-${item.refId}`}
          columns={[
            { label: t('config.item'), render: ({ item }) => <Text size="sm" fw={500}>{item.name}</Text> },
            {
              label: t('config.kind'),
              render: ({ item }) => (
                <Badge variant="light" color={item.kind === 'PRODUCT' ? 'blue' : 'grape'} style={{ textTransform: 'none' }}>
                  {t(`config.kind${item.kind}`)}
                </Badge>
              ),
            },
            {
              label: t('config.itemTags'),
              render: ({ item, index }) => (
                <TagsField
                  name={`items.${index}.tagIds`}
                  aria-label={t('config.itemTagsOf', { name: item.name, interpolation: { escapeValue: false } })}
                  placeholder={t('config.itemTagsPlaceholder')}
                  tags={tags}
                  unknownLabel={t('common.unknownTag')}
                  miw={200}
                />
              ),
            },
            {
              label: t('common.actions'),
              render: ({ item, index }) => (
                <ActionIcon
                  variant="subtle"
                  color="red"
                  aria-label={t('config.removeItem', { name: item.name, interpolation: { escapeValue: false } })}
                  onClick={() => void setFieldValue('items', items.filter((_, other) => other !== index))}
                >
                  <IconTrash size={16} aria-hidden />
                </ActionIcon>
              ),
            },
          ]}
        />
      )}
      {itemsError && (
        <Text size="sm" c="red" role="alert">
          {itemsError}
        </Text>
      )}
      {(organization?.enableShop || organization?.enableVouchers) && (
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          {organization.enableShop && (
            <Select
              label={t('config.addProduct')}
              placeholder={t('config.addPlaceholder')}
              searchable
              data={products.map((product) => ({ value: product.id, label: product.name }))}
              value={null}
              onChange={(value) => add('PRODUCT', value, products)}
              disabled={products.length === 0}
            />
          )}
          {organization.enableVouchers && (
            <Select
              label={t('config.addPool')}
              placeholder={t('config.addPlaceholder')}
              searchable
              data={pools.map((pool) => ({ value: pool.id, label: pool.name }))}
              value={null}
              onChange={(value) => add('VOUCHER_POOL', value, pools)}
              disabled={pools.length === 0}
            />
          )}
        </SimpleGrid>
      )}
    </Stack>
  );
}
