import { DEFAULT_TIME_ZONE } from '@benevo/schema';
import { moment } from './moment';

type DateInput = string | Date;

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
