import { checkAssignments } from '../../../src/modules/assignment/solver';
import type { SolverInstance } from '../../../src/modules/assignment/solver/types';
import { HOUR, T0, candidate, options, position, slot } from './instances';

function instance(overrides: Partial<SolverInstance> = {}): SolverInstance {
  return {
    positions: [position(1), position(2, { rules: [{ categoryId: 7, ageBand: null }, { categoryId: null, ageBand: '16-18' }] })],
    slots: [slot(10, 1, 0, 4, { capacity: 2 }), slot(11, 1, 4, 8, { capacity: 2 }), slot(12, 2, 10, 12, { capacity: 3 }), slot(13, 1, 2, 6, { capacity: 1, taken: 1 })],
    candidates: [candidate(1), candidate(2, { categoryIds: [7] }), candidate(3, { bornDate: '2009-07-01' }), candidate(4, { bornDate: null })],
    options: options(),
    ...overrides,
  };
}

const kinds = (inst: SolverInstance, pairs: Array<[number, number]>) =>
  checkAssignments(inst, pairs.map(([volunteerId, slotId]) => ({ volunteerId, slotId }))).map((v) => `${v.kind}:${v.volunteerId ?? ''}:${v.slotId ?? ''}`);

describe('checkAssignments', () => {
  it('accepts assignments that keep every constraint', () => {
    expect(kinds(instance(), [[1, 10], [1, 11], [2, 10], [2, 12], [3, 12]])).toEqual([]);
  });

  it('reports unknown volunteers and slots', () => {
    expect(kinds(instance(), [[99, 10], [1, 99]])).toEqual(['unknown:99:10', 'unknown:1:99']);
  });

  it('counts group sizes and taken places against the capacity', () => {
    const inst = instance({ candidates: [candidate(1, { size: 2 }), candidate(2)] });
    expect(kinds(inst, [[1, 10]])).toEqual([]);
    expect(kinds(inst, [[1, 10], [2, 10]])).toEqual(['capacity::10']);
    expect(kinds(inst, [[2, 13]])).toEqual(['capacity::13']);
  });

  it('keeps maxParticipantsAtTime of the position at every instant, taken places included', () => {
    const positions = [position(1, { maxParticipantsAtTime: 2 })];
    const slots = [slot(10, 1, 0, 4, { capacity: 5, taken: 1 }), slot(11, 1, 2, 6, { capacity: 5 }), slot(12, 1, 4, 8, { capacity: 5 })];
    const inst = instance({ positions, slots, candidates: [candidate(1), candidate(2), candidate(3)] });
    expect(kinds(inst, [[1, 11], [2, 12]])).toEqual([]);
    // At hour 2, slot 10 (1 taken) and slot 11 (2 new) hold 3 places.
    expect(kinds(inst, [[1, 11], [2, 11]])).toEqual(['positionLimit::11']);
    expect(kinds(inst, [[1, 10], [2, 11]])).toEqual(['positionLimit::10', 'positionLimit::11']);
  });

  it('applies the restriction rules: a category or an age band on the slot day, no birth date refused', () => {
    const inst = instance();
    // Volunteer 1 matches the category of the age rule (any category) but not its band.
    expect(kinds(inst, [[1, 12]])).toEqual(['ageBand:1:12']);
    const categoryOnly = instance({ positions: [position(1), position(2, { rules: [{ categoryId: 7, ageBand: '18+' }] })] });
    expect(kinds(categoryOnly, [[1, 12]])).toEqual(['category:1:12']);
    expect(kinds(categoryOnly, [[2, 12]])).toEqual([]);
    expect(kinds(inst, [[2, 12]])).toEqual([]);
    // Born 2009-07-01: 17 on 2026-07-01, in the 16-18 band.
    expect(kinds(inst, [[3, 12]])).toEqual([]);
    const older = instance({ candidates: [candidate(3, { bornDate: '2008-06-30' })] });
    expect(kinds(older, [[3, 12]])).toEqual(['ageBand:3:12']);
    expect(kinds(inst, [[4, 12]])).toEqual(['ageBand:4:12']);
  });

  it('refuses overlapping shifts and busy ranges, and shifts closer than the rest', () => {
    const inst = instance({ candidates: [candidate(1, { busy: [{ start: T0 + 9 * HOUR, end: T0 + 10 * HOUR }] })] });
    expect(kinds(inst, [[1, 10], [1, 13]]).sort()).toEqual(['capacity::13', 'overlap:1:13']);
    expect(kinds(inst, [[1, 10], [1, 10]])).toEqual(['overlap:1:10']);
    expect(kinds(inst, [[1, 10], [1, 11]])).toEqual([]);
    const rested = instance({ ...inst, options: options({ minRestMinutes: 30 }) });
    expect(kinds(rested, [[1, 10], [1, 11]])).toEqual(['rest:1:11']);
    // Slot 12 starts at hour 10, right after the busy range: fine without rest, refused with it.
    expect(kinds(instance({ ...inst, positions: [position(1), position(2)] }), [[1, 12]])).toEqual([]);
    expect(kinds(instance({ ...rested, positions: [position(1), position(2)] }), [[1, 12]])).toEqual(['rest:1:12']);
  });

  it('keeps the shift inside the availability, touching ranges joined', () => {
    const touching = [
      { start: T0, end: T0 + 5 * HOUR },
      { start: T0 + 5 * HOUR, end: T0 + 8 * HOUR },
    ];
    expect(kinds(instance({ candidates: [candidate(1, { availability: touching })] }), [[1, 10], [1, 11]])).toEqual([]);
    const gap = [
      { start: T0, end: T0 + 5 * HOUR },
      { start: T0 + 5.5 * HOUR, end: T0 + 8 * HOUR },
    ];
    const inst = instance({ candidates: [candidate(1, { availability: gap })] });
    expect(kinds(inst, [[1, 10]])).toEqual([]);
    expect(kinds(inst, [[1, 11]])).toEqual(['availability:1:11']);
  });

  it('counts existing shifts and minutes in maxShifts and maxHours', () => {
    const inst = instance({ candidates: [candidate(1, { existingShifts: 1, existingMinutes: 120 })], options: options({ maxShifts: 2, maxHours: 6 }) });
    expect(kinds(inst, [[1, 10]])).toEqual([]);
    expect(kinds(inst, [[1, 10], [1, 11]])).toEqual(['maxShifts:1:', 'maxHours:1:']);
  });

  it('refuses forbidden pairs and, with onlyPreferredPositions, unranked positions of volunteers who ranked some', () => {
    const inst = instance({
      candidates: [candidate(1, { preferences: [2], categoryIds: [7] }), candidate(2)],
      options: options({ forbidden: [{ volunteerId: 2, slotId: 11 }], onlyPreferredPositions: true }),
    });
    expect(kinds(inst, [[2, 11]])).toEqual(['forbidden:2:11']);
    expect(kinds(inst, [[1, 10]])).toEqual(['notPreferred:1:10']);
    expect(kinds(inst, [[1, 12], [2, 10]])).toEqual([]);
  });
});
