import { translate, type MessageKey, type MessageParams } from '@benevo/schema';
import { In } from 'typeorm';
import { parseId } from '../../common/ids';
import { withTransaction, type RequestContext } from '../../context';
import { AppError } from '../../errors/app-error';
import { enqueueJob } from '../../jobs/outbox';
import { auditService } from '../audit/audit.service';
import { eventsService } from '../events/events.service';
import { organizationService } from '../organizations/organization.service';
import { checkWebhookUrl } from '../webhooks/webhooks.http';
import { rightsService } from '../organizations/rights.service';
import { VendorError, type TicketingVendor, type VendorConnection, type VendorEvent } from './ticketing.adapter';
import { decryptSecret, encryptSecret, lastFour } from './ticketing.crypto';
import { TicketingAccreditation, TicketingEventMapping, TicketingSettings, TicketingSync, type TicketingSyncStatus } from './ticketing.entity';
import { acceptedVolunteers, type AccreditedVolunteer } from './ticketing.read-model';
import { WEEZEVENT_BASE_URL, WeezeventAdapter } from './weezevent.adapter';

/** The outbox job that runs one synchronisation: `{ syncId }`. */
export const TICKETING_SYNC_JOB = 'ticketing.sync';

/** Accreditations sent to the vendor per call; each batch is remembered before the next is sent. */
const BATCH = 100;
const VENDOR_ID = /^[A-Za-z0-9_-]{1,64}$/;
const MAX_CREDENTIAL = 500;

/** What the screens and the API show of the settings: never a credential, only whether it is set and its last four characters. */
export interface TicketingSettingsView {
  baseUrl: string;
  /** The URL the sync calls: the organization's, else TICKETING_BASE_URL, else the vendor's public API. */
  effectiveBaseUrl: string;
  apiKeySet: boolean;
  apiKeyLast4: string | null;
  accessTokenSet: boolean;
  accessTokenLast4: string | null;
  modifiedAt: Date | null;
}

/** A settings change: an absent or empty credential keeps the stored one (set / replace); baseUrl '' = the default. */
export interface TicketingSettingsInput {
  baseUrl?: string | null;
  apiKey?: string | null;
  accessToken?: string | null;
}

export interface TicketingMappingInput {
  vendorEventId?: unknown;
  vendorTicketId?: unknown;
}

export interface TicketingSyncView {
  id: number;
  eventId: number;
  status: TicketingSyncStatus;
  attempts: number;
  createdAt: Date;
  startedAt: Date | null;
  finishedAt: Date | null;
  exported: number;
  updated: number;
  removed: number;
  imported: number;
  /** The last error in the reader's language, or null. */
  error: string | null;
}

/** The organizer's organization with the ticketing switched on (FORBIDDEN with the catalogue's message otherwise). */
async function organizerScope(ctx: RequestContext): Promise<number> {
  const organizationId = await organizationService.scope(ctx);
  await rightsService.require(ctx, organizationId, 'ticketing');
  return organizationId;
}

function effectiveBaseUrl(ctx: RequestContext, settings: TicketingSettings | null): string {
  return (settings?.baseUrl || ctx.app.config.ticketingBaseUrl || WEEZEVENT_BASE_URL).replace(/\/+$/, '');
}

function settingsView(ctx: RequestContext, settings: TicketingSettings | null): TicketingSettingsView {
  return {
    baseUrl: settings?.baseUrl ?? '',
    effectiveBaseUrl: effectiveBaseUrl(ctx, settings),
    apiKeySet: Boolean(settings?.apiKeyEncrypted),
    apiKeyLast4: settings?.apiKeyEncrypted ? settings.apiKeyLast4 : null,
    accessTokenSet: Boolean(settings?.accessTokenEncrypted),
    accessTokenLast4: settings?.accessTokenEncrypted ? settings.accessTokenLast4 : null,
    modifiedAt: settings?.modifiedAt ?? null,
  };
}

/**
 * In production an organization's own base URL must lead to the public Internet: an organizer must not
 * make the server call internal services (loopback, private networks, cloud metadata) with its requests.
 */
async function publicBaseUrl(ctx: RequestContext, url: string): Promise<boolean> {
  if (ctx.app.config.nodeEnv !== 'production' || url === '') return true;
  return (await checkWebhookUrl(url, false)) === null;
}

