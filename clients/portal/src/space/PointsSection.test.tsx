import type { MockLink } from '@apollo/client/testing';
import { renderWithProviders } from '@benevo/ui/jest/render-with-providers';
import { act, screen, within } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import { MyPointsDocument } from '../gql/graphql';
import { portalMessages } from '../i18n/messages';
import { formatPoints, formatPointsDiff } from './points-format';
import { PointsSection } from './PointsSection';

function transaction(id: string, pointsDiff: number, balance: number, trigger: string, label: string, data: Record<string, unknown>) {
  return {
    __typename: 'PointsTransaction' as const,
    id,
    // Midday UTC: the same calendar day in every time zone the tests may run in.
    createdAt: '2031-06-20T12:00:00.000Z',
    pointsDiff,
    balance,
    trigger,
    label,
    triggerData: {
      __typename: 'PointsTriggerData' as const,
      eventId: null,
      eventName: null,
      positionName: null,
      startTime: null,
      endTime: null,
      productName: null,
      quantity: null,
      reason: null,
      ...data,
    },
  };
}

// Newest first, as the server sends them.
const history = [
  transaction('4', 2.5, 27.5, 'manual_adjustment', 'Ajustement manuel', { reason: 'Rangement du matériel' }),
  transaction('3', -30, 25, 'product_purchased', 'Achat', { productName: 'T-shirt', quantity: 2 }),
  transaction('2', 15, 55, 'participation_accepted', 'Inscription acceptée', {
    eventId: '9',
    eventName: 'Marathon de New York',
    positionName: 'Ravitaillement',
    startTime: '2031-06-14T12:00:00.000Z',
    endTime: '2031-06-14T15:00:00.000Z',
  }),
  transaction('1', 40, 40, 'participation_accepted', 'Inscription acceptée', {
    eventId: '3',
    eventName: 'Fête du village',
    positionName: 'Bar',
    startTime: '2031-06-14T06:00:00.000Z',
    endTime: '2031-06-14T10:00:00.000Z',
  }),
];

function pointsMock(balance: number, transactions: typeof history): MockLink.MockedResponse {
  return {
    request: { query: MyPointsDocument, variables: { token: 'tok' } },
    result: { data: { myPoints: { __typename: 'VolunteerPoints' as const, volunteerId: '5', balance, transactions } } },
  };
}

const timeZones = new Map([
  ['3', 'Europe/Zurich'],
  ['9', 'America/New_York'],
]);

function renderPoints(mock: MockLink.MockedResponse) {
  return renderWithProviders(<PointsSection token="tok" timeZones={timeZones} />, { messages: portalMessages, mocks: [mock] });
}

describe('volunteer space: points', () => {
  it('writes points and their changes the way the language does', () => {
    expect(formatPoints(27.5, 'fr')).toBe('27,5');
    expect(formatPoints(27.5, 'en')).toBe('27.5');
    expect(formatPointsDiff(40, 'fr')).toBe('+40');
    expect(formatPointsDiff(-12.5, 'fr')).toBe('−12,5');
    expect(formatPointsDiff(1250, 'de')).toMatch(/^\+1\D250$/);
  });

  it('shows the balance and the history with label, change, balance after, date and cause', async () => {
    renderPoints(pointsMock(27.5, history));
    expect(await screen.findByText('27,5 points')).toBeTruthy();
    expect(screen.getByText('Mon solde de points')).toBeTruthy();
    const list = screen.getByRole('heading', { name: 'Historique des points' }).parentElement as HTMLElement;
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(4);

    expect(within(items[0]).getByText('Ajustement manuel')).toBeTruthy();
    expect(within(items[0]).getByText('+2,5')).toBeTruthy();
    expect(within(items[0]).getByText('Raison : Rangement du matériel')).toBeTruthy();
    expect(within(items[0]).getByText('Solde : 27,5 points')).toBeTruthy();

    expect(within(items[1]).getByText('Achat')).toBeTruthy();
    expect(within(items[1]).getByText('−30')).toBeTruthy();
    expect(within(items[1]).getByText('T-shirt × 2')).toBeTruthy();
    expect(within(items[1]).getByText('Solde : 25 points')).toBeTruthy();

    // Each slot in its own event's time zone.
    expect(within(items[2]).getByText('Marathon de New York · Ravitaillement, sam. 14.06.2031, 08:00 – 11:00')).toBeTruthy();
    expect(within(items[3]).getByText('Inscription acceptée')).toBeTruthy();
    expect(within(items[3]).getByText('+40')).toBeTruthy();
    expect(within(items[3]).getByText('Fête du village · Bar, sam. 14.06.2031, 08:00 – 12:00')).toBeTruthy();
    expect(within(items[3]).getByText('Solde : 40 points')).toBeTruthy();
    expect(within(items[3]).getByText(/^20\.06\.2031/).getAttribute('datetime')).toBe('2031-06-20T12:00:00.000Z');
  });

  it('says so when there are no points yet, in the singular for zero in French', async () => {
    renderPoints(pointsMock(0, []));
    expect(await screen.findByText('0 point')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Aucun point pour le moment' })).toBeTruthy();
  });

  it('shows the history in the volunteer’s language', async () => {
    const { i18n } = renderPoints(pointsMock(1, [transaction('1', 1, 1, 'manual_adjustment', 'Manual adjustment', { reason: 'Tidying' })]));
    await act(() => i18n.changeLanguage('en'));
    expect(await screen.findByText('1 point')).toBeTruthy();
    expect(screen.getByText('Reason: Tidying')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Points history' })).toBeTruthy();
  });

  it('says when the points cannot be shown', async () => {
    renderPoints({
      request: { query: MyPointsDocument, variables: { token: 'tok' } },
      result: { errors: [new GraphQLError('Panne', { extensions: { code: 'INTERNAL_SERVER_ERROR' } })] },
    });
    expect(await screen.findByRole('alert')).toBeTruthy();
    expect(screen.queryByText('Mon solde de points')).toBeNull();
  });
});
