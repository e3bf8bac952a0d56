import type { LicenseType } from './enums';

/** What the menu and the server need to know of an organization's rights (spec 2 and 6). */
export interface OrganizationRights {
  licenseType: LicenseType;
  /** Pro and Corporate rights granted by a per-organization override (organization 1). */
  grantedProRights?: boolean;
}

/** Pro or Corporate licence, or those rights granted to the organization. */
export function hasProRights(org: OrganizationRights): boolean {
  return org.grantedProRights === true || org.licenseType === 'pro' || org.licenseType === 'corporate';
}
