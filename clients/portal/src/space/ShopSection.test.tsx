import type { MockLink } from '@apollo/client/testing';
import { toast } from '@benevo/ui';
import { renderWithProviders } from '@benevo/ui/jest/render-with-providers';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import { MyOrdersDocument, MyPointsDocument, PlaceOrderDocument, ShopProductsDocument } from '../gql/graphql';
import { portalMessages } from '../i18n/messages';
import { orderLimits, ShopSection } from './ShopSection';

jest.mock('@benevo/ui', () => ({
  ...jest.requireActual('@benevo/ui'),
  toast: { success: jest.fn(), error: jest.fn() },
}));

function product(id: string, name: string, price: number, stock: number | null, extra: Record<string, unknown> = {}) {
  return { __typename: 'Product' as const, id, name, description: '', price, image: null, stock, onSale: true, ...extra };
}

const tshirt = product('1', 'T-shirt', 15, 3, { description: 'Coton bio, taille au choix', image: 'https://cdn.example.org/tshirt.png' });
const cap = product('2', 'Casquette', 50, null);
const bottle = product('3', 'Gourde', 5, 0);

function productsMock(list: ReturnType<typeof product>[]): MockLink.MockedResponse {
  return { request: { query: ShopProductsDocument, variables: { token: 'tok' } }, result: { data: { shopProducts: list } } };
}

function pointsMock(balance: number): MockLink.MockedResponse {
  return {
    request: { query: MyPointsDocument, variables: { token: 'tok' } },
    result: { data: { myPoints: { __typename: 'VolunteerPoints' as const, volunteerId: '5', balance, transactions: [] } } },
  };
}

const order = {
  __typename: 'Order' as const,
  id: '70',
  productId: '1',
  productName: 'T-shirt',
  quantity: 2,
  price: 30,
  status: 'AWAITING_DELIVERY',
  vouchersCodes: [],
  createdAt: '2031-06-20T12:00:00.000Z',
};

function renderShop(mocks: MockLink.MockedResponse[]) {
  renderWithProviders(<ShopSection token="tok" />, { messages: portalMessages, mocks });
}

beforeEach(() => jest.clearAllMocks());

