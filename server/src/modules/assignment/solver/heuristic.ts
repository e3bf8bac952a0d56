import { clash, lowerBound, type Model, type Pairs } from './model';
import { preferencePoints } from './objective';
import type { State } from './state';

export interface HeuristicOptions {
  /** Date.now() after which the local search stops (the greedy always completes). */
  deadline: number;
  onProgress?: (fraction: number) => void;
}

/**
 * The fast solver: a greedy by scarcity weighted by priority, then a local search.
 *
 * Greedy: slots by priority (best first), then by scarcity (compatible candidates per free place,
 * fewest first; slots of a position with maxParticipantsAtTime by earliest end, which packs the most
 * places under the cap); each slot takes, among the candidates who still fit, those with the best
 * preference for its position, then the fewest compatible slots (a volunteer who can do little is placed
 * where they can), then the fewest hours.
 * Local search, each step within its share of the time left before the deadline:
 *  1. fill: an empty place takes a candidate who fits, else a candidate freed from one of their shifts
 *     when another candidate takes that shift over (an ejection chain of length one) or when the place is
 *     worth more than the shift left;
 *  2. preferences: a volunteer moves to a better-ranked position's slot (their old place refilled) or
 *     swaps with the volunteer holding it, the places filled never going down;
 *  3. ruin and recreate: the assignments of a random time window, or of a few volunteers' slots (with
 *     open ones and ones they rank higher), are taken apart and rebuilt greedily with noise; kept when
 *     the places filled rise, or stay and the preference points do not fall. Stops after LNS_STALL
 *     rounds without progress or after LNS_SHARE of the time left;
 *  4. balance: a shift passes from a volunteer to one with fewer hours (same preference points).
 * Pins placed in `state` before never move.
 */
export function runHeuristic(model: Model, pairs: Pairs, state: State, options: HeuristicOptions): void {
  const search = new Search(model, pairs, state, options);
  search.greedy();
  options.onProgress?.(0.3);
  search.fill(0.15);
  options.onProgress?.(0.4);
  search.preferences();
  options.onProgress?.(0.5);
  search.fill(0.1);
  search.rebuild((fraction) => options.onProgress?.(0.5 + fraction * 0.4));
  search.preferences();
  search.balance();
  options.onProgress?.(0.95);
}

/** Rounds of ruin and recreate without improvement after which the search stops. */
export const LNS_STALL = 2000;

/** Share of the remaining time the ruin and recreate may use. */
export const LNS_SHARE = 0.5;

/** The balance pass alone (the exact model leaves hours balance to it): places and preferences kept. */
export function balanceHours(model: Model, pairs: Pairs, state: State, deadline: number): void {
  new Search(model, pairs, state, { deadline }).balance();
}

class Search {
  private readonly degree: Float64Array;
  private readonly maxDegree: number;
  /** Set when no candidate passes their own side of the test for the slot (see bestFor). */
  private readonly stuck: Uint8Array;
  private readonly member: CompatibilityTest;

  constructor(
    private readonly model: Model,
    private readonly pairs: Pairs,
    private readonly state: State,
    private readonly options: HeuristicOptions,
  ) {
    const V = model.candidates.length;
    this.degree = new Float64Array(V);
    let maxDegree = 1;
    for (let v = 0; v < V; v += 1) {
      this.degree[v] = pairs.candStart[v + 1] - pairs.candStart[v];
      maxDegree = Math.max(maxDegree, this.degree[v]);
    }
    this.maxDegree = maxDegree;
    this.stuck = new Uint8Array(model.slots.length);
    this.member = compatibilityTest(model, pairs);
  }

  private timeUp(): boolean {
    return Date.now() > this.options.deadline;
  }

  /** Lower is better: preference first, then scarcity of the candidate, then hours held. */
  private cost(v: number, s: number): number {
    return -preferencePoints(this.model, v, s) + this.degree[v] / this.maxDegree + this.state.hours[v] / 1000;
  }

