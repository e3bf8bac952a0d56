import type { AgeBand } from '@benevo/schema';
import { buildModel, mergeRanges, rankOf, staticRefusal, type Model } from './model';
import { State } from './state';
import type { SolverInstance, TimeRange, UnfilledPlace, VolunteerSlotPair } from './types';

/** Tie order of the reasons, the most telling first. */
const REASONS: Array<UnfilledPlace['reason']> = [
  'category',
  'ageBand',
  'availability',
  'overlap',
  'rest',
  'maxShifts',
  'maxHours',
  'forbidden',
  'notPreferred',
  'capacity',
  'used',
];

/**
 * Why places stay empty, per slot with free places left after `assignments`: 'positionLimit' when the
 * position is already at maxParticipantsAtTime during the slot, 'noCandidate' when there are no
 * candidates, else the constraint that rules out the most candidates ('used' for those who would fit but
 * whose other shifts or limits, once assigned, leave no room). Slots of unknown positions are skipped.
 */
export function unfilledReasons(instance: SolverInstance, assignments: VolunteerSlotPair[]): UnfilledPlace[] {
  const model = buildModel(instance);
  const state = new State(model);
  for (const { volunteerId, slotId } of assignments) {
    const v = model.candidateIndex.get(volunteerId);
    const s = model.slotIndex.get(slotId);
    if (v !== undefined && s !== undefined) state.add(v, s);
  }
  return reasonsOf(model, state);
}

export function reasonsOf(model: Model, state: State): UnfilledPlace[] {
  const out: UnfilledPlace[] = [];
  const ages: Array<Map<string, AgeBand | null>> = model.candidates.map(() => new Map());
  for (let s = 0; s < model.slots.length; s += 1) {
    const places = state.remaining[s];
    const p = model.slotPosition[s];
    if (places <= 0 || p < 0) continue;
    const position = model.positions[p];
    const place: UnfilledPlace = { slotId: model.slots[s].id, places, reason: 'noCandidate' };
    const categoryIds = [...new Set(position.rules.flatMap((rule) => (rule.categoryId === null ? [] : [rule.categoryId])))];
    const ageBands = [...new Set(position.rules.flatMap((rule) => (rule.ageBand === null ? [] : [rule.ageBand])))];
    if (categoryIds.length) place.categoryIds = categoryIds;
    if (ageBands.length) place.ageBands = ageBands;
    out.push(place);
    if (atLimit(model, state, s)) {
      place.reason = 'positionLimit';
      continue;
    }
    if (model.candidates.length === 0) continue;
    const counts = new Map<UnfilledPlace['reason'], number>();
    for (let v = 0; v < model.candidates.length; v += 1) {
      if (state.members[s].includes(v)) continue;
      let kind: UnfilledPlace['reason'] | null = staticRefusal(model, v, s, ages[v]);
      if (!kind) kind = model.size[v] > places ? 'capacity' : state.personalRefusal(v, s) ? 'used' : null;
      // Someone who fits everything yet is not placed: the solver ran out of time or chose better places.
      counts.set(kind ?? 'used', (counts.get(kind ?? 'used') ?? 0) + 1);
    }
    // Nobody else at all: every candidate is on the slot already.
    let best: UnfilledPlace['reason'] = 'used';
    let bestCount = 0;
    for (const reason of REASONS) {
      const count = counts.get(reason) ?? 0;
      if (count > bestCount) {
        best = reason;
        bestCount = count;
      }
    }
    place.reason = best;
  }
  return out;
}

function atLimit(model: Model, state: State, s: number): boolean {
  const first = model.limits.slotFirst[s];
  if (first < 0) return false;
  const max = model.limits.max[model.slotPosition[s]];
  for (let i = first; i < model.limits.slotLast[s]; i += 1) if (state.load[i] + 1 > max) return true;
  return false;
}

/** What made an assignment: the preference rank of the slot's position, the availability range used. */
export interface AssignmentExplanation {
  preferenceRank: number | null;
  /** The volunteer's availability range holding the slot (touching ranges joined); null when they gave none (any time). */
  availability: TimeRange | null;
}

/** Per pair, in order (null for an unknown volunteer or slot). */
export function explainAssignments(instance: SolverInstance, pairs: VolunteerSlotPair[]): Array<AssignmentExplanation | null> {
  const candidates = new Map(instance.candidates.map((one) => [one.id, one]));
  const slots = new Map(instance.slots.map((one) => [one.id, one]));
  return pairs.map((pair) => {
    const candidate = candidates.get(pair.volunteerId);
    const slot = slots.get(pair.slotId);
    if (!candidate || !slot) return null;
    const range = mergeRanges(candidate.availability)?.find((one) => one.start <= slot.start && slot.end <= one.end) ?? null;
    return { preferenceRank: rankOf(candidate, slot.positionId), availability: range };
  });
}
