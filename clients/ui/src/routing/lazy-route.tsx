import { CHUNK_LOAD_TIMEOUT_MS } from '@benevo/schema';
import { type ComponentType, lazy, Suspense } from 'react';
import { ChunkLoadError, ErrorBoundary } from '../feedback/ErrorBoundary';
import { PageLoader } from '../feedback/PageLoader';

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`not loaded after ${ms} ms`)), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });
}

/**
 * A route component loaded on demand, with a centered loader meanwhile. A chunk that fails or times
 * out shows a localized "reload the page" message instead of a blank screen.
 */
export function lazyRoute(
  load: () => Promise<{ default: ComponentType }>,
  timeoutMs: number = CHUNK_LOAD_TIMEOUT_MS,
): ComponentType {
  const Page = lazy(() =>
    withTimeout(load(), timeoutMs).catch((cause: unknown) => {
      throw new ChunkLoadError(cause);
    }),
  );
  return function LazyRoute() {
    return (
      <ErrorBoundary>
        <Suspense fallback={<PageLoader />}>
          <Page />
        </Suspense>
      </ErrorBoundary>
    );
  };
}
