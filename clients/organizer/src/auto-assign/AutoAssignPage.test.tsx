import { formatSlot, toast } from '@benevo/ui';
import { renderWithProviders } from '@benevo/ui/jest/render-with-providers';
import type { MockLink } from '@apollo/client/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import {
  ApplyAutoAssignDocument,
  AutoAssignDocument,
  type AutoAssignRunFieldsFragment,
  AutoAssignRunDocument,
  AutoAssignSetupDocument,
} from '../gql/graphql';
import { organizerMessages } from '../i18n/messages';
import AutoAssignPage from './AutoAssignPage';

// Toasts come from useMutationAction inside @benevo/ui: mocked where they are made.
jest.mock('@benevo/ui/src/feedback/toast', () => ({
  ...jest.requireActual('@benevo/ui/src/feedback/toast'),
  toast: { success: jest.fn(), error: jest.fn() },
}));

beforeEach(() => jest.clearAllMocks());

const TZ = 'Europe/Zurich';
const times = {
  '11': ['2030-07-06T08:00:00.000Z', '2030-07-06T12:00:00.000Z'],
  '12': ['2030-07-06T12:00:00.000Z', '2030-07-06T16:00:00.000Z'],
  '21': ['2030-07-06T14:00:00.000Z', '2030-07-06T17:30:00.000Z'],
} as const;
type SlotId = keyof typeof times;
const slotText = (slotId: SlotId, position: string) => `${position} ${formatSlot(times[slotId][0], times[slotId][1], TZ)}`;

const setupMock = (runs: Array<{ id: string; status: 'DONE' | 'QUEUED' }> = [], withSlots = true): MockLink.MockedResponse => ({
  request: { query: AutoAssignSetupDocument, variables: { eventId: '5' } },
  result: {
    data: {
      event: {
        __typename: 'Event',
        id: '5',
        displayName: 'Fête du lac 2030',
        timeZone: TZ,
        positions: [
          { __typename: 'Position', id: '1', name: 'Bar', sector: null, timeSlots: withSlots ? [{ __typename: 'TimeSlot', id: '11' }, { __typename: 'TimeSlot', id: '12' }] : [] },
          { __typename: 'Position', id: '2', name: 'Caisse', sector: { __typename: 'Sector', id: '4', name: 'Entrée' }, timeSlots: withSlots ? [{ __typename: 'TimeSlot', id: '21' }] : [] },
        ],
      },
      campaigns: [{ __typename: 'Campaign', id: '8', name: 'Été 2030', status: 'PUBLISHED' }],
      volunteerCategories: [{ __typename: 'VolunteerCategory', id: '3', name: 'Jeunes' }],
      autoAssignRuns: runs.map((run) => ({ __typename: 'AutoAssignRun', ...run })),
    },
  },
});

const assignment = (volunteerId: string, volunteerName: string, slotId: SlotId, fields: { rank?: number | null; pinned?: boolean; explanation?: string } = {}) => ({
  __typename: 'AutoAssignAssignment' as const,
  volunteerId,
  volunteerName,
  slotId,
  positionId: slotId.startsWith('1') ? '1' : '2',
  positionName: slotId.startsWith('1') ? 'Bar' : 'Caisse',
  startTime: times[slotId][0],
  endTime: times[slotId][1],
  size: 1,
  preferenceRank: fields.rank ?? null,
  pinned: fields.pinned ?? false,
  explanation: fields.explanation ?? 'Disponible toute la journée',
});

const options = {
  __typename: 'AutoAssignOptions' as const,
  registered: true,
  campaignIds: [],
  categoryIds: [],
  maxHours: null as number | null,
  maxShifts: null,
  minRestMinutes: 0,
  keepGroupsTogether: true,
  respectExisting: true,
  onlyPreferredPositions: false,
  positionPriorities: [],
  method: 'auto',
  timeLimitSeconds: 20,
};

