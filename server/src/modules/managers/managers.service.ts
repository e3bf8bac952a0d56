import crypto from 'node:crypto';
import { PASSWORD_MIN_LENGTH, managerLoginSchema, messageKey, translate } from '@benevo/schema';
import type { EntityManager } from 'typeorm';
import * as yup from 'yup';
import { parseId } from '../../common/ids';
import { withTransaction, type RequestContext } from '../../context';
import { AppError } from '../../errors/app-error';
import { validateInput } from '../../errors/validate';
import { decoyPasswordHash, hashPassword, sha256, verifyPassword } from '../auth/crypto';
import { eventsService } from '../events/events.service';
import { queueMail, senderName } from '../mail/mail.service';
import { organizationService } from '../organizations/organization.service';
import { Manager, ManagerSession } from './manager.entity';
import { organizationEventRefs, type EventRef } from './managers.read-model';
import type { ManagerAuth } from './managers.types';
import { addressBucket } from '../../common/address';

/** How long a manager stays signed in. */
export const MANAGER_SESSION_HOURS = 12;

/** A manager as the doors show it: its events that still exist, by name. */
export type ManagerView = Manager & { events: EventRef[] };

export interface ManagerData {
  email: unknown;
  password?: unknown;
  eventIds: unknown;
  sendInvitation?: boolean | null;
  canCancelSlots?: boolean | null;
}

export interface ManagerCredentials {
  email: unknown;
  password: unknown;
  organizationId: unknown;
}

export interface ManagerSessionView {
  token: string;
  expiresAt: Date;
  email: string;
  organizationName: string;
  events: EventRef[];
}

const emailSchema = yup.object({ email: yup.string().trim().required('validation.required').email('validation.email') });
const passwordSchema = yup.object({
  password: yup
    .string()
    .required('validation.passwordRequired')
    .min(PASSWORD_MIN_LENGTH, messageKey('validation.passwordMin', { min: PASSWORD_MIN_LENGTH })),
});

const newToken = (): string => crypto.randomBytes(32).toString('base64url');

async function view(ctx: RequestContext, manager: Manager): Promise<ManagerView> {
  return Object.assign(manager, { events: await organizationEventRefs(ctx.manager, manager.organizationId, manager.eventIds.map(Number)) });
}

/** A manager of the caller's organization, or NOT_FOUND (another organization's answers the same). */
async function requireManager(ctx: RequestContext, id: unknown, lock = false): Promise<Manager> {
  const organizationId = await organizationService.scope(ctx);
  const manager = await ctx.manager.findOne(Manager, {
    where: { id: parseId(id, 'managers.notFound'), organizationId },
    ...(lock ? { lock: { mode: 'pessimistic_write' as const } } : {}),
  });
  if (!manager) throw AppError.notFound('managers.notFound');
  return manager;
}

/** Event ids of the organization; ids the manager had whose event is gone are dropped, new unknown ones refused. */
async function managerEventIds(ctx: RequestContext, organizationId: number, value: unknown, current: number[] = []): Promise<number[]> {
  if (!Array.isArray(value)) throw AppError.field('eventIds', 'validation.list');
  const wanted: number[] = [];
  for (const raw of value) {
    const id = typeof raw === 'number' ? raw : typeof raw === 'string' && /^\d{1,10}$/.test(raw) ? Number(raw) : Number.NaN;
    if (!Number.isInteger(id) || id <= 0 || id > 2_147_483_647) throw AppError.field('eventIds', 'managers.unknownEvent');
    if (!wanted.includes(id)) wanted.push(id);
  }
  const known = new Set((await organizationEventRefs(ctx.manager, organizationId, wanted)).map((event) => event.id));
  if (wanted.some((id) => !known.has(id) && !current.includes(id))) throw AppError.field('eventIds', 'managers.unknownEvent');
  return wanted.filter((id) => known.has(id));
}

async function managerEmail(ctx: RequestContext, organizationId: number, value: unknown, exceptId?: number): Promise<string> {
  const { email } = await validateInput(emailSchema, { email: typeof value === 'string' ? value : '' });
  const normalized = email.trim().toLowerCase();
  const other = await ctx.manager.findOneBy(Manager, { organizationId, email: normalized });
  if (other && other.id !== exceptId) throw AppError.field('email', 'managers.emailTaken');
  return normalized;
}