  greedy(): void {
    const { model, pairs, state } = this;
    const order: number[] = [];
    const scarcity = new Float64Array(model.slots.length);
    for (let s = 0; s < model.slots.length; s += 1) {
      if (state.remaining[s] <= 0 || pairs.slotStart[s + 1] === pairs.slotStart[s]) continue;
      scarcity[s] = (pairs.slotStart[s + 1] - pairs.slotStart[s]) / state.remaining[s];
      order.push(s);
    }
    // A position with maxParticipantsAtTime packs intervals under a load cap: earliest end first is
    // optimal for that packing alone, so its slots go by end (after the unlimited ones of equal priority).
    const limited = (s: number) => (model.limits.slotFirst[s] >= 0 ? 1 : 0);
    order.sort(
      (a, b) =>
        model.priority[b] - model.priority[a] ||
        limited(a) - limited(b) ||
        (limited(a) ? model.end[a] - model.end[b] : scarcity[a] - scarcity[b]) ||
        model.start[a] - model.start[b] ||
        a - b,
    );
    const options: Array<{ v: number; cost: number }> = [];
    for (const s of order) {
      options.length = 0;
      for (let k = pairs.slotStart[s]; k < pairs.slotStart[s + 1]; k += 1) {
        const v = pairs.candOf[k];
        if (state.canAdd(v, s)) options.push({ v, cost: this.cost(v, s) });
      }
      options.sort((a, b) => a.cost - b.cost || a.v - b.v);
      for (const { v } of options) {
        if (state.remaining[s] <= 0) break;
        if (state.canAdd(v, s)) state.add(v, s);
      }
    }
  }

  /**
   * The best candidate who can be added to s now (none: -1), `except` left out. `stuck[s]` remembers
   * that no candidate at all passed their own side of the test (clashes, limits), whatever the places.
   */
  private bestFor(s: number, except = -1): number {
    if (this.stuck[s]) return -1;
    const { pairs, state } = this;
    let best = -1;
    let bestCost = Infinity;
    let personal = 0;
    for (let k = this.pairs.slotStart[s]; k < pairs.slotStart[s + 1]; k += 1) {
      const v = pairs.candOf[k];
      if (state.personalRefusal(v, s)) continue;
      personal += 1;
      if (v === except || !state.canAdd(v, s)) continue;
      const cost = this.cost(v, s);
      if (cost < bestCost) {
        best = v;
        bestCost = cost;
      }
    }
    if (personal === 0) this.stuck[s] = 1;
    return best;
  }

  /** A change to candidate v's shifts may let them fit the slots they are compatible with. */
  private touched(v: number): void {
    const { pairs } = this;
    for (let k = pairs.candStart[v]; k < pairs.candStart[v + 1]; k += 1) this.stuck[pairs.slotOf[k]] = 0;
  }

  private add(v: number, s: number): void {
    this.state.add(v, s);
    this.touched(v);
  }

