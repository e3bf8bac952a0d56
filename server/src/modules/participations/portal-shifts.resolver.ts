import { DEFAULT_TIME_ZONE, ParticipationStatus } from '@benevo/schema';
import { Arg, Ctx, FieldResolver, Float, ID, Int, Mutation, Query, Resolver, Root } from 'type-graphql';
import type { RequestContext } from '../../context';
import { cancellableUntil } from './cancel-deadline';
import { ParticipationGroupMember } from './group-member.entity';
import { groupMembersService } from './group-members.service';
import { Participation } from './participation.entity';
import { participationsService } from './participations.service';
import { GroupBooking, GroupMemberInput, MyGroups } from './portal-shifts.types';

/** What a portal shift card shows of its slot: position, sector, meeting point (through the loaders). */
async function placeOf(ctx: RequestContext, participation: Participation) {
  const slot = await ctx.loaders.slots.byId.load(participation.timeSlotId);
  const position = slot ? await ctx.loaders.positions.byId.load(slot.positionId) : null;
  const sector = position?.sectorId ? await ctx.loaders.events.sectorById.load(position.sectorId) : null;
  return { slot, position, sector };
}

/** Issue 17: the portal's shift fields of a participation, and the volunteer's answers (token doors). */
@Resolver(() => Participation)
export class PortalShiftsResolver {
  @Mutation(() => Participation, { description: 'Public (token): the volunteer accepts a participation awaiting their validation' })
  acceptMyParticipation(@Arg('token') token: string, @Arg('id', () => ID) id: string, @Ctx() ctx: RequestContext): Promise<Participation> {
    return participationsService.answerMine(ctx, token, id, true);
  }

  @Mutation(() => Participation, { description: 'Public (token): the volunteer declines a participation awaiting their validation' })
  declineMyParticipation(@Arg('token') token: string, @Arg('id', () => ID) id: string, @Ctx() ctx: RequestContext): Promise<Participation> {
    return participationsService.answerMine(ctx, token, id, false);
  }

  @FieldResolver(() => String)
  async positionDescription(@Root() participation: Participation, @Ctx() ctx: RequestContext): Promise<string> {
    return (await placeOf(ctx, participation)).position?.description ?? '';
  }

  @FieldResolver(() => String, { nullable: true })
  async sectorDescription(@Root() participation: Participation, @Ctx() ctx: RequestContext): Promise<string | null> {
    return (await placeOf(ctx, participation)).sector?.description ?? null;
  }

  @FieldResolver(() => Float, { nullable: true, description: "The meeting point: the position's latitude" })
  async latitude(@Root() participation: Participation, @Ctx() ctx: RequestContext): Promise<number | null> {
    return (await placeOf(ctx, participation)).position?.latitude ?? null;
  }

  @FieldResolver(() => Float, { nullable: true, description: "The meeting point: the position's longitude" })
  async longitude(@Root() participation: Participation, @Ctx() ctx: RequestContext): Promise<number | null> {
    return (await placeOf(ctx, participation)).position?.longitude ?? null;
  }

  @FieldResolver(() => Date, {
    nullable: true,
    description: "Until when the volunteer may cancel (the event's cancel deadline before the start; may be past); null when not active",
  })
  async cancellableUntil(@Root() participation: Participation, @Ctx() ctx: RequestContext): Promise<Date | null> {
    const [slot, event] = await Promise.all([ctx.loaders.slots.byId.load(participation.timeSlotId), ctx.loaders.events.byId.load(participation.eventId)]);
    return slot && event ? cancellableUntil(participation.validationStatus, slot.startTime, event) : null;
  }
}

/** Issue 17: the groups I lead (members named) and what my group leaders booked for me. */
@Resolver(() => MyGroups)
export class MyGroupsResolver {
  @Query(() => MyGroups, { description: 'Public (token): the groups the volunteer leads and the bookings they are named in' })
  myGroups(@Arg('token') token: string, @Ctx() ctx: RequestContext): Promise<MyGroups> {
    return groupMembersService.myGroups(ctx, token) as Promise<MyGroups>;
  }

