import type { DataSource } from 'typeorm';

/** The SQL the runner uses on outbox rows. Every statement is one atomic UPDATE, safe across processes. */

export interface ClaimedJob {
  id: number;
  kind: string;
}

export interface StartedJob {
  kind: string;
  payload: Record<string, unknown>;
  /** 1 for the first attempt. */
  attempt: number;
}

type Row = { id: string; kind: string };

const toClaimed = (rows: Row[]): ClaimedJob[] =>
  rows.map((row) => ({ id: Number(row.id), kind: row.kind })).sort((a, b) => a.id - b.id);

/** Marks up to `limit` due pending rows dispatched. SKIP LOCKED lets several processes claim at once. */
export async function claimDue(dataSource: DataSource, limit: number): Promise<ClaimedJob[]> {
  const [rows]: [Row[], number] = await dataSource.query(
    `UPDATE "outbox" SET "status" = 'dispatched', "dispatched_at" = now()
     WHERE "id" IN (
       SELECT "id" FROM "outbox" WHERE "status" = 'pending' AND "available_at" <= now()
       ORDER BY "available_at", "id" LIMIT $1 FOR UPDATE SKIP LOCKED)
     RETURNING "id", "kind"`,
    [limit],
  );
  return toClaimed(rows);
}

/**
 * Re-claims rows dispatched longer than `staleAfterMs` ago: their process died, or Redis lost them.
 * Their dispatch time is renewed so the next sweep leaves them alone for as long again.
 */
export async function claimStale(dataSource: DataSource, staleAfterMs: number, limit: number): Promise<ClaimedJob[]> {
  const [rows]: [Row[], number] = await dataSource.query(
    `UPDATE "outbox" SET "dispatched_at" = now()
     WHERE "id" IN (
       SELECT "id" FROM "outbox"
       WHERE "status" = 'dispatched' AND "dispatched_at" < now() - make_interval(secs => $1::double precision / 1000)
       ORDER BY "dispatched_at", "id" LIMIT $2 FOR UPDATE SKIP LOCKED)
     RETURNING "id", "kind"`,
    [staleAfterMs, limit],
  );
  return toClaimed(rows);
}

/** Gives rows back to the dispatcher, e.g. when the queue could not take them. */
export async function releaseToPending(dataSource: DataSource, ids: number[], delayMs: number): Promise<void> {
  if (ids.length === 0) return;
  await dataSource.query(
    `UPDATE "outbox" SET "status" = 'pending', "available_at" = now() + make_interval(secs => $2::double precision / 1000)
     WHERE "id" = ANY($1::bigint[]) AND "status" = 'dispatched'`,
    [ids, delayMs],
  );
}

/** In how many milliseconds the next not yet due pending row comes due, if any (database clock). */
export async function nextDueInMs(dataSource: DataSource): Promise<number | null> {
  const rows: Array<{ ms: string | null }> = await dataSource.query(
    `SELECT ceil(extract(epoch FROM min("available_at") - now()) * 1000) AS "ms"
     FROM "outbox" WHERE "status" = 'pending' AND "available_at" > now()`,
  );
  const ms = rows[0]?.ms;
  return ms === null || ms === undefined ? null : Number(ms);
}

/**
 * Counts an attempt and returns what to run, or null when the row is already done or failed (a
 * re-dispatch of a job that finished meanwhile), gone, or not in a state this backend may start it from.
 * `from`: the statuses an attempt may start from. The in-process runner starts only rows it claimed
 * ('dispatched'): a 'pending' row is one waiting for its retry's backoff, which the dispatcher claims
 * when due. bull also accepts 'pending' (a job Redis took although adding it timed out and the row
 * was given back). Never starts attempt number `maxAttempts + 1`: a row whose attempts are used up
 * (its process died between the last attempt and marking it failed) is marked failed instead.
 */
export async function startAttempt(
  dataSource: DataSource,
  id: number,
  maxAttempts: number,
  from: ReadonlyArray<'pending' | 'dispatched'> = ['pending', 'dispatched'],
): Promise<StartedJob | null> {
  const [rows]: [Array<{ kind: string; payload: Record<string, unknown>; attempts: number }>, number] =
    await dataSource.query(
      `UPDATE "outbox" SET "attempts" = "attempts" + 1, "status" = 'dispatched', "dispatched_at" = now()
       WHERE "id" = $1 AND "status" = ANY($2::text[]) AND "attempts" < $3
       RETURNING "kind", "payload", "attempts"`,
      [id, from, maxAttempts],
    );
  const row = rows[0];
  if (row) return { kind: row.kind, payload: row.payload, attempt: row.attempts };
  await dataSource.query(
    `UPDATE "outbox" SET "status" = 'failed', "done_at" = now(),
       "last_error" = COALESCE("last_error", 'No attempts left')
     WHERE "id" = $1 AND "status" = ANY($2::text[]) AND "attempts" >= $3`,
    [id, from, maxAttempts],
  );
  return null;
}

export async function markDone(dataSource: DataSource, id: number): Promise<void> {
  await dataSource.query(`UPDATE "outbox" SET "status" = 'done', "done_at" = now(), "last_error" = NULL WHERE "id" = $1`, [
    id,
  ]);
}

export async function markFailed(dataSource: DataSource, id: number, error: string): Promise<void> {
  await dataSource.query(`UPDATE "outbox" SET "status" = 'failed', "done_at" = now(), "last_error" = $2 WHERE "id" = $1`, [
    id,
    error,
  ]);
}

/**
 * Records a failed attempt that will be retried. `retryInMs` set: the row goes back to pending until
 * then (the in-process runner); null: it stays dispatched because the queue schedules the retry (bull).
 */
export async function recordRetry(dataSource: DataSource, id: number, error: string, retryInMs: number | null): Promise<void> {
  if (retryInMs === null) {
    await dataSource.query(`UPDATE "outbox" SET "last_error" = $2 WHERE "id" = $1`, [id, error]);
    return;
  }
  await dataSource.query(
    `UPDATE "outbox" SET "status" = 'pending', "last_error" = $2,
       "available_at" = now() + make_interval(secs => $3::double precision / 1000)
     WHERE "id" = $1`,
    [id, error, retryInMs],
  );
}
