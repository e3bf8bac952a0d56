import { gql } from '@apollo/client';
import { renderWithProviders } from '@benevo/ui/jest/render-with-providers';
import { act, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { portalMessages } from '../../i18n/messages';
import { OfflineBanner } from './OfflineBanner';
import { answerFromSnapshot, resetOfflineStateForTests, saveSnapshot } from './offline-snapshot';

const savedAt = new Date(2031, 5, 14, 9, 5).getTime(); // 14.06.2031 09:05 local time
const extracted = { ROOT_QUERY: { __typename: 'Query', 'volunteerSpace({"token":"anna-1"})': { __typename: 'VolunteerSpace', firstName: 'Anna' } } };
const SPACE = gql`
  query VolunteerSpace($token: String!) {
    volunteerSpace(token: $token) {
      firstName
    }
  }
`;

function renderAt(path: string) {
  const router = createMemoryRouter([{ path: '/portal/t/:token', element: <OfflineBanner /> }], { initialEntries: [path] });
  return renderWithProviders(<RouterProvider router={router} />, { messages: portalMessages });
}

async function goOffline(offline: boolean) {
  jest.spyOn(window.navigator, 'onLine', 'get').mockReturnValue(!offline);
  // Back online, the banner asks the page's queries again: let that settle.
  await act(async () => {
    window.dispatchEvent(new Event(offline ? 'offline' : 'online'));
    await new Promise((resolve) => setTimeout(resolve, 10));
  });
}

beforeEach(() => {
  window.localStorage.clear();
  jest.restoreAllMocks();
  resetOfflineStateForTests();
});

describe('OfflineBanner', () => {
  it('shows nothing while online with fresh data', () => {
    saveSnapshot(extracted, 'anna-1', savedAt);
    renderAt('/portal/t/anna-1');
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('says the data may be old and when it was last updated, when the phone goes offline', async () => {
    saveSnapshot(extracted, 'anna-1', savedAt);
    renderAt('/portal/t/anna-1');
    await goOffline(true);
    const banner = screen.getByRole('status');
    expect(banner.textContent).toContain('Vous êtes hors ligne');
    expect(banner.textContent).toContain('peuvent ne plus être à jour');
    expect(banner.textContent).toContain('Dernière mise à jour : 14.06.2031 à 09:05.');
    expect(screen.queryByRole('button', { name: 'Réessayer' })).toBeNull();
    await goOffline(false);
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('says the server does not answer when the data came from the device, with a retry', () => {
    saveSnapshot(extracted, 'anna-1', savedAt);
    renderAt('/portal/t/anna-1');
    act(() => {
      expect(answerFromSnapshot('anna-1', SPACE, { token: 'anna-1' })).toEqual({ volunteerSpace: { __typename: 'VolunteerSpace', firstName: 'Anna' } });
    });
    expect(screen.getByRole('status').textContent).toContain('Le serveur ne répond pas');
    expect(screen.getByRole('button', { name: 'Réessayer' })).toBeTruthy();
  });

  it("gives no date of another token's data", async () => {
    saveSnapshot(extracted, 'anna-1', savedAt);
    renderAt('/portal/t/ben-2');
    await goOffline(true);
    expect(screen.getByRole('status').textContent).toContain('Vous êtes hors ligne');
    expect(screen.getByRole('status').textContent).not.toContain('Dernière mise à jour');
  });
});
