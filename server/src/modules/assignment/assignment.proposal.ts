import { translate, wallTime, type MessageKey } from '@benevo/schema';
import { formatSlotTime, weekdayOf } from '../participations/registration-mail';
import type { ConstraintKind, SolveResult, TimeRange, UnfilledPlace } from './solver/types';

/**
 * What a run keeps of its solve: the solver's result (ids only) and what explaining it needs later in
 * any language (names, slot times, the assigned volunteers' availability), so reading a run never
 * reads the event again and the texts follow the reader's language.
 */
export interface StoredProposal {
  result: SolveResult;
  timeZone: string;
  /** Candidates the solver was given (units: a group counts once). */
  candidates: number;
  volunteers: Record<string, { name: string; availability: TimeRange[] | null; preferences: number[] }>;
  slots: Record<string, { positionId: number; start: number; end: number }>;
  positions: Record<string, string>;
  categories: Record<string, string>;
}

export interface AssignmentLine {
  volunteerId: number;
  volunteerName: string;
  slotId: number;
  positionId: number;
  positionName: string;
  startTime: Date;
  endTime: Date;
  size: number;
  preferenceRank: number | null;
  pinned: boolean;
  explanation: string;
}

export interface UnfilledLine {
  slotId: number;
  positionId: number;
  positionName: string;
  startTime: Date;
  endTime: Date;
  places: number;
  reason: string;
  message: string;
}

export interface ConflictLine {
  volunteerId: number;
  volunteerName: string;
  slotId: number;
  reason: string;
  message: string;
}

export interface ProposalLines {
  assignments: AssignmentLine[];
  unfilled: UnfilledLine[];
  rejectedPins: ConflictLine[];
  stats: SolveResult['stats'] & { candidates: number };
}

const pad = (n: number) => String(n).padStart(2, '0');
const AGE_BAND_LABELS: Record<string, string> = { under14: '< 14', '14-16': '14-16', '16-18': '16-18', '18+': '18+' };

/** "sam. 10:00–18:00" (the end's weekday too when it is another day), in the event's time zone. */
export function formatRange(range: TimeRange, timeZone: string, language: string): string {
  const from = wallTime(new Date(range.start), timeZone);
  const to = wallTime(new Date(range.end), timeZone);
  const sameDay = from.year === to.year && from.month === to.month && from.day === to.day;
  const end = `${sameDay ? '' : `${weekdayOf(new Date(range.end), language, timeZone)} `}${pad(to.hour)}:${pad(to.minute)}`;
  return `${weekdayOf(new Date(range.start), language, timeZone)} ${pad(from.hour)}:${pad(from.minute)}–${end}`;
}

/** The slot as the messages name it: "sam. 01.07.2030 14:00-18:00". */
export function slotLabel(stored: Pick<StoredProposal, 'slots' | 'timeZone'>, slotId: number, language: string): string {
  const slot = stored.slots[slotId];
  if (!slot) return `#${slotId}`;
  return formatSlotTime(new Date(slot.start), new Date(slot.end), stored.timeZone, language);
}

/** Why the volunteer got this shift: their preference rank and the availability range it lies in. */
function explanation(stored: StoredProposal, line: SolveResult['assignments'][number], language: string): string {
  const volunteer = stored.volunteers[line.volunteerId];
  const slot = stored.slots[line.slotId];
  const parts: string[] = [];
  if (line.pinned) parts.push(translate(language, 'assignment.explain.pinned'));
  if (line.preferenceRank !== null) parts.push(translate(language, 'assignment.explain.rank', { rank: line.preferenceRank }));
  else parts.push(translate(language, volunteer && volunteer.preferences.length > 0 ? 'assignment.explain.noRank' : 'assignment.explain.noPreference'));
  const range = slot && volunteer?.availability?.find((r) => r.start <= slot.start && slot.end <= r.end);
  parts.push(
    range
      ? translate(language, 'assignment.explain.available', { range: formatRange(range, stored.timeZone, language) })
      : translate(language, 'assignment.explain.anyTime'),
  );
  if (line.size > 1) parts.push(translate(language, 'assignment.explain.group', { count: line.size }));
  return parts.join(' · ');
}