describe('volunteer space: shop', () => {
  it('limits a quantity by the stock left, the most per order and the balance', () => {
    expect(orderLimits({ price: 15, stock: 3 }, 40)).toEqual({ max: 2, affordable: 2, available: 3 });
    expect(orderLimits({ price: 5, stock: null }, 1000)).toEqual({ max: 100, affordable: 200, available: 100 });
    expect(orderLimits({ price: 50, stock: null }, 40).max).toBe(0);
    expect(orderLimits({ price: 5, stock: 0 }, 40).max).toBe(0);
  });

  it('lists the products on sale with image, description, price and stock, and says why one cannot be ordered', async () => {
    renderShop([productsMock([tshirt, cap, bottle]), pointsMock(40)]);
    expect(await screen.findByText('40 points')).toBeTruthy();
    const items = await screen.findAllByRole('listitem');
    expect(items).toHaveLength(3);

    expect(within(items[0]).getByRole('heading', { name: 'T-shirt' })).toBeTruthy();
    expect(within(items[0]).getByRole('img', { name: 'Photo de T-shirt' }).getAttribute('src')).toBe('https://cdn.example.org/tshirt.png');
    expect(within(items[0]).getByText('Coton bio, taille au choix')).toBeTruthy();
    expect(within(items[0]).getByText('15 points')).toBeTruthy();
    expect(within(items[0]).getByText('Plus que 3 en stock')).toBeTruthy();
    expect((within(items[0]).getByRole('button', { name: 'Commander « T-shirt »' }) as HTMLButtonElement).disabled).toBe(false);

    // 50 points with 40: what is missing, and no order.
    expect(within(items[1]).getByText('Il vous manque 10 points pour ce produit.')).toBeTruthy();
    expect(within(items[1]).queryByText(/en stock/)).toBeNull();
    expect((within(items[1]).getByRole('button', { name: 'Commander « Casquette »' }) as HTMLButtonElement).disabled).toBe(true);

    expect(within(items[2]).getByText('Épuisé')).toBeTruthy();
    expect((within(items[2]).getByRole('button', { name: 'Commander « Gourde »' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('orders after a confirmation, then shows the new balance and stock', async () => {
    renderShop([
      productsMock([tshirt]),
      pointsMock(40),
      { request: { query: PlaceOrderDocument, variables: { token: 'tok', productId: '1', quantity: 2 } }, result: { data: { placeOrder: order } } },
      pointsMock(10),
      productsMock([{ ...tshirt, stock: 1 }]),
      { request: { query: MyOrdersDocument, variables: { token: 'tok' } }, result: { data: { myOrders: [order] } } },
    ]);
    const quantity = await screen.findByRole('textbox', { name: 'Quantité de « T-shirt »' });
    fireEvent.change(quantity, { target: { value: '2' } });
    expect(await screen.findByText('Total : 30 points')).toBeTruthy();
    // 40 points cover two of the three left.
    expect(screen.getByText('Votre solde permet de commander 2 articles au maximum.')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Commander « T-shirt »' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirmer la commande' });
    expect(within(dialog).getByText('Commander 2 × « T-shirt » pour 30 points ? Votre solde passera à 10 points.')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirmer la commande' }));

    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Commande enregistrée : vous la retrouvez dans vos commandes'));
    expect(await screen.findByText('10 points')).toBeTruthy();
    expect(await screen.findByText('Plus que 1 en stock')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('shows the server’s refusal in the dialog and reads the stock again', async () => {
    renderShop([
      productsMock([tshirt]),
      pointsMock(40),
      {
        request: { query: PlaceOrderDocument, variables: { token: 'tok', productId: '1', quantity: 1 } },
        result: { errors: [new GraphQLError('Stock insuffisant : il reste 0 article', { extensions: { code: 'CONFLICT' } })] },
      },
      productsMock([{ ...tshirt, stock: 0 }]),
      pointsMock(40),
    ]);
    fireEvent.click(await screen.findByRole('button', { name: 'Commander « T-shirt »' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirmer la commande' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirmer la commande' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('Stock insuffisant : il reste 0 article');
    expect(toast.success).not.toHaveBeenCalled();
    expect(await screen.findByText('Épuisé')).toBeTruthy();
  });

  it('says so when no product is on sale', async () => {
    renderShop([productsMock([]), pointsMock(40)]);
    expect(await screen.findByRole('heading', { name: 'Aucun produit en vente' })).toBeTruthy();
  });

  it('says so when the organization’s shop is off', async () => {
    renderShop([
      {
        request: { query: ShopProductsDocument, variables: { token: 'tok' } },
        result: { errors: [new GraphQLError("La boutique n'est pas activée", { extensions: { code: 'FORBIDDEN' } })] },
      },
      pointsMock(40),
    ]);
    expect(await screen.findByText("La boutique n'est pas ouverte pour cette organisation.")).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Produits en vente' })).toBeNull();
  });

  it('shows a notice, not an error, when the organizer closed the shop (CONFLICT), with the balance still there', async () => {
    renderShop([
      {
        request: { query: ShopProductsDocument, variables: { token: 'tok' } },
        result: { errors: [new GraphQLError('La boutique est fermée pour le moment', { extensions: { code: 'CONFLICT' } })] },
      },
      pointsMock(40),
    ]);
    const notice = await screen.findByRole('status');
    expect(within(notice).getByText('La boutique est fermée pour le moment')).toBeTruthy();
    expect(within(notice).getByText(/Revenez plus tard/)).toBeTruthy();
    expect(await screen.findByText('40 points')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Produits en vente' })).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Réessayer' })).toBeNull();
    expect(screen.queryByRole('listitem')).toBeNull();
  });

  it('shows the closed notice when the shop closes while the volunteer orders', async () => {
    const closedError = { errors: [new GraphQLError('La boutique est fermée pour le moment', { extensions: { code: 'CONFLICT' } })] };
    renderShop([
      productsMock([tshirt]),
      pointsMock(40),
      { request: { query: PlaceOrderDocument, variables: { token: 'tok', productId: '1', quantity: 1 } }, result: closedError },
      { request: { query: ShopProductsDocument, variables: { token: 'tok' } }, result: closedError },
      pointsMock(40),
    ]);
    fireEvent.click(await screen.findByRole('button', { name: 'Commander « T-shirt »' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirmer la commande' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirmer la commande' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('La boutique est fermée pour le moment');
    expect(toast.success).not.toHaveBeenCalled();
    expect(await screen.findByRole('status')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Commander « T-shirt »' })).toBeNull());
  });
});
