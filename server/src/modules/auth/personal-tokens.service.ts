import { messageKey } from '@benevo/schema';
import { parseId } from '../../common/ids';
import { withTransaction, type RequestContext } from '../../context';
import { AppError } from '../../errors/app-error';
import { auditService } from '../audit/audit.service';
import { ApiToken, TOKEN_SCOPES, type TokenScope } from './api-token.entity';
import { randomToken, sha256 } from './crypto';
import { requireOwnSignIn } from './token-scopes';

/**
 * Personal API tokens (issue 16): created in the profile with a name, scopes (`read`, `write`) and an
 * optional expiry (at most a year ahead), answered once, stored as their SHA-256 like login tokens,
 * listed without the token, revoked. They authenticate as `Authorization: Token <token>`; what they
 * may do is decided in token-scopes.ts. Managing them needs the user's own sign-in (session or login
 * token): a personal token cannot create or revoke tokens.
 */

/** Personal tokens a user may hold at once. */
export const MAX_PERSONAL_TOKENS = 50;
/** The longest validity a new token may get (a year, and a day of slack for the time zones). */
const MAX_VALIDITY_MS = 366 * 24 * 3600_000;
/** Recognizable by secret scanners and people; the random part carries the strength. */
export const PERSONAL_TOKEN_PREFIX = 'bnvp_';

export interface PersonalTokenData {
  name?: unknown;
  scopes?: unknown;
  /** An instant (Date or ISO text), or null/absent: no expiry. */
  expiresAt?: unknown;
}

export interface PersonalTokenView {
  id: number;
  name: string;
  scopes: TokenScope[];
  createdAt: Date;
  expiresAt: Date | null;
  lastUsedAt: Date | null;
}

function requireUser(ctx: RequestContext) {
  if (!ctx.auth) throw AppError.unauthenticated();
  return ctx.auth;
}

function view(token: ApiToken): PersonalTokenView {
  return {
    id: token.id,
    name: token.name,
    scopes: TOKEN_SCOPES.filter((scope) => token.scopes?.includes(scope)),
    createdAt: token.createdAt,
    expiresAt: token.expiresAt,
    lastUsedAt: token.lastUsedAt,
  };
}

function validName(value: unknown): string {
  const name = typeof value === 'string' ? value.trim() : '';
  if (!name) throw AppError.field('name', 'integrations.tokenNameRequired');
  if (name.length > 100) throw AppError.validation({ name: [messageKey('validation.maxLength', { max: 100 })] });
  return name;
}

function validScopes(value: unknown): TokenScope[] {
  if (!Array.isArray(value) || value.length === 0) throw AppError.field('scopes', 'integrations.scopesRequired');
  const scopes = new Set<TokenScope>();
  for (const scope of value) {
    const normalized = typeof scope === 'string' ? scope.trim().toLowerCase() : '';
    if (normalized !== 'read' && normalized !== 'write') throw AppError.field('scopes', 'integrations.unknownScope');
    scopes.add(normalized);
  }
  // Writing implies reading what one writes.
  if (scopes.has('write')) scopes.add('read');
  return TOKEN_SCOPES.filter((scope) => scopes.has(scope));
}

function validExpiry(value: unknown): Date | null {
  if (value === undefined || value === null || value === '') return null;
  const date = value instanceof Date ? value : typeof value === 'string' ? new Date(value) : new Date(Number.NaN);
  if (Number.isNaN(date.getTime())) throw AppError.field('expiresAt', 'validation.date');
  if (date.getTime() <= Date.now()) throw AppError.field('expiresAt', 'integrations.expiryInPast');
  if (date.getTime() > Date.now() + MAX_VALIDITY_MS) throw AppError.field('expiresAt', 'integrations.expiryTooFar');
  return date;
}

export const personalTokensService = {
  /** The caller's personal tokens, newest first (never the token). */
  async list(ctx: RequestContext): Promise<PersonalTokenView[]> {
    const auth = requireUser(ctx);
    const tokens = await ctx.manager.find(ApiToken, { where: { userId: auth.user.id, kind: 'personal' }, order: { id: 'DESC' } });
    return tokens.map(view);
  },

  /** A new personal token: the token itself is answered here, once. */
  async create(ctx: RequestContext, data: PersonalTokenData): Promise<{ token: string; apiToken: PersonalTokenView }> {
    const auth = requireUser(ctx);
    requireOwnSignIn(ctx);
    const name = validName(data.name);
    const scopes = validScopes(data.scopes);
    const expiresAt = validExpiry(data.expiresAt);
    return withTransaction(ctx, async (tx) => {
      // Serializes concurrent creations of one user, so the limit holds.
      await tx.manager.query(`SELECT "id" FROM "app_user" WHERE "id" = $1 FOR UPDATE`, [auth.user.id]);
      const count = await tx.manager.countBy(ApiToken, { userId: auth.user.id, kind: 'personal' });
      if (count >= MAX_PERSONAL_TOKENS) throw AppError.validation({ name: [messageKey('integrations.tooManyTokens', { max: MAX_PERSONAL_TOKENS })] });
      const token = `${PERSONAL_TOKEN_PREFIX}${randomToken(32)}`;
      const saved = await tx.manager.save(
        tx.manager.create(ApiToken, { userId: auth.user.id, tokenHash: sha256(token), sessionIdHash: null, kind: 'personal', name, scopes, expiresAt }),
      );
      await auditService.record(tx, {
        action: 'apiToken.created',
        organizationId: auth.organizationId,
        userId: auth.user.id,
        detail: { tokenId: saved.id, name, scopes, expiresAt: expiresAt?.toISOString() ?? null },
      });
      return { token, apiToken: view(saved) };
    });
  },

  /** Revokes one of the caller's personal tokens (NOT_FOUND for any other id). */
  async revoke(ctx: RequestContext, id: unknown): Promise<boolean> {
    const auth = requireUser(ctx);
    requireOwnSignIn(ctx);
    const tokenId = parseId(id, 'integrations.tokenNotFound');
    return withTransaction(ctx, async (tx) => {
      const token = await tx.manager.findOneBy(ApiToken, { id: tokenId, userId: auth.user.id, kind: 'personal' });
      if (!token) throw AppError.notFound('integrations.tokenNotFound');
      await tx.manager.delete(ApiToken, { id: token.id });
      await auditService.record(tx, {
        action: 'apiToken.revoked',
        organizationId: auth.organizationId,
        userId: auth.user.id,
        detail: { tokenId: token.id, name: token.name },
      });
      return true;
    });
  },
};
