import type { SessionOrganization, SessionUser } from '../src/session/session-store';

// Apollo's cache wants __typename in mocked answers; the generated types leave it out.
type Typed<T, Name extends string> = T & { __typename: Name };

export function organizationFixture(
  overrides: Partial<SessionOrganization> = {},
): Typed<SessionOrganization, 'Organization'> {
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
    ...overrides,
  };
}

function availableOrganization(id: string, name: string): Typed<{ id: string; name: string }, 'Organization'> {
  return { __typename: 'Organization', id, name };
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
    activeOrganization,
    availableOrganizations: [availableOrganization(activeOrganization.id, activeOrganization.name)],
    ...overrides,
  };
}