const UNFILLED_KEYS: Record<UnfilledPlace['reason'], MessageKey> = {
  noCandidate: 'assignment.unfilled.noCandidate',
  used: 'assignment.unfilled.used',
  capacity: 'assignment.unfilled.capacity',
  positionLimit: 'assignment.unfilled.positionLimit',
  category: 'assignment.unfilled.category',
  ageBand: 'assignment.unfilled.ageBand',
  overlap: 'assignment.unfilled.overlap',
  availability: 'assignment.unfilled.availability',
  maxHours: 'assignment.unfilled.maxHours',
  maxShifts: 'assignment.unfilled.maxShifts',
  rest: 'assignment.unfilled.rest',
  forbidden: 'assignment.unfilled.forbidden',
  notPreferred: 'assignment.unfilled.notPreferred',
  unknown: 'assignment.unfilled.unknown',
};

export const CONFLICT_KEYS: Record<ConstraintKind | 'duplicate', MessageKey> = {
  capacity: 'assignment.conflict.capacity',
  positionLimit: 'assignment.conflict.positionLimit',
  category: 'assignment.conflict.category',
  ageBand: 'assignment.conflict.ageBand',
  overlap: 'assignment.conflict.overlap',
  availability: 'assignment.conflict.availability',
  maxHours: 'assignment.conflict.maxHours',
  maxShifts: 'assignment.conflict.maxShifts',
  rest: 'assignment.conflict.rest',
  forbidden: 'assignment.conflict.forbidden',
  notPreferred: 'assignment.conflict.notPreferred',
  unknown: 'assignment.conflict.unknown',
  duplicate: 'assignment.conflict.duplicate',
};

/** A conflict's line: who, which slot, the constraint's code and its text. */
export function conflictLine(
  stored: Pick<StoredProposal, 'slots' | 'timeZone' | 'volunteers'>,
  conflict: { volunteerId?: number; slotId?: number; kind: ConstraintKind | 'duplicate' },
  language: string,
): ConflictLine {
  const volunteerId = conflict.volunteerId ?? 0;
  const slotId = conflict.slotId ?? 0;
  const volunteerName = stored.volunteers[volunteerId]?.name ?? `#${volunteerId}`;
  return {
    volunteerId,
    volunteerName,
    slotId,
    reason: conflict.kind,
    message: translate(language, CONFLICT_KEYS[conflict.kind] ?? 'assignment.conflict.unknown', {
      name: volunteerName,
      slot: slotLabel(stored, slotId, language),
    }),
  };
}

/** The proposal in the reader's language: assignments by slot start then name, unfilled places by slot start. */
export function proposalLines(stored: StoredProposal, language: string): ProposalLines {
  const slotOf = (id: number) => stored.slots[id] ?? { positionId: 0, start: 0, end: 0 };
  const assignments = stored.result.assignments
    .map((line) => {
      const slot = slotOf(line.slotId);
      return {
        volunteerId: line.volunteerId,
        volunteerName: stored.volunteers[line.volunteerId]?.name ?? `#${line.volunteerId}`,
        slotId: line.slotId,
        positionId: slot.positionId,
        positionName: stored.positions[slot.positionId] ?? '',
        startTime: new Date(slot.start),
        endTime: new Date(slot.end),
        size: line.size,
        preferenceRank: line.preferenceRank,
        pinned: line.pinned,
        explanation: explanation(stored, line, language),
      };
    })
    .sort((a, b) => a.startTime.getTime() - b.startTime.getTime() || a.slotId - b.slotId || a.volunteerName.localeCompare(b.volunteerName));
  const unfilled = stored.result.unfilled
    .map((place) => {
      const slot = slotOf(place.slotId);
      const positionName = stored.positions[slot.positionId] ?? '';
      const categories = (place.categoryIds ?? []).map((id) => stored.categories[id] ?? `#${id}`).join(', ');
      const ageBands = (place.ageBands ?? []).map((band) => AGE_BAND_LABELS[band] ?? band).join(', ');
      return {
        slotId: place.slotId,
        positionId: slot.positionId,
        positionName,
        startTime: new Date(slot.start),
        endTime: new Date(slot.end),
        places: place.places,
        reason: place.reason,
        message: translate(language, UNFILLED_KEYS[place.reason] ?? 'assignment.unfilled.unknown', {
          position: positionName,
          slot: slotLabel(stored, place.slotId, language),
          categories: categories || positionName,
          ageBands,
        }),
      };
    })
    .sort((a, b) => a.startTime.getTime() - b.startTime.getTime() || a.slotId - b.slotId);
  return {
    assignments,
    unfilled,
    rejectedPins: stored.result.rejectedPins.map((violation) => conflictLine(stored, violation, language)),
    stats: { ...stored.result.stats, candidates: stored.candidates },
  };
}
