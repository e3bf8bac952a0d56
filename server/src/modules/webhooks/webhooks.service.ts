import crypto from 'node:crypto';
import { messageKey } from '@benevo/schema';
import { parseId } from '../../common/ids';
import { withTransaction, type RequestContext } from '../../context';
import { AppError } from '../../errors/app-error';
import { enqueueJob } from '../../jobs/outbox';
import { auditService } from '../audit/audit.service';
import { organizationService } from '../organizations/organization.service';
import { Webhook, WebhookDelivery } from './webhook.entity';
import { decryptSecret, encryptSecret, newWebhookSecret } from './webhooks.crypto';
import { checkWebhookUrl } from './webhooks.http';

/**
 * Webhooks (issue 16): an organization registers URLs for events; `emit` writes, inside the caller's
 * transaction, a delivery record per subscribed active webhook and an outbox job that POSTs it
 * (webhooks.jobs.ts: signed, retried with the job system's backoff). The secret is answered once
 * (creation, rotation) and kept encrypted (webhooks.crypto.ts).
 */

export const WEBHOOK_EVENTS = [
  'participation.created',
  'participation.changed',
  'participation.cancelled',
  'volunteer.created',
  'order.placed',
  'campaignRegistration.created',
] as const;
export type WebhookEvent = (typeof WEBHOOK_EVENTS)[number];
/** The event "send test" delivers; nobody subscribes to it. */
export const PING_EVENT = 'ping';

export const WEBHOOK_DELIVER_JOB = 'webhook.deliver';
export const MAX_WEBHOOKS_PER_ORGANIZATION = 20;
/** Deliveries listed per webhook (newest first). */
const DELIVERIES_LISTED = 100;

export interface WebhookData {
  url?: unknown;
  description?: unknown;
  events?: unknown;
  isActive?: unknown;
}

/**
 * What an emitter needs: the transaction's manager and its after-commit hook (a RequestContext); with
 * its loaders, the organization's webhooks are read once per transaction.
 */
export type EmitContext = Pick<RequestContext, 'manager' | 'afterCommit' | 'app'> & Partial<Pick<RequestContext, 'loaders'>>;

async function validUrl(ctx: RequestContext, value: unknown): Promise<string> {
  const url = typeof value === 'string' ? value.trim() : '';
  if (!url || url.length > 2000) throw AppError.field('url', 'integrations.urlInvalid');
  const problem = await checkWebhookUrl(url, ctx.app.config.webhooksAllowPrivate);
  if (problem === 'invalid') throw AppError.field('url', 'integrations.urlInvalid');
  if (problem === 'private') throw AppError.field('url', 'integrations.urlPrivate');
  return url;
}

function validEvents(value: unknown): WebhookEvent[] {
  if (!Array.isArray(value) || value.length === 0) throw AppError.field('events', 'integrations.eventsRequired');
  const events = new Set<WebhookEvent>();
  for (const event of value) {
    if (!WEBHOOK_EVENTS.includes(event as WebhookEvent)) throw AppError.field('events', 'integrations.unknownEvent');
    events.add(event as WebhookEvent);
  }
  return WEBHOOK_EVENTS.filter((event) => events.has(event));
}

function validDescription(value: unknown): string {
  if (value === undefined || value === null) return '';
  if (typeof value !== 'string') throw AppError.field('description', 'validation.text');
  if (value.trim().length > 200) throw AppError.validation({ description: [messageKey('validation.maxLength', { max: 200 })] });
  return value.trim();
}

function validBoolean(value: unknown, field: string): boolean | undefined {
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'boolean') throw AppError.field(field, 'validation.boolean');
  return value;
}

/** A webhook of the caller's active organization, or NOT_FOUND (another organization's answers the same). */
async function requireWebhook(ctx: RequestContext, id: unknown, lock = false): Promise<Webhook> {
  const organizationId = await organizationService.scope(ctx);
  const webhook = await ctx.manager.findOne(Webhook, {
    where: { id: parseId(id, 'integrations.webhookNotFound'), organizationId },
    ...(lock ? { lock: { mode: 'pessimistic_write' as const } } : {}),
  });
  if (!webhook) throw AppError.notFound('integrations.webhookNotFound');
  return webhook;
}

/** Writes one delivery and its outbox job (the caller's transaction). */
async function queueDelivery(ctx: EmitContext, webhook: Webhook, event: string, payload: Record<string, unknown>): Promise<WebhookDelivery> {
  const delivery = await ctx.manager.save(
    ctx.manager.create(WebhookDelivery, {
      uuid: crypto.randomUUID(),
      webhookId: webhook.id,
      organizationId: webhook.organizationId,
      event,
      payload,
      status: 'pending',
      attempts: 0,
    }),
  );
  await enqueueJob(ctx.manager, WEBHOOK_DELIVER_JOB, { deliveryId: delivery.id });
  return delivery;
}

