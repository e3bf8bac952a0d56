import { sessionStore, toast } from '@benevo/ui';
import { userFixture } from '@benevo/ui/jest/fixtures';
import { renderWithProviders } from '@benevo/ui/jest/render-with-providers';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { CampaignFormEditorDocument, CreateCampaignAttributeDocument, SaveCampaignFormDocument } from '../gql/graphql';
import { organizerMessages } from '../i18n/messages';
import { CampaignFormEditor } from './CampaignFormEditor';

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

// Campaign attributes have no event: the editor knows them as the campaign's from campaignAttributes.
const availability = attribute('20', 'Disponibilités', 'enum', [option('200', 'Semaine'), option('201', 'Week-end')]);
const size = attribute('11', 'Taille', 'enum', [option('110', 'S'), option('111', 'M')]);

function field(id: string, order: number, source: { attribute?: ReturnType<typeof attribute>; baseAttribute?: string; type: string }, extra: object = {}) {
  return {
    __typename: 'FormField' as const,
    id,
    type: source.type,
    baseAttribute: source.baseAttribute ?? null,
    isRequired: false,
    label: '',
    description: '',
    parentFieldId: null,
    minChoices: null,
    maxChoices: null,
    order,
    condition: null,
    attribute: source.attribute ?? null,
    ...extra,
  };
}

function formQuery(fields: ReturnType<typeof field>[], campaignAttributes = [availability], volunteerAttributes = [size]) {
  return {
    request: { query: CampaignFormEditorDocument, variables: { campaignId: 'c1' } },
    result: {
      data: {
        campaignForm: { __typename: 'CampaignForm' as const, id: 'c1', campaignId: 'c1', fields },
        campaignAttributes,
        volunteerAttributes,
      },
    },
  };
}

const input = (overrides: object) => ({
  id: null,
  attributeId: null,
  baseAttribute: null,
  isRequired: false,
  label: '',
  description: '',
  condition: null,
  minChoices: null,
  maxChoices: null,
  ...overrides,
});

function renderEditor(mocks: object[]) {
  return renderWithProviders(<CampaignFormEditor campaignId="c1" />, { messages: organizerMessages, mocks: mocks as never });
}

/** Opens a Mantine Select and picks an option of its own list. */
async function pick(combobox: HTMLElement, optionName: string) {
  fireEvent.click(combobox);
  const listbox = await waitFor(() => {
    const element = document.getElementById(combobox.getAttribute('aria-controls') ?? '');
    if (!element) throw new Error('no listbox');
    return element;
  });
  // jsdom has no layout: floating-ui may keep an open dropdown "hidden" from the accessibility tree.
  fireEvent.click(within(listbox).getByRole('option', { name: optionName, hidden: true }));
}

const addField = async (name: string) => {
  await pick(screen.getByRole('combobox', { name: 'Champ à ajouter' }), name);
  fireEvent.click(screen.getByRole('button', { name: 'Ajouter au formulaire' }));
};
const card = (index: number) => within(screen.getAllByRole('listitem')[index]);

beforeEach(() => {
  jest.clearAllMocks();
  sessionStore.setUser(userFixture());
});

