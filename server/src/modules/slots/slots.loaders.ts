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
 * each row one JSON array, the rows aggregated into one JSON text by PostgreSQL and read with one native
 * JSON.parse (issue 19, as participations.activeBySlotId); start and end as epoch milliseconds.
 */
const SLOT_ARRAY = `json_build_array(id, organization_id, event_id, position_id, description,
  floor(extract(epoch FROM start_time) * 1000)::float8, floor(extract(epoch FROM end_time) * 1000)::float8,
  required_volunteer_count, is_private, series, recurrence, reward_category_id, hourly_rate)`;

type SlotArray = [number, number, number, number, string, number, number, number, boolean, string | null, TimeSlot['recurrence'], number | null, number | null];

/** A TimeSlot as TypeORM would hydrate it (without the never-loaded relations), from one SLOT_ARRAY. */
const slotOf = (a: SlotArray): TimeSlot => ({
  id: a[0],
  organizationId: a[1],
  eventId: a[2],
  positionId: a[3],
  description: a[4],
  startTime: new Date(a[5]),
  endTime: new Date(a[6]),
  requiredVolunteerCount: a[7],
  isPrivate: a[8],
  series: a[9],
  recurrence: a[10],
  rewardCategoryId: a[11],
  hourlyRate: a[12],
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
          let where = 'position_id = ANY($1)';
          if (from) where += ` AND end_time > $${params.push(from)}`;
          if (to) where += ` AND start_time < $${params.push(to)}`;
          const [{ rows }]: Array<{ rows: string }> = await manager.query(
            `SELECT coalesce(json_agg(${SLOT_ARRAY} ORDER BY start_time ASC, id ASC), '[]')::text AS rows FROM time_slot WHERE ${where}`,
            params,
          );
          for (const row of JSON.parse(rows) as SlotArray[]) {
            const id = `${row[3]}#${window}`;
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
