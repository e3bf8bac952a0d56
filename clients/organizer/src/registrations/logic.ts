import { formatEventDate, moment } from '@benevo/ui';
import type { ParticipationFilter, ParticipationKind, ParticipationStatus, PickerSlotFragment } from '../gql/graphql';

/** Every status, in the order the filters and menus show them. */
export const STATUSES: ParticipationStatus[] = [
  'AWAITING_ORGANIZER_VALIDATION',
  'AWAITING_VOLUNTEER_VALIDATION',
  'ACCEPTED',
  'REJECTED_BY_ORGANIZER',
  'REJECTED_BY_VOLUNTEER',
  'CANCELLED_BY_ORGANIZER',
  'CANCELLED_BY_VOLUNTEER',
];

/** The statuses an organizer may set directly (the volunteer-side ones are the volunteer's). */
export const ORGANIZER_STATUSES: ParticipationStatus[] = ['ACCEPTED', 'AWAITING_ORGANIZER_VALIDATION', 'AWAITING_VOLUNTEER_VALIDATION'];

export { PARTICIPATION_STATUS_COLOR as STATUS_COLOR } from '@benevo/ui';

const ACTIVE: ParticipationStatus[] = ['AWAITING_ORGANIZER_VALIDATION', 'AWAITING_VOLUNTEER_VALIDATION', 'ACCEPTED'];
const PENDING: ParticipationStatus[] = ['AWAITING_ORGANIZER_VALIDATION', 'AWAITING_VOLUNTEER_VALIDATION'];

/** The rules the server applies (one refused change refuses a whole bulk): menus offer only what passes. */
export const canAccept = (status: ParticipationStatus) => status !== 'ACCEPTED';
export const canReject = (status: ParticipationStatus) => PENDING.includes(status);
export const canCancel = (status: ParticipationStatus) => ACTIVE.includes(status);
export const isActive = (status: ParticipationStatus) => ACTIVE.includes(status);
/** Rows the spec highlights as a warning. */
export const awaitsOrganizer = (status: ParticipationStatus) => status === 'AWAITING_ORGANIZER_VALIDATION';

/** Which bulk actions the selection allows. */
export function bulkActions(statuses: ParticipationStatus[]): { accept: boolean; reject: boolean } {
  return {
    accept: statuses.length > 0 && statuses.some(canAccept),
    reject: statuses.length > 0 && statuses.every(canReject),
  };
}

export interface FilterState {
  kind: ParticipationKind;
  statuses: ParticipationStatus[];
  positionId: string | null;
  day: string | null;
  search: string;
}

export const EMPTY_FILTER: FilterState = { kind: 'ALL', statuses: [], positionId: null, day: null, search: '' };

/** The GraphQL filter of the screen's state (empty parts left out). */
export function filterVariables(state: FilterState): ParticipationFilter {
  const filter: ParticipationFilter = { kind: state.kind };
  if (state.statuses.length > 0) filter.statuses = state.statuses;
  if (state.positionId) filter.positionId = state.positionId;
  if (state.day) filter.day = state.day;
  if (state.search.trim()) filter.search = state.search.trim();
  return filter;
}

export const isFiltered = (state: FilterState) =>
  state.kind !== 'ALL' || state.statuses.length > 0 || state.positionId !== null || state.day !== null || state.search.trim() !== '';

/** The event's local days (YYYY-MM-DD in its time zone), from its days and its slots' starts, in order. */
export function eventDays(starts: string[], timeZone: string): Array<{ value: string; label: string }> {
  const days = new Set(starts.map((start) => moment.tz(start, timeZone).format('YYYY-MM-DD')));
  return [...days].sort().map((value) => ({ value, label: formatEventDate(moment.tz(value, timeZone).toISOString(), timeZone) }));
}

/** "lun. 01.07.2030 10:00–12:00" in the event's time zone. */
export function slotTime(slot: { startTime: string; endTime: string }, timeZone: string): string {
  const start = moment.tz(slot.startTime, timeZone);
  const end = moment.tz(slot.endTime, timeZone);
  const sameDay = start.format('YYYY-MM-DD') === end.format('YYYY-MM-DD');
  return `${start.format('ddd DD.MM.YYYY HH:mm')}–${end.format(sameDay ? 'HH:mm' : 'ddd DD.MM.YYYY HH:mm')}`;
}

export interface SlotOption {
  value: string;
  label: string;
  disabled?: boolean;
}

/** Slots grouped by position for a picker, each with its time and free places; `full` ones can be disabled. */
export function slotOptions(
  positions: Array<{ id: string; name: string; timeSlots: PickerSlotFragment[] }>,
  timeZone: string,
  placesLabel: (slot: PickerSlotFragment) => string,
  options: { disableFull?: boolean; exclude?: string } = {},
): Array<{ group: string; items: SlotOption[] }> {
  return positions
    .map((position) => ({
      group: position.name,
      items: [...position.timeSlots]
        .filter((slot) => slot.id !== options.exclude)
        .sort((a, b) => a.startTime.localeCompare(b.startTime))
        .map((slot) => ({
          value: slot.id,
          label: `${slotTime(slot, timeZone)} · ${placesLabel(slot)}`,
          disabled: options.disableFull ? slot.freePlaces <= 0 : undefined,
        })),
    }))
    .filter((group) => group.items.length > 0);
}

/** The new order of a waiting list after moving one entry up (-1) or down (+1). */
export function moveEntry(ids: string[], id: string, direction: -1 | 1): string[] {
  const index = ids.indexOf(id);
  const target = index + direction;
  if (index < 0 || target < 0 || target >= ids.length) return ids;
  const next = [...ids];
  [next[index], next[target]] = [next[target], next[index]];
  return next;
}

/** Entries grouped by slot, in the order the server gives (slot time, then rank). */
export function groupBySlot<T extends { timeSlot: { id: string } }>(entries: T[]): Array<{ slotId: string; entries: T[] }> {
  const groups: Array<{ slotId: string; entries: T[] }> = [];
  for (const entry of entries) {
    const last = groups[groups.length - 1];
    if (last && last.slotId === entry.timeSlot.id) last.entries.push(entry);
    else groups.push({ slotId: entry.timeSlot.id, entries: [entry] });
  }
  return groups;
}

export const fullName = (person: { firstName: string; lastName: string }) => `${person.firstName} ${person.lastName}`.trim();

/**
 * Rows grouped by event, keeping the server's order inside each group (slot start); the events come in
 * the order of their first row, so the event whose pending slot starts soonest comes first.
 */
export function groupByEvent<T extends { eventId: string; eventName: string }>(rows: T[]): Array<{ eventId: string; eventName: string; rows: T[] }> {
  const groups = new Map<string, { eventId: string; eventName: string; rows: T[] }>();
  for (const row of rows) {
    const group = groups.get(row.eventId);
    if (group) group.rows.push(row);
    else groups.set(row.eventId, { eventId: row.eventId, eventName: row.eventName, rows: [row] });
  }
  return [...groups.values()];
}