/** '' (the default) or an absolute URL: https, or http outside production (a local stub, a test installation). */
async function baseUrlOf(ctx: RequestContext, value: string): Promise<string> {
  const trimmed = value.trim().replace(/\/+$/, '');
  if (trimmed === '') return '';
  let url: URL;
  try {
    url = new URL(trimmed);
  } catch {
    throw AppError.field('baseUrl', 'ticketing.baseUrl');
  }
  const allowed = ctx.app.config.nodeEnv === 'production' ? ['https:'] : ['https:', 'http:'];
  if (!allowed.includes(url.protocol) || url.username || url.password || url.search || url.hash || trimmed.length > 300) {
    throw AppError.field('baseUrl', 'ticketing.baseUrl');
  }
  if (!(await publicBaseUrl(ctx, trimmed))) throw AppError.field('baseUrl', 'ticketing.baseUrlPrivate');
  return trimmed;
}

/** A new credential (trimmed), or undefined to keep the stored one. */
function credentialOf(field: string, value: string | null | undefined): string | undefined {
  const trimmed = (value ?? '').trim();
  if (trimmed === '') return undefined;
  if (trimmed.length > MAX_CREDENTIAL || /\s/.test(trimmed)) throw AppError.field(field, 'validation.forbiddenCharacter');
  return trimmed;
}

function vendorId(field: string, value: unknown): string {
  const text = typeof value === 'number' ? String(value) : typeof value === 'string' ? value.trim() : '';
  if (text === '') throw AppError.field(field, 'ticketing.vendorIdRequired');
  if (!VENDOR_ID.test(text)) throw AppError.field(field, 'ticketing.vendorId');
  return text;
}

function syncView(ctx: RequestContext, sync: TicketingSync): TicketingSyncView {
  return {
    id: sync.id,
    eventId: sync.eventId,
    status: sync.status,
    attempts: sync.attempts,
    createdAt: sync.createdAt,
    startedAt: sync.startedAt,
    finishedAt: sync.finishedAt,
    exported: sync.exported,
    updated: sync.updated,
    removed: sync.removed,
    imported: sync.imported,
    error: sync.errorKey ? translate(ctx.language, sync.errorKey as MessageKey, sync.errorParams ?? {}) : null,
  };
}

/** The vendor's API at a connection; the real vendor and the test stub differ only by base URL. */
export function vendorFor(connection: VendorConnection): TicketingVendor {
  return new WeezeventAdapter(connection);
}

interface Counts {
  exported: number;
  updated: number;
  removed: number;
  imported: number;
}

/** Why a sync failed, as a catalogue key (never the vendor's own text, which could echo a credential). */
function errorOf(error: unknown): { key: MessageKey; params: MessageParams } {
  if (!(error instanceof VendorError)) return { key: 'error.default', params: {} };
  const status = error.status === null ? '' : String(error.status);
  switch (error.kind) {
    case 'unauthorized':
      return { key: 'ticketing.error.unauthorized', params: {} };
    case 'notFound':
      return { key: 'ticketing.error.notFound', params: { status: status || '404' } };
    case 'server':
      return { key: 'ticketing.error.server', params: { status } };
    case 'network':
      return { key: 'ticketing.error.network', params: {} };
    default:
      return { key: 'ticketing.error.invalidAnswer', params: {} };
  }
}

const samePerson = (row: TicketingAccreditation, person: AccreditedVolunteer) =>
  row.firstName === person.firstName && row.lastName === person.lastName && row.email === person.email;

function batches<T>(items: T[]): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += BATCH) out.push(items.slice(i, i + BATCH));
  return out;
}

/**
 * One pass of export then import for a mapped event. Every vendor write is remembered at once (a
 * retry after a failure half-way continues, never duplicates): participants created are stored
 * batch by batch with their vendor id; re-running with nothing changed sends no write.
 */
