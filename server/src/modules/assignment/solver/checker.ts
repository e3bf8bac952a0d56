import type { AgeBand } from '@benevo/schema';
import { buildModel, clash, staticRefusal, type Model } from './model';
import type { SolverInstance, Violation, VolunteerSlotPair } from './types';

/**
 * THE constraint checker of issue 18: every hard constraint a set of (volunteer, slot) assignments must
 * keep on top of what the instance already holds (taken places, busy ranges, existing shifts). Both
 * solvers validate their result with it, the apply re-checks a proposal on fresh data with it, and the
 * tests and the bench count its violations. An empty list means the assignments can be written.
 *
 * - unknown: a volunteer who is not a candidate, a slot not in the instance (or of an unknown position);
 * - forbidden, category, ageBand, availability: the pair itself;
 * - overlap, rest: against the volunteer's busy ranges and their other new shifts (the same slot twice
 *   overlaps);
 * - maxShifts, maxHours: existing shifts/minutes included;
 * - capacity: Σ sizes on a slot ≤ capacity − taken;
 * - positionLimit: at every instant a slot with new places covers, taken + new places of the position's
 *   slots ≤ maxParticipantsAtTime.
 * The group size a unit takes is the candidate's, whatever the assignment says.
 */
export function checkAssignments(instance: SolverInstance, assignments: VolunteerSlotPair[], prepared?: Model): Violation[] {
  const model = prepared ?? buildModel(instance);
  const violations: Violation[] = [];
  const seen = new Set<string>();
  const report = (violation: Violation) => {
    const key = `${violation.kind}:${violation.volunteerId ?? ''}:${violation.slotId ?? ''}`;
    if (seen.has(key)) return;
    seen.add(key);
    violations.push(violation);
  };
  const byVolunteer = new Map<number, number[]>();
  const placed = new Float64Array(model.slots.length);
  const ages = new Map<number, Map<string, AgeBand | null>>();
  for (const { volunteerId, slotId } of assignments) {
    const v = model.candidateIndex.get(volunteerId);
    const s = model.slotIndex.get(slotId);
    if (v === undefined || s === undefined || model.slotPosition[s] < 0) {
      report({ kind: 'unknown', volunteerId, slotId });
      continue;
    }
    let candidateAges = ages.get(v);
    if (!candidateAges) ages.set(v, (candidateAges = new Map()));
    const refusal = pairRefusal(model, v, s, candidateAges);
    if (refusal) report({ kind: refusal, volunteerId, slotId });
    placed[s] += model.size[v];
    const list = byVolunteer.get(v);
    if (list) list.push(s);
    else byVolunteer.set(v, [s]);
  }

  for (const [v, list] of byVolunteer) {
    const volunteerId = model.candidates[v].id;
    if (list.length > model.shiftBudget[v]) report({ kind: 'maxShifts', volunteerId });
    let minutes = 0;
    for (const s of list) minutes += model.minutes[s];
    if (minutes > model.minuteBudget[v]) report({ kind: 'maxHours', volunteerId });
    // In start order, a shift clashes with an earlier one iff it clashes with the one ending last.
    list.sort((a, b) => model.start[a] - model.start[b] || model.end[a] - model.end[b]);
    let last = -1;
    for (const s of list) {
      if (last >= 0) {
        const kind = clash(model.start[last], model.end[last], model.start[s], model.end[s], model.restMs);
        if (kind) report({ kind, volunteerId, slotId: model.slots[s].id });
      }
      if (last < 0 || model.end[s] > model.end[last]) last = s;
    }
  }

  const limits = model.limits;
  const newLoad = new Float64Array(limits.takenLoad.length);
  for (let s = 0; s < model.slots.length; s += 1) {
    if (placed[s] === 0) continue;
    if (placed[s] > model.free[s]) report({ kind: 'capacity', slotId: model.slots[s].id });
    for (let i = limits.slotFirst[s]; i < limits.slotLast[s]; i += 1) newLoad[i] += placed[s];
  }
  for (let s = 0; s < model.slots.length; s += 1) {
    if (placed[s] === 0 || limits.slotFirst[s] < 0) continue;
    const max = limits.max[model.slotPosition[s]];
    for (let i = limits.slotFirst[s]; i < limits.slotLast[s]; i += 1) {
      if (limits.takenLoad[i] + newLoad[i] > max) {
        report({ kind: 'positionLimit', slotId: model.slots[s].id });
        break;
      }
    }
  }
  return violations;
}

/** The pair's own constraints (no capacity: the checker sums the places of the slot). */
function pairRefusal(model: Model, v: number, s: number, ages: Map<string, AgeBand | null>) {
  const refusal = staticRefusal(model, v, s, ages);
  return refusal === 'capacity' || refusal === 'maxShifts' || refusal === 'maxHours' ? null : refusal;
}