function doneRun(id: string, fields: Partial<AutoAssignRunFieldsFragment> = {}, placesFilled = 3) {
  return {
    __typename: 'AutoAssignRun' as const,
    id,
    eventId: '5',
    status: 'DONE' as const,
    progress: 100,
    error: null,
    createdAt: '2030-06-01T10:00:00.000Z',
    finishedAt: '2030-06-01T10:00:02.000Z',
    options,
    proposal: {
      __typename: 'AutoAssignProposal' as const,
      assignments: [
        assignment('101', 'Anne Martin', '11', { rank: 1, explanation: 'Préférence n°1 · disponible sam. 10:00–18:00' }),
        assignment('102', 'Bruno Keller', '11'),
        assignment('101', 'Anne Martin', '21', { rank: 2 }),
      ],
      unfilled: [
        {
          __typename: 'AutoAssignUnfilled' as const,
          slotId: '12',
          positionId: '1',
          positionName: 'Bar',
          startTime: times['12'][0],
          endTime: times['12'][1],
          places: 2,
          reason: 'availability',
          message: 'Aucun bénévole disponible le samedi 14:00-18:00',
        },
      ],
      rejectedPins: [],
      stats: {
        __typename: 'AutoAssignStats' as const,
        method: 'exact',
        optimal: true,
        candidates: 2,
        placesOpen: 5,
        placesFilled,
        weightedFilled: 3,
        bound: 3,
        preferenceScore: 7,
        hoursSpread: 3.5,
        seconds: 0.4,
      },
    },
    ...fields,
  };
}

/** What the form sends untouched (the shared defaults). */
const defaultInput = {
  registered: true,
  campaignIds: [],
  categoryIds: [],
  maxHours: null,
  maxShifts: null,
  minRestMinutes: 0,
  keepGroupsTogether: true,
  respectExisting: true,
  onlyPreferredPositions: false,
  positionPriorities: [],
  pinned: [],
  forbidden: [],
  method: 'auto',
  timeLimitSeconds: 20,
};

const runMock = (run: ReturnType<typeof doneRun>): MockLink.MockedResponse => ({
  request: { query: AutoAssignRunDocument, variables: { id: run.id } },
  result: { data: { autoAssignRun: run } },
});

const applyMock = (
  pairs: Array<[string, string]>,
  skipConflicts: boolean,
  answer: { applied: number; conflicts?: Array<{ volunteerId: string; volunteerName: string; slotId: string; message: string }> },
): MockLink.MockedResponse => ({
  request: {
    query: ApplyAutoAssignDocument,
    variables: { runId: '9', assignments: pairs.map(([volunteerId, slotId]) => ({ volunteerId, slotId })), skipConflicts },
  },
  result: {
    data: {
      applyAutoAssign: {
        __typename: 'AutoAssignApplyResult',
        applied: answer.applied,
        conflicts: (answer.conflicts ?? []).map((conflict) => ({ __typename: 'AutoAssignConflict', reason: 'capacity', ...conflict })),
      },
    },
  },
});

function renderPage(mocks: MockLink.MockedResponse[]) {
  return renderWithProviders(
    <MemoryRouter initialEntries={['/events/assign/5/auto']}>
      <Routes>
        <Route path="/events/assign/:eventId/auto" element={<AutoAssignPage />} />
        <Route path="/events/assign/:eventId" element={<p>Page des affectations</p>} />
      </Routes>
    </MemoryRouter>,
    { messages: organizerMessages, mocks },
  );
}

