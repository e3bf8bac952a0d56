/**
 * Generated festival instances for the auto-assignment bench (issue 18): pure data in the solvers' own
 * shape (SolverInstance), the same for a given seed on every machine (mulberry32, no Math.random, no
 * clock).
 *
 * A festival of 3 or 4 days: sectors of positions, each position on a grid of shifts (bars 10-14, 14-18,
 * 18-22, 22-02; kitchens 08-12 ...; a ticket office with overlapping shifts and a limit of people at one
 * time; set-up on the first day only), priorities (first aid 5, security 3, shuttles and set-up 2, the
 * rest 1), restriction rules by category (first aiders, drivers, crew leaders) and age band (bars and
 * security 18+, set-up 16+), volunteers with availability windows on some days (or none = any time),
 * 1 to 5 ranked preferred positions (popular bars, unloved cleaning), groups of 2 to 4, existing
 * participations (in the event: busy and counted in the slot's taken places; in another event: busy
 * only), and more places than the volunteers can cover (BENCH_OVERLOAD, 1.2 by default) so that the
 * problem is not trivial. Shift times come from a small grid, as in real festivals: volunteers with the
 * same attributes are common, which the aggregated LP bound relies on (auto-assign-bound.ts).
 */
import type { SolverCandidate, SolverInstance, SolverPosition, SolverRule, SolverSlot, TimeRange } from '../src/modules/assignment/solver/types';

export interface FestivalSpec {
  name: string;
  volunteers: number;
  slots: number;
  days: number;
  seed: number;
  /** Wall-clock budget given to each solve (options.timeLimitSeconds). */
  timeLimitSeconds: number;
}

export const FESTIVALS: FestivalSpec[] = [
  { name: 'small', volunteers: 200, slots: 100, days: 3, seed: 1801, timeLimitSeconds: 20 },
  { name: 'medium', volunteers: 2000, slots: 800, days: 4, seed: 1802, timeLimitSeconds: 60 },
  { name: 'large', volunteers: 8000, slots: 3000, days: 4, seed: 1803, timeLimitSeconds: 120 },
];

/** Categories of the generated organization (ids). Everybody is in GENERAL. */
export const CATEGORY = { general: 1, firstAid: 2, driver: 3, crewLeader: 4 } as const;

const HOUR = 3_600_000;
const MINUTE = 60_000;
/** Day 0 of every festival (a Thursday); times are UTC, `day` is the UTC date of the slot's start. */
const FIRST_DAY = Date.UTC(2027, 6, 8);

/** mulberry32: small, fast, and the same sequence everywhere for a seed. */
export function rng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

type Random = () => number;
const int = (random: Random, min: number, max: number) => min + Math.floor(random() * (max - min + 1));
function pick<T>(random: Random, items: readonly T[], weights: readonly number[]): T {
  const total = weights.reduce((a, b) => a + b, 0);
  let r = random() * total;
  for (let i = 0; i < items.length; i += 1) {
    r -= weights[i];
    if (r < 0) return items[i];
  }
  return items[items.length - 1];
}

/** Shift grids: [start hour, end hour] of the day (past 24 = the next morning). */
const GRIDS = {
  bar: [[10, 14], [14, 18], [18, 22], [22, 26]],
  kitchen: [[8, 12], [12, 16], [16, 20]],
  long: [[9, 15], [15, 21]],
  night: [[19, 23], [23, 27]],
  // Overlapping shifts: maxParticipantsAtTime matters only there.
  staggered: [[8, 12], [10, 14], [12, 16], [14, 18], [16, 20], [18, 22]],
} as const;

interface Sector {
  name: string;
  share: number;
  grid: keyof typeof GRIDS;
  /** Base places per slot (scaled afterwards to the demand). */
  places: [number, number];
  priority: number;
  /** How much volunteers ask for it (preference sampling weight). */
  popularity: number;
  rules: SolverRule[];
  /** Only on the first day (set-up). */
  firstDayOnly?: boolean;
  /** Share of its positions with maxParticipantsAtTime. */
  limited?: number;
}

