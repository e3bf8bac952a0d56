import { Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { PageLoader } from './PageLoader';
import { QueryError, type QueryErrorProps } from './QueryError';

export interface PageNotLoadedProps extends Pick<QueryErrorProps, 'error' | 'notFound' | 'forbidden'> {
  loading: boolean;
  /** What stays above the error: the page's title and actions, or its back link. */
  header?: ReactNode;
  onRetry?: () => void;
}

/** A page whose query has no data yet: the loader while it loads, then its header above the error. */
export function PageNotLoaded({ loading, header, error, onRetry, notFound, forbidden }: PageNotLoadedProps) {
  if (loading) return <PageLoader />;
  return (
    <Stack gap="md">
      {header}
      <QueryError error={error} onRetry={onRetry} notFound={notFound} forbidden={forbidden} />
    </Stack>
  );
}
