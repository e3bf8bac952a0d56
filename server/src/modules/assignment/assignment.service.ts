import {
  AUTO_ASSIGN_DEFAULTS,
  AUTO_ASSIGN_LIMITS,
  DEFAULT_TIME_ZONE,
  autoAssignOptionsSchema,
  messageKey,
  translate,
  type AutoAssignOptionsValues,
  type MessageKey,
  type ParticipationStatus,
} from '@benevo/schema';
import { withTransaction, type RequestContext } from '../../context';
import { parseId } from '../../common/ids';
import { AppError } from '../../errors/app-error';
import { validateInput } from '../../errors/validate';
import { enqueueJob } from '../../jobs/outbox';
import { eventsService } from '../events/events.service';
import { organizationService } from '../organizations/organization.service';
import type { Participation } from '../participations/participation.entity';
import { participationsService } from '../participations/participations.service';
import { lockSlots } from '../participations/slot-locks';
import { waitingListService } from '../waiting-list/waiting-list.service';
import type { AutoAssignOptionsInput } from './assignment.inputs';
import { conflictLine, type ConflictLine, type StoredProposal } from './assignment.proposal';
import { buildInstance, defaultStatuses, eventForJob, eventSlotIds, foreignReferences, waitingEntriesOf, type BuiltInstance, type InstanceScope } from './assignment.read-model';
import { solveInstance } from './assignment.solving';
import { runView, type AutoAssignRunView } from './assignment.types';
import { AutoAssignRun } from './auto-assign-run.entity';
import { checkAssignments } from './solver/checker';
import { buildModel } from './solver/model';
import type { ConstraintKind, VolunteerSlotPair } from './solver/types';

/** The outbox job that solves a background run: `{ runId }`. */
export const ASSIGNMENT_SOLVE_JOB = 'assignment.solve';

/**
 * A run is solved inline (the answer is DONE) when its model is small: at most this many candidate ×
 * open-slot pairs and INLINE_MAX_SLOTS slots; larger runs (or background: true) go to the job.
 */
export const INLINE_MAX_PAIRS = 20_000;
export const INLINE_MAX_SLOTS = 300;
/**
 * An inline run this small is solved in the request's thread (HiGHS answers in milliseconds); a bigger
 * inline run is solved in a worker thread too, so the event loop stays free while the request waits.
 */
export const IN_THREAD_MAX_PAIRS = 1_000;
/** An inline solve never takes longer than this, whatever timeLimitSeconds says. */
const INLINE_TIME_LIMIT_SECONDS = 10;
const RUNS_LISTED = 10;
/** The largest id of an integer column. */
const MAX_ID = 2 ** 31 - 1;
/**
 * At most this many runs of one organization queued or running at once (each holds a solver for up to
 * timeLimitSeconds): more answers TOO_MANY_REQUESTS. A run left queued or running longer than
 * ACTIVE_RUN_WINDOW_MINUTES (a crashed worker) no longer counts.
 */
export const MAX_ACTIVE_RUNS = 3;
const ACTIVE_RUN_WINDOW_MINUTES = 30;

export interface ApplyRequest {
  assignments: Array<{ volunteerId: string | number; slotId: string | number }> | null;
  skipConflicts: boolean;
}

export interface ApplyOutcome {
  participations: Participation[];
  conflicts: ConflictLine[];
}

