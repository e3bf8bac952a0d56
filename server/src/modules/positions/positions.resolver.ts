import { Arg, Authorized, Ctx, FieldResolver, ID, Int, Mutation, Resolver, Root } from 'type-graphql';
import type { RequestContext } from '../../context';
import type { Event } from '../events/event.entity';
import { PositionInput } from '../events/events.inputs';
import { configurationOf } from '../events/events.service';
import { Sector } from '../events/sector.entity';
import { TimeSlot } from '../slots/time-slot.entity';
import { Tag } from '../tags/tag.entity';
import { Position } from './position.entity';
import { positionsService } from './positions.service';

/** The planning window an Event.positions(from, to) call hands down to each position's timeSlots. */
const windows = new WeakMap<Position, { from: Date | null; to: Date | null }>();

/**
 * An event's positions for the planning: in their order, or those with slots in the window first
 * (configuration positionOrdering). Each carries the window for its timeSlots.
 */
export async function positionsWithWindow(ctx: RequestContext, event: Event, from: Date | null, to: Date | null): Promise<Position[]> {
  const positions = (await ctx.loaders.positions.byEventId.load(event.id)).map((p) => Object.assign(new Position(), p));
  for (const position of positions) windows.set(position, { from, to });
  if (configurationOf(event).positionOrdering !== 'prefer_positions_with_slots') return positions;
  const slots = await Promise.all(positions.map((p) => ctx.loaders.slots.byPosition.load({ positionId: p.id, from, to })));
  const withSlots = positions.filter((_, i) => slots[i].length > 0);
  return [...withSlots, ...positions.filter((_, i) => slots[i].length === 0)];
}

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
    return ctx.loaders.positions.tags.load(position.id);
  }

  @FieldResolver(() => String)
  async eventTimeZone(@Root() position: Position, @Ctx() ctx: RequestContext): Promise<string> {
    return (await ctx.loaders.events.byId.load(position.eventId))?.timeZone ?? 'Europe/Zurich';
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
    const inherited = windows.get(position);
    return ctx.loaders.slots.byPosition.load({
      positionId: position.id,
      from: from ?? inherited?.from ?? null,
      to: to ?? inherited?.to ?? null,
    });
  }
}
