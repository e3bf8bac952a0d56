/** What the default event choice reads of an event. */
export interface EventChoice {
  status: string;
  days: ReadonlyArray<{ startsAt: string; endsAt: string }>;
}

/**
 * The event a screen about one event opens on (scan stand, prints): the one running now or coming next
 * (published, not over), else the latest one not archived, else the latest.
 */
export function defaultEvent<E extends EventChoice>(events: readonly E[], now = new Date()): E | undefined {
  const current = now.toISOString();
  const lastEnd = (event: E) => event.days.reduce((last, day) => (day.endsAt > last ? day.endsAt : last), '');
  const firstStart = (event: E) => event.days.reduce((first, day) => (first === '' || day.startsAt < first ? day.startsAt : first), '');
  const coming = events.filter((event) => event.status === 'PUBLISHED' && lastEnd(event) >= current).sort((a, b) => firstStart(a).localeCompare(firstStart(b)));
  return coming[0] ?? events.find((event) => event.status !== 'ARCHIVED') ?? events[0];
}
