import type { MockLink } from '@apollo/client/testing';
import { renderWithProviders } from '@benevo/ui/jest/render-with-providers';
import { screen, waitFor, within } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { VolunteerCampaignsDocument, VolunteerMessagesDocument, VolunteerSpaceDocument } from '../gql/graphql';
import { portalMessages } from '../i18n/messages';
import { featuresOff } from './space-test-mocks';
import VolunteerSpacePage from './VolunteerSpacePage';

const space = {
  __typename: 'VolunteerSpace' as const,
  firstName: 'Anna',
  lastName: 'Muster',
  email: 'anna@example.org',
  organizationName: 'FC Vétroz',
  participations: [],
  waitingList: [],
};

// Midday UTC: the same calendar day in every time zone the tests may run in.
const registrations = [
  {
    __typename: 'VolunteerCampaignRegistration' as const,
    id: '7',
    name: 'Bénévoles 2031',
    description: 'Rejoignez-nous pour la saison 2031',
    contactName: 'Anne Martin',
    contactEmail: 'anne@example.org',
    registeredAt: '2031-03-05T12:00:00.000Z',
  },
];

function renderSpace(campaigns: MockLink.MockedResponse) {
  const mocks: MockLink.MockedResponse[] = [
    { request: { query: VolunteerSpaceDocument, variables: { token: 'tok' } }, result: { data: { volunteerSpace: space } } },
    { request: { query: VolunteerMessagesDocument, variables: { token: 'tok' } }, result: { data: { volunteerCommunications: [] } } },
    campaigns,
    ...featuresOff(),
  ];
  const router = createMemoryRouter([{ path: '/portal/t/:token', Component: VolunteerSpacePage }], { initialEntries: ['/portal/t/tok'] });
  renderWithProviders(<RouterProvider router={router} />, { messages: portalMessages, mocks });
}

function campaignsMock(list: typeof registrations): MockLink.MockedResponse {
  return { request: { query: VolunteerCampaignsDocument, variables: { token: 'tok' } }, result: { data: { volunteerCampaignRegistrations: list } } };
}

describe('volunteer space: my campaigns', () => {
  it('lists the campaign registrations with the campaign, its contact and the date', async () => {
    renderSpace(campaignsMock(registrations));
    const heading = await screen.findByRole('heading', { name: 'Mes campagnes' });
    const section = heading.parentElement as HTMLElement;
    const items = within(section).getAllByRole('listitem');
    expect(items).toHaveLength(1);
    expect(within(items[0]).getByText('Bénévoles 2031')).toBeTruthy();
    expect(within(items[0]).getByText('Rejoignez-nous pour la saison 2031')).toBeTruthy();
    expect(within(items[0]).getByText(/Anne Martin/)).toBeTruthy();
    expect(within(items[0]).getByRole('link', { name: 'anne@example.org' }).getAttribute('href')).toBe('mailto:anne@example.org');
    expect(within(items[0]).getByText('05.03.2031').getAttribute('datetime')).toBe('2031-03-05T12:00:00.000Z');
  });

  it('hides the section when the volunteer has no registration to a published campaign', async () => {
    renderSpace(campaignsMock([]));
    expect(await screen.findByRole('heading', { name: 'Bonjour Anna' })).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'Mes messages' })).toBeTruthy();
    await waitFor(() => expect(screen.queryByText('Aucun message')).toBeTruthy());
    expect(screen.queryByRole('heading', { name: 'Mes campagnes' })).toBeNull();
  });

  it('says when the campaigns cannot be shown', async () => {
    renderSpace({
      request: { query: VolunteerCampaignsDocument, variables: { token: 'tok' } },
      result: { errors: [new GraphQLError('Panne', { extensions: { code: 'INTERNAL_SERVER_ERROR' } })] },
    });
    expect(await screen.findByText('Vos campagnes ne peuvent pas être affichées pour le moment.')).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Mes campagnes' })).toBeNull();
  });
});