async function syncEvent(ctx: RequestContext, mapping: TicketingEventMapping, vendor: TicketingVendor, counts: Counts): Promise<void> {
  const { manager } = ctx;
  const { organizationId, eventId, vendorEventId, vendorTicketId } = mapping;
  // The ticket type must exist in the vendor's event: a clear "not found" instead of half a sync.
  const types = await vendor.ticketTypes(vendorEventId);
  if (!types.some((type) => type.id === vendorTicketId)) throw new VendorError('notFound');

  const wanted = new Map((await acceptedVolunteers(manager, organizationId, eventId)).map((person) => [person.volunteerId, person]));
  const rows = await manager.find(TicketingAccreditation, { where: { eventId, organizationId }, order: { id: 'ASC' } });

  // Removed: volunteers with no accepted participation left, and accreditations of a former mapping.
  const stale = rows.filter((row) => !wanted.has(row.volunteerId) || row.vendorEventId !== vendorEventId || row.vendorTicketId !== vendorTicketId);
  for (const batch of batches(stale)) {
    const byEvent = new Map<string, TicketingAccreditation[]>();
    for (const row of batch) byEvent.set(row.vendorEventId, [...(byEvent.get(row.vendorEventId) ?? []), row]);
    for (const [vendorEvent, group] of byEvent) {
      try {
        await vendor.deleteParticipants(vendorEvent, group.map((row) => row.vendorParticipantId));
      } catch (error) {
        // A participant (or a former event) the vendor no longer has is removed already.
        if (!(error instanceof VendorError && error.kind === 'notFound')) throw error;
      }
    }
    await manager.delete(TicketingAccreditation, { id: In(batch.map((row) => row.id)) });
    counts.removed += batch.length;
  }
  const staleIds = new Set(stale.map((row) => row.id));
  const kept = rows.filter((row) => !staleIds.has(row.id));
  const known = new Set(kept.map((row) => row.volunteerId));

  // Exported: one participant per volunteer not yet accredited.
  const missing = [...wanted.values()].filter((person) => !known.has(person.volunteerId));
  for (const batch of batches(missing)) {
    const added = await vendor.addParticipants(vendorEventId, vendorTicketId, batch);
    await manager.insert(
      TicketingAccreditation,
      batch.map((person, index) => ({
        organizationId,
        eventId,
        volunteerId: person.volunteerId,
        vendorEventId,
        vendorTicketId,
        vendorParticipantId: added[index].id,
        barcode: added[index].barcode,
        firstName: person.firstName,
        lastName: person.lastName,
        email: person.email,
      })),
    );
    counts.exported += batch.length;
  }

  // Updated: a name or an address changed since it was sent.
  const changed = kept.filter((row) => !samePerson(row, wanted.get(row.volunteerId)!));
  for (const batch of batches(changed)) {
    await vendor.updateParticipants(
      vendorEventId,
      batch.map((row) => ({ id: row.vendorParticipantId, ...wanted.get(row.volunteerId)! })),
    );
    for (const row of batch) {
      const person = wanted.get(row.volunteerId)!;
      await manager.update(TicketingAccreditation, { id: row.id }, { firstName: person.firstName, lastName: person.lastName, email: person.email });
    }
    counts.updated += batch.length;
  }

  // Imported: the check-in status of every accreditation, as the vendor's scanners recorded it.
  const participants = new Map((await vendor.participants(vendorEventId, vendorTicketId)).map((p) => [p.id, p]));
  const current = await manager.find(TicketingAccreditation, { where: { eventId, organizationId }, order: { id: 'ASC' } });
  const lost: TicketingAccreditation[] = [];
  for (const row of current) {
    const participant = participants.get(row.vendorParticipantId);
    if (!participant) {
      lost.push(row);
      continue;
    }
    const checkedInAt = participant.checkedIn ? participant.checkedInAt ?? row.checkedInAt ?? new Date() : null;
    if (participant.checkedIn !== row.checkedIn || checkedInAt?.getTime() !== row.checkedInAt?.getTime()) {
      await manager.update(TicketingAccreditation, { id: row.id }, { checkedIn: participant.checkedIn, checkedInAt });
      counts.imported += 1;
    }
  }
  // Deleted at the vendor by hand: accredited again (the volunteer still has an accepted participation).
  for (const batch of batches(lost)) {
    const added = await vendor.addParticipants(vendorEventId, vendorTicketId, batch);
    for (const [index, row] of batch.entries()) {
      await manager.update(TicketingAccreditation, { id: row.id }, { vendorParticipantId: added[index].id, barcode: added[index].barcode, checkedIn: false, checkedInAt: null });
    }
    counts.exported += batch.length;
  }
}

