import { localDate, messageKey } from '@benevo/schema';
import { In } from 'typeorm';
import * as yup from 'yup';
import { idNumber, isRowId, parseId } from '../../common/ids';
import { withTransaction, type RequestContext } from '../../context';
import { AppError } from '../../errors/app-error';
import { validateInput } from '../../errors/validate';
import { eventsService } from '../events/events.service';
import { organizationService } from '../organizations/organization.service';
import { positionsService } from '../positions/positions.service';
import { slotsService } from '../slots/slots.service';
import { Meal, MealPosition, MealSlot } from './meal.entity';
import { mealGrantRows } from './meals.read-model';

/** What an organizer sends for a meal (GraphQL MealInput, the facade's body). */
export interface MealData {
  name?: string | null;
  positionIds?: Array<string | number> | null;
  slotIds?: Array<string | number> | null;
}

/** A meal with its grants (GraphQL Meal, the facade's body). */
export interface MealView {
  id: number;
  eventId: number;
  name: string;
  order: number;
  positionIds: number[];
  slotIds: number[];
}

/** One volunteer's meal on one day. */
export interface MealGrant {
  day: string;
  mealId: number;
  mealName: string;
  volunteerId: number;
  firstName: string;
  lastName: string;
  name: string;
  /** The position of their first granting shift that day. */
  positionName: string;
  /** The positions of every granting shift that day. */
  positionIds: number[];
  /** People to feed: the largest group size of those shifts (1 alone). */
  people: number;
}

/** One meal on one day: what the kitchen serves and to whom (contract "Signatures between helpers"). */
export interface MealCount {
  day: string;
  mealId: number;
  mealName: string;
  count: number;
  volunteers: Array<{ volunteerId: number; name: string; positionName: string }>;
}

const mealSchema = yup.object({
  name: yup.string().trim().required('validation.nameRequired').max(100, messageKey('validation.maxLength', { max: 100 })),
});

/** Ids of `field`, each one of `known` (the event's positions or slots), else a field error. */
function idsAmong(field: string, values: Array<string | number> | null | undefined, known: Set<number>): number[] {
  const ids = [...new Set((values ?? []).map(idNumber))];
  if (ids.some((id) => !isRowId(id) || !known.has(id))) throw AppError.field(field, 'validation.unknownReference');
  return ids.sort((a, b) => a - b);
}

/** Checks every field; positions and slots must be the event's own. */
async function validMeal(ctx: RequestContext, eventId: number, input: MealData): Promise<{ name: string; positionIds: number[]; slotIds: number[] }> {
  const { name } = await validateInput(mealSchema, input);
  const askedPositions = (input.positionIds ?? []).map(idNumber).filter(isRowId);
  const askedSlots = (input.slotIds ?? []).map(idNumber).filter(isRowId);
  const [positions, slots] = await Promise.all([
    positionsService.byIds(ctx, askedPositions, { eventId }),
    slotsService.byIds(ctx, askedSlots, { eventId }),
  ]);
  return {
    name,
    positionIds: idsAmong('positionIds', input.positionIds, new Set(positions.map((p) => p.id))),
    slotIds: idsAmong('slotIds', input.slotIds, new Set(slots.map((s) => s.id))),
  };
}

/** A meal of the caller's organization, or NOT_FOUND (another organization's answers the same). */
async function requireMeal(ctx: RequestContext, id: unknown, lock = false): Promise<Meal> {
  const organizationId = await organizationService.scope(ctx);
  const meal = await ctx.manager.findOne(Meal, {
    where: { id: parseId(id, 'meals.notFound'), organizationId },
    ...(lock ? { lock: { mode: 'pessimistic_write' as const } } : {}),
  });
  if (!meal) throw AppError.notFound('meals.notFound');
  return meal;
}

