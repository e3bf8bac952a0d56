import { toast } from '@benevo/ui';
import { renderWithProviders } from '@benevo/ui/jest/render-with-providers';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { ImportVolunteersDocument, PreviewVolunteerImportDocument, type VolunteerImportField, type VolunteerImportStatus } from '../gql/graphql';
import { organizerMessages } from '../i18n/messages';
import VolunteerImportPage, { choiceOf, withChoice } from './VolunteerImportPage';

jest.mock('@benevo/ui/src/feedback/toast', () => ({
  ...jest.requireActual('@benevo/ui/src/feedback/toast'),
  toast: { success: jest.fn(), error: jest.fn() },
}));

const TEXT = 'E-mail;Prénom;Régime\nanna@example.org;Anna;Vegan';
// The file's content in base64, as the page sends it (no data URL prefix).
const FILE_BASE64 = Buffer.from(TEXT, 'utf8').toString('base64');

type Mapping = { column: number; field: VolunteerImportField; attributeId: string | null };

const GUESSED: Mapping[] = [
  { column: 0, field: 'EMAIL', attributeId: null },
  { column: 1, field: 'FIRST_NAME', attributeId: null },
  { column: 2, field: 'ATTRIBUTE', attributeId: '9' },
];
const WITHOUT_DIET: Mapping[] = [...GUESSED.slice(0, 2), { column: 2, field: 'IGNORE', attributeId: null }];

function row(line: number, email: string, status: VolunteerImportStatus, messages: string[] = []) {
  return { __typename: 'VolunteerImportRow' as const, line, email, firstName: 'Anna', lastName: '', status, messages };
}

function previewMock(mapping: Mapping[] | null, rows: ReturnType<typeof row>[], mappingErrors: string[] = []) {
  const count = (status: VolunteerImportStatus) => rows.filter((r) => r.status === status).length;
  return {
    request: { query: PreviewVolunteerImportDocument, variables: { fileName: 'benevoles.csv', base64File: FILE_BASE64, mapping } },
    result: {
      data: {
        previewVolunteerImport: {
          __typename: 'VolunteerImportPreview' as const,
          columns: ['E-mail', 'Prénom', 'Régime'].map((header, index) => ({ __typename: 'ImportFileColumn' as const, index, header, samples: [['anna@example.org', 'Anna', 'Vegan'][index]] })),
          mapping: (mapping ?? GUESSED).map((m) => ({ __typename: 'ImportColumn' as const, ...m })),
          attributes: [{ __typename: 'ImportAttribute' as const, id: '9', name: 'Régime', valueType: 'enum' as const }],
          mappingErrors,
          nbNew: count('NEW'),
          nbKnown: count('ALREADY_KNOWN'),
          nbDuplicates: count('DUPLICATE_IN_FILE'),
          nbErrors: count('INVALID'),
          rows,
        },
      },
    },
  };
}

function renderPage(mocks: object[]) {
  const router = createMemoryRouter(
    [
      { path: '/volunteer/import', Component: VolunteerImportPage },
      { path: '/volunteer/list', element: <p>volunteer list</p> },
    ],
    { initialEntries: ['/volunteer/import'] },
  );
  renderWithProviders(<RouterProvider router={router} />, { messages: organizerMessages, mocks: mocks as never });
}

async function chooseFile() {
  const input = await screen.findByLabelText(/^Fichier/);
  fireEvent.change(input.tagName === 'INPUT' ? input : (document.querySelector('input[type="file"]') as HTMLInputElement), {
    target: { files: [new File([TEXT], 'benevoles.csv', { type: 'text/csv' })] },
  });
}

async function choose(name: RegExp, option: string) {
  const select = screen.getByRole('combobox', { name });
  fireEvent.click(select);
  const listbox = await waitFor(() => {
    const element = document.getElementById(select.getAttribute('aria-controls') ?? '');
    if (!element) throw new Error('no listbox');
    return element;
  });
  fireEvent.click(within(listbox).getByRole('option', { name: option, hidden: true }));
}

beforeEach(() => jest.clearAllMocks());

