import { ACTIVE_PARTICIPATION_STATUSES, wallTime, type ParticipationStatus } from '@benevo/schema';
import type { Event } from '../events/event.entity';
import { configurationOf } from '../events/events.service';

const HOUR_MS = 3_600_000;

/**
 * Issue 17: the last instant a volunteer may cancel a participation on a slot starting at `start`:
 * the event's volunteerCancelDeadlineHours before it (0: until it starts).
 */
export function cancelDeadline(start: Date, event: Event): Date {
  return new Date(start.getTime() - configurationOf(event).volunteerCancelDeadlineHours * HOUR_MS);
}

/** Participation.cancellableUntil: the deadline of an active participation (past or not), null for the others. */
export function cancellableUntil(status: ParticipationStatus, start: Date, event: Event): Date | null {
  return ACTIVE_PARTICIPATION_STATUSES.includes(status) ? cancelDeadline(start, event) : null;
}

const pad = (value: number) => String(value).padStart(2, '0');

/** {date, time} of the deadline message, in the event's time zone: "01.07.2030", "08:00". */
export function deadlineParams(instant: Date, timeZone: string): { date: string; time: string } {
  const w = wallTime(instant, timeZone);
  return { date: `${pad(w.day)}.${pad(w.month)}.${w.year}`, time: `${pad(w.hour)}:${pad(w.minute)}` };
}
