import crypto from 'node:crypto';
import type { EntityManager } from 'typeorm';
import { parseId } from '../../common/ids';
import { withTransaction, type RequestContext } from '../../context';
import { AppError } from '../../errors/app-error';
import type { Event } from '../events/event.entity';
import { eventsService } from '../events/events.service';
import { organizationService } from '../organizations/organization.service';
import { tagsService } from '../tags/tags.service';
import { Operator, OperatorSession } from './operator.entity';
import type { OperatorAuth } from './operators.types';
import { addressBucket } from '../../common/address';

/** How long a stand stays signed in after the operator opened its link. */
export const OPERATOR_SESSION_HOURS = 24;

/** Spec 9: the name shown for a tag id the event no longer has. */
export const UNKNOWN_TAG_NAME = 'Inconnu';

const sha256 = (value: string): string => crypto.createHash('sha256').update(value).digest('hex');
const newSecret = (): string => crypto.randomBytes(24).toString('base64url');

export interface OperatorTagView {
  id: number;
  name: string;
  color: string;
  known: boolean;
}

/** An operator as the doors show it; loginSecret only right after it was created or rotated. */
export type OperatorView = Operator & { tags: OperatorTagView[]; loginSecret: string | null };

export interface OperatorData {
  name: unknown;
  tagIds: unknown;
}

/** The organizer's event, in an organization with operators switched on (FORBIDDEN otherwise). */
export async function operatorsEvent(ctx: RequestContext, eventId: unknown): Promise<Event> {
  const organizationId = await organizationService.scope(ctx);
  await organizationService.requireFeature(ctx, organizationId, 'enableOperators');
  return eventsService.require(ctx, eventId as string | number, organizationId);
}

/** Tag ids as OperatorTag values: an id the event no longer has is "Inconnu" (spec 3 and 9). */
export async function tagViews(ctx: RequestContext, eventId: number, tagIds: number[]): Promise<OperatorTagView[]> {
  if (tagIds.length === 0) return [];
  // The event is already scoped (the organizer's, or the operator's own): its tags through the loader.
  const tags = new Map((await ctx.loaders.tags.byEventId.load(eventId)).map((tag) => [tag.id, tag]));
  return tagIds.map((id) => {
    const tag = tags.get(id);
    return tag ? { id, name: tag.name, color: tag.color, known: true } : { id, name: UNKNOWN_TAG_NAME, color: '#868e96', known: false };
  });
}

function operatorName(value: unknown): string {
  const name = typeof value === 'string' ? value.trim() : '';
  if (!name) throw AppError.field('name', 'scan.nameRequired');
  if (name.length > 100) throw AppError.field('name', 'validation.max');
  return name;
}

/** Tag ids of the event; ids the operator already had are kept even when their tag is gone ("Inconnu"). */
async function operatorTagIds(ctx: RequestContext, eventId: number, value: unknown, current: number[] = []): Promise<number[]> {
  if (!Array.isArray(value)) throw AppError.field('tagIds', 'validation.list');
  const known = new Set((await tagsService.list(ctx, eventId)).map((tag) => tag.id));
  const ids: number[] = [];
  for (const raw of value) {
    const id = Number(raw);
    if (!Number.isInteger(id) || (!known.has(id) && !current.includes(id))) throw AppError.field('tagIds', 'scan.unknownTag');
    if (!ids.includes(id)) ids.push(id);
  }
  return ids;
}

async function view(ctx: RequestContext, operator: Operator, loginSecret: string | null = null): Promise<OperatorView> {
  return Object.assign(operator, { tags: await tagViews(ctx, operator.eventId, operator.tagIds), loginSecret });
}

/** An operator of the caller's organization (operators on), or NOT_FOUND. */
async function requireOperator(ctx: RequestContext, id: unknown, lock = false): Promise<Operator> {
  const organizationId = await organizationService.scope(ctx);
  await organizationService.requireFeature(ctx, organizationId, 'enableOperators');
  const operator = await ctx.manager.findOne(Operator, {
    where: { id: parseId(id, 'scan.operatorNotFound'), organizationId },
    ...(lock ? { lock: { mode: 'pessimistic_write' as const } } : {}),
  });
  if (!operator) throw AppError.notFound('scan.operatorNotFound');
  return operator;
}

