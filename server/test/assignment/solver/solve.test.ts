import { explainAssignments, solve, unfilledReasons } from '../../../src/modules/assignment/solver';
import { solveInWorker } from '../../../src/modules/assignment/solver/run-in-worker';
import type { SolveResult, SolverInstance, SolverOptions } from '../../../src/modules/assignment/solver/types';
import { HOUR, T0, bruteOptimum, candidate, options, position, slot } from './instances';

const METHODS: Array<SolverOptions['method']> = ['heuristic', 'exact'];

const pairsOf = (result: SolveResult) => result.assignments.map((a) => `${a.volunteerId}->${a.slotId}`).sort();

describe.each(METHODS)('solve (%s)', (method) => {
  it('a priority-2 place beats the volunteer’s first preference on a priority-1 place', async () => {
    const instance: SolverInstance = {
      positions: [position(1, { priority: 2 }), position(2, { priority: 1 })],
      slots: [slot(10, 1, 0, 4), slot(20, 2, 1, 3)],
      candidates: [candidate(1, { preferences: [2, 1] })],
      options: options({ method }),
    };
    const result = await solve(instance);
    expect(pairsOf(result)).toEqual(['1->10']);
    expect(result.assignments[0].preferenceRank).toBe(2);
    expect(result.stats).toMatchObject({ method, placesOpen: 2, placesFilled: 1, weightedFilled: 2, preferenceScore: 1 });
  });

  it('places filled come before preferences, preferences before nothing', async () => {
    // Volunteer 1 prefers position 1, but only they can do position 2: both places are filled.
    const instance: SolverInstance = {
      positions: [position(1), position(2, { rules: [{ categoryId: 5, ageBand: null }] })],
      slots: [slot(10, 1, 0, 4), slot(20, 2, 0, 4)],
      candidates: [candidate(1, { preferences: [1, 2], categoryIds: [5] }), candidate(2)],
      options: options({ method }),
    };
    expect(pairsOf(await solve(instance))).toEqual(['1->20', '2->10']);
    // Alone on the same hours, volunteer 1 gets the position they ranked first.
    const alone = { ...instance, candidates: [instance.candidates[0]], positions: [position(1), position(2)] };
    const result = await solve(alone);
    expect(pairsOf(result)).toEqual(['1->10']);
    expect(result.stats.preferenceScore).toBe(2);
  });

  it('spreads shifts over volunteers when places and preferences are equal', async () => {
    const instance: SolverInstance = {
      positions: [position(1)],
      slots: [slot(10, 1, 0, 4), slot(11, 1, 6, 10)],
      candidates: [candidate(1), candidate(2, { existingMinutes: 60 })],
      options: options({ method }),
    };
    const result = await solve(instance);
    expect(result.assignments.map((a) => a.volunteerId).sort()).toEqual([1, 2]);
    expect(result.stats.hoursSpread).toBe(1);
  });

  it('reaches the optimum of a known instance where the greedy choice must be undone', async () => {
    // Volunteer 1 is the best choice everywhere (first preferences), yet only they can do the night slot
    // (priority 3): the day slots go to the others, volunteer 1 taking at most one of them.
    const instance: SolverInstance = {
      positions: [position(1), position(2, { rules: [{ categoryId: 9, ageBand: null }] }), position(3, { priority: 3 })],
      slots: [slot(10, 1, 0, 4, { capacity: 2 }), slot(20, 2, 0, 4), slot(30, 3, 20, 24)],
      candidates: [
        candidate(1, { categoryIds: [9], preferences: [1, 2, 3] }),
        candidate(2, { availability: [{ start: T0, end: T0 + 8 * HOUR }] }),
        candidate(3, { categoryIds: [9], availability: [{ start: T0, end: T0 + 8 * HOUR }] }),
      ],
      options: options({ method, minRestMinutes: 600 }),
    };
    const result = await solve(instance);
    const best = bruteOptimum(instance);
    expect({ weightedFilled: result.stats.weightedFilled, preferenceScore: result.stats.preferenceScore }).toEqual(best);
    expect(best.weightedFilled).toBe(6);
    expect(pairsOf(result)).toContain('1->30');
  });

  it('keeps feasible pins, reports the others with the constraint they break, never proposes a forbidden pair', async () => {
    const instance: SolverInstance = {
      positions: [position(1), position(2, { rules: [{ categoryId: 5, ageBand: null }], priority: 5 })],
      slots: [slot(10, 1, 0, 4), slot(11, 1, 2, 6), slot(20, 2, 0, 4)],
      candidates: [candidate(1, { categoryIds: [5] }), candidate(2), candidate(3, { categoryIds: [5] })],
      options: options({
        method,
        // Volunteer 1 is pinned to a priority-1 slot though the priority-5 one needs them; 2 to an overlapping
        // second slot; 2 cannot do position 2; 99 is unknown.
        pinned: [
          { volunteerId: 1, slotId: 10 },
          { volunteerId: 1, slotId: 11 },
          { volunteerId: 2, slotId: 20 },
          { volunteerId: 99, slotId: 10 },
        ],
        forbidden: [{ volunteerId: 3, slotId: 20 }],
      }),
    };
    const result = await solve(instance);
    expect(result.rejectedPins).toEqual([
      { kind: 'overlap', volunteerId: 1, slotId: 11 },
      { kind: 'category', volunteerId: 2, slotId: 20 },
      { kind: 'unknown', volunteerId: 99, slotId: 10 },
    ]);
    expect(result.assignments.find((a) => a.volunteerId === 1)).toMatchObject({ slotId: 10, pinned: true });
    expect(pairsOf(result)).not.toContain('3->20');
    // Slot 11 goes to volunteer 2 or 3 (equal in every respect).
    expect(result.assignments).toHaveLength(2);
    expect(result.assignments.find((a) => a.slotId === 11)?.volunteerId).toBeGreaterThan(1);
    // Slot 20: volunteer 2 lacks the category, 3 is forbidden, 1 is busy on slot 10 (ties: category first).
    expect(result.unfilled).toEqual([{ slotId: 20, places: 1, reason: 'category', categoryIds: [5] }]);
  });
});

