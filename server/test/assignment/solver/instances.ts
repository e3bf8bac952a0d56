import { ageBand, ageOn } from '@benevo/schema';
import fc from 'fast-check';
import type {
  SolverCandidate,
  SolverInstance,
  SolverOptions,
  SolverPosition,
  SolverRule,
  SolverSlot,
  VolunteerSlotPair,
} from '../../../src/modules/assignment/solver/types';

/** 2026-07-01 06:00 UTC, the first day of the generated events. */
export const T0 = Date.UTC(2026, 6, 1, 6);
export const HOUR = 3_600_000;

export function options(overrides: Partial<SolverOptions> = {}): SolverOptions {
  return {
    maxHours: null,
    maxShifts: null,
    minRestMinutes: 0,
    pinned: [],
    forbidden: [],
    timeLimitSeconds: 10,
    method: 'heuristic',
    ...overrides,
  };
}

export function position(id: number, overrides: Partial<SolverPosition> = {}): SolverPosition {
  return { id, name: `Position ${id}`, maxParticipantsAtTime: 0, priority: 1, rules: [], ...overrides };
}

/** A slot `fromHour`..`toHour` hours after T0 (day 2026-07-01, or 07-02 from hour 24). */
export function slot(id: number, positionId: number, fromHour: number, toHour: number, overrides: Partial<SolverSlot> = {}): SolverSlot {
  const start = T0 + fromHour * HOUR;
  return {
    id,
    positionId,
    start,
    end: T0 + toHour * HOUR,
    day: new Date(start).toISOString().slice(0, 10),
    capacity: 1,
    taken: 0,
    ...overrides,
  };
}

export function candidate(id: number, overrides: Partial<SolverCandidate> = {}): SolverCandidate {
  return {
    id,
    size: 1,
    categoryIds: [],
    bornDate: '1990-01-01',
    availability: null,
    preferences: [],
    busy: [],
    existingShifts: 0,
    existingMinutes: 0,
    ...overrides,
  };
}

const hours = (from: number, to: number) => ({ start: T0 + from * HOUR, end: T0 + to * HOUR });

/**
 * Small random instances: up to 3 positions (priorities, maxParticipantsAtTime, category and age
 * rules), 5 slots over two days, 5 candidates (groups, categories, birth dates around the age bands,
 * availability, preferences, busy ranges, existing shifts), limits, rest, pins and forbidden pairs.
 * `maxSlots`/`maxCandidates` keep the brute force small.
 */
