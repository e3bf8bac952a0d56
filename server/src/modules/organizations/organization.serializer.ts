import type { RequestContext } from '../../context';
import type { Organization } from './organization.entity';
import { organizationRights, organizationService } from './organization.service';
import { rightsOf } from './rights.service';

/** The facade's Organization (spec 3), with the rights the clients need. */
export async function serializeOrganization(ctx: RequestContext, organization: Organization) {
  const override = await ctx.loaders.organizations.overrideById.load(organization.id);
  return {
    id: organization.id,
    name: organization.name,
    description: organization.description,
    logo: organization.logo,
    slug: organization.slug,
    publicName: organization.publicName,
    contactEmail: organization.contactEmail,
    contactPhone: organization.contactPhone,
    enableCampaigns: organization.enableCampaigns,
    enableGroupRegistrations: organization.enableGroupRegistrations,
    enforce2fa: organization.enforce2fa,
    licenseType: organization.licenseType,
    supportType: organization.supportType,
    validUntil: organization.validUntil,
    enableWeezevent: organization.enableWeezevent,
    enableShop: organization.enableShop,
    shopOpen: organization.shopOpen,
    enableBadges: organization.enableBadges,
    enableVouchers: organization.enableVouchers,
    enableOperators: organization.enableOperators,
    enableParticipationsValidation: organization.enableParticipationsValidation,
    nbPendingValidations: await organizationService.pendingValidations(ctx, organization.id),
    defaultLanguage: organization.defaultLanguage,
    ...organizationRights(organization, override),
    /** What the organization may use (rights.service), as GraphQL's Organization.rights: an addition to spec 3's fields. */
    rights: rightsOf(organization, override),
  };
}

/** activeOrganization and availableOrganizations of the signed-in user. */
export async function serializeOrganizations(ctx: RequestContext, userId: number, activeId: number | null) {
  const organizations = await organizationService.availableOrganizations(ctx, userId);
  const available = await Promise.all(organizations.map((o) => serializeOrganization(ctx, o)));
  return {
    activeOrganization: available.find((o) => o.id === activeId) ?? null,
    availableOrganizations: available,
  };
}
