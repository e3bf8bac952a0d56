import type { LicenseType } from './enums';

/** What the menu and the server need to know of an organization's rights (spec 2 and 6). */
export interface OrganizationRights {
  licenseType: LicenseType;
  /** Pro and Corporate rights granted by a per-organization override (organization 1). */
  grantedProRights?: boolean;
}

/**
 * Pro or Corporate licence, or those rights granted to the organization (the licence alone: the licence
 * field limits of forms read it; what an expired licence loses is decided by `organizationRights`).
 */
export function hasProRights(org: OrganizationRights): boolean {
  return org.grantedProRights === true || org.licenseType === 'pro' || org.licenseType === 'corporate';
}

/**
 * The switchable features of an organization (spec 1 and 6), one name each. The flags of spec 3
 * Organization switch all but `calendar`, which needs Pro or Corporate rights; `validation` is on with
 * enableParticipationsValidation or with Pro or Corporate rights.
 */
export const RIGHTS = ['campaigns', 'groupRegistrations', 'shop', 'badges', 'vouchers', 'operators', 'validation', 'ticketing', 'calendar'] as const;
export type Right = (typeof RIGHTS)[number];

/** The organization's fields the rights are derived from (the Organization row and its override). */
export interface OrganizationRightsInput extends OrganizationRights {
  /** Last day of the licence (YYYY-MM-DD, inclusive; a Date is read as its UTC day); null or absent: no end. */
  validUntil?: string | Date | null;
  enableCampaigns?: boolean;
  enableGroupRegistrations?: boolean;
  enableShop?: boolean;
  enableBadges?: boolean;
  enableVouchers?: boolean;
  enableOperators?: boolean;
  enableParticipationsValidation?: boolean;
  enableWeezevent?: boolean;
}

/** The feature flag of each right switched by one (calendar has none). */
export const RIGHT_FLAGS = {
  campaigns: 'enableCampaigns',
  groupRegistrations: 'enableGroupRegistrations',
  shop: 'enableShop',
  badges: 'enableBadges',
  vouchers: 'enableVouchers',
  operators: 'enableOperators',
  validation: 'enableParticipationsValidation',
  ticketing: 'enableWeezevent',
} as const satisfies Record<Exclude<Right, 'calendar'>, keyof OrganizationRightsInput>;

/** `today` as YYYY-MM-DD (UTC). */
function isoDay(today: Date): string {
  return today.toISOString().slice(0, 10);
}

/**
 * Whether the licence still runs: an expired licence (validUntil before today) counts as none for
 * what the licence gives (Pro/Corporate rights: the calendar, validation). Rights granted by an
 * override (organization 1) do not expire; the feature flags are set per organization and do not
 * depend on the licence's end.
 */
export function licenceRunning(org: Pick<OrganizationRightsInput, 'validUntil'>, today: Date = new Date()): boolean {
  if (!org.validUntil) return true;
  const until = typeof org.validUntil === 'string' ? org.validUntil.slice(0, 10) : isoDay(org.validUntil);
  return until >= isoDay(today);
}

/**
 * The one decision "may this organization use X" (DESIGN.md "Feature flags and licences"): the server's
 * doors (rights.service) and the menu (through the Organization.rights field) read it.
 */
export function organizationRights(org: OrganizationRightsInput, today: Date = new Date()): Record<Right, boolean> {
  const pro = org.grantedProRights === true || (hasProRights({ licenseType: org.licenseType }) && licenceRunning(org, today));
  return {
    campaigns: org.enableCampaigns === true,
    groupRegistrations: org.enableGroupRegistrations === true,
    shop: org.enableShop === true,
    badges: org.enableBadges === true,
    vouchers: org.enableVouchers === true,
    operators: org.enableOperators === true,
    validation: org.enableParticipationsValidation === true || pro,
    ticketing: org.enableWeezevent === true,
    calendar: pro,
  };
}