/**
 * An announcement's delivery, written only if the webhook is still active and subscribed when the row
 * goes in: the webhooks of a transaction are read once (its loader), possibly before it waited on a
 * slot's lock, and one deleted or switched off meanwhile must get nothing (a deleted one would fail
 * the caller's transaction on the foreign key). FOR KEY SHARE waits for a deletion in progress and then
 * sees its outcome. A webhook created meanwhile is missed by this transaction, as by any transaction
 * that started before it. Returns the delivery's id, or null when nothing was written.
 */
async function queueAnnouncement(ctx: EmitContext, webhookId: number, event: string, payload: Record<string, unknown>): Promise<number | null> {
  const rows: Array<{ id: number }> = await ctx.manager.query(
    `INSERT INTO webhook_delivery (uuid, webhook_id, organization_id, event, payload, status, attempts)
     SELECT $1, w.id, w.organization_id, $3, $4::jsonb, 'pending', 0
       FROM (SELECT id, organization_id FROM webhook WHERE id = $2 AND is_active AND $3 = ANY(events) FOR KEY SHARE) AS w
     RETURNING id`,
    [crypto.randomUUID(), webhookId, event, JSON.stringify(payload)],
  );
  if (rows.length === 0) return null;
  await enqueueJob(ctx.manager, WEBHOOK_DELIVER_JOB, { deliveryId: rows[0].id });
  return rows[0].id;
}

