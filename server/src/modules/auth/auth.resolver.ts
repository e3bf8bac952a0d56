import { parseId } from '../../common/ids';
import { Arg, Authorized, Ctx, FieldResolver, ID, Mutation, Query, Resolver, Root } from 'type-graphql';
import type { RequestContext } from '../../context';
import { AppError } from '../../errors/app-error';
import { Organization } from '../organizations/organization.entity';
import { organizationService } from '../organizations/organization.service';
import {
  LoginInput,
  RegisterInput,
  ResetPasswordInput,
  UpdateProfileInput,
  VerifyRegistrationInput,
} from './auth.inputs';
import { authService } from './auth.service';
import { User } from './user.entity';


@Resolver(() => User)
export class AuthResolver {
  @Authorized('organizer')
  @Query(() => User, { description: "The signed-in user's profile (never the API token)" })
  me(@Ctx() ctx: RequestContext): User {
    if (!ctx.auth) throw AppError.unauthenticated();
    return ctx.auth.user;
  }

  @Mutation(() => User, { description: 'Opens a session (http-only cookie) and rotates the CSRF token' })
  async login(@Arg('input') input: LoginInput, @Ctx() ctx: RequestContext): Promise<User> {
    const { auth, pending } = await authService.login(ctx, input);
    // Two-factor (issue 16): no session yet; the client asks for the code (otpVerify).
    if (pending) throw authService.otpRequiredError(pending);
    ctx.auth = auth;
    return auth.user;
  }

  @Mutation(() => Boolean, { description: 'Ends the session; always succeeds' })
  async logout(@Ctx() ctx: RequestContext): Promise<boolean> {
    await authService.logout(ctx);
    return true;
  }

  @Authorized('organizer')
  @Mutation(() => Boolean, { description: 'Ends every session and revokes every API token of the signed-in user' })
  async logoutEverywhere(@Ctx() ctx: RequestContext): Promise<boolean> {
    await authService.logoutEverywhere(ctx);
    return true;
  }

  @Authorized('organizer')
  @Mutation(() => Organization)
  switchOrganization(@Arg('organizationId', () => ID) organizationId: string, @Ctx() ctx: RequestContext) {
    return authService.switchOrganization(ctx, parseId(organizationId, 'error.notFoundOrganization'));
  }

  @Authorized('organizer')
  @Mutation(() => User)
  updateProfile(@Arg('input') input: UpdateProfileInput, @Ctx() ctx: RequestContext): Promise<User> {
    return authService.updateProfile(ctx, input);
  }

  @Mutation(() => Boolean, { description: 'Creates an inactive account and its organization; mails the activation link' })
  async register(@Arg('input') input: RegisterInput, @Ctx() ctx: RequestContext): Promise<boolean> {
    await authService.register(ctx, input);
    return true;
  }

  @Mutation(() => Boolean)
  async verifyRegistration(@Arg('input') input: VerifyRegistrationInput, @Ctx() ctx: RequestContext): Promise<boolean> {
    await authService.verifyRegistration(ctx, input);
    return true;
  }

  @Mutation(() => Boolean, { description: 'Mails a reset link if the e-mail or username is known; answers true either way' })
  async sendResetPasswordLink(@Arg('login') login: string, @Ctx() ctx: RequestContext): Promise<boolean> {
    await authService.sendResetPasswordLink(ctx, login);
    return true;
  }

  @Mutation(() => Boolean)
  async resetPassword(@Arg('input') input: ResetPasswordInput, @Ctx() ctx: RequestContext): Promise<boolean> {
    await authService.resetPassword(ctx, input);
    return true;
  }

  @FieldResolver(() => ID, { nullable: true, description: 'Two-factor device in use, null without 2FA' })
  dfaId(@Root() user: User): string | null {
    return user.dfaId === null ? null : String(user.dfaId);
  }

  @FieldResolver(() => Boolean, {
    description: 'enforce2fa applies and the user has no confirmed two-factor device: only the setup is allowed (issue 16)',
  })
  async otpSetupRequired(@Root() user: User, @Ctx() ctx: RequestContext): Promise<boolean> {
    return authService.otpSetupRequired(user, await ctx.loaders.organizations.byUserId.load(user.id));
  }

  @FieldResolver(() => Organization, { nullable: true })
  async activeOrganization(@Root() user: User, @Ctx() ctx: RequestContext): Promise<Organization | null> {
    const organizationId = ctx.auth?.user.id === user.id ? ctx.auth.organizationId : user.lastOrganizationId;
    if (organizationId === null) return null;
    return ctx.loaders.organizations.byId.load(organizationId);
  }

  @FieldResolver(() => [Organization])
  availableOrganizations(@Root() user: User, @Ctx() ctx: RequestContext): Promise<Organization[]> {
    return organizationService.availableOrganizations(ctx, user.id);
  }
}
