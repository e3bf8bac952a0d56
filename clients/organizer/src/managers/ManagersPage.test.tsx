import { sessionStore } from '@benevo/ui';
import { userFixture } from '@benevo/ui/jest/fixtures';
import { renderWithProviders } from '@benevo/ui/jest/render-with-providers';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { CreateManagerDocument, DeleteManagerDocument, ManagerEventOptionsDocument, ManagersDocument, UpdateManagerDocument } from '../gql/graphql';
import { organizerMessages } from '../i18n/messages';
import ManagersPage from './ManagersPage';

const EVENTS = [
  { __typename: 'Event' as const, id: '2', displayName: 'Fête du lac 2030', status: 'PUBLISHED' as const },
  { __typename: 'Event' as const, id: '3', displayName: 'Marché de Noël', status: 'DRAFT' as const },
];
const eventsMock = { request: { query: ManagerEventOptionsDocument }, result: { data: { events: EVENTS } } };

function manager(id: string, email: string, eventIds: string[], access: { hasPassword: boolean; invitedAt: string | null }) {
  return {
    __typename: 'Manager' as const,
    id,
    email,
    eventIds,
    events: EVENTS.filter((event) => eventIds.includes(event.id)).map((event) => ({ __typename: 'ManagerEventRef' as const, id: event.id, name: event.displayName })),
    ...access,
    canCancelSlots: false,
    createdAt: '2030-06-01T10:00:00Z',
  };
}

const ANNA = manager('5', 'anna@example.org', ['2', '3'], { hasPassword: true, invitedAt: null });
const LEO = manager('6', 'leo@example.org', ['2'], { hasPassword: false, invitedAt: '2030-06-02T10:00:00Z' });
const managersMock = (managers: ReturnType<typeof manager>[]) => ({ request: { query: ManagersDocument }, result: { data: { managers } } });

function renderPage(mocks: object[]) {
  const router = createMemoryRouter([{ path: '/manager/list', Component: ManagersPage }], { initialEntries: ['/manager/list'] });
  renderWithProviders(<RouterProvider router={router} />, { messages: organizerMessages, mocks: mocks as never });
  return router;
}

async function chooseEvent(dialog: HTMLElement, name: string) {
  const events = within(dialog).getByRole('combobox', { name: /^Événements/ });
  fireEvent.click(events);
  const listbox = await waitFor(() => {
    const element = document.getElementById(events.getAttribute('aria-controls') ?? '');
    if (!element) throw new Error('no listbox');
    return element;
  });
  fireEvent.click(within(listbox).getByRole('option', { name, hidden: true }));
}

beforeEach(() => sessionStore.setUser(userFixture()));

