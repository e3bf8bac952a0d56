import DataLoader from 'dataloader';
import { In, type EntityManager } from 'typeorm';
import { Membership } from './membership.entity';
import { OrganizationOverride } from './organization-override.entity';
import { Organization } from './organization.entity';

export interface OrganizationLoaders {
  byId: DataLoader<number, Organization | null>;
  overrideById: DataLoader<number, OrganizationOverride | null>;
  /** Organizations a user belongs to, ordered by name. */
  byUserId: DataLoader<number, Organization[]>;
}

/** One query per batch, results in key order. */
export function createOrganizationLoaders(manager: EntityManager): OrganizationLoaders {
  return {
    byId: new DataLoader(async (ids) => {
      const rows = await manager.findBy(Organization, { id: In([...ids]) });
      const byId = new Map(rows.map((row) => [row.id, row]));
      return ids.map((id) => byId.get(id) ?? null);
    }),
    overrideById: new DataLoader(async (ids) => {
      const rows = await manager.findBy(OrganizationOverride, { organizationId: In([...ids]) });
      const byId = new Map(rows.map((row) => [row.organizationId, row]));
      return ids.map((id) => byId.get(id) ?? null);
    }),
    byUserId: new DataLoader(async (userIds) => {
      // One statement per batch whatever its size: the memberships joined to their organizations.
      const { entities, raw } = await manager
        .createQueryBuilder(Organization, 'o')
        .innerJoin(Membership, 'm', 'm.organization_id = o.id')
        .addSelect('m.user_id', 'member_user_id')
        .where('m.user_id IN (:...userIds)', { userIds: [...userIds] })
        .orderBy('o.name', 'ASC')
        .addOrderBy('o.id', 'ASC')
        .getRawAndEntities<{ o_id: number; member_user_id: number }>();
      const byId = new Map(entities.map((o) => [o.id, o]));
      const memberOf = new Map<number, Organization[]>(userIds.map((id) => [id, []]));
      for (const row of raw) memberOf.get(Number(row.member_user_id))?.push(byId.get(Number(row.o_id))!);
      return userIds.map((id) => memberOf.get(id) ?? []);
    }),
  };
}
