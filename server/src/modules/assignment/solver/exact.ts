import highsLoader, { type Highs } from 'highs';
import type { Model, Pairs } from './model';
import { placesOpen, preferencePoints } from './objective';
import type { State } from './state';
import type { ProgressListener } from './types';

export interface ExactOutcome {
  /** The best assignment HiGHS found (the start when it found nothing better or failed). */
  pairs: Array<[number, number]>;
  /** HiGHS proved the first two objective levels optimal (places filled, then preferences). */
  optimal: boolean;
  /** Upper bound of Σ priority × places filled from HiGHS's dual bound (null when it gave none). */
  bound: number | null;
  /** Why HiGHS gave nothing usable, when it did not. */
  error?: string;
}

let runtime: Promise<Highs> | null = null;

/** The WASM runtime, loaded once per process (or worker). */
export function loadHighs(): Promise<Highs> {
  runtime ??= highsLoader();
  return runtime;
}

/**
 * The exact model of issue 18, a MIP solved by HiGHS:
 * - one binary x[v,s] per compatible pair (rules, availability, busy ranges, forbidden and used-up
 *   limits already filtered out by buildPairs); pinned pairs fixed to 1;
 * - capacity: Σ size·x on a slot ≤ capacity − taken;
 * - maxParticipantsAtTime: per limited position and start instant, Σ size·x of the slots covering it
 *   ≤ max − taken load there;
 * - overlap and rest: a volunteer's shifts stretched by the rest form an interval graph, so one row per
 *   maximal clique (the stretched shifts covering one start) forbids every clash;
 * - maxShifts, maxHours: one row each per volunteer when they can bind;
 * - objective, lexicographic through weights: A·Σ priority·size·x + Σ preference points·x, with A above
 *   the largest possible preference total. Hours balance is left to the heuristic's balance pass, which
 *   keeps both levels (solve() runs it on the result).
 * The heuristic's answer is the MIP start. mip_abs_gap 0.5 < one preference point: "optimal" means both
 * levels are optimal. The bound on places filled comes from the MIP dual bound: A·W ≤ bound since the
 * preference total is ≥ 0.
 */
