import { Card, Group, Skeleton, Stack, Text } from '@mantine/core';
import { IconCoins } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { usePoints } from './points-format';

/** The volunteer's points balance, big and first: what the shop lets them spend. */
export function BalanceCard({ balance }: { balance: number | null }) {
  const { t } = useTranslation();
  const points = usePoints();
  return (
    <Card withBorder padding="md" radius="md" bg="var(--mantine-color-teal-light)">
      <Group wrap="nowrap" gap="sm">
        <IconCoins size={36} aria-hidden style={{ flexShrink: 0 }} />
        <Stack gap={0} style={{ minWidth: 0 }}>
          <Text size="sm">
            {t('portal.points.balance')}
          </Text>
          {balance === null ? (
            <Skeleton height={28} width={120} mt={4} />
          ) : (
            <Text fw={700} fz="xl">
              {points(balance)}
            </Text>
          )}
        </Stack>
      </Group>
    </Card>
  );
}
