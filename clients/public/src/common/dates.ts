import { formatEventDate, moment } from '@benevo/ui';

interface DayRange {
  startsAt: string;
  endsAt: string;
}

/** An event's dates: 'sam. 14.06.2025' or 'sam. 14.06.2025 – dim. 15.06.2025', in its time zone. */
export function eventDates(days: readonly DayRange[], timeZone: string): string | null {
  if (days.length === 0) return null;
  const sorted = [...days].sort((a, b) => a.startsAt.localeCompare(b.startsAt));
  const first = formatEventDate(sorted[0].startsAt, timeZone);
  const last = formatEventDate(sorted[sorted.length - 1].startsAt, timeZone);
  return first === last ? first : `${first} – ${last}`;
}

/** 'HH:mm' in the event's time zone. */
export function formatTime(value: string, timeZone: string): string {
  return moment.tz(value, timeZone).format('HH:mm');
}

/** 'sam. 14.06.2025, 08:00 – 10:00' (the end's date is left out: slots end by +10:00 of their day). */
export function formatSlot(startTime: string, endTime: string, timeZone: string): string {
  return `${formatEventDate(startTime, timeZone)}, ${formatTime(startTime, timeZone)} – ${formatTime(endTime, timeZone)}`;
}
