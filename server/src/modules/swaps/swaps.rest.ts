import { asBody, param, queryString, read, type FacadeRoute, portalTokenOf } from '../../rest/facade';
import { swapsService } from './swaps.service';
import { organizerView, volunteerView } from './swaps.types';


/**
 * Shift swaps (issue 17), twins of the GraphQL operations: the portal's under volunteers/swaps/ (the
 * portal token is the credential), the organizer's approval under swaps/.
 */
export const swapRoutes: FacadeRoute[] = [
  {
    method: 'GET',
    path: 'volunteers/swaps/',
    guard: 'volunteer',
    // {mine, available, swappableParticipationIds}
    async handle(ctx, req) {
      const { volunteer, mine, available, swappableParticipationIds } = await swapsService.forToken(ctx, portalTokenOf(req));
      return {
        body: {
          mine: mine.map((row) => volunteerView(row, volunteer.id)),
          available: available.map((row) => volunteerView(row, volunteer.id)),
          swappableParticipationIds,
        },
      };
    },
  },
  {
    method: 'POST',
    path: 'volunteers/swaps/',
    guard: 'volunteer',
    // {participation (or participationId), targetEmail?}: offers one of my shifts.
    async handle(ctx, req) {
      const body = asBody(req.body);
      const participationId = read.id(body, 'participation') ?? read.id(body, 'participationId') ?? '';
      const row = await swapsService.offer(ctx, portalTokenOf(req), participationId, { targetEmail: read.string(body, 'targetEmail') ?? null });
      return { status: 201, body: volunteerView(row, row.offeredById) };
    },
  },
  {
    method: 'POST',
    path: 'volunteers/swaps/:id/take/',
    guard: 'volunteer',
    async handle(ctx, req) {
      const row = await swapsService.take(ctx, portalTokenOf(req), param(req, 'id'));
      return { body: volunteerView(row, row.takerId ?? 0) };
    },
  },
  {
    method: 'POST',
    path: 'volunteers/swaps/:id/withdraw/',
    guard: 'volunteer',
    async handle(ctx, req) {
      const row = await swapsService.withdraw(ctx, portalTokenOf(req), param(req, 'id'));
      return { body: volunteerView(row, row.offeredById) };
    },
  },
  {
    method: 'GET',
    path: 'swaps/pending/',
    guard: 'organizer',
    // ?event=<id> keeps one event's.
    async handle(ctx, req) {
      return { body: (await swapsService.pending(ctx, queryString(req, 'event') ?? queryString(req, 'eventId') ?? null)).map(organizerView) };
    },
  },
  {
    method: 'POST',
    path: 'swaps/:id/approve/',
    guard: 'organizer',
    async handle(ctx, req) {
      return { body: organizerView(await swapsService.approve(ctx, param(req, 'id'))) };
    },
  },
  {
    method: 'POST',
    path: 'swaps/:id/refuse/',
    guard: 'organizer',
    // {message?}: the reason told to both volunteers.
    async handle(ctx, req) {
      return { body: organizerView(await swapsService.refuse(ctx, param(req, 'id'), read.string(asBody(req.body), 'message') ?? null)) };
    },
  },
];
