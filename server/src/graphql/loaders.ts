import type { EntityManager } from 'typeorm';
import { createOrganizationLoaders, type OrganizationLoaders } from '../modules/organizations/organization.loaders';

/** Per-request DataLoaders, one group per module (STYLE.md "Loaders per request"). */
export interface Loaders {
  organizations: OrganizationLoaders;
}

export function createLoaders(manager: EntityManager): Loaders {
  return { organizations: createOrganizationLoaders(manager) };
}

/** Forgets everything loaded so far (a committed write made it stale). */
export function clearLoaders(loaders: Loaders): void {
  for (const group of Object.values(loaders)) {
    for (const loader of Object.values(group) as Array<{ clearAll(): unknown }>) loader.clearAll();
  }
}
