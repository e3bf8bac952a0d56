import { DEFAULT_TIME_ZONE } from '@benevo/schema';
import { moment } from './moment';

type DateInput = string | number | Date;

/** day.month.year, the spec's display format, in the event's time zone. */
export function formatDate(value: DateInput, timeZone: string = DEFAULT_TIME_ZONE): string {
  return moment.tz(value, timeZone).format('DD.MM.YYYY');
}

/** An event date like 'Mon 01.02.2024' (weekday in the current locale). */
export function formatEventDate(value: DateInput, timeZone: string = DEFAULT_TIME_ZONE): string {
  return moment.tz(value, timeZone).format('ddd DD.MM.YYYY');
}

/** A calendar date without time (GraphQL Date, 'YYYY-MM-DD') as day.month.year, with no zone shift. */
export function formatCalendarDate(value: string): string {
  return moment.utc(value, 'YYYY-MM-DD', true).format('DD.MM.YYYY');
}

/** 'HH:mm' in the event's time zone. */
export function formatTime(value: DateInput, timeZone: string): string {
  return moment.tz(value, timeZone).format('HH:mm');
}

/** 'sam. 14.06.2025, 08:00 – 10:00' (the end's date is left out: slots end by +10:00 of their day). */
export function formatSlot(startTime: string, endTime: string, timeZone: string): string {
  return `${formatEventDate(startTime, timeZone)}, ${formatTime(startTime, timeZone)} – ${formatTime(endTime, timeZone)}`;
}

/** An event's dates: 'sam. 14.06.2025' or 'sam. 14.06.2025 – dim. 15.06.2025', in its time zone. */
export function eventDates(days: ReadonlyArray<{ startsAt: string }>, timeZone: string): string | null {
  if (days.length === 0) return null;
  const sorted = [...days].sort((a, b) => a.startsAt.localeCompare(b.startsAt));
  const first = formatEventDate(sorted[0].startsAt, timeZone);
  const last = formatEventDate(sorted[sorted.length - 1].startsAt, timeZone);
  return first === last ? first : `${first} – ${last}`;
}

/** `YYYY-MM-DD` of an instant in the event's time zone. */
export function localDay(value: DateInput, timeZone: string): string {
  return moment.tz(value, timeZone).format('YYYY-MM-DD');
}
