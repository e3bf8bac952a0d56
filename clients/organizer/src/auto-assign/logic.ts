import { AUTO_ASSIGN_DEFAULTS, type AutoAssignMethod, autoAssignOptionsSchema } from '@benevo/schema';
import { validateWith } from '@benevo/ui';
import type { FormikErrors } from 'formik';

/**
 * Pure logic of the auto-assignment screen: the options form's values and what the API receives, the
 * organizer's edits of a proposal (remove, pin, forbid), and the proposal grouped by slot and by volunteer.
 * The types are structural so the generated GraphQL types fit them.
 */

export interface Pair {
  volunteerId: string;
  slotId: string;
}

/** One proposed assignment, as the API answers it. */
export interface Proposed extends Pair {
  volunteerName: string;
  positionId: string;
  positionName: string;
  startTime: string;
  endTime: string;
  size: number;
  preferenceRank: number | null;
  pinned: boolean;
  explanation: string;
}

/** Places of a slot left empty, with the binding constraint in words. */
export interface Unfilled {
  slotId: string;
  positionId: string;
  positionName: string;
  startTime: string;
  endTime: string;
  places: number;
  reason: string;
  message: string;
}

/** A pinned or forbidden pair, with what the screen needs to name it. */
export interface EditedPair extends Pair {
  volunteerName: string;
  positionName: string;
  startTime: string;
  endTime: string;
}

export interface Edits {
  /** Keys of assignments taken out of this proposal (not sent on apply; the next run may propose them again). */
  removed: string[];
  /** Sent on the next run: kept when they break no hard constraint. */
  pinned: EditedPair[];
  /** Sent on the next run: never proposed; out of this proposal too. */
  forbidden: EditedPair[];
}

export const NO_EDITS: Edits = { removed: [], pinned: [], forbidden: [] };

export const pairKey = (pair: Pair): string => `${pair.volunteerId}:${pair.slotId}`;

const edited = (a: Proposed): EditedPair => ({
  volunteerId: a.volunteerId,
  slotId: a.slotId,
  volunteerName: a.volunteerName,
  positionName: a.positionName,
  startTime: a.startTime,
  endTime: a.endTime,
});

const without = (pairs: EditedPair[], key: string) => pairs.filter((pair) => pairKey(pair) !== key);

export function isPinned(edits: Edits, pair: Pair): boolean {
  const key = pairKey(pair);
  return edits.pinned.some((pinned) => pairKey(pinned) === key);
}

/** Takes an assignment out of the proposal (a pin on it goes too: a removed pin would come back). */
export function removeAssignment(edits: Edits, assignment: Proposed): Edits {
  const key = pairKey(assignment);
  return { ...edits, removed: edits.removed.includes(key) ? edits.removed : [...edits.removed, key], pinned: without(edits.pinned, key) };
}

export function togglePin(edits: Edits, assignment: Proposed): Edits {
  const key = pairKey(assignment);
  if (isPinned(edits, assignment)) return { ...edits, pinned: without(edits.pinned, key) };
  return { ...edits, pinned: [...edits.pinned, edited(assignment)], removed: edits.removed.filter((removed) => removed !== key) };
}

/** Forbids the pair on the next runs and takes it out of this proposal. */
export function forbidAssignment(edits: Edits, assignment: Proposed): Edits {
  const key = pairKey(assignment);
  const forbidden = edits.forbidden.some((pair) => pairKey(pair) === key) ? edits.forbidden : [...edits.forbidden, edited(assignment)];
  return { removed: edits.removed.filter((removed) => removed !== key), pinned: without(edits.pinned, key), forbidden };
}

export function unpin(edits: Edits, key: string): Edits {
  return { ...edits, pinned: without(edits.pinned, key) };
}

export function unforbid(edits: Edits, key: string): Edits {
  return { ...edits, forbidden: without(edits.forbidden, key) };
}

/** A new proposal: its removals start over, pins and forbids stay for the runs to come. */
export function forNewProposal(edits: Edits): Edits {
  return { ...edits, removed: [] };
}

/** The assignments the organizer keeps: what "Apply" sends. */
export function keptAssignments<T extends Proposed>(assignments: readonly T[], edits: Edits): T[] {
  const out = new Set([...edits.removed, ...edits.forbidden.map(pairKey)]);
  return assignments.filter((assignment) => !out.has(pairKey(assignment)));
}

export const toPairs = (pairs: readonly Pair[]): Pair[] => pairs.map(({ volunteerId, slotId }) => ({ volunteerId, slotId }));

export function hoursBetween(startTime: string, endTime: string): number {
  return Math.max(0, Date.parse(endTime) - Date.parse(startTime)) / 3_600_000;
}

/** Hours shown with at most one decimal, in the interface language ("7,5"). */
export function formatHours(hours: number, language: string): string {
  return new Intl.NumberFormat(language, { maximumFractionDigits: 1 }).format(hours);
}

