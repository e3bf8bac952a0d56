import { ACTIVE_PARTICIPATION_STATUSES } from '@benevo/schema';
import DataLoader from 'dataloader';
import { In, type EntityManager } from 'typeorm';
import { EventDay } from './event-day.entity';
import { EventImage } from './event-image.entity';
import { Event } from './event.entity';
import { Sector } from './sector.entity';

export interface EventLoaders {
  byId: DataLoader<number, Event | null>;
  days: DataLoader<number, EventDay[]>;
  images: DataLoader<number, EventImage[]>;
  sectors: DataLoader<number, Sector[]>;
  sectorById: DataLoader<number, Sector | null>;
  /** Places held by active participations (sum of nbParticipants). */
  registered: DataLoader<number, number>;
  /** Sum of the slots' requiredVolunteerCount. */
  required: DataLoader<number, number>;
}

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

export const ACTIVE_STATUS_LIST = `(${ACTIVE_PARTICIPATION_STATUSES.join(',')})`;

export function createEventLoaders(manager: EntityManager): EventLoaders {
  return {
    byId: byIdLoader(manager, Event),
    days: groupedLoader(manager, EventDay, 'eventId', { startsAt: 'ASC', id: 'ASC' }),
    images: groupedLoader(manager, EventImage, 'eventId', { order: 'ASC', id: 'ASC' }),
    sectors: groupedLoader(manager, Sector, 'eventId', { order: 'ASC', id: 'ASC' }),
    sectorById: byIdLoader(manager, Sector),
    registered: sumLoader(
      manager,
      `SELECT event_id AS key, SUM(nb_participants) AS total FROM participation
       WHERE event_id = ANY($1) AND validation_status IN ${ACTIVE_STATUS_LIST} GROUP BY event_id`,
    ),
    required: sumLoader(
      manager,
      `SELECT event_id AS key, SUM(required_volunteer_count) AS total FROM time_slot WHERE event_id = ANY($1) GROUP BY event_id`,
    ),
  };
}
