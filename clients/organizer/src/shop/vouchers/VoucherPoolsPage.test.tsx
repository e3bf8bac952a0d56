import { toast } from '@benevo/ui';
import { renderWithProviders } from '@benevo/ui/jest/render-with-providers';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import { createMemoryRouter, RouterProvider } from 'react-router';
import {
  CreateShopVoucherPoolDocument,
  DeleteShopVoucherPoolDocument,
  ExportShopVoucherCodesDocument,
  RenameShopVoucherPoolDocument,
  ShopVoucherCodesDocument,
  ShopVoucherPoolsDocument,
} from '../../gql/graphql';
import { organizerMessages } from '../../i18n/messages';
import VoucherPoolsPage from './VoucherPoolsPage';

jest.mock('@benevo/ui/src/feedback/toast', () => ({
  ...jest.requireActual('@benevo/ui/src/feedback/toast'),
  toast: { success: jest.fn(), error: jest.fn() },
}));

function pool(id: string, name: string, nbCodes: number, nbClaimed: number) {
  return { __typename: 'VoucherPool' as const, id, name, nbCodes, nbClaimed, nbAvailable: nbCodes - nbClaimed, createdAt: '2030-01-01T10:00:00Z' };
}

const POOLS = [pool('1', 'Boissons', 3, 2), pool('2', 'Repas partenaire', 0, 0)];
const poolsMock = (pools: ReturnType<typeof pool>[]) => ({ request: { query: ShopVoucherPoolsDocument }, result: { data: { voucherPools: pools } } });

const CODES = {
  request: { query: ShopVoucherCodesDocument, variables: { poolId: '1' } },
  result: {
    data: {
      voucherCodes: [
        { __typename: 'VoucherCode' as const, id: '11', code: 'DRINK-1', claimedAt: '2030-07-03T10:00:00Z', orderId: null, volunteer: { __typename: 'Volunteer' as const, id: '5', firstName: 'Zoé', lastName: 'Martin', email: 'zoe@example.org' } },
        { __typename: 'VoucherCode' as const, id: '12', code: 'DRINK-2', claimedAt: '2030-07-04T10:00:00Z', orderId: '9', volunteer: { __typename: 'Volunteer' as const, id: '6', firstName: '', lastName: '', email: 'leo@example.org' } },
        { __typename: 'VoucherCode' as const, id: '13', code: 'DRINK-3', claimedAt: null, orderId: null, volunteer: null },
      ],
    },
  },
};

function renderPage(mocks: object[], entry = '/shop/vouchers') {
  const router = createMemoryRouter(
    [
      { path: '/shop/vouchers', Component: VoucherPoolsPage },
      { path: '/shop/vouchers/import', element: <p>import page</p> },
    ],
    { initialEntries: [entry] },
  );
  renderWithProviders(<RouterProvider router={router} />, { messages: organizerMessages, mocks: mocks as never });
  return router;
}

beforeEach(() => jest.clearAllMocks());

