import type { AuthCheckerFn } from 'type-graphql';
import type { RequestContext } from '../context';
import { AppError } from '../errors/app-error';

/**
 * Guards of GraphQL operations, named as in the permission snapshot. Volunteer, manager and operator
 * guards arrive with their modules.
 */
export type Role = 'organizer' | 'staff';

/** No login -> UNAUTHENTICATED (401 semantics); logged in without the role -> FORBIDDEN. */
export const authChecker: AuthCheckerFn<RequestContext, Role> = ({ context }, roles) => {
  const auth = context.auth;
  if (!auth) throw AppError.unauthenticated();
  if (roles.includes('staff') && !(auth.user.isStaff || auth.user.isSuperUser)) throw AppError.forbidden();
  return true;
};
