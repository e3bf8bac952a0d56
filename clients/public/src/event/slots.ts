import { MIN_FREE_GAP_MINUTES } from '@benevo/schema';
import { moment } from '@benevo/ui';
import type { PublicEventQuery, PublicSlotFragment } from '../gql/graphql';

export type PublicEventData = PublicEventQuery['publicEvent'];
export type PublicPositionData = PublicEventData['positions'][number];
export type PublicSlotData = PublicSlotFragment;
export type EventDayData = PublicEventData['days'][number];

/** What a visitor picked: a place in a slot, or a place in a full slot's waiting list. */
export type PickKind = 'take' | 'wait';
export type Picks = Record<string, PickKind>;

/** A slot the visitor proposes in a free gap of a position (allowPublicTimeSlotCreation). */
export interface ProposedSlot {
  key: string;
  positionId: string;
  startTime: string;
  endTime: string;
}

export function isFull(slot: PublicSlotData): boolean {
  return slot.freePlaces <= 0;
}

/** The configuration's string enums arrive in either case (spec 3 writes them lower-case). */
function is(value: string, expected: string): boolean {
  return value.toLowerCase() === expected;
}

export function showsFullSlotsByDefault(configuration: PublicEventData['configuration']): boolean {
  return is(configuration.fullSlotsDefaultDisplay, 'show');
}

export function showsVolunteerNames(configuration: PublicEventData['configuration']): boolean {
  return !is(configuration.volunteerNameDisplay, 'nothing');
}

export interface SectorGroup {
  sectorId: string | null;
  sectorName: string | null;
  positions: PublicPositionData[];
}

/**
 * Positions grouped by sector in the order the server gives them (it applies positionOrdering): a
 * sector appears where its first position does; positions without a sector form their own group.
 */
export function groupBySector(positions: readonly PublicPositionData[]): SectorGroup[] {
  const groups: SectorGroup[] = [];
  const byKey = new Map<string, SectorGroup>();
  for (const position of positions) {
    const key = position.sectorId ?? '';
    let group = byKey.get(key);
    if (!group) {
      group = { sectorId: position.sectorId, sectorName: position.sectorId ? position.sectorName : null, positions: [] };
      byKey.set(key, group);
      groups.push(group);
    }
    group.positions.push(position);
  }
  return groups;
}

/**
 * The slots of a position as the grid shows them: past ones only when the event shows past slots (the
 * server already leaves them out otherwise), full ones only when they are displayed; a slot the
 * visitor picked stays visible whatever the toggle.
 */
export function gridSlots(
  slots: readonly PublicSlotData[],
  options: { showPast: boolean; showFull: boolean; picks?: Picks },
): PublicSlotData[] {
  return slots.filter((slot) => {
    if (options.picks?.[slot.id]) return true;
    if (slot.isPast && !options.showPast) return false;
    if (isFull(slot) && !options.showFull) return false;
    return true;
  });
}

/** The key of the event day a moment belongs to: the day range holding it (+10:00 nights included), else its date. */
export function dayKeyOf(days: readonly EventDayData[], time: string, timeZone: string): string {
  const at = Date.parse(time);
  const day = days.find((d) => Date.parse(d.startsAt) <= at && at < Date.parse(d.endsAt));
  if (day) return day.id;
  const date = moment.tz(time, timeZone).format('YYYY-MM-DD');
  const sameDate = days.find((d) => moment.tz(d.startsAt, timeZone).format('YYYY-MM-DD') === date);
  return sameDate ? sameDate.id : `date:${date}`;
}

export interface TakeableSlot {
  slot: PublicSlotData;
  position: PublicPositionData;
  dayKey: string;
}

/**
 * The "slots I can take" list: slots still to come with free places, optionally of one day and one
 * position, in time order (position order breaks ties).
 */
