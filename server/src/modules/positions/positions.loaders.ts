import type { RequestTenant } from '../../common/tenant';
import type DataLoader from 'dataloader';
import type { EntityManager } from 'typeorm';
import { byIdLoader, groupedLoader, sumLoader } from '../../common/loaders';
import { Position, PositionTag } from './position.entity';

// Read model: `required` sums the slots' requiredVolunteerCount per position in one statement per
// batch, the count every position list shows (time_slot belongs to the slots module; read only).

export interface PositionLoaders {
  byId: DataLoader<number, Position | null>;
  byEventId: DataLoader<number, Position[]>;
  bySectorId: DataLoader<number, Position[]>;
  /** A position's links to its tags (positionsService.tagsOf answers the tags). */
  tagLinks: DataLoader<number, PositionTag[]>;
  required: DataLoader<number, number>;
}

export function createPositionLoaders(manager: EntityManager, tenant?: RequestTenant): PositionLoaders {
  return {
    byId: byIdLoader(manager, Position, tenant),
    byEventId: groupedLoader(manager, Position, 'eventId', { order: 'ASC', id: 'ASC' }, {}, tenant),
    bySectorId: groupedLoader(manager, Position, 'sectorId', { order: 'ASC', id: 'ASC' }, {}, tenant),
    tagLinks: groupedLoader(manager, PositionTag, 'positionId', { tagId: 'ASC' }, {}, tenant),
    required: sumLoader(
      manager,
      `SELECT position_id AS key, SUM(required_volunteer_count) AS total FROM time_slot WHERE position_id = ANY($1) GROUP BY position_id`,
    ),
  };
}
