import { sessionStore } from '@benevo/ui';
import { organizationFixture, userFixture } from '@benevo/ui/jest/fixtures';
import { renderWithProviders } from '@benevo/ui/jest/render-with-providers';
import { cleanup, screen, within } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { VolunteerPointsDocument, VolunteerProfileDocument, type VolunteerProfileQuery, VolunteerScanCodeDocument } from '../gql/graphql';
import { organizerMessages } from '../i18n/messages';
import VolunteerProfilePage from './VolunteerProfilePage';

type Volunteer = VolunteerProfileQuery['volunteer'];

function profile(overrides: Partial<Volunteer> = {}) {
  return {
    __typename: 'Volunteer' as const,
    id: '5',
    firstName: 'Zoé',
    lastName: 'Martin',
    email: 'zoe@example.org',
    phoneNumber: '+41 79 123 45 67',
    address: 'Rue du Lac 1',
    town: 'Vevey',
    postcode: '1800',
    country: 'CH',
    language: 'de',
    profilePicture: '/media/zoe.png',
    bornDate: '2001-05-04',
    commentaire: '',
    createdAt: '2029-01-01T10:00:00Z',
    categories: [{ __typename: 'VolunteerCategory' as const, id: '1', name: 'Staff' }],
    customAttributeValues: [{ __typename: 'AttributeValue' as const, attributeId: '3', name: 'Taille de t-shirt', display: 'M' }],
    allParticipations: [
      {
        __typename: 'Participation' as const,
        id: '11',
        eventId: '2',
        eventName: 'Foire de Londres',
        eventTimeZone: 'Europe/London',
        positionName: 'Bar',
        validationStatus: 'ACCEPTED' as const,
        nbParticipants: 3,
        // 09:00-11:00 in London (summer time, UTC+1).
        timeSlot: { __typename: 'TimeSlot' as const, id: '21', startTime: '2030-07-02T08:00:00Z', endTime: '2030-07-02T10:00:00Z' },
      },
      {
        __typename: 'Participation' as const,
        id: '10',
        eventId: '1',
        eventName: 'Fête du lac',
        eventTimeZone: 'Europe/Zurich',
        positionName: 'Cuisine',
        validationStatus: 'CANCELLED_BY_VOLUNTEER' as const,
        nbParticipants: 1,
        // 10:00-12:00 in Zurich (UTC+2).
        timeSlot: { __typename: 'TimeSlot' as const, id: '20', startTime: '2030-07-01T08:00:00Z', endTime: '2030-07-01T10:00:00Z' },
      },
    ],
    campaignRegistrations: [
      {
        __typename: 'CampaignRegistration' as const,
        id: '30',
        createdAt: '2030-02-01T10:00:00Z',
        campaign: { __typename: 'Campaign' as const, id: '4', name: 'Printemps', status: 'PUBLISHED' as const, timeZone: 'Europe/Zurich' },
      },
    ],
    receivedMails: [
      {
        __typename: 'VolunteerReceivedMail' as const,
        id: '40',
        communicationId: '8',
        subject: 'Bonjour Zoé Martin',
        eventName: 'Fête du lac',
        campaignName: '',
        status: 'FAILED' as const,
        error: "L'e-mail à zoe@example.org n'a pas pu être envoyé",
        sentAt: '2030-03-01T10:00:00Z',
      },
    ],
    ...overrides,
  };
}

function renderProfile(result: { data?: { volunteer: ReturnType<typeof profile> }; errors?: GraphQLError[] }, path = '/volunteer/5', moreMocks: object[] = []) {
  const router = createMemoryRouter(
    [
      { path: '/volunteer/:volunteerId', Component: VolunteerProfilePage },
      { path: '/campaigns/volunteer/:volunteerId', Component: VolunteerProfilePage },
    ],
    { initialEntries: [path] },
  );
  renderWithProviders(<RouterProvider router={router} />, {
    messages: organizerMessages,
    mocks: [
      { request: { query: VolunteerProfileDocument, variables: { id: '5' } }, result },
      {
        request: { query: VolunteerPointsDocument, variables: { volunteerId: '5' } },
        result: { data: { volunteerPoints: { __typename: 'VolunteerPoints', volunteerId: '5', balance: 0, transactions: [] } } },
      },
      ...(moreMocks as never[]),
    ],
  });
}

beforeEach(() => sessionStore.setUser(userFixture({ activeOrganization: organizationFixture({ enableCampaigns: true }) })));
afterEach(() => sessionStore.clear());

