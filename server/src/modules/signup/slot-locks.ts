import type { RequestContext } from '../../context';

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
