/** A GraphQL Date (parsed to a Date at UTC midnight) or a facade string, as `YYYY-MM-DD`. */
export function dateString(value: Date | string): string {
  return value instanceof Date ? (Number.isNaN(value.getTime()) ? '' : value.toISOString().slice(0, 10)) : String(value);
}

const zonedFormats = new Map<string, Intl.DateTimeFormat>();

/** How far a time zone is ahead of UTC at an instant, in milliseconds. */
function zoneOffsetMs(timeZone: string, at: Date): number {
  let format = zonedFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    zonedFormats.set(timeZone, format);
  }
  const parts = Object.fromEntries(format.formatToParts(at).map((part) => [part.type, part.value]));
  const local = Date.UTC(Number(parts.year), Number(parts.month) - 1, Number(parts.day), Number(parts.hour), Number(parts.minute), Number(parts.second));
  return local - (at.getTime() - at.getMilliseconds());
}

/** The calendar day (`YYYY-MM-DD`) an instant falls on in a time zone. */
export function zonedDay(timeZone: string, at: Date): string {
  return new Date(at.getTime() + zoneOffsetMs(timeZone, at)).toISOString().slice(0, 10);
}

/** The instants a calendar day of a time zone starts and ends at (23 or 25 hours on a DST change). */
export function zonedDayBounds(timeZone: string, day: string): { from: Date; to: Date } {
  const startOf = (value: string): Date => {
    const utcMidnight = new Date(`${value}T00:00:00Z`);
    const guess = new Date(utcMidnight.getTime() - zoneOffsetMs(timeZone, utcMidnight));
    return new Date(utcMidnight.getTime() - zoneOffsetMs(timeZone, guess));
  };
  const next = new Date(`${day}T00:00:00Z`);
  next.setUTCDate(next.getUTCDate() + 1);
  return { from: startOf(day), to: startOf(next.toISOString().slice(0, 10)) };
}