/** A new password's hash, or null when none is given (empty keeps the current one). */
async function newPasswordHash(value: unknown): Promise<string | null> {
  if (value === undefined || value === null || value === '') return null;
  const { password } = await validateInput(passwordSchema, { password: typeof value === 'string' ? value : '' });
  return hashPassword(password);
}

/** Mails the manager a link to choose a password (/manager/password?token=), valid as long as account links. */
async function invite(tx: RequestContext, manager: Manager): Promise<void> {
  const { config } = tx.app;
  const token = newToken();
  const now = new Date();
  await tx.manager.update(
    Manager,
    { id: manager.id },
    { invitationTokenHash: sha256(token), invitationExpiresAt: new Date(now.getTime() + config.accountLinkTtlSeconds * 1000), invitedAt: now },
  );
  const organization = await tx.loaders.organizations.byId.load(manager.organizationId);
  const events = await organizationEventRefs(tx.manager, manager.organizationId, manager.eventIds);
  const params = {
    organization: senderName(organization ?? null),
    events: events.map((event) => event.name).join(', '),
    link: `${config.publicUrl}/manager/password?token=${token}`,
    days: Math.round(config.accountLinkTtlSeconds / 86400),
    organizationId: manager.organizationId,
  };
  await queueMail(tx.manager, {
    to: manager.email,
    subject: translate(tx.language, 'managers.mail.invitation.subject', params),
    text: translate(tx.language, 'managers.mail.invitation.body', params),
    fromName: params.organization,
    organizationId: manager.organizationId,
    language: tx.language,
  });
  tx.afterCommit(() => tx.app.nudgeJobs());
}

/** The manager of these credentials, or UNAUTHENTICATED with the spec's message; counted before the check. */
async function checkCredentials(ctx: RequestContext, credentials: ManagerCredentials): Promise<Manager> {
  const data = await validateInput(managerLoginSchema, {
    email: typeof credentials.email === 'string' ? credentials.email : '',
    password: typeof credentials.password === 'string' ? credentials.password : '',
    organizationId: typeof credentials.organizationId === 'number' ? String(credentials.organizationId) : credentials.organizationId ?? '',
  });
  const email = data.email.trim().toLowerCase();
  // Per organization too: a success in another organization (the attacker's own manager of the same
  // e-mail) must not clear the count of guesses against this one.
  const attemptKey = `manager:${addressBucket(ctx.clientIp)}:${String(data.organizationId).trim()}:${email}`;
  // Counted before the password is verified, so parallel guesses cannot all pass a check (issue 9).
  await ctx.app.attempts.consume(attemptKey);
  const organizationId = Number(data.organizationId);
  const manager = organizationId > 0 && organizationId <= 2_147_483_647 ? await ctx.manager.findOneBy(Manager, { organizationId, email }) : null;
  // A decoy hash when there is no such manager or no password yet: the answer takes as long either way.
  const valid = await verifyPassword(manager?.passwordHash ?? (await decoyPasswordHash()), data.password);
  if (!manager || !manager.passwordHash || !valid) throw new AppError('UNAUTHENTICATED', 'managers.loginInvalid');
  await ctx.app.attempts.reset(attemptKey);
  ctx.tenant.open(manager.organizationId);
  return manager;
}

function authOf(manager: Pick<Manager, 'id' | 'organizationId' | 'email' | 'eventIds' | 'canCancelSlots'>, sessionId: number | null, expiresAt: Date | null): ManagerAuth {
  return {
    managerId: manager.id,
    organizationId: manager.organizationId,
    email: manager.email,
    eventIds: manager.eventIds.map(Number),
    canCancelSlots: manager.canCancelSlots === true,
    sessionId,
    expiresAt,
  };
}

async function sessionView(ctx: RequestContext, auth: ManagerAuth, token: string, expiresAt: Date): Promise<ManagerSessionView> {
  const organization = await ctx.loaders.organizations.byId.load(auth.organizationId);
  return {
    token,
    expiresAt,
    email: auth.email,
    organizationName: senderName(organization ?? null),
    events: await organizationEventRefs(ctx.manager, auth.organizationId, auth.eventIds),
  };
}

