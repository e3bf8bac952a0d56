import { clash, pairKey, staticRefusal, type Model } from './model';
import { preferencePoints } from './objective';
import type { ConstraintKind, Violation } from './types';

/**
 * A partial assignment with everything the feasibility test of one more (candidate, slot) needs kept
 * up to date: places left per slot, load per instant of limited positions, shifts and minutes left per
 * candidate, each candidate's shifts. The caller only offers statically compatible pairs (Pairs), so
 * `refusal` looks at what depends on the other assignments.
 */
export class State {
  readonly remaining: Int32Array;
  readonly load: Float64Array;
  readonly shiftsLeft: Float64Array;
  readonly minutesLeft: Float64Array;
  readonly assigned: number[][];
  readonly members: number[][];
  readonly pinned = new Set<number>();
  /** Hours held per candidate (existing ones included), for the balance. */
  readonly hours: Float64Array;
  /** Running totals of the first two objective levels. */
  weightedFilled = 0;
  preferenceScore = 0;

  constructor(readonly model: Model) {
    this.remaining = Int32Array.from(model.free);
    this.load = Float64Array.from(model.limits.takenLoad);
    this.shiftsLeft = Float64Array.from(model.shiftBudget);
    this.minutesLeft = Float64Array.from(model.minuteBudget);
    this.assigned = model.candidates.map(() => []);
    this.members = model.slots.map(() => []);
    this.hours = Float64Array.from(model.candidates, (candidate) => candidate.existingMinutes / 60);
  }

  /** Why candidate v cannot be added to slot s now (null = it can). */
  refusal(v: number, s: number): ConstraintKind | null {
    const model = this.model;
    const size = model.size[v];
    if (this.remaining[s] < size) return 'capacity';
    const first = model.limits.slotFirst[s];
    if (first >= 0) {
      const max = model.limits.max[model.slotPosition[s]];
      for (let i = first; i < model.limits.slotLast[s]; i += 1) if (this.load[i] + size > max) return 'positionLimit';
    }
    return this.personalRefusal(v, s);
  }

  /** The candidate's side only: clashes with their shifts, shifts and minutes left. */
  personalRefusal(v: number, s: number): ConstraintKind | null {
    const model = this.model;
    const own = this.assigned[v];
    const a = model.start[s];
    const b = model.end[s];
    for (let k = 0; k < own.length; k += 1) {
      const kind = clash(a, b, model.start[own[k]], model.end[own[k]], model.restMs);
      if (kind) return kind;
    }
    if (this.shiftsLeft[v] < 1) return 'maxShifts';
    if (this.minutesLeft[v] < model.minutes[s]) return 'maxHours';
    return null;
  }

  canAdd(v: number, s: number): boolean {
    return this.refusal(v, s) === null;
  }

  add(v: number, s: number): void {
    const model = this.model;
    const size = model.size[v];
    this.remaining[s] -= size;
    for (let i = model.limits.slotFirst[s]; i < model.limits.slotLast[s]; i += 1) this.load[i] += size;
    this.shiftsLeft[v] -= 1;
    this.minutesLeft[v] -= model.minutes[s];
    this.hours[v] += model.minutes[s] / 60;
    this.assigned[v].push(s);
    this.members[s].push(v);
    this.weightedFilled += model.priority[s] * size;
    this.preferenceScore += preferencePoints(model, v, s);
  }

  remove(v: number, s: number): void {
    const model = this.model;
    const size = model.size[v];
    this.remaining[s] += size;
    for (let i = model.limits.slotFirst[s]; i < model.limits.slotLast[s]; i += 1) this.load[i] -= size;
    this.shiftsLeft[v] += 1;
    this.minutesLeft[v] += model.minutes[s];
    this.hours[v] -= model.minutes[s] / 60;
    drop(this.assigned[v], s);
    drop(this.members[s], v);
    this.weightedFilled -= model.priority[s] * size;
    this.preferenceScore -= preferencePoints(model, v, s);
  }

  isPinned(v: number, s: number): boolean {
    return this.pinned.has(pairKey(v, s, this.model.slots.length));
  }

  /** Every (candidate, slot) pair held, as indices. */
  pairs(): Array<[number, number]> {
    const out: Array<[number, number]> = [];
    this.assigned.forEach((list, v) => list.forEach((s) => out.push([v, s])));
    return out;
  }
}

function drop(list: number[], value: number): void {
  const index = list.indexOf(value);
  if (index >= 0) {
    list[index] = list[list.length - 1];
    list.pop();
  }
}

/**
 * Places the organizer's pins first, in their order: a pin that breaks a hard constraint (alone or with
 * the pins before it) is rejected with that constraint. Both solvers start from the same accepted pins.
 */
export function placePins(state: State): Violation[] {
  const model = state.model;
  const rejected: Violation[] = [];
  for (const pin of model.instance.options.pinned) {
    const v = model.candidateIndex.get(pin.volunteerId);
    const s = model.slotIndex.get(pin.slotId);
    if (v === undefined || s === undefined) {
      rejected.push({ kind: 'unknown', volunteerId: pin.volunteerId, slotId: pin.slotId });
      continue;
    }
    if (state.assigned[v].includes(s)) continue;
    const kind = staticRefusal(model, v, s) ?? state.refusal(v, s);
    if (kind) {
      rejected.push({ kind, volunteerId: pin.volunteerId, slotId: pin.slotId });
      continue;
    }
    state.add(v, s);
    state.pinned.add(pairKey(v, s, model.slots.length));
  }
  return rejected;
}
