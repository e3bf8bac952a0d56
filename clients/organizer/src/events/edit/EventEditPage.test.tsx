import { sessionStore } from '@benevo/ui';
import { userFixture } from '@benevo/ui/jest/fixtures';
import { renderWithProviders } from '@benevo/ui/jest/render-with-providers';
import { fireEvent, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { EventEditDocument } from '../../gql/graphql';
import { organizerMessages } from '../../i18n/messages';
import EventEditPage from './EventEditPage';

const slot = (id: string, startTime: string, endTime: string) => ({
  __typename: 'TimeSlot' as const,
  id,
  startTime,
  endTime,
  requiredVolunteerCount: 2,
  overlappingSlotIds: [] as string[],
});

const position = (id: string, name: string, timeSlots: ReturnType<typeof slot>[]) => ({
  __typename: 'Position' as const,
  id,
  name,
  order: Number(id),
  description: '',
  maxParticipantsAtTime: 0,
  defaultParticipationValidationStatus: 'ACCEPTED' as const,
  latitude: null,
  longitude: null,
  nbrVolunteersRequired: timeSlots.length * 2,
  sector: null,
  tags: [],
  timeSlots,
});

const event = {
  __typename: 'Event' as const,
  id: '3',
  uuid: '0c8e6a4e-1111-4222-8333-444455556666',
  uuidShort: '0c8e6a4e',
  organizationId: '7',
  name: 'Fête du village',
  displayName: 'Fête du village',
  description: 'Trois jours',
  email: 'anna@example.org',
  responsable: 'Anna',
  status: 'DRAFT' as const,
  teaser: '',
  website: '',
  timeZone: 'Europe/Zurich',
  zoomLevel: 15,
  showOnPublicPage: true,
  showOnHomeCalendar: true,
  organizationName: 'FC Vétroz',
  nbrVolunteersRegistered: 0,
  nbrVolunteersRequired: 4,
  logo: null,
  images: [],
  days: [{ __typename: 'EventDay' as const, id: 'd1', startsAt: '2025-06-14T06:00:00.000Z', endsAt: '2025-06-14T21:00:00.000Z' }],
  configuration: {
    __typename: 'EventConfiguration' as const,
    volunteerNameDisplay: 'FULL_NAME' as const,
    positionOrdering: 'PRESERVE_ORDER' as const,
    allowPublicTimeSlotCreation: false,
    enableRegistrations: true,
    showPastSlots: false,
    enableGroupRegistrations: false,
    sendMeCopyOfRegistration: false,
    fullSlotsDefaultDisplay: 'HIDE' as const,
    closePositionByDefault: false,
    registrationEmailText: 'Bonjour {volunteerName}',
    colorFree: '#4fd68e',
    colorFull: '#d65f4f',
    groupMaxSize: 10,
    defaultParticipationValidationStatus: 'ACCEPTED' as const,
    volunteerCancelDeadlineHours: 0,
    reminderDelaysHours: [] as number[],
    enableShiftSwaps: false,
    shiftSwapApproval: false,
  },
  sectors: [],
  tags: [],
  rewardCategories: [],
  positions: [
    position('1', 'Caisse', [
      slot('a', '2025-06-14T06:00:00.000Z', '2025-06-14T08:00:00.000Z'),
      // Ends at 11:00 the next day: beyond the +10:00 limit.
      slot('b', '2025-06-14T20:00:00.000Z', '2025-06-15T09:00:00.000Z'),
    ]),
    position('2', 'Parking', []),
  ],
};

function renderEdit(entry = '/events/3') {
  const router = createMemoryRouter([{ path: '/events/:eventId', Component: EventEditPage }], { initialEntries: [entry] });
  renderWithProviders(<RouterProvider router={router} />, {
    messages: organizerMessages,
    mocks: [{ request: { query: EventEditDocument, variables: { id: '3' } }, result: { data: { event } } }],
  });
  return router;
}

beforeEach(() => sessionStore.setUser(userFixture()));

describe('event edit page', () => {
  it('shows the ten tabs of spec 2 with the general form first', async () => {
    renderEdit();
    expect(await screen.findByRole('heading', { name: 'Fête du village' })).toBeTruthy();
    const tabs = screen.getAllByRole('tab').map((tab) => tab.textContent);
    expect(tabs).toEqual([
      'Général',
      'Missions',
      'Planning',
      'Configuration',
      'Validation des inscriptions',
      'Règles de restriction',
      'Actions',
      'E-mail de confirmation',
      'Vérifications',
      'Page de détail',
    ]);
    expect((screen.getByLabelText(/^Nom \*?$/) as HTMLInputElement).value).toBe('Fête du village');
  });

  it('computes the checks and keeps the tab in the URL', async () => {
    const router = renderEdit();
    fireEvent.click(await screen.findByRole('tab', { name: 'Vérifications' }));
    expect(await screen.findByText('Missions sans tranche : Parking')).toBeTruthy();
    expect(screen.getByText('Tranches au-delà de +10:00 : 1')).toBeTruthy();
    expect(router.state.location.search).toBe('?tab=checks');
  });

  it('asks for a confirmation before publishing', async () => {
    renderEdit('/events/3?tab=actions');
    fireEvent.click(await screen.findByRole('button', { name: 'Publier' }));
    expect(await screen.findByText("Publier l'événement ? Il devient visible et ouvert aux inscriptions.")).toBeTruthy();
  });

  it('shows the public link on the detail page', async () => {
    renderEdit('/events/3?tab=detail');
    const link = (await screen.findByLabelText('Lien public')) as HTMLInputElement;
    expect(link.value).toContain('/o/fc-vetroz/e-cal/0c8e6a4e-1111-4222-8333-444455556666');
  });

  it('shows the volunteer-space settings (issue 17) under the configuration, with the stored values', async () => {
    renderEdit('/events/3?tab=configuration');
    const section = await screen.findByRole('region', { name: 'Espace bénévole' });
    expect((within(section).getByLabelText(/Annulation par le bénévole/) as HTMLInputElement).value).toBe('0 h');
    expect((within(section).getByRole('switch', { name: /^Rappels avant chaque tranche/ }) as HTMLInputElement).checked).toBe(false);
  });
});
