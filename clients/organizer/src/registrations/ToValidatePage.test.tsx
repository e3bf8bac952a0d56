import { toast } from '@benevo/ui';
import { renderWithProviders } from '@benevo/ui/jest/render-with-providers';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { ParticipationsToValidateDocument, SetParticipationsStatusDocument } from '../gql/graphql';
import { organizerMessages } from '../i18n/messages';
import ToValidatePage from './ToValidatePage';

const mockRefreshSession = jest.fn();

// Toasts come from the screens and from useMutationAction inside @benevo/ui: mocked where they are made.
jest.mock('@benevo/ui/src/feedback/toast', () => ({
  ...jest.requireActual('@benevo/ui/src/feedback/toast'),
  toast: { success: jest.fn(), error: jest.fn() },
}));
jest.mock('@benevo/ui', () => ({
  ...jest.requireActual('@benevo/ui'),
  useRefreshSession: () => mockRefreshSession,
}));

function row(id: string, firstName: string, event: { id: string; name: string; timeZone: string }, extra: Record<string, unknown> = {}) {
  return {
    __typename: 'Participation' as const,
    id,
    eventId: event.id,
    eventName: event.name,
    eventTimeZone: event.timeZone,
    firstName,
    lastName: 'Test',
    email: `${firstName.toLowerCase()}@example.org`,
    phoneNumber: '',
    nbParticipants: 1,
    groupName: '',
    validationStatus: 'AWAITING_ORGANIZER_VALIDATION' as const,
    positionName: 'Bar',
    sectorName: null,
    timeSlot: { __typename: 'TimeSlot' as const, id: `s${id}`, startTime: '2030-07-01T08:00:00Z', endTime: '2030-07-01T10:00:00Z' },
    ...extra,
  };
}

const fete = { id: 'e1', name: 'Fête du lac', timeZone: 'Europe/Zurich' };
const marathon = { id: 'e2', name: 'London Marathon', timeZone: 'Europe/London' };

// The server's order: slot start, then id (the events interleave).
const anna = row('1', 'Anna', fete);
const ben = row('2', 'Ben', marathon, {
  phoneNumber: '+1 555 0100',
  sectorName: 'Départ',
  positionName: 'Ravitaillement',
  timeSlot: { __typename: 'TimeSlot' as const, id: 's2', startTime: '2030-07-01T14:00:00Z', endTime: '2030-07-01T16:00:00Z' },
});
const chloe = row('3', 'Chloé', fete, { nbParticipants: 3, groupName: 'FC Lac' });
const rows = [anna, ben, chloe];

const list = (result: Array<ReturnType<typeof row>>) => ({
  request: { query: ParticipationsToValidateDocument },
  result: { data: { participationsToValidate: result } },
});

const setStatus = (ids: string[], status: string, message: string | null) => ({
  request: { query: SetParticipationsStatusDocument, variables: { ids, status, message } },
  result: {
    data: {
      setParticipationsStatus: ids.map((id) => ({ __typename: 'Participation', id, validationStatus: status, validationMessage: message ?? '' })),
    },
  },
});

function renderPage(mocks: object[]) {
  const router = createMemoryRouter(
    [
      { path: '/participations/to-validate', element: <ToValidatePage /> },
      { path: '/events/volunteers/:eventId', element: <p>registrations screen</p> },
    ],
    { initialEntries: ['/participations/to-validate'] },
  );
  renderWithProviders(<RouterProvider router={router} />, { messages: organizerMessages, mocks: mocks as never });
  return router;
}

const group = (name: string) => screen.getByRole('rowgroup', { name });

