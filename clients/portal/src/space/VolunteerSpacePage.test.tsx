import type { MockLink } from '@apollo/client/testing';
import { renderWithProviders } from '@benevo/ui/jest/render-with-providers';
import { toast } from '@benevo/ui';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import { createMemoryRouter, RouterProvider } from 'react-router';
import {
  AcceptMyParticipationDocument,
  CancelMyParticipationDocument,
  DeclineMyParticipationDocument,
  LeaveWaitingListDocument,
  ShopProductsDocument,
  VolunteerCampaignsDocument,
  VolunteerMessagesDocument,
  VolunteerSpaceDocument,
} from '../gql/graphql';
import { portalMessages } from '../i18n/messages';
import { featuresOff } from './space-test-mocks';
import VolunteerSpacePage, { byEventAndDay, canAnswer, canCancel } from './VolunteerSpacePage';

jest.mock('@benevo/ui', () => ({
  ...jest.requireActual('@benevo/ui'),
  toast: { success: jest.fn(), error: jest.fn() },
}));

function participation(id: string, positionName: string, startTime: string, endTime: string, validationStatus: string, extra: Record<string, unknown> = {}) {
  return {
    __typename: 'Participation' as const,
    id,
    eventId: '3',
    eventName: 'Fête du village',
    eventTimeZone: 'Europe/Zurich',
    positionName,
    positionDescription: '',
    sectorName: null,
    sectorDescription: null,
    latitude: null,
    longitude: null,
    cancellableUntil: validationStatus.startsWith('AWAITING') || validationStatus === 'ACCEPTED' ? startTime : null,
    nbParticipants: 1,
    groupName: '',
    validationStatus,
    timeSlot: { __typename: 'TimeSlot' as const, id: `s${id}`, startTime, endTime },
    ...extra,
  };
}

const space = {
  __typename: 'VolunteerSpace' as const,
  firstName: 'Anna',
  lastName: 'Muster',
  email: 'anna@example.org',
  organizationName: 'FC Vétroz',
  participations: [
    participation('1', 'Caisse', '2031-06-14T06:00:00.000Z', '2031-06-14T08:00:00.000Z', 'ACCEPTED'),
    participation('2', 'Bar', '2031-06-14T10:00:00.000Z', '2031-06-14T12:00:00.000Z', 'AWAITING_ORGANIZER_VALIDATION', {
      nbParticipants: 3,
      groupName: 'Les amis',
    }),
    participation('3', 'Parking', '2031-06-15T10:00:00.000Z', '2031-06-15T12:00:00.000Z', 'CANCELLED_BY_ORGANIZER'),
    participation('4', 'Montage', '2020-06-15T10:00:00.000Z', '2020-06-15T12:00:00.000Z', 'ACCEPTED'),
  ],
  waitingList: [
    {
      __typename: 'WaitingListEntry' as const,
      id: '8',
      eventName: 'Fête du village',
      eventTimeZone: 'Europe/Zurich',
      positionName: 'Scène',
      timeSlotId: '40',
      rank: 2,
      status: 'waiting',
      offerExpiresAt: null,
      nbParticipants: 1,
      timeSlot: { __typename: 'TimeSlot' as const, id: '40', startTime: '2031-06-14T18:00:00.000Z', endTime: '2031-06-14T20:00:00.000Z' },
    },
  ],
};

function spaceMock(value: typeof space = space): MockLink.MockedResponse {
  return { request: { query: VolunteerSpaceDocument, variables: { token: 'tok' } }, result: { data: { volunteerSpace: value } } };
}

/** The space's "My messages" section asks for the mails too: none here (VolunteerMessages.test.tsx). */
const noMessages: MockLink.MockedResponse = {
  request: { query: VolunteerMessagesDocument, variables: { token: 'tok' } },
  result: { data: { volunteerCommunications: [] } },
};

/** Its "My campaigns" section asks for the campaign registrations: none here (VolunteerCampaigns.test.tsx). */
const noCampaigns: MockLink.MockedResponse = {
  request: { query: VolunteerCampaignsDocument, variables: { token: 'tok' } },
  result: { data: { volunteerCampaignRegistrations: [] } },
};

function renderSpace(spaceMocks: MockLink.MockedResponse[]) {
  const mocks = [...spaceMocks, noMessages, noCampaigns, ...featuresOff()];
  const router = createMemoryRouter(
    [
      { path: '/portal/t/:token', Component: VolunteerSpacePage },
      { path: '/portal', element: <p>portal home</p> },
    ],
    { initialEntries: ['/portal/t/tok'] },
  );
  renderWithProviders(<RouterProvider router={router} />, { messages: portalMessages, mocks });
}

