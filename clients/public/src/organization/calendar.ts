import { moment } from '@benevo/ui';

interface CalendarEvent {
  id: string;
  uuid: string;
  name: string;
  timeZone: string;
  showOnHomeCalendar: boolean;
  days: ReadonlyArray<{ startsAt: string }>;
}

export interface CalendarEntry<E> {
  /** YYYY-MM-DD in the event's time zone. */
  date: string;
  event: E;
}

/** Each day of the events shown on the home calendar (showOnHomeCalendar), by date then name. */
export function calendarEntries<E extends CalendarEvent>(events: readonly E[]): CalendarEntry<E>[] {
  const entries: CalendarEntry<E>[] = [];
  for (const event of events) {
    if (!event.showOnHomeCalendar) continue;
    const dates = new Set(event.days.map((day) => moment.tz(day.startsAt, event.timeZone).format('YYYY-MM-DD')));
    for (const date of dates) entries.push({ date, event });
  }
  return entries.sort((a, b) => a.date.localeCompare(b.date) || a.event.name.localeCompare(b.event.name));
}

/** The month to open on: the first month with an entry from today on, else the last one with an entry, else today's. */
export function initialMonth(entries: readonly CalendarEntry<unknown>[], today: string): string {
  const upcoming = entries.find((entry) => entry.date >= today);
  const chosen = upcoming ?? entries[entries.length - 1];
  return (chosen?.date ?? today).slice(0, 7);
}

/**
 * The weeks of a month (YYYY-MM) as dates, Monday first; days of the neighbouring months fill the first
 * and last weeks.
 */
export function monthWeeks(month: string): string[][] {
  const first = moment.utc(`${month}-01`, 'YYYY-MM-DD', true);
  const start = first.clone().subtract((first.isoWeekday() + 6) % 7, 'days');
  const last = first.clone().endOf('month');
  const weeks: string[][] = [];
  const cursor = start.clone();
  while (cursor.isSameOrBefore(last, 'day')) {
    const week: string[] = [];
    for (let i = 0; i < 7; i += 1) {
      week.push(cursor.format('YYYY-MM-DD'));
      cursor.add(1, 'day');
    }
    weeks.push(week);
  }
  return weeks;
}

export function shiftMonth(month: string, delta: number): string {
  return moment.utc(`${month}-01`, 'YYYY-MM-DD', true).add(delta, 'months').format('YYYY-MM');
}

export function isMonth(value: string | null): value is string {
  return value !== null && /^\d{4}-(0[1-9]|1[0-2])$/.test(value);
}
