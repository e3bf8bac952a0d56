import { toast } from '@benevo/ui';
import { renderWithProviders } from '@benevo/ui/jest/render-with-providers';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import { createMemoryRouter, RouterProvider } from 'react-router';
import {
  SetTicketingMappingDocument,
  SyncTicketingDocument,
  TicketingEventDataDocument,
  TicketingEventsDocument,
  TicketingSettingsDocument,
  TicketingVendorEventsDocument,
  UpdateTicketingSettingsDocument,
} from '../gql/graphql';
import { organizerMessages } from '../i18n/messages';
import TicketingPage from './TicketingPage';

jest.mock('@benevo/ui/src/feedback/toast', () => ({
  ...jest.requireActual('@benevo/ui/src/feedback/toast'),
  toast: { success: jest.fn(), error: jest.fn() },
}));

const EVENTS = [
  {
    __typename: 'Event' as const,
    id: '2',
    name: 'Fête du lac 2030',
    displayName: 'Fête du lac 2030',
    status: 'PUBLISHED',
    timeZone: 'Europe/Zurich',
    days: [{ __typename: 'EventDay' as const, id: '20', startsAt: '2030-07-01T06:00:00Z', endsAt: '2030-07-01T20:00:00Z' }],
  },
];
const eventsMock = { request: { query: TicketingEventsDocument }, result: { data: { events: EVENTS } } };

function settings(overrides: Record<string, unknown> = {}) {
  return {
    __typename: 'TicketingSettings' as const,
    baseUrl: '',
    effectiveBaseUrl: 'https://api.weezevent.com',
    apiKeySet: true,
    apiKeyLast4: 'ABCD',
    accessTokenSet: true,
    accessTokenLast4: 'WXYZ',
    modifiedAt: '2030-06-01T10:00:00Z',
    ...overrides,
  };
}
const settingsMock = (value = settings()) => ({ request: { query: TicketingSettingsDocument }, result: { data: { ticketingSettings: value } } });

function sync(id: string, status: string, overrides: Record<string, unknown> = {}) {
  return {
    __typename: 'TicketingSync' as const,
    id,
    eventId: '2',
    status,
    attempts: 1,
    createdAt: '2030-06-30T08:15:00Z',
    startedAt: '2030-06-30T08:15:01Z',
    finishedAt: status === 'DONE' || status === 'FAILED' ? '2030-06-30T08:15:05Z' : null,
    exported: 0,
    updated: 0,
    removed: 0,
    imported: 0,
    error: null,
    ...overrides,
  };
}

const MAPPING = { __typename: 'TicketingEventMapping' as const, eventId: '2', vendorEventId: '501', vendorTicketId: '9001', modifiedAt: '2030-06-01T10:00:00Z' };
const ACCREDITATIONS = [
  { __typename: 'TicketingAccreditation' as const, id: '1', volunteerId: '11', firstName: 'Zoé', lastName: 'Müller', email: 'zoe@example.org', barcode: 'BC1001', checkedIn: true, checkedInAt: '2030-07-01T06:15:00Z' },
  { __typename: 'TicketingAccreditation' as const, id: '2', volunteerId: '12', firstName: 'Léo', lastName: 'Favre', email: 'leo@example.org', barcode: 'BC1002', checkedIn: false, checkedInAt: null },
];

function eventDataMock(data: { mappings?: unknown[]; syncs?: unknown[]; accreditations?: unknown[] } = {}) {
  return {
    request: { query: TicketingEventDataDocument, variables: { eventId: '2' } },
    result: {
      data: {
        ticketingMappings: data.mappings ?? [MAPPING],
        ticketingSyncs: data.syncs ?? [sync('8', 'FAILED', { attempts: 3, error: 'La billetterie a répondu par une erreur (500)' }), sync('7', 'DONE', { exported: 2, imported: 1 })],
        ticketingAccreditations: data.accreditations ?? ACCREDITATIONS,
      },
    },
  };
}

function renderPage(mocks: object[]) {
  const router = createMemoryRouter([{ path: '/ticketing', Component: TicketingPage }], { initialEntries: ['/ticketing?event=2'] });
  renderWithProviders(<RouterProvider router={router} />, { messages: organizerMessages, mocks: mocks as never });
  return router;
}

