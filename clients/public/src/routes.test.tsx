import type { MockLink } from '@apollo/client/testing';
import { renderWithProviders } from '@benevo/ui/jest/render-with-providers';
import { screen, waitFor, within } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { PublicCampaignsDocument, PublicEventsDocument, PublicOrganizationDocument } from './gql/graphql';
import { publicMessages } from './i18n/messages';
import { campaignSummary, eventSummary, organization, organizationMocks } from './organization/test-fixtures';
import { routes } from './routes';

function renderAt(entry: string, mocks: MockLink.MockedResponse[] = []) {
  const router = createMemoryRouter(routes, { initialEntries: [entry] });
  renderWithProviders(<RouterProvider router={router} />, { messages: publicMessages, mocks });
  return router;
}

describe('public routes', () => {
  it('shows the organization page with its empty state and links to calendar and contact', async () => {
    renderAt('/o/fc-vetroz', organizationMocks([]));
    expect(await screen.findByRole('heading', { name: 'FC Vétroz' })).toBeTruthy();
    expect(await screen.findByText('Aucun événement public pour le moment')).toBeTruthy();
    expect(screen.getByText('Le club de foot du village.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Voir le calendrier' }).getAttribute('href')).toBe('/o/fc-vetroz/calendar');
    expect(screen.getByRole('link', { name: 'Nous contacter' }).getAttribute('href')).toBe('/o/fc-vetroz/contact');
    expect(screen.getByRole('link', { name: 'Calendrier' }).getAttribute('href')).toBe('/o/fc-vetroz/calendar');
    // No campaign: no campaign section.
    expect(screen.queryByRole('heading', { name: 'Campagnes' })).toBeNull();
  });

  it('lists the public campaigns in a section of their own, linking to their page', async () => {
    renderAt('/o/fc-vetroz', organizationMocks([], organization, [campaignSummary('9', 'Bénévoles 2031')]));
    const section = (await screen.findByRole('heading', { name: 'Campagnes' })).closest('section') as HTMLElement;
    const card = within(section).getByRole('heading', { name: 'Bénévoles 2031' }).closest('article') as HTMLElement;
    expect(within(card).getByText('Bénévoles 2031 : rejoignez notre équipe de bénévoles')).toBeTruthy();
    expect(within(card).getByRole('link', { name: "S'inscrire : Bénévoles 2031" }).getAttribute('href')).toBe('/o/fc-vetroz/c/token-9');
  });

  it('lists the published events with their dates, teaser and progress', async () => {
    renderAt(
      '/o/fc-vetroz',
      organizationMocks([
        eventSummary('3', 'Fête du village', [
          ['2031-06-14T06:00:00.000Z', '2031-06-14T20:00:00.000Z'],
          ['2031-06-15T06:00:00.000Z', '2031-06-15T20:00:00.000Z'],
        ]),
      ]),
    );
    const card = (await screen.findByRole('heading', { name: 'Fête du village' })).closest('article') as HTMLElement;
    expect(within(card).getByText('sam. 14.06.2031 – dim. 15.06.2031')).toBeTruthy();
    expect(within(card).getByText('Fête du village : venez nous aider')).toBeTruthy();
    expect(within(card).getByText('12 / 20 bénévoles')).toBeTruthy();
    expect(within(card).getByRole('progressbar', { name: '60 % des bénévoles nécessaires inscrits' })).toBeTruthy();
    expect(within(card).getByRole('link', { name: "S'inscrire : Fête du village" }).getAttribute('href')).toBe('/o/fc-vetroz/e-cal/uuid-3');
  });

  it('says when the organization does not exist', async () => {
    renderAt('/o/nobody', [
      {
        request: { query: PublicOrganizationDocument, variables: { slug: 'nobody' } },
        result: { errors: [new GraphQLError("Cette organisation n'existe pas", { extensions: { code: 'NOT_FOUND' } })] },
      },
      {
        request: { query: PublicEventsDocument, variables: { organizationSlug: 'nobody' } },
        result: { errors: [new GraphQLError("Cette organisation n'existe pas", { extensions: { code: 'NOT_FOUND' } })] },
      },
      {
        request: { query: PublicCampaignsDocument, variables: { organizationSlug: 'nobody' } },
        result: { errors: [new GraphQLError("Cette organisation n'existe pas", { extensions: { code: 'NOT_FOUND' } })] },
      },
    ]);
    expect(await screen.findByRole('heading', { name: "Cette organisation n'existe pas" })).toBeTruthy();
  });

  it.each(['/o/fc-vetroz/events', '/o/fc-vetroz/event/'])('sends %s to the organization page', async (entry) => {
    const router = renderAt(entry, organizationMocks([]));
    await waitFor(() => expect(router.state.location.pathname).toBe('/o/fc-vetroz'));
  });

  it('shows the 404 page elsewhere', async () => {
    renderAt('/o/fc-vetroz/nope/nope');
    expect(await screen.findByText('Oops, vous êtes perdu')).toBeTruthy();
  });
});
