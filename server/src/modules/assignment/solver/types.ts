import type { AgeBand } from '@benevo/schema';

/**
 * The auto-assignment problem as the solvers see it (issue 18): pure data, no database, no ids the
 * solvers could look up elsewhere. The server's read model builds it from an event; the property tests
 * and the bench generate it. Times are epoch milliseconds; a volunteer's time ranges are half-open
 * [start, end).
 */

export interface TimeRange {
  start: number;
  end: number;
}

/** A restriction rule of a position (registration-rules module): null = any category / any age. */
export interface SolverRule {
  categoryId: number | null;
  ageBand: AgeBand | null;
}

export interface SolverPosition {
  id: number;
  name: string;
  /** Places taken at one instant by all the position's slots together; 0 = no limit. */
  maxParticipantsAtTime: number;
  /** Weight of a place of this position in the objective (options.positionPriorities, default 1; 1..10). */
  priority: number;
  /** A volunteer may take the position's slots when there is no rule or they match one rule (spec 5). */
  rules: SolverRule[];
}

/** Every slot of the event (full ones too: they count for maxParticipantsAtTime). */
export interface SolverSlot extends TimeRange {
  id: number;
  positionId: number;
  /** The slot's start date in the event's time zone (YYYY-MM-DD): age bands and reasons use it. */
  day: string;
  /** requiredVolunteerCount */
  capacity: number;
  /** Places already counted (active participations with group sizes, held waiting-list offers). */
  taken: number;
}

/** A unit to place: one volunteer, or a group led by one volunteer (size places, assigned whole). */
export interface SolverCandidate {
  /** The volunteer's id (the group's leader for a group). */
  id: number;
  /** Places the unit takes on a slot (1, or the group size when groups are kept together). */
  size: number;
  categoryIds: number[];
  /** YYYY-MM-DD or null (an age rule then refuses the volunteer). */
  bornDate: string | null;
  /** When the volunteer can work; null = any time. A shift must lie inside the ranges (touching ones join). */
  availability: TimeRange[] | null;
  /** Ranked preferred position ids, best first (rank 1 = preferences[0]). */
  preferences: number[];
  /** Active participations the volunteer already holds (this event and others): no overlap, rest kept. */
  busy: TimeRange[];
  /** Shifts and minutes already held in this event, counted against maxShifts / maxHours. */
  existingShifts: number;
  existingMinutes: number;
}

export interface VolunteerSlotPair {
  volunteerId: number;
  slotId: number;
}

export interface SolverOptions {
  /** Per volunteer, existing shifts of the event included; null = no limit. */
  maxHours: number | null;
  maxShifts: number | null;
  /** Minutes between the end of one shift and the start of the next (0 = back to back allowed). */
  minRestMinutes: number;
  /** Assignments the organizer fixed: kept when they break no hard constraint, reported otherwise. */
  pinned: VolunteerSlotPair[];
  /** Assignments the organizer forbade: never proposed. */
  forbidden: VolunteerSlotPair[];
  /** Wall-clock budget of the whole solve. */
  timeLimitSeconds: number;
  /** 'auto': exact (HiGHS) when the model fits, else the heuristic. */
  method: 'auto' | 'exact' | 'heuristic';
  /**
   * A candidate who ranked positions only gets slots of those positions (one who ranked none may get any);
   * broken: 'notPreferred'. Absent = false.
   */
  onlyPreferredPositions?: boolean;
}

export interface SolverInstance {
  positions: SolverPosition[];
  slots: SolverSlot[];
  candidates: SolverCandidate[];
  options: SolverOptions;
}

export interface ProposedAssignment {
  volunteerId: number;
  slotId: number;
  /** Places it takes (the candidate's size). */
  size: number;
  /** 1-based rank of the slot's position in the volunteer's preferences, null when not ranked. */
  preferenceRank: number | null;
  pinned: boolean;
}

/** Hard constraints, as the checker names a broken one (and the reasons of unfilled places). */
export type ConstraintKind =
  | 'capacity'
  | 'positionLimit'
  | 'category'
  | 'ageBand'
  | 'overlap'
  | 'availability'
  | 'maxHours'
  | 'maxShifts'
  | 'rest'
  | 'forbidden'
  | 'notPreferred'
  | 'unknown';

export interface Violation {
  kind: ConstraintKind;
  volunteerId?: number;
  slotId?: number;
}

/**
 * Why places of a slot stay empty: the constraint that rules out the most candidates ('noCandidate'
 * when there is nobody to place at all, 'used' when every fitting candidate is placed elsewhere or
 * full). `categoryIds` names the categories the position's rules ask for.
 */
export interface UnfilledPlace {
  slotId: number;
  places: number;
  reason: ConstraintKind | 'noCandidate' | 'used';
  categoryIds?: number[];
  ageBands?: AgeBand[];
}

export interface SolveStats {
  method: 'exact' | 'heuristic';
  /** The exact model reached proven optimality. */
  optimal: boolean;
  placesOpen: number;
  placesFilled: number;
  /** Σ priority × places filled (the first objective). */
  weightedFilled: number;
  /** Upper bound of weightedFilled (HiGHS's MIP/LP bound) when known. */
  bound: number | null;
  /** Σ over assignments of (K + 1 − rank) for ranked ones, K = longest preference list. */
  preferenceScore: number;
  /** Spread of hours among assigned volunteers (max − min, hours). */
  hoursSpread: number;
  seconds: number;
}

export interface SolveResult {
  assignments: ProposedAssignment[];
  unfilled: UnfilledPlace[];
  /** Pinned pairs that could not be kept, with the constraint they break. */
  rejectedPins: Violation[];
  stats: SolveStats;
}

/** Called as the solve moves on (0..1). */
export type ProgressListener = (fraction: number) => void;