  @Mutation(() => ParticipationGroupMember, { description: 'Public (token): the leader names one more person of a group participation' })
  addGroupMember(
    @Arg('token') token: string,
    @Arg('participationId', () => ID) participationId: string,
    @Arg('input', () => GroupMemberInput) input: GroupMemberInput,
    @Ctx() ctx: RequestContext,
  ): Promise<ParticipationGroupMember> {
    return groupMembersService.add(ctx, token, participationId, input);
  }

  @Mutation(() => Boolean, { description: 'Public (token): the leader removes a person they named' })
  removeGroupMember(@Arg('token') token: string, @Arg('id', () => ID) id: string, @Ctx() ctx: RequestContext): Promise<boolean> {
    return groupMembersService.remove(ctx, token, id);
  }
}

/** A booking by my group leader: the slot, the place and the leader's name only. */
@Resolver(() => GroupBooking)
export class GroupBookingResolver {
  @FieldResolver(() => ID)
  id(@Root() booking: GroupBooking): number {
    return booking.participation.id;
  }

  @FieldResolver(() => ID)
  eventId(@Root() booking: GroupBooking): number {
    return booking.participation.eventId;
  }

  @FieldResolver(() => String)
  async eventName(@Root() booking: GroupBooking, @Ctx() ctx: RequestContext): Promise<string> {
    return (await ctx.loaders.events.byId.load(booking.participation.eventId))?.name ?? '';
  }

  @FieldResolver(() => String)
  async eventTimeZone(@Root() booking: GroupBooking, @Ctx() ctx: RequestContext): Promise<string> {
    return (await ctx.loaders.events.byId.load(booking.participation.eventId))?.timeZone ?? DEFAULT_TIME_ZONE;
  }

  @FieldResolver(() => String)
  async positionName(@Root() booking: GroupBooking, @Ctx() ctx: RequestContext): Promise<string> {
    return (await placeOf(ctx, booking.participation)).position?.name ?? '';
  }

  @FieldResolver(() => String)
  async positionDescription(@Root() booking: GroupBooking, @Ctx() ctx: RequestContext): Promise<string> {
    return (await placeOf(ctx, booking.participation)).position?.description ?? '';
  }

  @FieldResolver(() => String, { nullable: true })
  async sectorName(@Root() booking: GroupBooking, @Ctx() ctx: RequestContext): Promise<string | null> {
    return (await placeOf(ctx, booking.participation)).sector?.name ?? null;
  }

  @FieldResolver(() => Float, { nullable: true })
  async latitude(@Root() booking: GroupBooking, @Ctx() ctx: RequestContext): Promise<number | null> {
    return (await placeOf(ctx, booking.participation)).position?.latitude ?? null;
  }

  @FieldResolver(() => Float, { nullable: true })
  async longitude(@Root() booking: GroupBooking, @Ctx() ctx: RequestContext): Promise<number | null> {
    return (await placeOf(ctx, booking.participation)).position?.longitude ?? null;
  }

  @FieldResolver(() => Date)
  async startTime(@Root() booking: GroupBooking, @Ctx() ctx: RequestContext): Promise<Date> {
    return (await ctx.loaders.slots.byId.load(booking.participation.timeSlotId))?.startTime ?? new Date(0);
  }

  @FieldResolver(() => Date)
  async endTime(@Root() booking: GroupBooking, @Ctx() ctx: RequestContext): Promise<Date> {
    return (await ctx.loaders.slots.byId.load(booking.participation.timeSlotId))?.endTime ?? new Date(0);
  }

  @FieldResolver(() => String)
  groupName(@Root() booking: GroupBooking): string {
    return booking.participation.groupName;
  }

  @FieldResolver(() => Int)
  nbParticipants(@Root() booking: GroupBooking): number {
    return booking.participation.nbParticipants;
  }

  @FieldResolver(() => ParticipationStatus)
  validationStatus(@Root() booking: GroupBooking): ParticipationStatus {
    return booking.participation.validationStatus;
  }
}
