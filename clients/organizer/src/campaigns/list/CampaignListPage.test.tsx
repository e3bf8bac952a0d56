import { sessionStore } from '@benevo/ui';
import { userFixture } from '@benevo/ui/jest/fixtures';
import { renderWithProviders } from '@benevo/ui/jest/render-with-providers';
import { screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { CampaignsDocument, type CampaignStatus } from '../../gql/graphql';
import { organizerMessages } from '../../i18n/messages';
import CampaignListPage from './CampaignListPage';

function campaign(id: string, name: string, status: CampaignStatus, nbRegistrations: number) {
  return { __typename: 'Campaign' as const, id, token: `tok${id}`, name, status, nbRegistrations, isPublic: true, createdAt: '2030-01-01T10:00:00Z' };
}

function renderList(campaigns: ReturnType<typeof campaign>[]) {
  const router = createMemoryRouter([{ path: '/', Component: CampaignListPage }]);
  renderWithProviders(<RouterProvider router={router} />, {
    messages: organizerMessages,
    mocks: [{ request: { query: CampaignsDocument }, result: { data: { campaigns } } }],
  });
}

beforeEach(() => sessionStore.setUser(userFixture()));
afterEach(() => sessionStore.clear());

describe('campaign list', () => {
  it('shows each campaign with its status, registrations and public link', async () => {
    renderList([campaign('1', 'Bénévoles 2031', 'PUBLISHED', 12), campaign('2', 'Printemps', 'DRAFT', 0), campaign('3', 'Hiver', 'CLOSED', 4), campaign('4', 'Ancienne', 'ARCHIVED', 1)]);
    const row = (await screen.findByText('Bénévoles 2031')).closest('tr') as HTMLElement;
    expect(within(row).getByText('Publiée')).toBeTruthy();
    expect(within(row).getByText('12')).toBeTruthy();
    const slug = userFixture().activeOrganization?.slug ?? '';
    expect(within(row).getByText(`${window.location.origin}/o/${slug}/c/tok1`)).toBeTruthy();
    expect(within(row).getByRole('button', { name: 'Copier le lien Bénévoles 2031' })).toBeTruthy();
    expect(screen.getByText('Brouillon')).toBeTruthy();
    expect(screen.getByText('Fermée')).toBeTruthy();
    expect(screen.getByText('Archivée')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Inscriptions Hiver' }).getAttribute('href')).toBe('/campaigns/volunteers/3');
  });

  it('shows cards on a phone', async () => {
    const original = window.matchMedia;
    window.matchMedia = (query: string) => ({ ...original(query), matches: query.includes('max-width') });
    try {
      renderList([campaign('1', 'Bénévoles 2031', 'PUBLISHED', 12)]);
      const card = (await screen.findByText('Bénévoles 2031')).closest('li') as HTMLElement;
      expect(screen.queryByRole('table')).toBeNull();
      expect(within(card).getByText('Publiée')).toBeTruthy();
      expect(within(card).getByText('12 inscriptions')).toBeTruthy();
      expect(within(card).getByRole('link', { name: 'Modifier Bénévoles 2031' })).toBeTruthy();
    } finally {
      window.matchMedia = original;
    }
  });

  it('invites to create the first campaign when there is none', async () => {
    renderList([]);
    expect(await screen.findByRole('heading', { name: 'Aucune campagne' })).toBeTruthy();
    expect(screen.getAllByRole('link', { name: 'Nouvelle campagne' }).length).toBe(2);
  });
});
