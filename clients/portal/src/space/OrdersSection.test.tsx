import type { MockLink } from '@apollo/client/testing';
import { toast } from '@benevo/ui';
import { renderWithProviders } from '@benevo/ui/jest/render-with-providers';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import { MyOrdersDocument } from '../gql/graphql';
import { portalMessages } from '../i18n/messages';
import { OrdersSection } from './OrdersSection';

jest.mock('@benevo/ui', () => ({
  ...jest.requireActual('@benevo/ui'),
  toast: { success: jest.fn(), error: jest.fn() },
}));

const writeText = jest.fn(() => Promise.resolve());
Object.assign(navigator, { clipboard: { writeText } });

function order(id: string, productName: string, quantity: number, price: number, status: string, createdAt: string, vouchersCodes: string[] = []) {
  return { __typename: 'Order' as const, id, productId: '1', productName, quantity, price, status, vouchersCodes, createdAt };
}

// Midday UTC: the same calendar day in every time zone the tests may run in.
const orders = [
  order('1', 'T-shirt', 1, 15, 'DELIVERED', '2031-05-02T12:00:00.000Z'),
  order('3', 'Repas partenaire', 2, 20, 'AWAITING_DELIVERY', '2031-06-20T12:00:00.000Z', ['REPAS-001', 'REPAS-002']),
  order('2', 'Casquette', 1, 50, 'CANCELLED', '2031-06-01T12:00:00.000Z'),
];

function renderOrders(mock: MockLink.MockedResponse) {
  renderWithProviders(<OrdersSection token="tok" />, { messages: portalMessages, mocks: [mock] });
}

function ordersMock(list: ReturnType<typeof order>[]): MockLink.MockedResponse {
  return { request: { query: MyOrdersDocument, variables: { token: 'tok' } }, result: { data: { myOrders: list } } };
}

describe('volunteer space: my orders', () => {
  it('lists the orders newest first with their status, points and voucher codes', async () => {
    renderOrders(ordersMock(orders));
    const heading = await screen.findByRole('heading', { name: 'Mes commandes' });
    await waitFor(() => expect(within(heading.parentElement as HTMLElement).getAllByText(/ × /)).toHaveLength(3));
    const cards = within(heading.parentElement as HTMLElement)
      .getAllByRole('listitem')
      .filter((item) => item.parentElement?.parentElement === heading.parentElement);
    expect(cards.map((card) => within(card).getByText(/ × /).textContent)).toEqual(['Repas partenaire × 2', 'Casquette × 1', 'T-shirt × 1']);

    expect(within(cards[0]).getByText('En attente de livraison')).toBeTruthy();
    expect(within(cards[0]).getByText('20 points')).toBeTruthy();
    expect(within(cards[0]).getByText(/^Commandée le 20\.06\.2031/)).toBeTruthy();
    expect(within(cards[0]).getByText('Codes des bons')).toBeTruthy();
    expect(within(cards[0]).getByText('REPAS-001')).toBeTruthy();
    expect(within(cards[0]).getByText('REPAS-002')).toBeTruthy();
    expect(within(cards[1]).getByText('Annulée')).toBeTruthy();
    expect(within(cards[1]).queryByText(/Code/)).toBeNull();
    expect(within(cards[2]).getByText('Livrée')).toBeTruthy();
  });

  it('copies a voucher code', async () => {
    renderOrders(ordersMock(orders));
    const copy = await screen.findByRole('button', { name: 'Copier le code REPAS-002' });
    // The button turns to a tick once the clipboard took the code.
    await act(async () => {
      fireEvent.click(copy);
    });
    expect(writeText).toHaveBeenCalledWith('REPAS-002');
    expect(toast.success).toHaveBeenCalledWith('Code copié');
  });

  it('says so when there is no order', async () => {
    renderOrders(ordersMock([]));
    expect(await screen.findByRole('heading', { name: 'Aucune commande' })).toBeTruthy();
  });

  it('says so when the shop is off', async () => {
    renderOrders({
      request: { query: MyOrdersDocument, variables: { token: 'tok' } },
      result: { errors: [new GraphQLError("La boutique n'est pas activée", { extensions: { code: 'FORBIDDEN' } })] },
    });
    expect(await screen.findByText("La boutique n'est pas ouverte pour cette organisation.")).toBeTruthy();
  });
});
