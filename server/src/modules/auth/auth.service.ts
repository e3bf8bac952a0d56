import { idNumber, isRowId } from '../../common/ids';
import {
  CSRF_COOKIE,
  SESSION_COOKIE,
  loginSchema,
  normalizeLanguage,
  profileSchema,
  registerSchema,
  resetPasswordRequestSchema,
  resetPasswordSchema,
  translate,
} from '@benevo/schema';
import type { EntityManager } from 'typeorm';
import type { AppServices, Auth, RequestContext } from '../../context';
import { withTransaction } from '../../context';
import { AppError } from '../../errors/app-error';
import { validateInput } from '../../errors/validate';
import { auditService } from '../audit/audit.service';
import { queueMail } from '../mail/mail.service';
import { mediaService } from '../media/media.service';
import { organizationService } from '../organizations/organization.service';
import { ApiToken } from './api-token.entity';
import { createLink, isLinkValid, linkUrl, type LinkParams, type LinkPurpose } from './account-links';
import { decoyPasswordHash, hashPassword, randomToken, sha256, verifyPassword } from './crypto';
import { Session } from './session.entity';
import { sessionWithUser } from './session.read-model';
import type { Organization } from '../organizations/organization.entity';
import { personalTokenOf, touchApiToken, type TokenRow } from './token-scopes';
import { User } from './user.entity';
import { addressBucket } from '../../common/address';

export interface CredentialsInput {
  email: string;
  password: string;
}

export interface RegisterData {
  username?: string | null;
  email: string;
  password: string;
  passwordConfirm: string;
  organizationName?: string | null;
  language?: string | null;
}

export interface ResetPasswordData extends LinkParams {
  password: string;
  passwordConfirm: string;
}

export interface ProfileData {
  username?: string | null;
  email?: string | null;
  firstName?: string | null;
  lastName?: string | null;
  language?: string | null;
  imageLogo?: string | null;
  description?: string | null;
  publicName?: string | null;
  contactEmail?: string | null;
  contactPhone?: string | null;
}

const CSRF_COOKIE_MAX_AGE = 365 * 24 * 3600;

/** Finds a user by e-mail or username (DESIGN.md: both are accepted), with the secret columns. */
function findByLogin(manager: EntityManager, login: string): Promise<User | null> {
  return manager
    .createQueryBuilder(User, 'u')
    .addSelect('u.passwordHash')
    .where('u.email = :email OR u.username = :login', { email: login.trim().toLowerCase(), login: login.trim() })
    .getOne();
}

function withoutNulls<T extends object>(input: T): { [K in keyof T]?: Exclude<T[K], null> } {
  return Object.fromEntries(Object.entries(input).filter(([, v]) => v !== null && v !== undefined)) as {
    [K in keyof T]?: Exclude<T[K], null>;
  };
}

async function checkCredentials(ctx: RequestContext, input: CredentialsInput): Promise<User> {
  const { email, password } = await validateInput(loginSchema, input);
  const attemptKey = `${addressBucket(ctx.clientIp)}:${email.toLowerCase()}`;
  // Counted before the password is verified, so parallel guesses cannot all pass a check (issue 9).
  await ctx.app.attempts.consume(attemptKey);
  const user = await findByLogin(ctx.manager, email);
  const valid = await verifyPassword(user?.passwordHash ?? (await decoyPasswordHash()), password);
  if (!user || !valid) {
    // Failed logins of a known account go to its audit log (issue 16), outside any transaction.
    if (user) await auditService.record(ctx, { action: 'login.failed', userId: user.id, organizationId: user.lastOrganizationId });
    throw new AppError('BAD_USER_INPUT', 'auth.invalidCredentials');
  }
  if (!user.isActive) throw new AppError('BAD_USER_INPUT', 'auth.inactiveAccount');
  await ctx.app.attempts.reset(attemptKey);
  return user;
}

