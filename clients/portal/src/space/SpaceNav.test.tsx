import type { MockLink } from '@apollo/client/testing';
import { renderWithProviders } from '@benevo/ui/jest/render-with-providers';
import { fireEvent, screen, within } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import { createMemoryRouter, RouterProvider } from 'react-router';
import {
  MyGroupsDocument,
  MyPointsDocument,
  MyScanCodeDocument,
  MyVouchersDocument,
  ShopProductsDocument,
  VolunteerCampaignsDocument,
  VolunteerMessagesDocument,
  VolunteerSpaceDocument,
} from '../gql/graphql';
import { portalMessages } from '../i18n/messages';
import { routes } from '../routes';
import { mySwapsMock, noSwaps, swap } from './swaps/swaps-mocks';

const space = {
  __typename: 'VolunteerSpace' as const,
  firstName: 'Anna',
  lastName: 'Muster',
  email: 'anna@example.org',
  organizationName: 'FC Vétroz',
  participations: [
    {
      __typename: 'Participation' as const,
      id: '1',
      eventId: '9',
      eventName: 'Marathon de New York',
      eventTimeZone: 'America/New_York',
      positionName: 'Ravitaillement',
      sectorName: null,
      nbParticipants: 1,
      groupName: '',
      validationStatus: 'ACCEPTED',
      timeSlot: { __typename: 'TimeSlot' as const, id: 's1', startTime: '2031-06-14T12:00:00.000Z', endTime: '2031-06-14T15:00:00.000Z' },
    },
  ],
  waitingList: [],
};

const forbidden = (message: string) => ({ errors: [new GraphQLError(message, { extensions: { code: 'FORBIDDEN' } })] });

const noGroups: MockLink.MockedResponse = {
  request: { query: MyGroupsDocument, variables: { token: 'tok' } },
  maxUsageCount: Number.POSITIVE_INFINITY,
  result: { data: { myGroups: { __typename: 'MyGroups' as const, led: [], bookedForMe: [] } } },
};

function baseMocks(shopOn: boolean, vouchersOn: boolean, badgeOn = false, swaps: MockLink.MockedResponse = noSwaps()): MockLink.MockedResponse[] {
  return [
    noGroups,
    swaps,
    { request: { query: VolunteerSpaceDocument, variables: { token: 'tok' } }, result: { data: { volunteerSpace: space } } },
    { request: { query: VolunteerMessagesDocument, variables: { token: 'tok' } }, result: { data: { volunteerCommunications: [] } } },
    { request: { query: VolunteerCampaignsDocument, variables: { token: 'tok' } }, result: { data: { volunteerCampaignRegistrations: [] } } },
    {
      request: { query: ShopProductsDocument, variables: { token: 'tok' } },
      result: shopOn ? { data: { shopProducts: [] } } : forbidden("La boutique n'est pas activée"),
    },
    {
      request: { query: MyVouchersDocument, variables: { token: 'tok' } },
      result: vouchersOn
        ? { data: { myVouchers: { __typename: 'MyVouchers' as const, allowed: 2, claimed: 0, pools: [], codes: [] } } }
        : forbidden('Les bons ne sont pas activés'),
    },
    {
      request: { query: MyScanCodeDocument, variables: { token: 'tok' } },
      maxUsageCount: 2,
      result: badgeOn ? { data: { myScanCode: 'B1-42-1-K7Q2M9XW3A' } } : forbidden('Les opérateurs ne sont pas activés'),
    },
  ];
}

const points: MockLink.MockedResponse = {
  request: { query: MyPointsDocument, variables: { token: 'tok' } },
  result: {
    data: {
      myPoints: {
        __typename: 'VolunteerPoints' as const,
        volunteerId: '5',
        balance: 30,
        transactions: [
          {
            __typename: 'PointsTransaction' as const,
            id: '1',
            createdAt: '2031-06-20T12:00:00.000Z',
            pointsDiff: 30,
            balance: 30,
            trigger: 'participation_accepted',
            label: 'Inscription acceptée',
            triggerData: {
              __typename: 'PointsTriggerData' as const,
              eventId: '9',
              eventName: 'Marathon de New York',
              positionName: 'Ravitaillement',
              startTime: '2031-06-14T12:00:00.000Z',
              endTime: '2031-06-14T15:00:00.000Z',
              productName: null,
              quantity: null,
              reason: null,
            },
          },
        ],
      },
    },
  },
};