export const managersService = {
  /** The organization's managers by e-mail (`organizationId`: another organization of the caller, else FORBIDDEN). */
  async list(ctx: RequestContext, requestedOrganizationId?: number | null): Promise<ManagerView[]> {
    const organizationId = await organizationService.scope(ctx, requestedOrganizationId);
    const managers = await ctx.manager.find(Manager, { where: { organizationId }, order: { email: 'ASC', id: 'ASC' } });
    // Every manager's events in one statement (no query per manager).
    const refs = await organizationEventRefs(ctx.manager, organizationId, [...new Set(managers.flatMap((manager) => manager.eventIds.map(Number)))]);
    return managers.map((manager) => {
      const ids = new Set(manager.eventIds.map(Number));
      return Object.assign(manager, { events: refs.filter((event) => ids.has(Number(event.id))) });
    });
  },

  async get(ctx: RequestContext, id: unknown): Promise<ManagerView> {
    return view(ctx, await requireManager(ctx, id));
  },

  /** A new manager of the caller's organization: with a password, or an invitation mail to choose one (or both). */
  async create(ctx: RequestContext, input: ManagerData, requestedOrganizationId?: number | null): Promise<ManagerView> {
    return withTransaction(ctx, async (tx) => {
      const organizationId = await organizationService.scope(tx, requestedOrganizationId);
      const email = await managerEmail(tx, organizationId, input.email);
      const passwordHash = await newPasswordHash(input.password);
      if (!passwordHash && !input.sendInvitation) throw AppError.field('password', 'managers.passwordOrInvitation');
      const eventIds = await managerEventIds(tx, organizationId, input.eventIds);
      const manager = await tx.manager.save(
        tx.manager.create(Manager, {
          organizationId,
          email,
          passwordHash,
          eventIds,
          canCancelSlots: input.canCancelSlots === true,
          invitationTokenHash: null,
          invitationExpiresAt: null,
          invitedAt: null,
        }),
      );
      if (input.sendInvitation) await invite(tx, manager);
      return view(tx, await tx.manager.findOneByOrFail(Manager, { id: manager.id }));
    });
  },

  /** Changes the e-mail, events and (when given) the password; a new password ends the manager's sessions. */
  async update(ctx: RequestContext, id: unknown, input: ManagerData): Promise<ManagerView> {
    return withTransaction(ctx, async (tx) => {
      const manager = await requireManager(tx, id, true);
      const email = await managerEmail(tx, manager.organizationId, input.email, manager.id);
      const passwordHash = await newPasswordHash(input.password);
      const eventIds = await managerEventIds(tx, manager.organizationId, input.eventIds, manager.eventIds);
      const canCancelSlots = typeof input.canCancelSlots === 'boolean' ? input.canCancelSlots : manager.canCancelSlots;
      // A new address or a password set by the organizer ends a pending invitation: its link went elsewhere.
      const endsInvitation = passwordHash !== null || email !== manager.email;
      await tx.manager.update(Manager, { id: manager.id }, {
        email,
        eventIds,
        canCancelSlots,
        ...(passwordHash ? { passwordHash } : {}),
        ...(endsInvitation ? { invitationTokenHash: null, invitationExpiresAt: null } : {}),
      });
      if (passwordHash || email !== manager.email) await tx.manager.delete(ManagerSession, { managerId: manager.id });
      const updated = await tx.manager.findOneByOrFail(Manager, { id: manager.id });
      if (input.sendInvitation) await invite(tx, updated);
      return view(tx, await tx.manager.findOneByOrFail(Manager, { id: manager.id }));
    });
  },

  /** Deletes the manager and its sessions. */
  async remove(ctx: RequestContext, id: unknown): Promise<boolean> {
    return withTransaction(ctx, async (tx) => {
      const manager = await requireManager(tx, id, true);
      await tx.manager.delete(Manager, { id: manager.id });
      return true;
    });
  },

  /** The invitation link: sets the password once (the link then stops working) and ends older sessions. */
  async setPassword(ctx: RequestContext, token: unknown, password: unknown): Promise<boolean> {
    const attemptKey = `manager-invitation:${addressBucket(ctx.clientIp)}`;
    await ctx.app.attempts.consume(attemptKey);
    const value = typeof token === 'string' ? token.trim() : '';
    const { password: valid } = await validateInput(passwordSchema, { password: typeof password === 'string' ? password : '' });
    await withTransaction(ctx, async (tx) => {
      const manager = /^[A-Za-z0-9_-]{20,100}$/.test(value)
        ? await tx.manager.findOne(Manager, { where: { invitationTokenHash: sha256(value) }, lock: { mode: 'pessimistic_write' } })
        : null;
      if (!manager || !manager.invitationExpiresAt || manager.invitationExpiresAt.getTime() <= Date.now()) {
        throw new AppError('BAD_USER_INPUT', 'managers.invitationInvalid');
      }
      await tx.manager.update(Manager, { id: manager.id }, { passwordHash: await hashPassword(valid), invitationTokenHash: null, invitationExpiresAt: null });
      await tx.manager.delete(ManagerSession, { managerId: manager.id });
    });
    await ctx.app.attempts.reset(attemptKey);
    return true;
  },

  /** A new overview secret for the event's public manager view (organizer): the old link stops working. */
  async rotateOverviewSecret(ctx: RequestContext, eventId: unknown): Promise<string> {
    return eventsService.rotateOverviewSecret(ctx, eventId as string | number);
  },

  /** Signs a manager in (spec 5): e-mail, password and organization id; attempt-limited; a 12 h session. */
  async login(ctx: RequestContext, credentials: ManagerCredentials): Promise<ManagerSessionView> {
    const manager = await checkCredentials(ctx, credentials);
    const token = newToken();
    const expiresAt = new Date(Date.now() + MANAGER_SESSION_HOURS * 3600_000);
    const session = await withTransaction(ctx, async (tx) => {
      // Expired sessions of the manager go when it signs in again.
      await tx.manager.createQueryBuilder().delete().from(ManagerSession).where('manager_id = :id AND expires_at < now()', { id: manager.id }).execute();
      return tx.manager.save(tx.manager.create(ManagerSession, { managerId: manager.id, tokenHash: sha256(token), expiresAt }));
    });
    return sessionView(ctx, authOf(manager, session.id, expiresAt), token, expiresAt);
  },

  /**
   * The facade's credential variants (spec 7: email, password, orgId in the query): the same check and
   * attempt limit as the login, without a session.
   */
  async signIn(ctx: RequestContext, credentials: ManagerCredentials): Promise<RequestContext> {
    const manager = await checkCredentials(ctx, credentials);
    return { ...ctx, managerAuth: authOf(manager, null, null) };
  },

  /** The manager of a request's X-Manager-Token, or null (unknown or expired token). */
  async authenticate(manager: EntityManager, token: string | undefined): Promise<ManagerAuth | null> {
    const value = (token ?? '').trim();
    if (!/^[A-Za-z0-9_-]{30,100}$/.test(value)) return null;
    const rows: Array<Manager & { sessionId: number; expiresAt: Date }> = await manager.query(
      `SELECT m.id, m.organization_id AS "organizationId", m.email, m.event_ids AS "eventIds", m.can_cancel_slots AS "canCancelSlots", s.id AS "sessionId", s.expires_at AS "expiresAt"
         FROM manager_session s
         JOIN manager m ON m.id = s.manager_id
        WHERE s.token_hash = $1 AND s.expires_at > now()`,
      [sha256(value)],
    );
    const row = rows[0];
    return row ? authOf(row, row.sessionId, row.expiresAt) : null;
  },

  async logout(ctx: RequestContext): Promise<boolean> {
    const auth = requireManagerAuth(ctx);
    if (auth.sessionId !== null) await ctx.manager.delete(ManagerSession, { id: auth.sessionId });
    return true;
  },

  /** The signed-in manager (the token is not repeated). */
  async me(ctx: RequestContext): Promise<ManagerSessionView> {
    const auth = requireManagerAuth(ctx);
    return sessionView(ctx, auth, '', auth.expiresAt ?? new Date());
  },
};

/**
 * The signed-in manager of a request (the `manager` guard has let it through), else UNAUTHENTICATED.
 * Its session is a credential for its organization's rows, even on a request that also carries an
 * organizer's cookie of another organization (the manager space then reads through the loaders too).
 */
export function requireManagerAuth(ctx: RequestContext): ManagerAuth {
  if (!ctx.managerAuth) throw new AppError('UNAUTHENTICATED', 'managers.sessionExpired');
  ctx.tenant.open(ctx.managerAuth.organizationId);
  return ctx.managerAuth;
}