async function sendAccountLink(
  ctx: RequestContext,
  user: User,
  purpose: LinkPurpose,
  path: string,
  subjectKey: 'mail.verify.subject' | 'mail.reset.subject',
  bodyKey: 'mail.verify.body' | 'mail.reset.body',
): Promise<void> {
  const { config } = ctx.app;
  const link = createLink(config.secretKey, purpose, user.id, user);
  const days = Math.round(config.accountLinkTtlSeconds / 86400);
  await queueMail(ctx.manager, {
    to: user.email,
    subject: translate(user.language, subjectKey),
    text: translate(user.language, bodyKey, { link: linkUrl(config.publicUrl, path, link), days }),
    language: user.language,
  });
  ctx.afterCommit(() => ctx.app.nudgeJobs());
}

/** Tokens a user may hold at once; the oldest go first beyond it (login-token calls accumulate). */
const MAX_TOKENS_PER_USER = 100;

/**
 * Issues a new API token for one login: only its hash is stored, the token itself is answered once.
 * Tied to the session opened by the same login, when there is one.
 */
async function issueToken(ctx: RequestContext, userId: number, sessionIdHash: string | null): Promise<string> {
  const token = randomToken(32);
  await ctx.manager.insert(ApiToken, { userId, tokenHash: sha256(token), sessionIdHash });
  await ctx.manager.query(
    `DELETE FROM "api_token" WHERE "user_id" = $1 AND "kind" = 'login' AND "id" NOT IN
       (SELECT "id" FROM "api_token" WHERE "user_id" = $1 AND "kind" = 'login' ORDER BY "id" DESC LIMIT $2)`,
    [userId, MAX_TOKENS_PER_USER],
  );
  return token;
}

/** Ends every session and revokes every API token of a user (password reset, log out everywhere). */
async function endEverySession(manager: EntityManager, userId: number): Promise<void> {
  await manager.delete(ApiToken, { userId });
  await manager.delete(Session, { userId });
}

/** What the second-factor step answers after the password (two-factor module; spec 7 otp-*). */
export interface PendingLogin {
  /** The pending login's random id (also in the http-only cookie); for API clients. */
  ephemeralToken: string;
  devices: Array<{ id: number; method: 'TOTP' | 'EMAIL'; name: string; isDefault: boolean }>;
  defaultDevice: number | null;
}

export type LoginResult =
  | { auth: Auth; token: string | null; pending?: undefined }
  | { pending: PendingLogin; auth?: undefined; token?: undefined };

/**
 * The two-factor module plugs its step into the login here (authService.useSecondFactor): it depends
 * on auth for sessions, so auth cannot import it (no module cycle, DESIGN.md). Without the step a user
 * with a device cannot log in at all (fails closed).
 */
let secondFactorStep: ((tx: RequestContext, user: User) => Promise<PendingLogin>) | null = null;

function parseUserId(value: string | number): number {
  const id = idNumber(value);
  if (!isRowId(id)) throw new AppError('BAD_USER_INPUT', 'auth.invalidLink');
  return id;
}

