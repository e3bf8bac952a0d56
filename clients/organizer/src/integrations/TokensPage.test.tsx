import { toast } from '@benevo/ui';
import { renderWithProviders } from '@benevo/ui/jest/render-with-providers';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { ApiTokensDocument, CreateApiTokenDocument, RevokeApiTokenDocument } from '../gql/graphql';
import { organizerMessages } from '../i18n/messages';
import TokensPage, { expiryInstant } from './TokensPage';

jest.mock('@benevo/ui/src/feedback/toast', () => ({
  ...jest.requireActual('@benevo/ui/src/feedback/toast'),
  toast: { success: jest.fn(), error: jest.fn() },
}));

function apiToken(id: string, name: string, scopes: string[], fields: Partial<{ expiresAt: string | null; lastUsedAt: string | null }> = {}) {
  return {
    __typename: 'ApiToken' as const,
    id,
    name,
    scopes,
    createdAt: '2030-06-01T10:00:00Z',
    expiresAt: null as string | null,
    lastUsedAt: null as string | null,
    ...fields,
  };
}

const listMock = (tokens: ReturnType<typeof apiToken>[]) => ({ request: { query: ApiTokensDocument }, result: { data: { apiTokens: tokens } } });

function renderPage(mocks: object[]) {
  const router = createMemoryRouter([{ path: '/profile/tokens', Component: TokensPage }], { initialEntries: ['/profile/tokens'] });
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

beforeEach(() => jest.clearAllMocks());

describe('the API tokens page', () => {
  it('lists the tokens (never the token itself) and revokes one after confirmation', async () => {
    const revoke = jest.fn(() => ({ data: { revokeApiToken: true } }));
    renderPage([
      listMock([
        apiToken('1', 'Intranet', ['read'], { lastUsedAt: '2030-06-03T10:00:00Z' }),
        apiToken('2', 'Synchro', ['read', 'write'], { expiresAt: '2099-01-31T10:00:00Z' }),
      ]),
      { request: { query: RevokeApiTokenDocument, variables: { id: '2' } }, result: revoke },
    ]);
    const table = await screen.findByRole('table', { name: "Jetons d'API" });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell').slice(0, 5).map((cell) => cell.textContent))).toEqual([
      ['Intranet', 'Lecture', '01.06.2030', "Pas d'expiration", '03.06.2030'],
      ['Synchro', 'LectureÉcriture', '01.06.2030', '31.01.2099', 'Jamais'],
    ]);

    fireEvent.click(within(rows[1]).getByRole('button', { name: 'Révoquer Synchro' }));
    const confirm = await screen.findByRole('dialog', { name: 'Révoquer le jeton' });
    expect(revoke).not.toHaveBeenCalled();
    fireEvent.click(within(confirm).getByRole('button', { name: 'Révoquer' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Jeton révoqué'));
    expect(revoke).toHaveBeenCalledTimes(1);
  });

  it('creates a token with its scopes and expiry and shows it once with a copy button', async () => {
    const create = jest.fn(() => ({
      data: { createApiToken: { __typename: 'CreatedApiToken', token: 'bnvp_secret123', apiToken: apiToken('9', 'CI', ['read', 'write']) } },
    }));
    renderPage([
      listMock([]),
      {
        request: {
          query: CreateApiTokenDocument,
          variables: (variables: { input: { name: string; scopes: string[]; expiresAt: string | null } }) =>
            variables.input.name === 'CI' && variables.input.scopes.join(',') === 'read,write' && variables.input.expiresAt === null,
        },
        result: create,
      },
      listMock([apiToken('9', 'CI', ['read', 'write'])]),
    ]);
    expect(await screen.findByRole('heading', { name: "Aucun jeton d'API" })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Nouveau jeton' }));
    const dialog = await screen.findByRole('dialog', { name: "Nouveau jeton d'API" });
    // Nothing typed: the form says what is missing and sends nothing.
    fireEvent.click(within(dialog).getByRole('button', { name: 'Créer le jeton' }));
    expect(await within(dialog).findByText('Un nom est obligatoire')).toBeTruthy();
    expect(create).not.toHaveBeenCalled();

    fireEvent.change(within(dialog).getByLabelText(/^Nom/), { target: { value: 'CI' } });
    fireEvent.click(within(dialog).getByLabelText('Écriture (mutations et autres méthodes)'));
    await choose(within(dialog).getByRole('combobox', { name: /^Expiration/ }), "Pas d'expiration");
    fireEvent.click(within(dialog).getByRole('button', { name: 'Créer le jeton' }));

    const reveal = await screen.findByRole('dialog', { name: 'Votre nouveau jeton' });
    expect(create).toHaveBeenCalledTimes(1);
    expect((within(reveal).getByLabelText("Jeton d'API") as HTMLInputElement).value).toBe('bnvp_secret123');
    expect(within(reveal).getByRole('button', { name: 'Copier' })).toBeTruthy();
    fireEvent.click(within(reveal).getByRole('button', { name: "C'est noté" }));
    await waitFor(() => expect(screen.queryByText('bnvp_secret123')).toBeNull());
    await waitFor(() => expect(screen.queryByDisplayValue('bnvp_secret123')).toBeNull());
  });

  it('computes the expiry: days ahead, the end of a chosen day, or none', () => {
    const now = new Date('2030-06-01T10:00:00Z');
    expect(expiryInstant({ expiry: '30', expiryDate: '' }, now)).toBe('2030-07-01T10:00:00.000Z');
    expect(expiryInstant({ expiry: 'none', expiryDate: '' }, now)).toBeNull();
    expect(new Date(expiryInstant({ expiry: 'custom', expiryDate: '2030-12-24' }, now) as string).getDate()).toBe(24);
  });
});
