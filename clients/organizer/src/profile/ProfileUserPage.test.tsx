import { LogoutEverywhereDocument, sessionStore } from '@benevo/ui';
import { userFixture } from '@benevo/ui/jest/fixtures';
import { renderWithProviders } from '@benevo/ui/jest/render-with-providers';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { organizerMessages } from '../i18n/messages';
import ProfileUserPage from './ProfileUserPage';

function renderProfile(result: object) {
  sessionStore.setUser(userFixture());
  const router = createMemoryRouter(
    [
      { path: '/profile/user', Component: ProfileUserPage },
      { path: '/account/login', element: <p>login page</p> },
    ],
    { initialEntries: ['/profile/user'] },
  );
  renderWithProviders(<RouterProvider router={router} />, {
    messages: organizerMessages,
    mocks: [{ request: { query: LogoutEverywhereDocument }, result }],
  });
  return router;
}

async function confirmLogoutEverywhere() {
  fireEvent.click(screen.getByRole('button', { name: 'Se déconnecter de tous les appareils' }));
  const dialog = await screen.findByRole('dialog', { name: 'Se déconnecter de tous les appareils' });
  expect(within(dialog).getByText(/Toutes vos sessions et tous vos jetons/)).toBeTruthy();
  fireEvent.click(within(dialog).getByRole('button', { name: 'Se déconnecter de tous les appareils' }));
}

afterEach(() => sessionStore.clear());

describe('ProfileUserPage: log out everywhere', () => {
  it('asks first, then ends every session, clears the local one and goes to the login', async () => {
    const router = renderProfile({ data: { logoutEverywhere: true } });
    await confirmLogoutEverywhere();
    await waitFor(() => expect(router.state.location.pathname).toBe('/account/login'));
    expect(sessionStore.getUser()).toBeNull();
  });

  it('keeps the session and says why when the server refuses', async () => {
    const router = renderProfile({ errors: [new GraphQLError('Trop de tentatives', { extensions: { code: 'TOO_MANY_REQUESTS' } })] });
    await confirmLogoutEverywhere();
    expect(await screen.findByText('Trop de tentatives')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/profile/user');
    expect(sessionStore.getUser()).not.toBeNull();
  });
});
