import { sessionStore, toast } from '@benevo/ui';
import { userFixture } from '@benevo/ui/jest/fixtures';
import { renderWithProviders } from '@benevo/ui/jest/render-with-providers';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import {
  CampaignAssignEventSlotsDocument,
  CampaignAssignEventsDocument,
  CampaignAssignParticipationsDocument,
  CampaignOfferEventMailDocument,
} from '../../gql/graphql';
import { organizerMessages } from '../../i18n/messages';
import { AssignToEventModal, volunteersOfRegistrations } from './AssignToEventModal';

jest.mock('@benevo/ui/src/feedback/toast', () => ({
  ...jest.requireActual('@benevo/ui/src/feedback/toast'),
  toast: { success: jest.fn(), error: jest.fn() },
}));

const VOLUNTEERS = [
  { id: 'v1', name: 'Anna Keller' },
  { id: 'v2', name: 'Ben Rochat' },
];

const EVENTS = {
  request: { query: CampaignAssignEventsDocument },
  result: {
    data: {
      events: [
        { __typename: 'Event' as const, id: 'e1', uuid: 'uuid-1', name: 'Fête du lac', displayName: 'Fête du lac', status: 'PUBLISHED' as const },
        { __typename: 'Event' as const, id: 'e2', uuid: 'uuid-2', name: 'Brocante', displayName: 'Brocante', status: 'DRAFT' as const },
        { __typename: 'Event' as const, id: 'e3', uuid: 'uuid-3', name: 'Ancienne', displayName: '[ARCHIVE] Ancienne', status: 'ARCHIVED' as const },
      ],
    },
  },
  maxUsageCount: 5,
};

const slot = (id: string, hour: number, freePlaces: number) => ({
  __typename: 'TimeSlot' as const,
  id,
  // Zurich summer time: local `hour` is UTC hour - 2; the slot lasts the two hours before it.
  startTime: `2030-07-01T${String(hour - 4).padStart(2, '0')}:00:00.000Z`,
  endTime: `2030-07-01T${String(hour - 2).padStart(2, '0')}:00:00.000Z`,
  requiredVolunteerCount: freePlaces,
  freePlaces,
});

const SLOTS = {
  request: { query: CampaignAssignEventSlotsDocument, variables: { id: 'e1' } },
  result: {
    data: {
      event: {
        __typename: 'Event' as const,
        id: 'e1',
        uuid: 'uuid-1',
        name: 'Fête du lac',
        timeZone: 'Europe/Zurich',
        positions: [
          { __typename: 'Position' as const, id: 'p1', name: 'Bar', timeSlots: [slot('s1', 12, 1), slot('s2', 14, 5)] },
          { __typename: 'Position' as const, id: 'p2', name: 'Vide', timeSlots: [] },
        ],
      },
    },
  },
  maxUsageCount: 5,
};

function renderModal(mocks: object[], onClose = jest.fn()) {
  renderWithProviders(<AssignToEventModal opened volunteers={VOLUNTEERS} onClose={onClose} />, { messages: organizerMessages, mocks: mocks as never });
  return onClose;
}

async function pickEvent(name: string) {
  const combobox = await screen.findByRole('combobox', { name: /^Événement/ });
  fireEvent.click(combobox);
  const listbox = await waitFor(() => {
    const element = document.getElementById(combobox.getAttribute('aria-controls') ?? '');
    if (!element) throw new Error('no listbox');
    return element;
  });
  // Archived events are no choice.
  expect(within(listbox).queryByRole('option', { name: '[ARCHIVE] Ancienne', hidden: true })).toBeNull();
  fireEvent.click(within(listbox).getByRole('option', { name, hidden: true }));
}

beforeEach(() => {
  jest.clearAllMocks();
  sessionStore.setUser(userFixture());
});
afterEach(() => sessionStore.clear());

