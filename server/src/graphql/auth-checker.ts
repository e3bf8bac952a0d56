import type { AuthCheckerFn } from 'type-graphql';
import type { RequestContext } from '../context';
import { AppError } from '../errors/app-error';

/**
 * Guards of GraphQL operations, named as in the permission snapshot. Volunteers' operations take their
 * token as an argument (public guard); managers send their session in X-Manager-Token.
 */
export type Role = 'organizer' | 'staff' | 'operator' | 'manager';

/** No login -> UNAUTHENTICATED (401 semantics); logged in without the role -> FORBIDDEN. */
export const authChecker: AuthCheckerFn<RequestContext, Role> = ({ context, info, args }, roles) => {
  // The scan stand: the operator's session (X-Operator-Token), never an organizer's.
  if (roles.includes('operator')) {
    if (!context.operator) throw new AppError('UNAUTHENTICATED', 'scan.sessionExpired');
    return true;
  }
  // The manager space: the manager's session (X-Manager-Token); each event is checked by the service.
  if (roles.includes('manager')) {
    if (!context.managerAuth) throw new AppError('UNAUTHENTICATED', 'managers.sessionExpired');
    return true;
  }
  const auth = context.auth;
  if (!auth) throw AppError.unauthenticated();
  if (auth.otpSetupRequired && !allowedDuringOtpSetup(`${info.parentType.name}.${info.fieldName}`, args)) {
    throw new AppError('OTP_SETUP_REQUIRED', 'twoFactor.setupRequired');
  }
  if (roles.includes('staff') && !(auth.user.isStaff || auth.user.isSuperUser)) throw AppError.forbidden();
  return true;
};

/**
 * enforce2fa (issue 16): what a member of an enforcing organization without a confirmed device may do
 * before setting one up. Everything else guarded (nested guarded fields too) answers OTP_SETUP_REQUIRED.
 */
const OTP_SETUP_OPERATIONS = new Set([
  'Query.me',
  'Mutation.logout',
  'Mutation.logoutEverywhere',
  'Query.otpMethods',
  'Query.otpDevices',
  'Mutation.otpSetup',
  'Mutation.otpValidate',
  'Mutation.otpRemoveDevice',
]);

export function allowedDuringOtpSetup(operation: string, args: Record<string, unknown>): boolean {
  if (OTP_SETUP_OPERATIONS.has(operation)) return true;
  // The language choice, alone.
  if (operation === 'Mutation.updateProfile') {
    const input = (args.input ?? {}) as Record<string, unknown>;
    return Object.entries(input).every(([name, value]) => name === 'language' || value === null || value === undefined);
  }
  return false;
}
