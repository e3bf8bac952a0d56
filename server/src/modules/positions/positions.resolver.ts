import { DEFAULT_TIME_ZONE } from '@benevo/schema';
import { Arg, Authorized, Ctx, FieldResolver, ID, Int, Mutation, Resolver, Root } from 'type-graphql';
import type { RequestContext } from '../../context';
import { PositionInput } from '../events/events.inputs';
import { Sector } from '../events/sector.entity';
import { TimeSlot } from '../slots/time-slot.entity';
import { Tag } from '../tags/tag.entity';
import { Position } from './position.entity';
import { positionsService } from './positions.service';

@Resolver(() => Position)
export class PositionResolver {
  @Authorized('organizer')
  @Mutation(() => Position)
  createPosition(@Arg('input') input: PositionInput, @Ctx() ctx: RequestContext): Promise<Position> {
    return positionsService.create(ctx, input);
  }

  @Authorized('organizer')
  @Mutation(() => Position)
  updatePosition(@Arg('id', () => ID) id: string, @Arg('input') input: PositionInput, @Ctx() ctx: RequestContext): Promise<Position> {
    return positionsService.update(ctx, id, input);
  }

  @Authorized('organizer')
  @Mutation(() => Boolean)
  deletePosition(@Arg('id', () => ID) id: string, @Ctx() ctx: RequestContext): Promise<boolean> {
    return positionsService.remove(ctx, id);
  }

  @Authorized('organizer')
  @Mutation(() => [Position], { description: 'The given positions first, in that order, then the others' })
  reorderPositions(
    @Arg('eventId', () => ID) eventId: string,
    @Arg('positionIds', () => [ID]) positionIds: string[],
    @Ctx() ctx: RequestContext,
  ): Promise<Position[]> {
    return positionsService.reorder(ctx, eventId, positionIds);
  }

  @FieldResolver(() => Sector, { nullable: true })
  sector(@Root() position: Position, @Ctx() ctx: RequestContext): Promise<Sector | null> | null {
    return position.sectorId === null ? null : ctx.loaders.events.sectorById.load(position.sectorId);
  }

  @FieldResolver(() => [Tag])
  tags(@Root() position: Position, @Ctx() ctx: RequestContext): Promise<Tag[]> {
    return positionsService.tagsOf(ctx, position);
  }

  @FieldResolver(() => String)
  async eventTimeZone(@Root() position: Position, @Ctx() ctx: RequestContext): Promise<string> {
    return (await ctx.loaders.events.byId.load(position.eventId))?.timeZone ?? DEFAULT_TIME_ZONE;
  }

  @FieldResolver(() => Int, { description: "Sum of its slots' requiredVolunteerCount" })
  nbrVolunteersRequired(@Root() position: Position, @Ctx() ctx: RequestContext): Promise<number> {
    return ctx.loaders.positions.required.load(position.id);
  }

  @FieldResolver(() => [TimeSlot], { description: 'Slots overlapping [from, to); without arguments, the window of Event.positions' })
  timeSlots(
    @Root() position: Position,
    @Ctx() ctx: RequestContext,
    @Arg('from', () => Date, { nullable: true }) from?: Date | null,
    @Arg('to', () => Date, { nullable: true }) to?: Date | null,
  ): Promise<TimeSlot[]> {
    return positionsService.timeSlotsOf(ctx, position, { from, to });
  }
}
