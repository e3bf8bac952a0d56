import { Arg, Authorized, Ctx, FieldResolver, ID, Int, Mutation, Query, Resolver, Root } from 'type-graphql';
import { parseId } from '../../common/ids';
import type { RequestContext } from '../../context';
import { organizationAdminService } from './organization-admin.service';
import { StaffOrganizationInput, StaffOrganizationPageType, StaffOrganizationType, staffOrganizationView } from './organization-admin.types';
import { Organization } from './organization.entity';

/** The super admin's doors (staff or superuser): every organization's licence and flags, and the switch into one. */
@Resolver()
export class OrganizationAdminResolver {
  @Authorized('staff')
  @Query(() => StaffOrganizationPageType, { description: 'Every organization of the installation, by name (staff)' })
  async staffOrganizations(
    @Ctx() ctx: RequestContext,
    @Arg('search', () => String, { nullable: true }) search?: string | null,
    @Arg('offset', () => Int, { nullable: true }) offset?: number | null,
    @Arg('limit', () => Int, { nullable: true, description: 'Page size (at most 500); all when absent' }) limit?: number | null,
  ): Promise<StaffOrganizationPageType> {
    const page = await organizationAdminService.list(ctx, { search, offset: offset ?? 0, limit });
    return { count: page.count, results: page.results.map(staffOrganizationView) };
  }

  @Authorized('staff')
  @Mutation(() => StaffOrganizationType, { description: "Changes an organization's licence, support, end date and flags (staff; audited)" })
  async updateStaffOrganization(
    @Arg('id', () => ID) id: string,
    @Arg('input') input: StaffOrganizationInput,
    @Ctx() ctx: RequestContext,
  ): Promise<StaffOrganizationType> {
    const { licenseType, supportType, validUntil, enforce2fa, ...flags } = input;
    const row = await organizationAdminService.update(
      ctx,
      parseId(id, 'error.notFoundOrganization'),
      { licenseType: licenseType ?? undefined, supportType: supportType ?? undefined, validUntil, enforce2fa: enforce2fa ?? undefined, flags: withoutNulls(flags) },
      'graphql',
    );
    return staffOrganizationView(row);
  }

  @Authorized('staff')
  @Mutation(() => Organization, { description: "Makes any organization the session's active one without joining it (staff; audited)" })
  staffSwitchOrganization(@Arg('organizationId', () => ID) organizationId: string, @Ctx() ctx: RequestContext): Promise<Organization> {
    return organizationAdminService.switchInto(ctx, parseId(organizationId, 'error.notFoundOrganization'));
  }
}

/** The staff view of the signed-in user's organizations. */
@Resolver(() => Organization)
export class OrganizationStaffVisitResolver {
  @FieldResolver(() => Boolean, {
    description: 'True while the signed-in staff user views this organization as support, without being a member',
  })
  staffVisit(@Root() organization: Organization, @Ctx() ctx: RequestContext): boolean {
    return ctx.auth?.visitingOrganizationId === organization.id;
  }
}

function withoutNulls<T extends Record<string, unknown>>(value: T): { [K in keyof T]?: Exclude<T[K], null> } {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== null && v !== undefined)) as { [K in keyof T]?: Exclude<T[K], null> };
}