describe('the managers page', () => {
  it('lists the managers with their events and access, and what to give them to log in', async () => {
    renderPage([managersMock([ANNA, LEO]), eventsMock]);
    const table = await screen.findByRole('table', { name: "Responsables de l'organisation" });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell').slice(0, 3).map((cell) => cell.textContent))).toEqual([
      ['anna@example.org', 'Fête du lac 2030, Marché de Noël', 'Mot de passe défini'],
      ['leo@example.org', 'Fête du lac 2030', 'Invitation envoyée le 02.06.2030'],
    ]);
    expect((screen.getByRole('textbox', { name: "Adresse de l'espace responsable" }) as HTMLInputElement).value).toBe('http://localhost/manager/login');
    expect((screen.getByRole('textbox', { name: "Identifiant de l'organisation" }) as HTMLInputElement).value).toBe('7');
  });

  it('refuses an incomplete manager, then creates one with a password', async () => {
    const create = jest.fn(() => ({ data: { createManager: manager('7', 'zoe@example.org', ['3'], { hasPassword: true, invitedAt: null }) } }));
    renderPage([
      managersMock([ANNA]),
      eventsMock,
      { request: { query: CreateManagerDocument, variables: { input: { email: 'zoe@example.org', eventIds: ['3'], sendInvitation: false, canCancelSlots: false, password: 'secret-123' } } }, result: create },
      managersMock([ANNA, manager('7', 'zoe@example.org', ['3'], { hasPassword: true, invitedAt: null })]),
    ]);
    fireEvent.click(await screen.findByRole('button', { name: 'Nouveau responsable' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nouveau responsable' });
    expect((within(dialog).getByRole('switch', { name: /^Envoyer une invitation/ }) as HTMLInputElement).checked).toBe(true);
    expect(within(dialog).queryByLabelText(/^Mot de passe/)).toBeNull();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Créer le responsable' }));
    expect(await within(dialog).findByText('Ce champ est obligatoire')).toBeTruthy();
    expect(within(dialog).getByText('Choisissez au moins un événement')).toBeTruthy();

    fireEvent.click(within(dialog).getByRole('switch', { name: /^Envoyer une invitation/ }));
    fireEvent.change(within(dialog).getByRole('textbox', { name: /^E-mail/ }), { target: { value: 'zoe@example.org' } });
    fireEvent.change(within(dialog).getByLabelText(/^Mot de passe/), { target: { value: 'short' } });
    await chooseEvent(dialog, 'Marché de Noël');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Créer le responsable' }));
    expect(await within(dialog).findByText('Le mot de passe doit contenir au moins 8 caractères')).toBeTruthy();
    expect(create).not.toHaveBeenCalled();

    fireEvent.change(within(dialog).getByLabelText(/^Mot de passe/), { target: { value: 'secret-123' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Créer le responsable' }));
    expect(await screen.findByText('Responsable « zoe@example.org » créé')).toBeTruthy();
    expect(create).toHaveBeenCalledTimes(1);
    expect(await screen.findByRole('cell', { name: 'zoe@example.org' })).toBeTruthy();
  });

  it('sends an invitation instead of a password', async () => {
    const create = jest.fn(() => ({ data: { createManager: manager('7', 'zoe@example.org', ['2'], { hasPassword: false, invitedAt: '2030-06-03T10:00:00Z' }) } }));
    renderPage([
      managersMock([]),
      eventsMock,
      { request: { query: CreateManagerDocument, variables: { input: { email: 'zoe@example.org', eventIds: ['2'], sendInvitation: true, canCancelSlots: false, password: null } } }, result: create },
      managersMock([manager('7', 'zoe@example.org', ['2'], { hasPassword: false, invitedAt: '2030-06-03T10:00:00Z' })]),
    ]);
    expect(await screen.findByRole('heading', { name: 'Aucun responsable' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Nouveau responsable' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nouveau responsable' });
    fireEvent.change(within(dialog).getByRole('textbox', { name: /^E-mail/ }), { target: { value: ' zoe@example.org ' } });
    await chooseEvent(dialog, 'Fête du lac 2030');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Créer le responsable' }));
    expect(await screen.findByText('Responsable « zoe@example.org » créé, invitation envoyée')).toBeTruthy();
    expect(create).toHaveBeenCalledTimes(1);
  });

  it("edits a manager's events and keeps the password when it is left empty", async () => {
    const update = jest.fn(() => ({ data: { updateManager: { ...ANNA, eventIds: ['2'], events: ANNA.events.slice(0, 1) } } }));
    renderPage([
      managersMock([ANNA]),
      eventsMock,
      { request: { query: UpdateManagerDocument, variables: { id: '5', input: { email: 'anna@example.org', eventIds: ['2'], sendInvitation: false, canCancelSlots: false, password: null } } }, result: update },
    ]);
    fireEvent.click(await screen.findByRole('button', { name: 'Modifier anna@example.org' }));
    const dialog = await screen.findByRole('dialog', { name: 'Modifier le responsable' });
    expect(within(dialog).getByText('Laissez vide pour garder le mot de passe actuel.')).toBeTruthy();
    // Removing "Marché de Noël" from the chosen events.
    const pill = within(dialog).getByText('Marché de Noël').closest('.mantine-Pill-root') as HTMLElement;
    fireEvent.click(within(pill).getByRole('button', { hidden: true }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
    expect(await screen.findByText('Responsable « anna@example.org » enregistré')).toBeTruthy();
    expect(update).toHaveBeenCalledTimes(1);
  });

  it('deletes a manager after confirmation', async () => {
    const remove = jest.fn(() => ({ data: { deleteManager: true } }));
    renderPage([managersMock([ANNA, LEO]), eventsMock, { request: { query: DeleteManagerDocument, variables: { id: '6' } }, result: remove }]);
    fireEvent.click(await screen.findByRole('button', { name: 'Supprimer leo@example.org' }));
    const confirm = await screen.findByRole('dialog', { name: 'Supprimer le responsable' });
    expect(within(confirm).getByText("Supprimer le responsable « leo@example.org » ? Il ne pourra plus se connecter à l'espace responsable.")).toBeTruthy();
    expect(remove).not.toHaveBeenCalled();
    fireEvent.click(within(confirm).getByRole('button', { name: 'Supprimer' }));
    expect(await screen.findByText('Responsable supprimé')).toBeTruthy();
    expect(remove).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole('cell', { name: 'leo@example.org' })).toBeNull());
  });
});
