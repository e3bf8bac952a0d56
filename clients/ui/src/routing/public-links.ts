/** The public sign-up page of an event (spec 1 `/o/:orgSlug/e-cal/:eventUUID`), as a path of the site. */
export function publicEventPath(orgSlug: string, eventUuid: string): string {
  return `/o/${encodeURIComponent(orgSlug)}/e-cal/${encodeURIComponent(eventUuid)}`;
}

/** The same page as an absolute link, for mails and copy buttons (this origin serves the public site). */
export function publicEventUrl(orgSlug: string, eventUuid: string, origin: string = window.location.origin): string {
  return `${origin}${publicEventPath(orgSlug, eventUuid)}`;
}