/** Another meal of the event with the same name (case and spaces aside): CONFLICT. */
async function assertNameFree(ctx: RequestContext, eventId: number, name: string, exceptId: number | null): Promise<void> {
  const others = await ctx.manager.find(Meal, { where: { eventId }, select: { id: true, name: true } });
  if (others.some((meal) => meal.id !== exceptId && meal.name.trim().toLowerCase() === name.toLowerCase())) throw AppError.field('name', 'meals.nameTaken');
}

async function writeGrants(ctx: RequestContext, mealId: number, positionIds: number[], slotIds: number[]): Promise<void> {
  await ctx.manager.delete(MealPosition, { mealId });
  await ctx.manager.delete(MealSlot, { mealId });
  if (positionIds.length > 0) await ctx.manager.insert(MealPosition, positionIds.map((positionId) => ({ mealId, positionId })));
  if (slotIds.length > 0) await ctx.manager.insert(MealSlot, slotIds.map((timeSlotId) => ({ mealId, timeSlotId })));
}

/** The meals with their grants, in the order given (two statements for any number of meals). */
async function views(ctx: RequestContext, meals: Meal[]): Promise<MealView[]> {
  if (meals.length === 0) return [];
  const ids = meals.map((meal) => meal.id);
  const [positions, slots] = await Promise.all([
    ctx.manager.find(MealPosition, { where: { mealId: In(ids) }, order: { positionId: 'ASC' } }),
    ctx.manager.find(MealSlot, { where: { mealId: In(ids) }, order: { timeSlotId: 'ASC' } }),
  ]);
  return meals.map((meal) => ({
    id: meal.id,
    eventId: meal.eventId,
    name: meal.name,
    order: meal.order,
    positionIds: positions.filter((row) => row.mealId === meal.id).map((row) => row.positionId),
    slotIds: slots.filter((row) => row.mealId === meal.id).map((row) => row.timeSlotId),
  }));
}

/**
 * Meals (issue 15): an event's meals, granted by positions and/or single slots. A volunteer with an
 * accepted participation on a granting slot (or a slot of a granting position) gets the meal once on
 * the day the shift starts (event time zone), however many granting shifts they have that day. Every
 * organizer manages them (no feature flag).
 */
