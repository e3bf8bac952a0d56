import { toast } from '@benevo/ui';
import { renderWithProviders } from '@benevo/ui/jest/render-with-providers';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { ExportParticipationsOverviewDocument, ParticipationsOverviewDocument } from '../gql/graphql';
import { organizerMessages } from '../i18n/messages';
import ParticipationsOverviewPage from './ParticipationsOverviewPage';

jest.mock('@benevo/ui/src/feedback/toast', () => ({
  ...jest.requireActual('@benevo/ui/src/feedback/toast'),
  toast: { success: jest.fn(), error: jest.fn() },
}));

Object.assign(URL, { createObjectURL: jest.fn(() => 'blob:export'), revokeObjectURL: jest.fn() });

const year = new Date().getFullYear();
const RANGE = { from: `${year}-01-01`, to: `${year}-12-31` };

const row = (volunteerId: string, firstName: string, lastName: string, shifts: number, hours: number, events: number) => ({
  __typename: 'VolunteerOverviewRow' as const,
  volunteerId,
  firstName,
  lastName,
  email: `${firstName.toLowerCase()}@example.org`,
  shifts,
  hours,
  events,
});

const ROWS = [row('1', 'Ben', 'Aebi', 2, 2, 1), row('2', 'Anna', 'Keller', 4, 5.5, 2), row('3', 'Chloé', 'Moser', 1, 0.5, 1)];

function overview(variables: object, rows = ROWS) {
  return { request: { query: ParticipationsOverviewDocument, variables }, result: { data: { participationsOverview: rows } }, maxUsageCount: 5 };
}

function renderPage(mocks: object[]) {
  const router = createMemoryRouter([{ path: '/participations/overview', Component: ParticipationsOverviewPage }], { initialEntries: ['/participations/overview'] });
  renderWithProviders(<RouterProvider router={router} />, { messages: organizerMessages, mocks: mocks as never });
}

const names = () => {
  const table = screen.getByRole('table', { name: "Vue d'ensemble des participations" });
  return within(table)
    .getAllByRole('row')
    .slice(1)
    .map((r) => within(r).getAllByRole('cell').map((cell) => cell.textContent));
};

beforeEach(() => jest.clearAllMocks());

describe('the participations overview', () => {
  it('lists the volunteers of this year by name, sorts by a column and searches', async () => {
    renderPage([overview(RANGE)]);
    await screen.findByRole('table', { name: "Vue d'ensemble des participations" });
    expect(names()).toEqual([
      ['Ben Aebi', 'ben@example.org', '2', '2', '1'],
      ['Anna Keller', 'anna@example.org', '4', '5,5', '2'],
      ['Chloé Moser', 'chloé@example.org', '1', '0,5', '1'],
    ]);
    expect(screen.getByText(/3 bénévoles · Total : 7 tranches horaires, 8 heures/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Trier par Heures' }));
    expect(names().map((cells) => cells[0])).toEqual(['Anna Keller', 'Ben Aebi', 'Chloé Moser']);
    expect(screen.getByRole('button', { name: 'Trier par Heures' }).closest('th')?.getAttribute('aria-sort')).toBe('descending');
    fireEvent.click(screen.getByRole('button', { name: 'Trier par Heures' }));
    expect(names().map((cells) => cells[0])).toEqual(['Chloé Moser', 'Ben Aebi', 'Anna Keller']);
    fireEvent.change(screen.getByRole('searchbox', { name: 'Rechercher' }), { target: { value: 'kel' } });
    expect(names().map((cells) => cells[0])).toEqual(['Anna Keller']);
    expect(screen.getByRole('link', { name: 'Anna Keller' }).getAttribute('href')).toBe('/volunteer/2');
  });

  it('asks the server again for another period and exports what is shown', async () => {
    const exportQuery = jest.fn(() => ({
      data: { exportParticipationsOverview: { __typename: 'ExportedFile' as const, fileName: 'vue-ensemble.csv', mimeType: 'text/csv; charset=utf-8', base64: btoa('Nom\r\n') } },
    }));
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    renderPage([
      overview(RANGE),
      overview({ from: `${year}-06-01`, to: RANGE.to }, [ROWS[1]]),
      { request: { query: ExportParticipationsOverviewDocument, variables: { format: 'CSV', from: `${year}-06-01`, to: RANGE.to, search: 'kel' } }, result: exportQuery },
    ]);
    await screen.findByRole('table', { name: "Vue d'ensemble des participations" });
    fireEvent.change(screen.getByLabelText('Du'), { target: { value: `${year}-06-01` } });
    await waitFor(() => expect(names()).toHaveLength(1));
    fireEvent.change(screen.getByRole('searchbox', { name: 'Rechercher' }), { target: { value: 'kel' } });
    fireEvent.click(screen.getByRole('button', { name: "Exporter la vue d'ensemble" }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'CSV' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('« vue-ensemble.csv » téléchargé'));
    expect(exportQuery).toHaveBeenCalledTimes(1);
    click.mockRestore();
  });

  it('says when nobody has an accepted shift in the period', async () => {
    renderPage([overview(RANGE, [])]);
    expect(await screen.findByText('Aucune participation acceptée')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });
});
