import { optionalId, parseId } from '../../common/ids';
import crypto from 'node:crypto';
import {
  DEFAULT_EVENT_CONFIGURATION,
  DEFAULT_TIME_ZONE,
  MAX_EVENT_IMAGES,
  MAX_IMAGE_BYTES,
  eventSchema,
  roundHours,
  slotPlacement,
  type EventConfigurationValues,
} from '@benevo/schema';
import { In } from 'typeorm';
import { withTransaction, type RequestContext } from '../../context';
import { AppError, type FieldErrors } from '../../errors/app-error';
import { validateInput } from '../../errors/validate';
import { enqueueJob } from '../../jobs/outbox';
import { decodeBase64, detectImageFormat, mediaService } from '../media/media.service';
import { organizationService } from '../organizations/organization.service';
import { EventDay } from './event-day.entity';
import { EventImage } from './event-image.entity';
import { eventFigures, type EventFigures } from './event-figures';
import { Event } from './event.entity';
import { EventStatusEnum } from './events.enums';

export interface DayData {
  startsAt: Date;
  endsAt: Date;
}

export interface EventData {
  organizationId?: string | number | null;
  name?: string;
  description?: string;
  email?: string;
  responsable?: string;
  teaser?: string;
  website?: string;
  complexEvent?: boolean;
  version?: number;
  showOnPublicPage?: boolean;
  showOnHomeCalendar?: boolean;
  participationsRankings?: number[];
  zoomLevel?: number;
  timeZone?: string;
  days?: DayData[];
  configuration?: Partial<EventConfigurationValues>;
  images?: Array<{ id?: string | number | null; base64?: string | null }>;
  base64Logo?: string | null;
}

export function configurationOf(event: Event): EventConfigurationValues {
  return { ...DEFAULT_EVENT_CONFIGURATION, ...event.configuration };
}

/**
 * Issue 17: an event with reminder delays (re)starts the shift-reminder scan, which then keeps one chain
 * of itself running while reminders are to come (modules/reminders REMINDERS_SCAN_JOB, named here
 * because the reminders module reads events and cannot be imported by it). Idempotent: extra scans stop.
 */
export async function startReminderScan(tx: RequestContext, event: Pick<Event, 'configuration'>): Promise<void> {
  if (configurationOf(event as Event).reminderDelaysHours.length === 0) return;
  await enqueueJob(tx.manager, 'reminders.scan', {});
  tx.afterCommit(() => tx.app.nudgeJobs());
}

function withoutUndefined<T extends object>(value: T): Partial<T> {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as Partial<T>;
}

/**
 * Slots that no day of `days` would show any more (DESIGN.md: a day's range cannot hide slots). The
 * slots come from the slots module's loader (its service builds on this one).
 */
export async function assertSlotsVisible(ctx: RequestContext, event: Event, days: DayData[]): Promise<void> {
  const slots = await ctx.loaders.slots.byEventId.load(event.id);
  if (slots.some((slot) => slotPlacement(slot, days, event.timeZone) !== 'ok')) {
    throw AppError.field('days', 'validation.dayShrinkHidesSlots');
  }
}

/** New images are JPEG only, under 10 MB each, at most 10 in all (spec 5). Checked before anything is stored. */
function checkImages(images: EventData['images']): FieldErrors | null {
  if (!images) return null;
  if (images.length > MAX_EVENT_IMAGES) return { images: [`validation.maxImages?max=${MAX_EVENT_IMAGES}`] };
  for (const image of images) {
    if (!image.base64) continue;
    const bytes = decodeBase64(image.base64);
    if (detectImageFormat(bytes) !== 'jpeg') return { images: ['validation.imageJpegOnly'] };
    if (bytes.length > MAX_IMAGE_BYTES) return { images: ['validation.imageTooLarge'] };
  }
  return null;
}

async function scopedEvent(ctx: RequestContext, id: number, organizationId?: number | null): Promise<Event> {
  const scope = await organizationService.scope(ctx, organizationId);
  const event = await ctx.manager.findOneBy(Event, { id, organizationId: scope });
  if (!event) throw AppError.notFound('error.notFoundEvent');
  return event;
}

