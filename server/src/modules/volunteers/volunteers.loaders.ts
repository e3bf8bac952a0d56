import type { RequestTenant } from '../../common/tenant';
import DataLoader from 'dataloader';
import type { EntityManager } from 'typeorm';
import { byIdLoader } from '../../common/loaders';
import { VolunteerCategory } from './volunteer-category.entity';
import { Volunteer } from './volunteer.entity';

export interface VolunteerLoaders {
  byId: DataLoader<number, Volunteer | null>;
  /** Each volunteer's categories, by name. */
  categories: DataLoader<number, VolunteerCategory[]>;
}

export function createVolunteerLoaders(manager: EntityManager, tenant?: RequestTenant): VolunteerLoaders {
  return {
    byId: byIdLoader(manager, Volunteer, tenant),
    categories: new DataLoader(async (volunteerIds) => {
      const rows: Array<{ volunteer_id: number; id: number; organization_id: number; name: string; is_by_default: boolean }> =
        await manager.query(
          `SELECT m.volunteer_id, c.id, c.organization_id, c.name, c.is_by_default
             FROM volunteer_category_member m JOIN volunteer_category c ON c.id = m.category_id
            WHERE m.volunteer_id = ANY($1) ORDER BY lower(c.name), c.id`,
          [[...volunteerIds]],
        );
      const groups = new Map<number, VolunteerCategory[]>(volunteerIds.map((id) => [id, []]));
      for (const row of rows) {
        groups.get(row.volunteer_id)?.push({ id: row.id, organizationId: row.organization_id, name: row.name, isByDefault: row.is_by_default });
      }
      return volunteerIds.map((id) => groups.get(id) ?? []);
    }),
  };
}
