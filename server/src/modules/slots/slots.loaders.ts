import DataLoader from 'dataloader';
import type { EntityManager } from 'typeorm';
import { byIdLoader } from '../events/events.loaders';
import { RewardCategory } from '../rewards/reward-category.entity';
import { TimeSlot } from './time-slot.entity';

/** A position's slots, optionally limited to those overlapping [from, to) (the planning viewport). */
export interface SlotWindowKey {
  positionId: number;
  from: Date | null;
  to: Date | null;
}

export interface SlotLoaders {
  byPosition: DataLoader<SlotWindowKey, TimeSlot[], string>;
  rewardCategoryById: DataLoader<number, RewardCategory | null>;
}

const windowOf = (key: SlotWindowKey) => `${key.from?.toISOString() ?? ''}|${key.to?.toISOString() ?? ''}`;

export function createSlotLoaders(manager: EntityManager): SlotLoaders {
  return {
    // One statement per distinct window in the batch (a planning screen uses one window).
    byPosition: new DataLoader(
      async (keys) => {
        const windows = new Map<string, SlotWindowKey[]>();
        for (const key of keys) windows.set(windowOf(key), [...(windows.get(windowOf(key)) ?? []), key]);
        const found = new Map<string, TimeSlot[]>();
        for (const [window, group] of windows) {
          const { from, to } = group[0];
          const query = manager
            .createQueryBuilder(TimeSlot, 's')
            .where('s.position_id = ANY(:ids)', { ids: [...new Set(group.map((k) => k.positionId))] })
            .orderBy('s.start_time', 'ASC')
            .addOrderBy('s.id', 'ASC');
          if (from) query.andWhere('s.end_time > :from', { from });
          if (to) query.andWhere('s.start_time < :to', { to });
          for (const slot of await query.getMany()) {
            const id = `${slot.positionId}#${window}`;
            found.set(id, [...(found.get(id) ?? []), slot]);
          }
        }
        return keys.map((key) => found.get(`${key.positionId}#${windowOf(key)}`) ?? []);
      },
      { cacheKeyFn: (key) => `${key.positionId}#${windowOf(key)}` },
    ),
    rewardCategoryById: byIdLoader(manager, RewardCategory),
  };
}
