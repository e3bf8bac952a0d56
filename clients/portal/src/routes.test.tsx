import { renderWithProviders } from '@benevo/ui/jest/render-with-providers';
import { fireEvent, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { portalMessages } from './i18n/messages';
import { routes } from './routes';

function renderAt(entry: string) {
  const router = createMemoryRouter(routes, { initialEntries: [entry] });
  renderWithProviders(<RouterProvider router={router} />, { messages: portalMessages });
  return router;
}

afterEach(() => {
  document.cookie = 'lang=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
});

describe('portal routes', () => {
  it('explains the personal link on /portal, in the chosen language', async () => {
    renderAt('/portal');
    expect(await screen.findByRole('heading', { name: 'Votre espace bénévole' })).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Langue'), { target: { value: 'en' } });
    expect(await screen.findByRole('heading', { name: 'Your volunteer space' })).toBeTruthy();
  });

  it('opens the space of a token link with an honest empty state', async () => {
    renderAt('/portal/t/abc123');
    expect(await screen.findByText('Rien à afficher pour le moment')).toBeTruthy();
  });

  it('shows the 404 page for unknown portal paths', async () => {
    renderAt('/portal/nothing/here');
    expect(await screen.findByText('Oops, vous êtes perdu')).toBeTruthy();
  });
});