export interface SlotGroup<T extends Proposed = Proposed> {
  slotId: string;
  positionName: string;
  startTime: string;
  endTime: string;
  assignments: T[];
  /** Places the proposal leaves empty, with their reasons. */
  unfilled: Unfilled[];
}

const byTime = (a: { startTime: string; positionName: string }, b: { startTime: string; positionName: string }) =>
  a.startTime.localeCompare(b.startTime) || a.positionName.localeCompare(b.positionName);

/** The proposal by slot, in time order: who is placed there and the places left empty with why. */
export function groupBySlot<T extends Proposed>(assignments: readonly T[], unfilled: readonly Unfilled[]): SlotGroup<T>[] {
  const groups = new Map<string, SlotGroup<T>>();
  const groupOf = (item: Proposed | Unfilled) => {
    let group = groups.get(item.slotId);
    if (!group) {
      group = { slotId: item.slotId, positionName: item.positionName, startTime: item.startTime, endTime: item.endTime, assignments: [], unfilled: [] };
      groups.set(item.slotId, group);
    }
    return group;
  };
  for (const assignment of assignments) groupOf(assignment).assignments.push(assignment);
  for (const place of unfilled) groupOf(place).unfilled.push(place);
  for (const group of groups.values()) group.assignments.sort((a, b) => a.volunteerName.localeCompare(b.volunteerName));
  return [...groups.values()].sort(byTime);
}

export interface VolunteerGroup<T extends Proposed = Proposed> {
  volunteerId: string;
  volunteerName: string;
  /** In time order. */
  shifts: T[];
  hours: number;
}

/** The proposal by volunteer, by name: their shifts in time order and the hours they add up to. */
export function groupByVolunteer<T extends Proposed>(assignments: readonly T[]): VolunteerGroup<T>[] {
  const groups = new Map<string, VolunteerGroup<T>>();
  for (const assignment of assignments) {
    let group = groups.get(assignment.volunteerId);
    if (!group) {
      group = { volunteerId: assignment.volunteerId, volunteerName: assignment.volunteerName, shifts: [], hours: 0 };
      groups.set(assignment.volunteerId, group);
    }
    group.shifts.push(assignment);
    group.hours += hoursBetween(assignment.startTime, assignment.endTime);
  }
  for (const group of groups.values()) group.shifts.sort(byTime);
  return [...groups.values()].sort((a, b) => a.volunteerName.localeCompare(b.volunteerName) || a.volunteerId.localeCompare(b.volunteerId));
}

/** Places the kept assignments fill (groups take their size). */
export const placesOf = (assignments: readonly Pick<Proposed, 'size'>[]): number => assignments.reduce((sum, a) => sum + a.size, 0);

export interface StatsLike {
  optimal: boolean;
  weightedFilled: number;
  bound: number | null;
}

/** How close to the optimum: proven, within a gap (HiGHS's bound), or unknown. */
export function quality(stats: StatsLike): { kind: 'optimal' } | { kind: 'gap'; gap: number } | { kind: 'unknown' } {
  if (stats.optimal) return { kind: 'optimal' };
  if (stats.bound === null || stats.bound <= 0) return { kind: 'unknown' };
  const gap = Math.max(0, ((stats.bound - stats.weightedFilled) / stats.bound) * 100);
  if (gap < 0.05) return { kind: 'optimal' };
  return { kind: 'gap', gap: Math.round(gap * 10) / 10 };
}

// --- The options form -----------------------------------------------------------------------------

/**
 * The form's values. Priorities are keyed `p<positionId>` (Formik reads a numeric path segment as an
 * array index); an empty number means "no limit".
 */
export interface OptionsValues {
  registered: boolean;
  campaignIds: string[];
  categoryIds: string[];
  maxHours: number | string | null;
  maxShifts: number | string | null;
  minRestMinutes: number | string | null;
  keepGroupsTogether: boolean;
  respectExisting: boolean;
  onlyPreferredPositions: boolean;
  priorities: Record<string, number | string | null>;
  method: AutoAssignMethod;
  timeLimitSeconds: number | string | null;
}

export const priorityField = (positionId: string) => `p${positionId}`;

export function initialOptions(positionIds: readonly string[]): OptionsValues {
  const d = AUTO_ASSIGN_DEFAULTS;
  return {
    registered: d.registered,
    campaignIds: [],
    categoryIds: [],
    maxHours: d.maxHours,
    maxShifts: d.maxShifts,
    minRestMinutes: d.minRestMinutes,
    keepGroupsTogether: d.keepGroupsTogether,
    respectExisting: d.respectExisting,
    onlyPreferredPositions: d.onlyPreferredPositions,
    priorities: Object.fromEntries(positionIds.map((id) => [priorityField(id), 1])),
    method: d.method,
    timeLimitSeconds: d.timeLimitSeconds,
  };
}