export const eventsService = {
  /** Moves the end of days of an event later (night shifts within +10:00; the slots service checks the rule). */
  async extendDays(ctx: RequestContext, eventId: number, days: Array<{ id: number; endsAt: Date }>): Promise<void> {
    for (const day of days) await ctx.manager.update(EventDay, { id: day.id, eventId }, { endsAt: day.endsAt });
  },

  /** An event of the caller's organization, or NOT_FOUND (another organization's answers the same). */
  require: (ctx: RequestContext, id: string | number, organizationId?: number | null): Promise<Event> =>
    scopedEvent(ctx, parseId(id, 'error.notFoundEvent'), organizationId),

  /** Holds the event's row until the transaction ends: changes counted per event (a licence's limits) queue here. */
  async lock(tx: RequestContext, eventId: number): Promise<void> {
    await tx.manager.query(`SELECT id FROM event WHERE id = $1 FOR NO KEY UPDATE`, [eventId]);
  },

  async list(ctx: RequestContext, filter: { status?: EventStatusEnum | null; organizationId?: number | null }): Promise<Event[]> {
    const organizationId = await organizationService.scope(ctx, filter.organizationId);
    return ctx.manager
      .createQueryBuilder(Event, 'e')
      .where('e.organization_id = :organizationId', { organizationId })
      .andWhere(filter.status === undefined || filter.status === null ? 'TRUE' : 'e.status = :status', { status: filter.status })
      .orderBy('(SELECT MIN(d.starts_at) FROM event_day d WHERE d.event_id = e.id)', 'DESC', 'NULLS LAST')
      .addOrderBy('e.id', 'DESC')
      .getMany();
  },

  async get(ctx: RequestContext, where: { id?: string | null; uuid?: string | null }): Promise<Event> {
    if (where.id) return eventsService.require(ctx, where.id);
    const organizationId = await organizationService.scope(ctx);
    const uuid = where.uuid ?? '';
    const event = /^[0-9a-f-]{36}$/i.test(uuid) ? await ctx.manager.findOneBy(Event, { uuid, organizationId }) : null;
    if (!event) throw AppError.notFound('error.notFoundEvent');
    return event;
  },

  /**
   * Public pages: a published event, by uuid. showOnPublicPage only lists it on the organization's page
   * (listPublic): an unlisted event stays open to whoever has its link, as organizers share it.
   */
  async getPublic(ctx: RequestContext, uuid: string): Promise<Event> {
    const event = /^[0-9a-f-]{36}$/i.test(uuid) ? await ctx.manager.findOneBy(Event, { uuid }) : null;
    if (!event || event.status !== EventStatusEnum.PUBLISHED) throw AppError.notFound('error.notFoundEvent');
    // The uuid is the credential: the request may now read this organization's rows (common/tenant.ts).
    ctx.tenant.open(event.organizationId);
    return event;
  },

  /** An organization's public page: its published events shown there; an unknown organization is NOT_FOUND. */
  async listPublic(ctx: RequestContext, organizationId: number): Promise<Event[]> {
    if (!(await ctx.loaders.organizations.byId.load(organizationId))) throw AppError.notFound('error.notFoundOrganization');
    return ctx.manager.find(Event, {
      where: { organizationId, status: EventStatusEnum.PUBLISHED, showOnPublicPage: true },
      order: { id: 'DESC' },
    });
  },

  /** An event's days as stored now, fresh rows the caller may change (the slot rules extend them). */
  daysOf(ctx: RequestContext, eventId: number): Promise<EventDay[]> {
    return ctx.manager.find(EventDay, { where: { eventId } });
  },

  async create(ctx: RequestContext, input: EventData): Promise<Event> {
    const organizationId = await organizationService.scope(ctx, optionalId(input.organizationId, 'organizationId'));
    const valid = await validateInput(eventSchema, { ...input, images: input.images ?? [] });
    const imageErrors = checkImages(input.images);
    if (imageErrors) throw AppError.validation(imageErrors);
    return withTransaction(ctx, async (tx) => {
      const event = await tx.manager.save(
        tx.manager.create(Event, {
          ...withoutUndefined({
            teaser: input.teaser,
            website: valid.website,
            complexEvent: input.complexEvent,
            version: input.version,
            showOnPublicPage: input.showOnPublicPage,
            showOnHomeCalendar: input.showOnHomeCalendar,
            participationsRankings: input.participationsRankings,
            zoomLevel: input.zoomLevel,
          }),
          organizationId,
          uuid: crypto.randomUUID(),
          name: valid.name,
          description: valid.description,
          email: valid.email,
          responsable: valid.responsable,
          timeZone: valid.timeZone ?? DEFAULT_TIME_ZONE,
          status: EventStatusEnum.DRAFT,
          overviewSecret: crypto.randomBytes(16).toString('hex'),
          configuration: withoutUndefined(input.configuration ?? {}),
          logo: input.base64Logo ? await mediaService.storeImage(ctx.app.config.dataDir, input.base64Logo, 'base64Logo', ['png', 'jpeg']) : null,
        }),
      );
      await tx.manager.insert(EventDay, valid.days.map((day) => ({ eventId: event.id, startsAt: day.startsAt, endsAt: day.endsAt })));
      await saveImages(tx, event, input.images);
      await startReminderScan(tx, event);
      return event;
    });
  },

  /**
   * Updates the given fields (PATCH semantics); the result must still pass every rule of spec 5. A
   * status, when given (the facade's payload carries one), is set in the same transaction.
   */
  async update(ctx: RequestContext, id: string | number, { status, ...input }: EventData & { status?: EventStatusEnum }): Promise<Event> {
    return withTransaction(ctx, async (tx) => {
      const event = await eventsService.require(tx, id);
      const days = input.days ?? (await tx.manager.find(EventDay, { where: { eventId: event.id } }));
      const keptImages = input.images ?? (await tx.manager.find(EventImage, { where: { eventId: event.id } })).map((i) => ({ id: i.id }));
      // The configuration sent is checked as sent (a partial update of the stored one).
      const configuration = input.configuration ? withoutUndefined(input.configuration) : undefined;
      const merged = { ...event, ...withoutUndefined(input), days, images: keptImages, configuration };
      const valid = await validateInput(eventSchema, merged);
      const imageErrors = checkImages(input.images);
      if (imageErrors) throw AppError.validation(imageErrors);
      const timeZone = valid.timeZone ?? event.timeZone;
      if (input.days || timeZone !== event.timeZone) await assertSlotsVisible(tx, { ...event, timeZone }, valid.days);
      const changes: Partial<Event> = withoutUndefined({
        name: valid.name,
        description: valid.description,
        email: valid.email,
        responsable: valid.responsable,
        teaser: input.teaser,
        website: input.website === undefined ? undefined : valid.website ?? '',
        complexEvent: input.complexEvent,
        version: input.version,
        showOnPublicPage: input.showOnPublicPage,
        showOnHomeCalendar: input.showOnHomeCalendar,
        participationsRankings: input.participationsRankings,
        zoomLevel: input.zoomLevel,
        timeZone,
      });
      if (input.configuration) changes.configuration = { ...event.configuration, ...withoutUndefined(input.configuration) };
      if (input.base64Logo === '') changes.logo = null;
      else if (input.base64Logo) changes.logo = await mediaService.storeImage(ctx.app.config.dataDir, input.base64Logo, 'base64Logo', ['png', 'jpeg']);
      await tx.manager.update(Event, { id: event.id }, changes);
      if (input.days) {
        await tx.manager.delete(EventDay, { eventId: event.id });
        await tx.manager.insert(EventDay, valid.days.map((day) => ({ eventId: event.id, startsAt: day.startsAt, endsAt: day.endsAt })));
      }
      if (input.images) await saveImages(tx, event, input.images);
      const updated = await tx.manager.findOneByOrFail(Event, { id: event.id });
      await startReminderScan(tx, updated);
      return status === undefined || status === updated.status ? updated : eventsService.setStatus(tx, event.id, status);
    });
  },

  async remove(ctx: RequestContext, id: string | number): Promise<boolean> {
    return withTransaction(ctx, async (tx) => {
      const event = await eventsService.require(tx, id);
      await tx.manager.delete(Event, { id: event.id });
      return true;
    });
  },

  /** Spec 4: publish, archive, and back to draft (the client asks for confirmation). */
  async setStatus(ctx: RequestContext, id: string | number, status: EventStatusEnum): Promise<Event> {
    return withTransaction(ctx, async (tx) => {
      const event = await eventsService.require(tx, id);
      await tx.manager.update(Event, { id: event.id }, { status });
      return tx.manager.findOneByOrFail(Event, { id: event.id });
    });
  },

  /** A new secret for the event's public manager view (managers module): the old link stops working. */
  async rotateOverviewSecret(ctx: RequestContext, id: string | number): Promise<string> {
    return withTransaction(ctx, async (tx) => {
      const event = await eventsService.require(tx, id);
      const overviewSecret = crypto.randomBytes(16).toString('hex');
      await tx.manager.update(Event, { id: event.id }, { overviewSecret });
      return overviewSecret;
    });
  },

  /** Spec 3 "Events summary" over the organization's events (optionally those starting in `years`). */
  async summary(ctx: RequestContext, organizationId: number | null | undefined, years: number[] | null | undefined) {
    const figures = (await eventFigures(ctx, organizationId)).filter(
      (event) => !years || years.length === 0 || (event.startYear !== null && years.includes(event.startYear)),
    );
    const sum = (pick: (event: EventFigures) => number, only?: EventStatusEnum) =>
      figures.filter((event) => only === undefined || event.status === only).reduce((total, event) => total + pick(event), 0);
    return {
      draft: figures.filter((event) => event.status === EventStatusEnum.DRAFT).length,
      published: figures.filter((event) => event.status === EventStatusEnum.PUBLISHED).length,
      archive: figures.filter((event) => event.status === EventStatusEnum.ARCHIVED).length,
      registeredPublished: sum((event) => event.registered, EventStatusEnum.PUBLISHED),
      requiredPublished: sum((event) => event.required, EventStatusEnum.PUBLISHED),
      registeredAll: sum((event) => event.registered),
      requiredAll: sum((event) => event.required),
      // Rounded once over the total, not per event.
      hoursRequired: roundHours(sum((event) => event.secondsRequired) / 3600),
      hoursRegistered: roundHours(sum((event) => event.secondsRegistered) / 3600),
    };
  },

  /** Per-event figures of the organization (GET /fcvg_stats/), newest event first: the summary's rules by event. */
  async statsByEvent(ctx: RequestContext, organizationId: number | null | undefined) {
    return (await eventFigures(ctx, organizationId)).map((event) => ({
      id: event.id,
      name: event.name,
      status: event.status,
      required: event.required,
      registered: event.registered,
      hoursRequired: roundHours(event.secondsRequired / 3600),
      hoursRegistered: roundHours(event.secondsRegistered / 3600),
    }));
  },
};

async function saveImages(tx: RequestContext, event: Event, images: EventData['images']): Promise<void> {
  if (!images) return;
  const keep = images.filter((i) => !i.base64 && i.id !== undefined && i.id !== null).map((i) => Number(i.id));
  const existing = await tx.manager.find(EventImage, { where: { eventId: event.id } });
  const removed = existing.filter((image) => !keep.includes(image.id));
  if (removed.length > 0) await tx.manager.delete(EventImage, { id: In(removed.map((i) => i.id)) });
  let order = 0;
  for (const image of images) {
    order += 1;
    if (image.base64) {
      const url = await mediaService.storeImage(tx.app.config.dataDir, image.base64, 'images', ['jpeg']);
      await tx.manager.insert(EventImage, { eventId: event.id, url, order });
    } else if (image.id !== undefined && image.id !== null && existing.some((e) => e.id === Number(image.id))) {
      await tx.manager.update(EventImage, { id: Number(image.id) }, { order });
    }
  }
}
