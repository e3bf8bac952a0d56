import express, { type Request, type Response, type Router } from 'express';
import type { RequestContext } from '../context';
import { AppError } from '../errors/app-error';
import { checkTokenRoute } from '../modules/auth/token-scopes';
import { rightsService, type Right } from '../modules/organizations/rights.service';

/**
 * The guards of the permission snapshot: `public` (anyone), `volunteer` (a volunteer's personal token,
 * in the path, the `token` query parameter or the body; the service checks it and answers NOT_FOUND to
 * a wrong one, so that a token cannot be told from a missing row), `organizer` (a signed-in member),
 * `operator` (a scan stand's session, X-Operator-Token), `manager` (a manager's session, X-Manager-Token,
 * or the credentials spec 7 sends in the query or body, checked by the route's `authenticate`), `staff`.
 */
export type Guard = 'public' | 'volunteer' | 'operator' | 'manager' | 'organizer' | 'staff';
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface FacadeAnswer {
  status?: number;
  body: unknown;
  /** A file to download instead of a JSON body (sent as an attachment; `body` is then ignored). */
  file?: { fileName: string; mimeType: string; content: Buffer };
}

/** Content-Disposition of a download: an ASCII name, and the exact one in RFC 5987 form. */
function attachment(fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]|["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

export interface FacadeRoute {
  method: HttpMethod;
  /** Express path under the prefix, e.g. `organizations/:id/switch/`. */
  path: string;
  guard: Guard;
  /**
   * The right of the caller's organization the route needs (rights.service), checked after the guard and
   * before the handler: a switched-off feature answers 403 {"detail": its message}.
   */
  right?: Right;
  /**
   * enforce2fa (issue 16): whether an organizer without the required two-factor device may call it
   * (the setup routes); every other organizer or staff route answers 403 "otp_setup_required".
   */
  duringOtpSetup?: boolean | ((req: Request) => boolean);
  /**
   * A variant of the path this route does not serve (another space's parameters): it answers 404,
   * as an unknown path does, before the guard.
   */
  unknownVariant?(req: Request): boolean;
  /** Signs the request in from credentials it carries (spec 7's manager variants), before the guard. */
  authenticate?(ctx: RequestContext, req: Request): Promise<RequestContext>;
  /** Another space's use of the same path (spec 7: publicevent with a manager's credentials), with its own guard. */
  variants?: FacadeVariant[];
  handle(ctx: RequestContext, req: Request): Promise<FacadeAnswer>;
}

export interface FacadeVariant {
  /** How the permission snapshot names it after the path, e.g. `?email&password&orgId`. */
  name: string;
  applies(req: Request): boolean;
  guard: Guard;
  /** As FacadeRoute.right, for this variant's caller. */
  right?: Right;
  authenticate?(ctx: RequestContext, req: Request): Promise<RequestContext>;
  handle(ctx: RequestContext, req: Request): Promise<FacadeAnswer>;
}

/** The routes with each variant joined to the route of its method and path (the facade assembly joins modules' variants). */
export function withVariants(routes: FacadeRoute[], variants: Array<{ method: HttpMethod; path: string; variant: FacadeVariant }>): FacadeRoute[] {
  return routes.map((route) => {
    const joined = variants.filter((v) => v.method === route.method && v.path === route.path).map((v) => v.variant);
    return joined.length === 0 ? route : { ...route, variants: [...(route.variants ?? []), ...joined] };
  });
}

export interface FacadePrefix {
  prefix: string;
  routes: FacadeRoute[];
}

function checkGuard(ctx: RequestContext, guard: Guard, otpSetupAllowed: () => boolean = () => false): void {
  // A volunteer's token is checked by the service that reads it (see Guard).
  if (guard === 'public' || guard === 'volunteer') return;
  if (guard === 'operator') {
    if (!ctx.operator) throw new AppError('UNAUTHENTICATED', 'scan.sessionExpired');
    return;
  }
  if (guard === 'manager') {
    if (!ctx.managerAuth) throw new AppError('UNAUTHENTICATED', 'managers.sessionExpired');
    return;
  }
  if (!ctx.auth) throw AppError.unauthenticated();
  if (ctx.auth.otpSetupRequired && !otpSetupAllowed()) throw new AppError('OTP_SETUP_REQUIRED', 'twoFactor.setupRequired');
  if (guard === 'staff' && !(ctx.auth.user.isStaff || ctx.auth.user.isSuperUser)) throw AppError.forbidden();
}

/**
 * The right of a declared route, for the caller's organization: an organization of the path
 * (`organization/:org/`, `organization/:id/`), or an organizationId/orgId of the query or body, selects
 * a member one; else the active one (rights.service).
 */
async function checkRight(ctx: RequestContext, route: FacadeRoute, guard: Guard, right: Right, req: Request): Promise<void> {
  const door = guard === 'operator' || guard === 'manager' ? guard : 'organizer';
  const body = req.body as Record<string, unknown> | undefined;
  const fromPath = route.path.startsWith('organization/:id/') ? req.params.id : (req.params.org ?? req.params.orgId);
  const requested = Number(
    fromPath ?? queryString(req, 'organizationId') ?? queryString(req, 'orgId') ?? (body && typeof body === 'object' && !Array.isArray(body) ? body.organizationId : undefined),
  );
  await rightsService.requireForCaller(ctx, door, right, Number.isInteger(requested) ? requested : null);
}

/**
 * Mounts one prefix of the facade. As Django REST framework does, it routes before it guards: an
 * unknown path answers 404 to everyone, a known path with another method 405, and only then the guard
 * answers 401 or 403.
 */
export function facadeRouter({ routes }: FacadePrefix): Router {
  const router = express.Router({ strict: true });
  const paths = new Map<string, FacadeRoute[]>();
  for (const route of routes) paths.set(route.path, [...(paths.get(route.path) ?? []), route]);
  for (const [path, methods] of paths) {
    router.all(`/${path}`, async (req: Request, res: Response, next) => {
      const route = methods.find((r) => r.method === req.method);
      if (!route) {
        res.set('Allow', methods.map((m) => m.method).join(', ')).status(405).json({ detail: `Method "${req.method}" not allowed.` });
        return;
      }
      try {
        const served = route.variants?.find((variant) => variant.applies(req)) ?? route;
        if (served === route && route.unknownVariant?.(req)) throw AppError.notFound();
        const ctx = served.authenticate ? await served.authenticate(req.ctx, req) : req.ctx;
        checkGuard(ctx, served.guard, () => {
          const allowed = served === route ? route.duringOtpSetup : undefined;
          return typeof allowed === 'function' ? allowed(req) : allowed === true;
        });
        // A personal API token's scopes, whatever the guard (modules/auth/token-scopes.ts).
        checkTokenRoute(ctx, req.method, `${req.baseUrl}${req.path}`);
        if (served.right) await checkRight(ctx, route, served.guard, served.right, req);
        const answer = await served.handle(ctx, req);
        if (answer.file) {
          res.status(answer.status ?? 200).type(answer.file.mimeType).set('Content-Disposition', attachment(answer.file.fileName)).send(answer.file.content);
          return;
        }
        res.status(answer.status ?? 200).json(answer.body);
      } catch (error) {
        next(error);
      }
    });
  }
  router.use((_req, _res, next) => next(AppError.notFound()));
  return router;
}

/**
 * A string field: a string, or a number written as text (as Django REST framework's CharField takes
 * it). Lists, objects and booleans are refused with a field error, never turned into "a" or
 * "[object Object]" (issue 9).
 */
function asString(value: unknown, name: string): string | undefined {
  if (value === undefined || value === null) return undefined;
  if (typeof value === 'string') return value;
  if (typeof value === 'number') return String(value);
  throw AppError.field(name, 'validation.text');
}

/** A number field: a number, or a decimal written as text ("12", "-1.5"); "Infinity", "1e308" or a list are refused. */
function asNumber(value: unknown, name: string): number | undefined {
  if (value === undefined || value === null || value === '') return undefined;
  if (typeof value === 'number') return value;
  if (typeof value === 'string' && /^-?\d{1,10}(\.\d{1,10})?$/.test(value.trim())) return Number(value);
  throw AppError.field(name, 'validation.number');
}

/** Reads a body field that must be a string when present. */
export function bodyString(req: Request, name: string): string | undefined {
  return asString((req.body as Record<string, unknown> | undefined)?.[name], name);
}

/** A required integer field (NaN when absent, which the service refuses). */
export function bodyInt(req: Request, name: string): number {
  return asNumber((req.body as Record<string, unknown> | undefined)?.[name], name) ?? Number.NaN;
}

/** Renames field-error keys from the service's names to the facade's documented ones. */
export function renameFields(error: unknown, names: Record<string, string>): unknown {
  if (!(error instanceof AppError) || !error.fieldErrors) return error;
  const renamed = Object.fromEntries(Object.entries(error.fieldErrors).map(([field, messages]) => [names[field] ?? field, messages]));
  return new AppError(error.code, error.messageKey, error.params, renamed);
}

/** A JSON body (or a list item) as a record; anything else reads as empty. */
export type Body = Record<string, unknown>;

export function asBody(value: unknown): Body {
  return value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Body) : {};
}

