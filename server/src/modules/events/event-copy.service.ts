import crypto from 'node:crypto';
import { CLONE_PREFIX, daysBetween, localDate, shiftByDays, slotPlacement } from '@benevo/schema';
import { dateString } from '../../common/dates';
import { idNumber, isRowId } from '../../common/ids';
import { withTransaction, type RequestContext } from '../../context';
import { AppError } from '../../errors/app-error';
import { participationsService } from '../participations/participations.service';
import { positionsService } from '../positions/positions.service';
import { rewardsService } from '../rewards/rewards.service';
import { slotsService } from '../slots/slots.service';
import { tagsService } from '../tags/tags.service';
import { volunteersService } from '../volunteers/volunteers.service';
import { EventDay } from './event-day.entity';
import { EventImage } from './event-image.entity';
import { Event } from './event.entity';
import { EventStatusEnum } from './events.enums';
import { eventsService, startReminderScan } from './events.service';
import { sectorsService } from './sectors.service';

export interface CloneData {
  newName?: string | null;
  startDay: Date | string;
  cloneParticipations: boolean;
  cloneOnlyParticipationsInCategories?: Array<string | number> | null;
}

export interface CopyIntoData extends Omit<CloneData, 'newName'> {
  targetEventId: string | number;
}

/** Calendar days from the source's first day to `startDay` (in the source's time zone). */
async function shiftOf(ctx: RequestContext, source: Event, day: Date | string): Promise<number> {
  const startDay = dateString(day);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(startDay)) throw AppError.field('startDay', 'validation.date');
  const first = await ctx.manager.findOne(EventDay, { where: { eventId: source.id }, order: { startsAt: 'ASC' } });
  if (!first) return 0;
  return daysBetween(localDate(first.startsAt, source.timeZone), startDay);
}

/**
 * Copies sectors, tags, reward categories, positions (with their tags) and slots from `source` into
 * `target`, slots shifted by `shift` days, each module copying its own rows; participations too when
 * asked, only those of volunteers in the given categories when a category list is given.
 */
async function copyPlanning(tx: RequestContext, source: Event, target: Event, shift: number, options: CloneData): Promise<void> {
  const sectors = await sectorsService.copyToEvent(tx, source.id, target);
  const tags = await tagsService.copyToEvent(tx, source.id, target);
  const rewards = await rewardsService.copyToEvent(tx, source.id, target);
  const positions = await positionsService.copyToEvent(tx, source.id, target, { sectors, tags });
  const slots = await slotsService.copyToEvent(tx, source, target, shift, { positions, rewards });
  if (!options.cloneParticipations || slots.size === 0) return;
  // A category filter keeps the participations of volunteers in any of those categories.
  const categoryIds = (options.cloneOnlyParticipationsInCategories ?? []).map(idNumber).filter(isRowId);
  const volunteerIds = categoryIds.length > 0 ? await volunteersService.idsInCategories(tx.manager, source.organizationId, categoryIds) : null;
  if (volunteerIds?.length === 0) return;
  await participationsService.copyForPlanning(tx, { sourceEventId: source.id, target, slotMap: slots, volunteerIds });
}

/**
 * Clone and copy_into (spec 7): use cases spanning the planning modules, apart from eventsService,
 * which those modules' services call.
 */
export const eventCopyService = {
  /**
   * A copy of the event as a draft named "[CLONE] name" (or newName), whose first day is `startDay`:
   * every day and slot moves by the same number of calendar days in the event's time zone.
   */
  async clone(ctx: RequestContext, id: string | number, input: CloneData): Promise<Event> {
    return withTransaction(ctx, async (tx) => {
      const source = await eventsService.require(tx, id);
      const shift = await shiftOf(tx, source, input.startDay);
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
      await copyPlanning(tx, source, clone, shift, input);
      await startReminderScan(tx, clone);
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
      const shift = await shiftOf(tx, source, input.startDay);
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
      await copyPlanning(tx, source, target, shift, input);
      const slots = await slotsService.listOfEvent(tx, target.id);
      const days = [...targetDays, ...added];
      if (slots.some((slot) => slotPlacement(slot, days, target.timeZone) !== 'ok')) {
        throw AppError.field('startDay', 'validation.slotOutsideDays');
      }
      return tx.manager.findOneByOrFail(Event, { id: target.id });
    });
  },
};
