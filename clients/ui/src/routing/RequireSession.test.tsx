import { screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { userFixture } from '../../jest/fixtures';
import { renderWithProviders } from '../../jest/render-with-providers';
import { sessionStore } from '../session/session-store';
import { RequireSession } from './RequireSession';

function renderAt(entry: string) {
  const router = createMemoryRouter(
    [
      { Component: RequireSession, children: [{ path: '/events/list', element: <p>events page</p> }] },
      { path: '/account/two-factor', element: <p>two-factor setup</p> },
      { path: '/account/login', element: <p>login page</p> },
    ],
    { initialEntries: [entry] },
  );
  renderWithProviders(<RouterProvider router={router} />);
  return router;
}

afterEach(() => sessionStore.clear());

describe('RequireSession', () => {
  it('shows the page to a stored user', async () => {
    sessionStore.setUser(userFixture());
    renderAt('/events/list');
    expect(await screen.findByText('events page')).toBeTruthy();
  });

  it('sends a restricted session (enforce2fa, no second factor yet) to the setup page with the way back', async () => {
    sessionStore.setUser(userFixture({ otpSetupRequired: true }));
    const router = renderAt('/events/list?status=draft');
    await waitFor(() => expect(router.state.location.pathname).toBe('/account/two-factor'));
    expect(router.state.location.search).toBe('?redirect=%2Fevents%2Flist%3Fstatus%3Ddraft');
    expect(screen.queryByText('events page')).toBeNull();
  });
});