export function instanceArbitrary(maxSlots = 5, maxCandidates = 5): fc.Arbitrary<SolverInstance> {
  const rule = fc.record({
    categoryId: fc.constantFrom(null, 1, 2),
    ageBand: fc.constantFrom(null, null, 'under14' as const, '16-18' as const, '18+' as const),
  });
  const positionArb = fc.record({
    maxParticipantsAtTime: fc.constantFrom(0, 0, 1, 2, 3),
    priority: fc.integer({ min: 1, max: 3 }),
    rules: fc.oneof(fc.constant<SolverRule[]>([]), fc.array<SolverRule>(rule, { minLength: 1, maxLength: 2 })),
  });
  const slotArb = fc.record({
    position: fc.nat(),
    from: fc.integer({ min: 0, max: 30 }),
    length: fc.integer({ min: 1, max: 4 }),
    capacity: fc.integer({ min: 0, max: 3 }),
    taken: fc.constantFrom(0, 0, 0, 1),
  });
  const range = fc.record({ from: fc.integer({ min: 0, max: 30 }), length: fc.integer({ min: 1, max: 12 }) });
  const candidateArb = fc.record({
    size: fc.constantFrom(1, 1, 1, 2),
    categoryIds: fc.subarray([1, 2]),
    bornDate: fc.constantFrom(null, '1990-05-05', '2008-07-01', '2008-07-02', '2010-06-30', '2014-01-01'),
    availability: fc.option(fc.array(range, { minLength: 1, maxLength: 2 }), { nil: null }),
    preferences: fc.shuffledSubarray([1, 2, 3]),
    busy: fc.array(range.map((r) => ({ from: r.from, length: Math.min(r.length, 3) })), { maxLength: 1 }),
    existingShifts: fc.constantFrom(0, 0, 1),
    existingMinutes: fc.constantFrom(0, 0, 120),
  });
  return fc
    .record({
      positions: fc.array(positionArb, { minLength: 1, maxLength: 3 }),
      slots: fc.array(slotArb, { minLength: 1, maxLength: maxSlots }),
      candidates: fc.array(candidateArb, { minLength: 0, maxLength: maxCandidates }),
      maxHours: fc.constantFrom(null, 2, 4, 6),
      maxShifts: fc.constantFrom(null, 1, 2, 3),
      minRestMinutes: fc.constantFrom(0, 0, 30, 60, 120),
      pins: fc.array(fc.tuple(fc.nat(), fc.nat()), { maxLength: 2 }),
      forbids: fc.array(fc.tuple(fc.nat(), fc.nat()), { maxLength: 2 }),
      onlyPreferredPositions: fc.boolean(),
    })
    .map((raw) => {
      const positions = raw.positions.map((p, i) => position(i + 1, p));
      const slots = raw.slots.map((s, i) =>
        slot(100 + i, 1 + (s.position % positions.length), s.from, s.from + s.length, { capacity: s.capacity, taken: Math.min(s.taken, s.capacity) }),
      );
      const candidates = raw.candidates.map((c, i) =>
        candidate(1000 + i, {
          ...c,
          availability: c.availability && c.availability.map((r) => hours(r.from, r.from + r.length)),
          busy: c.busy.map((r) => hours(r.from, r.from + r.length)),
          preferences: c.preferences.filter((id) => id <= positions.length),
        }),
      );
      const pair = ([a, b]: [number, number]): VolunteerSlotPair | null =>
        candidates.length ? { volunteerId: candidates[a % candidates.length].id, slotId: slots[b % slots.length].id } : null;
      return {
        positions,
        slots,
        candidates,
        options: options({
          maxHours: raw.maxHours,
          maxShifts: raw.maxShifts,
          minRestMinutes: raw.minRestMinutes,
          pinned: raw.pins.map(pair).filter((p): p is VolunteerSlotPair => p !== null),
          forbidden: raw.forbids.map(pair).filter((p): p is VolunteerSlotPair => p !== null),
          onlyPreferredPositions: raw.onlyPreferredPositions,
        }),
      };
    });
}

/**
 * An independent, naive validity test (no shared code with the solver's checker): every hard
 * constraint written out directly from the issue, quadratic loops and all.
 */
