import type { ApolloLink } from '@apollo/client';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, type RouteObject, RouterProvider } from 'react-router';
import { createApolloClient } from './apollo/create-apollo-client';
import { BenevoProvider } from './BenevoProvider';
import { toast } from './feedback/toast';
import { type AppMessages, createI18n } from './i18n/i18n';
import { preloadMatchedRoutes } from './routing/lazy-route';

interface MountOptions {
  routes: RouteObject[];
  messages: AppMessages;
  /** Where an expired session leads (the organizer's login by default). */
  loginPath?: string;
  /** The app's own Apollo links, placed just before the HTTP link (see createApolloClient). */
  links?: ApolloLink[];
}

/** Starts a client app in #root: texts, API client wired to the router, UI kit, routes. */
export function mountApp({ routes, messages, loginPath, links }: MountOptions): void {
  const i18n = createI18n(messages);
  preloadMatchedRoutes(routes, window.location.pathname);
  const router = createBrowserRouter(routes);
  const client = createApolloClient({
    loginPath,
    navigate: (to) => void router.navigate(to, { replace: true }),
    notifyForbidden: (message) => toast.error(message ?? i18n.t('errors.forbidden')),
    language: () => i18n.language,
    links,
  });
  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root element');
  createRoot(container).render(
    <StrictMode>
      <BenevoProvider client={client} i18n={i18n}>
        <RouterProvider router={router} />
      </BenevoProvider>
    </StrictMode>,
  );
}
