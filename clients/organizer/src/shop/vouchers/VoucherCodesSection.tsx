import { EmptyState, ExportMenu, formatDate, formatTime, QueryError, ResponsiveTable } from '@benevo/ui';
import { DEFAULT_TIME_ZONE } from '@benevo/schema';
import { useApolloClient, useQuery } from '@apollo/client/react';
import { Anchor, Badge, Button, Card, Code, Group, Loader, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { ExportShopVoucherCodesDocument, ShopVoucherCodesDocument, type ShopVoucherPoolFragment } from '../../gql/graphql';
import { useShopT } from '../i18n/use-shop-t';
import { volunteerName } from '../shop-status';

/** "Export" of a pool's codes: an Excel workbook or a CSV file, built by the server. */
function ExportCodesMenu({ pool }: { pool: ShopVoucherPoolFragment }) {
  const { t } = useShopT();
  const client = useApolloClient();
  const label = t('codes.exportLabel', { name: pool.name });
  return (
    <ExportMenu
      size="xs"
      button={t('codes.export')}
      menuLabel={label}
      xlsx={t('codes.xlsx')}
      csv={t('codes.csv')}
      success={(file) => t('codes.exported', { fileName: file.fileName, interpolation: { escapeValue: false } })}
      fetchFile={async (format) => {
        const { data } = await client.query({ query: ExportShopVoucherCodesDocument, variables: { poolId: pool.id, format }, fetchPolicy: 'no-cache' });
        if (!data) throw new Error(t('common.loadFailed'));
        return data.exportVoucherCodes;
      }}
    />
  );
}

/** The codes of one pool: each with who got it and when (free ones marked), and the export. */
export function VoucherCodesSection({ pool }: { pool: ShopVoucherPoolFragment }) {
  const { t } = useShopT();
  const { data, loading, error, refetch } = useQuery(ShopVoucherCodesDocument, { variables: { poolId: pool.id }, fetchPolicy: 'cache-and-network' });
  const title = t('codes.title', { name: pool.name, interpolation: { escapeValue: false } });
  return (
    <Card withBorder padding="md" component="section" aria-label={title}>
      <Group justify="space-between" mb="sm">
        <Title order={2} size="h3">
          {title}
        </Title>
        {pool.nbCodes > 0 && <ExportCodesMenu pool={pool} />}
      </Group>
      {!data ? (
        loading ? (
          <Group justify="center">
            <Loader size="sm" role="status" aria-label={t('common.loading')} />
          </Group>
        ) : (
          <QueryError error={error} onRetry={() => void refetch()} forbidden={t('common.vouchersForbidden')} />
        )
      ) : data.voucherCodes.length === 0 ? (
        <EmptyState title={t('codes.empty')} text={t('codes.emptyText')} order={3}>
          <Button component={Link} to={`/shop/vouchers/import?pool=${pool.id}`} variant="light">
            {t('pools.import')}
          </Button>
        </EmptyState>
      ) : (
        <ResponsiveTable
          label={title}
          rows={data.voucherCodes}
          rowKey={(code) => code.id}
          columns={[
            { label: t('codes.code'), render: (code) => <Code>{code.code}</Code> },
            {
              label: t('codes.state'),
              render: (code) =>
                code.claimedAt ? (
                  <Badge color="gray" variant="light">
                    {code.orderId ? t('codes.ordered') : t('codes.claimed')}
                  </Badge>
                ) : (
                  <Badge color="teal" variant="light">
                    {t('codes.free')}
                  </Badge>
                ),
            },
            {
              label: t('codes.volunteer'),
              render: (code) =>
                code.volunteer ? (
                  <Anchor component={Link} to={`/volunteer/${code.volunteer.id}`} size="sm">
                    {volunteerName(code.volunteer)}
                  </Anchor>
                ) : (
                  <Text size="sm" c="dimmed">
                    {code.claimedAt ? t('orders.deletedVolunteer') : t('common.none')}
                  </Text>
                ),
            },
            {
              label: t('codes.claimedAt'),
              nowrap: true,
              render: (code) => (code.claimedAt ? `${formatDate(code.claimedAt)} ${formatTime(code.claimedAt, DEFAULT_TIME_ZONE)}` : t('common.none')),
            },
          ]}
        />
      )}
    </Card>
  );
}
