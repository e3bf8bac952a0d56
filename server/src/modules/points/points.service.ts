import { MAX_POINTS_ADJUSTMENT, messageKey, roundPoints, type PointsTrigger, type MessageKey } from '@benevo/schema';
import { parseId } from '../../common/ids';
import { withTransaction, type RequestContext } from '../../context';
import { AppError } from '../../errors/app-error';
import { organizationService } from '../organizations/organization.service';
import { volunteersService } from '../volunteers/volunteers.service';
import { PointsAccount, PointsTransaction, type PointsTriggerData } from './points.entity';
import { enqueueJob } from '../../jobs/outbox';
import { participationIdsOf, participationWorth } from './points.read-model';

/*
 * Where points follow their causes (spec 4), each in the cause's transaction: participations (status,
 * move, change of volunteer, deletion, the volunteer's cancellation, sign-ups, copies), slots (times,
 * rate, category, deletion) and reward categories (rate, default, deletion) call settle, settleScope or
 * recompute. Deleting a whole event (or a position) keeps the points its participations earned: the
 * shifts were worked or planned, the organizer is tidying the past, and the ledger outlives
 * participations (no foreign key), so a volunteer's balance and history do not change. A slot deleted
 * on its own is a planning change and gives its points back (participation_cancelled).
 */

/** One change of a volunteer's points. */
export interface PointsEntry {
  organizationId: number;
  volunteerId: number;
  pointsDiff: number;
  trigger: PointsTrigger;
  triggerData: PointsTriggerData;
  participationId?: number | null;
  authorUserId?: number | null;
}

/** The triggers a participation's recomputation books under (spec 4). */
export type SettleTrigger = Extract<
  PointsTrigger,
  'participation_accepted' | 'participation_cancelled' | 'participation_changed' | 'time_slot_changed' | 'hourly_rate_changed'
>;

const EPSILON = 0.005;

/** What the ledger's writes need of a context: its transaction's entity manager (a request's or a job's). */
export type PointsTx = Pick<RequestContext, 'manager'>;

/** A rate or time change touching more participations than this is recomputed by a `points.recompute` job. */
export const LARGE_SCOPE = 200;

/** The outbox job that recomputes a large scope after a rate change (points.jobs.ts). */
export const POINTS_RECOMPUTE_JOB = 'points.recompute';

/** Which participations a recomputation covers. */
export interface PointsScope {
  timeSlotIds?: number[];
  rewardCategoryId?: number;
  eventId?: number;
}

/** The advisory-lock namespace of participations' points (pg_advisory_xact_lock(key, participation id)). */
const SETTLE_LOCK = 1302;

interface InsertedRow {
  id: number;
  created_at: Date | string;
  organization_id: number;
  volunteer_id: number;
  points_diff: string;
  balance: string;
  trigger: PointsTrigger;
  trigger_data: PointsTriggerData;
  participation_id: number | null;
  author_user_id: number | null;
}

/**
 * Writes entries to the ledger in the caller's transaction: the accounts they touch are locked in
 * volunteer order (two writers never deadlock), each row keeps the balance after it, and the running
 * balance follows. `mustCover`: an entry that would take its balance below zero is refused
 * (points.insufficient) and nothing is written. Four statements whatever the number of entries (the
 * rows go in as arrays: no parameter limit, no per-row round trip).
 */
