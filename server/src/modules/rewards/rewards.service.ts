import { rewardCategorySchema } from '@benevo/schema';
import { copyRows, type CopyTarget } from '../../common/copies';
import { withTransaction, type RequestContext } from '../../context';
import { AppError } from '../../errors/app-error';
import { validateInput } from '../../errors/validate';
import { eventsService } from '../events/events.service';
import { parseId } from '../../common/ids';
import { organizationService } from '../organizations/organization.service';
import { pointsService } from '../points/points.service';
import { RewardCategory } from './reward-category.entity';

export interface RewardCategoryData {
  eventId?: string | number | null;
  name?: string;
  hourlyRate?: number;
  icon?: string;
  isDefault?: boolean;
  timeSlotColor?: string;
}

async function requireCategory(ctx: RequestContext, id: string | number): Promise<RewardCategory> {
  const organizationId = await organizationService.scope(ctx);
  const category = await ctx.manager.findOneBy(RewardCategory, { id: parseId(id), organizationId });
  if (!category) throw AppError.notFound();
  return category;
}

/** One default category per event: setting a new default clears the others. */
async function clearDefault(ctx: RequestContext, eventId: number): Promise<void> {
  await ctx.manager.update(RewardCategory, { eventId, isDefault: true }, { isDefault: false });
}

/**
 * Points follow a category's rate (spec 4 hourly_rate_changed), in the change's transaction: a
 * category's own slots when it is an ordinary one; the whole event when the default changes (it pays
 * every slot without rate nor category) or a category is deleted (its slots fall back to their own
 * rate or the default). More than LARGE_SCOPE participations go through the recompute job.
 */
function recomputeRates(tx: RequestContext, scope: { rewardCategoryId: number } | { eventId: number }): Promise<unknown> {
  return pointsService.recompute(tx, scope, 'hourly_rate_changed');
}

export const rewardsService = {
  async list(ctx: RequestContext, eventId: string | number): Promise<RewardCategory[]> {
    const event = await eventsService.require(ctx, eventId);
    return ctx.loaders.rewards.byEventId.load(event.id);
  },

  async create(ctx: RequestContext, input: RewardCategoryData): Promise<RewardCategory> {
    return withTransaction(ctx, async (tx) => {
      const event = await eventsService.require(tx, input.eventId ?? '');
      const valid = await validateInput(rewardCategorySchema, input);
      if (input.isDefault) await clearDefault(tx, event.id);
      const created = await tx.manager.save(
        tx.manager.create(RewardCategory, {
          organizationId: event.organizationId,
          eventId: event.id,
          name: valid.name,
          hourlyRate: valid.hourlyRate ?? 0,
          icon: valid.icon ?? '',
          isDefault: input.isDefault ?? false,
          timeSlotColor: valid.timeSlotColor ?? '#4fd68e',
        }),
      );
      // A new default pays the event's slots without rate nor category.
      if (created.isDefault) await recomputeRates(tx, { eventId: event.id });
      return created;
    });
  },

  async update(ctx: RequestContext, id: string | number, input: RewardCategoryData): Promise<RewardCategory> {
    return withTransaction(ctx, async (tx) => {
      const category = await requireCategory(tx, id);
      const merged = { ...category, ...Object.fromEntries(Object.entries(input).filter(([, v]) => v !== undefined)) };
      const valid = await validateInput(rewardCategorySchema, merged);
      if (input.isDefault) await clearDefault(tx, category.eventId);
      await tx.manager.update(RewardCategory, { id: category.id }, {
        name: valid.name,
        hourlyRate: valid.hourlyRate,
        icon: valid.icon,
        timeSlotColor: valid.timeSlotColor,
        isDefault: input.isDefault ?? category.isDefault,
      });
      const updated = await tx.manager.findOneByOrFail(RewardCategory, { id: category.id });
      if (updated.isDefault !== category.isDefault || (updated.isDefault && updated.hourlyRate !== category.hourlyRate)) {
        await recomputeRates(tx, { eventId: category.eventId });
      } else if (updated.hourlyRate !== category.hourlyRate) {
        await recomputeRates(tx, { rewardCategoryId: category.id });
      }
      return updated;
    });
  },

  /** Slots that used it keep their own hourlyRate, without a category. */
  async remove(ctx: RequestContext, id: string | number): Promise<boolean> {
    return withTransaction(ctx, async (tx) => {
      const category = await requireCategory(tx, id);
      await tx.manager.delete(RewardCategory, { id: category.id });
      await recomputeRates(tx, { eventId: category.eventId });
      return true;
    });
  },

  /** The reward categories of an event (the caller has checked the event). */
  listOfEvent(ctx: RequestContext, eventId: number): Promise<RewardCategory[]> {
    return ctx.manager.find(RewardCategory, { where: { eventId } });
  },

  /** Copies the reward categories of an event into `target`; answers the map from their ids to the copies'. */
  async copyToEvent(ctx: RequestContext, sourceEventId: number, target: CopyTarget): Promise<Map<number, number>> {
    const own = { organizationId: target.organizationId, eventId: target.id };
    const categories = await ctx.manager.find(RewardCategory, { where: { eventId: sourceEventId } });
    return copyRows(ctx.manager, RewardCategory, categories, ({ id: _id, ...row }) => ({ ...row, ...own }));
  },
};
