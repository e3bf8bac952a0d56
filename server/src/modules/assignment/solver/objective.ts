import { rankOf, type Model } from './model';
import type { ProposedAssignment } from './types';

/**
 * The lexicographic objective of issue 18: Σ priority × places filled, then the preference score
 * (Σ K + 1 − rank over ranked assignments, K = the longest preference list), then hours balance (the
 * spread max − min of hours held by the volunteers who get at least one shift, existing ones included).
 */
export interface Score {
  weightedFilled: number;
  placesFilled: number;
  preferenceScore: number;
  hoursSpread: number;
}

export function preferencePoints(model: Model, v: number, s: number): number {
  const rank = rankOf(model.candidates[v], model.slots[s].positionId);
  return rank === null ? 0 : model.maxRank + 1 - rank;
}

export function score(model: Model, pairs: Array<[number, number]>): Score {
  let weightedFilled = 0;
  let placesFilled = 0;
  let preferenceScore = 0;
  const minutes = new Map<number, number>();
  for (const [v, s] of pairs) {
    weightedFilled += model.priority[s] * model.size[v];
    placesFilled += model.size[v];
    preferenceScore += preferencePoints(model, v, s);
    minutes.set(v, (minutes.get(v) ?? model.candidates[v].existingMinutes) + model.minutes[s]);
  }
  let max = -Infinity;
  let min = Infinity;
  for (const value of minutes.values()) {
    max = Math.max(max, value);
    min = Math.min(min, value);
  }
  return { weightedFilled, placesFilled, preferenceScore, hoursSpread: minutes.size ? (max - min) / 60 : 0 };
}

/** > 0 when a is better than b. Small epsilons: the scores are sums of floats. */
export function compareScores(a: Score, b: Score): number {
  if (Math.abs(a.weightedFilled - b.weightedFilled) > 1e-6) return a.weightedFilled - b.weightedFilled;
  if (Math.abs(a.preferenceScore - b.preferenceScore) > 1e-6) return a.preferenceScore - b.preferenceScore;
  if (Math.abs(a.hoursSpread - b.hoursSpread) > 1e-6) return b.hoursSpread - a.hoursSpread;
  return 0;
}

export function placesOpen(model: Model): number {
  let open = 0;
  for (let s = 0; s < model.slots.length; s += 1) if (model.slotPosition[s] >= 0) open += Math.max(0, model.free[s]);
  return open;
}

export function toAssignments(model: Model, pairs: Array<[number, number]>, pinned: (v: number, s: number) => boolean): ProposedAssignment[] {
  return pairs
    .map(([v, s]) => ({
      volunteerId: model.candidates[v].id,
      slotId: model.slots[s].id,
      size: model.size[v],
      preferenceRank: rankOf(model.candidates[v], model.slots[s].positionId),
      pinned: pinned(v, s),
    }))
    .sort((a, b) => a.slotId - b.slotId || a.volunteerId - b.volunteerId);
}
