import { parseId } from '../../common/ids';
import { asBody, paged, param, queryString, read, type Body, type FacadeRoute } from '../../rest/facade';
import { ADMIN_FLAGS, organizationAdminService, type StaffOrganizationChanges, type StaffOrganizationRow } from './organization-admin.service';
import { serializeOrganization } from './organization.serializer';

/** The facade's staff organization: the licence, flags and member count of any organization. */
function serializeStaffOrganization({ organization: o, memberCount }: StaffOrganizationRow) {
  return {
    id: o.id,
    name: o.name,
    slug: o.slug,
    licenseType: o.licenseType,
    supportType: o.supportType,
    validUntil: o.validUntil,
    ...Object.fromEntries(ADMIN_FLAGS.map((flag) => [flag, o[flag]])),
    enforce2fa: o.enforce2fa,
    memberCount,
    createdAt: o.createdAt.toISOString(),
  };
}

function changesOf(body: Body): StaffOrganizationChanges {
  const flags = Object.fromEntries(ADMIN_FLAGS.map((flag) => [flag, read.boolean(body, flag)]).filter(([, value]) => value !== undefined));
  return {
    licenseType: read.string(body, 'licenseType'),
    supportType: read.string(body, 'supportType'),
    // An explicit null clears the end date; an absent field keeps it.
    validUntil: body.validUntil === null ? null : read.string(body, 'validUntil'),
    flags,
    enforce2fa: read.boolean(body, 'enforce2fa'),
  };
}

/** The super admin's routes under /apis/organizer/v1/staff/ (guard staff: isStaff or isSuperUser). */
export const organizationAdminRoutes: FacadeRoute[] = [
  {
    method: 'GET',
    path: 'staff/organizations/',
    guard: 'staff',
    async handle(ctx, req) {
      const { results } = await organizationAdminService.list(ctx, { search: queryString(req, 'search') });
      return { body: paged(req, results.map(serializeStaffOrganization)) };
    },
  },
  {
    method: 'PATCH',
    path: 'staff/organizations/:id/',
    guard: 'staff',
    async handle(ctx, req) {
      const id = parseId(param(req, 'id'), 'error.notFoundOrganization');
      const row = await organizationAdminService.update(ctx, id, changesOf(asBody(req.body)), 'rest');
      return { body: serializeStaffOrganization(row) };
    },
  },
  {
    method: 'POST',
    path: 'staff/organizations/:id/switch/',
    guard: 'staff',
    async handle(ctx, req) {
      const id = parseId(param(req, 'id'), 'error.notFoundOrganization');
      const organization = await organizationAdminService.switchInto(ctx, id);
      return { body: { ...(await serializeOrganization(ctx, organization)), staffVisit: ctx.auth?.visitingOrganizationId === organization.id } };
    },
  },
];
