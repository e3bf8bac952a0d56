import { sessionStore, toast } from '@benevo/ui';
import { organizationFixture, userFixture } from '@benevo/ui/jest/fixtures';
import { renderWithProviders } from '@benevo/ui/jest/render-with-providers';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { ScanConfigChoicesDocument, ScanConfigDocument, ScanConfigProductsDocument, ScanConfigVoucherPoolsDocument, UpdateScanConfigDocument } from '../../gql/graphql';
import { organizerMessages } from '../../i18n/messages';
import { scanEventsMock, scanTagsMock } from '../scan-fixtures';
import ScanConfigPage from './ScanConfigPage';

jest.mock('@benevo/ui/src/feedback/toast', () => ({
  ...jest.requireActual('@benevo/ui/src/feedback/toast'),
  toast: { success: jest.fn(), error: jest.fn() },
}));

const CONFIG = {
  __typename: 'ScanConfig' as const,
  eventId: '2',
  checkIn: true,
  orderDelivery: false,
  voucherRedeem: true,
  tshirt: false,
  tshirtAttributeId: null,
  lateAfterMinutes: 15,
  items: [{ __typename: 'ScanItem' as const, kind: 'VOUCHER_POOL' as const, refId: '41', name: 'Boissons', tagIds: ['31'] }],
};

const attribute = (id: string, name: string, valueType: string) => ({ __typename: 'Attribute' as const, id, name, valueType });

const baseMocks = [
  scanEventsMock,
  { request: { query: ScanConfigDocument, variables: { eventId: '2' } }, result: { data: { scanConfig: CONFIG } } },
  scanTagsMock(),
  {
    request: { query: ScanConfigChoicesDocument, variables: { eventId: '2' } },
    result: { data: { volunteerAttributes: [attribute('3', 'Taille de t-shirt', 'enum'), attribute('4', 'Allergies', 'text')], eventAttributes: [attribute('8', 'Taille (événement)', 'enum')] } },
  },
  {
    request: { query: ScanConfigProductsDocument },
    result: {
      data: {
        products: [
          { __typename: 'Product' as const, id: '51', name: 'Casquette', status: 'ACTIVE' as const },
          { __typename: 'Product' as const, id: '52', name: 'Vieux sac', status: 'ARCHIVED' as const },
        ],
      },
    },
  },
  {
    request: { query: ScanConfigVoucherPoolsDocument },
    result: { data: { voucherPools: [{ __typename: 'VoucherPool' as const, id: '41', name: 'Boissons' }, { __typename: 'VoucherPool' as const, id: '42', name: 'Repas' }] } },
  },
];

function renderPage(mocks: object[]) {
  const router = createMemoryRouter([{ path: '/scan/config', Component: ScanConfigPage }], { initialEntries: ['/scan/config?event=2'] });
  renderWithProviders(<RouterProvider router={router} />, { messages: organizerMessages, mocks: mocks as never });
}

async function choose(combobox: HTMLElement, option: string) {
  fireEvent.click(combobox);
  const listbox = await waitFor(() => {
    const element = document.getElementById(combobox.getAttribute('aria-controls') ?? '');
    if (!element) throw new Error('no listbox');
    return element;
  });
  fireEvent.click(within(listbox).getByRole('option', { name: option, hidden: true }));
}

beforeEach(() => {
  jest.clearAllMocks();
  sessionStore.setUser(userFixture({ activeOrganization: organizationFixture({ enableOperators: true, enableShop: true, enableVouchers: true }) }));
});
afterEach(() => sessionStore.clear());

describe('the stand configuration', () => {
  it('turns the t-shirt option on with its size field, adds a product with its tags and saves', async () => {
    const save = jest.fn(() => ({
      data: {
        updateScanConfig: {
          ...CONFIG,
          tshirt: true,
          tshirtAttributeId: '3',
          lateAfterMinutes: 20,
          items: [...CONFIG.items, { __typename: 'ScanItem' as const, kind: 'PRODUCT' as const, refId: '51', name: 'Casquette', tagIds: ['32'] }],
        },
      },
    }));
    renderPage([
      ...baseMocks,
      {
        request: {
          query: UpdateScanConfigDocument,
          variables: {
            eventId: '2',
            input: {
              checkIn: true,
              orderDelivery: false,
              voucherRedeem: true,
              tshirt: true,
              tshirtAttributeId: '3',
              lateAfterMinutes: 20,
              items: [
                { kind: 'VOUCHER_POOL', refId: '41', tagIds: ['31'] },
                { kind: 'PRODUCT', refId: '51', tagIds: ['32'] },
              ],
            },
          },
        },
        result: save,
      },
    ]);
    const tshirt = await screen.findByRole('switch', { name: /^Remise des t-shirts/ });
    expect((screen.getByRole('switch', { name: /^Arrivées/ }) as HTMLInputElement).checked).toBe(true);
    expect((screen.getByRole('switch', { name: /^Utilisation des bons/ }) as HTMLInputElement).checked).toBe(true);
    const sizeField = screen.getByRole('combobox', { name: /^Champ de la taille de t-shirt/ }) as HTMLInputElement;
    expect(sizeField.disabled).toBe(true);

    fireEvent.click(tshirt);
    await waitFor(() => expect(sizeField.disabled).toBe(false));
    // On without its size field: said before the round trip.
    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect(await screen.findByText('Ce champ est obligatoire')).toBeTruthy();
    await choose(sizeField, 'Taille de t-shirt');

    fireEvent.change(screen.getByRole('textbox', { name: /^En retard après/ }), { target: { value: '20' } });

    const items = screen.getByRole('table', { name: 'Articles remis au stand' });
    expect(within(items).getAllByRole('row').slice(1).map((row) => within(row).getAllByRole('cell')[0].textContent)).toEqual(['Boissons']);
    // The archived product and the pool already there are not offered.
    const addProduct = screen.getByRole('combobox', { name: 'Ajouter un produit' });
    fireEvent.click(addProduct);
    const productList = await waitFor(() => {
      const element = document.getElementById(addProduct.getAttribute('aria-controls') ?? '');
      if (!element) throw new Error('no listbox');
      return element;
    });
    expect(within(productList).getAllByRole('option', { hidden: true }).map((option) => option.textContent)).toEqual(['Casquette']);
    fireEvent.click(within(productList).getByRole('option', { name: 'Casquette', hidden: true }));
    await choose(await screen.findByRole('combobox', { name: 'Étiquettes des opérateurs pour Casquette' }), 'Accueil - Entrée');

    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Configuration du stand enregistrée'));
    expect(save).toHaveBeenCalledTimes(1);
  });

  it('removes an item and shows the server refusing a field on it', async () => {
    renderPage([
      ...baseMocks,
      {
        request: {
          query: UpdateScanConfigDocument,
          variables: { eventId: '2', input: { checkIn: true, orderDelivery: false, voucherRedeem: true, tshirt: false, tshirtAttributeId: null, lateAfterMinutes: 15, items: [] } },
        },
        result: { errors: [new GraphQLError('Requête invalide', { extensions: { code: 'BAD_USER_INPUT', fieldErrors: { lateAfterMinutes: ['Indiquez un nombre de minutes entre 0 et 1440'] } } })] },
      },
    ]);
    fireEvent.click(await screen.findByRole('button', { name: 'Retirer Boissons' }));
    expect(await screen.findByText('Aucun article : ajoutez un produit ou un lot de bons.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect(await screen.findByText('Indiquez un nombre de minutes entre 0 et 1440')).toBeTruthy();
    expect(toast.success).not.toHaveBeenCalled();
  });
});
