import { renderWithProviders } from '@benevo/ui/jest/render-with-providers';
import { fireEvent, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { managerMessages } from './i18n/messages';
import { routes } from './routes';

function renderAt(entry: string) {
  const router = createMemoryRouter(routes, { initialEntries: [entry] });
  renderWithProviders(<RouterProvider router={router} />, { messages: managerMessages });
  return router;
}

describe('manager routes', () => {
  it('requires the password on the login form', async () => {
    renderAt('/manager/login');
    fireEvent.change(await screen.findByLabelText(/^E-mail/), { target: { value: 'chef@example.org' } });
    fireEvent.change(screen.getByLabelText(/Numéro de l'organisation/), { target: { value: '12' } });
    fireEvent.click(screen.getByRole('button', { name: 'Se connecter' }));
    expect(await screen.findByText('Le mot de passe est obligatoire')).toBeTruthy();
    expect(screen.queryByRole('status')).toBeNull();
  });

  it.each(['/manager/0b6f-uuid/s3cret', '/fc-vetroz/public_manager/12'])('has the event view at %s', async (entry) => {
    renderAt(entry);
    expect(await screen.findByText('Aucune affectation à afficher pour le moment')).toBeTruthy();
  });

  it('has the scan stand at /manager/scan, asking for the secret without a login link', async () => {
    renderAt('/manager/scan');
    expect(await screen.findByLabelText(/Secret de connexion/)).toBeTruthy();
    expect(screen.getByText('Stand de scan')).toBeTruthy();
  });

  it('shows the 404 page elsewhere', async () => {
    renderAt('/manager');
    expect(await screen.findByText('Oops, vous êtes perdu')).toBeTruthy();
  });
});