export function takeableSlots(
  event: PublicEventData,
  filters: { dayKey?: string | null; positionId?: string | null } = {},
): TakeableSlot[] {
  const result: TakeableSlot[] = [];
  event.positions.forEach((position) => {
    if (filters.positionId && position.id !== filters.positionId) return;
    for (const slot of position.timeSlots) {
      if (slot.isPast || isFull(slot)) continue;
      const dayKey = dayKeyOf(event.days, slot.startTime, event.timeZone);
      if (filters.dayKey && dayKey !== filters.dayKey) continue;
      result.push({ slot, position, dayKey });
    }
  });
  const positionIndex = new Map(event.positions.map((p, index) => [p.id, index]));
  return result.sort(
    (a, b) =>
      Date.parse(a.slot.startTime) - Date.parse(b.slot.startTime) ||
      (positionIndex.get(a.position.id) ?? 0) - (positionIndex.get(b.position.id) ?? 0),
  );
}

/** Slots of a position grouped by event day, in time order, for the grid. */
export function slotsByDay(
  days: readonly EventDayData[],
  slots: readonly PublicSlotData[],
  timeZone: string,
): Array<{ dayKey: string; slots: PublicSlotData[] }> {
  const groups: Array<{ dayKey: string; slots: PublicSlotData[] }> = [];
  const sorted = [...slots].sort((a, b) => Date.parse(a.startTime) - Date.parse(b.startTime));
  for (const slot of sorted) {
    const dayKey = dayKeyOf(days, slot.startTime, timeZone);
    const group = groups.find((g) => g.dayKey === dayKey);
    if (group) group.slots.push(slot);
    else groups.push({ dayKey, slots: [slot] });
  }
  return groups;
}

export interface Gap {
  dayKey: string;
  start: string;
  end: string;
}

/**
 * Free gaps of a position (spec 5 "hour-available check"): the parts of each event day no slot of the
 * position covers, still to come, lasting at least MIN_FREE_GAP_MINUTES. A slot proposed by a visitor
 * must fit in one of them.
 */
export function freeGaps(
  days: readonly EventDayData[],
  slots: readonly Pick<PublicSlotData, 'startTime' | 'endTime'>[],
  now: Date = new Date(),
  minMinutes: number = MIN_FREE_GAP_MINUTES,
): Gap[] {
  const minMs = minMinutes * 60_000;
  const busy = slots
    .map((s) => [Date.parse(s.startTime), Date.parse(s.endTime)] as const)
    .sort((a, b) => a[0] - b[0]);
  const gaps: Gap[] = [];
  for (const day of days) {
    let cursor = Math.max(Date.parse(day.startsAt), now.getTime());
    const dayEnd = Date.parse(day.endsAt);
    const push = (end: number) => {
      if (end - cursor >= minMs) gaps.push({ dayKey: day.id, start: new Date(cursor).toISOString(), end: new Date(end).toISOString() });
    };
    for (const [start, end] of busy) {
      if (end <= cursor || start >= dayEnd) continue;
      if (start > cursor) push(Math.min(start, dayEnd));
      cursor = Math.max(cursor, end);
      if (cursor >= dayEnd) break;
    }
    if (cursor < dayEnd) push(dayEnd);
  }
  return gaps;
}

export type ProposalProblem = 'order' | 'tooShort' | 'outsideGap' | null;

/** Why a proposed slot is refused, or null: it lasts at least the minimum and fits in one free gap. */
export function checkProposal(
  gaps: readonly Gap[],
  startTime: string,
  endTime: string,
  minMinutes: number = MIN_FREE_GAP_MINUTES,
): ProposalProblem {
  const start = Date.parse(startTime);
  const end = Date.parse(endTime);
  if (!(end > start)) return 'order';
  if (end - start < minMinutes * 60_000) return 'tooShort';
  const fits = gaps.some((gap) => Date.parse(gap.start) <= start && end <= Date.parse(gap.end));
  return fits ? null : 'outsideGap';
}

/** Black or white text, whichever reads better on an organizer-chosen colour (#rrggbb). */
export function readableOn(hex: string): string {
  const match = /^#?([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(hex.trim());
  if (!match) return '#000';
  const [r, g, b] = match.slice(1).map((part) => {
    const c = parseInt(part, 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  const luminance = 0.2126 * r + 0.7152 * g + 0.0722 * b;
  return luminance > 0.4 ? '#1a1b1e' : '#fff';
}