async function book(tx: PointsTx, entries: PointsEntry[], options: { mustCover?: boolean; refusal?: MessageKey } = {}): Promise<PointsTransaction[]> {
  const wanted = entries.filter((entry) => Math.abs(entry.pointsDiff) >= EPSILON);
  if (wanted.length === 0) return [];
  const volunteers = [...new Map(wanted.map((entry) => [entry.volunteerId, entry.organizationId])).entries()].sort((a, b) => a[0] - b[0]);
  await tx.manager.query(
    `INSERT INTO points_account (volunteer_id, organization_id)
     SELECT * FROM unnest($1::int[], $2::int[]) ON CONFLICT (volunteer_id) DO NOTHING`,
    [volunteers.map(([id]) => id), volunteers.map(([, organizationId]) => organizationId)],
  );
  const locked: Array<{ volunteer_id: number; balance: string }> = await tx.manager.query(
    `SELECT volunteer_id, balance FROM points_account WHERE volunteer_id = ANY($1::int[]) ORDER BY volunteer_id FOR UPDATE`,
    [volunteers.map(([id]) => id)],
  );
  const balances = new Map(locked.map((row) => [row.volunteer_id, Number(row.balance)]));
  const rows = wanted.map((entry) => {
    const before = balances.get(entry.volunteerId) ?? 0;
    const pointsDiff = roundPoints(entry.pointsDiff);
    const balance = roundPoints(before + pointsDiff);
    if (options.mustCover && pointsDiff < 0 && balance < 0) throw AppError.conflict(options.refusal ?? 'points.insufficient', { balance: before });
    balances.set(entry.volunteerId, balance);
    return { ...entry, pointsDiff, balance };
  });
  const inserted: InsertedRow[] = await tx.manager.query(
    `INSERT INTO points_transaction (organization_id, volunteer_id, points_diff, balance, trigger, trigger_data, participation_id, author_user_id)
     SELECT o, v, d, b, t, j::jsonb, p, a
       FROM unnest($1::int[], $2::int[], $3::numeric[], $4::numeric[], $5::text[], $6::text[], $7::int[], $8::int[])
            WITH ORDINALITY AS x(o, v, d, b, t, j, p, a, n)
      ORDER BY n
     RETURNING id, created_at, organization_id, volunteer_id, points_diff, balance, trigger, trigger_data, participation_id, author_user_id`,
    [
      rows.map((row) => row.organizationId),
      rows.map((row) => row.volunteerId),
      rows.map((row) => row.pointsDiff),
      rows.map((row) => row.balance),
      rows.map((row) => row.trigger),
      rows.map((row) => JSON.stringify(row.triggerData ?? {})),
      rows.map((row) => row.participationId ?? null),
      rows.map((row) => row.authorUserId ?? null),
    ],
  );
  const touched = volunteers.map(([id]) => id);
  await tx.manager.query(
    `UPDATE points_account a SET balance = v.balance FROM unnest($1::int[], $2::numeric[]) AS v(volunteer_id, balance) WHERE a.volunteer_id = v.volunteer_id`,
    [touched, touched.map((id) => balances.get(id) ?? 0)],
  );
  return inserted
    .sort((a, b) => a.id - b.id)
    .map((row) =>
      tx.manager.create(PointsTransaction, {
        id: Number(row.id),
        createdAt: new Date(row.created_at),
        organizationId: row.organization_id,
        volunteerId: row.volunteer_id,
        pointsDiff: Number(row.points_diff),
        balance: Number(row.balance),
        trigger: row.trigger,
        triggerData: typeof row.trigger_data === 'string' ? (JSON.parse(row.trigger_data) as PointsTriggerData) : row.trigger_data,
        participationId: row.participation_id,
        authorUserId: row.author_user_id,
      }),
    );
}

