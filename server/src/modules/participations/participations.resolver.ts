import { DEFAULT_TIME_ZONE, ParticipationStatus } from '@benevo/schema';
import { Arg, Authorized, Ctx, FieldResolver, ID, Int, Mutation, Query, Resolver, Root } from 'type-graphql';
import type { RequestContext } from '../../context';
import { optionalId } from '../../common/ids';
import { organizationService } from '../organizations/organization.service';
import { TimeSlot } from '../slots/time-slot.entity';
import { durationSeconds } from '../slots/slots.service';
import { Volunteer } from '../volunteers/volunteer.entity';
import { Participation } from './participation.entity';
import { AddParticipationInput, ParticipationFilter, VolunteerSpace } from './participations.inputs';
import { participationsService } from './participations.service';
import { RequiresRight } from '../organizations/rights.decorator';

/** Spec 3 Participation: its slot, event, position and sector names, and the organizer-only volunteer. */
@Resolver(() => Participation)
export class ParticipationResolver {
  @Authorized('organizer')
  @Query(() => [Participation], { description: 'An event’s participations, every status unless filtered' })
  eventParticipations(
    @Arg('eventId', () => ID) eventId: string,
    @Ctx() ctx: RequestContext,
    @Arg('filter', () => ParticipationFilter, { nullable: true }) filter?: ParticipationFilter | null,
  ): Promise<Participation[]> {
    return participationsService.forEvent(ctx, eventId, filter ?? {});
  }

  @RequiresRight('validation')
  @Authorized('organizer')
  @Query(() => [Participation], {
    description: "Participations awaiting the organizer's validation, every event of the organization (active one unless given), by slot start",
  })
  participationsToValidate(
    @Ctx() ctx: RequestContext,
    @Arg('organizationId', () => ID, { nullable: true }) organizationId?: string | null,
  ): Promise<Participation[]> {
    return participationsService.toValidate(ctx, optionalId(organizationId, 'organizationId'));
  }

  @Authorized('organizer')
  @Mutation(() => [Participation], { description: 'Bulk accept / reject / cancel in one transaction; mails the volunteers' })
  setParticipationsStatus(
    @Arg('ids', () => [ID]) ids: string[],
    @Arg('status', () => ParticipationStatus) status: ParticipationStatus,
    @Ctx() ctx: RequestContext,
    @Arg('message', () => String, { nullable: true }) message?: string | null,
  ): Promise<Participation[]> {
    return participationsService.setStatus(ctx, ids, status, message);
  }

  @Authorized('organizer')
  @Mutation(() => Participation)
  changeParticipationVolunteer(
    @Arg('id', () => ID) id: string,
    @Arg('volunteerId', () => ID) volunteerId: string,
    @Ctx() ctx: RequestContext,
  ): Promise<Participation> {
    return participationsService.changeVolunteer(ctx, id, volunteerId);
  }

  @Authorized('organizer')
  @Mutation(() => Participation, { description: 'To another slot of the same event; an active one claims its places' })
  moveParticipation(@Arg('id', () => ID) id: string, @Arg('timeSlotId', () => ID) timeSlotId: string, @Ctx() ctx: RequestContext): Promise<Participation> {
    return participationsService.move(ctx, id, timeSlotId);
  }

  @Authorized('organizer')
  @Mutation(() => [Participation], { description: 'Known volunteers on slots (recurring: the whole series); all or nothing' })
  addParticipations(@Arg('input', () => [AddParticipationInput]) input: AddParticipationInput[], @Ctx() ctx: RequestContext): Promise<Participation[]> {
    return participationsService.add(ctx, input);
  }

  @Authorized('organizer')
  @Mutation(() => Boolean)
  deleteParticipation(@Arg('id', () => ID) id: string, @Ctx() ctx: RequestContext): Promise<boolean> {
    return participationsService.remove(ctx, id);
  }

  @Query(() => VolunteerSpace, { description: 'Public: the portal token is the credential' })
  async volunteerSpace(@Arg('token') token: string, @Ctx() ctx: RequestContext): Promise<VolunteerSpace> {
    return participationsService.volunteerSpace(ctx, token);
  }

  @Mutation(() => Participation, { description: 'Public (token): the volunteer cancels an active participation before its slot starts' })
  cancelMyParticipation(@Arg('token') token: string, @Arg('id', () => ID) id: string, @Ctx() ctx: RequestContext): Promise<Participation> {
    return participationsService.cancelMine(ctx, token, id);
  }

