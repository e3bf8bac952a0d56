import DataLoader from 'dataloader';
import type { EntityManager } from 'typeorm';

/** An entry's slot and position come from the participations loaders (one loader per entity and request). */
export interface WaitingListLoaders {
  /** Entries still in each slot's list (waiting or offered). */
  openCountBySlotId: DataLoader<number, number>;
}

export function createWaitingListLoaders(manager: EntityManager): WaitingListLoaders {
  return {
    openCountBySlotId: new DataLoader(async (slotIds) => {
      const rows: Array<{ time_slot_id: number; open: string }> = await manager.query(
        `SELECT time_slot_id, COUNT(*) AS open FROM waiting_list_entry
          WHERE time_slot_id = ANY($1) AND status IN ('waiting', 'offered') GROUP BY time_slot_id`,
        [[...slotIds]],
      );
      const counts = new Map(rows.map((row) => [row.time_slot_id, Number(row.open)]));
      return slotIds.map((id) => counts.get(id) ?? 0);
    }),
  };
}