export function naiveValid(instance: SolverInstance, pairs: VolunteerSlotPair[]): boolean {
  const { options: o } = instance;
  const rest = o.minRestMinutes * 60_000;
  const slotOf = (id: number) => instance.slots.find((s) => s.id === id);
  const candidateOf = (id: number) => instance.candidates.find((c) => c.id === id);
  for (const p of pairs) {
    const s = slotOf(p.slotId);
    const c = candidateOf(p.volunteerId);
    if (!s || !c) return false;
    const pos = instance.positions.find((x) => x.id === s.positionId);
    if (!pos) return false;
    if (o.forbidden.some((f) => f.volunteerId === c.id && f.slotId === s.id)) return false;
    if (o.onlyPreferredPositions && c.preferences.length > 0 && !c.preferences.includes(pos.id)) return false;
    if (pos.rules.length > 0) {
      const ok = pos.rules.some((r) => {
        if (r.categoryId !== null && !c.categoryIds.includes(r.categoryId)) return false;
        if (r.ageBand === null) return true;
        if (!c.bornDate) return false;
        return ageBand(ageOn(new Date(`${c.bornDate}T00:00:00Z`), new Date(`${s.day}T00:00:00Z`))) === r.ageBand;
      });
      if (!ok) return false;
    }
    if (c.availability !== null) {
      // Covered by the union of the ranges: walk from the start through ranges holding the current instant.
      let reached = s.start;
      for (let moved = true; moved && reached < s.end; ) {
        moved = false;
        for (const r of c.availability) {
          if (r.start <= reached && reached < r.end) {
            reached = r.end;
            moved = true;
          }
        }
      }
      if (reached < s.end) return false;
    }
    for (const b of c.busy) if (s.start < b.end + rest && b.start < s.end + rest) return false;
  }
  for (const c of instance.candidates) {
    const mine = pairs.filter((p) => p.volunteerId === c.id).map((p) => slotOf(p.slotId)!);
    if (o.maxShifts !== null && c.existingShifts + mine.length > o.maxShifts) return false;
    const minutes = mine.reduce((sum, s) => sum + (s.end - s.start) / 60_000, c.existingMinutes);
    if (o.maxHours !== null && mine.length > 0 && minutes > o.maxHours * 60) return false;
    for (let i = 0; i < mine.length; i += 1) {
      for (let j = 0; j < mine.length; j += 1) {
        if (i !== j && mine[i].start < mine[j].end + rest && mine[j].start < mine[i].end + rest) return false;
      }
    }
  }
  const places = (slotId: number) =>
    pairs.filter((p) => p.slotId === slotId).reduce((sum, p) => sum + Math.max(1, candidateOf(p.volunteerId)!.size), 0);
  for (const s of instance.slots) {
    const mine = places(s.id);
    if (mine > 0 && s.taken + mine > s.capacity) return false;
  }
  for (const pos of instance.positions) {
    if (pos.maxParticipantsAtTime <= 0) continue;
    const own = instance.slots.filter((s) => s.positionId === pos.id);
    for (const instant of own.map((s) => s.start)) {
      const covering = own.filter((s) => s.start <= instant && instant < s.end);
      const added = covering.reduce((sum, s) => sum + places(s.id), 0);
      const taken = covering.reduce((sum, s) => sum + s.taken, 0);
      if (added > 0 && taken + added > pos.maxParticipantsAtTime) return false;
    }
  }
  return true;
}

export interface BruteScore {
  weightedFilled: number;
  preferenceScore: number;
}

export function scoreOf(instance: SolverInstance, pairs: VolunteerSlotPair[]): BruteScore {
  const K = Math.max(0, ...instance.candidates.map((c) => c.preferences.length));
  let weightedFilled = 0;
  let preferenceScore = 0;
  for (const p of pairs) {
    const c = instance.candidates.find((x) => x.id === p.volunteerId)!;
    const s = instance.slots.find((x) => x.id === p.slotId)!;
    weightedFilled += instance.positions.find((x) => x.id === s.positionId)!.priority * Math.max(1, c.size);
    const rank = c.preferences.indexOf(s.positionId);
    if (rank >= 0) preferenceScore += K - rank;
  }
  return { weightedFilled, preferenceScore };
}

/**
 * The lexicographic optimum (weighted places, then preference points) by depth-first enumeration of
 * every valid set of pairs containing `fixed`; every constraint only gets harder as pairs are added,
 * so an invalid partial set is pruned.
 */
export function bruteOptimum(instance: SolverInstance, fixed: VolunteerSlotPair[] = []): BruteScore {
  const all: VolunteerSlotPair[] = [];
  for (const c of instance.candidates) {
    for (const s of instance.slots) {
      if (fixed.some((f) => f.volunteerId === c.id && f.slotId === s.id)) continue;
      if (naiveValid(instance, [...fixed, { volunteerId: c.id, slotId: s.id }])) all.push({ volunteerId: c.id, slotId: s.id });
    }
  }
  let best: BruteScore = { weightedFilled: -1, preferenceScore: -1 };
  const chosen = [...fixed];
  const visit = (index: number) => {
    const score = scoreOf(instance, chosen);
    if (score.weightedFilled > best.weightedFilled || (score.weightedFilled === best.weightedFilled && score.preferenceScore > best.preferenceScore)) best = score;
    for (let i = index; i < all.length; i += 1) {
      chosen.push(all[i]);
      if (naiveValid(instance, chosen)) visit(i + 1);
      chosen.pop();
    }
  };
  if (naiveValid(instance, chosen)) visit(0);
  return best;
}
