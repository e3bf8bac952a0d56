import { idNumber, isRowId, optionalId, parseId } from '../../common/ids';
import { dateString } from '../../common/dates';
import crypto from 'node:crypto';
import {
  ACTIVE_PARTICIPATION_STATUSES,
  CLONE_PREFIX,
  DEFAULT_EVENT_CONFIGURATION,
  DEFAULT_TIME_ZONE,
  MAX_EVENT_IMAGES,
  MAX_IMAGE_BYTES,
  daysBetween,
  eventSchema,
  localDate,
  roundHours,
  shiftByDays,
  slotPlacement,
  type EventConfigurationValues,
} from '@benevo/schema';
import { In, type EntityManager } from 'typeorm';
import { withTransaction, type RequestContext } from '../../context';
import { AppError, type FieldErrors } from '../../errors/app-error';
import { validateInput } from '../../errors/validate';
import { decodeBase64, detectImageFormat, mediaService } from '../media/media.service';
import { organizationService } from '../organizations/organization.service';
import { Participation } from '../participations/participation.entity';
import { Position, PositionTag } from '../positions/position.entity';
import { RewardCategory } from '../rewards/reward-category.entity';
import { TimeSlot } from '../slots/time-slot.entity';
import { Tag } from '../tags/tag.entity';
import { volunteersService } from '../volunteers/volunteers.service';
import { EventDay } from './event-day.entity';
import { EventImage } from './event-image.entity';
import { Event } from './event.entity';
import { EventStatusEnum } from './events.enums';
import { Sector } from './sector.entity';

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

export interface CloneData {
  newName?: string | null;
  startDay: Date | string;
  cloneParticipations: boolean;
  cloneOnlyParticipationsInCategories?: Array<string | number> | null;
}

export interface CopyIntoData extends Omit<CloneData, 'newName'> {
  targetEventId: string | number;
}

export function configurationOf(event: Event): EventConfigurationValues {
  return { ...DEFAULT_EVENT_CONFIGURATION, ...event.configuration };
}

function withoutUndefined<T extends object>(value: T): Partial<T> {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as Partial<T>;
}

