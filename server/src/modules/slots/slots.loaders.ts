import type { RequestTenant } from '../../common/tenant';
import DataLoader from 'dataloader';
import type { EntityManager } from 'typeorm';
import { byIdLoader, groupedLoader } from '../../common/loaders';
import { TimeSlot } from './time-slot.entity';

/** A position's slots, optionally limited to those overlapping [from, to) (the planning viewport). */
export interface SlotWindowKey {
  positionId: number;
  from: Date | null;
  to: Date | null;
}

export interface SlotLoaders {
  byPosition: DataLoader<SlotWindowKey, TimeSlot[], string>;
  /** All slots of an event, in time order. */
  byEventId: DataLoader<number, TimeSlot[]>;
  byId: DataLoader<number, TimeSlot | null>;
}

const windowOf = (key: SlotWindowKey) => `${key.from?.toISOString() ?? ''}|${key.to?.toISOString() ?? ''}`;

/**
 * Slots as plain objects from a plain statement (2,000 for a festival's planning), not TypeORM entities:
 * start and end come as epoch milliseconds (one Date from a number, no timestamp text to parse).
 */
const SLOTS_SQL = `SELECT id, organization_id, event_id, position_id, description,
  floor(extract(epoch FROM start_time) * 1000)::float8 AS start_ms, floor(extract(epoch FROM end_time) * 1000)::float8 AS end_ms,
  required_volunteer_count, is_private, series, recurrence, reward_category_id, hourly_rate
  FROM time_slot WHERE position_id = ANY($1)`;

interface SlotRow {
  id: number;
  organization_id: number;
  event_id: number;
  position_id: number;
  description: string;
  start_ms: number;
  end_ms: number;
  required_volunteer_count: number;
  is_private: boolean;
  series: string | null;
  recurrence: TimeSlot['recurrence'];
  reward_category_id: number | null;
  hourly_rate: number | null;
}

/** A TimeSlot as TypeORM would hydrate it (without the never-loaded relations). */
const slotOf = (row: SlotRow): TimeSlot => ({
  id: row.id,
  organizationId: row.organization_id,
  eventId: row.event_id,
  positionId: row.position_id,
  description: row.description,
  startTime: new Date(row.start_ms),
  endTime: new Date(row.end_ms),
  requiredVolunteerCount: row.required_volunteer_count,
  isPrivate: row.is_private,
  series: row.series,
  recurrence: row.recurrence,
  rewardCategoryId: row.reward_category_id,
  hourlyRate: row.hourly_rate,
});

export function createSlotLoaders(manager: EntityManager, tenant?: RequestTenant): SlotLoaders {
  return {
    // One statement per distinct window in the batch (a planning screen uses one window).
    byPosition: new DataLoader(
      async (keys) => {
        const windows = new Map<string, SlotWindowKey[]>();
        for (const key of keys) {
          const window = windowOf(key);
          const group = windows.get(window);
          if (group) group.push(key);
          else windows.set(window, [key]);
        }
        const found = new Map<string, TimeSlot[]>();
        for (const [window, group] of windows) {
          const { from, to } = group[0];
          const params: unknown[] = [[...new Set(group.map((k) => k.positionId))]];
          let sql = SLOTS_SQL;
          if (from) sql += ` AND end_time > $${params.push(from)}`;
          if (to) sql += ` AND start_time < $${params.push(to)}`;
          const rows: SlotRow[] = await manager.query(`${sql} ORDER BY start_time ASC, id ASC`, params);
          for (const row of rows) {
            const id = `${row.position_id}#${window}`;
            const slots = found.get(id);
            if (slots) slots.push(slotOf(row));
            else found.set(id, [slotOf(row)]);
          }
        }
        return keys.map((key) => found.get(`${key.positionId}#${windowOf(key)}`) ?? []);
      },
      { cacheKeyFn: (key) => `${key.positionId}#${windowOf(key)}` },
    ),
    byEventId: groupedLoader(manager, TimeSlot, 'eventId', { startTime: 'ASC', id: 'ASC' }, {}, tenant),
    byId: byIdLoader(manager, TimeSlot, tenant),
  };
}
