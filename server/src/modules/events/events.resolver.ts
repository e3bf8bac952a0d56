import { ARCHIVE_PREFIX, PARTICIPATIONS_RANKINGS } from '@benevo/schema';
import { Arg, Authorized, Ctx, Field, FieldResolver, ID, Int, Mutation, ObjectType, Query, Resolver, Root } from 'type-graphql';
import type { RequestContext } from '../../context';
import { Position } from '../positions/position.entity';
import { positionsService } from '../positions/positions.service';
import { RewardCategory } from '../rewards/reward-category.entity';
import { Tag } from '../tags/tag.entity';
import { eventCopyService } from './event-copy.service';
import { EventDay } from './event-day.entity';
import { EventImage } from './event-image.entity';
import { Event } from './event.entity';
import { EventStatusEnum } from './events.enums';
import {
  CloneEventInput,
  CopyEventIntoInput,
  EventConfigurationType,
  EventInput,
  EventsSummary,
  SectorInput,
} from './events.inputs';
import { configurationOf, eventsService } from './events.service';
import { optionalId } from '../../common/ids';
import { Sector } from './sector.entity';
import { sectorsService } from './sectors.service';
import { RequiresRight } from '../organizations/rights.decorator';

@ObjectType({ description: 'Spec 3 Rankings: a ranking an event can show (Event.participationsRankings)' })
export class Ranking {
  @Field(() => ID) id: number;
  @Field() name: string;
}

@Resolver(() => Event)
export class EventResolver {
  @Authorized('organizer')
  @Query(() => [Ranking])
  participationsRankings(): Ranking[] {
    return PARTICIPATIONS_RANKINGS.map((ranking) => ({ ...ranking }));
  }

  @Authorized('organizer')
  @Query(() => [Event], { description: "The organization's events, latest first" })
  events(
    @Ctx() ctx: RequestContext,
    @Arg('status', () => EventStatusEnum, { nullable: true }) status?: EventStatusEnum | null,
    @Arg('organizationId', () => ID, { nullable: true }) organizationId?: string | null,
  ): Promise<Event[]> {
    return eventsService.list(ctx, { status, organizationId: optionalId(organizationId, 'organizationId') });
  }

  @RequiresRight('calendar')
  @Authorized('organizer')
  @Query(() => [Event], { description: "The events calendar (/events/calendar): the organization's events, every status; Pro or Corporate rights only" })
  calendarEvents(
    @Ctx() ctx: RequestContext,
    @Arg('organizationId', () => ID, { nullable: true }) organizationId?: string | null,
  ): Promise<Event[]> {
    return eventsService.list(ctx, { status: null, organizationId: optionalId(organizationId, 'organizationId') });
  }

  @Authorized('organizer')
  @Query(() => Event)
  event(
    @Ctx() ctx: RequestContext,
    @Arg('id', () => ID, { nullable: true }) id?: string | null,
    @Arg('uuid', () => String, { nullable: true }) uuid?: string | null,
  ): Promise<Event> {
    return eventsService.get(ctx, { id, uuid });
  }

  @Authorized('organizer')
  @Query(() => EventsSummary, { description: 'Spec 3 "Events summary": figures of the dashboard' })
  eventsSummary(
    @Ctx() ctx: RequestContext,
    @Arg('organizationId', () => ID, { nullable: true }) organizationId?: string | null,
    @Arg('years', () => [Int], { nullable: true, description: 'Years of the events’ first days' }) years?: number[] | null,
  ): Promise<EventsSummary> {
    return eventsService.summary(ctx, optionalId(organizationId, 'organizationId'), years);
  }

  @Authorized('organizer')
  @Mutation(() => Event)
  createEvent(@Arg('input') input: EventInput, @Ctx() ctx: RequestContext): Promise<Event> {
    return eventsService.create(ctx, input);
  }

  @Authorized('organizer')
  @Mutation(() => Event, { description: 'Changes the given fields; days replace the event’s days' })
  updateEvent(@Arg('id', () => ID) id: string, @Arg('input') input: EventInput, @Ctx() ctx: RequestContext): Promise<Event> {
    return eventsService.update(ctx, id, input);
  }

  @Authorized('organizer')
  @Mutation(() => Boolean)
  deleteEvent(@Arg('id', () => ID) id: string, @Ctx() ctx: RequestContext): Promise<boolean> {
    return eventsService.remove(ctx, id);
  }

  @Authorized('organizer')
  @Mutation(() => Event)
  publishEvent(@Arg('id', () => ID) id: string, @Ctx() ctx: RequestContext): Promise<Event> {
    return eventsService.setStatus(ctx, id, EventStatusEnum.PUBLISHED);
  }

  @Authorized('organizer')
  @Mutation(() => Event)
  archiveEvent(@Arg('id', () => ID) id: string, @Ctx() ctx: RequestContext): Promise<Event> {
    return eventsService.setStatus(ctx, id, EventStatusEnum.ARCHIVED);
  }

