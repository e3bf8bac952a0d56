import type { RequestTenant } from '../../common/tenant';
import type DataLoader from 'dataloader';
import type { EntityManager } from 'typeorm';
import { byIdLoader, groupedLoader } from '../../common/loaders';
import { RewardCategory } from './reward-category.entity';

export interface RewardLoaders {
  byId: DataLoader<number, RewardCategory | null>;
  byEventId: DataLoader<number, RewardCategory[]>;
}

export function createRewardLoaders(manager: EntityManager, tenant?: RequestTenant): RewardLoaders {
  return {
    byId: byIdLoader(manager, RewardCategory, tenant),
    byEventId: groupedLoader(manager, RewardCategory, 'eventId', { name: 'ASC', id: 'ASC' }, {}, tenant),
  };
}
