import { fireEvent, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { userFixture } from '../../jest/fixtures';
import { renderWithProviders } from '../../jest/render-with-providers';
import { sessionStore } from '../session/session-store';
import { UserMenu } from './UserMenu';

function openMenu() {
  const router = createMemoryRouter([{ path: '/dashboard', element: <UserMenu /> }], { initialEntries: ['/dashboard'] });
  renderWithProviders(<RouterProvider router={router} />);
  fireEvent.click(screen.getByRole('button', { name: /^Menu utilisateur/ }));
}

describe('UserMenu', () => {
  it('leads staff and superusers to the organizations of the platform', async () => {
    sessionStore.setUser(userFixture({ isSuperUser: true }));
    openMenu();
    const entry = await screen.findByRole('menuitem', { name: 'Organisations (super admin)' });
    expect(entry.getAttribute('href')).toBe('/admin/organizations');
  });

  it('has no such entry for an organizer', async () => {
    sessionStore.setUser(userFixture());
    openMenu();
    expect(await screen.findByRole('menuitem', { name: 'Mon profil' })).toBeTruthy();
    expect(screen.queryByRole('menuitem', { name: 'Organisations (super admin)' })).toBeNull();
  });
});
