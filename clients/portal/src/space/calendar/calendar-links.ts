/**
 * "Add to calendar" addresses of one shift, built in the browser (nothing secret in them): Google
 * Calendar's and Outlook's event templates, and the server's .ics download. Times travel as UTC
 * instants, so every calendar shows them in its own zone (DST included).
 */
export interface CalendarShift {
  id: string;
  title: string;
  details: string;
  location: string;
  startTime: string;
  endTime: string;
}

/** 2030-03-31T08:00:00.000Z -> 20300331T080000Z (Google's `dates`). */
export function compactUtc(iso: string): string {
  return new Date(iso).toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, '');
}

export function googleCalendarUrl(shift: CalendarShift): string {
  const params = new URLSearchParams({
    action: 'TEMPLATE',
    text: shift.title,
    dates: `${compactUtc(shift.startTime)}/${compactUtc(shift.endTime)}`,
    details: shift.details,
    location: shift.location,
  });
  return `https://calendar.google.com/calendar/render?${params.toString()}`;
}

/** Outlook on the web: outlook.live.com (personal accounts) or outlook.office.com (work accounts). */
export function outlookCalendarUrl(shift: CalendarShift, host: 'outlook.live.com' | 'outlook.office.com' = 'outlook.live.com'): string {
  const params = new URLSearchParams({
    path: '/calendar/action/compose',
    rru: 'addevent',
    subject: shift.title,
    startdt: new Date(shift.startTime).toISOString(),
    enddt: new Date(shift.endTime).toISOString(),
    body: shift.details,
    location: shift.location,
  });
  return `https://${host}/calendar/0/deeplink/compose?${params.toString()}`;
}

/** The server's .ics of one of my participations (the personal token is its credential; the server redacts it from logs). */
export function icsDownloadUrl(token: string, participationId: string): string {
  return `/apis/organizer/v1/volunteers/participations/${encodeURIComponent(participationId)}/ics/?token=${encodeURIComponent(token)}`;
}

/** Google Calendar's "add by URL" for a feed (it takes the webcal:// or https:// address). */
export function googleSubscribeUrl(feedUrl: string): string {
  return `https://calendar.google.com/calendar/r?cid=${encodeURIComponent(feedUrl.replace(/^https?:\/\//, 'webcal://'))}`;
}
