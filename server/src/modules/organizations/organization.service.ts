import { hasProRights, RIGHT_FLAGS, type LicenseType, type Right, type SupportType } from '@benevo/schema';
import type { EntityManager } from 'typeorm';
import { withTransaction, type RequestContext } from '../../context';
import { AppError } from '../../errors/app-error';
import { Membership } from './membership.entity';
import { Organization } from './organization.entity';
import { OrganizationOverride } from './organization-override.entity';
import { rightsOf, rightsService } from './rights.service';

export interface CreateOrganizationInput {
  name: string;
  slug?: string;
  licenseType?: LicenseType;
  supportType?: SupportType;
  flags?: Partial<
    Pick<
      Organization,
      | 'enableCampaigns'
      | 'enableGroupRegistrations'
      | 'enableShop'
      | 'enableBadges'
      | 'enableVouchers'
      | 'enableOperators'
      | 'enableParticipationsValidation'
      | 'enableWeezevent'
    >
  >;
  contactEmail?: string;
  publicName?: string;
  /** An explicit id, for the special organizations of spec 6 (1, 120...). */
  id?: number;
}

/** The per-organization feature switches (spec 3 Organization). */
export type FeatureFlag = NonNullable<keyof NonNullable<CreateOrganizationInput['flags']>>;

/** The right a feature flag switches (rights.service decides; the flag alone is not the answer: validation also comes with Pro rights). */
function rightOfFlag(flag: FeatureFlag): Right {
  const found = (Object.entries(RIGHT_FLAGS) as Array<[Right, string]>).find(([, f]) => f === flag);
  if (!found) throw new Error(`no right for ${flag}`);
  return found[0];
}

export interface OrganizationProfileInput {
  description?: string;
  publicName?: string;
  contactEmail?: string;
  contactPhone?: string;
  logo?: string;
}

export function slugify(name: string): string {
  const slug = name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 50);
  return slug || 'organisation';
}

/** Rights derived from the licence and the per-organization overrides (spec 6). */
export function organizationRights(org: Organization, override: OrganizationOverride | null) {
  return {
    hasProRights: hasProRights({ licenseType: org.licenseType, grantedProRights: override?.grantsProRights }),
    forcedLanguage: override?.forcedLanguage ?? null,
  };
}

