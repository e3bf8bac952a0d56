import { renderWithProviders } from '@benevo/ui/jest/render-with-providers';
import { fireEvent, screen } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import type { MockLink } from '@apollo/client/testing';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { ManagerLoginDocument } from '../../gql/graphql';
import { managerMessages } from '../../i18n/messages';
import { MANAGER_SESSION_KEY } from '../session/manager-session';
import { RequireManager } from '../session/RequireManager';
import ManagerLoginPage from './ManagerLoginPage';

const credentials = { email: 'chef@example.org', password: 'secret-bar', organizationId: '12' };

function renderLogin(mocks: MockLink.MockedResponse[], entry = '/manager/login') {
  const router = createMemoryRouter(
    [
      { path: '/manager/login', element: <ManagerLoginPage /> },
      { path: '/manager/events', element: <RequireManager>Mes événements ici</RequireManager> },
    ],
    { initialEntries: [entry] },
  );
  renderWithProviders(<RouterProvider router={router} />, { messages: managerMessages, mocks });
  return router;
}

async function fillAndSubmit() {
  fireEvent.change(await screen.findByLabelText(/^E-mail/), { target: { value: credentials.email } });
  fireEvent.change(screen.getByLabelText(/^Mot de passe/), { target: { value: credentials.password } });
  fireEvent.change(screen.getByLabelText(/Numéro de l'organisation/), { target: { value: ` ${credentials.organizationId} ` } });
  fireEvent.click(screen.getByRole('button', { name: 'Se connecter' }));
}

beforeEach(() => localStorage.clear());

describe('manager login', () => {
  it("shows the server's message for wrong credentials and keeps no session", async () => {
    const router = renderLogin([
      {
        request: { query: ManagerLoginDocument, variables: credentials },
        result: { errors: [new GraphQLError('Erreur de connexion, contrôler vos informations', { extensions: { code: 'UNAUTHENTICATED' } })] },
      },
    ]);
    await fillAndSubmit();
    expect((await screen.findByRole('alert')).textContent).toBe('Erreur de connexion, contrôler vos informations');
    expect(router.state.location.pathname).toBe('/manager/login');
    expect(localStorage.getItem(MANAGER_SESSION_KEY)).toBeNull();
  });

  it('keeps the session and goes to the events after a good login', async () => {
    const router = renderLogin([
      {
        request: { query: ManagerLoginDocument, variables: credentials },
        result: {
          data: {
            managerLogin: {
              __typename: 'ManagerSession',
              token: 'mgr-token',
              expiresAt: '2099-01-01T00:00:00.000Z',
              email: credentials.email,
              organizationName: 'FC Vétroz',
              events: [{ __typename: 'ManagerEventRef', id: '7', uuid: '0b6f-uuid', name: 'Fête des vendanges' }],
            },
          },
        },
      },
    ]);
    await fillAndSubmit();
    expect(await screen.findByText('Mes événements ici')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/manager/events');
    expect(JSON.parse(localStorage.getItem(MANAGER_SESSION_KEY) ?? '{}')).toMatchObject({
      token: 'mgr-token',
      organizationName: 'FC Vétroz',
      events: [{ id: '7', name: 'Fête des vendanges' }],
    });
  });

  it('sends a visitor without a session to the login, saying when the stored one has expired', async () => {
    localStorage.setItem(
      MANAGER_SESSION_KEY,
      JSON.stringify({ token: 'old', expiresAt: '2020-01-01T00:00:00.000Z', email: 'chef@example.org', organizationName: 'FC', events: [] }),
    );
    const router = renderLogin([], '/manager/events');
    expect((await screen.findByRole('status')).textContent).toContain('Votre session a expiré');
    expect(router.state.location.pathname).toBe('/manager/login');
    expect(localStorage.getItem(MANAGER_SESSION_KEY)).toBeNull();
  });
});
