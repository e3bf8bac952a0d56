import crypto from 'node:crypto';
import {
  CSRF_COOKIE,
  CSRF_HEADER,
  LANGUAGE_COOKIE,
  LANGUAGE_HEADER,
  SESSION_COOKIE,
  languageFromAcceptHeader,
  normalizeLanguage,
} from '@benevo/schema';
import type { NextFunction, Request, Response } from 'express';
import type { AppServices, CookieJar, RequestContext } from '../context';
import { AppError } from '../errors/app-error';
import { createLoaders } from '../graphql/loaders';
import { RequestTenant } from '../common/tenant';
import { authService } from '../modules/auth/auth.service';
import { operatorsService } from '../modules/operators/operators.service';
import { OPERATOR_TOKEN_HEADER } from '../modules/operators/operators.types';
import { managersService } from '../modules/managers/managers.service';
import { MANAGER_TOKEN_HEADER } from '../modules/managers/managers.types';
import { organizationAdminService } from '../modules/organizations/organization-admin.service';
import type { Organization } from '../modules/organizations/organization.entity';
import { organizationService } from '../modules/organizations/organization.service';
import { OTP_COOKIE } from '../modules/two-factor/two-factor.types';

declare module 'express-serve-static-core' {
  interface Request {
    ctx: RequestContext;
    id: string;
  }
}

const UNSAFE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

function cookieJarFor(res: Response, secure: boolean): CookieJar {
  return {
    set: (name, value, options) =>
      res.cookie(name, value, {
        httpOnly: options.httpOnly,
        maxAge: options.maxAgeSeconds * 1000,
        sameSite: 'lax',
        secure,
        path: '/',
      }),
    clear: (name) => res.clearCookie(name, { path: '/', sameSite: 'lax', secure }),
  };
}

/**
 * The language of a request (DESIGN.md "Language"): the explicit choice (the `lang` cookie a language
 * switch writes), then the language the page shows (X-Language, sent by the clients with every
 * request), then Accept-Language, then French. A French page never answers in the browser's language.
 */
export function requestLanguage(req: Pick<Request, 'cookies' | 'headers'>) {
  const cookie = req.cookies?.[LANGUAGE_COOKIE] as string | undefined;
  if (cookie && cookie.trim() !== '') return normalizeLanguage(cookie);
  const page = req.headers[LANGUAGE_HEADER.toLowerCase()];
  if (typeof page === 'string' && page.trim() !== '') return normalizeLanguage(page);
  return languageFromAcceptHeader(req.headers['accept-language']) ?? normalizeLanguage(null);
}

/**
 * Builds `req.ctx` for every API request: the caller (API token or session cookie), the language,
 * fresh loaders. Cookie-authenticated unsafe requests must echo the csrftoken cookie in X-CSRFToken;
 * token-authenticated ones need not (no ambient credential to abuse).
 */
export function requestContextMiddleware(app: AppServices) {
  const secure = app.config.publicUrl.startsWith('https://');
  return async (req: Request, res: Response, next: NextFunction): Promise<void> => {
    try {
      const manager = app.dataSource.manager;
      const language = requestLanguage(req);
      const cookies = cookieJarFor(res, secure);
      if (!req.cookies?.[CSRF_COOKIE]) {
        cookies.set(CSRF_COOKIE, crypto.randomBytes(16).toString('hex'), { httpOnly: false, maxAgeSeconds: 365 * 24 * 3600 });
      }
      let memberOf: { userId: number; organizations: Organization[] } | null = null;
      const auth = await authService.authenticate(
        app,
        manager,
        { authorization: req.headers.authorization, sessionId: req.cookies?.[SESSION_COOKIE] as string | undefined },
        (userId, organizations) => (memberOf = { userId, organizations }),
      );
      // A signed-in user reads its organizations: loaded here, outside any transaction, once (the same
      // list the active organization is chosen from below, so no extra statement). Loading it lazily
      // from inside a later transaction would wait for a second connection the embedded database does
      // not have. Public doors open the organization they resolve.
      const operatorToken = req.get(OPERATOR_TOKEN_HEADER);
      const operator = operatorToken ? await operatorsService.authenticate(manager, operatorToken) : null;
      const managerToken = req.get(MANAGER_TOKEN_HEADER);
      const managerAuth = managerToken ? await managersService.authenticate(manager, managerToken) : null;
      let members: Promise<number[]> = Promise.resolve([]);
      const tenant = RequestTenant.forRequest(auth ? () => members : null);
      const loaders = createLoaders(manager, tenant);
      // A session's organizations came with it (one statement for the whole authentication).
      const known = memberOf as { userId: number; organizations: Organization[] } | null;
      if (known) {
        loaders.organizations.byUserId.prime(known.userId, known.organizations);
        for (const organization of known.organizations) loaders.organizations.byId.prime(organization.id, organization);
      }
      if (auth) {
        const organizations = loaders.organizations.byUserId.load(auth.user.id);
        members = organizations.then((list) => list.map((organization) => organization.id));
        await members;
        // enforce2fa (issue 16) from the same list: no extra statement.
        auth.otpSetupRequired = authService.otpSetupRequired(auth.user, await organizations);
      }
      req.ctx = {
        requestId: req.id,
        clientIp: req.ip ?? 'unknown',
        language,
        auth,
        operator,
        managerAuth,
        manager,
        loaders,
        tenant,
        app,
        cookies,
        otpPendingLogin: (req.cookies?.[OTP_COOKIE] as string | undefined) || undefined,
        afterCommit: (callback) => {
          // Outside a transaction the write has already committed.
          void Promise.resolve(callback());
        },
      };
      // The operator's session is the credential: the stand may read its organization (common/tenant.ts).
      // An organizer's request keeps its own organizations only, whatever header it also sends.
      if (operator && !auth) tenant.open(operator.organizationId);
      // The same for a manager's session: its organization (the manager service checks each event).
      if (managerAuth && !auth) tenant.open(managerAuth.organizationId);
      if (auth) {
        const chosen = auth.organizationId;
        auth.organizationId = await organizationService.defaultOrganizationId(req.ctx, auth.user.id, auth.organizationId);
        // A staff user's session may stay in an organization it is not a member of (the staff switch);
        // for anybody else the member organizations above are the only ones.
        await organizationAdminService.resumeVisit(req.ctx, chosen);
      }
      if (auth?.via === 'session' && UNSAFE_METHODS.has(req.method)) {
        const expected = req.cookies?.[CSRF_COOKIE] as string | undefined;
        const given = req.get(CSRF_HEADER);
        if (!expected || !given || !safeEqual(expected, given)) throw new AppError('CSRF_FAILED', 'error.csrf');
      }
      next();
    } catch (error) {
      next(error);
    }
  };
}

function safeEqual(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && crypto.timingSafeEqual(left, right);
}