describe('participations to validate', () => {
  beforeEach(() => {
    jest.clearAllMocks();
    mockRefreshSession.mockResolvedValue(undefined);
  });

  it('groups the pending registrations by event, with contact, position, time in the event’s zone and group size', async () => {
    const router = renderPage([list(rows)]);
    expect(await screen.findByRole('heading', { name: 'Inscriptions à valider' })).toBeTruthy();
    await screen.findByText('Anna Test');
    expect(screen.getByText('3 inscriptions à valider')).toBeTruthy();

    const lake = group('Fête du lac');
    expect(within(lake).getByText('2 à valider')).toBeTruthy();
    const names = within(lake).getAllByRole('row').map((tr) => tr.textContent ?? '');
    expect(names[1]).toContain('Anna Test');
    expect(names[2]).toContain('Chloé Test');
    const chloeRow = within(lake).getByText('Chloé Test').closest('tr') as HTMLElement;
    expect(within(chloeRow).getByText('FC Lac')).toBeTruthy();
    expect(within(chloeRow).getByText('3')).toBeTruthy();
    expect(within(chloeRow).getByText('chloé@example.org')).toBeTruthy();
    // 08:00 UTC is 10:00 in Zurich.
    expect(within(chloeRow).getByText(/01\.07\.2030 10:00–12:00/)).toBeTruthy();

    const london = group('London Marathon');
    const benRow = within(london).getByText('Ben Test').closest('tr') as HTMLElement;
    expect(within(benRow).getByText('+1 555 0100')).toBeTruthy();
    expect(within(benRow).getByText('Départ · Ravitaillement')).toBeTruthy();
    // 14:00 UTC is 15:00 in London (16:00 in Zurich).
    expect(within(benRow).getByText(/01\.07\.2030 15:00–17:00/)).toBeTruthy();

    fireEvent.click(within(london).getByRole('link', { name: 'Gérer les inscriptions de London Marathon' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/events/volunteers/e2'));
  });

  it('says so when nothing awaits validation', async () => {
    renderPage([list([])]);
    expect(await screen.findByText('Aucune inscription à valider')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('shows a load failure with a retry', async () => {
    renderPage([
      { request: { query: ParticipationsToValidateDocument }, result: { errors: [new GraphQLError('Serveur indisponible', { extensions: { code: 'INTERNAL' } })] } },
      list([anna]),
    ]);
    expect((await screen.findByRole('alert')).textContent).toContain('Serveur indisponible');
    fireEvent.click(screen.getByRole('button', { name: 'Réessayer' }));
    expect(await screen.findByText('Anna Test')).toBeTruthy();
  });

  it('accepts the selection, removes the rows, toasts and refreshes the session (menu badge)', async () => {
    renderPage([list(rows), setStatus(['1', '2'], 'ACCEPTED', null), list([chloe])]);
    fireEvent.click(await screen.findByLabelText('Sélectionner Anna Test'));
    fireEvent.click(screen.getByLabelText('Sélectionner Ben Test'));
    expect(screen.getByText('2 sélectionnées')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Accepter la sélection' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('2 inscriptions acceptées'));
    await waitFor(() => expect(screen.queryByText('Anna Test')).toBeNull());
    expect(screen.queryByText('Ben Test')).toBeNull();
    expect(screen.getByText('Chloé Test')).toBeTruthy();
    expect(screen.queryByRole('rowgroup', { name: 'London Marathon' })).toBeNull();
    await waitFor(() => expect(mockRefreshSession).toHaveBeenCalled());
    expect(screen.queryByText(/\d+ sélectionnées?\b/)).toBeNull();
  });

  it('rejects an event’s registrations only after confirmation, with the message', async () => {
    renderPage([list(rows), setStatus(['1', '3'], 'REJECTED_BY_ORGANIZER', 'Complet, désolé'), list([ben])]);
    await screen.findByText('Anna Test');
    fireEvent.click(screen.getByLabelText('Sélectionner les inscriptions de Fête du lac'));
    expect(screen.getByText('2 sélectionnées')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Refuser la sélection' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Refuser 2 inscriptions ? Chaque bénévole recevra un e-mail.')).toBeTruthy();
    expect(toast.success).not.toHaveBeenCalled();
    fireEvent.change(within(dialog).getByLabelText('Message au bénévole (facultatif)'), { target: { value: 'Complet, désolé' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Refuser' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('2 inscriptions refusées'));
    await waitFor(() => expect(screen.queryByText('Anna Test')).toBeNull());
    expect(screen.getByText('Ben Test')).toBeTruthy();
    expect(mockRefreshSession).toHaveBeenCalled();
  });

  it('rejects one row after confirmation; cancelling changes nothing', async () => {
    renderPage([list(rows), setStatus(['2'], 'REJECTED_BY_ORGANIZER', null), list([anna, chloe])]);
    fireEvent.click(await screen.findByRole('button', { name: 'Refuser Ben Test' }));
    let dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText("Refuser l'inscription de Ben Test ? Le bénévole recevra un e-mail.")).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Annuler' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(toast.success).not.toHaveBeenCalled();

    fireEvent.click(screen.getByRole('button', { name: 'Refuser Ben Test' }));
    dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Refuser' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('1 inscription refusée'));
    await waitFor(() => expect(screen.queryByText('Ben Test')).toBeNull());
  });

  it('accepts one row at once and shows the server’s refusal', async () => {
    const full = {
      request: { query: SetParticipationsStatusDocument, variables: { ids: ['3'], status: 'ACCEPTED', message: null } },
      result: { errors: [new GraphQLError('Cette tranche horaire est complète', { extensions: { code: 'CONFLICT' } })] },
    };
    renderPage([list(rows), full]);
    fireEvent.click(await screen.findByRole('button', { name: 'Accepter Chloé Test (FC Lac)' }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('Cette tranche horaire est complète'));
    expect(toast.success).not.toHaveBeenCalled();
    expect(screen.getByText('Chloé Test')).toBeTruthy();
  });
});
