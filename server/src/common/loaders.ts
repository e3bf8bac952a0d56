import DataLoader from 'dataloader';
import { In, type EntityManager } from 'typeorm';

/** Rows of `entity` whose `key` column is among `ids`, grouped in key order (one statement per batch). */
export function groupedLoader<T extends object>(
  manager: EntityManager,
  entity: new () => T,
  key: keyof T & string,
  order: Record<string, 'ASC' | 'DESC'>,
  where: Record<string, unknown> = {},
): DataLoader<number, T[]> {
  return new DataLoader(async (ids) => {
    const rows = await manager.find(entity, { where: { ...where, [key]: In([...ids]) } as never, order: order as never });
    const groups = new Map<number, T[]>(ids.map((id) => [id, []]));
    for (const row of rows) groups.get(row[key] as number)?.push(row);
    return ids.map((id) => groups.get(id) ?? []);
  });
}

/** Rows of `entity` by id (null when absent), one statement per batch. */
export function byIdLoader<T extends { id: number }>(manager: EntityManager, entity: new () => T): DataLoader<number, T | null> {
  return new DataLoader(async (ids) => {
    const rows = await manager.find(entity, { where: { id: In([...ids]) } as never });
    const map = new Map(rows.map((row) => [row.id, row]));
    return ids.map((id) => map.get(id) ?? null);
  });
}

/** `SELECT <group column>, <sum> ... GROUP BY` as a loader of numbers (0 when absent). */
export function sumLoader(manager: EntityManager, sql: string): DataLoader<number, number> {
  return new DataLoader(async (ids) => {
    const rows: Array<{ key: number; total: string | number }> = await manager.query(sql, [[...ids]]);
    const map = new Map(rows.map((row) => [Number(row.key), Number(row.total)]));
    return ids.map((id) => map.get(id) ?? 0);
  });
}
