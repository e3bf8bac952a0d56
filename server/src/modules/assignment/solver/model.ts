import { ageBand, ageOn, type AgeBand } from '@benevo/schema';
import type { ConstraintKind, SolverCandidate, SolverInstance, SolverPosition, SolverSlot, TimeRange } from './types';

/**
 * The instance indexed for the solvers and the checker: slots, positions and candidates by dense index,
 * typed arrays for the hot loops, and the static constraints of a (candidate, slot) pair (rules,
 * availability, busy ranges, forbidden, limits already used up) evaluated once. The compatible pairs are
 * kept twice in CSR form (by candidate and by slot) so the heuristic never scans V × S.
 */
export interface Model {
  instance: SolverInstance;
  slots: SolverSlot[];
  positions: SolverPosition[];
  candidates: SolverCandidate[];
  slotIndex: Map<number, number>;
  candidateIndex: Map<number, number>;
  positionIndex: Map<number, number>;
  /** Per slot: start, end, minutes, position index, free places (capacity − taken, may be ≤ 0), priority. */
  start: Float64Array;
  end: Float64Array;
  minutes: Float64Array;
  slotPosition: Int32Array;
  free: Int32Array;
  priority: Float64Array;
  /** Per candidate. */
  size: Int32Array;
  /** Shifts / minutes still allowed (Infinity when no limit). */
  shiftBudget: Float64Array;
  minuteBudget: Float64Array;
  /** Per candidate: availability merged (overlapping or touching ranges joined), sorted; null = any time. */
  availability: Array<TimeRange[] | null>;
  /** Minimum rest, ms. */
  restMs: number;
  /** K of the preference score: the longest preference list. */
  maxRank: number;
  forbidden: Set<number>;
  onlyPreferred: boolean;
  /** Positions with maxParticipantsAtTime: their slots' coverage of the position's start instants. */
  limits: PositionLimits;
}

/** For each limited position: its distinct slot start instants, the taken load at each, the max. */
export interface PositionLimits {
  /** Per position index: max (0 = none). */
  max: Int32Array;
  /** Per position index: offset of its instants in `load`, and count. */
  instantOffset: Int32Array;
  instantCount: Int32Array;
  /** Load (taken places) at each instant, all positions concatenated. */
  takenLoad: Float64Array;
  /** Per slot: first and last+1 index (global, into takenLoad) of the instants it covers; -1 when unlimited. */
  slotFirst: Int32Array;
  slotLast: Int32Array;
}

export const pairKey = (candidate: number, slot: number, slotCount: number): number => candidate * slotCount + slot;

export function buildModel(instance: SolverInstance): Model {
  const { slots, positions, candidates, options } = instance;
  const S = slots.length;
  const V = candidates.length;
  const positionIndex = new Map(positions.map((position, index) => [position.id, index]));
  const slotIndex = new Map(slots.map((slot, index) => [slot.id, index]));
  const candidateIndex = new Map(candidates.map((candidate, index) => [candidate.id, index]));
  const start = new Float64Array(S);
  const end = new Float64Array(S);
  const minutes = new Float64Array(S);
  const slotPosition = new Int32Array(S);
  const free = new Int32Array(S);
  const priority = new Float64Array(S);
  slots.forEach((slot, s) => {
    start[s] = slot.start;
    end[s] = slot.end;
    minutes[s] = (slot.end - slot.start) / 60000;
    const p = positionIndex.get(slot.positionId);
    slotPosition[s] = p ?? -1;
    free[s] = slot.capacity - slot.taken;
    priority[s] = p === undefined ? 0 : positions[p].priority;
  });
  const size = new Int32Array(V);
  const shiftBudget = new Float64Array(V);
  const minuteBudget = new Float64Array(V);
  let maxRank = 0;
  candidates.forEach((candidate, v) => {
    size[v] = Math.max(1, candidate.size);
    shiftBudget[v] = options.maxShifts === null ? Infinity : options.maxShifts - candidate.existingShifts;
    // A hair of tolerance: minutes come from ms differences that are exact, hours may be fractional.
    minuteBudget[v] = options.maxHours === null ? Infinity : options.maxHours * 60 - candidate.existingMinutes + 1e-6;
    maxRank = Math.max(maxRank, candidate.preferences.length);
  });
  const forbidden = new Set<number>();
  for (const pair of options.forbidden) {
    const v = candidateIndex.get(pair.volunteerId);
    const s = slotIndex.get(pair.slotId);
    if (v !== undefined && s !== undefined) forbidden.add(pairKey(v, s, S));
  }
  return {
    instance,
    slots,
    positions,
    candidates,
    slotIndex,
    candidateIndex,
    positionIndex,
    start,
    end,
    minutes,
    slotPosition,
    free,
    priority,
    size,
    shiftBudget,
    minuteBudget,
    availability: candidates.map((candidate) => mergeRanges(candidate.availability)),
    restMs: Math.max(0, options.minRestMinutes) * 60000,
    maxRank,
    forbidden,
    onlyPreferred: options.onlyPreferredPositions === true,
    limits: buildLimits(slots, positions, start, end, slotPosition),
  };
}

