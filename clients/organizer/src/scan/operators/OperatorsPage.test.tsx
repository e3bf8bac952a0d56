import { toast } from '@benevo/ui';
import { renderWithProviders } from '@benevo/ui/jest/render-with-providers';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { CreateScanOperatorDocument, DeleteScanOperatorDocument, RotateScanOperatorSecretDocument, ScanOperatorsDocument } from '../../gql/graphql';
import { organizerMessages } from '../../i18n/messages';
import { scanEventsMock, scanTagsMock } from '../scan-fixtures';
import OperatorsPage from './OperatorsPage';

jest.mock('@benevo/ui/src/feedback/toast', () => ({
  ...jest.requireActual('@benevo/ui/src/feedback/toast'),
  toast: { success: jest.fn(), error: jest.fn() },
}));

function operator(id: string, name: string, tags: Array<{ id: string; name: string; color: string; known: boolean }>, lastLoginAt: string | null) {
  return {
    __typename: 'Operator' as const,
    id,
    eventId: '2',
    name,
    tagIds: tags.map((tag) => tag.id),
    tags: tags.map((tag) => ({ __typename: 'OperatorTag' as const, ...tag })),
    lastLoginAt,
    createdAt: '2030-06-01T10:00:00Z',
  };
}

const ANNA = operator('5', 'Anna', [{ id: '31', name: 'Bar', color: '#ffc107', known: true }, { id: '99', name: 'Inconnu', color: '#868e96', known: false }], '2030-06-30T08:15:00Z');
const LEO = operator('6', 'Léo', [], null);
const operatorsMock = (operators: ReturnType<typeof operator>[]) => ({ request: { query: ScanOperatorsDocument, variables: { eventId: '2' } }, result: { data: { operators } } });

function renderPage(mocks: object[], entry = '/scan/operators?event=2') {
  const router = createMemoryRouter([{ path: '/scan/operators', Component: OperatorsPage }], { initialEntries: [entry] });
  renderWithProviders(<RouterProvider router={router} />, { messages: organizerMessages, mocks: mocks as never });
  return router;
}

const writeText = jest.fn<Promise<void>, [string]>();

beforeEach(() => {
  jest.clearAllMocks();
  writeText.mockResolvedValue(undefined);
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
});