describe('campaign registration form editor', () => {
  it("loads the campaign's form, adds a campaign field and the profile picture, and saves them with saveCampaignForm", async () => {
    renderEditor([
      formQuery([field('1', 0, { baseAttribute: 'phone', type: 'base' }, { isRequired: true })]),
      {
        request: {
          query: SaveCampaignFormDocument,
          variables: {
            campaignId: 'c1',
            fields: [
              input({ id: '1', baseAttribute: 'phone', isRequired: true }),
              input({ attributeId: '20', isRequired: true }),
              input({ baseAttribute: 'profile_picture', label: 'Votre photo' }),
            ],
          },
        },
        result: {
          data: {
            saveCampaignForm: {
              __typename: 'CampaignForm',
              id: 'c1',
              campaignId: 'c1',
              fields: [
                field('1', 0, { baseAttribute: 'phone', type: 'base' }, { isRequired: true }),
                field('2', 1, { attribute: availability, type: 'campaign' }, { isRequired: true }),
                field('3', 2, { baseAttribute: 'profile_picture', type: 'base' }, { label: 'Votre photo' }),
              ],
            },
          },
        },
      },
    ]);
    expect(await screen.findByText('Téléphone')).toBeTruthy();
    expect(screen.getByText('Champs propres à la campagne')).toBeTruthy();

    await addField('Disponibilités');
    await addField('Photo de profil');
    expect(screen.getAllByRole('listitem')).toHaveLength(3);
    expect(card(1).getByText('Champ de la campagne')).toBeTruthy();
    expect(card(2).getByText('Champ de base')).toBeTruthy();
    expect(card(2).getByText('Image')).toBeTruthy();
    fireEvent.click(card(1).getByLabelText('Obligatoire'));
    fireEvent.change(card(2).getByLabelText('Libellé'), { target: { value: 'Votre photo' } });
    expect(screen.getByText('Modifications non enregistrées')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer le formulaire' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Formulaire enregistré'));
    expect(screen.queryByText('Modifications non enregistrées')).toBeNull();
    // The profile picture, now in the form, is no longer offered.
    fireEvent.click(screen.getByRole('combobox', { name: 'Champ à ajouter' }));
    const listbox = await waitFor(() => document.getElementById(screen.getByRole('combobox', { name: 'Champ à ajouter' }).getAttribute('aria-controls') ?? '') as HTMLElement);
    expect(within(listbox).queryByRole('option', { name: 'Photo de profil', hidden: true })).toBeNull();
    expect(within(listbox).getByRole('option', { name: 'Taille', hidden: true })).toBeTruthy();
  });

  it('creates a campaign field inline with createCampaignAttribute and adds it to the form', async () => {
    const created = attribute('21', 'Motivation', 'text_multiline');
    renderEditor([
      formQuery([], []),
      {
        request: {
          query: CreateCampaignAttributeDocument,
          variables: { campaignId: 'c1', input: { name: 'Motivation', valueType: 'text_multiline', options: null, onRegistration: true } },
        },
        result: { data: { createCampaignAttribute: created } },
      },
      formQuery([], [created]),
    ]);
    expect(await screen.findByText('Aucun champ propre à la campagne')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Créer un champ de la campagne' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nouveau champ de la campagne' });
    fireEvent.change(within(dialog).getByLabelText(/^Titre/), { target: { value: 'Motivation' } });
    await pick(within(dialog).getByRole('combobox', { name: /^Type/ }), 'Texte sur plusieurs lignes');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Champ enregistré'));
    await waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(1));
    // The new attribute arrives with the refetched campaign attributes, a moment after the item.
    expect(await within(screen.getAllByRole('listitem')[0]).findByText('Champ de la campagne')).toBeTruthy();
    expect(screen.queryByText('Aucun champ propre à la campagne')).toBeNull();
  });

  it("shows the server's message on the field it concerns", async () => {
    renderEditor([
      formQuery([field('1', 0, { attribute: availability, type: 'campaign' }), field('2', 1, { baseAttribute: 'profile_picture', type: 'base' })]),
      {
        request: {
          query: SaveCampaignFormDocument,
          variables: { campaignId: 'c1', fields: [input({ id: '1', attributeId: '20' }), input({ id: '2', baseAttribute: 'profile_picture' })] },
        },
        result: {
          errors: [
            {
              message: 'Données invalides',
              extensions: { code: 'BAD_USER_INPUT', fieldErrors: { 'fields[0].attribute': ['Cet attribut appartient à une autre campagne'] } },
            },
          ],
        },
      },
    ]);
    await screen.findByText('Photo de profil');
    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer le formulaire' }));
    const alert = await card(0).findByRole('alert');
    expect(alert.textContent).toBe('Cet attribut appartient à une autre campagne');
    expect(card(1).queryByRole('alert')).toBeNull();
    expect(toast.error).toHaveBeenCalledWith("Une erreur s'est produite lors de la sauvegarde");
  });

  it('explains the licence limit per campaign and creates no more campaign field once it is reached (Club: 3)', async () => {
    const three = [availability, attribute('22', 'Régime', 'text'), attribute('23', 'Arrivée', 'date')];
    renderEditor([formQuery([], three)]);
    expect(await screen.findByText('Votre licence permet au plus 3 champs personnalisés par campagne : la limite est atteinte.')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Créer un champ de la campagne' }) as HTMLButtonElement).disabled).toBe(true);
  });
});
