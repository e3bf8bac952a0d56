import { toast } from '@benevo/ui';
import { renderWithProviders } from '@benevo/ui/jest/render-with-providers';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { ExportEventFiltersDocument, ExportEventsDocument, ExportParticipationsDocument } from '../gql/graphql';
import { organizerMessages } from '../i18n/messages';
import { filterVariables as exportFilter } from '../RegistrationFilterFields';
import ParticipationsExportPage from './ParticipationsExportPage';

jest.mock('@benevo/ui/src/feedback/toast', () => ({
  ...jest.requireActual('@benevo/ui/src/feedback/toast'),
  toast: { success: jest.fn(), error: jest.fn() },
}));

// jsdom has no object URLs; the download goes through them.
const createObjectURL = jest.fn((_blob: Blob) => 'blob:export');
Object.assign(URL, { createObjectURL, revokeObjectURL: jest.fn() });

const EVENTS = {
  request: { query: ExportEventsDocument },
  result: { data: { events: [{ __typename: 'Event' as const, id: '7', displayName: 'Fête du lac 2030' }] } },
  maxUsageCount: 5,
};

const FILTERS = {
  request: { query: ExportEventFiltersDocument, variables: { id: '7' } },
  result: {
    data: {
      event: {
        __typename: 'Event' as const,
        id: '7',
        timeZone: 'Europe/Zurich',
        days: [
          { __typename: 'EventDay' as const, id: 'd1', startsAt: '2030-07-01T06:00:00.000Z' },
          { __typename: 'EventDay' as const, id: 'd2', startsAt: '2030-07-02T06:00:00.000Z' },
        ],
        positions: [
          { __typename: 'Position' as const, id: 'p1', name: 'Bar' },
          { __typename: 'Position' as const, id: 'p2', name: 'Cuisine' },
        ],
      },
    },
  },
  maxUsageCount: 5,
};

const CSV = '\uFEFFNom,Prénom\r\nKeller,Anna\r\n';

function renderPage(mocks: object[], entry = '/participations/export?event=7') {
  const router = createMemoryRouter([{ path: '/participations/export', Component: ParticipationsExportPage }], { initialEntries: [entry] });
  renderWithProviders(<RouterProvider router={router} />, { messages: organizerMessages, mocks: mocks as never });
  return router;
}

beforeEach(() => jest.clearAllMocks());

describe('exportFilter', () => {
  it('sends the filled filters only, as the registrations screen does', () => {
    expect(exportFilter({ kind: 'ALL', statuses: [], positionId: null, day: null, search: '  ' })).toEqual({ kind: 'ALL' });
    expect(exportFilter({ kind: 'GROUP', statuses: ['ACCEPTED'], positionId: 'p1', day: '2030-07-01', search: ' anna ' })).toEqual({
      kind: 'GROUP',
      statuses: ['ACCEPTED'],
      positionId: 'p1',
      day: '2030-07-01',
      search: 'anna',
    });
  });
});

describe('the participations export page', () => {
  it("offers the event's positions and days and downloads the file built with the chosen filters and format", async () => {
    const clicked: string[] = [];
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this.download);
    });
    const query = jest.fn(() => ({
      data: {
        exportParticipations: {
          __typename: 'ExportedFile' as const,
          fileName: 'participations-fete-du-lac.csv',
          mimeType: 'text/csv; charset=utf-8',
          base64: Buffer.from(CSV, 'utf8').toString('base64'),
        },
      },
    }));
    renderPage([
      EVENTS,
      FILTERS,
      { request: { query: ExportParticipationsDocument, variables: { eventId: '7', format: 'CSV', filter: { kind: 'GROUP', day: '2030-07-02', search: 'keller' } } }, result: query },
    ]);
    expect(await screen.findByRole('heading', { level: 1, name: 'Exporter les inscriptions' })).toBeTruthy();
    const filters = await screen.findByRole('region', { name: 'Filtres' });
    expect(filters).toBeTruthy();
    fireEvent.click(screen.getByText('Groupes'));
    const options = async (name: RegExp) => {
      const select = screen.getByRole('combobox', { name });
      fireEvent.click(select);
      const listbox = await waitFor(() => {
        const element = document.getElementById(select.getAttribute('aria-controls') ?? '');
        if (!element) throw new Error('no listbox');
        return element;
      });
      return within(listbox).getAllByRole('option', { hidden: true });
    };
    expect((await options(/^Mission/)).map((option) => option.textContent)).toEqual(['Bar', 'Cuisine']);
    const days = await options(/^Jour/);
    expect(days.map((option) => option.textContent)).toEqual([expect.stringContaining('01.07.2030'), expect.stringContaining('02.07.2030')]);
    fireEvent.click(days[1]);
    fireEvent.change(screen.getByRole('searchbox', { name: 'Rechercher' }), { target: { value: 'keller' } });
    fireEvent.click(screen.getByText('CSV'));
    fireEvent.click(screen.getByRole('button', { name: 'Télécharger' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('« participations-fete-du-lac.csv » téléchargé'));
    expect(query).toHaveBeenCalledTimes(1);
    expect(clicked).toEqual(['participations-fete-du-lac.csv']);
    expect(createObjectURL.mock.calls[0][0].type).toBe('text/csv; charset=utf-8');
    click.mockRestore();
  });

  it('asks for an event first', async () => {
    renderPage([EVENTS], '/participations/export');
    expect(await screen.findByRole('combobox', { name: /^Événement/ })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Télécharger' })).toBeNull();
  });

  it("shows the server's message when the export is refused", async () => {
    renderPage([
      EVENTS,
      FILTERS,
      {
        request: { query: ExportParticipationsDocument, variables: { eventId: '7', format: 'XLSX', filter: { kind: 'ALL' } } },
        result: { errors: [new GraphQLError("Cet événement n'existe pas", { extensions: { code: 'NOT_FOUND' } })] },
      },
    ]);
    fireEvent.click(await screen.findByRole('button', { name: 'Télécharger' }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith("Cet événement n'existe pas"));
    expect(toast.success).not.toHaveBeenCalled();
  });
});