const SECTORS: Sector[] = [
  { name: 'Bar', share: 18, grid: 'bar', places: [4, 10], priority: 1, popularity: 4, rules: [{ categoryId: null, ageBand: '18+' }] },
  { name: 'Stand repas', share: 15, grid: 'kitchen', places: [3, 8], priority: 1, popularity: 2, rules: [] },
  { name: 'Billetterie', share: 10, grid: 'staggered', places: [2, 6], priority: 1, popularity: 2, rules: [], limited: 0.7 },
  { name: 'Parking', share: 10, grid: 'long', places: [2, 6], priority: 1, popularity: 0.5, rules: [] },
  { name: 'Contrôle', share: 9, grid: 'night', places: [2, 6], priority: 3, popularity: 0.8, rules: [{ categoryId: null, ageBand: '18+' }], limited: 0.2 },
  { name: 'Poste de secours', share: 5, grid: 'long', places: [1, 3], priority: 5, popularity: 0.6, rules: [{ categoryId: CATEGORY.firstAid, ageBand: null }] },
  { name: 'Navette', share: 5, grid: 'long', places: [1, 3], priority: 2, popularity: 0.7, rules: [{ categoryId: CATEGORY.driver, ageBand: '18+' }] },
  { name: 'Propreté', share: 10, grid: 'kitchen', places: [2, 6], priority: 1, popularity: 0.3, rules: [] },
  {
    name: 'Loges artistes',
    share: 7,
    grid: 'bar',
    places: [1, 4],
    priority: 1,
    popularity: 3,
    rules: [
      { categoryId: CATEGORY.crewLeader, ageBand: null },
      { categoryId: null, ageBand: '18+' },
    ],
  },
  {
    name: 'Montage',
    share: 11,
    grid: 'long',
    places: [4, 12],
    priority: 2,
    popularity: 0.6,
    rules: [
      { categoryId: null, ageBand: '16-18' },
      { categoryId: null, ageBand: '18+' },
    ],
    firstDayOnly: true,
  },
];

const dayString = (day: number) => new Date(FIRST_DAY + day * 24 * HOUR).toISOString().slice(0, 10);
const at = (day: number, hour: number) => FIRST_DAY + day * 24 * HOUR + hour * HOUR;

/** Availability windows a volunteer may give for a day (hours; past 24 = the next morning). */
const WINDOWS: Array<[number, number]> = [
  [8, 14],
  [8, 20],
  [12, 22],
  [17, 27],
  [8, 27],
];
const WINDOW_WEIGHTS = [2, 4, 4, 3, 2];

export interface FestivalInstance {
  spec: FestivalSpec;
  instance: SolverInstance;
  /** Position id -> sector name (for the report). */
  sectors: Map<number, string>;
}

