import { checkAssignments } from './checker';
import { reasonsOf } from './explain';
import { solveExact } from './exact';
import { balanceHours, runHeuristic } from './heuristic';
import { buildModel, buildPairs, type Model } from './model';
import { compareScores, placesOpen, score, toAssignments } from './objective';
import { placePins, State } from './state';
import type { ProgressListener, SolveResult, SolverInstance, Violation } from './types';

export { checkAssignments } from './checker';
export { explainAssignments, unfilledReasons, type AssignmentExplanation } from './explain';
export type * from './types';

/**
 * Largest model the 'auto' method hands to HiGHS: compatible (volunteer, slot) pairs, i.e. binary
 * variables. Measured on generated festivals (WASM, one thread, loaded 2-core machine): up to ~10k pairs
 * HiGHS usually proves the optimum within 20 s; up to 60k it still ends its root LP in 10-15 s, so the
 * answer carries a real bound and often better preferences; beyond, the root LP alone eats the time
 * limit and the heuristic's answer comes back without a bound.
 */
export const EXACT_MAX_PAIRS = 60_000;

/** Even method 'exact' hands no bigger model to the WASM solver (memory): the heuristic answers alone. */
export const EXACT_HARD_MAX_PAIRS = 1_000_000;

/**
 * Solves an instance (issue 18): pins first (rejected ones reported), then the heuristic, then — for
 * method 'exact', or 'auto' when the model has at most EXACT_MAX_PAIRS pairs — the exact model with
 * HiGHS, warm-started with the heuristic's answer; the better of the two (lexicographic objective) is
 * returned. Every result goes through the checker: a violation is a bug and throws.
 */
export async function solve(instance: SolverInstance, onProgress?: ProgressListener): Promise<SolveResult> {
  const started = Date.now();
  const limitMs = Math.max(1, instance.options.timeLimitSeconds) * 1000;
  const deadline = started + limitMs;
  const model = buildModel(instance);
  const pairs = buildPairs(model);
  onProgress?.(0.05);
  const base = new State(model);
  const rejectedPins: Violation[] = placePins(base);
  const pinnedPairs = base.pairs();

  const method = instance.options.method;
  const exact = (method === 'exact' && pairs.count <= EXACT_HARD_MAX_PAIRS) || (method === 'auto' && pairs.count <= EXACT_MAX_PAIRS);
  const state = new State(model);
  for (const [v, s] of pinnedPairs) {
    state.add(v, s);
    state.pinned.add(v * model.slots.length + s);
  }
  // With HiGHS to follow, the heuristic only provides a start: a small share of the budget. A model
  // beyond what 'auto' would give HiGHS (method 'exact' forced) rarely improves on it: half the budget.
  const heuristicMs = pairs.count > EXACT_MAX_PAIRS ? limitMs * 0.5 : Math.min(limitMs * 0.2, 5000);
  const heuristicDeadline = exact ? started + heuristicMs : deadline;
  runHeuristic(model, pairs, state, {
    deadline: heuristicDeadline,
    onProgress: onProgress && ((fraction) => onProgress(0.05 + fraction * (exact ? 0.15 : 0.9))),
  });
  let best = state.pairs();
  let bestScore = score(model, best);
  let usedMethod: 'exact' | 'heuristic' = 'heuristic';
  let optimal = false;
  let bound: number | null = null;
  if (exact) {
    const outcome = await solveExact(model, pairs, base, best, deadline, onProgress && ((fraction) => onProgress(0.2 + fraction * 0.75)));
    usedMethod = 'exact';
    bound = outcome.bound;
    optimal = outcome.optimal;
    const balanced = new State(model);
    for (const [v, s] of outcome.pairs) balanced.add(v, s);
    for (const key of base.pinned) balanced.pinned.add(key);
    balanceHours(model, pairs, balanced, Date.now() + 2000);
    outcome.pairs = balanced.pairs();
    const outcomeScore = score(model, outcome.pairs);
    if (compareScores(outcomeScore, bestScore) > 0 && checkAssignments(instance, pairsToIds(model, outcome.pairs), model).length === 0) {
      best = outcome.pairs;
      bestScore = outcomeScore;
    }
  }

  const violations = checkAssignments(instance, pairsToIds(model, best), model);
  if (violations.length > 0) throw new Error(`auto-assignment solver produced an invalid proposal: ${JSON.stringify(violations.slice(0, 5))}`);

  const final = new State(model);
  for (const [v, s] of best) final.add(v, s);
  const pinnedKeys = new Set(pinnedPairs.map(([v, s]) => v * model.slots.length + s));
  const result: SolveResult = {
    assignments: toAssignments(model, best, (v, s) => pinnedKeys.has(v * model.slots.length + s)),
    unfilled: reasonsOf(model, final),
    rejectedPins,
    stats: {
      method: usedMethod,
      optimal,
      placesOpen: placesOpen(model),
      placesFilled: bestScore.placesFilled,
      weightedFilled: bestScore.weightedFilled,
      bound,
      preferenceScore: bestScore.preferenceScore,
      hoursSpread: Math.round(bestScore.hoursSpread * 100) / 100,
      seconds: (Date.now() - started) / 1000,
    },
  };
  onProgress?.(1);
  return result;
}

function pairsToIds(model: Model, pairs: Array<[number, number]>) {
  return pairs.map(([v, s]) => ({ volunteerId: model.candidates[v].id, slotId: model.slots[s].id }));
}
