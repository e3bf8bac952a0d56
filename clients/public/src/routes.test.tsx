import { renderWithProviders } from '@benevo/ui/jest/render-with-providers';
import { screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { publicMessages } from './i18n/messages';
import { routes } from './routes';

function renderAt(entry: string) {
  const router = createMemoryRouter(routes, { initialEntries: [entry] });
  renderWithProviders(<RouterProvider router={router} />, { messages: publicMessages });
  return router;
}

describe('public routes', () => {
  it('shows the organization page', async () => {
    renderAt('/o/fc-vetroz');
    expect(await screen.findByText('Aucun événement public pour le moment')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Calendrier' }).getAttribute('href')).toBe('/o/fc-vetroz/calendar');
  });

  it.each(['/o/fc-vetroz/events', '/o/fc-vetroz/event/'])('sends %s to the organization page', async (entry) => {
    const router = renderAt(entry);
    await waitFor(() => expect(router.state.location.pathname).toBe('/o/fc-vetroz'));
  });

  it('shows the calendar and the event sign-up pages', async () => {
    renderAt('/o/fc-vetroz/calendar');
    expect(await screen.findByText('Aucune date à afficher pour le moment')).toBeTruthy();
  });

  it('shows an event sign-up page with a way back', async () => {
    renderAt('/o/fc-vetroz/e-cal/3f2a');
    expect(await screen.findByText('Les inscriptions ne sont pas encore ouvertes ici')).toBeTruthy();
    expect(screen.getByRole('link', { name: "Retour à l'organisation" }).getAttribute('href')).toBe('/o/fc-vetroz');
  });

  it('shows the 404 page elsewhere', async () => {
    renderAt('/o/fc-vetroz/nope/nope');
    expect(await screen.findByText('Oops, vous êtes perdu')).toBeTruthy();
  });
});
