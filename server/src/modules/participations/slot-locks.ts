import type { RequestContext } from '../../context';

// Read model: these statements only lock position and time_slot rows (FOR NO KEY UPDATE) so that
// capacity changes queue in one order; they never write another module's table. The lock is the point,
// so it stays beside claimPlaces (capacity.ts), which takes the same locks.

/**
 * Locks the positions, then the slots, of `slotIds` in id order, as claimPlaces does, until the
 * transaction ends. Work that touches several slots one at a time (a sign-up deciding which of its
 * slots go to a waiting list, offering freed places) takes every lock first, so two transactions
 * always lock in the same order and never deadlock; claimPlaces then finds the rows already held.
 */
export async function lockSlots(tx: RequestContext, slotIds: number[]): Promise<void> {
  if (!tx.manager.queryRunner?.isTransactionActive) throw new Error('lockSlots must run inside withTransaction');
  const ids = [...new Set(slotIds)];
  if (ids.length === 0) return;
  await tx.manager.query(
    `SELECT id FROM position WHERE id IN (SELECT position_id FROM time_slot WHERE id = ANY($1)) ORDER BY id FOR NO KEY UPDATE`,
    [ids],
  );
  await tx.manager.query(`SELECT id FROM time_slot WHERE id = ANY($1) ORDER BY id FOR NO KEY UPDATE`, [ids]);
}

/**
 * Locks the positions `positionIds` of the event in id order (the lock order of claimPlaces: positions
 * before any slot), until the transaction ends: two visitors creating overlapping slots on one position
 * queue here. Answers the ids locked (those of the event).
 */
export async function lockPositions(tx: RequestContext, eventId: number, positionIds: number[]): Promise<number[]> {
  if (!tx.manager.queryRunner?.isTransactionActive) throw new Error('lockPositions must run inside withTransaction');
  const locked: Array<{ id: number }> = await tx.manager.query(
    `SELECT id FROM position WHERE id = ANY($1) AND event_id = $2 ORDER BY id FOR NO KEY UPDATE`,
    [positionIds, eventId],
  );
  return locked.map((row) => row.id);
}