describe('the voucher pools', () => {
  it('lists the pools with their figures and shows the codes of one with who got them', async () => {
    const router = renderPage([poolsMock(POOLS), CODES]);
    const table = await screen.findByRole('table', { name: 'Lots de bons' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell').slice(0, 4).map((cell) => cell.textContent))).toEqual([
      ['Boissons', '3', '2', '1'],
      ['Repas partenaire', '0', '0', '0'],
    ]);
    fireEvent.click(within(rows[0]).getByRole('button', { name: 'Voir les codes de Boissons' }));
    const codes = await screen.findByRole('table', { name: 'Codes du lot « Boissons »' });
    expect(router.state.location.search).toBe('?pool=1');
    const codeRows = within(codes).getAllByRole('row').slice(1);
    expect(within(codeRows[0]).getByText('DRINK-1')).toBeTruthy();
    expect(within(codeRows[0]).getByText('Réclamé')).toBeTruthy();
    expect(within(codeRows[0]).getByRole('link', { name: 'Zoé Martin' }).getAttribute('href')).toBe('/volunteer/5');
    expect(within(codeRows[0]).getByText('03.07.2030 12:00')).toBeTruthy();
    expect(within(codeRows[1]).getByText('Remis avec une commande')).toBeTruthy();
    expect(within(codeRows[1]).getByRole('link', { name: 'leo@example.org' })).toBeTruthy();
    expect(within(codeRows[2]).getByText('Libre')).toBeTruthy();
    expect(within(rows[1]).getByRole('link', { name: 'Importer des codes dans Repas partenaire' }).getAttribute('href')).toBe('/shop/vouchers/import?pool=2');
  });

  it('exports the codes of a pool as a CSV file', async () => {
    const createObjectURL = jest.fn(() => 'blob:codes');
    Object.assign(URL, { createObjectURL, revokeObjectURL: jest.fn() });
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    renderPage(
      [
        poolsMock(POOLS),
        CODES,
        {
          request: { query: ExportShopVoucherCodesDocument, variables: { poolId: '1', format: 'CSV' } },
          result: { data: { exportVoucherCodes: { __typename: 'ExportedFile', fileName: 'boissons.csv', mimeType: 'text/csv', base64: btoa('code\nDRINK-1\n') } } },
        },
      ],
      '/shop/vouchers?pool=1',
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Exporter les codes de Boissons' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'CSV (.csv)' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Fichier boissons.csv téléchargé'));
    expect(createObjectURL).toHaveBeenCalledTimes(1);
    expect(click).toHaveBeenCalledTimes(1);
    click.mockRestore();
  });

  it('creates a pool, showing a refused name on its field', async () => {
    const created = pool('3', 'Goodies', 0, 0);
    renderPage([
      poolsMock(POOLS),
      {
        request: { query: CreateShopVoucherPoolDocument, variables: { name: 'Boissons' } },
        result: { errors: [new GraphQLError('Requête invalide', { extensions: { code: 'BAD_USER_INPUT', fieldErrors: { name: ['Un lot porte déjà ce nom'] } } })] },
      },
      { request: { query: CreateShopVoucherPoolDocument, variables: { name: 'Goodies' } }, result: { data: { createVoucherPool: created } } },
      poolsMock([...POOLS, created]),
      { request: { query: ShopVoucherCodesDocument, variables: { poolId: '3' } }, result: { data: { voucherCodes: [] } } },
    ]);
    fireEvent.click(await screen.findByRole('button', { name: 'Nouveau lot' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nouveau lot de bons' });
    fireEvent.change(within(dialog).getByRole('textbox', { name: /^Nom du lot/ }), { target: { value: 'Boissons' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Créer le lot' }));
    expect(await within(dialog).findByText('Un lot porte déjà ce nom')).toBeTruthy();

    fireEvent.change(within(dialog).getByRole('textbox', { name: /^Nom du lot/ }), { target: { value: ' Goodies ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Créer le lot' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Lot « Goodies » créé'));
    // The new pool is open, waiting for its codes.
    expect(await screen.findByRole('heading', { name: 'Aucun code' })).toBeTruthy();
  });

  it('renames a pool and deletes one after confirmation', async () => {
    const remove = jest.fn(() => ({ data: { deleteVoucherPool: true } }));
    renderPage([
      poolsMock(POOLS),
      { request: { query: RenameShopVoucherPoolDocument, variables: { id: '2', name: 'Repas' } }, result: { data: { renameVoucherPool: { ...POOLS[1], name: 'Repas' } } } },
      { request: { query: DeleteShopVoucherPoolDocument, variables: { id: '1' } }, result: remove },
    ]);
    fireEvent.click(await screen.findByRole('button', { name: 'Renommer Repas partenaire' }));
    const dialog = await screen.findByRole('dialog', { name: 'Renommer le lot' });
    fireEvent.change(within(dialog).getByRole('textbox', { name: /^Nom du lot/ }), { target: { value: 'Repas' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Renommer' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Lot renommé « Repas »'));
    expect(await screen.findByRole('cell', { name: 'Repas' })).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Supprimer Boissons' }));
    const confirm = await screen.findByRole('dialog', { name: 'Supprimer le lot' });
    expect(within(confirm).getByText('Supprimer le lot « Boissons » et ses 3 codes ? Cette action est définitive.')).toBeTruthy();
    fireEvent.click(within(confirm).getByRole('button', { name: 'Supprimer' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Lot supprimé'));
    expect(remove).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole('cell', { name: 'Boissons' })).toBeNull());
  });

  it('says when there is no pool yet', async () => {
    renderPage([poolsMock([])]);
    expect(await screen.findByRole('heading', { name: 'Aucun lot de bons' })).toBeTruthy();
  });

  it('says vouchers are off when the server refuses them (FORBIDDEN)', async () => {
    renderPage([{ request: { query: ShopVoucherPoolsDocument }, result: { errors: [new GraphQLError('Interdit', { extensions: { code: 'FORBIDDEN' } })] } }]);
    expect(await screen.findByText("Les bons ne sont pas activés pour cette organisation")).toBeTruthy();
  });
});
