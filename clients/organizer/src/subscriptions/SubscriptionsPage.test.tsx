import { sessionStore } from '@benevo/ui';
import { organizationFixture, userFixture } from '@benevo/ui/jest/fixtures';
import { renderWithProviders } from '@benevo/ui/jest/render-with-providers';
import { screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { organizerMessages } from '../i18n/messages';
import SubscriptionsPage from './SubscriptionsPage';

function renderPage(organization: Parameters<typeof organizationFixture>[0]) {
  sessionStore.setUser(userFixture({ activeOrganization: organizationFixture(organization) }));
  const router = createMemoryRouter([{ path: '/subscriptions', Component: SubscriptionsPage }], { initialEntries: ['/subscriptions'] });
  renderWithProviders(<RouterProvider router={router} />, { messages: organizerMessages });
}

afterEach(() => sessionStore.clear());

/** The comparison's cells of one row, licence by licence. */
function row(table: HTMLElement, key: string): string[] {
  const tr = table.querySelector(`tr[data-row="${key}"]`) as HTMLElement;
  return within(tr).getAllByRole('cell').map((cell) => cell.textContent ?? '');
}

describe('subscription page', () => {
  it('shows the licence, its validity and what each licence allows, the current one highlighted', async () => {
    renderPage({ licenseType: 'CLUB', validUntil: '2999-12-31' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Abonnement' })).toBeTruthy();
    expect(screen.getByTestId('current-licence').textContent).toBe('Club');
    expect(screen.getByText('31.12.2999')).toBeTruthy();
    expect(screen.getByText('Active')).toBeTruthy();
    const table = screen.getByRole('table', { name: 'Comparaison des licences' });
    const headers = within(table).getAllByRole('columnheader').map((th) => th.textContent);
    expect(headers).toEqual(['Fonction', 'Aucune', 'Light', 'ClubVotre licence', 'Pro', 'Corporate']);
    const current = within(table).getAllByRole('columnheader').filter((th) => th.getAttribute('aria-current') === 'true');
    expect(current.map((th) => th.getAttribute('data-licence'))).toEqual(['club']);
    // The limits of @benevo/schema's LICENSE_FIELD_LIMITS (spec 6: Light 0 and 3, Club 3 and 3).
    expect(row(table, 'volunteerFields')).toEqual(['Aucun', 'Aucun', '3 au maximum', 'Illimités', 'Illimités']);
    expect(row(table, 'eventFields')).toEqual(['Aucun', '3 au maximum', '3 au maximum', 'Illimités', 'Illimités']);
    expect(row(table, 'calendar')).toEqual(['Non inclus', 'Non inclus', 'Non inclus', 'Inclus', 'Inclus']);
    expect(row(table, 'validation')).toEqual(['En option', 'En option', 'En option', 'Inclus', 'Inclus']);
    expect(screen.queryByText(/Votre licence a expiré/)).toBeNull();
  });

  it('says when the licence has expired, and lists the features switched on', async () => {
    renderPage({ licenseType: 'PRO', validUntil: '2020-01-31', enableShop: true });
    expect(await screen.findByText('Expirée')).toBeTruthy();
    expect(screen.getByText(/Votre licence a expiré le 31.01.2020/)).toBeTruthy();
    const shop = document.querySelector('[data-right="shop"]');
    expect(shop?.getAttribute('data-on')).toBe('true');
    expect(document.querySelector('[data-right="campaigns"]')?.getAttribute('data-on')).toBe('false');
  });

  it('names the Pro rights an organization holds beyond its licence', async () => {
    renderPage({ licenseType: 'LIGHT', validUntil: null, hasProRights: true });
    expect(await screen.findByText('Sans date d\'échéance')).toBeTruthy();
    expect(screen.getByText('Votre organisation dispose des droits Pro et Corporate.')).toBeTruthy();
  });

  it('shows one card per licence on a phone, the current one marked', async () => {
    const original = window.matchMedia;
    window.matchMedia = ((query: string) => ({ ...original(query), matches: query.includes('max-width') })) as typeof window.matchMedia;
    try {
      renderPage({ licenseType: 'LIGHT', validUntil: null });
      const list = await screen.findByRole('list', { name: 'Comparaison des licences' });
      const cards = within(list).getAllByRole('listitem');
      expect(cards.map((card) => card.getAttribute('data-licence'))).toEqual(['none', 'light', 'club', 'pro', 'corporate']);
      expect(cards.filter((card) => card.getAttribute('aria-current') === 'true').map((card) => card.getAttribute('data-licence'))).toEqual(['light']);
      expect(within(cards[1]).getByText('Votre licence')).toBeTruthy();
      expect(within(cards[1]).getByText('3 au maximum')).toBeTruthy();
      expect(screen.queryByRole('table', { name: 'Comparaison des licences' })).toBeNull();
    } finally {
      window.matchMedia = original;
    }
  });
});
