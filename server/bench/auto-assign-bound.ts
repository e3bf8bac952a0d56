/**
 * Upper bounds of the first objective (Σ priority × places filled) of an auto-assignment instance, from
 * the LP relaxation solved with HiGHS (issue 18's bench). Independent of the solvers' own model, so it
 * also checks their MIP bound.
 *
 * The relaxation, with y ≥ 0 continuous:
 * - one column per (volunteer, slot) pair the volunteer may take: rules (category / age band on the
 *   slot's day), availability, no overlap or short rest with a busy range, shift not longer than the
 *   minutes left, shifts left, not forbidden, room for the unit's size; cost priority × size;
 * - capacity: Σ size × y ≤ capacity − taken per slot;
 * - maxParticipantsAtTime: per limited position and slot start t, Σ size × y over its slots running at
 *   t ≤ max − places taken at t (aggregated: per group of limited positions with the same rules and
 *   priority, the sum of their limits);
 * - per volunteer, overlap and rest together: shifts extended by minRestMinutes ([start, end + rest))
 *   may not overlap, an interval graph whose maximal cliques sit at starts, so one row Σ y ≤ 1 per
 *   start (stronger than pairwise rows);
 * - per volunteer, Σ minutes × y ≤ maxHours × 60 − existing minutes, Σ y ≤ maxShifts − existing shifts.
 *
 * "full LP" writes it as is. "aggregated LP" groups volunteers with the same attributes (size, the
 * categories that rules name, age band on each day, availability, busy ranges, existing shifts and
 * minutes) into profiles of n volunteers, and slots with the same times, rules and priority into
 * classes, with y = how many of a profile take a slot of a class, the per-volunteer rows multiplied by
 * n, the capacities summed, and limited positions of the same rules and priority sharing the sum of
 * their limits. Any assignment maps onto it (count per profile and class), so it is a relaxation of the
 * problem: its optimum is an upper bound. Without limits and groups it is the same LP as the full one: spreading a
 * profile's y evenly over its n volunteers and a class's over its slots in proportion to their free
 * places gives a feasible point of the full LP with the same objective (the bench shows both on the
 * small instance), with far fewer columns. "aggregated MIP" keeps the counts whole: still a
 * relaxation, a little tighter, and HiGHS's dual bound holds even when the time limit stops it.
 *
 * Pins are left out (a pinned solution is one of the relaxation's), forbidden pairs keep their
 * volunteer and slot apart in profiles and classes of their own.
 */
import { ageBand, ageOn } from '@benevo/schema';
import loadHighs from 'highs';
import type { SolverCandidate, SolverInstance, SolverSlot, TimeRange } from '../src/modules/assignment/solver/types';

export type BoundKind = 'full LP' | 'aggregated LP' | 'aggregated MIP';

export interface LpBound {
  kind: BoundKind;
  /** floor(LP optimum): weightedFilled is an integer. */
  value: number;
  lp: number;
  status: string;
  columns: number;
  rows: number;
  /** Volunteer units and slots as the LP sees them (profiles and classes when aggregated). */
  units: number;
  slots: number;
  seconds: number;
  /** Columns the full LP would have (pairs). */
  pairs: number;
}

const MINUTE = 60_000;

interface Unit {
  /** Candidates it stands for. */
  count: number;
  candidate: SolverCandidate;
}

interface SlotClass {
  slots: SolverSlot[];
  start: number;
  end: number;
  free: number;
  priority: number;
  positionId: number;
  /** Positions with maxParticipantsAtTime whose limits bound this class together (null = no limit). */
  limitGroup: string | null;
}

function rangesKey(ranges: TimeRange[] | null): string {
  if (ranges === null) return '*';
  return [...ranges]
    .sort((a, b) => a.start - b.start || a.end - b.end)
    .map((r) => `${r.start}-${r.end}`)
    .join(',');
}