  /**
   * Ruin and recreate (large neighbourhood search) until LNS_STALL rounds bring nothing or the deadline.
   * Deterministic: a seeded generator, and the stall count, not the clock, ends small searches.
   */
  rebuild(onProgress: (fraction: number) => void): void {
    const { model, pairs, state } = this;
    const S = model.slots.length;
    const usable: number[] = [];
    for (let s = 0; s < S; s += 1) if (pairs.slotStart[s + 1] > pairs.slotStart[s]) usable.push(s);
    if (usable.length === 0) return;
    const byStart = [...usable].sort((a, b) => model.start[a] - model.start[b]);
    const starts = Float64Array.from(byStart, (s) => model.start[s]);
    let longest = 0;
    for (const s of usable) longest = Math.max(longest, model.end[s] - model.start[s]);
    const random = xorshift(0x9e3779b9 ^ S ^ (model.candidates.length << 8));
    const began = Date.now();
    // A share of what is left: the passes after it need time too, and it rarely pays beyond.
    const budget = Math.max(0, (this.options.deadline - began) * LNS_SHARE);
    const stop = began + budget;
    let reported = 0;
    let stall = 0;
    const removed: Array<[number, number]> = [];
    const added: Array<[number, number]> = [];
    const candidates: Array<{ v: number; cost: number }> = [];
    while (stall < LNS_STALL && Date.now() < stop) {
      const window: number[] = [];
      if (random() < 0.5) this.volunteerWindow(window, random);
      else this.timeWindow(window, random, usable, byStart, starts, longest);
      if (window.length === 0) {
        stall += 1;
        continue;
      }
      const weighted = state.weightedFilled;
      const preference = state.preferenceScore;
      removed.length = 0;
      added.length = 0;
      for (const s of window) {
        for (const v of [...state.members[s]]) {
          if (state.isPinned(v, s) || random() < 0.2) continue;
          state.remove(v, s);
          removed.push([v, s]);
        }
      }
      const noise = new Map<number, number>();
      for (const s of window) noise.set(s, random());
      window.sort((a, b) => model.priority[b] - model.priority[a] || noise.get(a)! - noise.get(b)!);
      for (const s of window) {
        if (state.remaining[s] <= 0) continue;
        candidates.length = 0;
        for (let k = pairs.slotStart[s]; k < pairs.slotStart[s + 1]; k += 1) {
          const v = pairs.candOf[k];
          if (state.canAdd(v, s)) candidates.push({ v, cost: this.cost(v, s) + random() * 0.6 });
        }
        candidates.sort((a, b) => a.cost - b.cost);
        for (const { v } of candidates) {
          if (state.remaining[s] <= 0) break;
          if (!state.canAdd(v, s)) continue;
          state.add(v, s);
          added.push([v, s]);
        }
      }
      const gain = state.weightedFilled - weighted;
      const better = gain > 1e-9 || (gain > -1e-9 && state.preferenceScore - preference > 1e-9);
      const same = Math.abs(gain) <= 1e-9 && Math.abs(state.preferenceScore - preference) <= 1e-9;
      if (better || same) {
        for (const [v] of removed) this.touched(v);
        for (const [v] of added) this.touched(v);
        stall = better ? 0 : stall + 1;
      } else {
        for (let i = added.length - 1; i >= 0; i -= 1) state.remove(added[i][0], added[i][1]);
        for (let i = removed.length - 1; i >= 0; i -= 1) state.add(removed[i][0], removed[i][1]);
        stall += 1;
      }
      const fraction = budget > 0 ? Math.min(1, (Date.now() - began) / budget) : 1;
      if (fraction >= reported + 0.05) {
        reported = fraction;
        onProgress(fraction);
      }
    }
  }

  /** The slots of a few volunteers (their shifts and the open slots they could take). */
  private volunteerWindow(window: number[], random: () => number): void {
    const { model, pairs, state } = this;
    const V = model.candidates.length;
    const seen = new Set<number>();
    const count = 1 + Math.floor(random() * 4);
    for (let i = 0; i < count; i += 1) {
      const v = Math.floor(random() * V);
      for (const s of state.assigned[v]) seen.add(s);
      const from = pairs.candStart[v];
      const to = pairs.candStart[v + 1];
      // Open slots they could take, and full ones of positions they rank higher than what they hold.
      let held = 0;
      for (const s of state.assigned[v]) held = Math.max(held, preferencePoints(model, v, s));
      for (let tries = 0; tries < 12 && to > from; tries += 1) {
        const s = pairs.slotOf[from + Math.floor(random() * (to - from))];
        if (state.remaining[s] > 0 || preferencePoints(model, v, s) > held) seen.add(s);
      }
    }
    for (const s of seen) window.push(s);
  }

  /** The slots overlapping a window around a slot (an open one half of the time). */
  private timeWindow(window: number[], random: () => number, usable: number[], byStart: number[], starts: Float64Array, longest: number): void {
    const { model, state } = this;
    const open = random() < 0.5;
    let center = usable[Math.floor(random() * usable.length)];
    if (open) {
      for (let tries = 0; tries < 8 && state.remaining[center] <= 0; tries += 1) center = usable[Math.floor(random() * usable.length)];
    }
    const margin = [0, 2, 6][Math.floor(random() * 3)] * 3_600_000;
    const from = model.start[center] - margin;
    const to = model.end[center] + margin;
    for (let i = lowerBound(starts, from - longest); i < byStart.length && starts[i] < to; i += 1) {
      const s = byStart[i];
      if (model.end[s] > from) window.push(s);
    }
    if (window.length > 80) {
      shuffle(window, random);
      window.length = 80;
    }
  }

