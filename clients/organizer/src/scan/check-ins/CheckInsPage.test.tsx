import { toast } from '@benevo/ui';
import { renderWithProviders } from '@benevo/ui/jest/render-with-providers';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { CheckInBoardDocument, ScanActionsDocument, UndoScanActionDocument } from '../../gql/graphql';
import { organizerMessages } from '../../i18n/messages';
import { scanEventsMock } from '../scan-fixtures';
import CheckInsPage from './CheckInsPage';

jest.mock('@benevo/ui/src/feedback/toast', () => ({
  ...jest.requireActual('@benevo/ui/src/feedback/toast'),
  toast: { success: jest.fn(), error: jest.fn() },
}));

// 1 July 2030 in Zurich (UTC+2).
function row(id: string, name: string, startsAt: string, checkedInAt: string | null, flags: { late?: boolean; missing?: boolean } = {}) {
  return {
    __typename: 'CheckInRow' as const,
    participationId: id,
    volunteerId: `${id}0`,
    volunteerName: name,
    positionName: 'Bar',
    startsAt,
    endsAt: '2030-07-01T16:00:00Z',
    checkedInAt,
    operatorName: checkedInAt ? 'Stand nord' : null,
    late: flags.late ?? false,
    missing: flags.missing ?? false,
  };
}

const ROWS = [
  row('1', 'Anna', '2030-07-01T08:00:00Z', '2030-07-01T07:55:00Z'),
  row('2', 'Ben', '2030-07-01T08:00:00Z', '2030-07-01T08:30:00Z', { late: true }),
  row('3', 'Chloé', '2030-07-01T08:00:00Z', null, { missing: true }),
  row('4', 'David', '2030-07-01T14:00:00Z', null),
];

function boardMock(rows: ReturnType<typeof row>[], figures = { expected: 4, checkedIn: 2, missing: 1, late: 1 }) {
  return {
    request: { query: CheckInBoardDocument, variables: { eventId: '2', day: '2030-07-01' } },
    result: { data: { checkInBoard: { __typename: 'CheckInBoard' as const, eventId: '2', day: '2030-07-01', rows, ...figures } } },
  };
}

function action(id: string, label: string, undoneAt: string | null) {
  return {
    __typename: 'ScanAction' as const,
    id,
    kind: 'REDEEM_VOUCHER' as const,
    volunteerId: '10',
    volunteerName: 'Anna',
    operatorName: 'Stand nord',
    label,
    happenedAt: '2030-07-01T09:00:00Z',
    // Recorded later than scanned (an offline scan replayed): the list shows when it happened.
    createdAt: '2030-07-01T09:05:00Z',
    undoneAt,
  };
}

const actionsMock = (actions: ReturnType<typeof action>[]) => ({ request: { query: ScanActionsDocument, variables: { eventId: '2', limit: 30 } }, result: { data: { scanActions: actions } } });

function renderPage(mocks: object[]) {
  const router = createMemoryRouter([{ path: '/scan/check-ins', Component: CheckInsPage }], { initialEntries: ['/scan/check-ins?event=2&day=2030-07-01'] });
  renderWithProviders(<RouterProvider router={router} />, { messages: organizerMessages, mocks: mocks as never });
}

beforeEach(() => jest.clearAllMocks());
afterEach(() => jest.useRealTimers());

describe('the check-in board', () => {
  it('shows the figures and each shift with its status', async () => {
    renderPage([scanEventsMock, boardMock(ROWS), actionsMock([])]);
    const table = await screen.findByRole('table', { name: 'Arrivées du jour' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((line) => within(line).getAllByRole('cell').map((cell) => cell.textContent))).toEqual([
      ['Anna', 'Bar', 'lun. 01.07.2030, 10:00 – 18:00', 'Arrivé', '09:55 · Stand nord'],
      ['Ben', 'Bar', 'lun. 01.07.2030, 10:00 – 18:00', 'En retard', '10:30 · Stand nord'],
      ['Chloé', 'Bar', 'lun. 01.07.2030, 10:00 – 18:00', 'Absent', '—'],
      ['David', 'Bar', 'lun. 01.07.2030, 16:00 – 18:00', 'À venir', '—'],
    ]);
    expect(within(screen.getByRole('region', { name: 'Attendus' })).getByText('4')).toBeTruthy();
    expect(within(screen.getByRole('region', { name: 'Arrivés' })).getByText('2')).toBeTruthy();
    expect(within(screen.getByRole('region', { name: 'Absents' })).getByText('1')).toBeTruthy();
    expect(within(screen.getByRole('region', { name: 'En retard' })).getByText('1')).toBeTruthy();
    expect(within(rows[0]).getByRole('link', { name: 'Anna' }).getAttribute('href')).toBe('/volunteer/10');
    expect(await screen.findByText('Aucune remise pour le moment')).toBeTruthy();
  });

  it('follows the stand: the board asks again every 15 seconds', async () => {
    jest.useFakeTimers({ advanceTimers: true });
    renderPage([scanEventsMock, boardMock(ROWS.slice(2, 3), { expected: 1, checkedIn: 0, missing: 1, late: 0 }), actionsMock([]), boardMock([{ ...ROWS[2], checkedInAt: '2030-07-01T08:40:00Z', operatorName: 'Stand nord', missing: false, late: true }], { expected: 1, checkedIn: 1, missing: 0, late: 1 }), actionsMock([])]);
    const table = await screen.findByRole('table', { name: 'Arrivées du jour' });
    expect(within(table).getByText('Absent')).toBeTruthy();
    await act(() => jest.advanceTimersByTimeAsync(15_000));
    await waitFor(() => expect(within(table).getByText('En retard')).toBeTruthy());
    expect(within(table).getByText('10:40 · Stand nord')).toBeTruthy();
  });

  it('undoes a hand-out after confirmation and shows undone ones struck through', async () => {
    const undo = jest.fn(() => ({ data: { undoScanAction: action('71', 'Repas partenaire · ABC123', '2030-07-01T09:30:00Z') } }));
    renderPage([
      scanEventsMock,
      boardMock(ROWS),
      actionsMock([action('71', 'Repas partenaire · ABC123', null), action('70', 'T-shirt (M)', '2030-07-01T09:10:00Z')]),
      { request: { query: UndoScanActionDocument, variables: { id: '71' } }, result: undo },
      boardMock(ROWS),
    ]);
    const list = await screen.findByRole('list', { name: 'Dernières remises du stand' });
    const [recent, older] = within(list).getAllByRole('listitem');
    expect(older.getAttribute('data-undone')).toBe('true');
    expect(within(older).getByText('Annulée à 11:10')).toBeTruthy();
    expect(within(older).queryByRole('button')).toBeNull();
    expect(within(recent).getByText('Anna · par Stand nord · 11:00')).toBeTruthy();

    fireEvent.click(within(recent).getByRole('button', { name: 'Annuler Repas partenaire · ABC123 pour Anna' }));
    const confirm = await screen.findByRole('dialog', { name: 'Annuler la remise' });
    expect(undo).not.toHaveBeenCalled();
    fireEvent.click(within(confirm).getByRole('button', { name: 'Annuler la remise' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Remise annulée'));
    expect(undo).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(within(recent).getByText('Annulée à 11:30')).toBeTruthy());
  });

  it('says when nobody is expected that day', async () => {
    renderPage([scanEventsMock, boardMock([], { expected: 0, checkedIn: 0, missing: 0, late: 0 }), actionsMock([])]);
    expect(await screen.findByRole('heading', { name: 'Aucune tranche horaire ce jour-là' })).toBeTruthy();
  });
});
