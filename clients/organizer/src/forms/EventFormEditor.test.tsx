import { sessionStore, toast } from '@benevo/ui';
import { organizationFixture, userFixture } from '@benevo/ui/jest/fixtures';
import { renderWithProviders } from '@benevo/ui/jest/render-with-providers';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import {
  CreateCustomAttributeDocument,
  DeleteCustomAttributeDocument,
  EventFormEditorDocument,
  SaveEventFormDocument,
} from '../gql/graphql';
import { organizerMessages } from '../i18n/messages';
import { EventFormEditor } from './EventFormEditor';

// Toasts come from the screens and from useMutationAction inside @benevo/ui: mocked where they are made.
jest.mock('@benevo/ui/src/feedback/toast', () => ({
  ...jest.requireActual('@benevo/ui/src/feedback/toast'),
  toast: { success: jest.fn(), error: jest.fn() },
}));

const option = (id: string, text: string) => ({ __typename: 'AttributeOption' as const, id, option: text });
const attribute = (id: string, name: string, valueType: string, eventId: string | null, options: ReturnType<typeof option>[] = []) => ({
  __typename: 'Attribute' as const,
  id,
  name,
  valueType,
  eventId,
  onRegistration: true,
  options,
});

const shirt = attribute('10', 'T-shirt', 'enum', '3', [option('100', 'Oui'), option('101', 'Non')]);
const size = attribute('11', 'Taille', 'enum', null, [option('110', 'S'), option('111', 'M')]);
const days = attribute('12', 'Jours', 'enum_multiple', null, [option('120', 'Ven'), option('121', 'Sam')]);

