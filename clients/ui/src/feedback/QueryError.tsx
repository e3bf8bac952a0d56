import { Alert, Button, Group, type MantineSpacing } from '@mantine/core';
import { IconAlertTriangle, IconMoodEmpty } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { describeApiError } from '../apollo/api-error';
import { StatusPage } from './StatusPage';

export interface QueryErrorProps {
  error: unknown;
  /** Offered for a failure a retry may mend: not for a NOT_FOUND or FORBIDDEN said in the screen's words. */
  onRetry?: () => void;
  /**
   * NOT_FOUND in the screen's words; as a page of its own (title, text, action) for a wrong or old link
   * on a public page. Without it, NOT_FOUND reads like any other failure.
   */
  notFound?: string | { title: string; text: string; action?: ReactNode };
  /** FORBIDDEN in the screen's words (a feature the licence lacks): a notice in yellow rather than a failure. */
  forbidden?: string;
  /** The text of a failure the server gives no message for (default: errors.loadFailed). */
  fallback?: string;
  mt?: MantineSpacing;
}

/** A failed load: the server's message, or the screen's words for NOT_FOUND and FORBIDDEN; a retry when it may help. */
export function QueryError({ error, onRetry, notFound, forbidden, fallback, mt }: QueryErrorProps) {
  const { t } = useTranslation();
  const apiError = describeApiError(error);
  if (apiError.code === 'NOT_FOUND' && typeof notFound === 'object') {
    return <StatusPage icon={<IconMoodEmpty size={56} aria-hidden />} title={notFound.title} text={notFound.text} action={notFound.action} />;
  }
  const ownWords = apiError.code === 'NOT_FOUND' ? (notFound as string | undefined) : apiError.code === 'FORBIDDEN' ? forbidden : undefined;
  const message = ownWords ?? apiError.message ?? fallback ?? t('errors.loadFailed');
  return (
    <Alert
      color={apiError.code === 'FORBIDDEN' && forbidden !== undefined ? 'yellow' : 'red'}
      icon={<IconAlertTriangle size={18} aria-hidden />}
      role="alert"
      mt={mt}
    >
      <Group justify="space-between">
        <span>{message}</span>
        {onRetry && ownWords === undefined && (
          <Button size="xs" variant="light" onClick={onRetry}>
            {t('common.retry')}
          </Button>
        )}
      </Group>
    </Alert>
  );
}