export const webhooksService = {
  /** The active organization's webhooks, oldest first. */
  async list(ctx: RequestContext): Promise<Webhook[]> {
    const organizationId = await organizationService.scope(ctx);
    return ctx.manager.find(Webhook, { where: { organizationId }, order: { id: 'ASC' } });
  },

  async get(ctx: RequestContext, id: unknown): Promise<Webhook> {
    return requireWebhook(ctx, id);
  },

  /** A new webhook; its secret is answered here, once. */
  async create(ctx: RequestContext, data: WebhookData): Promise<{ webhook: Webhook; secret: string }> {
    const organizationId = await organizationService.scope(ctx);
    const url = await validUrl(ctx, data.url);
    const events = validEvents(data.events);
    const description = validDescription(data.description);
    const isActive = validBoolean(data.isActive, 'isActive') ?? true;
    return withTransaction(ctx, async (tx) => {
      // The organization's webhooks change: this transaction's emitters read them again.
      tx.loaders.webhooks.activeByOrganization.clearAll();
      // Serializes concurrent creations in one organization, so the limit holds.
      await tx.manager.query(`SELECT "id" FROM "webhook" WHERE "organization_id" = $1 FOR UPDATE`, [organizationId]);
      const count = await tx.manager.countBy(Webhook, { organizationId });
      if (count >= MAX_WEBHOOKS_PER_ORGANIZATION) {
        throw AppError.validation({ url: [messageKey('integrations.tooManyWebhooks', { max: MAX_WEBHOOKS_PER_ORGANIZATION })] });
      }
      const secret = newWebhookSecret();
      const webhook = await tx.manager.save(
        tx.manager.create(Webhook, {
          organizationId,
          url,
          events,
          description,
          isActive,
          secretEncrypted: encryptSecret(tx.app.config.secretKey, secret),
          createdById: tx.auth?.user.id ?? null,
        }),
      );
      await auditService.record(tx, {
        action: 'webhook.created',
        organizationId,
        userId: tx.auth?.user.id ?? null,
        detail: { webhookId: webhook.id, host: new URL(url).host, events },
      });
      return { webhook, secret };
    });
  },

  /** Changes the URL, description, events or the active flag (absent fields keep their value). */
  async update(ctx: RequestContext, id: unknown, data: WebhookData): Promise<Webhook> {
    const url = data.url === undefined || data.url === null ? undefined : await validUrl(ctx, data.url);
    const events = data.events === undefined || data.events === null ? undefined : validEvents(data.events);
    const description = data.description === undefined || data.description === null ? undefined : validDescription(data.description);
    const isActive = validBoolean(data.isActive, 'isActive');
    return withTransaction(ctx, async (tx) => {
      // The organization's webhooks change: this transaction's emitters read them again.
      tx.loaders.webhooks.activeByOrganization.clearAll();
      const webhook = await requireWebhook(tx, id, true);
      const changes: Partial<Webhook> = {};
      if (url !== undefined && url !== webhook.url) changes.url = url;
      if (events !== undefined && events.join(',') !== webhook.events.join(',')) changes.events = events;
      if (description !== undefined && description !== webhook.description) changes.description = description;
      if (isActive !== undefined && isActive !== webhook.isActive) changes.isActive = isActive;
      if (Object.keys(changes).length === 0) return webhook;
      await tx.manager.update(Webhook, { id: webhook.id }, changes);
      await auditService.record(tx, {
        action: 'webhook.changed',
        organizationId: webhook.organizationId,
        userId: tx.auth?.user.id ?? null,
        detail: {
          webhookId: webhook.id,
          changed: Object.keys(changes),
          ...(changes.url ? { host: new URL(changes.url).host } : {}),
          ...(changes.isActive !== undefined ? { isActive: changes.isActive } : {}),
        },
      });
      return tx.manager.findOneByOrFail(Webhook, { id: webhook.id });
    });
  },

  /** A new secret: the old one stops signing at once; the new one is answered here, once. */
  async rotateSecret(ctx: RequestContext, id: unknown): Promise<string> {
    return withTransaction(ctx, async (tx) => {
      // The organization's webhooks change: this transaction's emitters read them again.
      tx.loaders.webhooks.activeByOrganization.clearAll();
      const webhook = await requireWebhook(tx, id, true);
      const secret = newWebhookSecret();
      await tx.manager.update(Webhook, { id: webhook.id }, { secretEncrypted: encryptSecret(tx.app.config.secretKey, secret) });
      await auditService.record(tx, {
        action: 'webhook.changed',
        organizationId: webhook.organizationId,
        userId: tx.auth?.user.id ?? null,
        detail: { webhookId: webhook.id, changed: ['secret'] },
      });
      return secret;
    });
  },

  /** Deletes a webhook with its deliveries (the jobs left find nothing to send). */
  async remove(ctx: RequestContext, id: unknown): Promise<boolean> {
    return withTransaction(ctx, async (tx) => {
      // The organization's webhooks change: this transaction's emitters read them again.
      tx.loaders.webhooks.activeByOrganization.clearAll();
      const webhook = await requireWebhook(tx, id, true);
      await tx.manager.delete(Webhook, { id: webhook.id });
      await auditService.record(tx, {
        action: 'webhook.deleted',
        organizationId: webhook.organizationId,
        userId: tx.auth?.user.id ?? null,
        detail: { webhookId: webhook.id, host: new URL(webhook.url).host },
      });
      return true;
    });
  },

  /** "Send test": a `ping` delivery, sent even when the webhook is switched off. */
  async sendTest(ctx: RequestContext, id: unknown): Promise<WebhookDelivery> {
    return withTransaction(ctx, async (tx) => {
      const webhook = await requireWebhook(tx, id);
      const delivery = await queueDelivery(tx, webhook, PING_EVENT, { webhookId: webhook.id, message: 'Benevo webhook test' });
      tx.afterCommit(() => tx.app.nudgeJobs());
      return delivery;
    });
  },

  /** A webhook's latest deliveries, newest first. */
  async deliveries(ctx: RequestContext, webhookId: unknown): Promise<WebhookDelivery[]> {
    const webhook = await requireWebhook(ctx, webhookId);
    return ctx.manager.find(WebhookDelivery, { where: { webhookId: webhook.id }, order: { id: 'DESC' }, take: DELIVERIES_LISTED });
  },

  /**
   * Announces an event of an organization to its active webhooks subscribed to it: one delivery and
   * one outbox job each, in the caller's transaction (a rolled-back change sends nothing). `payload`
   * holds ids and public fields only, never a secret or a token.
   */
  async emit(ctx: EmitContext, organizationId: number, event: WebhookEvent, payload: Record<string, unknown>): Promise<number> {
    return webhooksService.emitMany(ctx, organizationId, event, [payload]);
  },

  /** `emit` for several events of one kind (a bulk change): one look-up of the webhooks; how many deliveries. */
  async emitMany(ctx: EmitContext, organizationId: number, event: WebhookEvent, payloads: Array<Record<string, unknown>>): Promise<number> {
    if (payloads.length === 0) return 0;
    const webhooks = ctx.loaders
      ? (await ctx.loaders.webhooks.activeByOrganization.load(organizationId)).filter((webhook) => webhook.events.includes(event))
      : await ctx.manager
          .createQueryBuilder(Webhook, 'w')
          .where('w.organization_id = :organizationId AND w.is_active AND :event = ANY(w.events)', { organizationId, event })
          .getMany();
    let queued = 0;
    for (const webhook of webhooks) {
      for (const payload of payloads) if ((await queueAnnouncement(ctx, webhook.id, event, payload)) !== null) queued += 1;
    }
    if (queued > 0) ctx.afterCommit(() => ctx.app.nudgeJobs());
    return queued;
  },

  /** The secret of a webhook, for the delivery job. */
  secretOf(secretKey: string, webhook: Webhook): string {
    return decryptSecret(secretKey, webhook.secretEncrypted);
  },
};