describe('volunteer profile', () => {
  it('shows the contact, categories, answers, participations, campaign registrations and mails', async () => {
    renderProfile({ data: { volunteer: profile() } });
    expect(await screen.findByRole('heading', { level: 1, name: 'Zoé Martin' })).toBeTruthy();
    expect(screen.getByRole('link', { name: /zoe@example\.org/ }).getAttribute('href')).toBe('mailto:zoe@example.org');
    expect(screen.getByRole('link', { name: /\+41 79 123 45 67/ }).getAttribute('href')).toBe('tel:+41791234567');
    expect(screen.getByText(/Rue du Lac 1/)).toBeTruthy();
    expect(screen.getByText('Allemand')).toBeTruthy();
    expect(screen.getByText('04.05.2001')).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Photo de profil de Zoé Martin' }).getAttribute('src')).toBe('/media/zoe.png');
    expect(screen.getByText('Staff')).toBeTruthy();
    expect(screen.getByText('Taille de t-shirt')).toBeTruthy();
    expect(screen.getByText('M')).toBeTruthy();

    const participations = screen.getByRole('table', { name: 'Participations' });
    const rows = within(participations).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell')[0].textContent)).toEqual(['Foire de Londres', 'Fête du lac']);
    // Each slot in its event's time zone.
    expect(within(rows[0]).getByText(/09:00 – 11:00/)).toBeTruthy();
    expect(within(rows[1]).getByText(/10:00 – 12:00/)).toBeTruthy();
    expect(within(rows[0]).getByText('Acceptée')).toBeTruthy();
    expect(within(rows[0]).getByText('Groupe de 3 personnes')).toBeTruthy();
    expect(within(rows[1]).getByText('Annulée par le bénévole')).toBeTruthy();
    expect(within(rows[0]).getByRole('link', { name: 'Foire de Londres' }).getAttribute('href')).toBe('/events/volunteers/2');

    const campaigns = screen.getByRole('table', { name: 'Inscriptions aux campagnes' });
    expect(within(campaigns).getByRole('link', { name: 'Printemps' }).getAttribute('href')).toBe('/campaigns/volunteers/4');
    expect(within(campaigns).getByText('Publiée')).toBeTruthy();
    expect(within(campaigns).getByText('01.02.2030')).toBeTruthy();

    const mails = screen.getByRole('table', { name: 'E-mails reçus' });
    expect(within(mails).getByRole('link', { name: 'Bonjour Zoé Martin' }).getAttribute('href')).toBe('/communications/history/8');
    expect(within(mails).getByText('01.03.2030 11:00')).toBeTruthy();
    expect(within(mails).getByLabelText("Échec: L'e-mail à zoe@example.org n'a pas pu être envoyé")).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Retour à la liste des bénévoles' }).getAttribute('href')).toBe('/volunteer/list');
  });

  it('shows empty states, and leads back to the campaigns from a campaign', async () => {
    renderProfile(
      { data: { volunteer: profile({ profilePicture: null, categories: [], customAttributeValues: [], allParticipations: [], campaignRegistrations: [], receivedMails: [] }) } },
      '/campaigns/volunteer/5',
    );
    expect(await screen.findByRole('heading', { name: 'Aucune participation' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Aucune inscription à une campagne' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Aucun e-mail' })).toBeTruthy();
    expect(screen.getByText('Aucune catégorie')).toBeTruthy();
    expect(screen.getByText('Aucune réponse aux attributs des bénévoles')).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'Aucun mouvement de points' })).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.getByRole('link', { name: 'Retour aux campagnes' }).getAttribute('href')).toBe('/campaigns/list');
  });

  it('says when the volunteer does not exist (another organization) and keeps the way back', async () => {
    renderProfile({ errors: [new GraphQLError("Ce bénévole n'existe pas", { extensions: { code: 'NOT_FOUND' } })] });
    expect(await screen.findByRole('alert')).toBeTruthy();
    expect(screen.getByText("Ce bénévole n'existe pas")).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Retour à la liste des bénévoles' })).toBeTruthy();
  });

  it('shows the scan code of the badge only where badges or the scan stand are on', async () => {
    renderProfile({ data: { volunteer: profile() } });
    expect(await screen.findByRole('heading', { level: 1, name: 'Zoé Martin' })).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Badge / code de scan' })).toBeNull();
    cleanup();

    sessionStore.setUser(userFixture({ activeOrganization: organizationFixture({ enableBadges: true }) }));
    renderProfile({ data: { volunteer: profile() } }, '/volunteer/5', [
      { request: { query: VolunteerScanCodeDocument, variables: { volunteerId: '5' } }, result: { data: { volunteerScanCode: 'B7-5-1-K7Q2M9XW3A' } } },
    ]);
    const section = await screen.findByRole('region', { name: 'Badge / code de scan' });
    expect((await within(section).findByRole('img', { name: 'Code QR de scan de Zoé Martin' })).getAttribute('data-qr-value')).toBe('B7-5-1-K7Q2M9XW3A');
  });

  it('shows cards instead of tables on a phone', async () => {
    const original = window.matchMedia;
    window.matchMedia = (query: string) => ({ ...original(query), matches: query.includes('max-width') });
    try {
      renderProfile({ data: { volunteer: profile() } });
      const list = await screen.findByRole('list', { name: 'Participations' });
      expect(screen.queryByRole('table')).toBeNull();
      const cards = within(list).getAllByRole('listitem');
      expect(cards).toHaveLength(2);
      expect(within(cards[0]).getByText('Foire de Londres')).toBeTruthy();
      expect(within(cards[0]).getByText('Acceptée')).toBeTruthy();
      expect(within(screen.getByRole('list', { name: 'E-mails reçus' })).getByText('Bonjour Zoé Martin')).toBeTruthy();
    } finally {
      window.matchMedia = original;
    }
  });
});