export const mealsService = {
  /** The event's meals by order. */
  async list(ctx: RequestContext, eventId: unknown): Promise<MealView[]> {
    const event = await eventsService.require(ctx, eventId as string | number);
    return views(ctx, await ctx.manager.find(Meal, { where: { eventId: event.id }, order: { order: 'ASC', id: 'ASC' } }));
  },

  async create(ctx: RequestContext, eventId: unknown, input: MealData): Promise<MealView> {
    return withTransaction(ctx, async (tx) => {
      const event = await eventsService.require(tx, eventId as string | number);
      await eventsService.lock(tx, event.id);
      const valid = await validMeal(tx, event.id, input);
      await assertNameFree(tx, event.id, valid.name, null);
      const last = await tx.manager.findOne(Meal, { where: { eventId: event.id }, order: { order: 'DESC' }, select: { id: true, order: true } });
      const meal = await tx.manager.save(tx.manager.create(Meal, { organizationId: event.organizationId, eventId: event.id, name: valid.name, order: (last?.order ?? -1) + 1 }));
      await writeGrants(tx, meal.id, valid.positionIds, valid.slotIds);
      return (await views(tx, [meal]))[0];
    });
  },

  async update(ctx: RequestContext, id: unknown, input: MealData): Promise<MealView> {
    return withTransaction(ctx, async (tx) => {
      const meal = await requireMeal(tx, id, true);
      const valid = await validMeal(tx, meal.eventId, input);
      await assertNameFree(tx, meal.eventId, valid.name, meal.id);
      await tx.manager.update(Meal, { id: meal.id }, { name: valid.name });
      await writeGrants(tx, meal.id, valid.positionIds, valid.slotIds);
      return (await views(tx, [{ ...meal, name: valid.name }]))[0];
    });
  },

  async remove(ctx: RequestContext, id: unknown): Promise<boolean> {
    return withTransaction(ctx, async (tx) => {
      const meal = await requireMeal(tx, id, true);
      await tx.manager.delete(Meal, { id: meal.id });
      return true;
    });
  },

  /** The organizer's counts: the event scoped to their organization first. */
  async countsForOrganizer(ctx: RequestContext, eventId: unknown, filter: { days?: string[] } = {}): Promise<MealCount[]> {
    const event = await eventsService.require(ctx, eventId as string | number);
    return mealsService.counts(ctx, event.id, filter);
  },

  /**
   * Who gets which meal on which day (event time zone), by day, meal order, then last and first name:
   * one entry per (day, meal, volunteer) however many granting shifts they have that day. The caller
   * has scoped the event: this reads the given event only and checks nobody.
   */
  async grants(ctx: RequestContext, eventId: number, filter: { days?: string[] } = {}): Promise<MealGrant[]> {
    const event = await ctx.loaders.events.byId.load(eventId);
    if (!event) throw AppError.notFound('error.notFoundEvent');
    const [meals, rows] = await Promise.all([
      ctx.manager.find(Meal, { where: { eventId: event.id }, order: { order: 'ASC', id: 'ASC' } }),
      mealGrantRows(ctx.manager, event.id),
    ]);
    const days = filter.days && filter.days.length > 0 ? new Set(filter.days) : null;
    const mealOrder = new Map(meals.map((meal, index) => [meal.id, index]));
    const mealName = new Map(meals.map((meal) => [meal.id, meal.name]));
    // Rows come by start time: the first row of a (day, meal, volunteer) is their first granting shift.
    const grants = new Map<string, MealGrant>();
    for (const row of rows) {
      const day = localDate(row.startTime, event.timeZone);
      if (days && !days.has(day)) continue;
      const key = `${day}|${row.mealId}|${row.volunteerId}`;
      const seen = grants.get(key);
      if (seen) {
        // Two shifts the same day are one meal; a group on either counts its largest size.
        seen.people = Math.max(seen.people, row.nbParticipants);
        if (!seen.positionIds.includes(row.positionId)) seen.positionIds.push(row.positionId);
        continue;
      }
      grants.set(key, {
        day,
        mealId: row.mealId,
        mealName: mealName.get(row.mealId) ?? '',
        volunteerId: row.volunteerId,
        firstName: row.firstName,
        lastName: row.lastName,
        name: `${row.firstName} ${row.lastName}`.trim(),
        positionName: row.positionName,
        positionIds: [row.positionId],
        people: row.nbParticipants,
      });
    }
    const collator = new Intl.Collator(undefined, { sensitivity: 'base' });
    return [...grants.values()].sort(
      (a, b) =>
        a.day.localeCompare(b.day) ||
        (mealOrder.get(a.mealId) ?? 0) - (mealOrder.get(b.mealId) ?? 0) ||
        collator.compare(a.lastName, b.lastName) ||
        collator.compare(a.firstName, b.firstName) ||
        a.volunteerId - b.volunteerId,
    );
  },

  /**
   * Per day (event time zone) and meal, by day then meal order: the people to feed (a group counts
   * its participants) and their names (by last, first name). The caller has scoped the event
   * (organizer, or a manager of it): this reads the given event only and checks nobody. `days`
   * (YYYY-MM-DD) keeps only those days.
   */
  async counts(ctx: RequestContext, eventId: number, filter: { days?: string[] } = {}): Promise<MealCount[]> {
    const counts: MealCount[] = [];
    for (const grant of await mealsService.grants(ctx, eventId, filter)) {
      let last = counts[counts.length - 1];
      if (!last || last.day !== grant.day || last.mealId !== grant.mealId) {
        last = { day: grant.day, mealId: grant.mealId, mealName: grant.mealName, count: 0, volunteers: [] };
        counts.push(last);
      }
      last.count += grant.people;
      last.volunteers.push({ volunteerId: grant.volunteerId, name: grant.name, positionName: grant.positionName });
    }
    return counts;
  },
};