  /** Fills empty places (directly, else by ejection) for at most `share` of the time left. */
  fill(share: number): void {
    const { model, pairs, state } = this;
    const stop = Date.now() + Math.max(0, this.options.deadline - Date.now()) * share;
    const open = () => {
      const list: number[] = [];
      for (let s = 0; s < model.slots.length; s += 1) if (state.remaining[s] > 0 && pairs.slotStart[s + 1] > pairs.slotStart[s]) list.push(s);
      return list.sort((a, b) => model.priority[b] - model.priority[a] || a - b);
    };
    for (let pass = 0; pass < 4 && Date.now() < stop; pass += 1) {
      let improved = false;
      for (const s of open()) {
        if (Date.now() > stop) return;
        while (state.remaining[s] > 0) {
          const direct = this.bestFor(s);
          if (direct >= 0) {
            this.add(direct, s);
            improved = true;
            continue;
          }
          if (!this.eject(s, stop)) break;
          improved = true;
        }
      }
      if (!improved) return;
    }
  }

  /**
   * One empty place of s: a candidate of s leaves one of their shifts t for s; t is taken over by
   * another candidate or stays empty when s is worth more. Kept when the weighted places filled rise.
   */
  private eject(s: number, stop: number): boolean {
    const { model, pairs, state } = this;
    for (let k = pairs.slotStart[s]; k < pairs.slotStart[s + 1]; k += 1) {
      if ((k & 255) === 0 && Date.now() > stop) return false;
      const v = pairs.candOf[k];
      const size = model.size[v];
      if (size > state.remaining[s] || state.personalRefusal(v, s) === null) continue;
      // The shifts of v in the way: the one clashing with s, or any when only v's limits block.
      const own = state.assigned[v];
      let clashing = -1;
      let clashes = 0;
      for (const t of own) {
        if (clash(model.start[s], model.end[s], model.start[t], model.end[t], model.restMs)) {
          clashes += 1;
          clashing = t;
        }
      }
      if (clashes > 1) continue;
      for (const t of clashes === 1 ? [clashing] : [...own]) {
        if (state.isPinned(v, t)) continue;
        // No one else could take t over (see bestFor) and s is worth no more: nothing to gain.
        if (this.stuck[t] && model.priority[s] <= model.priority[t]) continue;
        state.remove(v, t);
        if (!state.canAdd(v, s)) {
          state.add(v, t);
          continue;
        }
        state.add(v, s);
        const w = this.bestFor(t, v);
        const gain = (model.priority[s] - model.priority[t]) * size + (w >= 0 ? model.priority[t] * model.size[w] : 0);
        if (gain > 1e-9) {
          if (w >= 0) state.add(w, t);
          this.touched(v);
          if (w >= 0) this.touched(w);
          return true;
        }
        state.remove(v, s);
        state.add(v, t);
      }
    }
    return false;
  }

  preferences(): void {
    const { model, pairs, state } = this;
    const K = model.maxRank;
    if (K === 0) return;
    for (let v = 0; v < model.candidates.length; v += 1) {
      if (this.timeUp()) return;
      if (model.candidates[v].preferences.length === 0) continue;
      for (const s of [...state.assigned[v]]) {
        if (state.isPinned(v, s) || !state.assigned[v].includes(s)) continue;
        const current = preferencePoints(model, v, s);
        if (current === K) continue;
        for (let k = pairs.candStart[v]; k < pairs.candStart[v + 1]; k += 1) {
          const t = pairs.slotOf[k];
          const better = preferencePoints(model, v, t) - current;
          if (better <= 0 || state.assigned[v].includes(t)) continue;
          if (this.moveTo(v, s, t, better) || this.swapWith(v, s, t)) break;
        }
      }
    }
  }

