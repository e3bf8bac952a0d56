import { asBody, param, read, type FacadeRoute } from '../../rest/facade';
import { serializeParticipation } from '../slots/slots.serializer';
import { assignmentService } from './assignment.service';

/**
 * Auto-assignment (issue 18, spec 7 POST /events/{eventId}/auto_assign/), twins of the GraphQL
 * operations. The body of a run is the options (the GraphQL input's camelCase names). A small event
 * answers 200 with the proposal (status 'done'); a large one, or background: true, answers 202 with the
 * run's id and job id (status 'queued'): poll GET .../auto_assign/{runId}/.
 */
export const assignmentRoutes: FacadeRoute[] = [
  {
    method: 'POST',
    path: 'events/:eventId/auto_assign/',
    guard: 'organizer',
    async handle(ctx, req) {
      const run = await assignmentService.start(ctx, param(req, 'eventId'), asBody(req.body));
      const view = await assignmentService.view(ctx, run);
      return { status: run.status === 'queued' || run.status === 'running' ? 202 : 200, body: view };
    },
  },
  {
    method: 'GET',
    path: 'events/:eventId/auto_assign/',
    guard: 'organizer',
    // The event's last 10 runs, latest first.
    async handle(ctx, req) {
      const runs = await assignmentService.forEvent(ctx, param(req, 'eventId'));
      return { body: await Promise.all(runs.map((run) => assignmentService.view(ctx, run))) };
    },
  },
  {
    method: 'GET',
    path: 'events/:eventId/auto_assign/:runId/',
    guard: 'organizer',
    async handle(ctx, req) {
      return { body: await assignmentService.view(ctx, await assignmentService.requireOfEvent(ctx, param(req, 'eventId'), param(req, 'runId'))) };
    },
  },
  {
    method: 'POST',
    path: 'events/:eventId/auto_assign/:runId/apply/',
    guard: 'organizer',
    // {assignments?: [{volunteer, slot}] (or volunteerId/slotId), skipConflicts?}: 409 {conflicts} when some
    // assignments no longer fit and skipConflicts is not set (nothing written).
    async handle(ctx, req) {
      const body = asBody(req.body);
      const run = await assignmentService.requireOfEvent(ctx, param(req, 'eventId'), param(req, 'runId'));
      const list = read.list(body, 'assignments');
      const assignments = list?.map((item) => {
        const pair = asBody(item);
        return { volunteerId: (read.id(pair, 'volunteer') ?? read.id(pair, 'volunteerId') ?? '') as string | number, slotId: (read.id(pair, 'slot') ?? read.id(pair, 'slotId') ?? '') as string | number };
      });
      const skipConflicts = read.boolean(body, 'skipConflicts') ?? false;
      const result = await assignmentService.apply(ctx, run.id, { assignments: assignments ?? null, skipConflicts });
      if (result.conflicts.length > 0 && !skipConflicts) return { status: 409, body: { applied: 0, conflicts: result.conflicts } };
      return {
        body: { applied: result.participations.length, participations: result.participations.map(serializeParticipation), conflicts: result.conflicts },
      };
    },
  },
];
