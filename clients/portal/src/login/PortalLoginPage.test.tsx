import type { MockLink } from '@apollo/client/testing';
import { renderWithProviders } from '@benevo/ui/jest/render-with-providers';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { PortalLoginDocument } from '../gql/graphql';
import { portalMessages } from '../i18n/messages';
import PortalLoginPage from './PortalLoginPage';

const CODE = 'c'.repeat(43);

function renderLogin(mocks: MockLink.MockedResponse[]) {
  const router = createMemoryRouter(
    [
      { path: '/portal', element: <h1>home</h1> },
      { path: '/portal/login/:code', Component: PortalLoginPage },
      { path: '/portal/t/:token', element: <h1>space</h1> },
    ],
    { initialEntries: ['/portal', `/portal/login/${CODE}`], initialIndex: 1 },
  );
  renderWithProviders(<RouterProvider router={router} />, { messages: portalMessages, mocks });
  return router;
}

describe('/portal/login/:code', () => {
  it('exchanges the code once and replaces the login address by the space', async () => {
    const exchange = jest.fn(() => ({ data: { portalLogin: { __typename: 'PortalAccessToken' as const, token: 'tok_en-1' } } }));
    const router = renderLogin([{ request: { query: PortalLoginDocument, variables: { code: CODE } }, result: exchange }]);
    expect(screen.getByText('Ouverture de votre espace…')).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'space' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/portal/t/tok_en-1');
    expect(exchange).toHaveBeenCalledTimes(1);
    // Replaced, not pushed: going back does not reopen the used link.
    await act(() => router.navigate(-1));
    await waitFor(() => expect(router.state.location.pathname).toBe('/portal'));
  });

  it('shows a clear page for a used or expired link, with the way to a new one', async () => {
    const router = renderLogin([
      {
        request: { query: PortalLoginDocument, variables: { code: CODE } },
        result: { errors: [new GraphQLError("Ce lien de connexion n'est plus valable", { extensions: { code: 'BAD_USER_INPUT' } })] },
      },
    ]);
    expect(await screen.findByRole('heading', { name: 'Ce lien de connexion ne fonctionne plus' })).toBeTruthy();
    expect(screen.getByText('Un lien de connexion ne sert qu’une fois et reste valable 15 minutes. Demandez-en un nouveau.')).toBeTruthy();
    fireEvent.click(screen.getByRole('link', { name: 'Demander un nouveau lien' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/portal'));
  });

  it('gives the server’s words when the attempts are used up', async () => {
    renderLogin([
      {
        request: { query: PortalLoginDocument, variables: { code: CODE } },
        result: { errors: [new GraphQLError('Trop de tentatives, réessayez dans 5 minutes', { extensions: { code: 'TOO_MANY_REQUESTS' } })] },
      },
    ]);
    expect(await screen.findByText('Trop de tentatives, réessayez dans 5 minutes')).toBeTruthy();
  });
});
