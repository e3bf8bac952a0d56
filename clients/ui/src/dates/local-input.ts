import { moment } from './moment';

const LOCAL_INPUT = 'YYYY-MM-DDTHH:mm';

/** An instant as the value of a datetime-local input, in the event's time zone. */
export function toLocalInput(value: number | string, timeZone: string): string {
  return moment.tz(value, timeZone).format(LOCAL_INPUT);
}

/** A datetime-local input's value, read in the event's time zone, as an ISO instant (null when invalid). */
export function fromLocalInput(value: string, timeZone: string): string | null {
  const parsed = moment.tz(value, LOCAL_INPUT, true, timeZone);
  return parsed.isValid() ? parsed.toISOString() : null;
}
