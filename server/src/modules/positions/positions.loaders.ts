import DataLoader from 'dataloader';
import type { EntityManager } from 'typeorm';
import { groupedLoader, sumLoader } from '../../common/loaders';
import { Tag } from '../tags/tag.entity';
import { Position } from './position.entity';

export interface PositionLoaders {
  byEventId: DataLoader<number, Position[]>;
  bySectorId: DataLoader<number, Position[]>;
  tags: DataLoader<number, Tag[]>;
  required: DataLoader<number, number>;
}

export function createPositionLoaders(manager: EntityManager): PositionLoaders {
  return {
    byEventId: groupedLoader(manager, Position, 'eventId', { order: 'ASC', id: 'ASC' }),
    bySectorId: groupedLoader(manager, Position, 'sectorId', { order: 'ASC', id: 'ASC' }),
    tags: new DataLoader(async (ids) => {
      const rows = await manager
        .createQueryBuilder(Tag, 't')
        .innerJoin('position_tag', 'pt', 'pt.tag_id = t.id')
        .addSelect('pt.position_id', 'position_id')
        .where('pt.position_id = ANY(:ids)', { ids: [...ids] })
        .orderBy('t.name', 'ASC')
        .getRawAndEntities();
      const groups = new Map<number, Tag[]>(ids.map((id) => [id, []]));
      rows.raw.forEach((raw: { position_id: number; t_id: number }) => {
        const tag = rows.entities.find((e) => e.id === raw.t_id);
        if (tag) groups.get(Number(raw.position_id))?.push(tag);
      });
      return ids.map((id) => groups.get(id) ?? []);
    }),
    required: sumLoader(
      manager,
      `SELECT position_id AS key, SUM(required_volunteer_count) AS total FROM time_slot WHERE position_id = ANY($1) GROUP BY position_id`,
    ),
  };
}
