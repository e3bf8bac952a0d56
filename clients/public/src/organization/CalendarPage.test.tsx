import { renderWithProviders } from '@benevo/ui/jest/render-with-providers';
import { fireEvent, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { publicMessages } from '../i18n/messages';
import { calendarEntries, initialMonth, monthWeeks } from './calendar';
import CalendarPage from './CalendarPage';
import { campaignSummary, eventSummary, organization, organizationMocks } from './test-fixtures';

const fete = eventSummary('3', 'Fête du village', [
  ['2031-06-14T06:00:00.000Z', '2031-06-15T02:00:00.000Z'],
  ['2031-06-15T06:00:00.000Z', '2031-06-15T20:00:00.000Z'],
]);
const loto = eventSummary('4', 'Loto', [['2031-07-02T16:00:00.000Z', '2031-07-02T21:00:00.000Z']]);
const hidden = eventSummary('5', 'Assemblée', [['2031-06-20T16:00:00.000Z', '2031-06-20T18:00:00.000Z']], { showOnHomeCalendar: false });

function renderCalendar(events: ReturnType<typeof eventSummary>[], entry = '/o/fc-vetroz/calendar', campaigns: ReturnType<typeof campaignSummary>[] = []) {
  const router = createMemoryRouter([{ path: '/o/:orgSlug/calendar', Component: CalendarPage }], { initialEntries: [entry] });
  renderWithProviders(<RouterProvider router={router} />, { messages: publicMessages, mocks: organizationMocks(events, organization, campaigns) });
  return router;
}

describe('organization calendar', () => {
  it('puts each day of the events shown on the home calendar in order', () => {
    const entries = calendarEntries([loto, fete, hidden]);
    expect(entries.map((e) => [e.date, e.event.name])).toEqual([
      ['2031-06-14', 'Fête du village'],
      ['2031-06-15', 'Fête du village'],
      ['2031-07-02', 'Loto'],
    ]);
    expect(initialMonth(entries, '2031-06-20')).toBe('2031-07');
    expect(initialMonth(entries, '2032-01-01')).toBe('2031-07');
    expect(initialMonth([], '2031-03-05')).toBe('2031-03');
  });

  it('lays a month out in weeks starting on Monday', () => {
    const weeks = monthWeeks('2031-06');
    expect(weeks[0][0]).toBe('2031-05-26');
    expect(weeks[weeks.length - 1][6]).toBe('2031-07-06');
    expect(weeks.every((week) => week.length === 7)).toBe(true);
  });

  it('opens on the month of the next event and moves month by month', async () => {
    const router = renderCalendar([fete, loto, hidden], '/o/fc-vetroz/calendar?month=2031-06');
    expect(await screen.findByRole('heading', { name: 'juin 2031' })).toBeTruthy();
    const links = screen.getAllByRole('link', { name: 'Fête du village' });
    expect(links[0].getAttribute('href')).toBe('/o/fc-vetroz/e-cal/uuid-3');
    expect(screen.queryByText('Assemblée')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Mois suivant' }));
    expect(await screen.findByRole('heading', { name: 'juillet 2031' })).toBeTruthy();
    expect(router.state.location.search).toBe('?month=2031-07');
    expect(screen.getAllByRole('link', { name: 'Loto' }).length).toBeGreaterThan(0);
  });

  it('lists under the month the campaigns shown on the home calendar', async () => {
    const campaigns = [campaignSummary('8', 'Bénévoles 2031'), campaignSummary('9', 'Comité', { showOnHomeCalendar: false })];
    renderCalendar([fete], '/o/fc-vetroz/calendar?month=2031-06', campaigns);
    expect(await screen.findByRole('heading', { name: 'Campagnes en cours' })).toBeTruthy();
    expect(screen.getByRole('link', { name: "S'inscrire : Bénévoles 2031" }).getAttribute('href')).toBe('/o/fc-vetroz/c/token-8');
    expect(screen.queryByText('Comité')).toBeNull();
  });

  it('shows the campaigns even without any dated event', async () => {
    renderCalendar([hidden], undefined, [campaignSummary('8', 'Bénévoles 2031')]);
    expect(await screen.findByRole('heading', { name: 'Campagnes en cours' })).toBeTruthy();
    expect(screen.getByText('Aucun événement au calendrier pour le moment.')).toBeTruthy();
  });

  it('has an empty state', async () => {
    renderCalendar([hidden]);
    expect(await screen.findByText('Aucune date à afficher pour le moment')).toBeTruthy();
  });
});