function prepare(instance: SolverInstance, aggregate: boolean) {
  const positions = new Map(instance.positions.map((p) => [p.id, p]));
  const forbiddenVolunteers = new Set(instance.options.forbidden.map((f) => f.volunteerId));
  const forbiddenSlots = new Set(instance.options.forbidden.map((f) => f.slotId));
  const forbidden = new Set(instance.options.forbidden.map((f) => `${f.volunteerId}:${f.slotId}`));
  const ruleCategories = new Set(instance.positions.flatMap((p) => p.rules.map((r) => r.categoryId)).filter((id): id is number => id !== null));
  const days = [...new Set(instance.slots.map((s) => s.day))].sort();
  const bandCache = new Map<string, string>();
  const band = (bornDate: string, day: string) => {
    const key = `${bornDate}|${day}`;
    let value = bandCache.get(key);
    if (value === undefined) {
      value = ageBand(ageOn(new Date(`${bornDate}T00:00:00Z`), new Date(`${day}T00:00:00Z`)));
      bandCache.set(key, value);
    }
    return value;
  };

  const units = new Map<string, Unit>();
  for (const c of instance.candidates) {
    const key =
      !aggregate || forbiddenVolunteers.has(c.id)
        ? `id:${c.id}`
        : [
            c.size,
            c.categoryIds.filter((id) => ruleCategories.has(id)).sort((a, b) => a - b).join(','),
            c.bornDate === null ? '-' : days.map((d) => band(c.bornDate as string, d)).join(','),
            rangesKey(c.availability),
            rangesKey(c.busy),
            c.existingShifts,
            c.existingMinutes,
          ].join('|');
    const unit = units.get(key);
    if (unit) unit.count += 1;
    else units.set(key, { count: 1, candidate: c });
  }

  const classes = new Map<string, SlotClass>();
  const limitGroups = new Map<string, Set<number>>();
  for (const s of instance.slots) {
    const position = positions.get(s.positionId);
    if (!position) continue;
    const free = Math.max(0, s.capacity - s.taken);
    const limited = position.maxParticipantsAtTime > 0;
    const rulesKey = position.rules.map((r) => `${r.categoryId ?? '*'}/${r.ageBand ?? '*'}`).join(';');
    const key =
      !aggregate || forbiddenSlots.has(s.id)
        ? `id:${s.id}`
        : [s.start, s.end, s.day, rulesKey, position.priority, limited ? 'L' : ''].join('|');
    // Aggregated, the limited positions of the same rules and priority share one limit: the sum of
    // their limits (adding valid rows gives a valid row).
    const limitGroup = !limited ? null : aggregate ? `${rulesKey}|${position.priority}` : `p${position.id}`;
    const cls = classes.get(key);
    if (cls) {
      cls.slots.push(s);
      cls.free += free;
    } else {
      classes.set(key, { slots: [s], start: s.start, end: s.end, free, priority: position.priority, positionId: position.id, limitGroup });
    }
    if (limitGroup) {
      const group = limitGroups.get(limitGroup) ?? new Set<number>();
      group.add(position.id);
      limitGroups.set(limitGroup, group);
    }
  }

  const { maxHours, maxShifts, minRestMinutes } = instance.options;
  const rest = minRestMinutes * MINUTE;
  const eligible = (c: SolverCandidate, cls: SlotClass): boolean => {
    if (cls.free < c.size) return false;
    const minutes = (cls.end - cls.start) / MINUTE;
    if (maxShifts !== null && c.existingShifts >= maxShifts) return false;
    if (maxHours !== null && c.existingMinutes + minutes > maxHours * 60) return false;
    if (c.availability !== null && !c.availability.some((r) => r.start <= cls.start && cls.end <= r.end)) return false;
    if (c.busy.some((b) => cls.start < b.end + rest && b.start < cls.end + rest)) return false;
    const rules = positions.get(cls.positionId)?.rules ?? [];
    if (rules.length > 0) {
      const day = cls.slots[0].day;
      const ok = rules.some(
        (r) =>
          (r.categoryId === null || c.categoryIds.includes(r.categoryId)) &&
          (r.ageBand === null || (c.bornDate !== null && band(c.bornDate, day) === r.ageBand)),
      );
      if (!ok) return false;
    }
    if (forbidden.size > 0 && cls.slots.length === 1 && forbidden.has(`${c.id}:${cls.slots[0].id}`)) return false;
    return true;
  };
  return { units: [...units.values()], classes: [...classes.values()], eligible, positions, rest, limitGroups };
}

/** Columns of the full LP (volunteer, slot pairs), counted through the aggregated form. */
export function countPairs(instance: SolverInstance): number {
  const { units, classes, eligible } = prepare(instance, true);
  let pairs = 0;
  for (const unit of units) for (const cls of classes) if (eligible(unit.candidate, cls)) pairs += unit.count * cls.slots.length;
  return pairs;
}