export const organizationService = {
  /** Creates an organization; a taken slug gets a numeric suffix. */
  async create(manager: EntityManager, input: CreateOrganizationInput): Promise<Organization> {
    const base = input.slug ? slugify(input.slug) : slugify(input.name);
    let slug = base;
    for (let n = 2; await manager.existsBy(Organization, { slug }); n += 1) slug = `${base}-${n}`;
    const organization = manager.create(Organization, {
      name: input.name,
      slug,
      licenseType: input.licenseType ?? 'none',
      supportType: input.supportType ?? 'standard',
      contactEmail: input.contactEmail ?? '',
      publicName: input.publicName ?? input.name,
      ...input.flags,
    });
    if (input.id === undefined) return manager.save(organization);
    // TypeORM leaves generated ids out of its INSERT: the special organizations need theirs kept.
    await manager.query('INSERT INTO organization (id, name, slug) VALUES ($1, $2, $3)', [input.id, input.name, slug]);
    const { name: _name, slug: _slug, ...rest } = organization;
    await manager.update(Organization, { id: input.id }, rest);
    return manager.findOneByOrFail(Organization, { id: input.id });
  },

  async addMember(manager: EntityManager, userId: number, organizationId: number): Promise<void> {
    await manager
      .createQueryBuilder()
      .insert()
      .into(Membership)
      .values({ userId, organizationId })
      .orIgnore()
      .execute();
  },

  async memberOrganizationIds(manager: EntityManager, userId: number): Promise<number[]> {
    const rows = await manager.find(Membership, { select: { organizationId: true }, where: { userId } });
    return rows.map((row) => row.organizationId);
  },

  async isMember(manager: EntityManager, userId: number, organizationId: number): Promise<boolean> {
    return manager.existsBy(Membership, { userId, organizationId });
  },

  /**
   * Whether the logged-in caller belongs to this organization (per-request loader). Fields reachable
   * through public doors (a token, a sign-up's answer) show personal data to members only: a user logged
   * in to another organization sees what an anonymous visitor sees.
   */
  async callerBelongsTo(ctx: RequestContext, organizationId: number): Promise<boolean> {
    // enforce2fa (issue 16): before its two-factor setup, a member sees what a visitor sees.
    if (!ctx.auth || ctx.auth.otpSetupRequired) return false;
    // A staff user visiting as support (organization-admin service) belongs while the visit lasts.
    if (ctx.auth.visitingOrganizationId === organizationId) return true;
    const organizations = await ctx.loaders.organizations.byUserId.load(ctx.auth.user.id);
    return organizations.some((organization) => organization.id === organizationId);
  },

  /** The organization a user lands in: the one used last if still a member, else the first by name. */
  async defaultOrganizationId(ctx: RequestContext, userId: number, preferred: number | null): Promise<number | null> {
    const organizations = await ctx.loaders.organizations.byUserId.load(userId);
    if (preferred !== null && organizations.some((o) => o.id === preferred)) return preferred;
    return organizations[0]?.id ?? null;
  },

  /**
   * The organization an organizer request works on: `requested` (an organizationId/orgId argument)
   * when the caller is a member of it (403 otherwise), else the active one.
   */
  async scope(ctx: RequestContext, requested?: number | null): Promise<number> {
    if (!ctx.auth) throw AppError.unauthenticated();
    // enforce2fa (issue 16): the guards refuse first; this covers doors that reach organizer data otherwise.
    if (ctx.auth.otpSetupRequired) throw new AppError('OTP_SETUP_REQUIRED', 'twoFactor.setupRequired');
    if (requested !== undefined && requested !== null) {
      const visited = ctx.auth.visitingOrganizationId === requested;
      if (!visited && !(await organizationService.isMember(ctx.manager, ctx.auth.user.id, requested))) throw AppError.forbidden();
      return requested;
    }
    if (ctx.auth.organizationId === null) throw AppError.forbidden();
    return ctx.auth.organizationId;
  },

  /**
   * The rights check of a switchable feature (DESIGN.md "Feature flags and licences"), decided by
   * rights.service: an organization with the feature off answers FORBIDDEN with the right's message,
   * which the clients show without logging out.
   */
  async requireFeature(ctx: RequestContext, organizationId: number, flag: FeatureFlag): Promise<void> {
    await rightsService.require(ctx, organizationId, rightOfFlag(flag));
  },

  /** Whether a switchable feature is on (public doors answer as if the feature's rows did not exist). */
  async hasFeature(ctx: RequestContext, organizationId: number, flag: FeatureFlag): Promise<boolean> {
    return rightsService.can(ctx, organizationId, rightOfFlag(flag));
  },

  /** Whether a switchable feature is on, read outside a request (the request middleware's authentication). */
  async featureEnabled(manager: EntityManager, organizationId: number, flag: FeatureFlag): Promise<boolean> {
    const organization = await manager.findOneBy(Organization, { id: organizationId });
    if (!organization) return false;
    const override = await manager.findOneBy(OrganizationOverride, { organizationId });
    return rightsOf(organization, override)[rightOfFlag(flag)];
  },

  /** Holds the organization's row until the transaction ends: changes counted per organization (a licence's limits) queue here. */
  async lock(tx: RequestContext, organizationId: number): Promise<void> {
    await tx.manager.query(`SELECT id FROM organization WHERE id = $1 FOR NO KEY UPDATE`, [organizationId]);
  },

  /** A member's organization, or NOT_FOUND (another organization's id answers as a missing one). */
  async getForMember(ctx: RequestContext, organizationId: number): Promise<Organization> {
    if (!ctx.auth) throw AppError.unauthenticated();
    const organizations = await organizationService.availableOrganizations(ctx, ctx.auth.user.id);
    const organization = organizations.find((o) => o.id === organizationId);
    if (!organization) throw AppError.notFound('error.notFoundOrganization');
    return organization;
  },

  /**
   * The organizations a user may switch to: its own, by name, and while a staff user visits one as
   * support (organization-admin service), that one too, so that the switcher shows it.
   */
  async availableOrganizations(ctx: RequestContext, userId: number): Promise<Organization[]> {
    const organizations = await ctx.loaders.organizations.byUserId.load(userId);
    const visited = ctx.auth?.user.id === userId ? ctx.auth.visitingOrganizationId : null;
    if (!visited || organizations.some((o) => o.id === visited)) return organizations;
    const organization = await ctx.loaders.organizations.byId.load(visited);
    return organization ? [...organizations, organization] : organizations;
  },

  async updateProfile(ctx: RequestContext, organizationId: number, input: OrganizationProfileInput): Promise<void> {
    const changes = Object.fromEntries(Object.entries(input).filter(([, value]) => value !== undefined));
    if (Object.keys(changes).length === 0) return;
    await ctx.manager.update(Organization, { id: organizationId }, changes);
    ctx.loaders.organizations.byId.clear(organizationId);
  },

  /**
   * Opens or closes the shop of the caller's active organization to volunteers (the organizer's switch
   * within the enableShop feature flag, FORBIDDEN when the flag is off). Only the active organization:
   * no id is taken, so nobody can close another organization's shop.
   */
  async setShopOpen(ctx: RequestContext, open: boolean): Promise<Organization> {
    return withTransaction(ctx, async (tx) => {
      const organizationId = await organizationService.scope(tx);
      await rightsService.require(tx, organizationId, 'shop');
      await tx.manager.update(Organization, { id: organizationId }, { shopOpen: open });
      tx.loaders.organizations.byId.clear(organizationId);
      return tx.manager.findOneByOrFail(Organization, { id: organizationId });
    });
  },

  /** Whether volunteers can browse and order in the organization's shop (the organizer has not closed it). */
  async isShopOpen(ctx: RequestContext, organizationId: number): Promise<boolean> {
    return (await ctx.loaders.organizations.byId.load(organizationId))?.shopOpen === true;
  },

  /** The organization of a public page address (its slug, in any case), or null. */
  async bySlug(ctx: RequestContext, slug: string): Promise<Organization | null> {
    return slug ? ctx.manager.findOneBy(Organization, { slug: slug.trim().toLowerCase() }) : null;
  },

  /** Participations awaiting the organizer's validation (nbPendingValidations). */
  pendingValidations(ctx: RequestContext, organizationId: number): Promise<number> {
    return ctx.loaders.participations.pendingCountByOrganizationId.load(organizationId);
  },
};