export const pointsService = {
  book,

  /**
   * Brings the ledger of participations in line with what they are worth now, in the caller's
   * transaction: each volunteer who holds points of a participation and should not (cancelled,
   * refused, deleted, given to someone else) gives them back, the one who should gets the
   * difference. Idempotent: a second run finds nothing to book. The trigger names the cause; a
   * participation entering ACCEPTED books participation_accepted, leaving it participation_cancelled.
   */
  async settle(
    tx: PointsTx,
    participationIds: number[],
    trigger: SettleTrigger,
    /**
     * `mustCover`: the volunteer's own cancellation: points of a shift already spent cannot be taken
     * back below zero (the goods or codes are theirs), so the cancellation is refused with `refusal`
     * instead. `createdInThisTransaction` (participationsService.createForSignUp only): the
     * participations were inserted by this very transaction, so no other transaction can see them and
     * nothing is booked on them yet: neither the settlement lock nor the read of their bookings is
     * needed, two statements fewer while the sign-up holds its slot's lock.
     */
    options: { mustCover?: boolean; refusal?: MessageKey; createdInThisTransaction?: boolean } = {},
  ): Promise<PointsTransaction[]> {
    const ids = [...new Set(participationIds)].sort((a, b) => a - b);
    if (ids.length === 0) return [];
    const fresh = options.createdInThisTransaction === true;
    // One settlement of a participation at a time (a request and a recompute job may meet): the
    // second waits here, then reads what the first booked. Taken in id order, before any read.
    if (!fresh) {
      await tx.manager.query(
        `SELECT pg_advisory_xact_lock(${SETTLE_LOCK}, id) FROM (SELECT id FROM unnest($1::int[]) AS id ORDER BY id) AS ids`,
        [ids],
      );
    }
    const [worth, booked] = await Promise.all([
      participationWorth(tx.manager, ids),
      fresh ? Promise.resolve([]) : (tx.manager.query(
        `SELECT participation_id, volunteer_id, organization_id, SUM(points_diff) AS points,
                (array_agg(trigger_data ORDER BY id DESC))[1] AS data
           FROM points_transaction WHERE participation_id = ANY($1::int[])
          GROUP BY participation_id, volunteer_id, organization_id`,
        [ids],
      ) as Promise<Array<{ participation_id: number; volunteer_id: number; organization_id: number; points: string; data: PointsTriggerData }>>),
    ]);
    const worthById = new Map(worth.map((item) => [item.participationId, item]));
    const entries: PointsEntry[] = [];
    const heldByCurrent = new Map<number, number>();
    for (const row of booked) {
      const current = worthById.get(row.participation_id);
      const held = Number(row.points);
      if (current && current.volunteerId === row.volunteer_id) {
        heldByCurrent.set(row.participation_id, held);
        continue;
      }
      // Someone who no longer holds this participation (deleted, or given to another volunteer).
      entries.push({
        organizationId: row.organization_id,
        volunteerId: row.volunteer_id,
        pointsDiff: -held,
        trigger: current ? 'participation_changed' : 'participation_cancelled',
        triggerData: current?.data ?? row.data,
        participationId: row.participation_id,
      });
    }
    for (const item of worth) {
      if (item.volunteerId === null) continue;
      const held = heldByCurrent.get(item.participationId) ?? 0;
      const diff = roundPoints(item.points - held);
      if (Math.abs(diff) < EPSILON) continue;
      const cause: PointsTrigger =
        trigger === 'participation_accepted' || trigger === 'participation_cancelled'
          ? held === 0 && diff > 0
            ? 'participation_accepted'
            : item.points === 0
              ? 'participation_cancelled'
              : trigger
          : trigger;
      entries.push({ organizationId: item.organizationId, volunteerId: item.volunteerId, pointsDiff: diff, trigger: cause, triggerData: item.data, participationId: item.participationId });
    }
    return book(tx, entries, options);
  },

  /** Recomputes the participations of slots, a reward category or an event (times or rates changed), now. */
  async settleScope(tx: PointsTx, scope: PointsScope, trigger: 'time_slot_changed' | 'hourly_rate_changed'): Promise<PointsTransaction[]> {
    return pointsService.settle(tx, await participationIdsOf(tx.manager, scope), trigger);
  },

  /**
   * The participations of a scope that earn or hold points: what a caller about to delete slots
   * collects first, to settle them once they are gone (settle handles missing participations).
   */
  concerned(tx: PointsTx, scope: PointsScope): Promise<number[]> {
    return participationIdsOf(tx.manager, scope);
  },

  /**
   * What a change of times or rates calls in its transaction: a scope of up to LARGE_SCOPE
   * participations is settled at once; a larger one (a category's rate on a festival) is written as a
   * `points.recompute` job in the same transaction (it runs once the change has committed, so the
   * organizer's request stays fast). Either way each participation ends up booked once at its new
   * worth: settle books only differences. Answers whether it was deferred.
   */
  async recompute(tx: RequestContext, scope: PointsScope, trigger: 'time_slot_changed' | 'hourly_rate_changed'): Promise<{ deferred: boolean }> {
    const ids = await participationIdsOf(tx.manager, scope);
    if (ids.length <= LARGE_SCOPE) {
      await pointsService.settle(tx, ids, trigger);
      return { deferred: false };
    }
    await enqueueJob(tx.manager, POINTS_RECOMPUTE_JOB, { scope, trigger });
    tx.afterCommit(() => tx.app.nudgeJobs());
    return { deferred: true };
  },

  /** Spends points (an order): refused with points.insufficient when the balance does not cover it. */
  async spend(tx: PointsTx, entry: Omit<PointsEntry, 'pointsDiff'> & { points: number }): Promise<PointsTransaction> {
    const [row] = await book(tx, [{ ...entry, pointsDiff: -Math.abs(entry.points) }], { mustCover: true });
    return row;
  },

  /** Gives points back (a cancelled order). */
  async credit(tx: PointsTx, entry: Omit<PointsEntry, 'pointsDiff'> & { points: number }): Promise<PointsTransaction> {
    const [row] = await book(tx, [{ ...entry, pointsDiff: Math.abs(entry.points) }]);
    return row;
  },

  /**
   * An organizer's manual adjustment of a volunteer's points, positive or negative, with its reason;
   * a negative one cannot take the balance below zero.
   */
  async adjust(ctx: RequestContext, input: { volunteerId: string | number; points: number; reason: string }): Promise<PointsTransaction> {
    const points = Number(input.points);
    if (!Number.isFinite(points) || roundPoints(points) === 0) throw AppError.field('points', 'points.adjustmentZero');
    if (Math.abs(points) > MAX_POINTS_ADJUSTMENT) throw AppError.field('points', 'validation.outOfRange');
    const reason = (input.reason ?? '').trim();
    if (!reason) throw AppError.field('reason', 'points.reasonRequired');
    if (reason.length > 500) throw AppError.validation({ reason: [messageKey('validation.maxLength', { max: 500 })] });
    return withTransaction(ctx, async (tx) => {
      const organizationId = await organizationService.scope(tx);
      const [volunteer] = await volunteersService.byIds(tx, [parseId(input.volunteerId, 'points.volunteerNotFound')], organizationId);
      if (!volunteer) throw AppError.notFound('points.volunteerNotFound');
      const [row] = await book(
        tx,
        [{ organizationId, volunteerId: volunteer.id, pointsDiff: points, trigger: 'manual_adjustment', triggerData: { reason }, authorUserId: tx.auth?.user.id ?? null }],
        { mustCover: true },
      );
      return row;
    });
  },

  /** A volunteer's balance (0 without any row). */
  async balance(ctx: RequestContext, volunteerId: number): Promise<number> {
    return (await ctx.manager.findOneBy(PointsAccount, { volunteerId }))?.balance ?? 0;
  },

  /** A volunteer's ledger, newest first. */
  history(ctx: RequestContext, volunteerId: number, organizationId: number): Promise<PointsTransaction[]> {
    return ctx.manager.find(PointsTransaction, { where: { volunteerId, organizationId }, order: { id: 'DESC' } });
  },

  /** The organizer's view of a volunteer's points: their ledger, scoped to the caller's organization. */
  async forVolunteer(ctx: RequestContext, volunteerId: string | number): Promise<{ volunteerId: number; balance: number; transactions: PointsTransaction[] }> {
    const organizationId = await organizationService.scope(ctx);
    const [volunteer] = await volunteersService.byIds(ctx, [parseId(volunteerId, 'points.volunteerNotFound')], organizationId);
    if (!volunteer) throw AppError.notFound('points.volunteerNotFound');
    const [balance, transactions] = await Promise.all([pointsService.balance(ctx, volunteer.id), pointsService.history(ctx, volunteer.id, organizationId)]);
    return { volunteerId: volunteer.id, balance, transactions };
  },

  /** The volunteer's own view by their portal token (the credential): balance and history. */
  async forToken(ctx: RequestContext, token: string): Promise<{ volunteerId: number; balance: number; transactions: PointsTransaction[] }> {
    const volunteer = await volunteersService.byToken(ctx, token);
    const [balance, transactions] = await Promise.all([
      pointsService.balance(ctx, volunteer.id),
      pointsService.history(ctx, volunteer.id, volunteer.organizationId),
    ]);
    return { volunteerId: volunteer.id, balance, transactions };
  },
};
