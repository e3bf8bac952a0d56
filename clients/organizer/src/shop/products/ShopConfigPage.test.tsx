import { MeDocument, sessionStore, toast } from '@benevo/ui';
import { organizationFixture, userFixture } from '@benevo/ui/jest/fixtures';
import { renderWithProviders } from '@benevo/ui/jest/render-with-providers';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import { createMemoryRouter, RouterProvider } from 'react-router';
import {
  CreateShopProductDocument,
  DeleteShopProductDocument,
  SetShopOpenDocument,
  type ShopProductFragment,
  ShopProductsDocument,
  ShopVoucherPoolsDocument,
  UpdateShopProductDocument,
} from '../../gql/graphql';
import { organizerMessages } from '../../i18n/messages';
import ShopConfigPage from './ShopConfigPage';

jest.mock('@benevo/ui/src/feedback/toast', () => ({
  ...jest.requireActual('@benevo/ui/src/feedback/toast'),
  toast: { success: jest.fn(), error: jest.fn() },
}));

function product(overrides: Partial<ShopProductFragment> = {}) {
  return {
    __typename: 'Product' as const,
    id: '1',
    name: 'T-shirt',
    description: 'Coton bio',
    price: 120,
    image: '/media/tshirt.png',
    status: 'ACTIVE' as const,
    onSale: true,
    stock: null,
    voucherPoolId: null,
    nbOrdered: 3,
    createdAt: '2030-01-01T10:00:00Z',
    ...overrides,
  };
}

const PRODUCTS = [
  product(),
  product({ id: '2', name: 'Repas', price: 20, image: null, onSale: false, stock: 5, nbOrdered: 0, voucherPoolId: '8' }),
  product({ id: '3', name: 'Casquette', status: 'ARCHIVED', nbOrdered: 4, stock: 0 }),
];

const productsMock = (products: ReturnType<typeof product>[]) => ({ request: { query: ShopProductsDocument }, result: { data: { products } } });
const POOLS = {
  request: { query: ShopVoucherPoolsDocument },
  result: {
    data: { voucherPools: [{ __typename: 'VoucherPool' as const, id: '8', name: 'Repas partenaire', nbCodes: 10, nbClaimed: 2, nbAvailable: 8, createdAt: '2030-01-01T10:00:00Z' }] },
  },
  maxUsageCount: 5,
};

function renderPage(mocks: object[]) {
  const router = createMemoryRouter([{ path: '/shop/config', Component: ShopConfigPage }], { initialEntries: ['/shop/config'] });
  renderWithProviders(<RouterProvider router={router} />, { messages: organizerMessages, mocks: mocks as never });
}

beforeEach(() => {
  jest.clearAllMocks();
  sessionStore.setUser(userFixture({ activeOrganization: organizationFixture({ enableShop: true, enableVouchers: true }) }));
});
afterEach(() => sessionStore.clear());