export async function lpBound(instance: SolverInstance, kind: BoundKind, timeLimitSeconds = 300): Promise<LpBound> {
  const started = Date.now();
  const { units, classes, eligible, positions, rest, limitGroups } = prepare(instance, kind !== 'full LP');
  const { maxHours, maxShifts } = instance.options;

  // Columns.
  const colUnit: number[] = [];
  const colClass: number[] = [];
  const colCost: number[] = [];
  const colUpper: number[] = [];
  const byUnit: number[][] = units.map(() => []);
  const byClass: number[][] = classes.map(() => []);
  let pairs = 0;
  units.forEach((unit, u) => {
    classes.forEach((cls, k) => {
      if (!eligible(unit.candidate, cls)) return;
      const col = colUnit.length;
      colUnit.push(u);
      colClass.push(k);
      colCost.push(cls.priority * unit.candidate.size);
      colUpper.push(unit.count);
      byUnit[u].push(col);
      byClass[k].push(col);
      pairs += unit.count * cls.slots.length;
    });
  });

  // Rows, CSR.
  const starts: number[] = [0];
  const indices: number[] = [];
  const values: number[] = [];
  const rowUpper: number[] = [];
  const addRow = (cols: number[], coefficient: (col: number) => number, upper: number) => {
    if (cols.length === 0) return;
    for (const col of cols) {
      indices.push(col);
      values.push(coefficient(col));
    }
    starts.push(indices.length);
    rowUpper.push(upper);
  };
  const size = (col: number) => units[colUnit[col]].candidate.size;

  classes.forEach((cls, k) => addRow(byClass[k], size, cls.free));

  // maxParticipantsAtTime per limited position, or per group of them when aggregated.
  const limitedClasses = new Map<string, number[]>();
  classes.forEach((cls, k) => {
    if (!cls.limitGroup) return;
    const list = limitedClasses.get(cls.limitGroup) ?? [];
    list.push(k);
    limitedClasses.set(cls.limitGroup, list);
  });
  for (const [group, list] of limitedClasses) {
    const max = [...(limitGroups.get(group) ?? [])].reduce((sum, id) => sum + (positions.get(id)?.maxParticipantsAtTime ?? 0), 0);
    const instants = [...new Set(list.map((k) => classes[k].start))];
    for (const t of instants) {
      const running = list.filter((k) => classes[k].start <= t && t < classes[k].end);
      const taken = running.reduce((sum, k) => sum + classes[k].slots.reduce((s, slot) => s + slot.taken, 0), 0);
      addRow(running.flatMap((k) => byClass[k]), size, Math.max(0, max - taken));
    }
  }

  // Per unit: cliques of shifts extended by the rest, minutes, shifts.
  units.forEach((unit, u) => {
    const cols = byUnit[u];
    if (cols.length === 0) return;
    const c = unit.candidate;
    const sorted = [...cols].sort((a, b) => classes[colClass[a]].start - classes[colClass[b]].start);
    let previous: string | null = null;
    const instants = [...new Set(sorted.map((col) => classes[colClass[col]].start))];
    for (const t of instants) {
      const clique = sorted.filter((col) => classes[colClass[col]].start <= t && t < classes[colClass[col]].end + rest);
      if (clique.length < 2) continue;
      const key = clique.join(',');
      if (key === previous) continue;
      previous = key;
      addRow(clique, () => 1, unit.count);
    }
    if (maxHours !== null) {
      const left = maxHours * 60 - c.existingMinutes;
      const total = cols.reduce((sum, col) => sum + (classes[colClass[col]].end - classes[colClass[col]].start) / MINUTE, 0);
      if (total > left) addRow(cols, (col) => (classes[colClass[col]].end - classes[colClass[col]].start) / MINUTE, unit.count * left);
    }
    if (maxShifts !== null) {
      const left = maxShifts - c.existingShifts;
      if (cols.length > left) addRow(cols, () => 1, unit.count * left);
    }
  });

  const numCols = colUnit.length;
  const numRows = rowUpper.length;
  const highs = await loadHighs();
  const model = highs.createModel({
    numCols,
    numRows,
    sense: highs.constants.objectiveSense.maximize,
    colCost: Float64Array.from(colCost),
    colLower: new Float64Array(numCols),
    colUpper: Float64Array.from(colUpper),
    rowLower: new Float64Array(numRows).fill(-highs.infinity),
    rowUpper: Float64Array.from(rowUpper),
    matrix: { format: 'csr', numRows, numCols, starts: Int32Array.from(starts), indices: Int32Array.from(indices), values: Float64Array.from(values) },
    // Whole counts per profile and class: still a relaxation (any assignment counts into one), tighter.
    ...(kind === 'aggregated MIP' ? { integrality: new Int32Array(numCols).fill(highs.constants.variableType.integer) } : {}),
  });
  try {
    model.options.set({ output_flag: false, time_limit: timeLimitSeconds, ...(process.env.BENCH_LP_SOLVER ? { solver: process.env.BENCH_LP_SOLVER } : {}) });
    const result = model.run();
    const optimal = result.modelStatus === highs.constants.modelStatus.optimal;
    // A MIP stopped by the time limit still proves its dual bound; an LP's value only counts when optimal.
    const dual = kind === 'aggregated MIP' ? Number(model.info.get('mip_dual_bound')) : NaN;
    const lp = kind === 'aggregated MIP' ? dual : optimal ? model.getObjectiveValue() : NaN;
    const status = optimal ? 'optimal' : result.modelStatus === highs.constants.modelStatus.timeLimit ? 'time limit' : `status ${result.modelStatus}`;
    return {
      kind,
      value: Number.isFinite(lp) ? Math.floor(lp + 1e-6) : NaN,
      lp,
      status,
      columns: numCols,
      rows: numRows,
      units: units.length,
      slots: classes.length,
      seconds: (Date.now() - started) / 1000,
      pairs,
    };
  } finally {
    model.dispose();
  }
}