export const authService = {
  /** Registers the second-factor step of the login (two-factor service, at load). */
  useSecondFactor(step: (tx: RequestContext, user: User) => Promise<PendingLogin>): void {
    secondFactorStep = step;
  },

  /** The GraphQL login's answer to a pending login: OTP_REQUIRED with the devices to choose from. */
  otpRequiredError(pending: PendingLogin): AppError {
    const error = new AppError('OTP_REQUIRED', 'twoFactor.required');
    error.extensions = {
      otp: {
        devices: pending.devices.map((device) => ({ ...device, id: String(device.id) })),
        defaultDevice: pending.defaultDevice === null ? null : String(pending.defaultDevice),
      },
    };
    return error;
  },

  /**
   * enforce2fa (issue 16): a member of an organization that enforces two-factor sign-in without a
   * confirmed device may only set one up. Reads the organizations the request has already loaded.
   */
  otpSetupRequired(user: Pick<User, 'dfaId'>, organizations: Array<{ enforce2fa: boolean }>): boolean {
    return user.dfaId === null && organizations.some((organization) => organization.enforce2fa);
  },

  /** An active user by id (two-factor: the user of a pending login), with the columns a login needs. */
  activeUser(ctx: RequestContext, userId: number): Promise<User | null> {
    return ctx.manager.findOneBy(User, { id: userId, isActive: true });
  },

  /** Sets the user's default two-factor device (two-factor service; null turns two-factor sign-in off). */
  async setDefaultOtpDevice(tx: RequestContext, userId: number, deviceId: number | null): Promise<void> {
    await tx.manager.update(User, { id: userId }, { dfaId: deviceId });
    if (tx.auth?.user.id === userId) tx.auth.user.dfaId = deviceId;
  },

  /**
   * Two-factor sign-in turned on (two-factor service, first confirmed device): what a password alone
   * opened before ends — the user's other sessions (with the tokens issued with them) and login-token/
   * tokens — so that none of it goes on without the second factor (nor leaves a restricted enforce2fa
   * session once the gate lifts). The caller's own session or token stays, personal API tokens too.
   */
  async endPasswordOnlyCredentials(tx: RequestContext, userId: number): Promise<void> {
    const own = tx.auth?.user.id === userId ? tx.auth : null;
    const keepSession = own?.sessionIdHash ?? '';
    await tx.manager.query(
      `DELETE FROM "api_token" WHERE "user_id" = $1 AND "kind" = 'login' AND "id" <> $2 AND ("session_id_hash" IS NULL OR "session_id_hash" <> $3)`,
      [userId, own?.apiTokenId ?? 0, keepSession],
    );
    await tx.manager.query(`DELETE FROM "user_session" WHERE "user_id" = $1 AND "id_hash" <> $2`, [userId, keepSession]);
  },

  /**
   * Resolves the caller from an `Authorization: Token` header or the session cookie. Invalid
   * credentials resolve to no one (guards then answer 401), never to an error here.
   */
  async authenticate(
    app: AppServices,
    manager: EntityManager,
    credentials: { authorization?: string; sessionId?: string },
    /** Receives the organizations of a session's user, read in the same statement (the request primes its loader). */
    onOrganizations?: (userId: number, organizations: Organization[]) => void,
  ): Promise<Auth | null> {
    const token = /^Token\s+(\S+)$/i.exec(credentials.authorization ?? '')?.[1];
    if (token) {
      const { entities, raw } = await manager
        .createQueryBuilder(User, 'u')
        .innerJoin(ApiToken, 't', 't.user_id = u.id')
        // A token issued with a session (the REST login) ends when that session expires.
        .leftJoin(Session, 's', 's.id_hash = t.session_id_hash')
        .addSelect('t.id', 'token_id')
        .addSelect('t.kind', 'token_kind')
        .addSelect('t.scopes', 'token_scopes')
        .addSelect('t.last_used_at', 'token_last_used_at')
        .where('t.token_hash = :hash AND u.is_active', { hash: sha256(token) })
        .andWhere('(t.session_id_hash IS NULL OR s.expires_at > now())')
        // A personal token authenticates nobody after its expiry (issue 16).
        .andWhere('(t.expires_at IS NULL OR t.expires_at > now())')
        .getRawAndEntities<TokenRow>();
      const user = entities[0];
      if (!user) return null;
      await touchApiToken(manager, raw[0]);
      return { kind: 'organizer', user, organizationId: user.lastOrganizationId, via: 'token', apiTokenId: Number(raw[0].token_id), ...personalTokenOf(raw[0]) };
    }
    if (!credentials.sessionId) return null;
    const idHash = sha256(credentials.sessionId);
    const found = await sessionWithUser(manager, idHash);
    if (!found || found.session.expiresAt.getTime() < Date.now()) return null;
    const { session, user, organizations } = found;
    if (user.credentialsVersion !== session.credentialsVersion) return null;
    onOrganizations?.(user.id, organizations);
    // Sliding expiry: refreshed at most once an hour to spare a write per request.
    const ttlMs = app.config.sessionTtlSeconds * 1000;
    if (session.expiresAt.getTime() - Date.now() < ttlMs - 3600_000) {
      await manager.update(Session, { idHash }, { expiresAt: new Date(Date.now() + ttlMs) });
    }
    return { kind: 'organizer', user, organizationId: session.activeOrganizationId, via: 'session', sessionIdHash: idHash };
  },

  /**
   * Checks the credentials and opens a session (cookie + fresh CSRF token). With `withToken` (the
   * REST login, spec 7) it also issues an API token that lives as long as that session.
   */
  async login(ctx: RequestContext, input: CredentialsInput, options: { withToken?: boolean } = {}): Promise<LoginResult> {
    const user = await checkCredentials(ctx, input);
    // Issue 16: a user with a confirmed two-factor device gets a pending login: no session, no token yet.
    if (user.dfaId !== null) {
      if (!secondFactorStep) throw AppError.forbidden();
      const step = secondFactorStep;
      return { pending: await withTransaction(ctx, (tx) => step(tx, user)) };
    }
    return authService.openSession(ctx, user, options);
  },

  /**
   * Opens a session for a user whose credentials (and second factor) were checked: session cookie,
   * fresh CSRF token, and with `withToken` (the REST login, spec 7) an API token that lives as long as
   * that session. The password login and the two-factor verification both end here.
   */
  async openSession(ctx: RequestContext, user: User, options: { withToken?: boolean } = {}): Promise<{ auth: Auth; token: string | null }> {
    return withTransaction(ctx, async (tx) => {
      const organizationId = await organizationService.defaultOrganizationId(tx, user.id, user.lastOrganizationId);
      const sessionId = randomToken();
      const ttl = tx.app.config.sessionTtlSeconds;
      await tx.manager.insert(Session, {
        idHash: sha256(sessionId),
        userId: user.id,
        activeOrganizationId: organizationId,
        credentialsVersion: user.credentialsVersion,
        expiresAt: new Date(Date.now() + ttl * 1000),
      });
      await tx.manager.update(User, { id: user.id }, { lastLoginAt: new Date(), lastOrganizationId: organizationId });
      tx.cookies.set(SESSION_COOKIE, sessionId, { httpOnly: true, maxAgeSeconds: ttl });
      tx.cookies.set(CSRF_COOKIE, randomToken(16), { httpOnly: false, maxAgeSeconds: CSRF_COOKIE_MAX_AGE });
      const sessionIdHash = sha256(sessionId);
      const token = options.withToken ? await issueToken(tx, user.id, sessionIdHash) : null;
      await auditService.record(tx, { action: 'login.succeeded', userId: user.id, organizationId });
      return { auth: { kind: 'organizer', user, organizationId, via: 'session', sessionIdHash }, token };
    });
  },

  /** The integrators' door: credentials for a new API token, no session. */
  async loginToken(ctx: RequestContext, input: CredentialsInput): Promise<string> {
    const user = await checkCredentials(ctx, input);
    // A password alone must not mint a long-lived token for a two-factor account (issue 16):
    // integrators use a personal API token created from a signed-in session.
    if (user.dfaId !== null) throw new AppError('FORBIDDEN', 'twoFactor.loginTokenRefused');
    return withTransaction(ctx, (tx) => issueToken(tx, user.id, null));
  },

  /**
   * The REST login's refresh (an empty body): a new token for the current session, replacing the one
   * issued with it (stored tokens are hashes: the old one cannot be answered again). A caller
   * authenticated by token already holds one: null.
   */
  async refreshSessionToken(ctx: RequestContext): Promise<string | null> {
    const auth = ctx.auth;
    if (!auth) throw AppError.unauthenticated();
    const sessionIdHash = auth.sessionIdHash;
    if (!sessionIdHash) return null;
    return withTransaction(ctx, async (tx) => {
      await tx.manager.delete(ApiToken, { sessionIdHash });
      return issueToken(tx, auth.user.id, sessionIdHash);
    });
  },

  /** Ends the session (and the token issued with it), or revokes the token the call came with. */
  async logout(ctx: RequestContext): Promise<void> {
    if (ctx.auth?.sessionIdHash) await ctx.manager.delete(Session, { idHash: ctx.auth.sessionIdHash });
    if (ctx.auth?.apiTokenId) await ctx.manager.delete(ApiToken, { id: ctx.auth.apiTokenId });
    ctx.cookies.clear(SESSION_COOKIE);
  },

  /** Ends every session and revokes every API token of the caller ("log out everywhere"). */
  async logoutEverywhere(ctx: RequestContext): Promise<void> {
    const auth = ctx.auth;
    if (!auth) throw AppError.unauthenticated();
    await withTransaction(ctx, (tx) => endEverySession(tx.manager, auth.user.id));
    ctx.cookies.clear(SESSION_COOKIE);
  },

  /** Creates an inactive account with its own organization and mails the activation link. */
  async register(ctx: RequestContext, input: RegisterData): Promise<User> {
    const data = await validateInput(registerSchema, withoutNulls(input));
    const email = data.email.toLowerCase();
    const username = data.username?.trim() || email;
    return withTransaction(ctx, async (tx) => {
      if (await tx.manager.existsBy(User, { email })) throw AppError.field('email', 'auth.emailTaken');
      if (await tx.manager.existsBy(User, { username })) throw AppError.field('username', 'auth.usernameTaken');
      const user = await tx.manager.save(
        tx.manager.create(User, {
          username,
          email,
          passwordHash: await hashPassword(data.password),
          isActive: false,
          language: normalizeLanguage(data.language ?? ctx.language),
        }),
      );
      const organization = await organizationService.create(tx.manager, {
        name: data.organizationName?.trim() || username.split('@')[0],
        contactEmail: email,
      });
      await organizationService.addMember(tx.manager, user.id, organization.id);
      await tx.manager.update(User, { id: user.id }, { lastOrganizationId: organization.id });
      await sendAccountLink(tx, user, 'verify-registration', '/account/verify-user', 'mail.verify.subject', 'mail.verify.body');
      return user;
    });
  },

  async verifyRegistration(ctx: RequestContext, link: { userId: string | number; timestamp: number; signature: string }) {
    const userId = parseUserId(link.userId);
    return withTransaction(ctx, async (tx) => {
      const user = await tx.manager.findOne(User, { where: { id: userId }, lock: { mode: 'pessimistic_write' } });
      const params = { userId, timestamp: link.timestamp, signature: link.signature };
      const { secretKey, accountLinkTtlSeconds } = tx.app.config;
      if (!user || !isLinkValid(secretKey, 'verify-registration', params, user, accountLinkTtlSeconds)) {
        throw new AppError('BAD_USER_INPUT', 'auth.invalidLink');
      }
      await tx.manager.update(User, { id: user.id }, { isActive: true });
    });
  },

  /** Mails a reset link when the login matches an account; answers the same either way. */
  async sendResetPasswordLink(ctx: RequestContext, login: string): Promise<void> {
    const data = await validateInput(resetPasswordRequestSchema, { login });
    const attemptKey = `reset:${addressBucket(ctx.clientIp)}`;
    await ctx.app.attempts.consume(attemptKey);
    await withTransaction(ctx, async (tx) => {
      const user = await findByLogin(tx.manager, data.login);
      if (user) {
        await sendAccountLink(tx, user, 'reset-password', '/account/reset-password-confirm', 'mail.reset.subject', 'mail.reset.body');
      }
    });
  },

  async resetPassword(ctx: RequestContext, input: { userId: string | number } & Omit<ResetPasswordData, 'userId'>) {
    const data = await validateInput(resetPasswordSchema, input);
    const userId = parseUserId(input.userId);
    await withTransaction(ctx, async (tx) => {
      const user = await tx.manager.findOne(User, { where: { id: userId }, lock: { mode: 'pessimistic_write' } });
      const params = { userId, timestamp: input.timestamp, signature: input.signature };
      const { secretKey, accountLinkTtlSeconds } = tx.app.config;
      if (!user || !isLinkValid(secretKey, 'reset-password', params, user, accountLinkTtlSeconds)) {
        throw new AppError('BAD_USER_INPUT', 'auth.invalidLink');
      }
      // A new credentials version ends every open session and every link issued before.
      await tx.manager.update(
        User,
        { id: user.id },
        { passwordHash: await hashPassword(data.password), credentialsVersion: user.credentialsVersion + 1, isActive: true },
      );
      await endEverySession(tx.manager, user.id);
    });
  },

  /** Updates the user's profile and, for the organization fields, the active organization. */
  async updateProfile(ctx: RequestContext, input: ProfileData): Promise<User> {
    if (!ctx.auth) throw AppError.unauthenticated();
    const auth = ctx.auth;
    const data = await validateInput(profileSchema, withoutNulls(input));
    // A personal API token may not change how the account signs in or where its reset links go
    // (a leaked token would otherwise lead to a password reset in another mailbox).
    const identityChange =
      (data.username !== undefined && data.username !== auth.user.username) || (data.email !== undefined && data.email.toLowerCase() !== auth.user.email);
    if (identityChange && auth.personalToken) throw new AppError('FORBIDDEN', 'integrations.tokenIdentityChange');
    return withTransaction(ctx, async (tx) => {
      const userChanges: Partial<User> = {};
      if (data.username !== undefined && data.username !== auth.user.username) {
        if (await tx.manager.existsBy(User, { username: data.username })) throw AppError.field('username', 'auth.usernameTaken');
        userChanges.username = data.username;
      }
      if (data.email !== undefined && data.email.toLowerCase() !== auth.user.email) {
        const email = data.email.toLowerCase();
        if (await tx.manager.existsBy(User, { email })) throw AppError.field('email', 'auth.emailTaken');
        userChanges.email = email;
      }
      if (data.firstName !== undefined) userChanges.firstName = data.firstName;
      if (data.lastName !== undefined) userChanges.lastName = data.lastName;
      if (data.language !== undefined) userChanges.language = data.language;
      if (Object.keys(userChanges).length > 0) await tx.manager.update(User, { id: auth.user.id }, userChanges);

      const organizationFields = {
        description: data.description,
        publicName: data.publicName,
        contactEmail: data.contactEmail,
        contactPhone: data.contactPhone,
      };
      const touchesOrganization = Object.values(organizationFields).some((v) => v !== undefined) || !!input.imageLogo;
      if (touchesOrganization) {
        const organizationId = await organizationService.scope(tx);
        const logo = input.imageLogo
          ? await mediaService.storeImage(tx.app.config.dataDir, input.imageLogo, 'imageLogo', ['png', 'jpeg'])
          : undefined;
        await organizationService.updateProfile(tx, organizationId, { ...organizationFields, logo });
      }
      const updated = await tx.manager.findOneByOrFail(User, { id: auth.user.id });
      auth.user = updated;
      return updated;
    });
  },

  /**
   * The staff switch (organization-admin service, which checks the caller and audits): the session's
   * active organization, without membership. The user's last organization stays one of its own.
   */
  async setSessionOrganization(tx: RequestContext, organizationId: number): Promise<void> {
    if (!tx.auth?.sessionIdHash) throw AppError.forbidden();
    await tx.manager.update(Session, { idHash: tx.auth.sessionIdHash }, { activeOrganizationId: organizationId });
  },

  /** Makes another of the user's organizations the active one (NOT_FOUND for any other id). */
  async switchOrganization(ctx: RequestContext, organizationId: number) {
    if (!ctx.auth) throw AppError.unauthenticated();
    const auth = ctx.auth;
    const organization = await organizationService.getForMember(ctx, organizationId);
    await withTransaction(ctx, async (tx) => {
      if (auth.sessionIdHash) {
        await tx.manager.update(Session, { idHash: auth.sessionIdHash }, { activeOrganizationId: organization.id });
      }
      await tx.manager.update(User, { id: auth.user.id }, { lastOrganizationId: organization.id });
    });
    auth.organizationId = organization.id;
    return organization;
  },
};