/** The options as given (GraphQL nulls and missing fields take the defaults), validated. */
export async function normalizeOptions(input: Partial<Record<keyof AutoAssignOptionsValues, unknown>>): Promise<AutoAssignOptionsValues> {
  const given = Object.fromEntries(Object.entries(input ?? {}).filter(([key, value]) => value !== null && value !== undefined && key in AUTO_ASSIGN_DEFAULTS));
  // A list field given as something else: the catalogue's message, not yup's English type text.
  const notLists = (['campaignIds', 'categoryIds', 'positionPriorities', 'pinned', 'forbidden'] as const).filter((key) => key in given && !Array.isArray(given[key]));
  if (notLists.length > 0) throw AppError.validation(Object.fromEntries(notLists.map((key) => [key, ['validation.list']])));
  // Pairs and ids arrive as numbers from the REST facade: the schema takes strings.
  const text = (value: unknown) => (typeof value === 'number' ? String(value) : value);
  for (const key of ['campaignIds', 'categoryIds'] as const) if (Array.isArray(given[key])) given[key] = (given[key] as unknown[]).map(text);
  for (const key of ['pinned', 'forbidden'] as const) {
    if (Array.isArray(given[key])) {
      given[key] = (given[key] as Array<Record<string, unknown>>).map((pair) => ({
        volunteerId: text(pair?.volunteerId ?? pair?.volunteer),
        slotId: text(pair?.slotId ?? pair?.slot),
      }));
    }
  }
  if (Array.isArray(given.positionPriorities)) {
    given.positionPriorities = (given.positionPriorities as Array<Record<string, unknown>>).map((p) => ({ ...p, positionId: text(p?.positionId ?? p?.position) }));
  }
  const values = (await validateInput(autoAssignOptionsSchema, given)) as AutoAssignOptionsValues;
  // The schema takes up to 10 digits: an id past the integer columns' range names no row (and would
  // make PostgreSQL refuse the statement: a 500), it is refused as an unknown reference.
  const errors: Record<string, string[]> = {};
  const beyond = (id: string) => Number(id) > MAX_ID;
  for (const key of ['campaignIds', 'categoryIds'] as const) values[key].forEach((id, i) => beyond(id) && (errors[`${key}[${i}]`] = ['validation.unknownReference']));
  values.positionPriorities.forEach((p, i) => beyond(p.positionId) && (errors[`positionPriorities[${i}].positionId`] = ['validation.unknownReference']));
  for (const key of ['pinned', 'forbidden'] as const) {
    values[key].forEach((pair, i) => {
      if (beyond(pair.volunteerId)) errors[`${key}[${i}].volunteerId`] = ['validation.unknownReference'];
      if (beyond(pair.slotId)) errors[`${key}[${i}].slotId`] = ['validation.unknownReference'];
    });
  }
  if (Object.keys(errors).length > 0) throw AppError.validation(errors);
  return { ...values, minRestMinutes: values.minRestMinutes ?? 0 };
}

async function scopeOf(ctx: RequestContext, eventId: string | number): Promise<InstanceScope> {
  const event = await eventsService.require(ctx, eventId);
  return { organizationId: event.organizationId, eventId: event.id, timeZone: event.timeZone || DEFAULT_TIME_ZONE };
}

/** Refuses ids that are not the organization's (campaigns, categories) or the event's (positions). */
async function checkReferences(ctx: RequestContext, scope: InstanceScope, options: AutoAssignOptionsValues): Promise<void> {
  const foreign = await foreignReferences(ctx.manager, scope, {
    campaignIds: options.campaignIds.map(Number),
    categoryIds: options.categoryIds.map(Number),
    positionIds: options.positionPriorities.map((p) => Number(p.positionId)),
  });
  const errors: Record<string, string[]> = {};
  if (foreign.campaignIds.length > 0) errors.campaignIds = ['validation.unknownReference'];
  if (foreign.categoryIds.length > 0) errors.categoryIds = ['validation.unknownReference'];
  if (foreign.positionIds.length > 0) errors.positionPriorities = ['assignment.unknownPosition'];
  if (Object.keys(errors).length > 0) throw AppError.validation(errors);
}

/** Solves a run's instance (built now unless given) into its proposal; `onProgress` is told 0..1 as the solve moves on. */
async function solveRun(
  ctx: RequestContext,
  run: AutoAssignRun,
  scope: InstanceScope,
  options: { inWorker: boolean; timeLimitSeconds: number; built?: BuiltInstance },
  onProgress?: (fraction: number) => void,
): Promise<StoredProposal> {
  const built = options.built ?? (await buildInstance(ctx.manager, scope, run.options));
  built.instance.options.timeLimitSeconds = options.timeLimitSeconds;
  const result = await solveInstance(built.instance, onProgress, {
    inWorker: options.inWorker,
    log: (message, error) => ctx.app.logger.warn({ err: error, runId: run.id }, message),
  });
  return { ...built.labels, result };
}