  @Authorized('organizer')
  @Mutation(() => Event)
  setEventDraft(@Arg('id', () => ID) id: string, @Ctx() ctx: RequestContext): Promise<Event> {
    return eventsService.setStatus(ctx, id, EventStatusEnum.DRAFT);
  }

  @Authorized('organizer')
  @Mutation(() => Event, { description: 'A draft copy named "[CLONE] name", days and slots shifted to startDay' })
  cloneEvent(@Arg('id', () => ID) id: string, @Arg('input') input: CloneEventInput, @Ctx() ctx: RequestContext): Promise<Event> {
    return eventCopyService.clone(ctx, id, input);
  }

  @Authorized('organizer')
  @Mutation(() => Event, { description: 'Copies this event’s planning into the target event; answers the target' })
  copyEventInto(@Arg('id', () => ID) id: string, @Arg('input') input: CopyEventIntoInput, @Ctx() ctx: RequestContext): Promise<Event> {
    return eventCopyService.copyInto(ctx, id, input);
  }

  @Authorized('organizer')
  @Mutation(() => Sector)
  createSector(@Arg('input') input: SectorInput, @Ctx() ctx: RequestContext): Promise<Sector> {
    return sectorsService.create(ctx, input);
  }

  @Authorized('organizer')
  @Mutation(() => Sector)
  updateSector(@Arg('id', () => ID) id: string, @Arg('input') input: SectorInput, @Ctx() ctx: RequestContext): Promise<Sector> {
    return sectorsService.update(ctx, id, input);
  }

  @Authorized('organizer')
  @Mutation(() => Boolean)
  deleteSector(@Arg('id', () => ID) id: string, @Ctx() ctx: RequestContext): Promise<boolean> {
    return sectorsService.remove(ctx, id);
  }

  @FieldResolver(() => String, { description: 'First 8 characters of the uuid' })
  uuidShort(@Root() event: Event): string {
    return event.uuid.slice(0, 8);
  }

  @FieldResolver(() => String, { description: 'The name, with "[ARCHIVE] " in front when archived' })
  displayName(@Root() event: Event): string {
    return event.status === EventStatusEnum.ARCHIVED ? `${ARCHIVE_PREFIX}${event.name}` : event.name;
  }

  @FieldResolver(() => String)
  async organizationName(@Root() event: Event, @Ctx() ctx: RequestContext): Promise<string> {
    const organization = await ctx.loaders.organizations.byId.load(event.organizationId);
    return organization?.publicName || organization?.name || '';
  }

  @FieldResolver(() => EventConfigurationType)
  configuration(@Root() event: Event): EventConfigurationType {
    return configurationOf(event) as unknown as EventConfigurationType;
  }

  @FieldResolver(() => [EventDay])
  days(@Root() event: Event, @Ctx() ctx: RequestContext): Promise<EventDay[]> {
    return ctx.loaders.events.days.load(event.id);
  }

  @FieldResolver(() => [EventImage])
  images(@Root() event: Event, @Ctx() ctx: RequestContext): Promise<EventImage[]> {
    return ctx.loaders.events.images.load(event.id);
  }

  @FieldResolver(() => [Sector])
  sectors(@Root() event: Event, @Ctx() ctx: RequestContext): Promise<Sector[]> {
    return ctx.loaders.events.sectors.load(event.id);
  }

  @FieldResolver(() => [Position], {
    description:
      'Positions in the configured order; from/to limit their timeSlots to that window (one day or viewport)',
  })
  async positions(
    @Root() event: Event,
    @Ctx() ctx: RequestContext,
    @Arg('from', () => Date, { nullable: true }) from?: Date | null,
    @Arg('to', () => Date, { nullable: true }) to?: Date | null,
  ): Promise<Position[]> {
    return positionsService.planning(ctx, event, { from: from ?? null, to: to ?? null });
  }

  @FieldResolver(() => [Tag])
  tags(@Root() event: Event, @Ctx() ctx: RequestContext): Promise<Tag[]> {
    return ctx.loaders.tags.byEventId.load(event.id);
  }

  @FieldResolver(() => [RewardCategory])
  rewardCategories(@Root() event: Event, @Ctx() ctx: RequestContext): Promise<RewardCategory[]> {
    return ctx.loaders.rewards.byEventId.load(event.id);
  }

  @FieldResolver(() => Int, { description: 'Places held by active participations' })
  nbrVolunteersRegistered(@Root() event: Event, @Ctx() ctx: RequestContext): Promise<number> {
    return ctx.loaders.events.registered.load(event.id);
  }

  @FieldResolver(() => Int, { description: "Sum of the slots' requiredVolunteerCount" })
  nbrVolunteersRequired(@Root() event: Event, @Ctx() ctx: RequestContext): Promise<number> {
    return ctx.loaders.events.required.load(event.id);
  }
}

@Resolver(() => Sector)
export class SectorResolver {
  @FieldResolver(() => [Position])
  positions(@Root() sector: Sector, @Ctx() ctx: RequestContext): Promise<Position[]> {
    return ctx.loaders.positions.bySectorId.load(sector.id);
  }
}