export const ticketingService = {
  async settings(ctx: RequestContext): Promise<TicketingSettingsView> {
    const organizationId = await organizerScope(ctx);
    return settingsView(ctx, await ctx.manager.findOneBy(TicketingSettings, { organizationId }));
  },

  /** Saves the settings (credentials encrypted); records ticketing.settingsChanged without any credential. */
  async updateSettings(ctx: RequestContext, input: TicketingSettingsInput): Promise<TicketingSettingsView> {
    return withTransaction(ctx, async (tx) => {
      const organizationId = await organizerScope(tx);
      const current = await tx.manager.findOne(TicketingSettings, { where: { organizationId }, lock: { mode: 'pessimistic_write' } });
      const baseUrl = input.baseUrl === undefined || input.baseUrl === null ? current?.baseUrl ?? '' : await baseUrlOf(tx, input.baseUrl);
      const apiKey = credentialOf('apiKey', input.apiKey);
      const accessToken = credentialOf('accessToken', input.accessToken);
      // Stored credentials never follow a new address: whoever changes it types them again, so a member
      // cannot send the organization's keys to a server of their own (they are write-only).
      const storedCredentials = Boolean(current?.apiKeyEncrypted || current?.accessTokenEncrypted);
      if (current && baseUrl !== current.baseUrl && storedCredentials && (apiKey === undefined || accessToken === undefined)) {
        throw AppError.field('baseUrl', 'ticketing.credentialsForBaseUrl');
      }
      const secret = tx.app.config.secretKey;
      const changes: Partial<TicketingSettings> = { baseUrl };
      if (apiKey !== undefined) Object.assign(changes, { apiKeyEncrypted: encryptSecret(secret, apiKey), apiKeyLast4: lastFour(apiKey) });
      if (accessToken !== undefined) {
        Object.assign(changes, { accessTokenEncrypted: encryptSecret(secret, accessToken), accessTokenLast4: lastFour(accessToken) });
      }
      if (current) await tx.manager.update(TicketingSettings, { organizationId }, changes);
      else await tx.manager.insert(TicketingSettings, { organizationId, ...changes });
      await auditService.record(tx, {
        action: 'ticketing.settingsChanged',
        organizationId,
        userId: tx.auth?.user.id ?? null,
        detail: { baseUrlChanged: baseUrl !== (current?.baseUrl ?? ''), apiKeyReplaced: apiKey !== undefined, accessTokenReplaced: accessToken !== undefined },
      });
      return settingsView(tx, await tx.manager.findOneByOrFail(TicketingSettings, { organizationId }));
    });
  },

  /**
   * The vendor's events the stored credentials reach, with their ticket types (to pick a mapping). A
   * refused key or an unreachable vendor answers CONFLICT with the sync log's message.
   */
  async vendorEvents(ctx: RequestContext): Promise<VendorEvent[]> {
    const organizationId = await organizerScope(ctx);
    const settings = await ctx.manager.findOneBy(TicketingSettings, { organizationId });
    const apiKey = decryptSecret(ctx.app.config.secretKey, settings?.apiKeyEncrypted ?? null);
    const accessToken = decryptSecret(ctx.app.config.secretKey, settings?.accessTokenEncrypted ?? null);
    if (!apiKey || !accessToken) throw new AppError('CONFLICT', 'ticketing.notConfigured');
    if (!(await publicBaseUrl(ctx, settings?.baseUrl ?? ''))) throw new AppError('CONFLICT', 'ticketing.baseUrlPrivate');
    try {
      return await vendorFor({ baseUrl: effectiveBaseUrl(ctx, settings), apiKey, accessToken }).events();
    } catch (error) {
      if (!(error instanceof VendorError)) throw error;
      const { key, params } = errorOf(error);
      throw new AppError('CONFLICT', key, params);
    }
  },

  /** The organization's linked events. */
  async mappings(ctx: RequestContext): Promise<TicketingEventMapping[]> {
    const organizationId = await organizerScope(ctx);
    return ctx.manager.find(TicketingEventMapping, { where: { organizationId }, order: { eventId: 'ASC' } });
  },

  /** The event's link, or null. */
  async mapping(ctx: RequestContext, eventId: unknown): Promise<TicketingEventMapping | null> {
    const organizationId = await organizerScope(ctx);
    const event = await eventsService.require(ctx, parseId(eventId, 'error.notFoundEvent'), organizationId);
    return ctx.manager.findOneBy(TicketingEventMapping, { eventId: event.id, organizationId });
  },

  /** Links the event to the vendor's event and the volunteers' ticket type (the next sync moves existing accreditations). */
  async setMapping(ctx: RequestContext, eventId: unknown, input: TicketingMappingInput): Promise<TicketingEventMapping> {
    return withTransaction(ctx, async (tx) => {
      const organizationId = await organizerScope(tx);
      const event = await eventsService.require(tx, parseId(eventId, 'error.notFoundEvent'), organizationId);
      const errors: Record<string, string[]> = {};
      const read = (field: string, value: unknown) => {
        try {
          return vendorId(field, value);
        } catch (error) {
          if (error instanceof AppError && error.fieldErrors) Object.assign(errors, error.fieldErrors);
          return '';
        }
      };
      const vendorEventId = read('vendorEventId', input.vendorEventId);
      const vendorTicketId = read('vendorTicketId', input.vendorTicketId);
      if (Object.keys(errors).length > 0) throw AppError.validation(errors);
      await tx.manager
        .createQueryBuilder()
        .insert()
        .into(TicketingEventMapping)
        .values({ organizationId, eventId: event.id, vendorEventId, vendorTicketId })
        .orUpdate(['vendor_event_id', 'vendor_ticket_id', 'modified_at'], ['event_id'])
        .execute();
      return tx.manager.findOneByOrFail(TicketingEventMapping, { eventId: event.id });
    });
  },

  /**
   * "Sync now": a pending sync and its outbox job, in one transaction. While a sync of the event waits
   * or runs, that one is answered (one at a time per event, held by the mapping's row lock and a
   * partial unique index).
   */
  async requestSync(ctx: RequestContext, eventId: unknown): Promise<TicketingSyncView> {
    return withTransaction(ctx, async (tx) => {
      const organizationId = await organizerScope(tx);
      const event = await eventsService.require(tx, parseId(eventId, 'error.notFoundEvent'), organizationId);
      const mapping = await tx.manager.findOne(TicketingEventMapping, { where: { eventId: event.id, organizationId }, lock: { mode: 'pessimistic_write' } });
      if (!mapping) throw new AppError('CONFLICT', 'ticketing.notMapped');
      const settings = await tx.manager.findOneBy(TicketingSettings, { organizationId });
      if (!settings?.apiKeyEncrypted || !settings.accessTokenEncrypted) throw new AppError('CONFLICT', 'ticketing.notConfigured');
      const active = await tx.manager
        .createQueryBuilder(TicketingSync, 's')
        .where('s.event_id = :eventId AND s.finished_at IS NULL', { eventId: event.id })
        .getOne();
      if (active) return syncView(tx, active);
      const sync = await tx.manager.save(
        tx.manager.create(TicketingSync, { organizationId, eventId: event.id, status: 'pending', requestedById: tx.auth?.user.id ?? null }),
      );
      await enqueueJob(tx.manager, TICKETING_SYNC_JOB, { syncId: sync.id });
      tx.afterCommit(() => tx.app.nudgeJobs());
      return syncView(tx, sync);
    });
  },

  /** The organization's synchronisations (one event's when given), newest first. */
  async syncs(ctx: RequestContext, input: { eventId?: unknown; limit?: number | null } = {}): Promise<TicketingSyncView[]> {
    const organizationId = await organizerScope(ctx);
    const hasEvent = input.eventId !== undefined && input.eventId !== null && input.eventId !== '';
    const event = hasEvent ? await eventsService.require(ctx, parseId(input.eventId, 'error.notFoundEvent'), organizationId) : null;
    const take = Math.min(Math.max(Math.trunc(Number(input.limit ?? 50)) || 50, 1), 200);
    const rows = await ctx.manager.find(TicketingSync, {
      where: { organizationId, ...(event ? { eventId: event.id } : {}) },
      order: { createdAt: 'DESC', id: 'DESC' },
      take,
    });
    return rows.map((row) => syncView(ctx, row));
  },

  async sync(ctx: RequestContext, id: unknown): Promise<TicketingSyncView> {
    const organizationId = await organizerScope(ctx);
    const sync = await ctx.manager.findOneBy(TicketingSync, { id: parseId(id, 'ticketing.syncNotFound'), organizationId });
    if (!sync) throw AppError.notFound('ticketing.syncNotFound');
    return syncView(ctx, sync);
  },

  /** The event's accreditations with their check-in status, by name. */
  async accreditations(ctx: RequestContext, eventId: unknown): Promise<TicketingAccreditation[]> {
    const organizationId = await organizerScope(ctx);
    const event = await eventsService.require(ctx, parseId(eventId, 'error.notFoundEvent'), organizationId);
    return ctx.manager.find(TicketingAccreditation, { where: { eventId: event.id, organizationId }, order: { lastName: 'ASC', firstName: 'ASC', id: 'ASC' } });
  },

  /**
   * The job: runs sync `syncId` (context of a job: no caller). The organization's switch is checked
   * again here (it may have been turned off since). A wrong key, an unknown event or an unreadable
   * answer fail at once; a server or network error is thrown for the job system to try again, and
   * fails the sync after the last attempt. Counts add up over the attempts.
   */
  async runSync(ctx: RequestContext, syncId: number, lastAttempt: boolean): Promise<void> {
    const { manager } = ctx;
    const sync = await manager.findOneBy(TicketingSync, { id: syncId });
    if (!sync || sync.finishedAt) return;
    await manager.update(TicketingSync, { id: sync.id }, { status: 'running', attempts: sync.attempts + 1, startedAt: sync.startedAt ?? new Date() });
    const counts: Counts = { exported: 0, updated: 0, removed: 0, imported: 0 };
    const finish = async (status: TicketingSyncStatus, error: { key: MessageKey; params: MessageParams } | null, finished: boolean) => {
      await manager.query(
        `UPDATE ticketing_sync SET status = $2, exported = exported + $3, updated = updated + $4, removed = removed + $5, imported = imported + $6,
                error_key = $7, error_params = $8::jsonb, finished_at = CASE WHEN $9 THEN now() ELSE NULL END
          WHERE id = $1`,
        [sync.id, status, counts.exported, counts.updated, counts.removed, counts.imported, error?.key ?? null, error ? JSON.stringify(error.params) : null, finished],
      );
    };
    // The job has no caller: the switch is read again here (it may have been turned off since "sync now").
    if (!(await organizationService.featureEnabled(manager, sync.organizationId, 'enableWeezevent'))) {
      return finish('failed', { key: 'ticketing.error.disabled', params: {} }, true);
    }
    const mapping = await manager.findOneBy(TicketingEventMapping, { eventId: sync.eventId, organizationId: sync.organizationId });
    if (!mapping) return finish('failed', { key: 'ticketing.error.unmapped', params: {} }, true);
    const settings = await manager.findOneBy(TicketingSettings, { organizationId: sync.organizationId });
    const apiKey = decryptSecret(ctx.app.config.secretKey, settings?.apiKeyEncrypted ?? null);
    const accessToken = decryptSecret(ctx.app.config.secretKey, settings?.accessTokenEncrypted ?? null);
    if (!apiKey || !accessToken) return finish('failed', { key: 'ticketing.notConfigured', params: {} }, true);
    if (!(await publicBaseUrl(ctx, settings?.baseUrl ?? ''))) return finish('failed', { key: 'ticketing.baseUrlPrivate', params: {} }, true);
    try {
      await syncEvent(ctx, mapping, vendorFor({ baseUrl: effectiveBaseUrl(ctx, settings), apiKey, accessToken }), counts);
    } catch (error) {
      const retryable = !(error instanceof VendorError) || error.retryable;
      const retry = retryable && !lastAttempt;
      await finish(retry ? 'retrying' : 'failed', errorOf(error), !retry);
      // A VendorError's message names its kind and HTTP status only; other errors are ours (database...).
      if (!(error instanceof VendorError)) ctx.app.logger.error({ err: error, syncId }, 'ticketing sync failed');
      // Thrown, the job system tries again (or, after the last attempt, marks the job failed); a refused
      // key or an unknown event would fail again: the job ends, the sync's log says why.
      if (retryable) throw error instanceof VendorError ? error : new Error('ticketing sync failed');
      return;
    }
    await finish('done', null, true);
  },
};
