import type { EntityManager } from 'typeorm';

/**
 * Saves a copy of each row, one after the other (so new ids follow the rows' order), and answers
 * the map from each row's id to its copy's id: the copies of an event's planning use it to point
 * their references at the other copies.
 */
export async function copyRows<T extends { id: number }>(
  manager: EntityManager,
  entity: new () => T,
  rows: T[],
  make: (row: T) => Partial<T>,
): Promise<Map<number, number>> {
  const map = new Map<number, number>();
  for (const row of rows) {
    const saved = await manager.save(manager.create(entity, make(row) as T));
    map.set(row.id, saved.id);
  }
  return map;
}

/** The owner columns of a copy: the target event and its organization. */
export interface CopyTarget {
  id: number;
  organizationId: number;
}
