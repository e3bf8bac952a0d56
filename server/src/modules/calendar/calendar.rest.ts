import { param, type FacadeRoute, portalTokenOf } from '../../rest/facade';
import { calendarService } from './calendar.service';


/**
 * Issue 17 calendar routes (organizer API prefix, as the other volunteer routes). The feed's secret
 * in the path is its own credential (guard `public`: the service answers 404 to a wrong or rotated
 * one; logger.ts redacts it); the per-shift .ics and the feed address take the personal token.
 */
export const calendarRoutes: FacadeRoute[] = [
  {
    method: 'GET',
    path: 'calendar/:secret.ics',
    guard: 'public',
    async handle(ctx, req) {
      const text = await calendarService.feedIcs(ctx, param(req, 'secret'));
      return { body: null, file: { fileName: 'benevo.ics', mimeType: 'text/calendar; charset=utf-8', content: Buffer.from(text, 'utf8') } };
    },
  },
  {
    method: 'GET',
    path: 'volunteers/calendar-feed/',
    guard: 'volunteer',
    async handle(ctx, req) {
      return { body: await calendarService.myFeed(ctx, portalTokenOf(req)) };
    },
  },
  {
    method: 'POST',
    path: 'volunteers/calendar-feed/rotate/',
    guard: 'volunteer',
    async handle(ctx, req) {
      return { body: await calendarService.rotateFeed(ctx, portalTokenOf(req)) };
    },
  },
  {
    method: 'GET',
    path: 'volunteers/participations/:id/ics/',
    guard: 'volunteer',
    async handle(ctx, req) {
      return { body: null, file: await calendarService.participationIcs(ctx, portalTokenOf(req), param(req, 'id')) };
    },
  },
];
