import { organizationRights, type LicenseType } from '@benevo/schema';
import type { SessionOrganization, SessionUser } from '../src/session/session-store';

// Apollo's cache wants __typename in mocked answers; the generated types leave it out.
type Typed<T, Name extends string> = T & { __typename: Name };

/**
 * An active organization; its `rights` follow the flags and hasProRights given (as the server's rights
 * service decides them, the licence taken as running) unless `rights` itself is given.
 */
export function organizationFixture(
  overrides: Partial<SessionOrganization> = {},
): Typed<SessionOrganization, 'Organization'> {
  const organization = organizationWithoutRights(overrides);
  const rights = organizationRights({ ...organization, licenseType: organization.licenseType.toLowerCase() as LicenseType, validUntil: null, grantedProRights: organization.hasProRights });
  return { ...organization, rights: { __typename: 'OrganizationRights', ...rights, ...overrides.rights } } as Typed<SessionOrganization, 'Organization'>;
}

function organizationWithoutRights(overrides: Partial<SessionOrganization>): Omit<Typed<SessionOrganization, 'Organization'>, 'rights'> {
  return {
    __typename: 'Organization',
    id: '7',
    name: 'FC Vétroz',
    slug: 'fc-vetroz',
    description: null,
    logo: null,
    publicName: null,
    contactEmail: null,
    contactPhone: null,
    licenseType: 'CLUB',
    supportType: 'STANDARD',
    validUntil: '2026-12-31',
    enableCampaigns: false,
    enableGroupRegistrations: false,
    enforce2fa: false,
    enableWeezevent: false,
    enableShop: false,
    shopOpen: true,
    enableBadges: false,
    enableVouchers: false,
    enableOperators: false,
    enableParticipationsValidation: false,
    nbPendingValidations: 0,
    defaultLanguage: 'fr',
    hasProRights: false,
    forcedLanguage: null,
    staffVisit: false,
    ...overrides,
  };
}

function availableOrganization(id: string, name: string): Typed<{ id: string; name: string; staffVisit: boolean }, 'Organization'> {
  return { __typename: 'Organization', id, name, staffVisit: false };
}

export function userFixture(overrides: Partial<SessionUser> = {}): Typed<SessionUser, 'User'> {
  const activeOrganization = organizationFixture();
  return {
    __typename: 'User',
    id: '42',
    username: 'anna',
    email: 'anna@example.org',
    firstName: 'Anna',
    lastName: 'Muster',
    isStaff: false,
    isSuperUser: false,
    language: 'fr',
    dfaId: null,
    otpSetupRequired: false,
    activeOrganization,
    availableOrganizations: [availableOrganization(activeOrganization.id, activeOrganization.name)],
    ...overrides,
  };
}
