/**
 * Auto-assignment bench (issue 18 "Done when"): generated festival instances (auto-assign-instances.ts:
 * 200 volunteers / 100 slots, 2,000 / 800, 8,000 / 3,000), solved by the solver the server uses
 * (`solve` of src/modules/assignment/solver, in this thread) with the heuristic and with the exact model
 * where it fits; places filled against the best upper bound known (HiGHS's MIP bound when the exact
 * model ran, the LP relaxation of auto-assign-bound.ts otherwise), preference score, hours spread,
 * seconds, and the shared checker's violations (must be 0). No database: the solver is pure.
 *
 * Run: npm run bench -- auto-assign
 * Tunables: BENCH_INSTANCES (small,medium,large), BENCH_METHODS (per instance, e.g.
 * "small:heuristic+exact,medium:heuristic+exact,large:heuristic"), BENCH_TIME_LIMIT (seconds per solve,
 * overrides the instance's 20/60/120), BENCH_OVERLOAD (1.2: places over what volunteers can cover),
 * BENCH_LP_SECONDS (600: HiGHS time limit of the LP bound), BENCH_FULL_LP_MAX_PAIRS (100000: above it
 * the aggregated LP), BENCH_MIP_SECONDS (time limit of the aggregated MIP bound: 120, 0 = skip, the default on large),
 * BENCH_SKIP_BOUND=1.
 */
import { checkAssignments, solve, type SolveResult, type SolverInstance } from '../src/modules/assignment/solver';
import { environmentLine, table } from './kit';
import { countPairs, lpBound, type LpBound } from './auto-assign-bound';
import { FESTIVALS, generateFestival, openPlaces } from './auto-assign-instances';

type Method = 'heuristic' | 'exact' | 'auto';
const DEFAULT_METHODS: Record<string, Method[]> = {
  small: ['heuristic', 'exact'],
  medium: ['heuristic', 'exact'],
  large: ['heuristic'],
};

function methodsFor(name: string): Method[] {
  const spec = process.env.BENCH_METHODS;
  if (spec) {
    for (const part of spec.split(',')) {
      const [instance, list] = part.split(':');
      if (instance.trim() === name && list) return list.split('+').map((m) => m.trim() as Method);
    }
  }
  return DEFAULT_METHODS[name] ?? ['heuristic'];
}

interface Run {
  method: Method;
  result: SolveResult | null;
  error: string | null;
  seconds: number;
  violations: number;
  filled: number;
  weighted: number;
}

/** Places filled and Σ priority × places, counted here from the assignments (not trusted from stats). */
function measure(instance: SolverInstance, result: SolveResult) {
  const priority = new Map(instance.positions.map((p) => [p.id, p.priority]));
  const slotPosition = new Map(instance.slots.map((s) => [s.id, s.positionId]));
  let filled = 0;
  let weighted = 0;
  for (const a of result.assignments) {
    filled += a.size;
    weighted += a.size * (priority.get(slotPosition.get(a.slotId) ?? -1) ?? 0);
  }
  return { filled, weighted };
}

const fmt = (n: number, digits = 0) => (Number.isFinite(n) ? n.toFixed(digits) : '-');

