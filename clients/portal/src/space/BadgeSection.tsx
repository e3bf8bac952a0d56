import { useQuery } from '@apollo/client/react';
import { QrCode, QueryError } from '@benevo/ui';
import { Card, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { MyScanCodeDocument } from '../gql/graphql';

/**
 * "My badge": the volunteer's scan code as a QR code to show at the event's stands (check-in, orders,
 * vouchers), with the code in letters below for a stand that types it. It is the badge's code, never the
 * personal link's token: the organizer can revoke it without touching the link.
 */
export function BadgeSection({ token }: { token: string }) {
  const { t } = useTranslation();
  const { data, error, refetch } = useQuery(MyScanCodeDocument, { variables: { token } });
  const code = data?.myScanCode ?? null;

  if (!data && error) {
    return <QueryError error={error} fallback={t('portal.badge.error')} forbidden={t('portal.badge.off')} onRetry={() => void refetch().catch(() => undefined)} />;
  }
  return (
    <Card withBorder padding="lg" radius="md" component="section" aria-labelledby="my-badge">
      <Stack gap="sm" align="center">
        <Title order={2} size="h3" id="my-badge" ta="center">
          {t('portal.badge.title')}
        </Title>
        <Text size="sm" ta="center">
          {t('portal.badge.intro')}
        </Text>
        {code ? (
          // The same drawing as the printed badge (@benevo/ui), with a quiet zone, sharp at any size.
          <QrCode value={code} label={t('portal.badge.qrAlt', { code })} size={280} />
        ) : (
          <Skeleton width={280} height={280} radius="md" />
        )}
        {code && (
          <Text ff="monospace" fw={700} fz="lg" ta="center" style={{ overflowWrap: 'anywhere', letterSpacing: '0.05em' }}>
            {code}
          </Text>
        )}
        <Text size="sm" c="dimmed" ta="center">
          {t('portal.badge.brightness')}
        </Text>
      </Stack>
    </Card>
  );
}
