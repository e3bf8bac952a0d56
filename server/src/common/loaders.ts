import DataLoader from 'dataloader';
import { In, type EntityManager } from 'typeorm';
import type { RequestTenant } from './tenant';

/** Whether rows of `entity` carry the organization they belong to (then loaders filter on it). */
function hasOrganization(manager: EntityManager, entity: new () => object): boolean {
  return manager.connection.getMetadata(entity).findColumnWithPropertyName('organizationId') !== undefined;
}

/**
 * The `organizationId` condition of a batch: the request's organizations when the table has the column,
 * nothing for the system or a table without it. An empty list loads nothing.
 */
async function tenantWhere(manager: EntityManager, entity: new () => object, tenant: RequestTenant | undefined): Promise<Record<string, unknown>> {
  if (!tenant || !hasOrganization(manager, entity)) return {};
  const ids = await tenant.organizationIds();
  return ids === null ? {} : { organizationId: In(ids) };
}

/**
 * Rows of `entity` whose `key` column is among `ids`, grouped in key order (one statement per batch),
 * within the request's organizations.
 */
export function groupedLoader<T extends object>(
  manager: EntityManager,
  entity: new () => T,
  key: keyof T & string,
  order: Record<string, 'ASC' | 'DESC'>,
  where: Record<string, unknown> = {},
  tenant?: RequestTenant,
): DataLoader<number, T[]> {
  return new DataLoader(async (ids) => {
    const scope = await tenantWhere(manager, entity, tenant);
    const rows = await manager.find(entity, { where: { ...where, ...scope, [key]: In([...ids]) } as never, order: order as never });
    const groups = new Map<number, T[]>(ids.map((id) => [id, []]));
    for (const row of rows) groups.get(row[key] as number)?.push(row);
    return ids.map((id) => groups.get(id) ?? []);
  });
}

/** Rows of `entity` by id (null when absent or of another organization), one statement per batch. */
export function byIdLoader<T extends { id: number }>(manager: EntityManager, entity: new () => T, tenant?: RequestTenant): DataLoader<number, T | null> {
  return new DataLoader(async (ids) => {
    const scope = await tenantWhere(manager, entity, tenant);
    const rows = await manager.find(entity, { where: { ...scope, id: In([...ids]) } as never });
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