describe('mapping choices', () => {
  it('names an attribute column by its id and changes one column only', () => {
    expect(choiceOf({ field: 'ATTRIBUTE', attributeId: '9' })).toBe('ATTRIBUTE:9');
    expect(choiceOf({ field: 'EMAIL', attributeId: null })).toBe('EMAIL');
    expect(withChoice(GUESSED, 1, 'ATTRIBUTE:4')).toEqual([GUESSED[0], { column: 1, field: 'ATTRIBUTE', attributeId: '4' }, GUESSED[2]]);
  });
});

describe('the volunteer import', () => {
  it('previews the file with the suggested mapping, previews again when a column changes, and imports a clean file', async () => {
    const mutation = jest.fn(() => ({ data: { importVolunteers: { __typename: 'VolunteerImportResult' as const, nbCreated: 2, nbSkipped: 1 } } }));
    renderPage([
      previewMock(null, [
        row(2, 'anna@example.org', 'NEW'),
        row(3, 'ben@example.org', 'INVALID', ['Régime : choix inconnu (Viande)']),
        row(4, 'known@example.org', 'ALREADY_KNOWN', ['Bénévole déjà connu : il ne sera pas modifié']),
      ]),
      previewMock(WITHOUT_DIET, [row(2, 'anna@example.org', 'NEW'), row(3, 'ben@example.org', 'NEW'), row(4, 'known@example.org', 'ALREADY_KNOWN')]),
      { request: { query: ImportVolunteersDocument, variables: { fileName: 'benevoles.csv', base64File: FILE_BASE64, mapping: WITHOUT_DIET } }, result: mutation },
    ]);
    await chooseFile();
    const table = await screen.findByRole('table', { name: 'Aperçu du fichier' });
    const lines = within(table).getAllByRole('row').slice(1);
    // The refused lines first, the known ones last.
    expect(lines.map((r) => within(r).getAllByRole('cell')[0].textContent)).toEqual(['3', '2', '4']);
    expect(within(lines[0]).getByText('Invalide')).toBeTruthy();
    expect(within(lines[0]).getByText('Régime : choix inconnu (Viande)')).toBeTruthy();
    expect(within(lines[2]).getByText('Déjà connu')).toBeTruthy();
    expect(screen.getByText('1 nouveau bénévole')).toBeTruthy();
    expect(screen.getByText('1 déjà connu')).toBeTruthy();
    expect(screen.getByText('1 erreur')).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toMatch(/Corrigez ou retirez les lignes signalées/);
    expect(screen.getByRole('button', { name: 'Importer 1 bénévole' }).hasAttribute('disabled')).toBe(true);
    expect((screen.getByRole('combobox', { name: /Colonne « Régime »/ }) as HTMLInputElement).value).toBe('Régime');

    await choose(/Colonne « Régime »/, 'Ne pas importer');
    const submit = await screen.findByRole('button', { name: 'Importer 2 bénévoles' });
    expect(submit.hasAttribute('disabled')).toBe(false);
    expect(mutation).not.toHaveBeenCalled();
    fireEvent.click(submit);
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('2 bénévoles importés'));
    expect(mutation).toHaveBeenCalledTimes(1);
    expect(await screen.findByText('Bénévoles créés : 2 · déjà connus, ignorés : 1.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Voir les bénévoles' }).getAttribute('href')).toBe('/volunteer/list');
  });

  it('says what is wrong with the mapping and offers no import', async () => {
    renderPage([previewMock(null, [row(2, '', 'INVALID', ['E-mail : Ce champ est obligatoire'])], ['Choisissez la colonne des adresses e-mail'])]);
    await chooseFile();
    expect(await screen.findByText('Choisissez la colonne des adresses e-mail')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Importer 0 bénévole' }).hasAttribute('disabled')).toBe(true);
  });

  it('says under the file input when the server cannot read the file', async () => {
    renderPage([
      {
        request: { query: PreviewVolunteerImportDocument, variables: { fileName: 'benevoles.csv', base64File: FILE_BASE64, mapping: null } },
        result: { errors: [new GraphQLError('Requête invalide', { extensions: { code: 'BAD_USER_INPUT', fieldErrors: { base64File: ['Le fichier ne contient aucun bénévole'] } } })] },
      },
    ]);
    await chooseFile();
    expect(await screen.findByText('Le fichier ne contient aucun bénévole')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
    expect(toast.error).not.toHaveBeenCalled();
  });
});
