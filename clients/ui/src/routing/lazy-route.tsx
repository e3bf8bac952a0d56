import { CHUNK_LOAD_TIMEOUT_MS } from '@benevo/schema';
import { type ComponentType, lazy, Suspense } from 'react';
import { matchRoutes, type RouteObject } from 'react-router';
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
): PreloadableComponent {
  const Page = lazy(() =>
    withTimeout(load(), timeoutMs).catch((cause: unknown) => {
      throw new ChunkLoadError(cause);
    }),
  );
  function LazyRoute() {
    return (
      <ErrorBoundary>
        <Suspense fallback={<PageLoader />}>
          <Page />
        </Suspense>
      </ErrorBoundary>
    );
  }
  // The browser keeps one module per chunk: a preload's import is the one the page then renders.
  LazyRoute.preload = () => void load().catch(() => undefined);
  return LazyRoute;
}

/** A route component whose chunk can be fetched ahead of its first render. */
export type PreloadableComponent = ComponentType & { preload?: () => void };

/**
 * Starts fetching the chunks of the routes the address matches, at start-up: without it the page's
 * chunk is asked for only once the shell has rendered (after the session check), one round trip after
 * the other (issue 19: ~140 ms of the planning page's first draw).
 */
export function preloadMatchedRoutes(routes: RouteObject[], pathname: string): void {
  for (const match of matchRoutes(routes, pathname) ?? []) {
    (match.route.Component as PreloadableComponent | undefined)?.preload?.();
  }
}
