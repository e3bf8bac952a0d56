import { parseId } from '../../common/ids';
import { translate, type MessageKey } from '@benevo/schema';
import type { Request } from 'express';
import type { RequestContext } from '../../context';
import { AppError } from '../../errors/app-error';
import { bodyInt, bodyString, param, refuseCrossSite, renameFields, type FacadePrefix } from '../../rest/facade';
import { serializeOrganization, serializeOrganizations } from '../organizations/organization.serializer';
import { authService } from './auth.service';
import { serializeUser } from './user.serializer';

function detail(ctx: RequestContext, key: MessageKey) {
  return { body: { detail: translate(ctx.language, key) } };
}

async function rethrowRenamed<T>(work: Promise<T>, names: Record<string, string>): Promise<T> {
  try {
    return await work;
  } catch (error) {
    throw renameFields(error, names);
  }
}

const linkFields = { userId: 'user_id', passwordConfirm: 'password_confirm' };

function linkParams(req: Request) {
  return {
    userId: bodyString(req, 'user_id') ?? '',
    timestamp: bodyInt(req, 'timestamp'),
    signature: bodyString(req, 'signature') ?? '',
  };
}

export const authenticationRoutes: FacadePrefix = {
  prefix: '/apis/authentication/v1',
  routes: [
    {
      method: 'POST',
      path: 'login/',
      guard: 'public',
      // An empty body refreshes the session: it answers the signed-in user, or 401.
      async handle(ctx, req) {
        refuseCrossSite(req);
        const email = bodyString(req, 'email');
        const password = bodyString(req, 'password');
        if (email === undefined && password === undefined) {
          if (!ctx.auth) throw AppError.unauthenticated();
          const token = await authService.refreshSessionToken(ctx);
          return { body: await serializeUser(ctx, ctx.auth.user, token) };
        }
        const { auth, token, pending } = await authService.login(ctx, { email: email ?? '', password: password ?? '' }, { withToken: true });
        // Two-factor (issue 16): no session and no token until otp-verify/.
        if (pending) return { body: { otpRequired: true, ...pending } };
        ctx.auth = auth;
        return { body: await serializeUser(ctx, auth.user, token) };
      },
    },
    {
      method: 'POST',
      path: 'login-token/',
      guard: 'public',
      async handle(ctx, req) {
        const token = await authService.loginToken(ctx, {
          email: bodyString(req, 'email') ?? bodyString(req, 'username') ?? '',
          password: bodyString(req, 'password') ?? '',
        });
        return { body: { token } };
      },
    },
    {
      method: 'POST',
      path: 'logout/',
      guard: 'public',
      async handle(ctx) {
        await authService.logout(ctx);
        return detail(ctx, 'auth.loggedOut');
      },
    },
    {
      method: 'POST',
      path: 'logoutall/',
      guard: 'organizer',
      duringOtpSetup: true,
      // django-rest-knox's name: ends every session and revokes every token of the user.
      async handle(ctx) {
        await authService.logoutEverywhere(ctx);
        return detail(ctx, 'auth.loggedOutEverywhere');
      },
    },
    {
      method: 'POST',
      path: 'profile/',
      guard: 'organizer',
      // enforce2fa (issue 16): the language choice alone stays possible before the setup.
      duringOtpSetup: (req) => Object.entries((req.body ?? {}) as Record<string, unknown>).every(([name, value]) => name === 'language' || value == null),
      async handle(ctx, req) {
        const user = await authService.updateProfile(ctx, {
          username: bodyString(req, 'username'),
          email: bodyString(req, 'email'),
          firstName: bodyString(req, 'firstName'),
          lastName: bodyString(req, 'lastName'),
          language: bodyString(req, 'language'),
          imageLogo: bodyString(req, 'imageLogo'),
          description: bodyString(req, 'description'),
          publicName: bodyString(req, 'publicName'),
          contactEmail: bodyString(req, 'contactEmail'),
          contactPhone: bodyString(req, 'contactPhone'),
        });
        const body = await serializeUser(ctx, user);
        return { body: { ...body, organization: body.activeOrganization } };
      },
    },
    {
      method: 'GET',
      path: 'organizations/',
      guard: 'organizer',
      async handle(ctx) {
        const auth = ctx.auth!;
        return { body: await serializeOrganizations(ctx, auth.user.id, auth.organizationId) };
      },
    },
    {
      method: 'POST',
      path: 'organizations/:id/switch/',
      guard: 'organizer',
      async handle(ctx, req) {
        const id = parseId(param(req, 'id'), 'error.notFoundOrganization');
        const organization = await authService.switchOrganization(ctx, id);
        const serialized = await serializeOrganization(ctx, organization);
        return { body: { id: serialized.id, nbPendingValidations: serialized.nbPendingValidations } };
      },
    },
  ],
};

export const accountRoutes: FacadePrefix = {
  prefix: '/accounts',
  routes: [
    {
      method: 'POST',
      path: 'register/',
      guard: 'public',
      async handle(ctx, req) {
        const user = await rethrowRenamed(
          authService.register(ctx, {
            username: bodyString(req, 'username'),
            email: bodyString(req, 'email') ?? '',
            password: bodyString(req, 'password') ?? '',
            passwordConfirm: bodyString(req, 'password_confirm') ?? '',
            organizationName: bodyString(req, 'organizationName'),
            language: bodyString(req, 'language'),
          }),
          linkFields,
        );
        return {
          status: 201,
          body: { id: user.id, username: user.username, email: user.email, detail: translate(ctx.language, 'auth.registered') },
        };
      },
    },
    {
      method: 'POST',
      path: 'verify-registration/',
      guard: 'public',
      async handle(ctx, req) {
        await authService.verifyRegistration(ctx, linkParams(req));
        return detail(ctx, 'auth.verified');
      },
    },
    {
      method: 'POST',
      path: 'send-reset-password-link/',
      guard: 'public',
      async handle(ctx, req) {
        await authService.sendResetPasswordLink(ctx, bodyString(req, 'login') ?? '');
        return detail(ctx, 'auth.resetLinkSent');
      },
    },
    {
      method: 'POST',
      path: 'reset-password/',
      guard: 'public',
      // The documented body has no confirmation; when one is sent it must match.
      async handle(ctx, req) {
        const password = bodyString(req, 'password') ?? '';
        await rethrowRenamed(
          authService.resetPassword(ctx, {
            ...linkParams(req),
            password,
            passwordConfirm: bodyString(req, 'password_confirm') ?? password,
          }),
          linkFields,
        );
        return detail(ctx, 'auth.passwordReset');
      },
    },
  ],
};
