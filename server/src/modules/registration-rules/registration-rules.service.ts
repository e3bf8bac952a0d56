import { DEFAULT_TIME_ZONE, ageBand, ageOn, localDate, slotsOverlap, type AgeBand } from '@benevo/schema';
import { withTransaction, type RequestContext } from '../../context';
import { AppError } from '../../errors/app-error';
import { eventsService } from '../events/events.service';
import { optionalId, parseId } from '../../common/ids';
import { organizationService } from '../organizations/organization.service';
import { participationsService } from '../participations/participations.service';
import { positionsService } from '../positions/positions.service';
import { slotsService } from '../slots/slots.service';
import { volunteersService } from '../volunteers/volunteers.service';
import { RegistrationRule } from './registration-rule.entity';

export const AGE_BANDS: readonly AgeBand[] = ['under14', '14-16', '16-18', '18+'];

export interface RegistrationRuleData {
  eventId: string | number;
  positionId?: string | number | null;
  categoryId?: string | number | null;
  ageBand?: string | null;
}

export interface RuleCheckInput {
  eventId: number;
  /** `id` (when the volunteer exists) also refuses slots overlapping their active participations. */
  volunteer: { id?: number | null; bornDate: string | null; categoryIds: number[] };
  slotIds: number[];
}

/** Whether the volunteer satisfies one rule on a slot starting at `start` (local date of the event). */
function satisfies(rule: RegistrationRule, volunteer: RuleCheckInput['volunteer'], slotDay: string): { category: boolean; age: boolean | null } {
  const category = rule.categoryId === null || volunteer.categoryIds.includes(rule.categoryId);
  if (rule.ageBand === null) return { category, age: true };
  if (!volunteer.bornDate) return { category, age: null };
  const age = ageOn(new Date(`${volunteer.bornDate}T00:00:00Z`), new Date(`${slotDay}T00:00:00Z`));
  return { category, age: ageBand(age) === rule.ageBand };
}

export const registrationRulesService = {
  /**
   * Refuses a sign-up the event's rules do not allow: a slot whose position has rules needs a volunteer
   * matching one of them (category and/or age band on the slot's start date, in the event's time zone);
   * the slots may not overlap each other nor the volunteer's active participations. Field errors on
   * `slotIds` (and `bornDate` when an age rule needs it).
   */
  async check(tx: RequestContext, input: RuleCheckInput): Promise<void> {
    if (input.slotIds.length === 0) return;
    const slots = (await slotsService.byIds(tx, input.slotIds)).sort((a, b) => a.startTime.getTime() - b.startTime.getTime() || a.id - b.id);
    for (let i = 0; i < slots.length; i += 1) {
      for (let j = i + 1; j < slots.length; j += 1) {
        if (slotsOverlap(slots[i], slots[j])) throw AppError.field('slotIds', 'signup.slotsOverlap');
      }
    }
    if (input.volunteer.id) {
      const taken = await slotsService.byIds(tx, await participationsService.activeSlotIds(tx, input.volunteer.id));
      if (taken.some((other) => slots.some((slot) => slotsOverlap(slot, other)))) {
        throw AppError.field('slotIds', 'signup.overlap');
      }
    }
    const rules = await tx.manager.find(RegistrationRule, { where: { eventId: input.eventId } });
    if (rules.length === 0) return;
    const timeZone = (await tx.loaders.events.byId.load(input.eventId))?.timeZone ?? DEFAULT_TIME_ZONE;
    for (const slot of slots) {
      const applicable = rules.filter((rule) => rule.positionId === null || rule.positionId === slot.positionId);
      if (applicable.length === 0) continue;
      const day = localDate(slot.startTime, timeZone);
      const results = applicable.map((rule) => satisfies(rule, input.volunteer, day));
      if (results.some((result) => result.category && result.age === true)) continue;
      if (results.some((result) => result.category && result.age === null)) throw AppError.field('bornDate', 'signup.bornDateRequired');
      throw AppError.field('slotIds', results.some((result) => result.category) ? 'signup.ruleAgeBand' : 'signup.ruleCategory');
    }
  },

  async list(ctx: RequestContext, eventId: string | number): Promise<RegistrationRule[]> {
    const event = await eventsService.require(ctx, eventId);
    return ctx.manager.find(RegistrationRule, { where: { eventId: event.id }, order: { id: 'ASC' } });
  },

  async create(ctx: RequestContext, input: RegistrationRuleData): Promise<RegistrationRule> {
    if (input.eventId === '' || input.eventId === null || input.eventId === undefined) throw AppError.field('eventId', 'validation.required');
    return withTransaction(ctx, async (tx) => {
      const event = await eventsService.require(tx, input.eventId);
      const positionId = optionalId(input.positionId, 'positionId');
      const categoryId = optionalId(input.categoryId, 'categoryId');
      const band = input.ageBand === undefined || input.ageBand === null || input.ageBand === '' ? null : input.ageBand;
      if (band !== null && !(AGE_BANDS as readonly string[]).includes(band)) throw AppError.field('ageBand', 'signup.ruleAgeBandUnknown');
      if (categoryId === null && band === null) throw AppError.field('categoryId', 'signup.ruleEmpty');
      if (positionId !== null && (await positionsService.byIds(tx, [positionId], { eventId: event.id })).length === 0) {
        throw AppError.field('positionId', 'validation.unknownReference');
      }
      if (categoryId !== null && !(await volunteersService.hasCategory(tx, event.organizationId, categoryId))) {
        throw AppError.field('categoryId', 'validation.unknownReference');
      }
      const rule = { organizationId: event.organizationId, eventId: event.id, positionId, categoryId, ageBand: band as AgeBand | null };
      const existing = await tx.manager.find(RegistrationRule, { where: { eventId: event.id } });
      if (existing.some((other) => other.positionId === positionId && other.categoryId === categoryId && other.ageBand === rule.ageBand)) {
        throw AppError.field('categoryId', 'signup.ruleDuplicate');
      }
      return tx.manager.save(tx.manager.create(RegistrationRule, rule));
    });
  },

  async remove(ctx: RequestContext, id: string | number): Promise<boolean> {
    return withTransaction(ctx, async (tx) => {
      const organizationId = await organizationService.scope(tx);
      const rule = await tx.manager.findOneBy(RegistrationRule, { id: parseId(id, 'signup.ruleNotFound'), organizationId });
      if (!rule) throw AppError.notFound('signup.ruleNotFound');
      await tx.manager.delete(RegistrationRule, { id: rule.id });
      return true;
    });
  },
};
