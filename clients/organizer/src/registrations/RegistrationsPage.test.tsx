import { toast } from '@benevo/ui';
import { renderWithProviders } from '@benevo/ui/jest/render-with-providers';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import {
  EventParticipationsDocument,
  EventWaitingListDocument,
  type ParticipationStatus,
  type RegistrationsEventQuery,
  SetParticipationsStatusDocument,
  VolunteerPreferencesDocument,
} from '../gql/graphql';
import { organizerMessages } from '../i18n/messages';
import { Registrations } from './RegistrationsPage';

// Toasts come from the screens and from useMutationAction inside @benevo/ui: mocked where they are made.
jest.mock('@benevo/ui/src/feedback/toast', () => ({
  ...jest.requireActual('@benevo/ui/src/feedback/toast'),
  toast: { success: jest.fn(), error: jest.fn() },
}));
jest.mock('@benevo/ui', () => ({
  ...jest.requireActual('@benevo/ui'),
  useRefreshSession: () => jest.fn().mockResolvedValue(undefined),
}));

const event: RegistrationsEventQuery['event'] = {
  id: 'e1',
  name: 'Fête du lac',
  displayName: 'Fête du lac',
  timeZone: 'Europe/Zurich',
  days: [{ id: 'd1', startsAt: '2030-07-01T06:00:00Z', endsAt: '2030-07-01T21:00:00Z' }],
  configuration: { groupMaxSize: 10 },
  positions: [{ id: 'p1', name: 'Bar', timeSlots: [] }],
};

function row(id: string, firstName: string, validationStatus: ParticipationStatus, extra: Record<string, unknown> = {}) {
  return {
    __typename: 'Participation' as const,
    id,
    timeSlotId: 's1',
    volunteerId: `v${id}`,
    firstName,
    lastName: 'Test',
    email: `${firstName.toLowerCase()}@example.org`,
    phoneNumber: '',
    nbParticipants: 1,
    groupName: '',
    validationStatus,
    validationMessage: '',
    positionId: 'p1',
    positionName: 'Bar',
    sectorName: null,
    createdAt: '2030-06-01T10:00:00Z',
    timeSlot: { __typename: 'TimeSlot' as const, id: 's1', startTime: '2030-07-01T08:00:00Z', endTime: '2030-07-01T10:00:00Z' },
    ...extra,
  };
}

const rows = [
  row('1', 'Anna', 'AWAITING_ORGANIZER_VALIDATION'),
  row('2', 'Ben', 'ACCEPTED'),
  row('3', 'Chloé', 'AWAITING_ORGANIZER_VALIDATION', { nbParticipants: 3, groupName: 'FC Lac' }),
];

const list = (result: typeof rows, filter: object = { kind: 'ALL' }) => ({
  request: { query: EventParticipationsDocument, variables: { eventId: 'e1', filter } },
  result: { data: { eventParticipations: result } },
  maxUsageCount: 10,
});
const waiting = {
  request: { query: EventWaitingListDocument, variables: { eventId: 'e1' } },
  result: { data: { eventWaitingList: [] } },
  maxUsageCount: 10,
};

function renderPage(mocks: object[]) {
  return renderWithProviders(
    <MemoryRouter>
      <Registrations event={event} reloadEvent={() => Promise.resolve()} />
    </MemoryRouter>,
    { messages: organizerMessages, mocks: mocks as never },
  );
}