export const operatorsService = {
  async list(ctx: RequestContext, eventId: unknown): Promise<OperatorView[]> {
    const event = await operatorsEvent(ctx, eventId);
    const operators = await ctx.manager.find(Operator, { where: { eventId: event.id }, order: { name: 'ASC', id: 'ASC' } });
    return Promise.all(operators.map((operator) => view(ctx, operator)));
  },

  /** A new operator; its login secret is in this answer only. */
  async create(ctx: RequestContext, eventId: unknown, input: OperatorData): Promise<OperatorView> {
    return withTransaction(ctx, async (tx) => {
      const event = await operatorsEvent(tx, eventId);
      const name = operatorName(input.name);
      const tagIds = await operatorTagIds(tx, event.id, input.tagIds);
      const secret = newSecret();
      const operator = await tx.manager.save(
        tx.manager.create(Operator, { organizationId: event.organizationId, eventId: event.id, name, tagIds, secretHash: sha256(secret), lastLoginAt: null }),
      );
      return view(tx, operator, secret);
    });
  },

  async update(ctx: RequestContext, id: unknown, input: OperatorData): Promise<OperatorView> {
    return withTransaction(ctx, async (tx) => {
      const operator = await requireOperator(tx, id, true);
      const name = operatorName(input.name);
      const tagIds = await operatorTagIds(tx, operator.eventId, input.tagIds, operator.tagIds);
      await tx.manager.update(Operator, { id: operator.id }, { name, tagIds });
      return view(tx, await tx.manager.findOneByOrFail(Operator, { id: operator.id }));
    });
  },

  /** A new secret: the old link and every stand signed in with it stop working. */
  async rotateSecret(ctx: RequestContext, id: unknown): Promise<OperatorView> {
    return withTransaction(ctx, async (tx) => {
      const operator = await requireOperator(tx, id, true);
      const secret = newSecret();
      await tx.manager.update(Operator, { id: operator.id }, { secretHash: sha256(secret) });
      await tx.manager.delete(OperatorSession, { operatorId: operator.id });
      return view(tx, await tx.manager.findOneByOrFail(Operator, { id: operator.id }), secret);
    });
  },

  /** Deletes the operator and its sessions; what it did at the stand stays, under its name. */
  async remove(ctx: RequestContext, id: unknown): Promise<boolean> {
    return withTransaction(ctx, async (tx) => {
      const operator = await requireOperator(tx, id, true);
      await tx.manager.delete(Operator, { id: operator.id });
      return true;
    });
  },

  /**
   * A stand signs in with the operator's secret (the link's fragment, or typed). Attempts are counted
   * per address before the secret is checked; the secret names one operator of one event; an
   * organization with operators switched off refuses it.
   */
  async login(ctx: RequestContext, secret: unknown): Promise<{ token: string; expiresAt: Date; auth: OperatorAuth }> {
    const attemptKey = `operator:${addressBucket(ctx.clientIp)}`;
    await ctx.app.attempts.consume(attemptKey);
    const value = typeof secret === 'string' ? secret.trim() : '';
    const operator = /^[A-Za-z0-9_-]{20,100}$/.test(value) ? await ctx.manager.findOneBy(Operator, { secretHash: sha256(value) }) : null;
    if (!operator || !(await organizationService.hasFeature(ctx, operator.organizationId, 'enableOperators'))) {
      throw new AppError('UNAUTHENTICATED', 'scan.loginInvalid');
    }
    await ctx.app.attempts.reset(attemptKey);
    const token = crypto.randomBytes(32).toString('base64url');
    const expiresAt = new Date(Date.now() + OPERATOR_SESSION_HOURS * 3600_000);
    const session = await withTransaction(ctx, async (tx) => {
      await tx.manager.update(Operator, { id: operator.id }, { lastLoginAt: new Date() });
      // Expired sessions of the operator go when it signs in again.
      await tx.manager.createQueryBuilder().delete().from(OperatorSession).where('operator_id = :id AND expires_at < now()', { id: operator.id }).execute();
      return tx.manager.save(tx.manager.create(OperatorSession, { operatorId: operator.id, tokenHash: sha256(token), expiresAt }));
    });
    ctx.tenant.open(operator.organizationId);
    return { token, expiresAt, auth: authOf(operator, session.id, session.createdAt) };
  },

  /** The operator of a stand request's X-Operator-Token, or null (unknown or expired token, operators off). */
  async authenticate(manager: EntityManager, token: string | undefined): Promise<OperatorAuth | null> {
    const value = (token ?? '').trim();
    if (!/^[A-Za-z0-9_-]{30,100}$/.test(value)) return null;
    const rows: Array<Operator & { sessionId: number; sessionCreatedAt: Date }> = await manager.query(
      `SELECT o.id, o.organization_id AS "organizationId", o.event_id AS "eventId", o.name, o.tag_ids AS "tagIds", s.id AS "sessionId",
              s.created_at AS "sessionCreatedAt"
         FROM operator_session s
         JOIN operator o ON o.id = s.operator_id
        WHERE s.token_hash = $1 AND s.expires_at > now()`,
      [sha256(value)],
    );
    const row = rows[0];
    if (!row || !(await organizationService.featureEnabled(manager, row.organizationId, 'enableOperators'))) return null;
    return authOf(row, row.sessionId, row.sessionCreatedAt);
  },

  async logout(ctx: RequestContext): Promise<boolean> {
    const operator = requireOperatorAuth(ctx);
    await ctx.manager.delete(OperatorSession, { id: operator.sessionId });
    return true;
  },
};

function authOf(operator: Pick<Operator, 'id' | 'organizationId' | 'eventId' | 'name' | 'tagIds'>, sessionId: number, sessionCreatedAt: Date): OperatorAuth {
  return {
    operatorId: operator.id,
    organizationId: operator.organizationId,
    eventId: operator.eventId,
    name: operator.name,
    tagIds: operator.tagIds.map(Number),
    sessionId,
    sessionCreatedAt,
  };
}

/** The signed-in operator of a stand request (the `operator` guard has let it through), else UNAUTHENTICATED. */
export function requireOperatorAuth(ctx: RequestContext): OperatorAuth {
  if (!ctx.operator) throw new AppError('UNAUTHENTICATED', 'scan.sessionExpired');
  return ctx.operator;
}