describe('volunteer space by token', () => {
  beforeEach(() => jest.clearAllMocks());

  it('cancels only active participations still to come', () => {
    expect(canCancel(space.participations[0] as never)).toBe(true);
    expect(canCancel(space.participations[1] as never)).toBe(true);
    expect(canCancel(space.participations[2] as never)).toBe(false);
    expect(canCancel(space.participations[3] as never)).toBe(false);
  });

  it('cancels only until the event’s deadline (cancellableUntil), answers only proposals still to come', () => {
    const now = new Date('2031-06-10T12:00:00.000Z');
    const shift = (cancellableUntil: string | null, status = 'ACCEPTED') =>
      participation('9', 'Bar', '2031-06-14T10:00:00.000Z', '2031-06-14T12:00:00.000Z', status, { cancellableUntil }) as never;
    expect(canCancel(shift('2031-06-12T10:00:00.000Z'), now)).toBe(true);
    expect(canCancel(shift('2031-06-10T11:59:00.000Z'), now)).toBe(false);
    expect(canCancel(shift(null, 'REJECTED_BY_VOLUNTEER'), now)).toBe(false);
    expect(canAnswer(shift('2031-06-12T10:00:00.000Z', 'AWAITING_VOLUNTEER_VALIDATION'), now)).toBe(true);
    // A proposal is declined, not cancelled.
    expect(canCancel(shift('2031-06-12T10:00:00.000Z', 'AWAITING_VOLUNTEER_VALIDATION'), now)).toBe(false);
    expect(canAnswer(shift('2031-06-12T10:00:00.000Z', 'AWAITING_ORGANIZER_VALIDATION'), now)).toBe(false);
    expect(canAnswer(shift('2031-06-12T10:00:00.000Z', 'AWAITING_VOLUNTEER_VALIDATION'), new Date('2031-06-14T10:00:00.000Z'))).toBe(false);
  });

  it('groups shifts by event (first slot first) then by day in the event’s time zone', () => {
    const late = participation('5', 'Bar', '2031-06-14T22:30:00.000Z', '2031-06-15T00:30:00.000Z', 'ACCEPTED');
    const other = participation('6', 'Scène', '2031-06-14T09:00:00.000Z', '2031-06-14T10:00:00.000Z', 'ACCEPTED', { eventId: '4', eventName: 'Autre fête' });
    const groups = byEventAndDay([space.participations[0], other, late] as never);
    expect(groups.map((g) => [g.eventName, g.days.map((d) => [d.label, d.items.map((i) => i.id)])])).toEqual([
      ['Fête du village', [['sam. 14.06.2031', ['1']], ['dim. 15.06.2031', ['5']]]],
      ['Autre fête', [['sam. 14.06.2031', ['6']]]],
    ]);
  });

  it('lists participations with their status in words, waiting lists and past ones', async () => {
    renderSpace([spaceMock()]);
    expect(await screen.findByRole('heading', { name: 'Bonjour Anna' })).toBeTruthy();
    const mine = screen.getByRole('heading', { name: 'Mes inscriptions' }).parentElement as HTMLElement;
    expect(within(mine).getByText('Caisse')).toBeTruthy();
    expect(within(mine).getByText('Confirmée')).toBeTruthy();
    expect(within(mine).getByText("En attente de validation par l'organisation")).toBeTruthy();
    expect(within(mine).getByText("Annulée par l'organisation")).toBeTruthy();
    expect(within(mine).getByText('Les amis : groupe de 3 personnes')).toBeTruthy();
    // By event, then by day, in the event's time zone.
    expect(within(mine).getByRole('heading', { name: 'Fête du village' })).toBeTruthy();
    expect(within(mine).getByRole('heading', { name: 'sam. 14.06.2031' })).toBeTruthy();
    expect(within(mine).getByRole('heading', { name: 'dim. 15.06.2031' })).toBeTruthy();
    expect(within(mine).getByText('08:00 – 10:00')).toBeTruthy();
    // The cancelled one has no cancel button: two active participations, two buttons.
    expect(within(mine).getAllByRole('button', { name: /^Annuler mon inscription/ })).toHaveLength(2);
    expect(screen.getByRole('heading', { name: "Mes listes d'attente" })).toBeTruthy();
    expect(screen.getByText('Position 2')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Inscriptions passées' })).toBeTruthy();
    expect(screen.getByText('Montage')).toBeTruthy();
  });

  it('cancels a participation after a confirmation', async () => {
    const cancelled = participation('1', 'Caisse', '2031-06-14T06:00:00.000Z', '2031-06-14T08:00:00.000Z', 'CANCELLED_BY_VOLUNTEER');
    renderSpace([
      spaceMock(),
      {
        request: { query: CancelMyParticipationDocument, variables: { token: 'tok', id: '1' } },
        result: { data: { cancelMyParticipation: cancelled } },
      },
      spaceMock({ ...space, participations: [cancelled, ...space.participations.slice(1)] }),
    ]);
    const buttons = await screen.findAllByRole('button', { name: /^Annuler mon inscription/ });
    fireEvent.click(buttons[0]);
    const dialog = await screen.findByRole('dialog', { name: 'Annuler cette inscription ?' });
    expect(within(dialog).getByText(/« Caisse » \(Fête du village\), sam\. 14\.06\.2031, 08:00 – 10:00/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: "Annuler l'inscription" }));
    expect(await screen.findByText('Annulée par vous')).toBeTruthy();
    expect(screen.getAllByRole('button', { name: /^Annuler mon inscription/ })).toHaveLength(1);
  });

  it('accepts a proposal after a confirmation; declines another; says until when one can cancel', async () => {
    const proposed = participation('7', 'Vestiaire', '2031-06-15T14:00:00.000Z', '2031-06-15T16:00:00.000Z', 'AWAITING_VOLUNTEER_VALIDATION', {
      cancellableUntil: '2031-06-13T14:00:00.000Z',
      positionDescription: 'Gilet orange fourni.\nRendez-vous 15 minutes avant.',
      latitude: 46.2,
      longitude: 7.3,
    });
    const second = participation('10', 'Buvette', '2031-06-15T18:00:00.000Z', '2031-06-15T20:00:00.000Z', 'AWAITING_VOLUNTEER_VALIDATION');
    const withProposals = { ...space, participations: [...space.participations, proposed, second] };
    const accepted = { ...proposed, validationStatus: 'ACCEPTED' };
    const declined = { ...second, validationStatus: 'REJECTED_BY_VOLUNTEER', cancellableUntil: null };
    renderSpace([
      spaceMock(withProposals),
      { request: { query: AcceptMyParticipationDocument, variables: { token: 'tok', id: '7' } }, result: { data: { acceptMyParticipation: accepted } } },
      spaceMock({ ...withProposals, participations: [...space.participations, accepted, second] }),
      { request: { query: DeclineMyParticipationDocument, variables: { token: 'tok', id: '10' } }, result: { data: { declineMyParticipation: declined } } },
      spaceMock({ ...withProposals, participations: [...space.participations, accepted, declined] }),
    ]);
    const accept = await screen.findByRole('button', { name: 'Accepter : Vestiaire, dim. 15.06.2031, 16:00 – 18:00' });
    // A proposal: accept or decline, no cancel button nor deadline yet.
    expect(screen.queryByRole('button', { name: /^Annuler mon inscription : Vestiaire/ })).toBeNull();
    expect(screen.queryByText(/Désinscription possible/)).toBeNull();
    // The description is collapsed until asked for; the meeting point opens OpenStreetMap.
    const toggle = screen.getByRole('button', { name: 'Afficher les détails' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(toggle);
    expect(screen.getByRole('button', { name: 'Masquer les détails' }).getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByText(/Gilet orange fourni/)).toBeTruthy();
    const map = screen.getByRole('link', { name: 'Point de rendez-vous de « Vestiaire » sur OpenStreetMap (nouvel onglet)' });
    expect(map.getAttribute('href')).toBe('https://www.openstreetmap.org/?mlat=46.200000&mlon=7.300000#map=17/46.200000/7.300000');
    expect(map.getAttribute('rel')).toBe('noopener noreferrer');

    fireEvent.click(accept);
    const dialog = await screen.findByRole('dialog', { name: 'Accepter cette tranche horaire ?' });
    expect(within(dialog).getByText(/« Vestiaire » \(Fête du village\), dim\. 15\.06\.2031, 16:00 – 18:00/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Accepter' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Tranche horaire acceptée'));
    await waitFor(() => expect(screen.queryByRole('button', { name: /^Accepter : Vestiaire/ })).toBeNull());
    // Accepted: it may be cancelled until the event's deadline, which the card says.
    expect(screen.getByText("Désinscription possible jusqu'au ven. 13.06.2031 à 16:00")).toBeTruthy();
    expect(screen.getByRole('button', { name: /^Annuler mon inscription : Vestiaire/ })).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Refuser : Buvette, dim. 15.06.2031, 20:00 – 22:00' }));
    const refuse = await screen.findByRole('dialog', { name: 'Refuser cette tranche horaire ?' });
    fireEvent.click(within(refuse).getByRole('button', { name: 'Refuser' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Tranche horaire refusée'));
    expect(await screen.findByText('Refusée par vous')).toBeTruthy();
  });

  it('shows the server’s refusal in the dialog (slot full on accept) and keeps the proposal', async () => {
    const proposed = participation('7', 'Vestiaire', '2031-06-15T14:00:00.000Z', '2031-06-15T16:00:00.000Z', 'AWAITING_VOLUNTEER_VALIDATION');
    renderSpace([
      spaceMock({ ...space, participations: [proposed] }),
      {
        request: { query: AcceptMyParticipationDocument, variables: { token: 'tok', id: '7' } },
        result: { errors: [new GraphQLError('Cette tranche horaire est complète', { extensions: { code: 'CONFLICT' } })] },
      },
    ]);
    fireEvent.click(await screen.findByRole('button', { name: /^Accepter : Vestiaire/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Accepter cette tranche horaire ?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Accepter' }));
    expect(await within(dialog).findByRole('alert')).toHaveProperty('textContent', 'Cette tranche horaire est complète');
    expect(toast.success).not.toHaveBeenCalledWith('Tranche horaire acceptée');
  });

  it('hides the cancel button after the deadline and says to contact the organization', async () => {
    const closed = participation('1', 'Caisse', '2031-06-14T06:00:00.000Z', '2031-06-14T08:00:00.000Z', 'ACCEPTED', {
      cancellableUntil: '2020-01-01T10:00:00.000Z',
    });
    renderSpace([spaceMock({ ...space, participations: [closed] })]);
    expect(await screen.findByText(/Le délai de désinscription est passé \(mer\. 01\.01\.2020 à 11:00\)/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^Annuler mon inscription/ })).toBeNull();
  });

  it('leaves a waiting list after a confirmation', async () => {
    renderSpace([
      spaceMock(),
      { request: { query: LeaveWaitingListDocument, variables: { token: 'tok', id: '8' } }, result: { data: { leaveWaitingList: true } } },
      spaceMock({ ...space, waitingList: [] }),
    ]);
    fireEvent.click(await screen.findByRole('button', { name: "Quitter la liste d'attente : Scène, sam. 14.06.2031, 20:00 – 22:00" }));
    const dialog = await screen.findByRole('dialog', { name: "Quitter cette liste d'attente ?" });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Quitter la liste' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith("Vous avez quitté la liste d'attente"));
    await waitFor(() => expect(screen.queryByRole('heading', { name: "Mes listes d'attente" })).toBeNull());
  });

  it('keeps the shop and orders in the nav when the organizer closed the shop (CONFLICT, unlike a switched-off FORBIDDEN)', async () => {
    renderSpace([
      spaceMock(),
      {
        request: { query: ShopProductsDocument, variables: { token: 'tok' } },
        maxUsageCount: Number.POSITIVE_INFINITY,
        result: { errors: [new GraphQLError('La boutique est fermée pour le moment', { extensions: { code: 'CONFLICT' } })] },
      },
    ]);
    expect(await screen.findByRole('heading', { name: 'Bonjour Anna' })).toBeTruthy();
    const nav = screen.getByRole('navigation', { name: 'Sections de mon espace' });
    expect(await within(nav).findByText('Boutique')).toBeTruthy();
    expect(within(nav).getByText('Commandes')).toBeTruthy();
    expect(within(nav).queryByText('Bons')).toBeNull();
  });

  it('says when the link is not valid', async () => {
    renderSpace([
      {
        request: { query: VolunteerSpaceDocument, variables: { token: 'tok' } },
        result: { errors: [new GraphQLError('Jeton invalide', { extensions: { code: 'NOT_FOUND' } })] },
      },
    ]);
    expect(await screen.findByRole('heading', { name: "Ce lien n'est pas valide" })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Comment accéder à mon espace' }).getAttribute('href')).toBe('/portal');
  });
});