function buildLimits(
  slots: SolverSlot[],
  positions: SolverPosition[],
  start: Float64Array,
  end: Float64Array,
  slotPosition: Int32Array,
): PositionLimits {
  const P = positions.length;
  const S = slots.length;
  const max = new Int32Array(P);
  const instantOffset = new Int32Array(P);
  const instantCount = new Int32Array(P);
  const slotFirst = new Int32Array(S).fill(-1);
  const slotLast = new Int32Array(S).fill(-1);
  const byPosition: number[][] = positions.map(() => []);
  slots.forEach((_slot, s) => {
    if (slotPosition[s] >= 0) byPosition[slotPosition[s]].push(s);
  });
  const instants: number[] = [];
  const loads: number[] = [];
  positions.forEach((position, p) => {
    max[p] = position.maxParticipantsAtTime > 0 ? position.maxParticipantsAtTime : 0;
    instantOffset[p] = instants.length;
    if (max[p] === 0) return;
    const own = byPosition[p];
    // The load only rises at a slot's start: the starts are the instants to watch (capacity.ts peakLoad).
    const times = [...new Set(own.map((s) => start[s]))].sort((a, b) => a - b);
    const offset = instants.length;
    instantCount[p] = times.length;
    for (const time of times) {
      instants.push(time);
      loads.push(0);
    }
    for (const s of own) {
      const first = lowerBound(times, start[s]);
      const last = lowerBound(times, end[s]);
      slotFirst[s] = offset + first;
      slotLast[s] = offset + last;
      for (let i = first; i < last; i += 1) loads[offset + i] += slots[s].taken;
    }
  });
  return { max, instantOffset, instantCount, takenLoad: Float64Array.from(loads), slotFirst, slotLast };
}

