import { describeApiError, StatusPage } from '@benevo/ui';
import { Alert, Button, Group } from '@mantine/core';
import { IconAlertTriangle, IconMoodEmpty } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * A failed load. NOT_FOUND gets a full page of its own (a wrong or old link); anything else the
 * server's message with a retry.
 */
export function QueryError({
  error,
  onRetry,
  notFoundTitle,
  notFoundText,
  action,
}: {
  error: unknown;
  onRetry?: () => void;
  notFoundTitle: string;
  notFoundText: string;
  action?: ReactNode;
}) {
  const { t } = useTranslation();
  const apiError = describeApiError(error);
  if (apiError.code === 'NOT_FOUND') {
    return <StatusPage icon={<IconMoodEmpty size={56} aria-hidden />} title={notFoundTitle} text={notFoundText} action={action} />;
  }
  return (
    <Alert color="red" icon={<IconAlertTriangle size={18} aria-hidden />} role="alert" mt="md">
      <Group justify="space-between">
        <span>{apiError.message ?? t('errors.default')}</span>
        {onRetry && (
          <Button size="xs" variant="light" onClick={onRetry}>
            {t('public.retry')}
          </Button>
        )}
      </Group>
    </Alert>
  );
}