/** Whether a run of this size is solved inline (the request waits for it). */
function fitsInline(built: BuiltInstance): boolean {
  const openSlots = built.instance.slots.filter((slot) => slot.capacity > slot.taken).length;
  return built.instance.slots.length <= INLINE_MAX_SLOTS && openSlots * built.instance.candidates.length <= INLINE_MAX_PAIRS;
}

/** Pairs of a request, ids parsed (field errors), at most AUTO_ASSIGN_LIMITS.apply. */
function parsePairs(list: Array<{ volunteerId: string | number; slotId: string | number }>): VolunteerSlotPair[] {
  if (list.length > AUTO_ASSIGN_LIMITS.apply) throw AppError.validation({ assignments: [messageKey('assignment.tooManyAssignments', { max: AUTO_ASSIGN_LIMITS.apply })] });
  return list.map((pair, i) => {
    const volunteerId = Number(pair?.volunteerId);
    const slotId = Number(pair?.slotId);
    if (!Number.isSafeInteger(volunteerId) || volunteerId <= 0 || volunteerId > 2 ** 31 - 1) throw AppError.field(`assignments[${i}].volunteerId`, 'validation.unknownReference');
    if (!Number.isSafeInteger(slotId) || slotId <= 0 || slotId > 2 ** 31 - 1) throw AppError.field(`assignments[${i}].slotId`, 'validation.unknownReference');
    return { volunteerId, slotId };
  });
}

/**
 * Splits `pairs` into those that keep every hard constraint together and the others: while the checker
 * finds violations, the pair a violation names is dropped (for a volunteer's limit, their last pairs
 * beyond it; for a slot's capacity, the slot's last pairs beyond it; for a position's limit, the slot's
 * last pair), with the violated constraint. The model is built once and the excess of a limit is dropped
 * at once, so thousands of pairs on one full slot cost a few checks, not one check per pair.
 */
function splitConflicts(instance: Parameters<typeof checkAssignments>[0], pairs: VolunteerSlotPair[]) {
  let kept = [...pairs];
  const dropped: Array<VolunteerSlotPair & { kind: ConstraintKind | 'duplicate' }> = [];
  const seen = new Set<string>();
  kept = kept.filter((pair) => {
    const key = `${pair.volunteerId}|${pair.slotId}`;
    if (!seen.has(key)) return seen.add(key);
    dropped.push({ ...pair, kind: 'duplicate' });
    return false;
  });
  const model = buildModel(instance);
  const sizeOf = (pair: VolunteerSlotPair) => model.size[model.candidateIndex.get(pair.volunteerId) ?? -1] ?? 1;
  const minutesOf = (pair: VolunteerSlotPair) => model.minutes[model.slotIndex.get(pair.slotId) ?? -1] ?? 0;
  for (;;) {
    const violations = checkAssignments(instance, kept, model);
    if (violations.length === 0) break;
    const before = kept.length;
    const drop = new Set<number>();
    const dropAt = (index: number, kind: ConstraintKind) => {
      if (index < 0 || drop.has(index)) return;
      drop.add(index);
      dropped.push({ ...kept[index], kind });
    };
    // The pair's own constraints first (the pair is named), then the limits on what is left.
    for (const violation of violations) {
      if (violation.volunteerId === undefined || violation.slotId === undefined) continue;
      dropAt(
        kept.findIndex((p) => p.volunteerId === violation.volunteerId && p.slotId === violation.slotId),
        violation.kind,
      );
    }
    let positionLimitDone = false;
    for (const violation of violations) {
      if (violation.volunteerId !== undefined && violation.slotId !== undefined) continue;
      if (violation.volunteerId !== undefined && (violation.kind === 'maxShifts' || violation.kind === 'maxHours')) {
        const v = model.candidateIndex.get(violation.volunteerId);
        const mine = kept.flatMap((p, i) => (p.volunteerId === violation.volunteerId && !drop.has(i) ? [i] : []));
        if (v === undefined) continue;
        if (violation.kind === 'maxShifts') {
          while (mine.length > model.shiftBudget[v]) dropAt(mine.pop()!, 'maxShifts');
        } else {
          let minutes = mine.reduce((sum, i) => sum + minutesOf(kept[i]), 0);
          while (mine.length > 0 && minutes > model.minuteBudget[v]) {
            const i = mine.pop()!;
            minutes -= minutesOf(kept[i]);
            dropAt(i, 'maxHours');
          }
        }
      } else if (violation.slotId !== undefined && violation.kind === 'capacity') {
        const s = model.slotIndex.get(violation.slotId);
        const onSlot = kept.flatMap((p, i) => (p.slotId === violation.slotId && !drop.has(i) ? [i] : []));
        if (s === undefined) continue;
        let places = onSlot.reduce((sum, i) => sum + sizeOf(kept[i]), 0);
        while (onSlot.length > 0 && places > model.free[s]) {
          const i = onSlot.pop()!;
          places -= sizeOf(kept[i]);
          dropAt(i, 'capacity');
        }
      } else if (violation.slotId !== undefined && !positionLimitDone) {
        // A position's limit: one pair at a time, the checker is asked again.
        positionLimitDone = true;
        dropAt(
          kept.findLastIndex((p, i) => p.slotId === violation.slotId && !drop.has(i)),
          violation.kind,
        );
      } else if (violation.volunteerId !== undefined) {
        dropAt(
          kept.findLastIndex((p, i) => p.volunteerId === violation.volunteerId && !drop.has(i)),
          violation.kind,
        );
      }
    }
    kept = kept.filter((_, i) => !drop.has(i));
    if (kept.length === before) throw new Error(`auto-assignment: violations the apply cannot attribute: ${JSON.stringify(violations.slice(0, 3))}`);
  }
  return { kept, dropped };
}

