import { toast } from '@benevo/ui';
import { renderWithProviders } from '@benevo/ui/jest/render-with-providers';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { ImportShopVoucherCodesDocument, PreviewShopVoucherImportDocument, ShopVoucherPoolsDocument, type VoucherImportStatus } from '../../gql/graphql';
import { organizerMessages } from '../../i18n/messages';
import VoucherImportPage from './VoucherImportPage';

jest.mock('@benevo/ui/src/feedback/toast', () => ({
  ...jest.requireActual('@benevo/ui/src/feedback/toast'),
  toast: { success: jest.fn(), error: jest.fn() },
}));

// 'A1\nA2' in base64: the file's content as the page sends it (no data URL prefix).
const FILE_BASE64 = btoa('A1\nA2');

const POOLS = {
  request: { query: ShopVoucherPoolsDocument },
  result: {
    data: {
      voucherPools: [
        { __typename: 'VoucherPool' as const, id: '1', name: 'Boissons', nbCodes: 3, nbClaimed: 1, nbAvailable: 2, createdAt: '2030-01-01T10:00:00Z' },
        { __typename: 'VoucherPool' as const, id: '2', name: 'Repas partenaire', nbCodes: 0, nbClaimed: 0, nbAvailable: 0, createdAt: '2030-01-01T10:00:00Z' },
      ],
    },
  },
  maxUsageCount: 5,
};

function row(line: number, code: string, status: VoucherImportStatus, message: string | null = null) {
  return { __typename: 'VoucherImportRow' as const, line, code, status, message };
}

function previewMock(rows: ReturnType<typeof row>[], poolId = '2', fileName = 'codes.csv') {
  const count = (status: VoucherImportStatus[]) => rows.filter((r) => status.includes(r.status)).length;
  return {
    request: { query: PreviewShopVoucherImportDocument, variables: { poolId, fileName, base64File: FILE_BASE64 } },
    result: {
      data: {
        previewVoucherImport: {
          __typename: 'VoucherImportPreview' as const,
          nbValid: count(['VALID']),
          nbDuplicates: count(['DUPLICATE_IN_FILE', 'ALREADY_IN_POOL']),
          nbErrors: count(['INVALID']),
          rows,
        },
      },
    },
  };
}

function renderPage(mocks: object[], entry = '/shop/vouchers/import?pool=2') {
  const router = createMemoryRouter(
    [
      { path: '/shop/vouchers/import', Component: VoucherImportPage },
      { path: '/shop/vouchers', element: <p>pools page</p> },
    ],
    { initialEntries: [entry] },
  );
  renderWithProviders(<RouterProvider router={router} />, { messages: organizerMessages, mocks: mocks as never });
}

async function chooseFile(name = 'codes.csv') {
  const input = await screen.findByLabelText(/^Fichier/);
  fireEvent.change(input.tagName === 'INPUT' ? input : (document.querySelector('input[type="file"]') as HTMLInputElement), {
    target: { files: [new File(['A1\nA2'], name, { type: 'text/csv' })] },
  });
}

beforeEach(() => jest.clearAllMocks());

describe('the voucher import', () => {
  it('previews the file with each line’s status and refuses to import while a line is bad', async () => {
    renderPage([POOLS, previewMock([row(1, 'A1', 'VALID'), row(2, 'A1', 'DUPLICATE_IN_FILE', 'Déjà à la ligne 1'), row(3, 'é!', 'INVALID', 'Code invalide')])]);
    await chooseFile();
    const table = await screen.findByRole('table', { name: 'Aperçu du fichier' });
    const rows = within(table).getAllByRole('row').slice(1);
    // The bad lines first.
    expect(rows.map((r) => within(r).getAllByRole('cell')[0].textContent)).toEqual(['2', '3', '1']);
    expect(within(rows[0]).getByText('En double dans le fichier')).toBeTruthy();
    expect(within(rows[0]).getByText('Déjà à la ligne 1')).toBeTruthy();
    expect(within(rows[1]).getByText('Invalide')).toBeTruthy();
    expect(screen.getByText('1 code valide')).toBeTruthy();
    expect(screen.getByText('1 doublon')).toBeTruthy();
    expect(screen.getByText('1 erreur')).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toMatch(/Corrigez ou retirez les lignes signalées/);
    expect(screen.getByRole('button', { name: 'Importer 1 code' }).hasAttribute('disabled')).toBe(true);
  });

  it('imports a clean file and shows the result', async () => {
    const mutation = jest.fn(() => ({
      data: { importVoucherCodes: { __typename: 'VoucherPool' as const, id: '2', name: 'Repas partenaire', nbCodes: 2, nbClaimed: 0, nbAvailable: 2, createdAt: '2030-01-01T10:00:00Z' } },
    }));
    renderPage([
      POOLS,
      previewMock([row(1, 'A1', 'VALID'), row(2, 'A2', 'VALID')]),
      { request: { query: ImportShopVoucherCodesDocument, variables: { poolId: '2', fileName: 'codes.csv', base64File: FILE_BASE64 } }, result: mutation },
    ]);
    await chooseFile();
    const submit = await screen.findByRole('button', { name: 'Importer 2 codes' });
    expect(submit.hasAttribute('disabled')).toBe(false);
    expect(mutation).not.toHaveBeenCalled();
    fireEvent.click(submit);
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('2 codes importés'));
    expect(mutation).toHaveBeenCalledTimes(1);
    expect(await screen.findByText('2 codes importés dans « Repas partenaire » : le lot compte 2 codes, dont 2 libres.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Voir les codes' }).getAttribute('href')).toBe('/shop/vouchers?pool=2');
  });

  it('says under the file input when the server cannot read the file', async () => {
    renderPage([
      POOLS,
      {
        request: { query: PreviewShopVoucherImportDocument, variables: { poolId: '2', fileName: 'codes.csv', base64File: FILE_BASE64 } },
        result: { errors: [new GraphQLError('Requête invalide', { extensions: { code: 'BAD_USER_INPUT', fieldErrors: { base64File: ['Le fichier ne contient aucun code'] } } })] },
      },
    ]);
    await chooseFile();
    expect(await screen.findByText('Le fichier ne contient aucun code')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
    expect(toast.error).not.toHaveBeenCalled();
  });

  it('waits for a pool before reading the file', async () => {
    renderPage([POOLS, previewMock([row(1, 'A1', 'VALID')], '1')], '/shop/vouchers/import');
    await chooseFile();
    expect(screen.queryByRole('table')).toBeNull();
    const select = screen.getByRole('combobox', { name: /^Lot/ });
    fireEvent.click(select);
    const listbox = await waitFor(() => {
      const element = document.getElementById(select.getAttribute('aria-controls') ?? '');
      if (!element) throw new Error('no listbox');
      return element;
    });
    fireEvent.click(await within(listbox).findByRole('option', { name: 'Boissons (3 codes)', hidden: true }));
    expect(await screen.findByRole('table', { name: 'Aperçu du fichier' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Importer 1 code' }).hasAttribute('disabled')).toBe(false);
  });

  it('says vouchers are off when the server refuses them (FORBIDDEN)', async () => {
    renderPage([{ request: { query: ShopVoucherPoolsDocument }, result: { errors: [new GraphQLError('Interdit', { extensions: { code: 'FORBIDDEN' } })] } }]);
    expect(await screen.findByText('Les bons ne sont pas activés pour cette organisation')).toBeTruthy();
  });
});