describe('auto-assignment screen', () => {
  it('runs in the background, shows the proposal with its reasons, and applies the edited list after a confirmation', async () => {
    const queued = { ...doneRun('9'), status: 'QUEUED' as const, progress: 0, finishedAt: null, proposal: null };
    renderPage([
      setupMock(),
      { request: { query: AutoAssignDocument, variables: { eventId: '5', options: defaultInput } }, result: { data: { autoAssign: queued } } },
      runMock(doneRun('9')),
      applyMock(
        [
          ['101', '11'],
          ['101', '21'],
        ],
        false,
        { applied: 2 },
      ),
    ]);
    expect(await screen.findByText('Aucune proposition pour le moment')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Priorité des missions' }));
    expect(await screen.findByLabelText('Priorité – Entrée · Caisse')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Calculer une proposition' }));

    // The background run polled until done: figures, then the proposal by slot with the reasons.
    const figures = await screen.findByRole('region', { name: 'Résultat du calcul' });
    expect(within(figures).getByText('3 sur 5')).toBeTruthy();
    expect(within(figures).getByText('Optimale')).toBeTruthy();
    expect(within(figures).getByText('Exacte')).toBeTruthy();
    const bySlot = screen.getByRole('list', { name: 'Par tranche horaire' });
    const slots = within(bySlot).getAllByRole('listitem').filter((item) => item.hasAttribute('data-slot'));
    expect(slots.map((slot) => slot.getAttribute('data-slot'))).toEqual(['11', '12', '21']);
    expect(within(slots[0]).getByText('Préférence n°1 · disponible sam. 10:00–18:00')).toBeTruthy();
    expect(within(slots[0]).getByText('Préférence n°1')).toBeTruthy();
    expect(within(slots[1]).getByText('Personne de proposé')).toBeTruthy();
    expect(within(slots[1]).getByText('2 places non remplies : Aucun bénévole disponible le samedi 14:00-18:00')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Relancer le calcul' })).toBeTruthy();

    // A search narrows the list (accents and case ignored).
    fireEvent.change(screen.getByLabelText('Rechercher un bénévole ou une mission'), { target: { value: 'CAISSE' } });
    expect(document.querySelectorAll('[data-slot]').length).toBe(1);
    expect(document.querySelector('[data-slot="21"]')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Rechercher un bénévole ou une mission'), { target: { value: 'zoé' } });
    expect(screen.getByText('Aucune affectation ne correspond à la recherche.')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Rechercher un bénévole ou une mission'), { target: { value: '' } });

    // Remove one: it leaves the lists and the count to apply; "restore all" is offered.
    fireEvent.click(screen.getByRole('button', { name: `Retirer Bruno Keller de ${slotText('11', 'Bar')}` }));
    expect(screen.queryByText('Bruno Keller')).toBeNull();
    expect(screen.getByText('1 affectation retirée')).toBeTruthy();

    // By volunteer: shifts and hours.
    fireEvent.click(screen.getByRole('radio', { name: 'Par bénévole' }));
    const anne = within(screen.getByRole('list', { name: 'Par bénévole' })).getByRole('listitem', { name: 'Anne Martin' });
    expect(within(anne).getByText('2 tranches · 7,5 h')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Appliquer (2 inscriptions)' }));
    const dialog = await screen.findByRole('dialog', { name: 'Appliquer la proposition ?' });
    expect(within(dialog).getByText(/^2 inscriptions seront créées/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Appliquer' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('2 inscriptions créées'));
    expect(await screen.findByText('Page des affectations')).toBeTruthy();
  });

  it('resumes the last run, lists the conflicts found on apply and applies the rest', async () => {
    renderPage([
      setupMock([{ id: '9', status: 'DONE' }]),
      runMock(doneRun('9', { options: { ...options, maxHours: 6 } })),
      applyMock(
        [
          ['101', '11'],
          ['102', '11'],
          ['101', '21'],
        ],
        false,
        { applied: 0, conflicts: [{ volunteerId: '102', volunteerName: 'Bruno Keller', slotId: '11', message: 'Cette tranche horaire est complète' }] },
      ),
      applyMock(
        [
          ['101', '11'],
          ['102', '11'],
          ['101', '21'],
        ],
        true,
        { applied: 2 },
      ),
    ]);
    // The resumed run's options are back in the form.
    await waitFor(() => expect((screen.getByLabelText("Nombre d'heures au maximum") as HTMLInputElement).value).toBe('6'));
    fireEvent.click(await screen.findByRole('button', { name: 'Appliquer (3 inscriptions)' }));
    fireEvent.click(within(await screen.findByRole('dialog', { name: 'Appliquer la proposition ?' })).getByRole('button', { name: 'Appliquer' }));

    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Certaines affectations ne sont plus possibles')).toBeTruthy();
    expect(within(alert).getByText('Bruno Keller : Cette tranche horaire est complète')).toBeTruthy();
    const row = document.querySelector('[data-pair="102:11"]') as HTMLElement;
    expect(within(row).getByText('Conflit')).toBeTruthy();
    expect(toast.success).not.toHaveBeenCalled();
    expect(screen.queryByText('Page des affectations')).toBeNull();

    fireEvent.click(within(alert).getByRole('button', { name: 'Appliquer le reste' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('2 inscriptions créées'));
    expect(await screen.findByText('Page des affectations')).toBeTruthy();
  });

  it('sends pins and forbids on the next run and lists them in the form', async () => {
    const second = doneRun('10', {}, 4);
    renderPage([
      setupMock([{ id: '9', status: 'DONE' }]),
      runMock(doneRun('9')),
      {
        request: {
          query: AutoAssignDocument,
          variables: {
            eventId: '5',
            options: { ...defaultInput, pinned: [{ volunteerId: '101', slotId: '21' }], forbidden: [{ volunteerId: '102', slotId: '11' }] },
          },
        },
        result: { data: { autoAssign: second } },
      },
    ]);
    fireEvent.click(await screen.findByRole('button', { name: `Imposer Anne Martin sur ${slotText('21', 'Caisse')}` }));
    fireEvent.click(screen.getByRole('button', { name: `Interdire Bruno Keller sur ${slotText('11', 'Bar')}` }));
    const pinnedRow = () => within(document.querySelector('[data-pair="101:21"]') as HTMLElement);
    expect(pinnedRow().getByRole('button', { name: `Ne plus imposer Anne Martin sur ${slotText('21', 'Caisse')}` }).getAttribute('aria-pressed')).toBe('true');
    expect(pinnedRow().getByText('Imposée')).toBeTruthy();
    expect(within(screen.getByRole('list', { name: /Affectations imposées/ })).getByRole('button', { name: `Ne plus imposer Anne Martin sur ${slotText('21', 'Caisse')}` })).toBeTruthy();
    expect(screen.getByRole('list', { name: /Affectations interdites/ })).toBeTruthy();
    expect(screen.getByRole('button', { name: `Ne plus interdire Bruno Keller sur ${slotText('11', 'Bar')}` })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Appliquer (2 inscriptions)' })).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Relancer le calcul' }));
    expect(await screen.findByText('4 sur 5')).toBeTruthy();
    // The new proposal keeps the forbid (Bruno stays out of what is applied) and the pin.
    expect(screen.getByRole('button', { name: 'Appliquer (2 inscriptions)' })).toBeTruthy();
    expect(document.querySelector('[data-pair="102:11"]')).toBeNull();
    expect(pinnedRow().getByText('Imposée')).toBeTruthy();
  });

  it('shows the progress of a running background run', async () => {
    const running = { ...doneRun('9'), status: 'RUNNING' as const, progress: 40, finishedAt: null, proposal: null };
    renderPage([
      setupMock([{ id: '9', status: 'QUEUED' }]),
      runMock(running),
      // The next poll never answers: the screen stays on the running state.
      { request: { query: AutoAssignRunDocument, variables: { id: '9' } }, result: { data: { autoAssignRun: running } }, delay: Infinity },
    ]);
    expect(await screen.findByText('Calcul en cours… 40 %')).toBeTruthy();
    expect(screen.getByRole('progressbar', { name: 'Avancement du calcul' }).getAttribute('aria-valuenow')).toBe('40');
    expect(screen.queryByRole('button', { name: /^Appliquer/ })).toBeNull();
  });

  it('says when the event has no slot to fill', async () => {
    renderPage([setupMock([], false)]);
    expect(await screen.findByText('Aucune tranche horaire à remplir')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Calculer une proposition' })).toBeNull();
  });
});