describe('the shop configuration', () => {
  it('lists the active products with their badges, price, stock and orders, and the archived ones in their tab', async () => {
    renderPage([productsMock(PRODUCTS), POOLS]);
    const table = await screen.findByRole('table', { name: 'Produits' });
    expect((screen.getByRole('switch', { name: 'Boutique ouverte aux bénévoles' }) as HTMLInputElement).checked).toBe(true);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    expect(within(rows[0]).getByText('T-shirt')).toBeTruthy();
    expect(within(rows[0]).getByText('Actif')).toBeTruthy();
    expect(within(rows[0]).getByText('En vente')).toBeTruthy();
    expect(within(rows[0]).getByText('120 points')).toBeTruthy();
    expect(within(rows[0]).getByText('Illimité')).toBeTruthy();
    expect(within(rows[0]).getByRole('img', { name: 'Image de T-shirt' }).getAttribute('src')).toBe('/media/tshirt.png');
    expect(within(rows[1]).getByText('Hors vente')).toBeTruthy();
    expect(within(rows[1]).getByText('5')).toBeTruthy();
    expect(await within(rows[1]).findByText('Bon : Repas partenaire')).toBeTruthy();
    // An ordered product can only be archived; a never-ordered one can be deleted.
    expect(within(rows[0]).queryByRole('button', { name: 'Supprimer T-shirt' })).toBeNull();
    expect(within(rows[1]).getByRole('button', { name: 'Supprimer Repas' })).toBeTruthy();

    fireEvent.click(screen.getByRole('radio', { name: 'Archivé (1)' }));
    const archived = within(screen.getByRole('table', { name: 'Produits' })).getAllByRole('row').slice(1);
    expect(archived).toHaveLength(1);
    expect(within(archived[0]).getByText('Casquette')).toBeTruthy();
    expect(within(archived[0]).getByText('Archivé')).toBeTruthy();
    expect(within(archived[0]).getByRole('button', { name: 'Réactiver Casquette' })).toBeTruthy();
  });

  it('says when there is no product yet', async () => {
    renderPage([productsMock([]), POOLS]);
    expect(await screen.findByRole('heading', { name: 'Aucun produit' })).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('says the shop is off when the server refuses it (FORBIDDEN)', async () => {
    renderPage([{ request: { query: ShopProductsDocument }, result: { errors: [new GraphQLError('Interdit', { extensions: { code: 'FORBIDDEN' } })] } }, POOLS]);
    expect(await screen.findByText("La boutique n'est pas activée pour cette organisation")).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Nouveau produit' })).toBeNull();
  });

  it('creates a product from the editor, checking the fields first', async () => {
    const created = product({ id: '4', name: 'Gourde', description: '', price: 50, image: null, stock: 10, nbOrdered: 0, voucherPoolId: '8' });
    const mutation = jest.fn(() => ({ data: { createProduct: created } }));
    renderPage([
      productsMock(PRODUCTS),
      POOLS,
      {
        request: { query: CreateShopProductDocument, variables: { input: { name: 'Gourde', description: '', price: 50, stock: 10, onSale: true, voucherPoolId: '8' } } },
        result: mutation,
      },
      productsMock([...PRODUCTS, created]),
    ]);
    fireEvent.click(await screen.findByRole('button', { name: 'Nouveau produit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nouveau produit' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Créer le produit' }));
    expect(await within(dialog).findAllByText('Ce champ est obligatoire')).toHaveLength(2);

    fireEvent.change(within(dialog).getByRole('textbox', { name: /^Nom/ }), { target: { value: ' Gourde ' } });
    fireEvent.change(within(dialog).getByRole('textbox', { name: /^Prix en points/ }), { target: { value: '50' } });
    fireEvent.change(within(dialog).getByRole('textbox', { name: /^Stock/ }), { target: { value: '10' } });
    const pool = within(dialog).getByRole('combobox', { name: /^Bon remis/ });
    fireEvent.click(pool);
    const listbox = await waitFor(() => {
      const element = document.getElementById(pool.getAttribute('aria-controls') ?? '');
      if (!element) throw new Error('no listbox');
      return element;
    });
    fireEvent.click(await within(listbox).findByRole('option', { name: 'Repas partenaire (8 codes libres)', hidden: true }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Créer le produit' }));

    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Produit « Gourde » créé'));
    expect(mutation).toHaveBeenCalledTimes(1);
    expect(await screen.findByText('Gourde')).toBeTruthy();
  });

  it('shows the server refusal on its field', async () => {
    renderPage([
      productsMock(PRODUCTS),
      POOLS,
      {
        request: { query: UpdateShopProductDocument, variables: { id: '1', input: { name: 'T-shirt', description: 'Coton bio', price: 120, stock: null, onSale: true, voucherPoolId: null } } },
        result: { errors: [new GraphQLError('Requête invalide', { extensions: { code: 'BAD_USER_INPUT', fieldErrors: { name: ['Ce nom est déjà pris'] } } })] },
      },
    ]);
    fireEvent.click(await screen.findByRole('button', { name: 'Modifier T-shirt' }));
    const dialog = await screen.findByRole('dialog', { name: 'Modifier « T-shirt »' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
    expect(await within(dialog).findByText('Ce nom est déjà pris')).toBeTruthy();
    expect(toast.success).not.toHaveBeenCalled();
  });

  it('sends a removed image as an empty one and keeps an untouched image out of the input', async () => {
    const mutation = jest.fn(() => ({ data: { updateProduct: { ...PRODUCTS[0], image: null } } }));
    renderPage([
      productsMock(PRODUCTS),
      POOLS,
      {
        request: {
          query: UpdateShopProductDocument,
          variables: { id: '1', input: { name: 'T-shirt', description: 'Coton bio', price: 120, stock: null, onSale: false, voucherPoolId: null, base64Image: '' } },
        },
        result: mutation,
      },
    ]);
    fireEvent.click(await screen.findByRole('button', { name: 'Modifier T-shirt' }));
    const dialog = await screen.findByRole('dialog', { name: 'Modifier « T-shirt »' });
    expect(within(dialog).getByRole('img', { name: 'Aperçu de l’image' }).getAttribute('src')).toBe('/media/tshirt.png');
    fireEvent.click(within(dialog).getByRole('button', { name: "Retirer l'image" }));
    fireEvent.click(within(dialog).getByRole('checkbox', { name: /^En vente/ }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Produit « T-shirt » enregistré'));
    expect(mutation).toHaveBeenCalledTimes(1);
  });

  it('archives a product after confirmation, and deletes a never-ordered one', async () => {
    const archive = jest.fn(() => ({ data: { updateProduct: { ...PRODUCTS[0], status: 'ARCHIVED' as const } } }));
    const remove = jest.fn(() => ({ data: { deleteProduct: true } }));
    renderPage([
      productsMock(PRODUCTS),
      POOLS,
      { request: { query: UpdateShopProductDocument, variables: { id: '1', input: { status: 'ARCHIVED' } } }, result: archive },
      { request: { query: DeleteShopProductDocument, variables: { id: '2' } }, result: remove },
    ]);
    fireEvent.click(await screen.findByRole('button', { name: 'Archiver T-shirt' }));
    const confirm = await screen.findByRole('dialog', { name: 'Archiver le produit' });
    expect(within(confirm).getByText(/Archiver « T-shirt » \?/)).toBeTruthy();
    expect(archive).not.toHaveBeenCalled();
    fireEvent.click(within(confirm).getByRole('button', { name: 'Archiver' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('« T-shirt » archivé'));
    await waitFor(() => expect(screen.getByRole('radio', { name: 'Archivés (2)' })).toBeTruthy());

    fireEvent.click(screen.getByRole('button', { name: 'Supprimer Repas' }));
    const deletion = await screen.findByRole('dialog', { name: 'Supprimer le produit' });
    fireEvent.click(within(deletion).getByRole('button', { name: 'Supprimer' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Produit supprimé'));
    expect(remove).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByText('Repas')).toBeNull());
  });
});

describe('the shop open switch', () => {
  const setOpenMock = (open: boolean, result: jest.Mock) => ({ request: { query: SetShopOpenDocument, variables: { open } }, result });
  const answer = (open: boolean) => jest.fn(() => ({ data: { setShopOpen: { __typename: 'Organization' as const, id: '1', enableShop: true, shopOpen: open } } }));
  const meMock = (shopOpen: boolean) => ({
    request: { query: MeDocument },
    result: { data: { me: userFixture({ activeOrganization: organizationFixture({ enableShop: true, enableVouchers: true, shopOpen }) }) } },
  });
  const shopSwitch = () => screen.getByRole('switch', { name: 'Boutique ouverte aux bénévoles' }) as HTMLInputElement;

  it('closes the shop only after confirmation, with a toast, and keeps the session in step', async () => {
    const close = answer(false);
    renderPage([productsMock(PRODUCTS), POOLS, setOpenMock(false, close), meMock(false)]);
    await screen.findByRole('table', { name: 'Produits' });
    expect(screen.getByText(/Les bénévoles voient les produits en vente/)).toBeTruthy();

    fireEvent.click(shopSwitch());
    const confirm = await screen.findByRole('dialog', { name: 'Fermer la boutique' });
    expect(close).not.toHaveBeenCalled();
    fireEvent.click(within(confirm).getByRole('button', { name: 'Annuler' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Fermer la boutique' })).toBeNull());
    expect(shopSwitch().checked).toBe(true);
    expect(close).not.toHaveBeenCalled();

    fireEvent.click(shopSwitch());
    fireEvent.click(within(await screen.findByRole('dialog', { name: 'Fermer la boutique' })).getByRole('button', { name: 'Fermer la boutique' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Boutique fermée'));
    expect(close).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(shopSwitch().checked).toBe(false));
    expect(screen.getByText(/Les bénévoles voient que la boutique est fermée/)).toBeTruthy();
    await waitFor(() => expect(sessionStore.getUser()?.activeOrganization?.shopOpen).toBe(false));
  });

  it('opens a closed shop at once, with a toast', async () => {
    sessionStore.setUser(userFixture({ activeOrganization: organizationFixture({ enableShop: true, enableVouchers: true, shopOpen: false }) }));
    const open = answer(true);
    renderPage([productsMock(PRODUCTS), POOLS, setOpenMock(true, open), meMock(true)]);
    await screen.findByRole('table', { name: 'Produits' });
    expect(shopSwitch().checked).toBe(false);
    fireEvent.click(shopSwitch());
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Boutique ouverte'));
    expect(open).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).toBeNull();
    await waitFor(() => expect(shopSwitch().checked).toBe(true));
  });

  it('shows the server refusal in an error toast and keeps the switch as it was', async () => {
    sessionStore.setUser(userFixture({ activeOrganization: organizationFixture({ enableShop: true, enableVouchers: true, shopOpen: false }) }));
    renderPage([
      productsMock(PRODUCTS),
      POOLS,
      {
        request: { query: SetShopOpenDocument, variables: { open: true } },
        result: { errors: [new GraphQLError("La boutique n'est pas activée pour cette organisation", { extensions: { code: 'FORBIDDEN' } })] },
      },
    ]);
    await screen.findByRole('table', { name: 'Produits' });
    fireEvent.click(shopSwitch());
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith("La boutique n'est pas activée pour cette organisation"));
    expect(toast.success).not.toHaveBeenCalled();
    expect(shopSwitch().checked).toBe(false);
  });
});
