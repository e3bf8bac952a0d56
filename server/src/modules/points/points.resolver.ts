import { translate } from '@benevo/schema';
import { Arg, Authorized, Ctx, FieldResolver, Float, ID, Mutation, Query, Resolver, Root } from 'type-graphql';
import type { RequestContext } from '../../context';
import { Volunteer } from '../volunteers/volunteer.entity';
import type { PointsTransaction } from './points.entity';
import { pointsService } from './points.service';
import { PointsTransactionType, type PointsTriggerEnum, VolunteerPointsType } from './points.types';

/** A ledger row for GraphQL: its label in the request's language, its cause's dates as dates. */
export function transactionView(ctx: RequestContext, row: PointsTransaction): PointsTransactionType {
  const data = row.triggerData ?? {};
  return {
    id: row.id,
    createdAt: row.createdAt,
    pointsDiff: row.pointsDiff,
    balance: row.balance,
    trigger: row.trigger as PointsTriggerEnum,
    label: translate(ctx.language, `points.trigger.${row.trigger}`),
    triggerData: {
      ...data,
      startTime: data.startTime ? new Date(data.startTime) : null,
      endTime: data.endTime ? new Date(data.endTime) : null,
    },
  };
}

function pointsView(ctx: RequestContext, points: { volunteerId: number; balance: number; transactions: PointsTransaction[] }): VolunteerPointsType {
  return { volunteerId: points.volunteerId, balance: points.balance, transactions: points.transactions.map((row) => transactionView(ctx, row)) };
}

@Resolver()
export class PointsResolver {
  @Authorized('organizer')
  @Query(() => VolunteerPointsType, { description: "A volunteer's points: balance and history (organizers of their organization)" })
  async volunteerPoints(@Arg('volunteerId', () => ID) volunteerId: string, @Ctx() ctx: RequestContext): Promise<VolunteerPointsType> {
    return pointsView(ctx, await pointsService.forVolunteer(ctx, volunteerId));
  }

  @Query(() => VolunteerPointsType, { description: 'The volunteer’s own points (the portal token is the credential)' })
  async myPoints(@Arg('token') token: string, @Ctx() ctx: RequestContext): Promise<VolunteerPointsType> {
    return pointsView(ctx, await pointsService.forToken(ctx, token));
  }

  @Authorized('organizer')
  @Mutation(() => PointsTransactionType, { description: 'A manual adjustment, positive or negative, with its reason (never below zero)' })
  async adjustPoints(
    @Arg('volunteerId', () => ID) volunteerId: string,
    @Arg('points', () => Float) points: number,
    @Arg('reason') reason: string,
    @Ctx() ctx: RequestContext,
  ): Promise<PointsTransactionType> {
    return transactionView(ctx, await pointsService.adjust(ctx, { volunteerId, points, reason }));
  }
}

@Resolver(() => Volunteer)
export class VolunteerPointsResolver {
  @Authorized('organizer')
  @FieldResolver(() => Float, { description: 'The points balance (spec 3 pointsBalance), the sum of the ledger' })
  pointsBalance(@Root() volunteer: Volunteer, @Ctx() ctx: RequestContext): Promise<number> {
    return ctx.loaders.points.balanceByVolunteerId.load(volunteer.id);
  }
}

/** Every resolver of the points module (graphql/schema.ts). */
export const pointsResolvers = [PointsResolver, VolunteerPointsResolver] as const;
