import { LICENSE_TYPES, SUPPORT_TYPES, type LicenseType, type SupportType } from '@benevo/schema';
import { withTransaction, type RequestContext } from '../../context';
import { AppError, type FieldErrors } from '../../errors/app-error';
import { auditService } from '../audit/audit.service';
import { authService } from '../auth/auth.service';
import { Membership } from './membership.entity';
import { Organization } from './organization.entity';
import { organizationService, type FeatureFlag } from './organization.service';

/** The feature switches a super admin sets (spec 3 Organization), in display order. */
export const ADMIN_FLAGS: readonly FeatureFlag[] = [
  'enableCampaigns',
  'enableGroupRegistrations',
  'enableShop',
  'enableVouchers',
  'enableBadges',
  'enableOperators',
  'enableParticipationsValidation',
  'enableWeezevent',
];

/** What the staff screen, the facade and the CLI may change on an organization; absent fields stay. */
export interface StaffOrganizationChanges {
  licenseType?: string;
  supportType?: string;
  /** `YYYY-MM-DD`, or null to clear (no end date). */
  validUntil?: string | null;
  flags?: Partial<Record<FeatureFlag, boolean>>;
  enforce2fa?: boolean;
}

/** One organization as the staff screen lists it. */
export interface StaffOrganizationRow {
  organization: Organization;
  memberCount: number;
}

/** Who changed an organization: the door it came through (the audit entry's `detail.via`). */
export type ChangeSource = 'graphql' | 'rest' | 'cli';

/** Staff or superuser: the super admin of DESIGN.md "Security model". */
export function isStaffUser(user: { isStaff: boolean; isSuperUser: boolean } | null | undefined): boolean {
  return !!user && (user.isStaff || user.isSuperUser);
}

function requireStaff(ctx: RequestContext): void {
  if (!ctx.auth) throw AppError.unauthenticated();
  if (!isStaffUser(ctx.auth.user)) throw AppError.forbidden();
}

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

function validDate(value: string): boolean {
  const match = DATE.exec(value);
  if (!match) return false;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return date.toISOString().slice(0, 10) === value && Number(match[1]) >= 2000 && Number(match[1]) <= 2999;
}

/** The changes as columns, or field errors (licenseType, supportType, validUntil, a flag's name). */
function validated(changes: StaffOrganizationChanges): Partial<Organization> {
  const errors: FieldErrors = {};
  const columns: Partial<Organization> = {};
  if (changes.licenseType !== undefined) {
    if (LICENSE_TYPES.includes(changes.licenseType as LicenseType)) columns.licenseType = changes.licenseType as LicenseType;
    else errors.licenseType = ['admin.licence'];
  }
  if (changes.supportType !== undefined) {
    if (SUPPORT_TYPES.includes(changes.supportType as SupportType)) columns.supportType = changes.supportType as SupportType;
    else errors.supportType = ['admin.support'];
  }
  if (changes.validUntil !== undefined) {
    const value = changes.validUntil === null ? '' : String(changes.validUntil).trim();
    if (value === '') columns.validUntil = null;
    else if (validDate(value)) columns.validUntil = value;
    else errors.validUntil = ['validation.date'];
  }
  for (const [flag, value] of Object.entries(changes.flags ?? {})) {
    if (value === undefined) continue;
    if (!(ADMIN_FLAGS as readonly string[]).includes(flag) || typeof value !== 'boolean') errors[flag] = ['validation.boolean'];
    else columns[flag as FeatureFlag] = value;
  }
  if (changes.enforce2fa !== undefined) {
    if (typeof changes.enforce2fa === 'boolean') columns.enforce2fa = changes.enforce2fa;
    else errors.enforce2fa = ['validation.boolean'];
  }
  if (Object.keys(errors).length > 0) throw AppError.validation(errors);
  return columns;
}

const LICENCE_FIELDS = ['licenseType', 'supportType', 'validUntil'] as const;
const FLAG_FIELDS = [...ADMIN_FLAGS, 'enforce2fa'] as const;

/** Before and after of the fields that changed among `fields` (the audit entry's detail), or null. */
function difference(before: Organization, columns: Partial<Organization>, fields: readonly (keyof Organization)[]) {
  const changed = fields.filter((field) => field in columns && columns[field] !== before[field]);
  if (changed.length === 0) return null;
  return {
    before: Object.fromEntries(changed.map((field) => [field, before[field]])),
    after: Object.fromEntries(changed.map((field) => [field, columns[field]])),
  };
}

