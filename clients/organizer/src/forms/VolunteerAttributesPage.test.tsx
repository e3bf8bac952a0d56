import { sessionStore, toast } from '@benevo/ui';
import { organizationFixture, userFixture } from '@benevo/ui/jest/fixtures';
import { renderWithProviders } from '@benevo/ui/jest/render-with-providers';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import {
  CreateCustomAttributeDocument,
  DeleteCustomAttributeDocument,
  UpdateCustomAttributeDocument,
  VolunteerAttributesDocument,
} from '../gql/graphql';
import { organizerMessages } from '../i18n/messages';
import VolunteerAttributesPage from './VolunteerAttributesPage';

// Toasts come from the screens and from useMutationAction inside @benevo/ui: mocked where they are made.
jest.mock('@benevo/ui/src/feedback/toast', () => ({
  ...jest.requireActual('@benevo/ui/src/feedback/toast'),
  toast: { success: jest.fn(), error: jest.fn() },
}));

const option = (id: string, text: string) => ({ __typename: 'AttributeOption' as const, id, option: text });
const attribute = (id: string, name: string, valueType: string, options: ReturnType<typeof option>[] = []) => ({
  __typename: 'Attribute' as const,
  id,
  name,
  valueType,
  eventId: null,
  onRegistration: true,
  options,
});

const size = attribute('11', 'Taille', 'enum', [option('110', 'S'), option('111', 'M')]);
const list = (attributes: ReturnType<typeof attribute>[]) => ({
  request: { query: VolunteerAttributesDocument },
  result: { data: { customAttributes: attributes } },
});

async function pick(combobox: HTMLElement, optionName: string) {
  fireEvent.click(combobox);
  const listbox = await waitFor(() => {
    const element = document.getElementById(combobox.getAttribute('aria-controls') ?? '');
    if (!element) throw new Error('no listbox');
    return element;
  });
  fireEvent.click(within(listbox).getByRole('option', { name: optionName, hidden: true }));
}

function renderPage(mocks: object[]) {
  return renderWithProviders(<VolunteerAttributesPage />, { messages: organizerMessages, mocks: mocks as never });
}

beforeEach(() => {
  jest.clearAllMocks();
  sessionStore.setUser(userFixture());
});

describe('custom volunteer attributes page', () => {
  it('lists the fields with their type and options, and counts them against the Club licence', async () => {
    renderPage([list([size, attribute('12', 'Remarque', 'text_multiline')])]);
    expect(await screen.findByText('Taille')).toBeTruthy();
    expect(screen.getByText('Choix unique')).toBeTruthy();
    expect(screen.getByText('M')).toBeTruthy();
    expect(screen.getByText('Texte sur plusieurs lignes')).toBeTruthy();
    expect(screen.getByText('2 sur 3 champs utilisés')).toBeTruthy();
  });

  it('says why a Light licence cannot add any', async () => {
    sessionStore.setUser(userFixture({ activeOrganization: organizationFixture({ licenseType: 'LIGHT' }) }));
    renderPage([list([])]);
    expect(await screen.findByText('Votre licence ne permet pas de champs bénévole personnalisés.')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Nouveau champ' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('creates a field: title and type required, options needed for a choice', async () => {
    renderPage([
      list([]),
      {
        request: {
          query: CreateCustomAttributeDocument,
          variables: { input: { name: 'Jours', valueType: 'enum_multiple', options: 'Sam; Dim', onRegistration: true, eventId: null } },
        },
        result: { data: { createAttribute: attribute('13', 'Jours', 'enum_multiple', [option('130', 'Sam'), option('131', 'Dim')]) } },
      },
      list([attribute('13', 'Jours', 'enum_multiple', [option('130', 'Sam'), option('131', 'Dim')])]),
    ]);
    fireEvent.click(await screen.findByRole('button', { name: 'Nouveau champ' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
    expect(await within(dialog).findByText('Un titre est obligatoire')).toBeTruthy();
    expect(within(dialog).getByText('Un type est obligatoire')).toBeTruthy();

    fireEvent.change(within(dialog).getByLabelText(/^Titre/), { target: { value: 'Jours' } });
    await pick(within(dialog).getByRole('combobox', { name: /^Type/ }), 'Choix multiple');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
    expect(await within(dialog).findByText('Entrez au moins une option (options séparées par des points-virgules)')).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText(/^Options/), { target: { value: 'Sam; Dim' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Champ enregistré'));
    expect(await screen.findByText('Jours')).toBeTruthy();
  });

  it("shows the server's message when an option in use is removed", async () => {
    renderPage([
      list([size]),
      {
        request: { query: UpdateCustomAttributeDocument, variables: { id: '11', input: { name: 'Taille', valueType: 'enum', options: 'S', onRegistration: true } } },
        result: {
          errors: [
            {
              message: 'Données invalides',
              extensions: { code: 'BAD_USER_INPUT', fieldErrors: { options: ["L'option « M » a déjà des réponses et ne peut pas être supprimée"] } },
            },
          ],
        },
      },
    ]);
    fireEvent.click(await screen.findByRole('button', { name: 'Modifier « Taille »' }));
    const dialog = await screen.findByRole('dialog');
    expect((within(dialog).getByLabelText(/^Options/) as HTMLTextAreaElement).value).toBe('S; M');
    fireEvent.change(within(dialog).getByLabelText(/^Options/), { target: { value: 'S' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
    expect(await within(dialog).findByText("L'option « M » a déjà des réponses et ne peut pas être supprimée")).toBeTruthy();
    expect(toast.success).not.toHaveBeenCalled();
  });

  it('asks for confirmation before deleting a field and its answers', async () => {
    renderPage([
      list([size]),
      { request: { query: DeleteCustomAttributeDocument, variables: { id: '11' } }, result: { data: { deleteAttribute: true } } },
      list([]),
    ]);
    fireEvent.click(await screen.findByRole('button', { name: 'Supprimer « Taille »' }));
    expect(
      await screen.findByText(
        'Supprimer « Taille » ? Le champ disparaît des formulaires et toutes les réponses déjà données sont effacées. Cette action est définitive.',
      ),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Supprimer' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Champ supprimé'));
    expect(await screen.findByText('Aucun champ personnalisé')).toBeTruthy();
  });
});
