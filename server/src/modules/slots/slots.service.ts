import crypto from 'node:crypto';
import {
  daysBetween,
  dayToExtend,
  expandRecurrence,
  fieldErrorsOf,
  localDate,
  MIN_FREE_GAP_MINUTES,
  messageKey,
  recurrenceSchema,
  shiftByDays,
  slotPlacement,
  slotsOverlap,
  timeSlotSchema,
  type RecurrenceRule,
} from '@benevo/schema';
import { In, MoreThan } from 'typeorm';
import { ValidationError } from 'yup';
import { withTransaction, type RequestContext } from '../../context';
import { AppError, type FieldErrors } from '../../errors/app-error';
import { validateInput } from '../../errors/validate';
import { copyRows, type CopyTarget } from '../../common/copies';
import type { EventDay } from '../events/event-day.entity';
import type { Event } from '../events/event.entity';
import { eventsService } from '../events/events.service';
import { dateString } from '../../common/dates';
import { optionalId, parseId } from '../../common/ids';
import { organizationService } from '../organizations/organization.service';
import { pointsService } from '../points/points.service';
import { positionsService, requirePosition } from '../positions/positions.service';
import { rewardsService } from '../rewards/rewards.service';
import { TimeSlot } from './time-slot.entity';

/** A slot's length in seconds. */
export const durationSeconds = (slot: Pick<TimeSlot, 'startTime' | 'endTime'>) =>
  Math.round((slot.endTime.getTime() - slot.startTime.getTime()) / 1000);

/** Points per hour of a slot: its own rate, else its reward category's, else 0. */
export async function effectiveRate(ctx: RequestContext, slot: TimeSlot): Promise<number> {
  if (slot.hourlyRate !== null) return slot.hourlyRate;
  if (slot.rewardCategoryId === null) return 0;
  return (await ctx.loaders.rewards.byId.load(slot.rewardCategoryId))?.hourlyRate ?? 0;
}

/** Spec 3 points of a slot: hours times its effective rate, to the hundredth. */
export async function slotPoints(ctx: RequestContext, slot: TimeSlot): Promise<number> {
  return Math.round((durationSeconds(slot) / 3600) * (await effectiveRate(ctx, slot)) * 100) / 100;
}

/**
 * What a slot's change does to its participants' points (spec 4): new times book time_slot_changed,
 * a new rate or reward category hourly_rate_changed (both at once: time_slot_changed, one entry per
 * participant for the whole difference); null when neither changed.
 */
function pointsTriggerOf(before: TimeSlot, after: Partial<TimeSlot>): 'time_slot_changed' | 'hourly_rate_changed' | null {
  const time = (value: Date | undefined) => (value === undefined ? undefined : new Date(value).getTime());
  const timeChanged =
    (after.startTime !== undefined && time(after.startTime) !== before.startTime.getTime()) ||
    (after.endTime !== undefined && time(after.endTime) !== before.endTime.getTime());
  if (timeChanged) return 'time_slot_changed';
  const rateChanged =
    (after.hourlyRate !== undefined && (after.hourlyRate === null ? null : Number(after.hourlyRate)) !== (before.hourlyRate === null ? null : Number(before.hourlyRate))) ||
    (after.rewardCategoryId !== undefined && after.rewardCategoryId !== before.rewardCategoryId);
  return rateChanged ? 'hourly_rate_changed' : null;
}

/** Settles the points of changed slots in the caller's transaction (a large scope through the recompute job). */
async function settleChangedSlots(tx: RequestContext, changes: Array<{ before: TimeSlot; after: Partial<TimeSlot> }>): Promise<void> {
  for (const trigger of ['time_slot_changed', 'hourly_rate_changed'] as const) {
    const ids = changes.filter((change) => pointsTriggerOf(change.before, change.after) === trigger).map((change) => change.before.id);
    if (ids.length > 0) await pointsService.recompute(tx, { timeSlotIds: ids }, trigger);
  }
}

/**
 * Deletes slots; the points of their participations (deleted with them) go back, participation_cancelled,
 * in the same transaction: the participations are collected before the delete, settled after it.
 */
