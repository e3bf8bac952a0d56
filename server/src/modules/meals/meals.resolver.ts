import { GraphQLDate } from 'graphql-scalars';
import { Arg, Authorized, Ctx, ID, Mutation, Query, Resolver } from 'type-graphql';
import { dateString } from '../../common/dates';
import type { RequestContext } from '../../context';
import { mealsService } from './meals.service';
import { MealCountType, MealInput, MealType } from './meals.types';

@Resolver(() => MealType)
export class MealResolver {
  @Authorized('organizer')
  @Query(() => [MealType], { description: 'The event’s meals by order' })
  meals(@Arg('eventId', () => ID) eventId: string, @Ctx() ctx: RequestContext): Promise<MealType[]> {
    return mealsService.list(ctx, eventId);
  }

  @Authorized('organizer')
  @Mutation(() => MealType)
  createMeal(@Arg('eventId', () => ID) eventId: string, @Arg('input') input: MealInput, @Ctx() ctx: RequestContext): Promise<MealType> {
    return mealsService.create(ctx, eventId, input);
  }

  @Authorized('organizer')
  @Mutation(() => MealType)
  updateMeal(@Arg('id', () => ID) id: string, @Arg('input') input: MealInput, @Ctx() ctx: RequestContext): Promise<MealType> {
    return mealsService.update(ctx, id, input);
  }

  @Authorized('organizer')
  @Mutation(() => Boolean)
  deleteMeal(@Arg('id', () => ID) id: string, @Ctx() ctx: RequestContext): Promise<boolean> {
    return mealsService.remove(ctx, id);
  }

  @Authorized('organizer')
  @Query(() => [MealCountType], { description: 'Per day (event time zone) and meal: how many to serve and who; only `days` when given' })
  mealCounts(
    @Arg('eventId', () => ID) eventId: string,
    @Arg('days', () => [GraphQLDate], { nullable: true }) days: Date[] | null,
    @Ctx() ctx: RequestContext,
  ): Promise<MealCountType[]> {
    return mealsService.countsForOrganizer(ctx, eventId, { days: days?.map(dateString) });
  }
}

/** Every resolver of the meals module (graphql/schema.ts). */
export const mealsResolvers = [MealResolver] as const;