function field(id: string, order: number, source: { attribute?: ReturnType<typeof attribute>; baseAttribute?: string }, extra: object = {}) {
  return {
    __typename: 'FormField' as const,
    id,
    type: source.baseAttribute ? 'base' : source.attribute?.eventId ? 'event' : 'volunteer',
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

function formQuery(fields: ReturnType<typeof field>[], eventAttributes = [shirt], volunteerAttributes = [size, days]) {
  return {
    request: { query: EventFormEditorDocument, variables: { eventId: '3' } },
    result: {
      data: {
        eventForm: { __typename: 'Form' as const, id: '3', eventId: '3', fields },
        eventAttributes,
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
  return renderWithProviders(<EventFormEditor eventId="3" />, { messages: organizerMessages, mocks: mocks as never });
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

const choose = (label: string, optionName: string) => pick(screen.getByRole('combobox', { name: label }), optionName);
const card = (index: number) => within(screen.getAllByRole('listitem')[index]);

beforeEach(() => {
  jest.clearAllMocks();
  sessionStore.setUser(userFixture());
});

describe('event registration form editor', () => {
  it('reorders fields with buttons, keeps the focus on the moved field, and saves the list in order', async () => {
    const saved = [field('1', 0, { baseAttribute: 'address' }, { isRequired: true }), field('2', 1, { attribute: shirt })];
    renderEditor([
      formQuery(saved),
      {
        request: {
          query: SaveEventFormDocument,
          variables: {
            eventId: '3',
            fields: [input({ id: '2', attributeId: '10', label: 'Un t-shirt ?' }), input({ id: '1', baseAttribute: 'address', isRequired: true })],
          },
        },
        result: {
          data: {
            saveEventForm: {
              __typename: 'Form',
              id: '3',
              eventId: '3',
              fields: [field('2', 0, { attribute: shirt }, { label: 'Un t-shirt ?' }), field('1', 1, { baseAttribute: 'address' }, { isRequired: true })],
            },
          },
        },
      },
    ]);
    const up = await screen.findByRole('button', { name: 'Monter « T-shirt »' });
    expect((screen.getByRole('button', { name: 'Monter « Adresse »' }) as HTMLButtonElement).disabled).toBe(true);
    up.focus();
    fireEvent.click(up);
    const cards = screen.getAllByRole('listitem');
    expect(within(cards[0]).getByText('T-shirt')).toBeTruthy();
    expect(cards[0].getAttribute('aria-label')).toBe('Champ 1 sur 2');
    // At the top, "up" is disabled: the focus goes to the same field's "down" button.
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Descendre « T-shirt »' }));
    expect(screen.getByText('« T-shirt » déplacé en position 1')).toBeTruthy();
    expect(screen.getByText('Modifications non enregistrées')).toBeTruthy();

    fireEvent.change(within(cards[0]).getByLabelText('Libellé'), { target: { value: 'Un t-shirt ?' } });
    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer le formulaire' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Formulaire enregistré'));
    expect(screen.queryByText('Modifications non enregistrées')).toBeNull();
  });

  it('adds base and custom fields, with a condition on a single-choice field above', async () => {
    renderEditor([
      formQuery([field('2', 0, { attribute: shirt })]),
      {
        request: {
          query: SaveEventFormDocument,
          variables: {
            eventId: '3',
            fields: [
              input({ id: '2', attributeId: '10' }),
              input({ baseAttribute: 'phone', isRequired: true }),
              input({ attributeId: '11', condition: { targetAttribute: '10', targetOption: '101' } }),
              input({ attributeId: '12', minChoices: 1, maxChoices: 2 }),
            ],
          },
        },
        result: { data: { saveEventForm: { __typename: 'Form', id: '3', eventId: '3', fields: [] } } },
      },
    ]);
    await screen.findByRole('listitem');
    await choose('Champ à ajouter', 'Téléphone');
    fireEvent.click(screen.getByRole('button', { name: 'Ajouter au formulaire' }));
    await choose('Champ à ajouter', 'Taille');
    fireEvent.click(screen.getByRole('button', { name: 'Ajouter au formulaire' }));
    await choose('Champ à ajouter', 'Jours');
    fireEvent.click(screen.getByRole('button', { name: 'Ajouter au formulaire' }));

    expect(screen.getAllByRole('listitem')).toHaveLength(4);
    fireEvent.click(card(1).getByLabelText('Obligatoire'));
    // Only the single-choice field above is offered as parent (not "Jours", a multiple choice).
    const jours = card(3).getByRole('combobox', { name: /Afficher seulement si le champ/ });
    fireEvent.click(jours);
    const offered = within(document.getElementById(jours.getAttribute('aria-controls') ?? '') as HTMLElement);
    expect(offered.queryByRole('option', { name: 'Jours', hidden: true })).toBeNull();
    fireEvent.click(offered.getByRole('option', { name: 'T-shirt', hidden: true }));
    await pick(card(2).getByRole('combobox', { name: /Afficher seulement si le champ/ }), 'T-shirt');
    await pick(card(2).getByRole('combobox', { name: 'a la réponse' }), 'Non');
    // The condition of "Jours" is put back to "always".
    await pick(card(3).getByRole('combobox', { name: /Afficher seulement si le champ/ }), 'Toujours afficher');
    fireEvent.change(card(3).getByLabelText('Choix minimum'), { target: { value: '1' } });
    fireEvent.change(card(3).getByLabelText('Choix maximum'), { target: { value: '2' } });

    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer le formulaire' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Formulaire enregistré'));
  });

  it('does not offer the profile picture, a base field of campaign forms only', async () => {
    renderEditor([formQuery([])]);
    await screen.findByText("Le formulaire ne demande que le prénom, le nom et l'e-mail.");
    const combobox = screen.getByRole('combobox', { name: 'Champ à ajouter' });
    fireEvent.click(combobox);
    const listbox = await waitFor(() => document.getElementById(combobox.getAttribute('aria-controls') ?? '') as HTMLElement);
    expect(within(listbox).getByRole('option', { name: 'Date de naissance', hidden: true })).toBeTruthy();
    expect(within(listbox).queryByRole('option', { name: 'Photo de profil', hidden: true })).toBeNull();
  });

  it('adds the availability and the ranked preferred positions (issue 18) as base fields, with their kind on the card', async () => {
    renderEditor([
      formQuery([]),
      {
        request: {
          query: SaveEventFormDocument,
          variables: {
            eventId: '3',
            fields: [input({ baseAttribute: 'availability', isRequired: true }), input({ baseAttribute: 'preferred_positions' })],
          },
        },
        result: { data: { saveEventForm: { __typename: 'Form', id: '3', eventId: '3', fields: [] } } },
      },
    ]);
    await screen.findByText("Le formulaire ne demande que le prénom, le nom et l'e-mail.");
    await choose('Champ à ajouter', 'Disponibilités (jours et heures)');
    fireEvent.click(screen.getByRole('button', { name: 'Ajouter au formulaire' }));
    await choose('Champ à ajouter', 'Missions préférées (classées)');
    fireEvent.click(screen.getByRole('button', { name: 'Ajouter au formulaire' }));
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
    expect(card(0).getByText('Jours et heures')).toBeTruthy();
    expect(card(1).getByText('Choix classés')).toBeTruthy();
    // The label left empty, volunteers read the usual name.
    expect(card(0).getByLabelText('Libellé').getAttribute('placeholder')).toBe('Disponibilités');
    expect(card(1).getByLabelText('Libellé').getAttribute('placeholder')).toBe('Missions préférées');
    fireEvent.click(card(0).getByLabelText('Obligatoire'));
    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer le formulaire' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Formulaire enregistré'));
  });

  it("shows the server's messages under the fields they concern", async () => {
    renderEditor([
      formQuery([field('2', 0, { attribute: days }), field('3', 1, { attribute: size }, { condition: { __typename: 'FieldCondition', targetAttribute: '12', targetOption: '120' } })]),
      {
        request: {
          query: SaveEventFormDocument,
          variables: {
            eventId: '3',
            fields: [input({ id: '2', attributeId: '12' }), input({ id: '3', attributeId: '11', condition: { targetAttribute: '12', targetOption: '120' } })],
          },
        },
        result: {
          errors: [
            {
              message: 'Données invalides',
              extensions: { code: 'BAD_USER_INPUT', fieldErrors: { 'fields[1].condition': ['Seul un champ à choix unique peut servir de condition'] } },
            },
          ],
        },
      },
    ]);
    await screen.findByText('Taille');
    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer le formulaire' }));
    expect(await screen.findByText('Seul un champ à choix unique peut servir de condition')).toBeTruthy();
    expect(toast.error).toHaveBeenCalledWith("Une erreur s'est produite lors de la sauvegarde");
  });

  it('explains the licence limit and creates no more event field once it is reached (Club: 3)', async () => {
    const three = [shirt, attribute('13', 'Régime', 'text', '3'), attribute('14', 'Arrivée', 'date', '3')];
    renderEditor([formQuery([], three)]);
    expect(await screen.findByText('Votre licence permet au plus 3 champs personnalisés par événement : la limite est atteinte.')).toBeTruthy();
    expect((screen.getByRole('button', { name: "Créer un champ de l'événement" }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('has no limit with Pro rights, and creates an event field inline, added to the form', async () => {
    sessionStore.setUser(userFixture({ activeOrganization: organizationFixture({ licenseType: 'PRO', hasProRights: true }) }));
    const created = attribute('15', 'Régime', 'text', '3');
    renderEditor([
      formQuery([], [shirt, attribute('13', 'A', 'text', '3'), attribute('14', 'B', 'text', '3')]),
      {
        request: {
          query: CreateCustomAttributeDocument,
          variables: { input: { name: 'Régime', valueType: 'text', options: null, onRegistration: true, eventId: '3' } },
        },
        result: { data: { createAttribute: created } },
      },
      formQuery([], [shirt, attribute('13', 'A', 'text', '3'), attribute('14', 'B', 'text', '3'), created]),
    ]);
    fireEvent.click(await screen.findByRole('button', { name: "Créer un champ de l'événement" }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText(/^Titre/), { target: { value: 'Régime' } });
    await pick(within(dialog).getByRole('combobox', { name: /^Type/ }), 'Texte');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Champ enregistré'));
    await waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(1));
    // The new field's attribute arrives with the refetched attributes, a moment after the item.
    expect(await within(screen.getAllByRole('listitem')[0]).findByText("Champ de l'événement")).toBeTruthy();
  });

  it('asks before deleting an event field, then drops it from the form', async () => {
    renderEditor([
      formQuery([field('2', 0, { attribute: shirt }), field('3', 1, { attribute: size }, { condition: { __typename: 'FieldCondition', targetAttribute: '10', targetOption: '100' } })]),
      { request: { query: DeleteCustomAttributeDocument, variables: { id: '10' } }, result: { data: { deleteAttribute: true } } },
      formQuery([field('3', 0, { attribute: size })], []),
    ]);
    fireEvent.click(await screen.findByRole('button', { name: 'Supprimer le champ « T-shirt »' }));
    expect(
      await screen.findByText(
        'Supprimer « T-shirt » ? Le champ disparaît des formulaires et toutes les réponses déjà données sont effacées. Cette action est définitive.',
      ),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Supprimer' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Champ supprimé'));
    await waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(1));
    expect(screen.queryByText('Modifications non enregistrées')).toBeNull();
  });
});