describe('AssignToEventModal', () => {
  it("mails the event's sign-up link to the chosen volunteers, with an editable prefilled text", async () => {
    const link = `${window.location.origin}/o/fc-vetroz/e-cal/uuid-1`;
    const onClose = renderModal([
      EVENTS,
      {
        request: {
          query: CampaignOfferEventMailDocument,
          variables: { input: { volunteerIds: ['v1', 'v2'], subject: 'Inscrivez-vous : Fête du lac', body: `Salut à tous\n${link}` } },
        },
        result: { data: { sendVolunteersMail: { __typename: 'Communication', id: 'm1' } } },
      },
    ]);
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('2 bénévoles sélectionnés')).toBeTruthy();
    expect(within(dialog).getByText('Anna Keller, Ben Rochat')).toBeTruthy();
    await pickEvent('Fête du lac');
    expect((screen.getByLabelText("Lien d'inscription") as HTMLInputElement).value).toBe(link);
    expect((screen.getByLabelText('Objet') as HTMLInputElement).value).toBe('Inscrivez-vous : Fête du lac');
    const body = screen.getByRole('textbox', { name: 'Message' }) as HTMLTextAreaElement;
    expect(body.value).toContain('Bonjour {volunteerName},');
    expect(body.value).toContain('« Fête du lac »');
    expect(body.value).toContain(link);
    expect(screen.queryByText(/n'est pas publié/)).toBeNull();
    fireEvent.change(body, { target: { value: `Salut à tous\n${link}` } });
    fireEvent.click(screen.getByRole('button', { name: "Envoyer l'e-mail" }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('E-mail envoyé à 2 bénévoles'));
    expect(onClose).toHaveBeenCalled();
  });

  it('warns that a draft event has no working link yet, and asks for an event first', async () => {
    renderModal([EVENTS]);
    await screen.findByRole('combobox', { name: /^Événement/ });
    fireEvent.click(screen.getByRole('button', { name: "Envoyer l'e-mail" }));
    expect((await screen.findByRole('alert')).textContent).toBe('Choisissez un événement');
    await pickEvent('Brocante');
    expect(await screen.findByText(/Cet événement n'est pas publié/)).toBeTruthy();
  });

  it('places every chosen volunteer on every chosen slot and says how many registrations it made', async () => {
    const onClose = renderModal([
      EVENTS,
      SLOTS,
      {
        request: {
          query: CampaignAssignParticipationsDocument,
          variables: { input: [{ volunteerId: 'v1', timeSlotId: 's2' }, { volunteerId: 'v2', timeSlotId: 's2' }] },
        },
        result: {
          data: { addParticipations: [{ __typename: 'Participation', id: 'x1' }, { __typename: 'Participation', id: 'x2' }] },
        },
      },
    ]);
    await pickEvent('Fête du lac');
    fireEvent.click(screen.getByLabelText('Placer sur des tranches horaires'));
    fireEvent.click(screen.getByRole('button', { name: 'Placer les bénévoles' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Choisissez au moins une tranche horaire');
    const second = await screen.findByRole('checkbox', { name: /Bar : lun\. 01\.07\.2030, 12:00 – 14:00/ });
    expect(screen.getByText('5 places libres')).toBeTruthy();
    expect(screen.getByText('1 place libre')).toBeTruthy();
    // A position without slots is not listed.
    expect(screen.queryByText('Vide')).toBeNull();
    fireEvent.click(second);
    fireEvent.click(screen.getByRole('button', { name: 'Placer les bénévoles' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('2 inscriptions créées'));
    expect(onClose).toHaveBeenCalled();
  });

  it("shows the server's capacity message and stays open when a slot lacks places", async () => {
    const { GraphQLError } = jest.requireActual('graphql');
    const onClose = renderModal([
      EVENTS,
      SLOTS,
      {
        request: {
          query: CampaignAssignParticipationsDocument,
          variables: { input: [{ volunteerId: 'v1', timeSlotId: 's1' }, { volunteerId: 'v2', timeSlotId: 's1' }] },
        },
        result: { errors: [new GraphQLError('Cette tranche horaire est complète', { extensions: { code: 'CONFLICT' } })] },
      },
    ]);
    await pickEvent('Fête du lac');
    fireEvent.click(screen.getByLabelText('Placer sur des tranches horaires'));
    fireEvent.click(await screen.findByRole('checkbox', { name: /10:00 – 12:00/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Placer les bénévoles' }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('Cette tranche horaire est complète'));
    expect(toast.success).not.toHaveBeenCalled();
    expect(onClose).not.toHaveBeenCalled();
  });
});

describe('volunteersOfRegistrations', () => {
  it('keeps the chosen registrations with a volunteer, in order', () => {
    const registrations = [
      { id: 'r1', volunteer: { id: 'v1', firstName: 'Anna', lastName: 'Keller' } },
      { id: 'r2', volunteer: null },
      { id: 'r3', volunteer: { id: 'v3', firstName: 'Chloé', lastName: 'Moser' } },
    ];
    expect(volunteersOfRegistrations(registrations, ['r3', 'r2', 'r1'])).toEqual([
      { id: 'v1', name: 'Anna Keller' },
      { id: 'v3', name: 'Chloé Moser' },
    ]);
  });
});
