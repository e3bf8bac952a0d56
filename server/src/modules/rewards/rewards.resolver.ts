import { Arg, Authorized, Ctx, ID, Mutation, Resolver } from 'type-graphql';
import type { RequestContext } from '../../context';
import { RewardCategoryInput } from '../events/events.inputs';
import { RewardCategory } from './reward-category.entity';
import { rewardsService } from './rewards.service';

@Resolver(() => RewardCategory)
export class RewardCategoryResolver {
  @Authorized('organizer')
  @Mutation(() => RewardCategory)
  createRewardCategory(@Arg('input') input: RewardCategoryInput, @Ctx() ctx: RequestContext): Promise<RewardCategory> {
    return rewardsService.create(ctx, input);
  }

  @Authorized('organizer')
  @Mutation(() => RewardCategory)
  updateRewardCategory(
    @Arg('id', () => ID) id: string,
    @Arg('input') input: RewardCategoryInput,
    @Ctx() ctx: RequestContext,
  ): Promise<RewardCategory> {
    return rewardsService.update(ctx, id, input);
  }

  @Authorized('organizer')
  @Mutation(() => Boolean)
  deleteRewardCategory(@Arg('id', () => ID) id: string, @Ctx() ctx: RequestContext): Promise<boolean> {
    return rewardsService.remove(ctx, id);
  }
}
