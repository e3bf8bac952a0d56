import { MeDocument, sessionStore } from '@benevo/ui';
import { organizationFixture, userFixture } from '@benevo/ui/jest/fixtures';
import { renderWithProviders } from '@benevo/ui/jest/render-with-providers';
import { screen, waitFor } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { DashboardSummaryDocument } from './gql/graphql';
import { organizerMessages } from './i18n/messages';
import { routes } from './routes';

const unauthenticatedMe = {
  request: { query: MeDocument },
  result: { errors: [new GraphQLError('Authentification requise', { extensions: { code: 'UNAUTHENTICATED' } })] },
};

// The dashboard's figures for an organization without events.
const emptySummary = {
  request: { query: DashboardSummaryDocument },
  result: {
    data: {
      me: { __typename: 'User', id: '42', activeOrganization: { __typename: 'Organization', id: '7', nbPendingValidations: 0 } },
      eventsSummary: {
        __typename: 'EventsSummary',
        draft: 0,
        published: 0,
        archive: 0,
        registeredPublished: 0,
        requiredPublished: 0,
        registeredAll: 0,
        requiredAll: 0,
        hoursRequired: 0,
        hoursRegistered: 0,
      },
    },
  },
};

function renderAt(entry: string) {
  const router = createMemoryRouter(routes, { initialEntries: [entry] });
  const { i18n } = renderWithProviders(<RouterProvider router={router} />, {
    messages: organizerMessages,
    mocks: [unauthenticatedMe, emptySummary],
  });
  return Object.assign(router, { i18n });
}

beforeEach(() => {
  window.localStorage.clear();
  sessionStore.setUser(userFixture());
  document.title = 'stale';
});

describe('organizer routing', () => {
  it('redirects an old #/ URL to its path', async () => {
    const router = renderAt('/#/events/list');
    await waitFor(() => expect(router.state.location.pathname).toBe('/events/list'));
    expect(router.state.location.hash).toBe('');
    expect(await screen.findByRole('heading', { name: 'Événements' }, { timeout: 4000 })).toBeTruthy();
  });

  it('sends unknown paths to /404', async () => {
    const router = renderAt('/does/not/exist');
    await waitFor(() => expect(router.state.location.pathname).toBe('/404'));
    expect(await screen.findByText('Oops, vous êtes perdu')).toBeTruthy();
  });

  it('sends the bare /account to /account/404', async () => {
    const router = renderAt('/account');
    await waitFor(() => expect(router.state.location.pathname).toBe('/account/404'));
    expect(await screen.findByText('Oops, vous êtes perdu')).toBeTruthy();
  });

  it('keeps the spec spelling: /planning goes to /plannig', async () => {
    const router = renderAt('/events/3/planning');
    await waitFor(() => expect(router.state.location.pathname).toBe('/events/3/plannig'));
  });

  it('sends / to the dashboard and sets the title on navigation', async () => {
    const router = renderAt('/');
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    expect(await screen.findByText('Aucun événement pour le moment')).toBeTruthy();
    expect(document.title).toBe('Benevo');
  });

  it('asks the server when no user is stored and sends a stranger to login with the redirect', async () => {
    sessionStore.clear();
    const router = renderAt('/events/list?status=published');
    await waitFor(() => expect(router.state.location.pathname).toBe('/account/login'));
    expect(new URLSearchParams(router.state.location.search).get('redirect')).toBe('/events/list?status=published');
    expect(await screen.findByRole('button', { name: 'Se connecter' })).toBeTruthy();
  });

  it("applies an organization's forced language and hides the language switch", async () => {
    sessionStore.setUser(userFixture({ activeOrganization: organizationFixture({ forcedLanguage: 'fr-ch' }) }));
    const { i18n } = renderAt('/dashboard');
    expect(await screen.findByText('Aucun événement pour le moment')).toBeTruthy();
    expect(i18n.language).toBe('fr-ch');
    expect(document.cookie).toContain('lang=fr-ch');
    expect(screen.queryByLabelText('Langue')).toBeNull();
    document.cookie = 'lang=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
  });

  it.each([
    ['/scan/operators', 'Opérateurs'],
    ['/scan/config', 'Configuration du stand'],
    ['/scan/check-ins', 'Arrivées'],
    ['/badges', 'Modèles de badges'],
    ['/badges/new', 'Nouveau modèle de badge'],
  ])('opens the screen of %s rather than "coming soon"', async (path, title) => {
    renderAt(path);
    expect(await screen.findByRole('heading', { level: 1, name: title }, { timeout: 4000 })).toBeTruthy();
    expect(screen.queryByText('Cette section arrive bientôt')).toBeNull();
  });

  it('hides the menu entries of switched-off features', async () => {
    sessionStore.setUser(userFixture({ activeOrganization: organizationFixture({ enableShop: false }) }));
    renderAt('/dashboard');
    expect(await screen.findByText('Tableau de bord')).toBeTruthy();
    expect(screen.queryByText('Boutique')).toBeNull();
  });
});