export async function main(): Promise<void> {
  console.log(environmentLine('no database (pure solver)'));
  const wanted = (process.env.BENCH_INSTANCES ?? 'small,medium,large').split(',').map((s) => s.trim());
  const rows: Array<Array<string | number>> = [];
  const boundRows: Array<Array<string | number>> = [];
  const fullMax = Number(process.env.BENCH_FULL_LP_MAX_PAIRS ?? 100_000);
  const lpSeconds = Number(process.env.BENCH_LP_SECONDS ?? 600);

  for (const spec of FESTIVALS.filter((f) => wanted.includes(f.name))) {
    const t0 = Date.now();
    const { instance } = generateFestival(spec);
    if (process.env.BENCH_TIME_LIMIT) instance.options.timeLimitSeconds = Number(process.env.BENCH_TIME_LIMIT);
    const places = openPlaces(instance);
    const people = instance.candidates.reduce((sum, c) => sum + c.size, 0);
    const pairs = countPairs(instance);
    const weightedOpen = instance.slots.reduce(
      (sum, s) => sum + Math.max(0, s.capacity - s.taken) * (instance.positions.find((p) => p.id === s.positionId)?.priority ?? 0),
      0,
    );
    console.log(
      `\n${spec.name}: ${spec.days} days, ${instance.positions.length} positions, ${instance.slots.length} slots, ${places} open places ` +
        `(Σ priority × places ${weightedOpen}), ${instance.candidates.length} candidate units (${people} volunteers, groups kept), ` +
        `about ${pairs} compatible (volunteer, slot) pairs; generated in ${Date.now() - t0} ms; time limit ${instance.options.timeLimitSeconds} s per solve`,
    );

    const runs: Run[] = [];
    for (const method of methodsFor(spec.name)) {
      const started = Date.now();
      let result: SolveResult | null = null;
      let error: string | null = null;
      try {
        result = await solve({ ...instance, options: { ...instance.options, method } });
      } catch (e) {
        error = e instanceof Error ? e.message : String(e);
      }
      const seconds = (Date.now() - started) / 1000;
      const violations = result ? checkAssignments(instance, result.assignments).length : NaN;
      const { filled, weighted } = result ? measure(instance, result) : { filled: NaN, weighted: NaN };
      runs.push({ method, result, error, seconds, violations, filled, weighted });
      console.log(
        `  ${method}: ${error ? `failed: ${error}` : `${result?.stats.method}, ${filled} places, weighted ${weighted}, bound ${result?.stats.bound ?? '-'}${result?.stats.optimal ? ' (optimal)' : ''}, violations ${violations}`} in ${seconds.toFixed(1)} s`,
      );
    }

    // The best valid upper bound: HiGHS's MIP bound from an exact run, the LP relaxation, the smaller.
    const bounds: Array<{ value: number; kind: string }> = [];
    for (const run of runs) {
      const stats = run.result?.stats;
      if (stats?.method === 'exact' && stats.bound !== null) bounds.push({ value: stats.bound, kind: stats.optimal ? 'optimum (MIP)' : 'MIP bound' });
    }
    if (!process.env.BENCH_SKIP_BOUND) {
      const kinds: LpBound['kind'][] = pairs <= fullMax ? ['full LP', 'aggregated LP'] : ['aggregated LP'];
      // The large one's LP alone takes minutes: its MIP would stop before a useful dual bound.
      const mipSeconds = Number(process.env.BENCH_MIP_SECONDS ?? (spec.name === 'large' ? 0 : 120));
      if (mipSeconds > 0) kinds.push('aggregated MIP');
      for (const kind of kinds) {
        const lp = await lpBound(instance, kind, kind === 'aggregated MIP' ? mipSeconds : lpSeconds);
        boundRows.push([spec.name, kind, lp.units, lp.slots, lp.columns, lp.rows, lp.status, fmt(lp.lp, 1), fmt(lp.seconds, 1)]);
        console.log(`  ${kind}: ${lp.status}, ${fmt(lp.lp, 2)} (${lp.columns} columns, ${lp.rows} rows) in ${lp.seconds.toFixed(1)} s`);
        if (Number.isFinite(lp.value)) bounds.push({ value: lp.value, kind });
      }
    }
    const best = bounds.reduce<{ value: number; kind: string } | null>((b, x) => (b === null || x.value < b.value ? x : b), null);

    for (const run of runs) {
      const stats = run.result?.stats;
      const gap = best && run.result ? ((best.value - run.weighted) / best.value) * 100 : NaN;
      rows.push([
        spec.name,
        instance.candidates.length,
        instance.slots.length,
        places,
        run.result ? `${run.method} -> ${stats?.method}${stats?.optimal ? ' (optimal)' : ''}` : `${run.method} (failed)`,
        fmt(run.filled),
        fmt(run.weighted),
        best ? best.value : '-',
        best ? best.kind : '-',
        fmt(gap, 2),
        stats ? stats.preferenceScore : '-',
        stats ? fmt(stats.hoursSpread, 1) : '-',
        fmt(run.seconds, 1),
        fmt(run.violations),
      ]);
    }
  }

  console.log('\nAuto-assignment on generated festivals (weighted = Σ priority × places, the first objective; gap = (bound − weighted) / bound):\n');
  console.log(
    table(
      ['instance', 'volunteers', 'slots', 'places', 'method', 'places filled', 'weighted', 'upper bound', 'bound from', 'gap %', 'preference score', 'hours spread', 'seconds', 'violations'],
      rows,
      ['l', 'r', 'r', 'r', 'l', 'r', 'r', 'r', 'l', 'r', 'r', 'r', 'r', 'r'],
    ),
  );
  if (boundRows.length > 0) {
    console.log('\nBounds (HiGHS; units = volunteers or profiles, slots = slots or classes; a MIP stopped by its time limit gives its dual bound):\n');
    console.log(table(['instance', 'relaxation', 'units', 'slots', 'columns', 'rows', 'status', 'bound', 'seconds'], boundRows, ['l', 'l', 'r', 'r', 'r', 'r', 'l', 'r', 'r']));
  }
  if (rows.some((r) => r[r.length - 1] !== '0')) process.exitCode = 1;
}
