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
      // Two statements per batch whatever its size: the memberships, then their organizations.
      const memberships = await manager.findBy(Membership, { userId: In([...userIds]) });
      const organizationIds = [...new Set(memberships.map((m) => m.organizationId))];
      const organizations =
        organizationIds.length === 0
          ? []
          : await manager.find(Organization, { where: { id: In(organizationIds) }, order: { name: 'ASC' } });
      const memberOf = new Map<number, Set<number>>(userIds.map((id) => [id, new Set()]));
      memberships.forEach((m) => memberOf.get(m.userId)?.add(m.organizationId));
      return userIds.map((id) => organizations.filter((o) => memberOf.get(id)?.has(o.id)));
    }),
  };
}
