import { translate } from '@benevo/schema';
import type { RequestContext } from '../../context';
import { asBody, type FacadeRoute, paged, param, read } from '../../rest/facade';
import type { PointsTransaction } from './points.entity';
import { pointsService } from './points.service';

/**
 * The facade's Points transaction (spec 3): createdAt, pointsDiff, balance after it, trigger (spec 4
 * name), its label in the request's language and triggerData as stored.
 */
export function serializePointsTransaction(ctx: RequestContext, row: PointsTransaction) {
  return {
    id: row.id,
    volunteerId: row.volunteerId,
    createdAt: row.createdAt,
    pointsDiff: row.pointsDiff,
    balance: row.balance,
    trigger: row.trigger,
    label: translate(ctx.language, `points.trigger.${row.trigger}`),
    triggerData: row.triggerData ?? {},
  };
}

/** Spec 7 organizer routes of a volunteer's points (the shop's own routes are the shop module's). */
export const pointsRoutes: FacadeRoute[] = [
  {
    method: 'GET',
    path: 'volunteers/:id/points-transactions/',
    guard: 'organizer',
    // The volunteer's ledger, newest first (another organization's volunteer: 404).
    async handle(ctx, req) {
      const points = await pointsService.forVolunteer(ctx, param(req, 'id'));
      return { body: paged(req, points.transactions.map((row) => serializePointsTransaction(ctx, row))) };
    },
  },
  {
    method: 'POST',
    path: 'volunteers/:id/adjust_points/',
    guard: 'organizer',
    // {points, reason}: a manual adjustment, positive or negative, never below zero.
    async handle(ctx, req) {
      const body = asBody(req.body);
      const row = await pointsService.adjust(ctx, {
        volunteerId: param(req, 'id'),
        points: read.number(body, 'points') ?? 0,
        reason: read.string(body, 'reason') ?? '',
      });
      return { status: 201, body: serializePointsTransaction(ctx, row) };
    },
  },
];
