import { DEFAULT_TIME_ZONE } from '@benevo/schema';
import { Arg, Authorized, Ctx, Field, FieldResolver, ID, Mutation, ObjectType, Query, Resolver, Root } from 'type-graphql';
import type { RequestContext } from '../../context';
import { AppError } from '../../errors/app-error';
import { Participation } from '../participations/participation.entity';
import { signupService } from '../signup/signup.service';
import { TimeSlot } from '../slots/time-slot.entity';
import { WaitingListEntry } from './waiting-list-entry.entity';
import { waitingListService } from './waiting-list.service';

@ObjectType({ description: 'A place offered to a waiting-list entry, as its confirmation page shows it' })
export class WaitingListOffer {
  @Field({ description: 'offered, confirmed, lapsed (expired), left (declined), removed' }) status: string;
  @Field(() => Date, { nullable: true }) expiresAt: Date | null;
  @Field() eventName: string;
  @Field() positionName: string;
  @Field() startTime: Date;
  @Field() endTime: Date;
  @Field() firstName: string;
  @Field({ description: "The event's time zone: the slot's times are shown in it" }) timeZone: string;
}

@Resolver(() => WaitingListEntry)
export class WaitingListResolver {
  @Query(() => WaitingListOffer, { description: 'The offer behind a waiting-list link (the token is the credential)' })
  waitingListOffer(@Arg('token') token: string, @Ctx() ctx: RequestContext): Promise<WaitingListOffer> {
    return waitingListService.offer(ctx, token);
  }

  @Mutation(() => Participation, { description: 'Takes the offered place: it becomes a participation' })
  confirmWaitingListOffer(@Arg('token') token: string, @Ctx() ctx: RequestContext): Promise<Participation> {
    return signupService.confirmOffer(ctx, token);
  }

  @Mutation(() => Boolean, { description: 'Declines the offered place: it goes to the next person' })
  declineWaitingListOffer(@Arg('token') token: string, @Ctx() ctx: RequestContext): Promise<boolean> {
    return waitingListService.decline(ctx, token);
  }

  @Authorized('organizer')
  @Query(() => [WaitingListEntry], { description: "A slot's waiting list (waiting and offered entries), in rank order" })
  slotWaitingList(@Arg('timeSlotId', () => ID) timeSlotId: string, @Ctx() ctx: RequestContext): Promise<WaitingListEntry[]> {
    return waitingListService.slotList(ctx, timeSlotId);
  }

  @Authorized('organizer')
  @Query(() => [WaitingListEntry], { description: "The event's waiting lists, slot by slot in time order" })
  eventWaitingList(@Arg('eventId', () => ID) eventId: string, @Ctx() ctx: RequestContext): Promise<WaitingListEntry[]> {
    return waitingListService.eventList(ctx, eventId);
  }

  @Authorized('organizer')
  @Mutation(() => [WaitingListEntry], { description: 'The given entries first, in that order, then the others' })
  reorderWaitingList(
    @Arg('timeSlotId', () => ID) timeSlotId: string,
    @Arg('entryIds', () => [ID]) entryIds: string[],
    @Ctx() ctx: RequestContext,
  ): Promise<WaitingListEntry[]> {
    return waitingListService.reorder(ctx, timeSlotId, entryIds);
  }

  @Authorized('organizer')
  @Mutation(() => Boolean, { description: 'Takes an entry off its list; a place offered to it goes to the next one' })
  removeWaitingListEntry(@Arg('id', () => ID) id: string, @Ctx() ctx: RequestContext): Promise<boolean> {
    return waitingListService.remove(ctx, id);
  }

  @FieldResolver(() => TimeSlot)
  async timeSlot(@Root() entry: WaitingListEntry, @Ctx() ctx: RequestContext): Promise<TimeSlot> {
    const slot = await ctx.loaders.slots.byId.load(entry.timeSlotId);
    if (!slot) throw AppError.notFound();
    return slot;
  }

  @FieldResolver(() => ID)
  eventId(@Root() entry: WaitingListEntry): number {
    return entry.eventId;
  }

  @FieldResolver(() => String)
  async eventName(@Root() entry: WaitingListEntry, @Ctx() ctx: RequestContext): Promise<string> {
    return (await ctx.loaders.events.byId.load(entry.eventId))?.name ?? '';
  }

  @FieldResolver(() => String, { description: "The event's time zone: the slot's times are shown in it" })
  async eventTimeZone(@Root() entry: WaitingListEntry, @Ctx() ctx: RequestContext): Promise<string> {
    return (await ctx.loaders.events.byId.load(entry.eventId))?.timeZone ?? DEFAULT_TIME_ZONE;
  }

  @FieldResolver(() => String)
  async positionName(@Root() entry: WaitingListEntry, @Ctx() ctx: RequestContext): Promise<string> {
    const slot = await ctx.loaders.slots.byId.load(entry.timeSlotId);
    return slot ? (await ctx.loaders.positions.byId.load(slot.positionId))?.name ?? '' : '';
  }
}
