import type { RequestContext } from '../../context';
import { serializeOrganizations } from '../organizations/organization.serializer';
import { authService } from './auth.service';
import type { User } from './user.entity';

/**
 * The facade's User (spec 3 User); the token only where the spec says so (login answers): a token
 * issued for that login, never one stored in clear.
 */
export async function serializeUser(ctx: RequestContext, user: User, token?: string | null) {
  const organizations = await serializeOrganizations(ctx, user.id, ctx.auth?.organizationId ?? null);
  return {
    id: user.id,
    username: user.username,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    ...(token !== undefined ? { token } : {}),
    isSuperUser: user.isSuperUser,
    isStaff: user.isStaff,
    language: user.language,
    dfaId: user.dfaId,
    otpSetupRequired: authService.otpSetupRequired(user, await ctx.loaders.organizations.byUserId.load(user.id)),
    ...organizations,
  };
}
