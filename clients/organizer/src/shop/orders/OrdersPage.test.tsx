import { toast } from '@benevo/ui';
import { renderWithProviders } from '@benevo/ui/jest/render-with-providers';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { CancelShopOrderDocument, MarkShopOrdersDeliveredDocument, type OrderStatus, ShopOrdersDocument, ShopProductsDocument } from '../../gql/graphql';
import { organizerMessages } from '../../i18n/messages';
import OrdersPage from './OrdersPage';

jest.mock('@benevo/ui/src/feedback/toast', () => ({
  ...jest.requireActual('@benevo/ui/src/feedback/toast'),
  toast: { success: jest.fn(), error: jest.fn() },
}));

function order(id: string, overrides: { status?: OrderStatus; productName?: string; productId?: string; quantity?: number; price?: number; vouchersCodes?: string[]; firstName?: string } = {}) {
  return {
    __typename: 'Order' as const,
    id,
    productId: overrides.productId ?? '1',
    productName: overrides.productName ?? 'T-shirt',
    quantity: overrides.quantity ?? 1,
    price: overrides.price ?? 120,
    status: overrides.status ?? ('AWAITING_DELIVERY' as const),
    vouchersCodes: overrides.vouchersCodes ?? [],
    createdAt: '2030-07-03T10:00:00Z',
    volunteer: { __typename: 'Volunteer' as const, id: `v${id}`, firstName: overrides.firstName ?? 'Zoé', lastName: 'Martin', email: 'zoe@example.org' },
  };
}

const AWAITING = [order('1'), order('2', { productName: 'Repas', productId: '2', quantity: 2, price: 40, vouchersCodes: ['MEAL-1', 'MEAL-2'], firstName: 'Léo' })];

const ordersMock = (status: OrderStatus, orders: ReturnType<typeof order>[], productId: string | null = null) => ({
  request: { query: ShopOrdersDocument, variables: { status, productId } },
  result: { data: { orders } },
});

const PRODUCTS = {
  request: { query: ShopProductsDocument },
  result: {
    data: {
      products: [
        { __typename: 'Product' as const, id: '1', name: 'T-shirt', description: '', price: 120, image: null, status: 'ACTIVE' as const, onSale: true, stock: null, voucherPoolId: null, nbOrdered: 1, createdAt: '2030-01-01T10:00:00Z' },
        { __typename: 'Product' as const, id: '2', name: 'Repas', description: '', price: 20, image: null, status: 'ACTIVE' as const, onSale: true, stock: null, voucherPoolId: '8', nbOrdered: 2, createdAt: '2030-01-01T10:00:00Z' },
      ],
    },
  },
  maxUsageCount: 5,
};

function renderPage(mocks: object[]) {
  const router = createMemoryRouter([{ path: '/shop/orders', Component: OrdersPage }], { initialEntries: ['/shop/orders'] });
  renderWithProviders(<RouterProvider router={router} />, { messages: organizerMessages, mocks: mocks as never });
}

beforeEach(() => jest.clearAllMocks());

