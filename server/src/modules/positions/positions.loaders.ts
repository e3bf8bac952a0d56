import type DataLoader from 'dataloader';
import type { EntityManager } from 'typeorm';
import { groupedLoader, sumLoader } from '../../common/loaders';
import { Position, PositionTag } from './position.entity';

// Read model: `required` sums the slots' requiredVolunteerCount per position in one statement per
// batch, the count every position list shows (time_slot belongs to the slots module; read only).

export interface PositionLoaders {
  byEventId: DataLoader<number, Position[]>;
  bySectorId: DataLoader<number, Position[]>;
  /** A position's links to its tags (positionsService.tagsOf answers the tags). */
  tagLinks: DataLoader<number, PositionTag[]>;
  required: DataLoader<number, number>;
}

export function createPositionLoaders(manager: EntityManager): PositionLoaders {
  return {
    byEventId: groupedLoader(manager, Position, 'eventId', { order: 'ASC', id: 'ASC' }),
    bySectorId: groupedLoader(manager, Position, 'sectorId', { order: 'ASC', id: 'ASC' }),
    tagLinks: groupedLoader(manager, PositionTag, 'positionId', { tagId: 'ASC' }),
    required: sumLoader(
      manager,
      `SELECT position_id AS key, SUM(required_volunteer_count) AS total FROM time_slot WHERE position_id = ANY($1) GROUP BY position_id`,
    ),
  };
}