async function deleteSlots(tx: RequestContext, ids: number[]): Promise<void> {
  if (ids.length === 0) return;
  const participations = await pointsService.concerned(tx, { timeSlotIds: ids });
  await tx.manager.delete(TimeSlot, { id: In(ids) });
  await pointsService.settle(tx, participations, 'participation_cancelled');
}

export interface SlotData {
  positionId?: string | number | null;
  description?: string;
  startTime?: Date | string;
  endTime?: Date | string;
  requiredVolunteerCount?: number;
  isPrivate?: boolean;
  rewardCategoryId?: string | number | null;
  hourlyRate?: number | null;
}

export interface BulkData {
  create: SlotData[];
  update: Array<SlotData & { id: string | number }>;
  delete: Array<string | number>;
}

export interface SeriesData extends Omit<SlotData, 'startTime' | 'endTime' | 'positionId'> {
  positionId: string | number;
  recurrence: Omit<RecurrenceRule, 'days'> & { days: Array<Date | string> };
}

/** What the rules of one event need to check a slot: its days, positions and reward categories. */
export interface EventPlan {
  event: Event;
  days: EventDay[];
  positionIds: Set<number>;
  rewardIds: Set<number>;
  /** Days that night shifts checked against this plan extend (saved by saveExtendedDays). */
  extendedDays: Set<EventDay>;
}

export async function loadPlan(ctx: RequestContext, event: Event): Promise<EventPlan> {
  // One after the other: inside a transaction the embedded database has a single connection.
  const days = await eventsService.daysOf(ctx, event.id);
  const positions = await positionsService.listOfEvent(ctx, event.id);
  const rewards = await rewardsService.listOfEvent(ctx, event.id);
  return { event, days, positionIds: new Set(positions.map((p) => p.id)), rewardIds: new Set(rewards.map((r) => r.id)), extendedDays: new Set() };
}

/** Saves the day ends night shifts needed (in the same transaction as the slots). */
export async function saveExtendedDays(ctx: RequestContext, plan: EventPlan): Promise<void> {
  if (plan.extendedDays.size === 0) return;
  await eventsService.extendDays(ctx, plan.event.id, [...plan.extendedDays]);
  plan.extendedDays.clear();
}

const prefixed = (prefix: string, errors: FieldErrors): FieldErrors =>
  Object.fromEntries(Object.entries(errors).map(([field, messages]) => [`${prefix}${field}`, messages]));

/**
 * Validates one slot (shared yup rules, then the event's: a known position and reward category, inside
 * a day, never beyond +10:00). Answers the column values, or the field errors (prefixed for bulk items).
 */
export async function checkSlot(
  plan: EventPlan,
  input: SlotData,
  base: TimeSlot | null,
  prefix = '',
): Promise<{ values: Partial<TimeSlot>; errors: FieldErrors | null }> {
  const merged = {
    positionId: input.positionId ?? base?.positionId,
    description: input.description ?? base?.description ?? '',
    startTime: input.startTime ?? base?.startTime,
    endTime: input.endTime ?? base?.endTime,
    requiredVolunteerCount: input.requiredVolunteerCount ?? base?.requiredVolunteerCount ?? 0,
    isPrivate: input.isPrivate ?? base?.isPrivate ?? false,
    hourlyRate: input.hourlyRate === undefined ? base?.hourlyRate ?? null : input.hourlyRate,
  };
  let valid;
  try {
    valid = await timeSlotSchema.validate(merged, { abortEarly: false, stripUnknown: true });
  } catch (error) {
    if (error instanceof ValidationError) return { values: {}, errors: prefixed(prefix, fieldErrorsOf(error)) };
    throw error;
  }
  const errors: FieldErrors = {};
  const positionId = Number(merged.positionId);
  if (!plan.positionIds.has(positionId)) errors.positionId = ['validation.unknownReference'];
  let rewardCategoryId: number | null = base?.rewardCategoryId ?? null;
  if (input.rewardCategoryId !== undefined) {
    rewardCategoryId = input.rewardCategoryId === null || input.rewardCategoryId === '' ? null : Number(input.rewardCategoryId);
    if (rewardCategoryId !== null && !plan.rewardIds.has(rewardCategoryId)) errors.rewardCategoryId = ['validation.unknownReference'];
  }
  const placement = slotPlacement(valid, plan.days, plan.event.timeZone);
  if (placement === 'overflow') errors.endTime = ['validation.dayOverflow'];
  if (placement === 'outside') errors.startTime = ['validation.slotOutsideDays'];
  if (Object.keys(errors).length > 0) return { values: {}, errors: prefixed(prefix, errors) };
  if (placement === 'extends') {
    // A night shift within +10:00: its day now ends with it (issue 10); the next slots see the longer day.
    const day = plan.days[dayToExtend(valid, plan.days, plan.event.timeZone)!];
    day.endsAt = new Date(valid.endTime);
    plan.extendedDays.add(day);
  }
  return {
    values: {
      organizationId: plan.event.organizationId,
      eventId: plan.event.id,
      positionId,
      description: valid.description ?? '',
      startTime: valid.startTime,
      endTime: valid.endTime,
      requiredVolunteerCount: valid.requiredVolunteerCount ?? 0,
      isPrivate: valid.isPrivate ?? false,
      hourlyRate: valid.hourlyRate ?? null,
      rewardCategoryId,
    },
    errors: null,
  };
}