  /** v leaves s for a free place of t; s refilled by someone else when it can be. */
  private moveTo(v: number, s: number, t: number, better: number): boolean {
    const { model, state } = this;
    const size = model.size[v];
    if (state.remaining[t] < size) return false;
    state.remove(v, s);
    if (!state.canAdd(v, t)) {
      state.add(v, s);
      return false;
    }
    state.add(v, t);
    const w = this.bestFor(s, v);
    const fill = (model.priority[t] - model.priority[s]) * size + (w >= 0 ? model.priority[s] * model.size[w] : 0);
    const preference = better + (w >= 0 ? preferencePoints(model, w, s) : 0);
    if (fill > 1e-9 || (fill > -1e-9 && preference > 0)) {
      if (w >= 0) state.add(w, s);
      this.touched(v);
      if (w >= 0) this.touched(w);
      return true;
    }
    state.remove(v, t);
    state.add(v, s);
    return false;
  }

  /** v (on s) and w (on t) trade places when both fit and the preference points rise. */
  private swapWith(v: number, s: number, t: number): boolean {
    const { model, state } = this;
    if (!this.member) return false;
    for (const w of [...state.members[t]]) {
      if (w === v || state.isPinned(w, t) || !this.member(w, s) || state.assigned[w].includes(s)) continue;
      const fill = (model.priority[t] - model.priority[s]) * (model.size[v] - model.size[w]);
      if (fill < -1e-9) continue;
      const preference = preferencePoints(model, v, t) + preferencePoints(model, w, s) - preferencePoints(model, v, s) - preferencePoints(model, w, t);
      if (preference <= 0 && fill <= 1e-9) continue;
      state.remove(v, s);
      state.remove(w, t);
      if (state.canAdd(v, t)) {
        state.add(v, t);
        if (state.canAdd(w, s)) {
          state.add(w, s);
          this.touched(v);
          this.touched(w);
          return true;
        }
        state.remove(v, t);
      }
      state.add(v, s);
      state.add(w, t);
    }
    return false;
  }

  /** A shift passes to a candidate holding fewer hours when the preference points stay. */
  balance(): void {
    const { model, pairs, state } = this;
    for (let s = 0; s < model.slots.length; s += 1) {
      if (this.timeUp()) return;
      for (const v of [...state.members[s]]) {
        if (state.isPinned(v, s)) continue;
        const points = preferencePoints(model, v, s);
        const hours = model.minutes[s] / 60;
        let best = -1;
        let bestHours = state.hours[v] - hours - 1e-9;
        for (let k = pairs.slotStart[s]; k < pairs.slotStart[s + 1]; k += 1) {
          const w = pairs.candOf[k];
          if (w === v || model.size[w] !== model.size[v] || state.hours[w] >= bestHours) continue;
          if (preferencePoints(model, w, s) !== points || state.assigned[w].includes(s)) continue;
          best = w;
          bestHours = state.hours[w];
        }
        if (best < 0) continue;
        state.remove(v, s);
        if (state.canAdd(best, s)) {
          state.add(best, s);
          this.touched(v);
          this.touched(best);
        } else {
          state.add(v, s);
        }
      }
    }
  }
}

type CompatibilityTest = ((v: number, s: number) => boolean) | null;

/** Whether a pair is statically compatible: a bitset over V × S when it fits in ~32 MB, else none. */
function compatibilityTest(model: Model, pairs: Pairs): CompatibilityTest {
  const S = model.slots.length;
  const bits = model.candidates.length * S;
  if (bits > 256_000_000) return null;
  const set = new Uint32Array(Math.ceil(bits / 32) + 1);
  for (let v = 0; v < model.candidates.length; v += 1) {
    for (let k = pairs.candStart[v]; k < pairs.candStart[v + 1]; k += 1) {
      const key = v * S + pairs.slotOf[k];
      set[key >>> 5] |= 1 << (key & 31);
    }
  }
  return (v, s) => {
    const key = v * S + s;
    return (set[key >>> 5] & (1 << (key & 31))) !== 0;
  };
}

/** A small seeded generator (xorshift32): the same instance gives the same proposal. */
function xorshift(seed: number): () => number {
  let x = seed >>> 0 || 1;
  return () => {
    x ^= x << 13;
    x >>>= 0;
    x ^= x >>> 17;
    x ^= x << 5;
    x >>>= 0;
    return x / 4294967296;
  };
}

function shuffle<T>(list: T[], random: () => number): void {
  for (let i = list.length - 1; i > 0; i -= 1) {
    const j = Math.floor(random() * (i + 1));
    [list[i], list[j]] = [list[j], list[i]];
  }
}
