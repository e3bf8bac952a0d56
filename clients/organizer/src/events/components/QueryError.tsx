import { describeApiError } from '@benevo/ui';
import { Alert, Button, Group } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useEventsT } from '../i18n/use-events-t';

/** A failed load: FORBIDDEN and NOT_FOUND get their own words, the rest the server's message; retry offered. */
export function QueryError({ error, onRetry }: { error: unknown; onRetry?: () => void }) {
  const { t } = useEventsT();
  const apiError = describeApiError(error);
  const message =
    apiError.code === 'FORBIDDEN'
      ? t('common.forbidden')
      : apiError.code === 'NOT_FOUND'
        ? t('common.notFound')
        : (apiError.message ?? t('common.loadFailed'));
  return (
    <Alert color={apiError.code === 'FORBIDDEN' ? 'yellow' : 'red'} icon={<IconAlertTriangle size={18} aria-hidden />} role="alert">
      <Group justify="space-between">
        <span>{message}</span>
        {onRetry && apiError.code !== 'FORBIDDEN' && apiError.code !== 'NOT_FOUND' && (
          <Button size="xs" variant="light" onClick={onRetry}>
            {t('common.retry')}
          </Button>
        )}
      </Group>
    </Alert>
  );
}
