import type { DataSource, EntityManager } from 'typeorm';
import type { InterfaceLanguage } from '@benevo/schema';
import type { Config } from './config';
import type { Logger } from './logger';
import type { User } from './modules/auth/user.entity';
import type { OperatorAuth } from './modules/operators/operators.types';
import type { ManagerAuth } from './modules/managers/managers.types';
import { clearLoaders, createLoaders, type Loaders } from './graphql/loaders';
import type { AttemptLimiter } from './http/rate-limit';
import type { RequestTenant } from './common/tenant';

/** Who is calling. Organizer users only for now; volunteers, managers and operators come with their issues. */
export interface OrganizerAuth {
  kind: 'organizer';
  user: User;
  /** The active organization (session choice, `organizationId` argument, or the last one used). */
  organizationId: number | null;
  /**
   * A staff user's active organization it is not a member of (the staff switch, organization-admin
   * service): readable as support while the session stays there. Never set for anyone else.
   */
  visitingOrganizationId?: number | null;
  via: 'session' | 'token';
  /** Set when authenticated by session cookie. */
  sessionIdHash?: string;
  /** Set when authenticated by API token: the token a logout revokes. */
  apiTokenId?: number;
  /**
   * enforce2fa (issue 16): a member of an enforcing organization without a confirmed two-factor device;
   * the guards then allow only the setup operations (graphql/auth-checker.ts, rest/facade.ts).
   */
  otpSetupRequired?: boolean;
  /**
   * Set when authenticated by a personal API token (issue 16): its scopes. A `read`-only token runs
   * queries and GET routes only; no personal token manages tokens, the password or two-factor
   * (modules/auth/token-scopes.ts). Sessions and login tokens have none: full rights.
   */
  personalToken?: { id: number; scopes: Array<'read' | 'write'> };
}

export type Auth = OrganizerAuth;

/** Process-wide services a request may use. */
export interface AppServices {
  config: Config;
  dataSource: DataSource;
  logger: Logger;
  /** Wakes the outbox dispatcher after a commit that wrote jobs. */
  nudgeJobs(): void;
  /** Failed attempts on the login, register and reset doors. */
  attempts: AttemptLimiter;
  /** Public sign-ups per client address (event sign-up, campaign registration), shared through Redis. */
  signups: AttemptLimiter;
}

/**
 * The request context: every service method takes it first (STYLE.md). `manager` is the current
 * transaction's entity manager when inside `withTransaction`, else the data source's.
 */
export interface RequestContext {
  requestId: string;
  /** The caller's address, for the attempt limits. */
  clientIp: string;
  language: InterfaceLanguage;
  auth: Auth | null;
  /** The scan stand's operator (X-Operator-Token), for the `operator` guard; absent elsewhere. */
  operator?: OperatorAuth | null;
  /** The signed-in manager (X-Manager-Token, or the facade's credential variants), for the `manager` guard. */
  managerAuth?: ManagerAuth | null;
  manager: EntityManager;
  loaders: Loaders;
  /** The organizations this request may read through its loaders (common/tenant.ts). */
  tenant: RequestTenant;
  app: AppServices;
  /** Callbacks to run once the surrounding transaction has committed (never on rollback). */
  afterCommit(callback: () => void | Promise<void>): void;
  /** Cookie writes the doors apply to the HTTP response (login, logout, switch). */
  cookies: CookieJar;
  /** The pending two-factor login's id from the http-only `benevo_otp` cookie (two-factor module), if sent. */
  otpPendingLogin?: string;
}

/** Cookie writes of a request; the HTTP doors bind it to the response. */
export interface CookieJar {
  set(name: string, value: string, options: { httpOnly: boolean; maxAgeSeconds: number }): void;
  clear(name: string): void;
}

/**
 * Runs `work` in one transaction. Nested calls join the outer transaction. Work registered with
 * `afterCommit` runs only once the outermost transaction has committed, so a rolled-back write never
 * sends a mail. Inside, always query through `tx.manager` (with PGlite a query through the data source
 * would wait for the transaction's own connection: STACK.md).
 */
export async function withTransaction<T>(ctx: RequestContext, work: (tx: RequestContext) => Promise<T>): Promise<T> {
  if (ctx.manager.queryRunner?.isTransactionActive) return work(ctx);
  const pending: Array<() => void | Promise<void>> = [];
  const result = await ctx.app.dataSource.transaction(async (manager) =>
    // Fresh loaders read through the transaction, so they see its writes (and never wait for a second
    // connection, which the embedded database does not have).
    work({ ...ctx, manager, loaders: createLoaders(manager, ctx.tenant), afterCommit: (callback) => pending.push(callback) }),
  );
  clearLoaders(ctx.loaders);
  for (const callback of pending) {
    try {
      await callback();
    } catch (error) {
      ctx.app.logger.error({ err: error, requestId: ctx.requestId }, 'after-commit callback failed');
    }
  }
  return result;
}
