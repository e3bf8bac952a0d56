import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useParams } from 'react-router';
import PortalLauncher from './PortalLauncher';
import { resetOfflineStateForTests, saveSnapshot } from './offline-snapshot';

function Space() {
  const { token } = useParams();
  return <p>space of {token}</p>;
}

function launch() {
  const router = createMemoryRouter(
    [
      { path: '/portal/app', element: <PortalLauncher /> },
      { path: '/portal/t/:token', element: <Space /> },
      { path: '/portal', element: <p>home</p> },
    ],
    { initialEntries: ['/portal/app'] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

beforeEach(() => {
  window.localStorage.clear();
  resetOfflineStateForTests();
});

describe('PortalLauncher (/portal/app, the installed app start URL)', () => {
  it('opens the space whose data this device keeps', async () => {
    saveSnapshot({ ROOT_QUERY: { __typename: 'Query', 'volunteerSpace({"token":"anna-1"})': { __typename: 'VolunteerSpace' } } }, 'anna-1');
    const router = launch();
    expect(await screen.findByText('space of anna-1')).toBeTruthy();
    // Replaced, so that "back" does not bounce on the launcher.
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('opens the home when no link was opened on this device', async () => {
    launch();
    expect(await screen.findByText('home')).toBeTruthy();
  });
});