function renderAt(entry: string, mocks: MockLink.MockedResponse[]) {
  const router = createMemoryRouter(routes, { initialEntries: [entry] });
  renderWithProviders(<RouterProvider router={router} />, { messages: portalMessages, mocks });
  return router;
}

describe('volunteer space: section menu', () => {
  it('offers the shop and orders when the shop is on, and opens the points', async () => {
    const router = renderAt('/portal/t/tok', [...baseMocks(true, false), points]);
    expect(await screen.findByRole('heading', { name: 'Mes inscriptions' })).toBeTruthy();
    const nav = screen.getByRole('navigation', { name: 'Sections de mon espace' });
    expect(await within(nav).findByRole('link', { name: 'Boutique' })).toBeTruthy();
    expect(within(nav).getAllByRole('link').map((link) => link.textContent)).toEqual(['Inscriptions', 'Points', 'Boutique', 'Commandes', 'Mon profil']);
    expect(within(nav).getByRole('link', { name: 'Inscriptions' }).getAttribute('aria-current')).toBe('page');
    expect(within(nav).getByRole('link', { name: 'Commandes' }).getAttribute('href')).toBe('/portal/t/tok/orders');

    fireEvent.click(within(nav).getByRole('link', { name: 'Points' }));
    expect(await screen.findByRole('heading', { name: 'Historique des points' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/portal/t/tok/points');
    expect(screen.getByRole('link', { name: 'Points' }).getAttribute('aria-current')).toBe('page');
    expect(screen.queryByRole('heading', { name: 'Mes inscriptions' })).toBeNull();
    // The slot's hours in its event's time zone, taken from the volunteer's participations.
    expect(await screen.findByText('Marathon de New York · Ravitaillement, sam. 14.06.2031, 08:00 – 11:00')).toBeTruthy();
  });

  it('offers the swaps once there is one to take, and keeps groups hidden without any', async () => {
    const open = { ...mySwapsMock([], [swap('5')]), maxUsageCount: Number.POSITIVE_INFINITY };
    renderAt('/portal/t/tok', baseMocks(false, false, false, open));
    const nav = await screen.findByRole('navigation', { name: 'Sections de mon espace' });
    expect(await within(nav).findByRole('link', { name: 'Échanges' })).toBeTruthy();
    expect(within(nav).queryByRole('link', { name: 'Groupes' })).toBeNull();
  });

  it('offers vouchers when they are on and hides a shop that is off', async () => {
    renderAt('/portal/t/tok/vouchers', baseMocks(false, true));
    expect(await screen.findByText('Bons obtenus : 0 sur 2')).toBeTruthy();
    const nav = screen.getByRole('navigation', { name: 'Sections de mon espace' });
    expect(within(nav).getByRole('link', { name: 'Bons' }).getAttribute('aria-current')).toBe('page');
    expect(within(nav).queryByRole('link', { name: 'Boutique' })).toBeNull();
    expect(within(nav).queryByRole('link', { name: 'Commandes' })).toBeNull();
  });

  it('offers the badge when its stands scan it, and shows its QR code with the code in letters', async () => {
    renderAt('/portal/t/tok', baseMocks(false, false, true));
    const nav = await screen.findByRole('navigation', { name: 'Sections de mon espace' });
    fireEvent.click(await within(nav).findByRole('link', { name: 'Mon badge' }));
    expect(await screen.findByRole('heading', { name: 'Mon badge' })).toBeTruthy();
    const qr = await screen.findByRole('img', { name: 'QR code de mon badge, code B1-42-1-K7Q2M9XW3A' });
    expect(qr.getAttribute('data-qr-value')).toBe('B1-42-1-K7Q2M9XW3A');
    expect(screen.getByText('B1-42-1-K7Q2M9XW3A')).toBeTruthy();
  });

  it('answers "not found" for an unknown section', async () => {
    renderAt('/portal/t/tok/nothing', baseMocks(false, false));
    expect(await screen.findByText('Oops, vous êtes perdu')).toBeTruthy();
  });
});
