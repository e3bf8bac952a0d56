import express, { type Request, type Response, type Router } from 'express';
import type { RequestContext } from '../context';
import { AppError } from '../errors/app-error';

/** The guards of the permission snapshot; later issues add volunteer token, manager and operator. */
export type Guard = 'public' | 'organizer' | 'staff';
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface FacadeAnswer {
  status?: number;
  body: unknown;
}

export interface FacadeRoute {
  method: HttpMethod;
  /** Express path under the prefix, e.g. `organizations/:id/switch/`. */
  path: string;
  guard: Guard;
  handle(ctx: RequestContext, req: Request): Promise<FacadeAnswer>;
}

export interface FacadePrefix {
  prefix: string;
  routes: FacadeRoute[];
}

function checkGuard(ctx: RequestContext, guard: Guard): void {
  if (guard === 'public') return;
  if (!ctx.auth) throw AppError.unauthenticated();
  if (guard === 'staff' && !(ctx.auth.user.isStaff || ctx.auth.user.isSuperUser)) throw AppError.forbidden();
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
        checkGuard(req.ctx, route.guard);
        const answer = await route.handle(req.ctx, req);
        res.status(answer.status ?? 200).json(answer.body);
      } catch (error) {
        next(error);
      }
    });
  }
  router.use((_req, _res, next) => next(AppError.notFound()));
  return router;
}

/** Reads a body field that must be a string when present. */
export function bodyString(req: Request, name: string): string | undefined {
  const value: unknown = (req.body as Record<string, unknown> | undefined)?.[name];
  if (value === undefined || value === null) return undefined;
  return typeof value === 'string' ? value : String(value);
}

export function bodyInt(req: Request, name: string): number {
  return Number(bodyString(req, name));
}

/** Renames field-error keys from the service's names to the facade's documented ones. */
export function renameFields(error: unknown, names: Record<string, string>): unknown {
  if (!(error instanceof AppError) || !error.fieldErrors) return error;
  const renamed = Object.fromEntries(Object.entries(error.fieldErrors).map(([field, messages]) => [names[field] ?? field, messages]));
  return new AppError(error.code, error.messageKey, error.params, renamed);
}
