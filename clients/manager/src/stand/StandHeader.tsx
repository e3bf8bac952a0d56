import { Badge, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { IconClockPause, IconLogout, IconWifi, IconWifiOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { StandInfoFragment } from '../gql/graphql';

interface StandHeaderProps {
  stand: StandInfoFragment;
  online: boolean;
  queued: number;
  onLogout: () => void;
}

/** Who is at the stand and for which event, whether the phone is online, what waits to be sent. */
export function StandHeader({ stand, online, queued, onLogout }: StandHeaderProps) {
  const { t } = useTranslation();
  return (
    <Paper withBorder radius="md" p="sm" component="header" aria-label={t('manager.stand.header.label')}>
      <Group justify="space-between" wrap="nowrap" align="flex-start" gap="xs">
        <Stack gap={2} style={{ minWidth: 0 }}>
          <Text fw={700} truncate="end">
            {stand.operatorName}
          </Text>
          <Text size="sm" c="dimmed" lineClamp={2}>
            {stand.eventName}
          </Text>
          <Group gap={6} mt={4}>
            <Badge
              color={online ? 'teal' : 'red'}
              variant="light"
              tt="none"
              leftSection={online ? <IconWifi size={14} aria-hidden /> : <IconWifiOff size={14} aria-hidden />}
              role="status"
            >
              {online ? t('manager.stand.header.online') : t('manager.stand.header.offline')}
            </Badge>
            {queued > 0 && (
              <Badge color="orange" variant="light" tt="none" leftSection={<IconClockPause size={14} aria-hidden />}>
                {t('manager.stand.header.queued', { count: queued })}
              </Badge>
            )}
          </Group>
        </Stack>
        <Button variant="default" size="xs" leftSection={<IconLogout size={16} aria-hidden />} onClick={onLogout} style={{ flexShrink: 0 }}>
          {t('manager.stand.header.logout')}
        </Button>
      </Group>
    </Paper>
  );
}
