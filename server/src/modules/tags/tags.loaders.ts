import type { RequestTenant } from '../../common/tenant';
import type DataLoader from 'dataloader';
import type { EntityManager } from 'typeorm';
import { byIdLoader, groupedLoader } from '../../common/loaders';
import { Tag } from './tag.entity';

export interface TagLoaders {
  byId: DataLoader<number, Tag | null>;
  byEventId: DataLoader<number, Tag[]>;
  /** Nested tags of a category tag. */
  byCategoryId: DataLoader<number, Tag[]>;
}

export function createTagLoaders(manager: EntityManager, tenant?: RequestTenant): TagLoaders {
  return {
    byId: byIdLoader(manager, Tag, tenant),
    byEventId: groupedLoader(manager, Tag, 'eventId', { name: 'ASC', id: 'ASC' }, {}, tenant),
    byCategoryId: groupedLoader(manager, Tag, 'categoryId', { name: 'ASC', id: 'ASC' }, {}, tenant),
  };
}
