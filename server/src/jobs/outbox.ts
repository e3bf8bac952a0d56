import type { EntityManager } from 'typeorm';

/**
 * Writes a job into the outbox through the caller's entity manager, so it commits or rolls back with
 * the change that causes it (DESIGN.md "Transactional outbox"). Call `ctx.afterCommit(() =>
 * ctx.app.nudgeJobs())` to run it at once; otherwise the sweeper finds it within SWEEP_INTERVAL_MS.
 * Returns the outbox id.
 */
export async function enqueueJob(
  manager: EntityManager,
  kind: string,
  payload: Record<string, unknown>,
  options: { availableAt?: Date } = {},
): Promise<number> {
  const rows: Array<{ id: string }> = await manager.query(
    `INSERT INTO "outbox" ("kind", "payload", "available_at") VALUES ($1, $2, COALESCE($3::timestamptz, now())) RETURNING "id"`,
    [kind, JSON.stringify(payload), options.availableAt?.toISOString() ?? null],
  );
  return Number(rows[0].id);
}