  @Mutation(() => Boolean, { description: 'Public (token): the volunteer leaves a waiting list' })
  leaveWaitingList(@Arg('token') token: string, @Arg('id', () => ID) id: string, @Ctx() ctx: RequestContext): Promise<boolean> {
    return participationsService.leaveWaitingList(ctx, token, id);
  }

  @FieldResolver(() => ID)
  timeSlotId(@Root() participation: Participation): number {
    return participation.timeSlotId;
  }

  @FieldResolver(() => ID, { nullable: true })
  volunteerId(@Root() participation: Participation): number | null {
    return participation.volunteerId;
  }

  @FieldResolver(() => ID)
  eventId(@Root() participation: Participation): number {
    return participation.eventId;
  }

  @FieldResolver(() => String)
  email(@Root() participation: Participation): string {
    return participation.email;
  }

  @FieldResolver(() => String)
  phoneNumber(@Root() participation: Participation): string {
    return participation.phoneNumber;
  }

  @FieldResolver(() => String)
  validationMessage(@Root() participation: Participation): string {
    return participation.validationMessage;
  }

  @FieldResolver(() => String, { nullable: true, description: 'YYYY-MM-DD' })
  bornDate(@Root() participation: Participation): string | null {
    return participation.bornDate;
  }

  @FieldResolver(() => TimeSlot)
  async timeSlot(@Root() participation: Participation, @Ctx() ctx: RequestContext): Promise<TimeSlot> {
    const slot = await ctx.loaders.slots.byId.load(participation.timeSlotId);
    if (!slot) throw new Error(`participation ${participation.id} without its slot`);
    return slot;
  }

  @FieldResolver(() => String)
  async eventName(@Root() participation: Participation, @Ctx() ctx: RequestContext): Promise<string> {
    return (await ctx.loaders.events.byId.load(participation.eventId))?.name ?? '';
  }

  @FieldResolver(() => String, { description: "The event's time zone: the slot's times are shown in it" })
  async eventTimeZone(@Root() participation: Participation, @Ctx() ctx: RequestContext): Promise<string> {
    return (await ctx.loaders.events.byId.load(participation.eventId))?.timeZone ?? DEFAULT_TIME_ZONE;
  }

  @FieldResolver(() => String)
  async positionName(@Root() participation: Participation, @Ctx() ctx: RequestContext): Promise<string> {
    const slot = await ctx.loaders.slots.byId.load(participation.timeSlotId);
    return slot ? ((await ctx.loaders.positions.byId.load(slot.positionId))?.name ?? '') : '';
  }

  @FieldResolver(() => ID, { nullable: true })
  async positionId(@Root() participation: Participation, @Ctx() ctx: RequestContext): Promise<number | null> {
    return (await ctx.loaders.slots.byId.load(participation.timeSlotId))?.positionId ?? null;
  }

  @FieldResolver(() => String, { nullable: true })
  async sectorName(@Root() participation: Participation, @Ctx() ctx: RequestContext): Promise<string | null> {
    const slot = await ctx.loaders.slots.byId.load(participation.timeSlotId);
    const position = slot ? await ctx.loaders.positions.byId.load(slot.positionId) : null;
    if (!position || position.sectorId === null) return null;
    return (await ctx.loaders.events.sectorById.load(position.sectorId))?.name ?? null;
  }

  @FieldResolver(() => Int, { description: 'Seconds: the slot’s duration times nbParticipants' })
  async duration(@Root() participation: Participation, @Ctx() ctx: RequestContext): Promise<number> {
    const slot = await ctx.loaders.slots.byId.load(participation.timeSlotId);
    return slot ? durationSeconds(slot) * participation.nbParticipants : 0;
  }

  @FieldResolver(() => Volunteer, { nullable: true, description: 'Organizers only (null through the public doors)' })
  async volunteer(@Root() participation: Participation, @Ctx() ctx: RequestContext): Promise<Volunteer | null> {
    if (participation.volunteerId === null) return null;
    // A logged-in organizer using a public door (a token of another organization) sees no volunteer either.
    if (!(await organizationService.callerBelongsTo(ctx, participation.organizationId))) return null;
    const volunteer = await ctx.loaders.volunteers.byId.load(participation.volunteerId);
    return volunteer && volunteer.organizationId === participation.organizationId ? volunteer : null;
  }
}

/** What the organizer's assignment screens need of a slot's capacity. */
@Resolver(() => TimeSlot)
export class SlotPlacesResolver {
  @FieldResolver(() => Int, { description: 'Places still free: requiredVolunteerCount minus active participations and held waiting-list offers' })
  freePlaces(@Root() slot: TimeSlot, @Ctx() ctx: RequestContext): Promise<number> {
    return ctx.loaders.participations.freePlacesBySlotId.load(slot.id);
  }
}