export function generateFestival(spec: FestivalSpec, overload = Number(process.env.BENCH_OVERLOAD ?? 1.2)): FestivalInstance {
  const random = rng(spec.seed);
  const positions: SolverPosition[] = [];
  const slots: SolverSlot[] = [];
  const sectors = new Map<number, string>();
  const popularity: number[] = [];
  const perSector = new Map<string, number>();

  // Positions, sector by sector in proportion, until the slot count is reached (the last one cut).
  while (slots.length < spec.slots) {
    const sector = pick(random, SECTORS, SECTORS.map((s) => s.share));
    const n = (perSector.get(sector.name) ?? 0) + 1;
    perSector.set(sector.name, n);
    const id = positions.length + 1;
    const grid = GRIDS[sector.grid];
    const days = sector.firstDayOnly ? [0] : Array.from({ length: spec.days }, (_, d) => d).filter(() => random() < 0.9);
    if (days.length === 0) days.push(int(random, 0, spec.days - 1));
    const base = int(random, sector.places[0], sector.places[1]);
    const limited = random() < (sector.limited ?? 0);
    positions.push({
      id,
      name: `${sector.name} ${n}`,
      // Filled below for limited positions, once capacities are scaled.
      maxParticipantsAtTime: limited ? -1 : 0,
      priority: sector.priority + (random() < 0.1 ? 1 : 0),
      rules: sector.rules.map((rule) => ({ ...rule })),
    });
    sectors.set(id, sector.name);
    popularity.push(sector.popularity * (0.5 + random()));
    for (const day of days) {
      for (const [from, to] of grid) {
        if (slots.length >= spec.slots) break;
        slots.push({
          id: slots.length + 1,
          positionId: id,
          day: dayString(day),
          start: at(day, from),
          end: at(day, to),
          capacity: Math.max(1, base + int(random, -1, 1)),
          taken: 0,
        });
      }
    }
  }

  const candidates: SolverCandidate[] = [];
  const cumulative: number[] = [];
  popularity.reduce((sum, p, i) => (cumulative[i] = sum + p), 0);
  const totalPopularity = cumulative[cumulative.length - 1];
  const popularPosition = () => {
    const r = random() * totalPopularity;
    let lo = 0;
    let hi = cumulative.length - 1;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (cumulative[mid] > r) hi = mid;
      else lo = mid + 1;
    }
    return positions[lo].id;
  };

  for (let i = 0; i < spec.volunteers; i += 1) {
    const categoryIds: number[] = [CATEGORY.general];
    if (random() < 0.06) categoryIds.push(CATEGORY.firstAid);
    if (random() < 0.08) categoryIds.push(CATEGORY.driver);
    if (random() < 0.05) categoryIds.push(CATEGORY.crewLeader);
    // 80 % adults, 12 % 16-17, 6 % 14-15, 2 % without a birth date.
    const ageRoll = random();
    const age = ageRoll < 0.8 ? int(random, 18, 70) : ageRoll < 0.92 ? int(random, 16, 17) : int(random, 14, 15);
    const born = new Date(Date.UTC(2027 - age, 6, 8) - int(random, 0, 364) * 24 * HOUR);
    const bornDate = ageRoll > 0.98 ? null : born.toISOString().slice(0, 10);

    let availability: TimeRange[] | null = null;
    if (random() >= 0.2) {
      const dayCount = pick(random, [1, 2, 3, 4], [2, 4, 3, 2]);
      const days = Array.from({ length: spec.days }, (_, d) => d)
        .map((d) => ({ d, r: random() }))
        .sort((a, b) => a.r - b.r)
        .slice(0, Math.min(dayCount, spec.days))
        .map((x) => x.d)
        .sort((a, b) => a - b);
      const window = pick(random, WINDOWS, WINDOW_WEIGHTS);
      availability = days.map((d) => ({ start: at(d, window[0]), end: at(d, window[1]) }));
    }

    const preferences: number[] = [];
    if (random() < 0.75) {
      const count = pick(random, [1, 2, 3, 4, 5], [1, 2, 3.5, 1.5, 2]);
      for (let tries = 0; preferences.length < count && tries < 50; tries += 1) {
        const id = popularPosition();
        if (!preferences.includes(id)) preferences.push(id);
      }
    }

    candidates.push({
      id: 100_000 + i,
      size: random() < 0.05 ? int(random, 2, 4) : 1,
      categoryIds,
      bornDate,
      availability,
      preferences,
      busy: [],
      existingShifts: 0,
      existingMinutes: 0,
    });
  }

  const options = { maxHours: 16, maxShifts: 4, minRestMinutes: 60 };

  // Capacities scaled to `overload` x what the volunteers could cover: per unit, the shifts its
  // availability leaves room for (a 4-5 h shift plus the rest), within maxShifts and maxHours.
  const supply = candidates.reduce((sum, c) => {
    const minutes = c.availability ? c.availability.reduce((m, r) => m + (r.end - r.start) / MINUTE, 0) : spec.days * 14 * 60;
    const shifts = Math.min(options.maxShifts, Math.floor(options.maxHours / 4.5), Math.floor((minutes + options.minRestMinutes) / (4.5 * 60 + options.minRestMinutes)));
    return sum + shifts * c.size;
  }, 0);
  const baseTotal = slots.reduce((sum, s) => sum + s.capacity, 0);
  const factor = (overload * supply) / 0.88 / baseTotal;
  for (const slot of slots) {
    const scaled = slot.capacity * factor;
    slot.capacity = Math.max(1, Math.floor(scaled) + (random() < scaled - Math.floor(scaled) ? 1 : 0));
  }
  const positionById = new Map(positions.map((p) => [p.id, p]));
  for (const position of positions) {
    if (position.maxParticipantsAtTime !== -1) continue;
    const own = slots.filter((s) => s.positionId === position.id);
    const biggest = Math.max(...own.map((s) => s.capacity));
    // Two overlapping shifts could hold twice the biggest; the limit allows 1.3 times.
    position.maxParticipantsAtTime = Math.max(1, Math.round(biggest * 1.3));
  }

  // Existing participations in the event: 10 % of the volunteers hold one shift (inside their
  // availability when they gave one), counted in the slot's taken places and their limits.
  const fits = (slot: SolverSlot, c: SolverCandidate) =>
    !c.availability || c.availability.some((r) => r.start <= slot.start && slot.end <= r.end);
  for (const c of candidates) {
    if (random() >= 0.1) continue;
    for (let tries = 0; tries < 20; tries += 1) {
      const slot = slots[int(random, 0, slots.length - 1)];
      if (!fits(slot, c) || slot.capacity - slot.taken < c.size) continue;
      const position = positionById.get(slot.positionId);
      if (position && position.rules.length > 0) continue;
      slot.taken += c.size;
      c.busy.push({ start: slot.start, end: slot.end });
      c.existingShifts = 1;
      c.existingMinutes = (slot.end - slot.start) / MINUTE;
      break;
    }
  }
  // 3 % are busy in another event of the organization the evening before or on the first evening.
  for (const c of candidates) {
    if (random() >= 0.03) continue;
    const day = random() < 0.5 ? -1 : 0;
    c.busy.push({ start: at(day, 18), end: at(day, 23) });
  }
  // Places held by people who are not candidates (sign-ups of others, waiting-list offers): some on 15 %
  // of the slots, 3 % of the slots full.
  for (const slot of slots) {
    const r = random();
    if (r < 0.03) slot.taken = slot.capacity;
    else if (r < 0.18) slot.taken = Math.min(slot.capacity, slot.taken + int(random, 1, Math.max(1, Math.floor(slot.capacity / 2))));
  }
  for (const position of positions) {
    if (position.maxParticipantsAtTime <= 0) continue;
    const own = slots.filter((s) => s.positionId === position.id);
    // Existing places never exceed the limit (the sign-ups checked it).
    for (const slot of own) {
      const peak = own.filter((o) => o.start <= slot.start && slot.start < o.end).reduce((sum, o) => sum + o.taken, 0);
      if (peak > position.maxParticipantsAtTime) slot.taken = Math.max(0, slot.taken - (peak - position.maxParticipantsAtTime));
    }
  }

  return {
    spec,
    sectors,
    instance: {
      positions,
      slots,
      candidates,
      options: { ...options, pinned: [], forbidden: [], timeLimitSeconds: spec.timeLimitSeconds, method: 'auto' },
    },
  };
}

/** Free places (capacity − taken) of the instance. */
export function openPlaces(instance: SolverInstance): number {
  return instance.slots.reduce((sum, s) => sum + Math.max(0, s.capacity - s.taken), 0);
}