describe('the orders', () => {
  it('lists the orders awaiting delivery with their volunteer, points and voucher codes, and the others by tab and product', async () => {
    renderPage([ordersMock('AWAITING_DELIVERY', AWAITING), PRODUCTS, ordersMock('DELIVERED', [order('3', { status: 'DELIVERED' })]), ordersMock('DELIVERED', [], '2')]);
    const table = await screen.findByRole('table', { name: 'À livrer' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(within(rows[0]).getByRole('link', { name: 'Zoé Martin' }).getAttribute('href')).toBe('/volunteer/v1');
    expect(within(rows[0]).getByText('T-shirt × 1')).toBeTruthy();
    expect(within(rows[0]).getByText('120 points')).toBeTruthy();
    expect(within(rows[0]).getByText('03.07.2030 12:00')).toBeTruthy();
    expect(within(rows[1]).getByText('MEAL-1')).toBeTruthy();
    expect(within(rows[1]).getByText('MEAL-2')).toBeTruthy();

    fireEvent.click(screen.getByRole('tab', { name: 'Livrées' }));
    const delivered = await screen.findByRole('table', { name: 'Livrées' });
    expect(within(delivered).getAllByRole('row')).toHaveLength(2);
    // Delivered orders can be neither selected nor cancelled.
    expect(screen.queryByRole('checkbox')).toBeNull();
    expect(screen.queryByRole('button', { name: /^Annuler la commande/ })).toBeNull();

    const filter = screen.getByRole('combobox', { name: 'Produit' });
    fireEvent.click(filter);
    const listbox = await waitFor(() => {
      const element = document.getElementById(filter.getAttribute('aria-controls') ?? '');
      if (!element) throw new Error('no listbox');
      return element;
    });
    fireEvent.click(await within(listbox).findByRole('option', { name: 'Repas', hidden: true }));
    expect(await screen.findByRole('heading', { name: 'Aucune commande livrée' })).toBeTruthy();
    expect(screen.getByText('Aucune commande de ce produit dans cet onglet.')).toBeTruthy();
  });

  it('marks the selected orders delivered in one go', async () => {
    const mutation = jest.fn(() => ({ data: { markOrdersDelivered: AWAITING.map((o) => ({ ...o, status: 'DELIVERED' as const })) } }));
    renderPage([
      ordersMock('AWAITING_DELIVERY', AWAITING),
      PRODUCTS,
      { request: { query: MarkShopOrdersDeliveredDocument, variables: { ids: ['1', '2'] } }, result: mutation },
      ordersMock('AWAITING_DELIVERY', []),
    ]);
    const deliver = await screen.findByRole('button', { name: 'Marquer comme livrée (0)' });
    expect(deliver.hasAttribute('disabled')).toBe(true);
    fireEvent.click(screen.getByRole('checkbox', { name: 'Sélectionner la commande T-shirt de Zoé Martin' }));
    expect(screen.getByRole('button', { name: 'Marquer comme livrée (1)' })).toBeTruthy();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Tout sélectionner' }));
    fireEvent.click(screen.getByRole('button', { name: 'Marquer comme livrées (2)' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('2 commandes marquées comme livrées'));
    expect(mutation).toHaveBeenCalledTimes(1);
    expect(await screen.findByRole('heading', { name: 'Aucune commande à livrer' })).toBeTruthy();
  });

  it('cancels an order after a confirmation that tells about the refund', async () => {
    const mutation = jest.fn(() => ({ data: { cancelOrder: { ...AWAITING[1], status: 'CANCELLED' as const } } }));
    renderPage([
      ordersMock('AWAITING_DELIVERY', AWAITING),
      PRODUCTS,
      { request: { query: CancelShopOrderDocument, variables: { id: '2' } }, result: mutation },
      ordersMock('AWAITING_DELIVERY', [AWAITING[0]]),
    ]);
    fireEvent.click(await screen.findByRole('button', { name: 'Annuler la commande Repas de Léo Martin' }));
    const dialog = await screen.findByRole('dialog', { name: 'Annuler la commande' });
    expect(within(dialog).getByText(/2 × Repas de Léo Martin \? Ses 40 points lui sont rendus/)).toBeTruthy();
    expect(mutation).not.toHaveBeenCalled();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Annuler la commande' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Commande Repas annulée, points rendus'));
    expect(mutation).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByText('Repas × 2')).toBeNull());
  });

  it('says the shop is off when the server refuses it (FORBIDDEN)', async () => {
    renderPage([
      { request: { query: ShopOrdersDocument, variables: { status: 'AWAITING_DELIVERY', productId: null } }, result: { errors: [new GraphQLError('Interdit', { extensions: { code: 'FORBIDDEN' } })] } },
      PRODUCTS,
    ]);
    expect(await screen.findByText("La boutique n'est pas activée pour cette organisation")).toBeTruthy();
  });
});