describe('registration management', () => {
  beforeEach(() => jest.clearAllMocks());

  it('highlights the rows awaiting the organizer’s validation', async () => {
    renderPage([list(rows), waiting]);
    const anna = (await screen.findByText('Anna Test')).closest('tr') as HTMLElement;
    const ben = screen.getByText('Ben Test').closest('tr') as HTMLElement;
    expect(anna.getAttribute('data-pending')).toBe('true');
    expect(ben.getAttribute('data-pending')).toBeNull();
    expect(within(anna).getByText('À valider')).toBeTruthy();
    expect(within(ben).getByText('Acceptée')).toBeTruthy();
    expect(screen.getByText('FC Lac · Groupe de 3')).toBeTruthy();
    expect(screen.getByText('3 inscriptions')).toBeTruthy();
  });

  it('rejects the selection only after confirmation, with the message', async () => {
    const reject = {
      request: { query: SetParticipationsStatusDocument, variables: { ids: ['1', '3'], status: 'REJECTED_BY_ORGANIZER', message: 'Complet, désolé' } },
      result: {
        data: {
          setParticipationsStatus: ['1', '3'].map((id) => ({ __typename: 'Participation', id, validationStatus: 'REJECTED_BY_ORGANIZER', validationMessage: 'Complet, désolé' })),
        },
      },
    };
    renderPage([list(rows), waiting, reject]);
    fireEvent.click(await screen.findByLabelText('Sélectionner Anna Test'));
    fireEvent.click(screen.getByLabelText('Sélectionner Chloé Test (FC Lac)'));
    expect(screen.getByText('2 sélectionnées')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Refuser la sélection' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Refuser 2 inscriptions ? Chaque bénévole recevra un e-mail.')).toBeTruthy();
    expect(toast.success).not.toHaveBeenCalled();
    fireEvent.change(within(dialog).getByLabelText('Message au bénévole (facultatif)'), { target: { value: 'Complet, désolé' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Refuser' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('2 inscriptions refusées'));
  });

  it('cannot reject a selection holding an accepted registration', async () => {
    renderPage([list(rows), waiting]);
    fireEvent.click(await screen.findByLabelText('Sélectionner Anna Test'));
    fireEvent.click(screen.getByLabelText('Sélectionner Ben Test'));
    expect((screen.getByRole('button', { name: 'Refuser la sélection' }) as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByRole('button', { name: 'Accepter la sélection' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('accepts one row at once and shows the server’s refusal', async () => {
    const { GraphQLError } = jest.requireActual('graphql');
    const full = {
      request: { query: SetParticipationsStatusDocument, variables: { ids: ['1'], status: 'ACCEPTED', message: null } },
      result: { errors: [new GraphQLError('Cette tranche horaire est complète', { extensions: { code: 'CONFLICT' } })] },
    };
    renderPage([list(rows), waiting, full]);
    fireEvent.click(await screen.findByRole('button', { name: 'Accepter Anna Test' }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('Cette tranche horaire est complète'));
  });

  it("opens a volunteer's availability and preferred positions from the row's menu (issue 18)", async () => {
    const preferences = {
      request: { query: VolunteerPreferencesDocument, variables: { volunteerId: 'v2', eventId: 'e1' } },
      result: {
        data: {
          volunteerPreferences: {
            __typename: 'VolunteerPreferences' as const,
            id: '9',
            volunteerId: 'v2',
            eventId: 'e1',
            campaignId: null,
            availability: [{ __typename: 'AvailabilityWindow' as const, day: '2030-07-01', from: '14:00', to: '24:00' }],
            preferredPositionIds: ['p1'],
            preferredPositionNames: [],
            updatedAt: '2030-06-01T10:00:00Z',
          },
        },
      },
    };
    renderPage([list(rows), waiting, preferences]);
    await screen.findByText('Ben Test');
    fireEvent.click(screen.getByRole('button', { name: 'Actions pour Ben Test' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Disponibilités et missions préférées' }));
    const dialog = await screen.findByRole('dialog', { name: 'Préférences de Ben Test' });
    expect(((await within(dialog).findByLabelText(/^De, lundi 01\.07\.2030/i)) as HTMLSelectElement).value).toBe('14:00');
    expect(within(dialog).getByText('Bar')).toBeTruthy();
  });

  it('says so when there is no registration yet', async () => {
    renderPage([list([]), waiting]);
    expect(await screen.findByText('Aucune inscription')).toBeTruthy();
    expect(screen.getByText(/Les inscriptions apparaîtront ici/)).toBeTruthy();
    expect(await screen.findByText("Personne n'attend une place.")).toBeTruthy();
  });

  it('filters groups through the server', async () => {
    renderPage([list(rows), list([rows[2]], { kind: 'GROUP' }), waiting]);
    await screen.findByText('Anna Test');
    fireEvent.click(screen.getByText('Groupes'));
    // While the filtered list loads the table may be empty: wait for the group's row itself.
    await waitFor(() => {
      expect(screen.queryByText('Anna Test')).toBeNull();
      expect(screen.getByText('Chloé Test')).toBeTruthy();
    });
  });
});
