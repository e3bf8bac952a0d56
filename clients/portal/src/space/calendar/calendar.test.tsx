import { renderWithProviders } from '@benevo/ui/jest/render-with-providers';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { MyCalendarFeedDocument, RotateCalendarFeedDocument, type MyParticipationFragment } from '../../gql/graphql';
import { portalMessages } from '../../i18n/messages';
import { AddToCalendar } from './AddToCalendar';
import { CalendarFeedCard } from './CalendarFeedCard';
import { compactUtc, googleCalendarUrl, googleSubscribeUrl, icsDownloadUrl, outlookCalendarUrl } from './calendar-links';

const shift: MyParticipationFragment = {
  __typename: 'Participation',
  id: '42',
  eventId: '7',
  eventName: 'Marché de printemps',
  eventTimeZone: 'Europe/Zurich',
  positionName: 'Accueil',
  sectorName: 'Entrée',
  positionDescription: '',
  sectorDescription: null,
  latitude: null,
  longitude: null,
  cancellableUntil: null,
  nbParticipants: 1,
  groupName: '',
  validationStatus: 'ACCEPTED',
  // Sunday of the DST change: 10:00-12:00 in Zurich is 08:00-10:00 UTC.
  timeSlot: { __typename: 'TimeSlot', id: '3', startTime: '2030-03-31T08:00:00.000Z', endTime: '2030-03-31T10:00:00.000Z' },
} as MyParticipationFragment;

const NOW = Date.parse('2030-03-01T12:00:00.000Z');

describe('calendar links', () => {
  const links = { id: '42', title: 'Accueil – Marché', details: 'Marché', location: 'Accueil, Entrée', startTime: shift.timeSlot.startTime, endTime: shift.timeSlot.endTime };

  it('give Google the UTC instants and the texts', () => {
    expect(compactUtc('2030-03-31T08:00:00.000Z')).toBe('20300331T080000Z');
    const url = new URL(googleCalendarUrl(links));
    expect(url.origin + url.pathname).toBe('https://calendar.google.com/calendar/render');
    expect(url.searchParams.get('action')).toBe('TEMPLATE');
    expect(url.searchParams.get('dates')).toBe('20300331T080000Z/20300331T100000Z');
    expect(url.searchParams.get('text')).toBe('Accueil – Marché');
    expect(url.searchParams.get('location')).toBe('Accueil, Entrée');
  });

  it('give Outlook ISO instants, on outlook.live.com or office.com', () => {
    const live = new URL(outlookCalendarUrl(links));
    expect(live.host).toBe('outlook.live.com');
    expect(live.searchParams.get('startdt')).toBe('2030-03-31T08:00:00.000Z');
    expect(live.searchParams.get('enddt')).toBe('2030-03-31T10:00:00.000Z');
    expect(live.searchParams.get('subject')).toBe('Accueil – Marché');
    expect(new URL(outlookCalendarUrl(links, 'outlook.office.com')).host).toBe('outlook.office.com');
  });

  it('encode the token of the .ics download and turn a feed into a Google subscription', () => {
    expect(icsDownloadUrl('a/b c', '42')).toBe('/apis/organizer/v1/volunteers/participations/42/ics/?token=a%2Fb%20c');
    expect(googleSubscribeUrl('https://benevo.example.org/apis/organizer/v1/calendar/s.ics')).toBe(
      'https://calendar.google.com/calendar/r?cid=webcal%3A%2F%2Fbenevo.example.org%2Fapis%2Forganizer%2Fv1%2Fcalendar%2Fs.ics',
    );
  });
});