const num = (value: number | string | null): number | null => {
  if (value === null || value === '') return null;
  const n = typeof value === 'number' ? value : Number(String(value).replace(',', '.'));
  return Number.isFinite(n) ? n : null;
};

/** What the API receives (AutoAssignOptionsInput): priorities other than the default 1, pins and forbids. */
export function toOptionsInput(values: OptionsValues, edits: Edits) {
  const positionPriorities = Object.entries(values.priorities)
    .map(([field, priority]) => ({ positionId: field.slice(1), priority: num(priority) ?? 1 }))
    .filter((entry) => entry.priority !== 1);
  return {
    registered: values.registered,
    campaignIds: values.campaignIds,
    categoryIds: values.categoryIds,
    maxHours: num(values.maxHours),
    maxShifts: num(values.maxShifts),
    minRestMinutes: num(values.minRestMinutes) ?? 0,
    keepGroupsTogether: values.keepGroupsTogether,
    respectExisting: values.respectExisting,
    onlyPreferredPositions: values.onlyPreferredPositions,
    positionPriorities,
    pinned: toPairs(edits.pinned),
    forbidden: toPairs(edits.forbidden),
    method: values.method,
    timeLimitSeconds: num(values.timeLimitSeconds) ?? AUTO_ASSIGN_DEFAULTS.timeLimitSeconds,
  };
}

/**
 * The shared options schema of @benevo/schema on what the API would receive, its errors put back on the
 * form's fields; plus "at least one source of volunteers" (`noSource`: the text to show).
 */
export async function validateOptions(values: OptionsValues, noSource: string): Promise<FormikErrors<OptionsValues>> {
  const input = {
    ...toOptionsInput(values, NO_EDITS),
    // Raw values, so "abc" or 0.5 shifts is reported rather than dropped.
    maxHours: values.maxHours === '' ? null : values.maxHours,
    maxShifts: values.maxShifts === '' ? null : values.maxShifts,
    minRestMinutes: values.minRestMinutes === '' ? null : values.minRestMinutes,
    timeLimitSeconds: values.timeLimitSeconds === '' || values.timeLimitSeconds === null ? undefined : values.timeLimitSeconds,
    positionPriorities: Object.entries(values.priorities).map(([field, priority]) => ({ positionId: field.slice(1), priority: priority === '' ? null : priority })),
  };
  const raw = (await validateWith<Record<string, unknown>>(autoAssignOptionsSchema, input)) as Record<string, unknown>;
  const errors: Record<string, unknown> = {};
  for (const [field, error] of Object.entries(raw)) {
    if (field !== 'positionPriorities') errors[field] = error;
  }
  const priorityErrors = raw.positionPriorities;
  if (Array.isArray(priorityErrors)) {
    const fields = Object.keys(values.priorities);
    const onFields: Record<string, string> = {};
    priorityErrors.forEach((error: unknown, index) => {
      const message = error && typeof error === 'object' ? (error as { priority?: string }).priority : undefined;
      if (message && fields[index]) onFields[fields[index]] = message;
    });
    if (Object.keys(onFields).length > 0) errors.priorities = onFields;
  }
  if (!values.registered && values.campaignIds.length === 0 && values.categoryIds.length === 0) errors.registered = noSource;
  return errors as FormikErrors<OptionsValues>;
}

/** The form's values back from a run's options (a resumed run shows what it was asked with). */
export function optionsFromRun(
  options: Omit<OptionsValues, 'priorities' | 'method'> & { method: string; positionPriorities: ReadonlyArray<{ positionId: string; priority: number }> },
  positionIds: readonly string[],
): OptionsValues {
  const base = initialOptions(positionIds);
  for (const { positionId, priority } of options.positionPriorities) {
    if (positionIds.includes(positionId)) base.priorities[priorityField(positionId)] = priority;
  }
  const method = (['auto', 'exact', 'heuristic'] as const).find((known) => known === options.method) ?? base.method;
  return {
    ...base,
    registered: options.registered,
    campaignIds: [...options.campaignIds],
    categoryIds: [...options.categoryIds],
    maxHours: options.maxHours,
    maxShifts: options.maxShifts,
    minRestMinutes: options.minRestMinutes,
    keepGroupsTogether: options.keepGroupsTogether,
    respectExisting: options.respectExisting,
    onlyPreferredPositions: options.onlyPreferredPositions,
    method,
    timeLimitSeconds: options.timeLimitSeconds,
  };
}

/** Pins shown in the form for a resumed run: its proposal's pinned assignments. */
export function pinsOf(assignments: readonly Proposed[]): EditedPair[] {
  return assignments.filter((assignment) => assignment.pinned).map(edited);
}
