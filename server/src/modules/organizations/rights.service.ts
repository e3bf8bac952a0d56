import { organizationRights, RIGHT_FLAGS, RIGHTS, type Right } from '@benevo/schema';
import type { RequestContext } from '../../context';
import { AppError } from '../../errors/app-error';
import type { OrganizationOverride } from './organization-override.entity';
import type { Organization } from './organization.entity';

export { RIGHTS, RIGHT_FLAGS, type Right };

/** The rights of one organization row and its override (pure; `organizationRights` of @benevo/schema decides). */
export function rightsOf(organization: Organization, override: OrganizationOverride | null, today: Date = new Date()): Record<Right, boolean> {
  return organizationRights({ ...organization, grantedProRights: override?.grantsProRights === true }, today);
}

/**
 * The one place that decides "may this organization use X" (DESIGN.md "Feature flags and licences"):
 * licence (an expired one gives no Pro rights), feature flags and the overrides table (organization 1
 * holds Pro and Corporate rights). The doors declare their right (`@RequiresRight`, the facade route's
 * `right`), the public and token doors ask here with their row's organization.
 */
export const rightsService = {
  /** Every right of the organization (all false for an unknown id). */
  async all(ctx: RequestContext, organizationId: number): Promise<Record<Right, boolean>> {
    const [organization, override] = await Promise.all([
      ctx.loaders.organizations.byId.load(organizationId),
      ctx.loaders.organizations.overrideById.load(organizationId),
    ]);
    if (!organization) return Object.fromEntries(RIGHTS.map((right) => [right, false])) as Record<Right, boolean>;
    return rightsOf(organization, override);
  },

  async can(ctx: RequestContext, organizationId: number, right: Right): Promise<boolean> {
    return (await rightsService.all(ctx, organizationId))[right];
  },

  /** FORBIDDEN with the right's own message ("La boutique n'est pas activée pour cette organisation"). */
  async require(ctx: RequestContext, organizationId: number, right: Right): Promise<void> {
    if (!(await rightsService.can(ctx, organizationId, right))) throw rightsService.refusal(right);
  },

  refusal(right: Right): AppError {
    return new AppError('FORBIDDEN', `rights.${right}`);
  },

  /**
   * The organization a door's caller works in: the operator's or the manager's own for those guards,
   * else the organizer's `requested` organization (an organizationId/orgId argument) when a member of
   * it, else the active one. Null when there is none (the service then answers as it does).
   */
  async callerOrganization(ctx: RequestContext, guard: 'operator' | 'manager' | 'organizer', requested?: number | null): Promise<number | null> {
    if (guard === 'operator') return ctx.operator?.organizationId ?? null;
    if (guard === 'manager') return ctx.managerAuth?.organizationId ?? null;
    if (!ctx.auth) return null;
    if (requested !== undefined && requested !== null && Number.isInteger(requested)) {
      const organizations = await ctx.loaders.organizations.byUserId.load(ctx.auth.user.id);
      if (organizations.some((organization) => organization.id === requested)) return requested;
    }
    return ctx.auth.organizationId;
  },

  /** The check of a declared door: FORBIDDEN when the caller's organization lacks the right. */
  async requireForCaller(ctx: RequestContext, guard: 'operator' | 'manager' | 'organizer', right: Right, requested?: number | null): Promise<void> {
    const organizationId = await rightsService.callerOrganization(ctx, guard, requested);
    if (organizationId === null) throw rightsService.refusal(right);
    await rightsService.require(ctx, organizationId, right);
  },
};