describe('the operators page', () => {
  it("opens on the coming event and lists its operators with their tags and last login", async () => {
    const router = renderPage([scanEventsMock, operatorsMock([ANNA, LEO]), scanTagsMock()], '/scan/operators');
    const table = await screen.findByRole('table', { name: "Opérateurs de l'événement" });
    expect(router.state.location.search).toBe('?event=2');
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell').slice(0, 3).map((cell) => cell.textContent))).toEqual([
      ['Anna', 'BarInconnu', '30.06.2030 10:15'],
      ['Léo', 'Toutes les missions', 'Jamais'],
    ]);
  });

  it('refuses an operator without a name, then creates one and shows its link once', async () => {
    const created = { ...operator('7', 'Stand nord', [{ id: '32', name: 'Entrée', color: '#1971c2', known: true }], null), loginSecret: 's3cr3t-XYZ' };
    renderPage([
      scanEventsMock,
      operatorsMock([ANNA]),
      scanTagsMock(),
      { request: { query: CreateScanOperatorDocument, variables: { eventId: '2', input: { name: 'Stand nord', tagIds: ['32'] } } }, result: { data: { createOperator: created } } },
      operatorsMock([ANNA, created]),
    ]);
    fireEvent.click(await screen.findByRole('button', { name: 'Nouvel opérateur' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nouvel opérateur' });
    fireEvent.click(within(dialog).getByRole('button', { name: "Créer l'opérateur" }));
    expect(await within(dialog).findByText('Ce champ est obligatoire')).toBeTruthy();

    fireEvent.change(within(dialog).getByRole('textbox', { name: /^Nom/ }), { target: { value: ' Stand nord ' } });
    const tags = within(dialog).getByRole('combobox', { name: /^Étiquettes/ });
    fireEvent.click(tags);
    const listbox = await waitFor(() => {
      const element = document.getElementById(tags.getAttribute('aria-controls') ?? '');
      if (!element) throw new Error('no listbox');
      return element;
    });
    fireEvent.click(within(listbox).getByRole('option', { name: 'Accueil - Entrée', hidden: true }));
    fireEvent.click(within(dialog).getByRole('button', { name: "Créer l'opérateur" }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Opérateur « Stand nord » créé'));
    const secret = await screen.findByRole('dialog', { name: 'Lien de connexion de « Stand nord »' });
    expect((within(secret).getByRole('textbox', { name: 'Lien de connexion' }) as HTMLInputElement).value).toBe('http://localhost/manager/scan#secret=s3cr3t-XYZ');
    expect((within(secret).getByRole('textbox', { name: /^Code secret/ }) as HTMLInputElement).value).toBe('s3cr3t-XYZ');
    fireEvent.click(within(secret).getByRole('button', { name: 'Copier le lien' }));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith('http://localhost/manager/scan#secret=s3cr3t-XYZ'));
  });

  it('asks before a new login link, then rotates the secret and copies the link', async () => {
    const rotate = jest.fn(() => ({ data: { rotateOperatorSecret: { ...ANNA, loginSecret: 'n3w-s3cr3t' } } }));
    renderPage([scanEventsMock, operatorsMock([ANNA, LEO]), scanTagsMock(), { request: { query: RotateScanOperatorSecretDocument, variables: { id: '5' } }, result: rotate }]);
    fireEvent.click(await screen.findByRole('button', { name: 'Copier le lien de connexion Anna' }));
    const confirm = await screen.findByRole('dialog', { name: 'Nouveau lien de connexion' });
    expect(within(confirm).getByText(/L'ancien lien ne fonctionnera plus/)).toBeTruthy();
    // Nothing changes before the organizer confirms.
    expect(rotate).not.toHaveBeenCalled();
    fireEvent.click(within(confirm).getByRole('button', { name: 'Créer et copier le lien' }));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith('http://localhost/manager/scan#secret=n3w-s3cr3t'));
    expect(rotate).toHaveBeenCalledTimes(1);
    expect(toast.success).toHaveBeenCalledWith('Nouveau lien de connexion de « Anna » copié');
  });

  it('shows the new link when the clipboard is refused', async () => {
    writeText.mockRejectedValue(new Error('denied'));
    renderPage([scanEventsMock, operatorsMock([ANNA]), scanTagsMock(), { request: { query: RotateScanOperatorSecretDocument, variables: { id: '5' } }, result: { data: { rotateOperatorSecret: { ...ANNA, loginSecret: 'n3w' } } } }]);
    fireEvent.click(await screen.findByRole('button', { name: 'Copier le lien de connexion Anna' }));
    fireEvent.click(within(await screen.findByRole('dialog', { name: 'Nouveau lien de connexion' })).getByRole('button', { name: 'Créer et copier le lien' }));
    const secret = await screen.findByRole('dialog', { name: 'Lien de connexion de « Anna »' });
    expect((within(secret).getByRole('textbox', { name: 'Lien de connexion' }) as HTMLInputElement).value).toBe('http://localhost/manager/scan#secret=n3w');
    expect(toast.success).not.toHaveBeenCalled();
  });

  it('deletes an operator after confirmation', async () => {
    const remove = jest.fn(() => ({ data: { deleteOperator: true } }));
    renderPage([scanEventsMock, operatorsMock([ANNA, LEO]), scanTagsMock(), { request: { query: DeleteScanOperatorDocument, variables: { id: '6' } }, result: remove }]);
    fireEvent.click(await screen.findByRole('button', { name: 'Supprimer Léo' }));
    const confirm = await screen.findByRole('dialog', { name: "Supprimer l'opérateur" });
    expect(within(confirm).getByText("Supprimer l'opérateur « Léo » ? Son lien de connexion ne fonctionnera plus.")).toBeTruthy();
    fireEvent.click(within(confirm).getByRole('button', { name: 'Supprimer' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Opérateur supprimé'));
    expect(remove).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole('cell', { name: 'Léo' })).toBeNull());
  });

  it('says when there is no operator yet', async () => {
    renderPage([scanEventsMock, operatorsMock([]), scanTagsMock()]);
    expect(await screen.findByRole('heading', { name: 'Aucun opérateur' })).toBeTruthy();
  });

  it('says the stand is off when the server refuses it (FORBIDDEN)', async () => {
    renderPage([scanEventsMock, { request: { query: ScanOperatorsDocument, variables: { eventId: '2' } }, result: { errors: [new GraphQLError('Interdit', { extensions: { code: 'FORBIDDEN' } })] } }, scanTagsMock()]);
    expect(await screen.findByText("Le stand de scan n'est pas activé pour cette organisation")).toBeTruthy();
  });
});