export async function solveExact(
  model: Model,
  pairs: Pairs,
  pinned: State,
  start: Array<[number, number]>,
  deadline: number,
  onProgress?: ProgressListener,
): Promise<ExactOutcome> {
  const n = pairs.count;
  // Nothing to decide: the empty assignment is optimal.
  if (n === 0) return { pairs: [], optimal: true, bound: 0 };
  const highs = await loadHighs();
  const V = model.candidates.length;
  const pairV = new Int32Array(n);
  for (let v = 0; v < V; v += 1) for (let k = pairs.candStart[v]; k < pairs.candStart[v + 1]; k += 1) pairV[k] = v;
  const pairS = pairs.slotOf;

  // Weights: a quantum of places filled must outweigh every preference point together.
  const integral = model.positions.every((position) => Number.isInteger(position.priority));
  const quantum = integral ? 1 : 0.01;
  const preferenceMax = model.maxRank * Math.max(1, placesOpen(model));
  const A = (preferenceMax + 1) / quantum;
  const colCost = new Float64Array(n);
  for (let j = 0; j < n; j += 1) colCost[j] = A * model.priority[pairS[j]] * model.size[pairV[j]] + preferencePoints(model, pairV[j], pairS[j]);
  const colLower = new Float64Array(n);
  const colUpper = new Float64Array(n).fill(1);
  const S = model.slots.length;
  const pinnedKeys = new Set(pinned.pairs().map(([v, s]) => v * S + s));
  for (let j = 0; j < n; j += 1) if (pinnedKeys.has(pairV[j] * S + pairS[j])) colLower[j] = 1;

  const rows = new RowBuilder();
  // Capacity.
  const bySlot: number[][] = model.slots.map(() => []);
  for (let j = 0; j < n; j += 1) bySlot[pairS[j]].push(j);
  for (let s = 0; s < S; s += 1) {
    const columns = bySlot[s];
    let total = 0;
    for (const j of columns) total += model.size[pairV[j]];
    if (total > model.free[s]) rows.add(columns, (j) => model.size[pairV[j]], model.free[s]);
  }
  // maxParticipantsAtTime: per instant, the columns of the slots covering it.
  const limits = model.limits;
  const atInstant = new Map<number, number[]>();
  for (let s = 0; s < S; s += 1) {
    for (let i = limits.slotFirst[s]; i < limits.slotLast[s]; i += 1) {
      let list = atInstant.get(i);
      if (!list) atInstant.set(i, (list = []));
      for (const j of bySlot[s]) list.push(j);
    }
  }
  for (const [i, columns] of atInstant) {
    const positionIndex = instantPosition(model, i);
    const room = Math.max(0, limits.max[positionIndex] - limits.takenLoad[i]);
    let total = 0;
    for (const j of columns) total += model.size[pairV[j]];
    if (total > room) rows.add(columns, (j) => model.size[pairV[j]], room);
  }
  // Per volunteer: clash cliques, maxShifts, maxHours.
  for (let v = 0; v < V; v += 1) {
    const from = pairs.candStart[v];
    const to = pairs.candStart[v + 1];
    if (to === from) continue;
    const columns = Array.from({ length: to - from }, (_x, k) => from + k).sort((a, b) => model.start[pairS[a]] - model.start[pairS[b]]);
    // Sweep the starts with the stretched shifts still running: at each start they form a clique, kept
    // when maximal (some member ends before the next start, or it is the last start).
    let active: number[] = [];
    for (let a = 0; a < columns.length; ) {
      const t = model.start[pairS[columns[a]]];
      active = active.filter((j) => model.end[pairS[j]] + model.restMs > t);
      while (a < columns.length && model.start[pairS[columns[a]]] === t) {
        active.push(columns[a]);
        a += 1;
      }
      const next = a < columns.length ? model.start[pairS[columns[a]]] : Infinity;
      let minEnd = Infinity;
      for (const j of active) minEnd = Math.min(minEnd, model.end[pairS[j]] + model.restMs);
      if (active.length > 1 && minEnd <= next) rows.add(active, () => 1, 1);
    }
    if (model.shiftBudget[v] < columns.length) rows.add(columns, () => 1, Math.max(0, Math.floor(model.shiftBudget[v])));
    let minutes = 0;
    for (const j of columns) minutes += model.minutes[pairS[j]];
    if (model.minuteBudget[v] < minutes) rows.add(columns, (j) => model.minutes[pairS[j]], Math.max(0, model.minuteBudget[v]));
  }

  const instance = highs.createModel({
    numCols: n,
    numRows: rows.count,
    sense: highs.constants.objectiveSense.maximize,
    colCost,
    colLower,
    colUpper,
    rowLower: new Float64Array(rows.count).fill(-highs.infinity),
    rowUpper: Float64Array.from(rows.upper),
    matrix: { format: 'csr', numRows: rows.count, numCols: n, starts: Int32Array.from(rows.starts), indices: Int32Array.from(rows.indices), values: Float64Array.from(rows.values) },
    integrality: new Int32Array(n).fill(highs.constants.variableType.integer),
  });
  try {
    const seconds = Math.max(0.5, (deadline - Date.now()) / 1000);
    // Presolve removes next to nothing here (buildPairs already filtered the pairs) and took a quarter of
    // the budget on 30k-pair models.
    instance.options.set({ time_limit: seconds, presolve: 'off', mip_rel_gap: 0, mip_abs_gap: 0.5, output_flag: false, log_to_console: false });
    const startValues = new Float64Array(n);
    const index = new Map<number, number>();
    for (let j = 0; j < n; j += 1) index.set(pairV[j] * S + pairS[j], j);
    for (const [v, s] of start) {
      const j = index.get(v * S + s);
      if (j !== undefined) startValues[j] = 1;
    }
    instance.setSolution({ colValue: startValues });
    const began = Date.now();
    let lastBound: number | null = null;
    instance.run({
      [highs.constants.callbackType.mipInterrupt]: (event) => {
        if (typeof event.data.mip_dual_bound === 'number' && Number.isFinite(event.data.mip_dual_bound)) lastBound = event.data.mip_dual_bound;
        onProgress?.(Math.min(0.99, (Date.now() - began) / 1000 / seconds));
        if (Date.now() > deadline) event.interrupt();
        return undefined;
      },
    });
    const status = instance.getModelStatus();
    const optimal = status === highs.constants.modelStatus.optimal;
    const info = Number(instance.info.get('mip_dual_bound'));
    const dualBound = Number.isFinite(info) ? info : lastBound;
    // Before the root LP ends HiGHS's bound can be vacuous: never above the places that could be filled.
    const mipBound = dualBound === null ? Infinity : Math.floor(dualBound / A / quantum + 1e-6) * quantum;
    const bound = Math.min(mipBound, trivialBound(model, pairs));
    const primal = Number(instance.info.get('primal_solution_status'));
    if (primal !== highs.constants.solutionStatus.feasible) return { pairs: start, optimal: false, bound, error: `status ${status}` };
    const values = instance.getSolution().colValue;
    const chosen: Array<[number, number]> = [];
    for (let j = 0; j < n; j += 1) if (values[j] > 0.5) chosen.push([pairV[j], pairS[j]]);
    return { pairs: chosen, optimal, bound };
  } catch (error) {
    // A WASM abort (memory) may leave the runtime unusable: load a fresh one next time.
    runtime = null;
    return { pairs: start, optimal: false, bound: null, error: error instanceof Error ? error.message : String(error) };
  } finally {
    instance.dispose();
  }
}

/** Σ priority × places a slot could take: its free places, at most the sizes of its candidates. */
export function trivialBound(model: Model, pairs: Pairs): number {
  let bound = 0;
  for (let s = 0; s < model.slots.length; s += 1) {
    let sizes = 0;
    for (let k = pairs.slotStart[s]; k < pairs.slotStart[s + 1]; k += 1) sizes += model.size[pairs.candOf[k]];
    bound += model.priority[s] * Math.max(0, Math.min(model.free[s], sizes));
  }
  return bound;
}

/** The position an instant index of model.limits belongs to. */
function instantPosition(model: Model, instant: number): number {
  const { instantOffset, instantCount } = model.limits;
  for (let p = 0; p < instantOffset.length; p += 1) if (instant >= instantOffset[p] && instant < instantOffset[p] + instantCount[p]) return p;
  return -1;
}

/** Rows of the constraint matrix in CSR form, all `≤ upper`. */
class RowBuilder {
  starts: number[] = [0];
  indices: number[] = [];
  values: number[] = [];
  upper: number[] = [];
  count = 0;

  add(columns: number[], coefficient: (column: number) => number, upper: number): void {
    for (const column of columns) {
      this.indices.push(column);
      this.values.push(coefficient(column));
    }
    this.starts.push(this.indices.length);
    this.upper.push(upper);
    this.count += 1;
  }
}
