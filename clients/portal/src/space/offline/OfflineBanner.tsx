import { useApolloClient } from '@apollo/client/react';
import { moment } from '@benevo/ui';
import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { IconCloudOff } from '@tabler/icons-react';
import { useCallback, useEffect, useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { offlineState } from './offline-snapshot';

/**
 * "The data may be old": shown on the space when the browser is offline, or when what is on screen came
 * from the data kept on the device because the server could not be reached. Says when the data was last
 * brought by the network. When the connection comes back, the page's queries are asked again and the
 * banner goes once a fresh answer arrived.
 */
export function OfflineBanner() {
  const { t } = useTranslation();
  const { token = '' } = useParams();
  const client = useApolloClient();
  const state = useSyncExternalStore(offlineState.subscribe, offlineState.get, offlineState.get);
  const [retrying, setRetrying] = useState(false);

  const refresh = useCallback(async () => {
    setRetrying(true);
    try {
      await client.refetchQueries({ include: 'active' });
    } catch {
      // Still unreachable: the banner stays.
    } finally {
      setRetrying(false);
    }
  }, [client]);

  useEffect(() => {
    const onOnline = () => void refresh();
    window.addEventListener('online', onOnline);
    return () => window.removeEventListener('online', onOnline);
  }, [refresh]);

  if (!state.offline && !state.fromSnapshot) return null;
  const savedAt = state.owner === token ? state.savedAt : null;
  return (
    <Alert
      role="status"
      aria-live="polite"
      color={state.offline ? 'gray' : 'orange'}
      variant="light"
      icon={<IconCloudOff size={18} aria-hidden />}
      title={state.offline ? t('portal.offline.offlineTitle') : t('portal.offline.unreachableTitle')}
      data-testid="offline-banner"
    >
      <Stack gap={4}>
        <Text size="sm">{t('portal.offline.mayBeOld')}</Text>
        {savedAt !== null && (
          <Text size="sm" fw={600}>
            {t('portal.offline.lastUpdated', { date: moment(savedAt).format('DD.MM.YYYY'), time: moment(savedAt).format('HH:mm') })}
          </Text>
        )}
        <Group justify="space-between" align="center" gap="xs" wrap="nowrap">
          <Text size="sm" c="dimmed">
            {t('portal.offline.readOnly')}
          </Text>
          {!state.offline && (
            <Button size="xs" variant="light" color="orange" loading={retrying} onClick={() => void refresh()} style={{ flexShrink: 0 }}>
              {t('portal.offline.retry')}
            </Button>
          )}
        </Group>
      </Stack>
    </Alert>
  );
}
