import fc from 'fast-check';
import { checkAssignments, solve } from '../../../src/modules/assignment/solver';
import type { SolveResult, SolverInstance } from '../../../src/modules/assignment/solver/types';
import { bruteOptimum, instanceArbitrary, naiveValid, scoreOf } from './instances';

/** SOLVER_PROPERTY_RUNS=10 multiplies the runs for a deeper search. */
const RUNS = Number(process.env.SOLVER_PROPERTY_RUNS ?? 1);

/** Pins kept are in the answer, marked; each rejected pin really breaks a constraint with the pins before it. */
function pinsHonoured(instance: SolverInstance, result: SolveResult): boolean {
  const rejected = new Set(result.rejectedPins.map((v) => `${v.volunteerId}:${v.slotId}`));
  const kept: Array<{ volunteerId: number; slotId: number }> = [];
  for (const pin of instance.options.pinned) {
    const key = `${pin.volunteerId}:${pin.slotId}`;
    if (kept.some((k) => `${k.volunteerId}:${k.slotId}` === key)) continue;
    if (rejected.has(key)) {
      if (naiveValid(instance, [...kept, pin])) return false;
      continue;
    }
    kept.push(pin);
    if (!result.assignments.some((a) => a.volunteerId === pin.volunteerId && a.slotId === pin.slotId && a.pinned)) return false;
  }
  return result.assignments.filter((a) => a.pinned).length === kept.length;
}

function consistent(instance: SolverInstance, result: SolveResult): void {
  expect(checkAssignments(instance, result.assignments)).toEqual([]);
  expect(naiveValid(instance, result.assignments)).toBe(true);
  expect(pinsHonoured(instance, result)).toBe(true);
  for (const f of instance.options.forbidden) {
    expect(result.assignments.some((a) => a.volunteerId === f.volunteerId && a.slotId === f.slotId)).toBe(false);
  }
  const score = scoreOf(instance, result.assignments);
  expect(result.stats.weightedFilled).toBe(score.weightedFilled);
  expect(result.stats.preferenceScore).toBe(score.preferenceScore);
}

describe('auto-assignment solvers on random instances', () => {
  it('the heuristic never breaks a hard constraint (checker and naive test agree), honours pins and forbids', async () => {
    await fc.assert(
      fc.asyncProperty(instanceArbitrary(6, 6), async (instance) => {
        const result = await solve({ ...instance, options: { ...instance.options, method: 'heuristic' } });
        expect(result.stats.method).toBe('heuristic');
        consistent(instance, result);
      }),
      { numRuns: 300 * RUNS },
    );
  });

  it('the exact model never breaks a hard constraint and reaches the brute-force optimum', async () => {
    await fc.assert(
      fc.asyncProperty(instanceArbitrary(4, 4), async (instance) => {
        const result = await solve({ ...instance, options: { ...instance.options, method: 'exact' } });
        expect(result.stats.method).toBe('exact');
        consistent(instance, result);
        const pins = result.assignments.filter((a) => a.pinned);
        const best = bruteOptimum(instance, pins);
        expect(result.stats.optimal).toBe(true);
        expect({ weightedFilled: result.stats.weightedFilled, preferenceScore: result.stats.preferenceScore }).toEqual(best);
        expect(result.stats.bound).toBe(best.weightedFilled);
      }),
      { numRuns: 120 * RUNS },
    );
  });

  it('the heuristic never claims more than the optimum and the checker agrees with the naive test', async () => {
    await fc.assert(
      fc.asyncProperty(instanceArbitrary(4, 4), fc.array(fc.tuple(fc.nat(), fc.nat()), { maxLength: 6 }), async (instance, raw) => {
        const result = await solve(instance);
        const pins = result.assignments.filter((a) => a.pinned);
        expect(result.stats.weightedFilled).toBeLessThanOrEqual(bruteOptimum(instance, pins).weightedFilled);
        // Any set of pairs: the shared checker finds a violation exactly when the naive test does.
        if (instance.candidates.length === 0) return;
        const pairs = raw.map(([a, b]) => ({
          volunteerId: instance.candidates[a % instance.candidates.length].id,
          slotId: instance.slots[b % instance.slots.length].id,
        }));
        expect(checkAssignments(instance, pairs).length === 0).toBe(naiveValid(instance, pairs));
      }),
      { numRuns: 300 * RUNS },
    );
  });
});