/**
 * Typed reads of body fields: absent or null answers undefined, so the service keeps what it has.
 * A value of the wrong type is refused with a field error (issue 9), never coerced or ignored.
 */
export const read = {
  string(body: Body, name: string): string | undefined {
    return asString(body[name], name);
  },
  number(body: Body, name: string): number | undefined {
    return asNumber(body[name], name);
  },
  /** true/false, or their text as a form would send it. */
  boolean(body: Body, name: string): boolean | undefined {
    const value = body[name];
    if (value === undefined || value === null) return undefined;
    if (typeof value === 'boolean') return value;
    if (value === 'true' || value === 'false') return value === 'true';
    throw AppError.field(name, 'validation.boolean');
  },
  /** A reference id; null is kept (it clears the reference). */
  id(body: Body, name: string): string | number | null | undefined {
    const value = body[name];
    if (value === null) return null;
    if (value === undefined || typeof value === 'number' || typeof value === 'string') return value;
    throw AppError.field(name, 'validation.unknownReference');
  },
  list(body: Body, name: string): unknown[] | undefined {
    const value = body[name];
    if (value === undefined || value === null) return undefined;
    if (Array.isArray(value)) return value;
    throw AppError.field(name, 'validation.list');
  },
};

/** A query parameter given once (the first when repeated). */
export function queryString(req: Request, name: string): string | undefined {
  const value = req.query[name];
  const first = Array.isArray(value) ? value[0] : value;
  return typeof first === 'string' ? first : undefined;
}