/** TOO_MANY_REQUESTS when the organization already has MAX_ACTIVE_RUNS runs queued or running (recent ones). */
async function refuseBeyondActiveRuns(ctx: RequestContext, organizationId: number): Promise<void> {
  const [{ active }] = await ctx.manager.query(
    `SELECT count(*)::int AS active FROM auto_assign_run
      WHERE organization_id = $1 AND status IN ('queued', 'running') AND created_at > now() - make_interval(mins => $2)`,
    [organizationId, ACTIVE_RUN_WINDOW_MINUTES],
  );
  if (Number(active) >= MAX_ACTIVE_RUNS) throw AppError.tooManyRequests(60);
}

async function requireRun(ctx: RequestContext, id: string | number, lock = false): Promise<AutoAssignRun> {
  const organizationId = await organizationService.scope(ctx);
  const run = await ctx.manager.findOne(AutoAssignRun, {
    where: { id: parseId(id, 'assignment.runNotFound'), organizationId },
    ...(lock ? { lock: { mode: 'pessimistic_write' as const } } : {}),
  });
  if (!run) throw AppError.notFound('assignment.runNotFound');
  return run;
}

export const assignmentService = {
  /**
   * Starts a run for the event. Small events are solved at once (the run comes back DONE, or FAILED);
   * larger ones, or `background`, are written QUEUED with their outbox job `assignment.solve`, which
   * solves in a worker thread and moves the progress.
   */
  async start(ctx: RequestContext, eventId: string | number, input: Partial<AutoAssignOptionsInput> | Record<string, unknown>): Promise<AutoAssignRun> {
    const options = await normalizeOptions(input as Record<string, unknown>);
    const scope = await scopeOf(ctx, eventId);
    await checkReferences(ctx, scope, options);
    // Before reading the event (checked again, locked, when the run is written).
    await refuseBeyondActiveRuns(ctx, scope.organizationId);
    const built = options.background ? null : await buildInstance(ctx.manager, scope, options);
    const inline = built !== null && fitsInline(built);
    const run = await withTransaction(ctx, async (tx) => {
      // One start of the organization at a time counts and writes its run, so a burst cannot pass the cap together.
      await tx.manager.query(`SELECT pg_advisory_xact_lock(hashtext('auto_assign_run'), $1)`, [scope.organizationId]);
      await refuseBeyondActiveRuns(tx, scope.organizationId);
      const row = await tx.manager.save(
        tx.manager.create(AutoAssignRun, {
          organizationId: scope.organizationId,
          eventId: scope.eventId,
          status: inline ? 'running' : 'queued',
          progress: 0,
          options,
          proposal: null,
          error: null,
          jobId: null,
          createdById: tx.auth?.user.id ?? null,
        }),
      );
      if (!inline) {
        row.jobId = await enqueueJob(tx.manager, ASSIGNMENT_SOLVE_JOB, { runId: row.id });
        await tx.manager.update(AutoAssignRun, { id: row.id }, { jobId: row.jobId });
        tx.afterCommit(() => tx.app.nudgeJobs());
      }
      return row;
    });
    if (!inline) return run;
    try {
      const pairs = built!.instance.slots.filter((slot) => slot.capacity > slot.taken).length * built!.instance.candidates.length;
      const proposal = await solveRun(ctx, run, scope, {
        inWorker: pairs > IN_THREAD_MAX_PAIRS,
        timeLimitSeconds: Math.min(options.timeLimitSeconds, INLINE_TIME_LIMIT_SECONDS),
        built: built ?? undefined,
      });
      await ctx.manager.update(AutoAssignRun, { id: run.id }, { status: 'done', progress: 100, proposal, finishedAt: new Date() });
    } catch (error) {
      ctx.app.logger.error({ err: error, runId: run.id }, 'auto-assignment failed');
      await ctx.manager.update(AutoAssignRun, { id: run.id }, { status: 'failed', error: 'assignment.failed', finishedAt: new Date() });
    }
    return (await ctx.manager.findOneBy(AutoAssignRun, { id: run.id }))!;
  },

  /**
   * The outbox job of a background run (assignment.jobs.ts), with a context that acts for no caller:
   * reads the event as it is now, solves in a worker thread moving the progress, stores the proposal.
   * A run already finished is left alone; the last failed attempt marks it FAILED.
   */
  async solveJob(ctx: RequestContext, runId: number, lastAttempt: boolean): Promise<void> {
    const run = await ctx.manager.findOneBy(AutoAssignRun, { id: runId });
    if (!run || (run.status !== 'queued' && run.status !== 'running')) return;
    try {
      const event = await eventForJob(ctx.manager, run.eventId);
      if (!event || event.organizationId !== run.organizationId) throw new Error(`event ${run.eventId} of run ${run.id} is gone`);
      await ctx.manager.update(AutoAssignRun, { id: run.id }, { status: 'running', progress: 1 });
      let shown = 1;
      let writing: Promise<unknown> = Promise.resolve();
      const proposal = await solveRun(
        ctx,
        run,
        { organizationId: run.organizationId, eventId: run.eventId, timeZone: event.timeZone || DEFAULT_TIME_ZONE },
        { inWorker: true, timeLimitSeconds: run.options.timeLimitSeconds },
        (fraction) => {
          const percent = Math.max(1, Math.min(99, Math.floor(fraction * 100)));
          if (percent < shown + 5) return;
          shown = percent;
          writing = writing.then(() => ctx.manager.update(AutoAssignRun, { id: run.id, status: 'running' }, { progress: percent })).catch(() => undefined);
        },
      );
      await writing;
      await ctx.manager.update(AutoAssignRun, { id: run.id }, { status: 'done', progress: 100, proposal, finishedAt: new Date(), error: null });
    } catch (error) {
      if (lastAttempt) await ctx.manager.update(AutoAssignRun, { id: run.id }, { status: 'failed', error: 'assignment.failed', finishedAt: new Date() });
      throw error;
    }
  },

  /** A run of the caller's organization, or NOT_FOUND. */
  require(ctx: RequestContext, id: string | number): Promise<AutoAssignRun> {
    return requireRun(ctx, id);
  },

  /** The run `runId` of the event `eventId` (REST paths name both), or NOT_FOUND. */
  async requireOfEvent(ctx: RequestContext, eventId: string | number, runId: string | number): Promise<AutoAssignRun> {
    const scope = await scopeOf(ctx, eventId);
    const run = await requireRun(ctx, runId);
    if (run.eventId !== scope.eventId) throw AppError.notFound('assignment.runNotFound');
    return run;
  },

  /** The event's last runs, latest first. */
  async forEvent(ctx: RequestContext, eventId: string | number): Promise<AutoAssignRun[]> {
    const scope = await scopeOf(ctx, eventId);
    return ctx.manager.find(AutoAssignRun, {
      where: { eventId: scope.eventId, organizationId: scope.organizationId },
      order: { createdAt: 'DESC', id: 'DESC' },
      take: RUNS_LISTED,
    });
  },

  async view(ctx: RequestContext, run: AutoAssignRun): Promise<AutoAssignRunView> {
    return runView(run, ctx.language, run.error ? translate(ctx.language, run.error as MessageKey) : null);
  },

  /**
   * Applies a DONE run: its proposal, or the organizer's edited `assignments`, in one transaction. The
   * run is locked (a second apply waits, then finds it APPLIED), the slots' positions and slots are
   * locked in the order sign-ups lock them, the instance is rebuilt from the data as it is now and the
   * pairs checked with the shared checker. Conflicts write nothing unless `skipConflicts`, which writes
   * the rest. Participations take their position's default status and go through the participations
   * service (places claimed again, points, webhooks, mails queued). The run becomes APPLIED.
   */
  async apply(ctx: RequestContext, runId: string | number, request: ApplyRequest): Promise<ApplyOutcome> {
    return withTransaction(ctx, async (tx) => {
      const run = await requireRun(tx, runId, true);
      if (run.status === 'applied') throw AppError.conflict('assignment.alreadyApplied');
      if (run.status !== 'done' || !run.proposal) throw AppError.conflict('assignment.notDone');
      const pairs = parsePairs(request.assignments ?? run.proposal.result.assignments);
      if (pairs.length === 0) throw AppError.conflict('assignment.nothingToApply');
      const scope = await scopeOf(tx, run.eventId);
      await lockSlots(tx, await eventSlotIds(tx.manager, scope, [...new Set(pairs.map((pair) => pair.slotId))]));
      // The organizer's final choice: their forbidden pairs and the preferred-only filter no longer apply.
      const options: AutoAssignOptionsValues = {
        ...run.options,
        forbidden: [],
        onlyPreferredPositions: false,
        pinned: pairs.map((pair) => ({ volunteerId: String(pair.volunteerId), slotId: String(pair.slotId) })),
      };
      const built = await buildInstance(tx.manager, scope, options);
      built.instance.options.pinned = [];
      const { kept, dropped } = splitConflicts(built.instance, pairs);
      const labels = { ...built.labels, volunteers: { ...run.proposal.volunteers, ...built.labels.volunteers } };
      // Names of volunteers who are not the organization's are never shown.
      for (const pair of dropped) if (!built.labels.volunteers[pair.volunteerId]) delete labels.volunteers[pair.volunteerId];
      const conflicts = dropped.map((pair) => conflictLine(labels, pair, tx.language));
      if (conflicts.length > 0 && !request.skipConflicts) return { participations: [], conflicts };
      if (kept.length === 0) return { participations: [], conflicts };
      const statuses = await defaultStatuses(tx.manager, scope);
      const sizeOf = new Map(built.instance.candidates.map((candidate) => [candidate.id, candidate.size]));
      const positionOf = new Map(built.instance.slots.map((slot) => [slot.id, slot.positionId]));
      const participations = await participationsService.add(
        tx,
        kept.map((pair) => ({
          volunteerId: pair.volunteerId,
          timeSlotId: pair.slotId,
          nbParticipants: sizeOf.get(pair.volunteerId) ?? 1,
          validationStatus: (statuses.get(positionOf.get(pair.slotId) ?? 0) ?? 6) as ParticipationStatus,
        })),
      );
      // A volunteer placed on a slot whose waiting list they were on leaves it: the place is theirs.
      for (const entryId of await waitingEntriesOf(tx.manager, scope, kept)) await waitingListService.markConfirmed(tx, entryId);
      await tx.manager.update(AutoAssignRun, { id: run.id }, { status: 'applied', appliedAt: new Date(), appliedCount: participations.length });
      return { participations, conflicts };
    });
  },
};