export const organizationAdminService = {
  /**
   * Every organization of the installation for the staff screen, by name, filtered by `search` (name,
   * slug, or id). Staff read across tenants on purpose: this reads the organization table directly,
   * not through the request's tenant-scoped loaders.
   */
  async list(ctx: RequestContext, options: { search?: string | null; offset?: number; limit?: number | null } = {}) {
    requireStaff(ctx);
    const query = ctx.manager.createQueryBuilder(Organization, 'o').orderBy('lower(o.name)', 'ASC').addOrderBy('o.id', 'ASC');
    const search = options.search?.trim() ?? '';
    if (search !== '') {
      const pattern = `%${search.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
      const id = /^\d{1,9}$/.test(search) ? Number(search) : -1;
      query.where('(lower(o.name) LIKE :pattern OR lower(o.slug) LIKE :pattern OR lower(o.public_name) LIKE :pattern OR o.id = :id)', { pattern, id });
    }
    const offset = Math.max(0, Math.floor(options.offset ?? 0));
    query.skip(offset);
    if (options.limit !== undefined && options.limit !== null) query.take(Math.min(500, Math.max(1, Math.floor(options.limit))));
    const [organizations, count] = await query.getManyAndCount();
    const counts = await memberCounts(ctx, organizations.map((o) => o.id));
    const results: StaffOrganizationRow[] = organizations.map((organization) => ({ organization, memberCount: counts.get(organization.id) ?? 0 }));
    return { count, results };
  },

  /** One organization for the staff screen (NOT_FOUND when it does not exist). */
  async get(ctx: RequestContext, organizationId: number): Promise<StaffOrganizationRow> {
    requireStaff(ctx);
    return row(ctx, organizationId);
  },

  /**
   * Changes an organization's licence, support type, end date and feature flags (staff, or the admin
   * CLI acting for the system): validated, one transaction, with the audit entries
   * organization.licenceChanged and organization.flagsChanged (before and after in their detail).
   */
  async update(ctx: RequestContext, organizationId: number, changes: StaffOrganizationChanges, via: ChangeSource): Promise<StaffOrganizationRow> {
    // The CLI runs without a caller (a system context); every door has one and must be staff.
    if (via !== 'cli') requireStaff(ctx);
    // A leaked personal API token of a staff user must not change every organization's licence, flags or enforce2fa.
    if (via !== 'cli' && ctx.auth?.personalToken) throw new AppError('FORBIDDEN', 'admin.tokenRefused');
    const columns = validated(changes);
    return withTransaction(ctx, async (tx) => {
      const before = await tx.manager.findOne(Organization, { where: { id: organizationId }, lock: { mode: 'pessimistic_write' } });
      if (!before) throw AppError.notFound('error.notFoundOrganization');
      const licence = difference(before, columns, LICENCE_FIELDS);
      const flags = difference(before, columns, FLAG_FIELDS);
      if (licence || flags) {
        await tx.manager.update(Organization, { id: organizationId }, columns);
        const actorId = tx.auth?.user.id ?? null;
        if (licence) await auditService.record(tx, { action: 'organization.licenceChanged', organizationId, actorId, detail: { ...licence, via } });
        if (flags) await auditService.record(tx, { action: 'organization.flagsChanged', organizationId, actorId, detail: { ...flags, via } });
      }
      ctx.loaders.organizations.byId.clear(organizationId);
      return row(tx, organizationId);
    });
  },

  /**
   * A staff user's session becomes active in any organization without joining it (audit
   * staff.switchedIn). One of the user's own organizations switches as the ordinary switch does (no
   * audit entry). API tokens have no session to switch: refused.
   */
  async switchInto(ctx: RequestContext, organizationId: number): Promise<Organization> {
    requireStaff(ctx);
    const auth = ctx.auth!;
    if (await organizationService.isMember(ctx.manager, auth.user.id, organizationId)) {
      auth.visitingOrganizationId = null;
      return authService.switchOrganization(ctx, organizationId);
    }
    if (!auth.sessionIdHash) throw new AppError('FORBIDDEN', 'admin.sessionRequired');
    const organization = await ctx.manager.findOneBy(Organization, { id: organizationId });
    if (!organization) throw AppError.notFound('error.notFoundOrganization');
    await withTransaction(ctx, async (tx) => {
      await authService.setSessionOrganization(tx, organization.id);
      await auditService.record(tx, {
        action: 'staff.switchedIn',
        organizationId: organization.id,
        userId: auth.user.id,
        actorId: auth.user.id,
        detail: { organization: organization.name, slug: organization.slug },
      });
    });
    startVisit(ctx, organization.id);
    return organization;
  },

  /**
   * Request pipeline (http/request-context.ts): a staff user's session whose active organization is
   * not one of the user's own stays there as support. `chosen` is the session's active organization,
   * before it was narrowed to the member ones. Anybody else (a non-staff user whose session row names
   * another organization, an API token) keeps the member organizations only.
   */
  async resumeVisit(ctx: RequestContext, chosen: number | null): Promise<void> {
    const auth = ctx.auth;
    if (!auth || auth.via !== 'session' || chosen === null || chosen === auth.organizationId) return;
    if (!isStaffUser(auth.user)) return;
    const organization = await ctx.loaders.organizations.byId.load(chosen);
    if (organization) startVisit(ctx, organization.id);
  },
};

/** Makes the request work in a visited organization: active, and readable through the loaders (common/tenant.ts). */
function startVisit(ctx: RequestContext, organizationId: number): void {
  const auth = ctx.auth!;
  auth.organizationId = organizationId;
  auth.visitingOrganizationId = organizationId;
  ctx.tenant.open(organizationId);
}

async function memberCounts(ctx: RequestContext, organizationIds: number[]): Promise<Map<number, number>> {
  if (organizationIds.length === 0) return new Map();
  const rows = await ctx.manager
    .createQueryBuilder(Membership, 'm')
    .select('m.organization_id', 'organizationId')
    .addSelect('count(*)', 'count')
    .where('m.organization_id IN (:...ids)', { ids: organizationIds })
    .groupBy('m.organization_id')
    .getRawMany<{ organizationId: number; count: string }>();
  return new Map(rows.map((r) => [Number(r.organizationId), Number(r.count)]));
}

async function row(ctx: RequestContext, organizationId: number): Promise<StaffOrganizationRow> {
  const organization = await ctx.manager.findOneBy(Organization, { id: organizationId });
  if (!organization) throw AppError.notFound('error.notFoundOrganization');
  const counts = await memberCounts(ctx, [organizationId]);
  return { organization, memberCount: counts.get(organizationId) ?? 0 };
}