/**
 * Refuses a request a browser sent from another site (Sec-Fetch-Site: cross-site). The public doors that
 * set a session cookie (login/, otp-verify/) take form bodies and have no CSRF token yet: a cross-site
 * form must not sign the victim's browser in to the attacker's account (login CSRF). API clients send no
 * such header; same-site pages send `same-origin` or `same-site`.
 */
export function refuseCrossSite(req: Request): void {
  if (req.get('Sec-Fetch-Site') === 'cross-site') throw AppError.forbidden();
}

/** The header that carries a volunteer's portal token on the shop API (redacted from logs, as `?token=` is). */
export const VOLUNTEER_TOKEN_HEADER = 'X-Volunteer-Token';

/**
 * The volunteer's portal token of a shop API request (DESIGN.md "Volunteer token"): the
 * `X-Volunteer-Token` header, else the `token` query parameter. Without either the request answers
 * 401; a wrong one is refused by the service that reads it (NOT_FOUND, see Guard).
 */
export function volunteerToken(req: Request): string {
  const token = (req.get(VOLUNTEER_TOKEN_HEADER) ?? queryString(req, 'token') ?? '').trim();
  if (!token) throw AppError.unauthenticated();
  return token;
}

/**
 * The portal token of a volunteer route (guard `volunteer`): the `token` query parameter, else the
 * `X-Volunteer-Token` header, else the body's `token`; '' without one, which the service refuses as
 * an unknown token (NOT_FOUND), so a missing and a wrong token answer alike.
 */
export function portalTokenOf(req: Request): string {
  return (queryString(req, 'token') ?? req.get(VOLUNTEER_TOKEN_HEADER) ?? read.string(asBody(req.body), 'token') ?? '').trim();
}

/** Renames field-error keys with a function (keys carrying list prefixes such as `create[0].`). */
export function renameFieldsWith(error: unknown, rename: (field: string) => string): unknown {
  if (!(error instanceof AppError) || !error.fieldErrors) return error;
  const renamed = Object.fromEntries(Object.entries(error.fieldErrors).map(([field, messages]) => [rename(field), messages]));
  return new AppError(error.code, error.messageKey, error.params, renamed);
}

/** Awaits a service call and renames the field errors it throws. */
export async function renamed<T>(work: Promise<T>, rename: (field: string) => string): Promise<T> {
  try {
    return await work;
  } catch (error) {
    throw renameFieldsWith(error, rename);
  }
}

/** A path parameter (Express types allow a list for wildcard segments; ours are single segments). */
export function param(req: Request, name: string): string {
  const value = req.params[name];
  return Array.isArray(value) ? value.join('/') : value ?? '';
}

/**
 * DESIGN.md "Lists": a bare array, or with `?page=` (and `page_size`, default 100) Django REST
 * framework's page object. An out-of-range page answers 404, as DRF does.
 */
export function paged<T>(req: Request, items: T[]): unknown {
  const page = queryString(req, 'page');
  if (page === undefined) return items;
  const number = Number(page);
  const size = Math.min(1000, Math.max(1, Number(queryString(req, 'page_size') ?? 100) || 100));
  const pages = Math.max(1, Math.ceil(items.length / size));
  if (!Number.isInteger(number) || number < 1 || number > pages) throw AppError.notFound();
  const link = (n: number) => {
    const url = new URL(req.originalUrl, 'http://local');
    // Credentials a manager variant sends in the query never travel back in the links.
    for (const key of ['email', 'password', 'orgId', 'token', 'secret']) url.searchParams.delete(key);
    url.searchParams.set('page', String(n));
    return `${url.pathname}${url.search}`;
  };
  return {
    count: items.length,
    next: number < pages ? link(number + 1) : null,
    previous: number > 1 ? link(number - 1) : null,
    results: items.slice((number - 1) * size, number * size),
  };
}