describe('AddToCalendar', () => {
  it('offers the .ics download and Google / Outlook links for a shift to come', async () => {
    renderWithProviders(<AddToCalendar token="tok" participation={shift} now={NOW} />, { messages: portalMessages });
    fireEvent.click(screen.getByRole('button', { name: 'Ajouter au calendrier : Accueil – Marché de printemps' }));
    const menu = await screen.findByRole('menu');
    // Mantine's dropdown is still in its opening transition under jsdom: its items count as hidden.
    const items = within(menu).getAllByRole('menuitem', { hidden: true });
    expect(items.map((item) => item.textContent)).toEqual([
      'Télécharger (.ics)Apple Calendrier, Outlook, Thunderbird…',
      'Google Agenda',
      'Outlook.com',
      'Outlook (Microsoft 365)',
    ]);
    expect(items[0].getAttribute('href')).toBe('/apis/organizer/v1/volunteers/participations/42/ics/?token=tok');
    expect(items[0].hasAttribute('download')).toBe(true);
    expect(items[1].getAttribute('href')).toContain('dates=20300331T080000Z%2F20300331T100000Z');
    expect(items[1].getAttribute('target')).toBe('_blank');
    expect(items[1].getAttribute('rel')).toBe('noopener noreferrer');
    expect(items[2].getAttribute('href')).toContain('startdt=2030-03-31T08%3A00%3A00.000Z');
  });

  it('is not offered for a cancelled or declined shift, nor a past one', () => {
    const { container, rerender } = renderWithProviders(
      <AddToCalendar token="tok" participation={{ ...shift, validationStatus: 'CANCELLED_BY_VOLUNTEER' }} now={NOW} />,
      { messages: portalMessages },
    );
    expect(screen.queryByRole('button')).toBeNull();
    rerender(<AddToCalendar token="tok" participation={{ ...shift, validationStatus: 'REJECTED_BY_ORGANIZER' }} now={NOW} />);
    expect(screen.queryByRole('button')).toBeNull();
    rerender(<AddToCalendar token="tok" participation={shift} now={Date.parse('2030-04-01T00:00:00.000Z')} />);
    expect(screen.queryByRole('button')).toBeNull();
    expect(container.textContent).toBe('');
  });
});

const feed = (secret: string) => ({
  __typename: 'CalendarFeed' as const,
  url: `https://benevo.example.org/apis/organizer/v1/calendar/${secret}.ics`,
  webcalUrl: `webcal://benevo.example.org/apis/organizer/v1/calendar/${secret}.ics`,
  createdAt: '2030-03-01T12:00:00.000Z',
});

describe('CalendarFeedCard', () => {
  it('asks for the address on demand, shows it with copy and subscribe links, and renews it after a confirmation', async () => {
    renderWithProviders(<CalendarFeedCard token="tok" />, {
      messages: portalMessages,
      mocks: [
        { request: { query: MyCalendarFeedDocument, variables: { token: 'tok' } }, result: { data: { myCalendarFeed: feed('first') } } },
        { request: { query: RotateCalendarFeedDocument, variables: { token: 'tok' } }, result: { data: { rotateCalendarFeed: feed('second') } } },
      ],
    });
    const section = screen.getByRole('region', { name: 'Mon calendrier' });
    // Nothing is created before the volunteer asks.
    expect(within(section).queryByLabelText('Adresse de mon calendrier')).toBeNull();
    fireEvent.click(within(section).getByRole('button', { name: "Afficher l'adresse de mon calendrier" }));
    const input = (await within(section).findByLabelText('Adresse de mon calendrier')) as HTMLInputElement;
    expect(input.value).toBe('https://benevo.example.org/apis/organizer/v1/calendar/first.ics');
    expect(input.readOnly).toBe(true);
    expect(within(section).getByRole('button', { name: "Copier l'adresse" })).toBeTruthy();
    expect(within(section).getByRole('link', { name: 'Apple / Outlook (webcal)' }).getAttribute('href')).toBe(
      'webcal://benevo.example.org/apis/organizer/v1/calendar/first.ics',
    );
    expect(within(section).getByRole('link', { name: 'Ajouter à Google Agenda' }).getAttribute('href')).toContain('cid=webcal%3A%2F%2F');

    fireEvent.click(within(section).getByRole('button', { name: "Renouveler l'adresse" }));
    const dialog = await screen.findByRole('dialog', { name: "Renouveler l'adresse du calendrier ?" });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Renouveler' }));
    await waitFor(() => expect(input.value).toBe('https://benevo.example.org/apis/organizer/v1/calendar/second.ics'));
    expect(await screen.findByText('Nouvelle adresse créée : abonnez-y vos agendas.')).toBeTruthy();
  });

  it('says when the address cannot be loaded and retries', async () => {
    renderWithProviders(<CalendarFeedCard token="tok" />, {
      messages: portalMessages,
      mocks: [
        { request: { query: MyCalendarFeedDocument, variables: { token: 'tok' } }, error: new Error('Network down') },
        { request: { query: MyCalendarFeedDocument, variables: { token: 'tok' } }, result: { data: { myCalendarFeed: feed('again') } } },
      ],
    });
    fireEvent.click(screen.getByRole('button', { name: "Afficher l'adresse de mon calendrier" }));
    const message = await screen.findByText("L'adresse du calendrier n'a pas pu être chargée.");
    const alert = message.closest('[role="alert"]') as HTMLElement;
    expect(alert).toBeTruthy();
    fireEvent.click(within(alert).getByRole('button', { name: 'Réessayer' }));
    expect(((await screen.findByLabelText('Adresse de mon calendrier')) as HTMLInputElement).value).toContain('/again.ics');
  });
});