/** Slots that no day of `days` would show any more (DESIGN.md: a day's range cannot hide slots). */
export async function assertSlotsVisible(manager: EntityManager, event: Event, days: DayData[]): Promise<void> {
  const slots = await manager.find(TimeSlot, { where: { eventId: event.id }, select: { id: true, startTime: true, endTime: true } });
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

  /**
   * The public event page: positions in their order with the slots overlapping [from, to). Private
   * slots show only to a caller holding the passkey of a tag of their position.
   */
  async publicPlanning(
    ctx: RequestContext,
    uuid: string,
    options: { passkey?: string | null; from?: Date | null; to?: Date | null },
  ): Promise<{ event: Event; positions: Array<{ position: Position; timeSlots: TimeSlot[] }> }> {
    const event = await eventsService.getPublic(ctx, uuid);
    const unlocked = new Set<number>();
    if (options.passkey) {
      const tags = await ctx.manager.find(Tag, { where: { eventId: event.id, passkey: options.passkey }, select: { id: true } });
      const links = tags.length > 0 ? await ctx.manager.find(PositionTag, { where: { tagId: In(tags.map((t) => t.id)) } }) : [];
      for (const link of links) unlocked.add(link.positionId);
    }
    const positions = await ctx.loaders.positions.byEventId.load(event.id);
    const slots = await Promise.all(
      positions.map((p) => ctx.loaders.slots.byPosition.load({ positionId: p.id, from: options.from ?? null, to: options.to ?? null })),
    );
    return {
      event,
      positions: positions.map((position, i) => ({
        position,
        timeSlots: slots[i].filter((slot) => !slot.isPrivate || unlocked.has(position.id)),
      })),
    };
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
      return event;
    });
  },

  /** Updates the given fields (PATCH semantics); the result must still pass every rule of spec 5. */
  async update(ctx: RequestContext, id: string | number, input: EventData): Promise<Event> {
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
      if (input.days || timeZone !== event.timeZone) await assertSlotsVisible(tx.manager, { ...event, timeZone }, valid.days);
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
      return tx.manager.findOneByOrFail(Event, { id: event.id });
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

  /**
   * A copy of the event as a draft named "[CLONE] name" (or newName), whose first day is `startDay`:
   * every day and slot moves by the same number of calendar days in the event's time zone.
   */
  async clone(ctx: RequestContext, id: string | number, input: CloneData): Promise<Event> {
    return withTransaction(ctx, async (tx) => {
      const source = await eventsService.require(tx, id);
      const shift = await shiftOf(tx.manager, source, input.startDay);
      const days = await tx.manager.find(EventDay, { where: { eventId: source.id }, order: { startsAt: 'ASC' } });
      const { id: _id, createdAt: _c, updatedAt: _u, ...fields } = source;
      const name = input.newName?.trim() || `${CLONE_PREFIX} ${source.name}`;
      const clone = await tx.manager.save(
        tx.manager.create(Event, {
          ...fields,
          name,
          uuid: crypto.randomUUID(),
          overviewSecret: crypto.randomBytes(16).toString('hex'),
          status: EventStatusEnum.DRAFT,
        }),
      );
      await tx.manager.insert(
        EventDay,
        days.map((day) => ({
          eventId: clone.id,
          startsAt: shiftByDays(day.startsAt, shift, source.timeZone),
          endsAt: shiftByDays(day.endsAt, shift, source.timeZone),
        })),
      );
      const images = await tx.manager.find(EventImage, { where: { eventId: source.id } });
      if (images.length > 0) await tx.manager.insert(EventImage, images.map((i) => ({ eventId: clone.id, url: i.url, order: i.order })));
      await copyPlanning(tx.manager, source, clone, shift, input);
      return clone;
    });
  },

  /**
   * Extends `targetEventId` with this event's sectors, positions, slots, tags and reward categories,
   * shifted so that this event's first day lands on `startDay`; shifted days not yet covered by the
   * target's days are added to it.
   */
  async copyInto(ctx: RequestContext, id: string | number, input: CopyIntoData): Promise<Event> {
    return withTransaction(ctx, async (tx) => {
      const source = await eventsService.require(tx, id);
      const target = await eventsService.require(tx, input.targetEventId);
      if (target.id === source.id) throw AppError.field('targetEvent', 'validation.unknownReference');
      const shift = await shiftOf(tx.manager, source, input.startDay);
      const sourceDays = await tx.manager.find(EventDay, { where: { eventId: source.id }, order: { startsAt: 'ASC' } });
      const targetDays = await tx.manager.find(EventDay, { where: { eventId: target.id } });
      const added = sourceDays
        .map((day) => ({
          eventId: target.id,
          startsAt: shiftByDays(day.startsAt, shift, source.timeZone),
          endsAt: shiftByDays(day.endsAt, shift, source.timeZone),
        }))
        .filter((day) => !targetDays.some((t) => t.startsAt < day.endsAt && day.startsAt < t.endsAt));
      if (added.length > 0) await tx.manager.insert(EventDay, added);
      await copyPlanning(tx.manager, source, target, shift, input);
      const slots = await tx.manager.find(TimeSlot, { where: { eventId: target.id } });
      const days = [...targetDays, ...added];
      if (slots.some((slot) => slotPlacement(slot, days, target.timeZone) !== 'ok')) {
        throw AppError.field('startDay', 'validation.slotOutsideDays');
      }
      return tx.manager.findOneByOrFail(Event, { id: target.id });
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

interface EventFigures {
  id: number;
  name: string;
  status: EventStatusEnum;
  /** Year of the first day in the event's time zone; null without days. */
  startYear: number | null;
  required: number;
  registered: number;
  secondsRequired: number;
  secondsRegistered: number;
}

/**
 * Places and slot-seconds required and held by active participations (DESIGN.md: counting group
 * sizes), per event of the organization, in one statement.
 */
async function eventFigures(ctx: RequestContext, organizationId: number | null | undefined): Promise<EventFigures[]> {
  const scope = await organizationService.scope(ctx, organizationId);
  const rows: Array<Record<string, string | number | null>> = await ctx.manager.query(
    `SELECT e.id, e.name, e.status,
       EXTRACT(YEAR FROM d.first_start AT TIME ZONE e.time_zone)::int AS start_year,
       COALESCE(s.required, 0) AS required, COALESCE(s.seconds_required, 0) AS seconds_required,
       COALESCE(p.registered, 0) AS registered, COALESCE(p.seconds_registered, 0) AS seconds_registered
     FROM event e
     LEFT JOIN (SELECT event_id, MIN(starts_at) AS first_start FROM event_day GROUP BY event_id) d ON d.event_id = e.id
     LEFT JOIN (
       SELECT event_id, SUM(required_volunteer_count) AS required,
              SUM(required_volunteer_count * EXTRACT(EPOCH FROM end_time - start_time)) AS seconds_required
       FROM time_slot GROUP BY event_id
     ) s ON s.event_id = e.id
     LEFT JOIN (
       SELECT p.event_id, SUM(p.nb_participants) AS registered,
              SUM(p.nb_participants * EXTRACT(EPOCH FROM ts.end_time - ts.start_time)) AS seconds_registered
       FROM participation p JOIN time_slot ts ON ts.id = p.time_slot_id
       WHERE p.validation_status = ANY($2) GROUP BY p.event_id
     ) p ON p.event_id = e.id
     WHERE e.organization_id = $1
     ORDER BY d.first_start DESC NULLS LAST, e.id DESC`,
    [scope, [...ACTIVE_PARTICIPATION_STATUSES]],
  );
  return rows.map((row) => ({
    id: Number(row.id),
    name: String(row.name),
    status: Number(row.status) as EventStatusEnum,
    startYear: row.start_year === null ? null : Number(row.start_year),
    required: Number(row.required),
    registered: Number(row.registered),
    secondsRequired: Number(row.seconds_required),
    secondsRegistered: Number(row.seconds_registered),
  }));
}

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

/** Calendar days from the source's first day to `startDay` (in the source's time zone). */
async function shiftOf(manager: EntityManager, source: Event, day: Date | string): Promise<number> {
  const startDay = dateString(day);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(startDay)) throw AppError.field('startDay', 'validation.date');
  const first = await manager.findOne(EventDay, { where: { eventId: source.id }, order: { startsAt: 'ASC' } });
  if (!first) return 0;
  return daysBetween(localDate(first.startsAt, source.timeZone), startDay);
}

/**
 * Copies sectors, tags, reward categories, positions (with their tags) and slots from `source` into
 * `target`, slots shifted by `shift` days; participations too when asked. Volunteer categories arrive
 * with issue 4: until then an empty category list clones every participation and a non-empty one
 * (no participation can be in a category yet) clones none.
 */
async function copyPlanning(manager: EntityManager, source: Event, target: Event, shift: number, options: CloneData): Promise<void> {
  const idMap = async <T extends { id: number }>(rows: T[], make: (row: T) => Partial<T>, entity: new () => T) => {
    const map = new Map<number, number>();
    for (const row of rows) {
      const saved = await manager.save(manager.create(entity, make(row) as T));
      map.set(row.id, saved.id);
    }
    return map;
  };
  const own = { organizationId: target.organizationId, eventId: target.id };
  const sectors = await idMap(
    await manager.find(Sector, { where: { eventId: source.id } }),
    ({ id: _id, ...row }) => ({ ...row, ...own }),
    Sector,
  );
  const tags = await manager.find(Tag, { where: { eventId: source.id }, order: { id: 'ASC' } });
  const tagMap = await idMap(tags, ({ id: _id, createdAt: _c, ...row }) => ({ ...row, ...own, categoryId: null, passkey: crypto.randomBytes(8).toString('hex') }), Tag);
  for (const tag of tags.filter((t) => t.categoryId !== null)) {
    await manager.update(Tag, { id: tagMap.get(tag.id) }, { categoryId: tagMap.get(tag.categoryId!) ?? null });
  }
  const rewards = await idMap(
    await manager.find(RewardCategory, { where: { eventId: source.id } }),
    ({ id: _id, ...row }) => ({ ...row, ...own }),
    RewardCategory,
  );
  const targetPositions = await manager.count(Position, { where: { eventId: target.id } });
  const positions = await manager.find(Position, { where: { eventId: source.id } });
  const positionMap = await idMap(
    positions,
    ({ id: _id, ...row }) => ({ ...row, ...own, order: row.order + targetPositions, sectorId: row.sectorId === null ? null : sectors.get(row.sectorId) ?? null }),
    Position,
  );
  const positionTags = positions.length > 0 ? await manager.find(PositionTag, { where: { positionId: In(positions.map((p) => p.id)) } }) : [];
  if (positionTags.length > 0) {
    await manager.insert(
      PositionTag,
      positionTags.map((pt) => ({ positionId: positionMap.get(pt.positionId)!, tagId: tagMap.get(pt.tagId)! })),
    );
  }
  const slots = await manager.find(TimeSlot, { where: { eventId: source.id }, order: { id: 'ASC' } });
  const seriesMap = new Map<string, string>();
  const slotMap = await idMap(
    slots,
    ({ id: _id, ...row }) => ({
      ...row,
      ...own,
      positionId: positionMap.get(row.positionId)!,
      rewardCategoryId: row.rewardCategoryId === null ? null : rewards.get(row.rewardCategoryId) ?? null,
      series: row.series === null ? null : seriesMap.get(row.series) ?? seriesMap.set(row.series, crypto.randomUUID()).get(row.series)!,
      startTime: shiftByDays(row.startTime, shift, source.timeZone),
      endTime: shiftByDays(row.endTime, shift, source.timeZone),
    }),
    TimeSlot,
  );
  if (!options.cloneParticipations || slots.length === 0) return;
  // A category filter keeps the participations of volunteers in any of those categories.
  const categoryIds = (options.cloneOnlyParticipationsInCategories ?? []).map(idNumber).filter(isRowId);
  const volunteerIds = categoryIds.length > 0 ? await volunteersService.idsInCategories(manager, source.organizationId, categoryIds) : null;
  if (volunteerIds?.length === 0) return;
  const participations = await manager.find(Participation, {
    where: { eventId: source.id, ...(volunteerIds ? { volunteerId: In(volunteerIds) } : {}) },
  });
  if (participations.length === 0) return;
  await manager.insert(
    Participation,
    participations.map(({ id: _id, createdAt: _c, updatedAt: _u, ...row }) => ({
      ...row,
      ...own,
      timeSlotId: slotMap.get(row.timeSlotId)!,
      registrationId: null,
    })),
  );
}