/** Picks an option of a Mantine select (its listbox is named by aria-controls). */
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

describe('the ticketing page', () => {
  it('shows the connection without its credentials, the link, the sync log and the accreditations with their check-ins', async () => {
    renderPage([settingsMock(), eventsMock, eventDataMock()]);
    expect(await screen.findByText('Enregistrée (se termine par ABCD) : laissez vide pour la conserver, saisissez-en une autre pour la remplacer')).toBeTruthy();
    expect((screen.getByLabelText('Clé API') as HTMLInputElement).value).toBe('');

    const accreditations = await screen.findByRole('table', { name: 'Accréditations des bénévoles' });
    const rows = within(accreditations).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell').map((cell) => cell.textContent))).toEqual([
      ['Zoé Müller', 'zoe@example.org', 'BC1001', 'Entré le 01.07.2030 à 08:15'],
      ['Léo Favre', 'leo@example.org', 'BC1002', 'Pas encore entré'],
    ]);
    expect(screen.getByText('1 entrées sur 2 accréditations')).toBeTruthy();

    const log = screen.getByRole('table', { name: 'Journal des synchronisations' });
    const logRows = within(log).getAllByRole('row').slice(1);
    expect(within(logRows[0]).getByText('Échec')).toBeTruthy();
    expect(within(logRows[0]).getByText('3 essai(s)')).toBeTruthy();
    expect(within(logRows[0]).getByText('La billetterie a répondu par une erreur (500)')).toBeTruthy();
    expect(within(logRows[1]).getByText('2 / 0 / 0 / 1')).toBeTruthy();

    expect((screen.getByRole('textbox', { name: /^Identifiant de l'événement/ }) as HTMLInputElement).value).toBe('501');
  });

  it('replaces only the credential typed (an empty one keeps the stored one)', async () => {
    const saved = settings({ apiKeyLast4: 'NEW1', modifiedAt: '2030-06-02T10:00:00Z' });
    renderPage([
      settingsMock(),
      eventsMock,
      eventDataMock(),
      {
        request: { query: UpdateTicketingSettingsDocument, variables: { input: { baseUrl: '', apiKey: 'a-new-partner-key-NEW1', accessToken: null } } },
        result: { data: { updateTicketingSettings: saved } },
      },
    ]);
    const key = await screen.findByLabelText('Clé API');
    fireEvent.change(key, { target: { value: ' a-new-partner-key-NEW1 ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer la connexion' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Connexion enregistrée'));
    // The form starts again empty: the key is never shown back.
    await waitFor(() => expect((screen.getByLabelText('Clé API') as HTMLInputElement).value).toBe(''));
    expect(await screen.findByText(/se termine par NEW1/)).toBeTruthy();
  });

  it('saves the link, then syncs now and follows the sync until it is done', async () => {
    const queued = sync('9', 'PENDING', { startedAt: null });
    renderPage([
      settingsMock(),
      eventsMock,
      eventDataMock({ mappings: [], syncs: [], accreditations: [] }),
      {
        request: { query: SetTicketingMappingDocument, variables: { eventId: '2', input: { vendorEventId: '501', vendorTicketId: '9001' } } },
        result: { data: { setTicketingMapping: MAPPING } },
      },
      eventDataMock({ syncs: [], accreditations: [] }),
      { request: { query: SyncTicketingDocument, variables: { eventId: '2' } }, result: { data: { syncTicketing: queued } } },
      eventDataMock({ syncs: [queued], accreditations: [] }),
      eventDataMock({ syncs: [sync('9', 'DONE', { exported: 2 })] }),
    ]);
    expect(await screen.findByText('Aucune accréditation')).toBeTruthy();
    expect(screen.getByText('Aucune synchronisation')).toBeTruthy();
    expect(screen.getByText("Cet événement n'est pas encore relié à la billetterie.")).toBeTruthy();
    const syncButton = screen.getByRole('button', { name: 'Synchroniser maintenant' }) as HTMLButtonElement;
    expect(syncButton.disabled).toBe(true);

    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer la liaison' }));
    expect((await screen.findAllByText('Ce champ est obligatoire')).length).toBe(2);
    fireEvent.change(screen.getByRole('textbox', { name: /^Identifiant de l'événement/ }), { target: { value: '501' } });
    fireEvent.change(screen.getByRole('textbox', { name: /^Identifiant du type de billet/ }), { target: { value: ' 9001' } });
    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer la liaison' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Liaison enregistrée'));

    await waitFor(() => expect((screen.getByRole('button', { name: 'Synchroniser maintenant' }) as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(screen.getByRole('button', { name: 'Synchroniser maintenant' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Synchronisation demandée'));
    expect(await screen.findByRole('status')).toBeTruthy();
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Synchronisation terminée'), { timeout: 5000 });
    expect(await screen.findByRole('table', { name: 'Accréditations des bénévoles' })).toBeTruthy();
  });

  it("fills the link from the vendor's events and ticket types", async () => {
    const vendorEvents = [
      {
        __typename: 'TicketingVendorEvent' as const,
        id: '501',
        name: 'Festival',
        ticketTypes: [
          { __typename: 'TicketingVendorTicketType' as const, id: '9001', name: 'Bénévoles' },
          { __typename: 'TicketingVendorTicketType' as const, id: '9002', name: 'Public' },
        ],
      },
      { __typename: 'TicketingVendorEvent' as const, id: '502', name: 'Gala', ticketTypes: [{ __typename: 'TicketingVendorTicketType' as const, id: '9101', name: 'Staff' }] },
    ];
    renderPage([settingsMock(), eventsMock, eventDataMock({ mappings: [] }), { request: { query: TicketingVendorEventsDocument }, result: { data: { ticketingVendorEvents: vendorEvents } } }]);
    fireEvent.click(await screen.findByRole('button', { name: 'Charger les événements de la billetterie' }));
    await choose(await screen.findByLabelText('Événement de la billetterie', { selector: 'input' }), 'Gala (502)');
    // One ticket type: chosen with the event.
    await waitFor(() => expect((screen.getByRole('textbox', { name: /^Identifiant de l'événement/ }) as HTMLInputElement).value).toBe('502'));
    expect((screen.getByRole('textbox', { name: /^Identifiant du type de billet/ }) as HTMLInputElement).value).toBe('9101');

    await choose(screen.getByLabelText('Événement de la billetterie', { selector: 'input' }), 'Festival (501)');
    await waitFor(() => expect((screen.getByRole('textbox', { name: /^Identifiant du type de billet/ }) as HTMLInputElement).value).toBe(''));
    await choose(screen.getByLabelText('Type de billet', { selector: 'input' }), 'Bénévoles (9001)');
    await waitFor(() => expect((screen.getByRole('textbox', { name: /^Identifiant du type de billet/ }) as HTMLInputElement).value).toBe('9001'));
  });

  it('shows why the vendor cannot list its events', async () => {
    renderPage([
      settingsMock(),
      eventsMock,
      eventDataMock(),
      {
        request: { query: TicketingVendorEventsDocument },
        result: { errors: [new GraphQLError('La billetterie a refusé la clé API', { extensions: { code: 'CONFLICT' } })] },
      },
    ]);
    fireEvent.click(await screen.findByRole('button', { name: 'Charger les événements de la billetterie' }));
    expect((await screen.findByRole('alert')).textContent).toContain('La billetterie a refusé la clé API');
  });

  it('says the ticketing is off without logging out', async () => {
    renderPage([
      { request: { query: TicketingSettingsDocument }, result: { errors: [new GraphQLError('Forbidden', { extensions: { code: 'FORBIDDEN' } })] } },
      eventsMock,
    ]);
    expect(await screen.findByText("La billetterie n'est pas activée pour cette organisation")).toBeTruthy();
  });

  it('asks for the credentials before a sync', async () => {
    renderPage([settingsMock(settings({ apiKeySet: false, apiKeyLast4: null, accessTokenSet: false, accessTokenLast4: null, modifiedAt: null })), eventsMock, eventDataMock({ syncs: [] })]);
    expect(await screen.findByText("Enregistrez la clé API et le jeton d'accès pour synchroniser.")).toBeTruthy();
    expect(screen.getAllByText('Pas encore enregistrée')).toHaveLength(2);
    expect((screen.getByRole('button', { name: 'Synchroniser maintenant' }) as HTMLButtonElement).disabled).toBe(true);
  });
});