/** First index i with sorted[i] >= value. */
export function lowerBound(sorted: ArrayLike<number>, value: number): number {
  let lo = 0;
  let hi = sorted.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (sorted[mid] < value) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** Whether two shifts clash for one volunteer: they overlap, or the gap between them is under the rest. */
export function clash(aStart: number, aEnd: number, bStart: number, bEnd: number, restMs: number): ConstraintKind | null {
  if (aStart < bEnd && bStart < aEnd) return 'overlap';
  if (aStart < bEnd + restMs && bStart < aEnd + restMs) return 'rest';
  return null;
}

/** Rules of a position for a volunteer on a day: null when allowed (spec 5, registration-rules.service). */
export function ruleRefusal(position: SolverPosition, candidate: SolverCandidate, day: string, ages?: Map<string, AgeBand | null>): 'category' | 'ageBand' | null {
  if (position.rules.length === 0) return null;
  let categoryMatched = false;
  for (const rule of position.rules) {
    const category = rule.categoryId === null || candidate.categoryIds.includes(rule.categoryId);
    if (!category) continue;
    categoryMatched = true;
    if (rule.ageBand === null) return null;
    if (bandOn(candidate, day, ages) === rule.ageBand) return null;
  }
  return categoryMatched ? 'ageBand' : 'category';
}

function bandOn(candidate: SolverCandidate, day: string, ages?: Map<string, AgeBand | null>): AgeBand | null {
  if (!candidate.bornDate) return null;
  const cached = ages?.get(day);
  if (cached !== undefined) return cached;
  const band = ageBand(ageOn(new Date(`${candidate.bornDate}T00:00:00Z`), new Date(`${day}T00:00:00Z`)));
  ages?.set(day, band);
  return band;
}

/**
 * A volunteer's availability as disjoint sorted ranges: overlapping or touching ones are joined, so a
 * night shift 22:00-02:00 fits "Saturday until 24:00" plus "Sunday from 00:00". null stays null (any time).
 */
export function mergeRanges(ranges: TimeRange[] | null): TimeRange[] | null {
  if (ranges === null) return null;
  const sorted = ranges.filter((range) => range.end > range.start).sort((a, b) => a.start - b.start);
  const merged: TimeRange[] = [];
  for (const range of sorted) {
    const last = merged[merged.length - 1];
    if (last && range.start <= last.end) last.end = Math.max(last.end, range.end);
    else merged.push({ start: range.start, end: range.end });
  }
  return merged;
}

/** Whether [start, end) lies inside the (merged) availability (null = any time). */
export function available(ranges: TimeRange[] | null, start: number, end: number): boolean {
  if (ranges === null) return true;
  for (const range of ranges) if (range.start <= start && end <= range.end) return true;
  return false;
}

/** The busy range a slot clashes with, if any. */
export function busyClash(candidate: SolverCandidate, start: number, end: number, restMs: number): ConstraintKind | null {
  let found: ConstraintKind | null = null;
  for (const busy of candidate.busy) {
    const kind = clash(start, end, busy.start, busy.end, restMs);
    if (kind === 'overlap') return kind;
    if (kind) found = kind;
  }
  return found;
}

/**
 * Why a candidate can never take a slot, whatever else is assigned (null = compatible). Order: unknown
 * position, forbidden, rules, availability, busy ranges, limits used up, a group bigger than the places.
 */
export function staticRefusal(model: Model, v: number, s: number, ages?: Map<string, AgeBand | null>): ConstraintKind | null {
  const slot = model.slots[s];
  const candidate = model.candidates[v];
  const p = model.slotPosition[s];
  if (p < 0) return 'unknown';
  if (model.forbidden.has(pairKey(v, s, model.slots.length))) return 'forbidden';
  if (model.onlyPreferred && candidate.preferences.length > 0 && !candidate.preferences.includes(slot.positionId)) return 'notPreferred';
  const rule = ruleRefusal(model.positions[p], candidate, slot.day, ages);
  if (rule) return rule;
  if (!available(model.availability[v], slot.start, slot.end)) return 'availability';
  const busy = busyClash(candidate, slot.start, slot.end, model.restMs);
  if (busy) return busy;
  if (model.shiftBudget[v] < 1) return 'maxShifts';
  if (model.minuteBudget[v] < model.minutes[s]) return 'maxHours';
  if (model.size[v] > model.free[s]) return 'capacity';
  return null;
}

/** Compatible pairs in CSR form, by candidate and by slot. */
export interface Pairs {
  /** byCandidate: slots of candidate v are slotOf[candStart[v] .. candStart[v+1]). */
  candStart: Int32Array;
  slotOf: Int32Array;
  /** bySlot: candidates of slot s are candOf[slotStart[s] .. slotStart[s+1]). */
  slotStart: Int32Array;
  candOf: Int32Array;
  count: number;
}

/**
 * Every statically compatible (candidate, slot) pair. Slots are walked in start order and, for a
 * candidate with availability, only those starting inside one of their ranges (binary search): the cost
 * follows the pairs, not V × S, when volunteers give their availability.
 */
export function buildPairs(model: Model): Pairs {
  const S = model.slots.length;
  const V = model.candidates.length;
  const order = Array.from({ length: S }, (_x, i) => i).sort((a, b) => model.start[a] - model.start[b] || a - b);
  const sortedStart = Float64Array.from(order, (s) => model.start[s]);
  // Rules are checked once per (position, day) for each candidate.
  const dayIndex = new Map<string, number>();
  const slotDay = new Int32Array(S);
  model.slots.forEach((slot, s) => {
    let d = dayIndex.get(slot.day);
    if (d === undefined) {
      d = dayIndex.size;
      dayIndex.set(slot.day, d);
    }
    slotDay[s] = d;
  });
  const P = model.positions.length;
  const D = Math.max(1, dayIndex.size);
  const ruleCache = new Int8Array(P * D);
  const hasRules = model.positions.map((position) => position.rules.length > 0);
  let slotOf = new Int32Array(Math.max(16, Math.min(V * S, 1 << 20)));
  let count = 0;
  const candStart = new Int32Array(V + 1);
  const push = (s: number) => {
    if (count === slotOf.length) {
      const grown = new Int32Array(slotOf.length * 2);
      grown.set(slotOf);
      slotOf = grown;
    }
    slotOf[count] = s;
    count += 1;
  };
  const restMs = model.restMs;
  for (let v = 0; v < V; v += 1) {
    candStart[v] = count;
    const candidate = model.candidates[v];
    if (model.shiftBudget[v] < 1) continue;
    ruleCache.fill(0);
    const ages = new Map<string, AgeBand | null>();
    const size = model.size[v];
    const minuteBudget = model.minuteBudget[v];
    const busy = candidate.busy;
    const onlyPreferred = model.onlyPreferred && candidate.preferences.length > 0;
    const consider = (s: number) => {
      const p = model.slotPosition[s];
      if (p < 0 || size > model.free[s] || minuteBudget < model.minutes[s]) return;
      if (onlyPreferred && !candidate.preferences.includes(model.slots[s].positionId)) return;
      if (hasRules[p]) {
        const key = p * D + slotDay[s];
        if (ruleCache[key] === 0) ruleCache[key] = ruleRefusal(model.positions[p], candidate, model.slots[s].day, ages) ? 2 : 1;
        if (ruleCache[key] === 2) return;
      }
      const a = model.start[s];
      const b = model.end[s];
      for (let i = 0; i < busy.length; i += 1) if (a < busy[i].end + restMs && busy[i].start < b + restMs) return;
      if (model.forbidden.size > 0 && model.forbidden.has(pairKey(v, s, S))) return;
      push(s);
    };
    const ranges = model.availability[v];
    if (ranges === null) {
      for (let i = 0; i < S; i += 1) consider(order[i]);
    } else {
      // Slots starting in a range and ending inside it (the ranges are disjoint: no slot twice).
      for (const range of ranges) {
        for (let i = lowerBound(sortedStart, range.start); i < S && sortedStart[i] < range.end; i += 1) {
          if (model.end[order[i]] <= range.end) consider(order[i]);
        }
      }
    }
  }
  candStart[V] = count;
  const total = candStart[V];
  const slotStart = new Int32Array(S + 1);
  for (let k = 0; k < total; k += 1) slotStart[slotOf[k] + 1] += 1;
  for (let s = 0; s < S; s += 1) slotStart[s + 1] += slotStart[s];
  const fill = slotStart.slice(0, S);
  const candOf = new Int32Array(total);
  for (let v = 0; v < V; v += 1) {
    for (let k = candStart[v]; k < candStart[v + 1]; k += 1) {
      candOf[fill[slotOf[k]]] = v;
      fill[slotOf[k]] += 1;
    }
  }
  return { candStart, slotOf: slotOf.subarray(0, total), slotStart, candOf, count: total };
}

export function rankOf(candidate: SolverCandidate, positionId: number): number | null {
  const index = candidate.preferences.indexOf(positionId);
  return index < 0 ? null : index + 1;
}