async function requireSlot(ctx: RequestContext, id: string | number): Promise<TimeSlot> {
  const organizationId = await organizationService.scope(ctx);
  const slot = await ctx.manager.findOneBy(TimeSlot, { id: parseId(id), organizationId });
  if (!slot) throw AppError.notFound();
  return slot;
}

async function planOfPosition(ctx: RequestContext, positionId: string | number | null | undefined): Promise<EventPlan> {
  if (positionId === null || positionId === undefined || positionId === '') throw AppError.field('positionId', 'validation.required');
  const position = await requirePosition(ctx, positionId);
  return loadPlan(ctx, await eventsService.require(ctx, position.eventId));
}

async function seriesSlots(ctx: RequestContext, series: string): Promise<TimeSlot[]> {
  const organizationId = await organizationService.scope(ctx);
  const slots = /^[0-9a-f-]{36}$/i.test(series)
    ? await ctx.manager.find(TimeSlot, { where: { series, organizationId }, order: { startTime: 'ASC' } })
    : [];
  if (slots.length === 0) throw AppError.notFound();
  return slots;
}

export const slotsService = {
  require: requireSlot,

  async create(ctx: RequestContext, input: SlotData): Promise<TimeSlot> {
    return withTransaction(ctx, async (tx) => {
      const plan = await planOfPosition(tx, input.positionId);
      const { values, errors } = await checkSlot(plan, input, null);
      if (errors) throw AppError.validation(errors);
      await saveExtendedDays(tx, plan);
      return tx.manager.save(tx.manager.create(TimeSlot, values));
    });
  },

  async update(ctx: RequestContext, id: string | number, input: SlotData): Promise<TimeSlot> {
    return withTransaction(ctx, async (tx) => {
      const slot = await requireSlot(tx, id);
      const plan = await loadPlan(tx, await eventsService.require(tx, slot.eventId));
      const { values, errors } = await checkSlot(plan, input, slot);
      if (errors) throw AppError.validation(errors);
      await saveExtendedDays(tx, plan);
      await tx.manager.update(TimeSlot, { id: slot.id }, values);
      await settleChangedSlots(tx, [{ before: slot, after: values }]);
      return tx.manager.findOneByOrFail(TimeSlot, { id: slot.id });
    });
  },

  async remove(ctx: RequestContext, id: string | number): Promise<boolean> {
    return withTransaction(ctx, async (tx) => {
      const slot = await requireSlot(tx, id);
      await deleteSlots(tx, [slot.id]);
      return true;
    });
  },

  /**
   * Creates, updates and deletes slots in one transaction: every item is checked first, and any
   * error (field keys prefixed `create[i].`, `update[i].`, `delete[i]`) writes nothing.
   */
  async bulk(ctx: RequestContext, input: BulkData): Promise<{ created: TimeSlot[]; updated: TimeSlot[]; deleted: number[] }> {
    return withTransaction(ctx, async (tx) => {
      const errors: FieldErrors = {};
      const plans = new Map<number, EventPlan>();
      const planFor = async (eventId: number) => {
        if (!plans.has(eventId)) plans.set(eventId, await loadPlan(tx, await eventsService.require(tx, eventId)));
        return plans.get(eventId)!;
      };
      const creations: Array<Partial<TimeSlot>> = [];
      for (const [index, item] of input.create.entries()) {
        const positionId = optionalId(item.positionId, `create[${index}].positionId`);
        const position = positionId === null ? null : await positionsService.find(tx, positionId);
        if (!position) {
          errors[`create[${index}].positionId`] = ['validation.unknownReference'];
          continue;
        }
        const { values, errors: itemErrors } = await checkSlot(await planFor(position.eventId), item, null, `create[${index}].`);
        if (itemErrors) Object.assign(errors, itemErrors);
        else creations.push(values);
      }
      const updates: Array<{ id: number; values: Partial<TimeSlot>; before: TimeSlot }> = [];
      for (const [index, item] of input.update.entries()) {
        const slot = await requireSlot(tx, item.id);
        const { values, errors: itemErrors } = await checkSlot(await planFor(slot.eventId), item, slot, `update[${index}].`);
        if (itemErrors) Object.assign(errors, itemErrors);
        else updates.push({ id: slot.id, values, before: slot });
      }
      const deletions: number[] = [];
      for (const id of input.delete) deletions.push((await requireSlot(tx, id)).id);
      if (Object.keys(errors).length > 0) throw AppError.validation(errors);
      for (const plan of plans.values()) await saveExtendedDays(tx, plan);
      const created = creations.length > 0 ? await tx.manager.save(creations.map((values) => tx.manager.create(TimeSlot, values))) : [];
      for (const { id, values } of updates) await tx.manager.update(TimeSlot, { id }, values);
      await deleteSlots(tx, deletions);
      await settleChangedSlots(
        tx,
        updates.filter((u) => !deletions.includes(u.id)).map((u) => ({ before: u.before, after: u.values })),
      );
      const updated = updates.length > 0 ? await tx.manager.find(TimeSlot, { where: { id: In(updates.map((u) => u.id)) }, order: { id: 'ASC' } }) : [];
      return { created, updated, deleted: deletions };
    });
  },

  /** A recurrence rule creates a series of slots sharing a series id (spec: /slots-series/{series}/). */
  async createSeries(ctx: RequestContext, input: SeriesData): Promise<TimeSlot[]> {
    return withTransaction(ctx, async (tx) => {
      const plan = await planOfPosition(tx, input.positionId);
      const days = input.recurrence.days.map(dateString);
      const rule = await validateInput(recurrenceSchema, { ...input.recurrence, days });
      const times = expandRecurrence(rule as RecurrenceRule, plan.event.timeZone);
      if (times.length === 0) throw AppError.field('recurrence', 'validation.recurrenceEmpty');
      const series = crypto.randomUUID();
      const rows: Array<Partial<TimeSlot>> = [];
      for (const time of times) {
        const { values, errors } = await checkSlot(plan, { ...input, ...time }, null);
        if (errors) throw AppError.validation(errors);
        rows.push({ ...values, series, recurrence: rule as RecurrenceRule });
      }
      await saveExtendedDays(tx, plan);
      return tx.manager.save(rows.map((values) => tx.manager.create(TimeSlot, values)));
    });
  },

  /** Applies the same fields to every slot of a series; their times stay. */
  async updateSeries(ctx: RequestContext, series: string, input: Omit<SlotData, 'startTime' | 'endTime' | 'positionId'>): Promise<TimeSlot[]> {
    return withTransaction(ctx, async (tx) => {
      const slots = await seriesSlots(tx, series);
      const plan = await loadPlan(tx, await eventsService.require(tx, slots[0].eventId));
      const changes: Array<{ before: TimeSlot; after: Partial<TimeSlot> }> = [];
      for (const slot of slots) {
        const { values, errors } = await checkSlot(plan, { ...input, startTime: undefined, endTime: undefined, positionId: undefined }, slot);
        if (errors) throw AppError.validation(errors);
        await tx.manager.update(TimeSlot, { id: slot.id }, values);
        changes.push({ before: slot, after: values });
      }
      await settleChangedSlots(tx, changes);
      return tx.manager.find(TimeSlot, { where: { id: In(slots.map((s) => s.id)) }, order: { startTime: 'ASC' } });
    });
  },

  async deleteSeries(ctx: RequestContext, series: string): Promise<number> {
    return withTransaction(ctx, async (tx) => {
      const slots = await seriesSlots(tx, series);
      await deleteSlots(tx, slots.map((s) => s.id));
      return slots.length;
    });
  },

  /** Copies the slots starting on `fromDay` (local date) to `toDay`, same local times; the copies form no series. */
  async copyDay(ctx: RequestContext, eventId: string | number, from: Date | string, to: Date | string): Promise<TimeSlot[]> {
    const fromDay = dateString(from);
    const toDay = dateString(to);
    return withTransaction(ctx, async (tx) => {
      const event = await eventsService.require(tx, eventId);
      const plan = await loadPlan(tx, event);
      const shift = daysBetween(fromDay, toDay);
      const all = await tx.manager.find(TimeSlot, { where: { eventId: event.id }, order: { startTime: 'ASC', id: 'ASC' } });
      const source = all.filter((slot) => localDate(slot.startTime, event.timeZone) === fromDay);
      const rows: Array<Partial<TimeSlot>> = [];
      for (const slot of source) {
        const moved = {
          startTime: shiftByDays(slot.startTime, shift, event.timeZone),
          endTime: shiftByDays(slot.endTime, shift, event.timeZone),
        };
        const { values, errors } = await checkSlot(plan, moved, slot);
        if (errors) throw AppError.validation({ toDay: Object.values(errors)[0] });
        rows.push({ ...values, series: null, recurrence: null });
      }
      await saveExtendedDays(tx, plan);
      return rows.length > 0 ? tx.manager.save(rows.map((values) => tx.manager.create(TimeSlot, values))) : [];
    });
  },

  /** The slots of an event as stored now (the caller has checked the event). */
  listOfEvent(ctx: RequestContext, eventId: number): Promise<TimeSlot[]> {
    return ctx.manager.find(TimeSlot, { where: { eventId } });
  },

  /**
   * Copies the slots of `source` into `target`, `shift` calendar days later in the source's time zone,
   * on the copied positions and reward categories; each series becomes a new series. Answers the map
   * from their ids to the copies'.
   */
  async copyToEvent(
    ctx: RequestContext,
    source: Event,
    target: CopyTarget,
    shift: number,
    copies: { positions: Map<number, number>; rewards: Map<number, number> },
  ): Promise<Map<number, number>> {
    const own = { organizationId: target.organizationId, eventId: target.id };
    const slots = await ctx.manager.find(TimeSlot, { where: { eventId: source.id }, order: { id: 'ASC' } });
    const seriesMap = new Map<string, string>();
    return copyRows(ctx.manager, TimeSlot, slots, ({ id: _id, ...row }) => ({
      ...row,
      ...own,
      positionId: copies.positions.get(row.positionId)!,
      rewardCategoryId: row.rewardCategoryId === null ? null : copies.rewards.get(row.rewardCategoryId) ?? null,
      series: row.series === null ? null : seriesMap.get(row.series) ?? seriesMap.set(row.series, crypto.randomUUID()).get(row.series)!,
      startTime: shiftByDays(row.startTime, shift, source.timeZone),
      endTime: shiftByDays(row.endTime, shift, source.timeZone),
    }));
  },

  /** Slots by id, in id order, limited to an event or an organization when given; unknown ids are left out. */
  async byIds(ctx: RequestContext, ids: number[], scope: { eventId?: number; organizationId?: number } = {}): Promise<TimeSlot[]> {
    if (ids.length === 0) return [];
    const where = { id: In([...new Set(ids)]), ...(scope.eventId === undefined ? {} : { eventId: scope.eventId }) };
    return ctx.manager.find(TimeSlot, {
      where: scope.organizationId === undefined ? where : { ...where, organizationId: scope.organizationId },
      order: { id: 'ASC' },
    });
  },

  /** Every slot of `slot`'s series in its event, by start (the slot alone when it has no series). */
  async seriesOf(ctx: RequestContext, slot: TimeSlot): Promise<TimeSlot[]> {
    if (!slot.series) return [slot];
    return ctx.manager.find(TimeSlot, {
      where: { series: slot.series, eventId: slot.eventId, organizationId: slot.organizationId },
      order: { startTime: 'ASC', id: 'ASC' },
    });
  },

  /** The event's slots needing volunteers (requiredVolunteerCount > 0), by start; the first `limit` when given. */
  needingVolunteers(ctx: RequestContext, eventId: number, limit?: number): Promise<TimeSlot[]> {
    return ctx.manager.find(TimeSlot, {
      where: { eventId, requiredVolunteerCount: MoreThan(0) },
      order: { startTime: 'ASC', id: 'ASC' },
      ...(limit === undefined ? {} : { take: limit }),
    });
  },

  /**
   * Slots a visitor creates in free gaps of a public sign-up (allowPublicTimeSlotCreation): on a
   * position of the event, inside one of its days, at least MIN_FREE_GAP_MINUTES long, in the future,
   * overlapping no slot of the position; each needs `requiredVolunteerCount` volunteers (the group).
   * The caller has locked the positions (lockPositions) and checked they are the event's.
   */
  async createPublic(
    tx: RequestContext,
    event: Event,
    newSlots: Array<{ positionId: string | number; startTime: Date | string; endTime: Date | string }>,
    requiredVolunteerCount: number,
  ): Promise<TimeSlot[]> {
    const days = await tx.loaders.events.days.load(event.id);
    const now = Date.now();
    const wanted = newSlots.map((slot) => {
      const positionId = Number(slot.positionId);
      const startTime = new Date(slot.startTime);
      const endTime = new Date(slot.endTime);
      if (Number.isNaN(startTime.getTime()) || Number.isNaN(endTime.getTime())) throw AppError.field('newSlots', 'validation.date');
      if (endTime <= startTime) throw AppError.field('newSlots', 'validation.endBeforeStart');
      if (endTime.getTime() - startTime.getTime() < MIN_FREE_GAP_MINUTES * 60_000) {
        throw AppError.validation({ newSlots: [messageKey('signup.newSlotTooShort', { minutes: MIN_FREE_GAP_MINUTES })] });
      }
      if (startTime.getTime() <= now) throw AppError.field('newSlots', 'signup.newSlotPast');
      const placement = slotPlacement({ startTime, endTime }, days, event.timeZone);
      if (placement !== 'ok') throw AppError.field('newSlots', placement === 'overflow' ? 'validation.dayOverflow' : 'validation.slotOutsideDays');
      return { positionId, startTime, endTime };
    });
    const positionIds = [...new Set(wanted.map((slot) => slot.positionId))];
    const existing = await tx.manager.find(TimeSlot, {
      where: { positionId: In(positionIds) },
      select: { id: true, positionId: true, startTime: true, endTime: true },
    });
    wanted.forEach((slot, index) => {
      const others = [...existing, ...wanted.slice(0, index)].filter((other) => other.positionId === slot.positionId);
      if (others.some((other) => slotsOverlap(other, slot))) throw AppError.field('newSlots', 'signup.newSlotOverlaps');
    });
    const created = wanted.map((slot) =>
      tx.manager.create(TimeSlot, {
        organizationId: event.organizationId,
        eventId: event.id,
        positionId: slot.positionId,
        description: '',
        startTime: slot.startTime,
        endTime: slot.endTime,
        requiredVolunteerCount,
        isPrivate: false,
        series: null,
        recurrence: null,
        rewardCategoryId: null,
        hourlyRate: null,
      }),
    );
    return tx.manager.save(created);
  },
};