describe('auto method and explanations', () => {
  it('uses the exact model for a small event and gives its bound', async () => {
    const instance: SolverInstance = {
      positions: [position(1)],
      slots: [slot(10, 1, 0, 4, { capacity: 3 })],
      candidates: [candidate(1), candidate(2)],
      options: options({ method: 'auto' }),
    };
    const result = await solve(instance);
    expect(result.stats).toMatchObject({ method: 'exact', optimal: true, bound: 2, placesOpen: 3, placesFilled: 2 });
    expect(result.unfilled).toEqual([{ slotId: 10, places: 1, reason: 'used' }]);
  });

  it('names the binding constraint of each unfilled slot', () => {
    const instance: SolverInstance = {
      positions: [
        position(1, { rules: [{ categoryId: 4, ageBand: null }] }),
        position(2, { maxParticipantsAtTime: 1 }),
        position(3, { rules: [{ categoryId: null, ageBand: 'under14' }] }),
        position(4),
      ],
      slots: [slot(10, 1, 0, 4), slot(20, 2, 0, 4, { capacity: 2, taken: 1 }), slot(30, 3, 0, 4), slot(40, 4, 30, 34, { capacity: 2 })],
      candidates: [candidate(1, { availability: [{ start: T0, end: T0 + 10 * HOUR }] }), candidate(2, { availability: [{ start: T0, end: T0 + 10 * HOUR }] })],
      options: options(),
    };
    expect(unfilledReasons(instance, [])).toEqual([
      { slotId: 10, places: 1, reason: 'category', categoryIds: [4] },
      { slotId: 20, places: 1, reason: 'positionLimit' },
      { slotId: 30, places: 1, reason: 'ageBand', ageBands: ['under14'] },
      { slotId: 40, places: 2, reason: 'availability' },
    ]);
    expect(unfilledReasons({ ...instance, candidates: [] }, [])[0]).toMatchObject({ slotId: 10, reason: 'noCandidate' });
  });

  it('explains an assignment by its preference rank and the availability range holding it', () => {
    const range = { start: T0, end: T0 + 10 * HOUR };
    const instance: SolverInstance = {
      positions: [position(1), position(2)],
      slots: [slot(10, 1, 0, 4), slot(20, 2, 0, 4)],
      candidates: [candidate(1, { preferences: [2, 1], availability: [{ start: T0 + 20 * HOUR, end: T0 + 30 * HOUR }, range] }), candidate(2)],
      options: options(),
    };
    expect(
      explainAssignments(instance, [
        { volunteerId: 1, slotId: 10 },
        { volunteerId: 2, slotId: 20 },
        { volunteerId: 3, slotId: 20 },
      ]),
    ).toEqual([{ preferenceRank: 2, availability: range }, { preferenceRank: null, availability: null }, null]);
  });
});

describe('solveInWorker', () => {
  it('answers what solve answers, from a worker thread, with progress up to 1', async () => {
    const instance: SolverInstance = {
      positions: [position(1), position(2, { priority: 2 })],
      slots: Array.from({ length: 12 }, (_x, i) => slot(10 + i, 1 + (i % 2), i * 2, i * 2 + 3, { capacity: 2 })),
      candidates: Array.from({ length: 8 }, (_x, i) => candidate(100 + i, { preferences: i % 2 ? [1] : [2] })),
      options: options({ method: 'auto', minRestMinutes: 60, maxShifts: 3 }),
    };
    const progress: number[] = [];
    const inWorker = await solveInWorker(instance, (fraction) => progress.push(fraction));
    const inThread = await solve(instance);
    expect(inWorker.assignments).toEqual(inThread.assignments);
    expect(inWorker.stats.method).toBe('exact');
    expect(progress[progress.length - 1]).toBe(1);
    expect(progress.every((value, i) => i === 0 || value >= progress[i - 1])).toBe(true);
  });
});
