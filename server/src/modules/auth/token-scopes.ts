import type { EntityManager } from 'typeorm';
import type { OrganizerAuth, RequestContext } from '../../context';
import { AppError } from '../../errors/app-error';
import type { TokenScope } from './api-token.entity';

/**
 * What a personal API token may do (issue 16), checked at the two doors before any resolver or route
 * runs, whatever its guard (public mutations too):
 * - a token without the `write` scope runs GraphQL queries (and subscriptions) and facade GET routes
 *   only: a mutation or an unsafe method answers FORBIDDEN / 403 `integrations.tokenReadOnly`;
 * - no personal token, even with `write`, manages API tokens, the password or two-factor devices
 *   (FORBIDDEN `integrations.tokenNotAllowed`): those need the user's own sign-in, so a leaked token
 *   cannot mint more tokens or lock the owner out. Sessions and login tokens keep full rights.
 */

/** The raw columns authenticate selects with the token. */
export interface TokenRow {
  token_id: number | string;
  token_kind: string;
  token_scopes: string[] | string | null;
  token_last_used_at: Date | string | null;
}

function scopesOf(value: string[] | string | null): TokenScope[] {
  const list = Array.isArray(value) ? value : typeof value === 'string' ? value.replace(/^\{|\}$/g, '').split(',') : [];
  return list.filter((scope): scope is TokenScope => scope === 'read' || scope === 'write');
}

/** The `personalToken` part of an Auth for a token row (nothing for a login token). */
export function personalTokenOf(row: TokenRow): Pick<OrganizerAuth, 'personalToken'> {
  if (row.token_kind !== 'personal') return {};
  return { personalToken: { id: Number(row.token_id), scopes: scopesOf(row.token_scopes) } };
}

const TOUCH_INTERVAL_MS = 3600_000;

/** Records the token's use, at most once an hour (a write per request would cost every API call). */
export async function touchApiToken(manager: EntityManager, row: TokenRow): Promise<void> {
  const last = row.token_last_used_at ? new Date(row.token_last_used_at).getTime() : 0;
  if (Date.now() - last < TOUCH_INTERVAL_MS) return;
  await manager.query(`UPDATE "api_token" SET "last_used_at" = now() WHERE "id" = $1`, [Number(row.token_id)]);
}

/** GraphQL mutations no personal token may run (token management, password, two-factor, log out everywhere). */
const SENSITIVE_MUTATION = /^(createApiToken|revokeApiToken|logoutEverywhere|resetPassword|sendResetPasswordLink|changePassword|otp[A-Z].*|.*TwoFactor.*|.*Passkey.*)$/;

/** Facade paths under /apis/authentication/v1/ no personal token may change (the same set; reading them stays allowed). */
const SENSITIVE_PATH = /^\/apis\/authentication\/v1\/(api-tokens\/|logoutall\/|otp-|change-password|passkey)/;

function isReadOnly(auth: OrganizerAuth): boolean {
  return !!auth.personalToken && !auth.personalToken.scopes.includes('write');
}

/**
 * GraphQL: checks an operation before it runs (the Apollo plugin in graphql/apollo.ts calls it with
 * the operation type and its root field names).
 */
export function checkTokenOperation(ctx: Pick<RequestContext, 'auth'>, operation: 'query' | 'mutation' | 'subscription', rootFields: string[]): void {
  const auth = ctx.auth;
  if (!auth?.personalToken) return;
  if (operation === 'mutation' && rootFields.some((name) => SENSITIVE_MUTATION.test(name))) {
    throw new AppError('FORBIDDEN', 'integrations.tokenNotAllowed');
  }
  if (operation === 'mutation' && isReadOnly(auth)) throw new AppError('FORBIDDEN', 'integrations.tokenReadOnly');
}

/** Facade: checks a route call (method and full path) before its handler runs. */
export function checkTokenRoute(ctx: Pick<RequestContext, 'auth'>, method: string, fullPath: string): void {
  const auth = ctx.auth;
  if (!auth?.personalToken) return;
  if (method === 'GET' || method === 'HEAD') return;
  // Express matches paths without case (and the path as typed reaches here): compare a normalized one.
  if (SENSITIVE_PATH.test(fullPath.toLowerCase().replace(/\/{2,}/g, '/'))) throw new AppError('FORBIDDEN', 'integrations.tokenNotAllowed');
  if (isReadOnly(auth)) throw new AppError('FORBIDDEN', 'integrations.tokenReadOnly');
}

/** For services: refuses a personal token (token management and the like need the user's own sign-in). */
export function requireOwnSignIn(ctx: Pick<RequestContext, 'auth'>): void {
  if (ctx.auth?.personalToken) throw new AppError('FORBIDDEN', 'integrations.tokenNotAllowed');
}
