import { ACTIVE_PARTICIPATION_STATUSES, slotsOverlap } from '@benevo/schema';
import { GraphQLDate } from 'graphql-scalars';
import { Arg, Authorized, Ctx, Field, FieldResolver, Float, ID, Int, Mutation, ObjectType, Resolver, Root } from 'type-graphql';
import type { RequestContext } from '../../context';
import { PlanningFormat } from '../events/events.enums';
import {
  BulkTimeSlotsInput,
  ImportPlanningInput,
  ImportPlanningResult,
  PlanningFile,
  RecurrenceType,
  TimeSlotInput,
  TimeSlotSeriesInput,
  UpdateTimeSlotSeriesInput,
} from '../events/events.inputs';
import { organizationService } from '../organizations/organization.service';
import { Participation } from '../participations/participation.entity';
import { RewardCategory } from '../rewards/reward-category.entity';
import { planningSheetService } from './planning-sheet';
import { durationSeconds, effectiveRate, slotPoints, slotsService } from './slots.service';
import { TimeSlot } from './time-slot.entity';

@ObjectType()
export class BulkTimeSlotsResult {
  @Field(() => [TimeSlot]) created: TimeSlot[];
  @Field(() => [TimeSlot]) updated: TimeSlot[];
  @Field(() => [ID]) deleted: number[];
}

@Resolver(() => TimeSlot)
export class TimeSlotResolver {
  @Authorized('organizer')
  @Mutation(() => TimeSlot)
  createTimeSlot(@Arg('input') input: TimeSlotInput, @Ctx() ctx: RequestContext): Promise<TimeSlot> {
    return slotsService.create(ctx, input);
  }

  @Authorized('organizer')
  @Mutation(() => TimeSlot)
  updateTimeSlot(@Arg('id', () => ID) id: string, @Arg('input') input: TimeSlotInput, @Ctx() ctx: RequestContext): Promise<TimeSlot> {
    return slotsService.update(ctx, id, input);
  }

  @Authorized('organizer')
  @Mutation(() => Boolean)
  deleteTimeSlot(@Arg('id', () => ID) id: string, @Ctx() ctx: RequestContext): Promise<boolean> {
    return slotsService.remove(ctx, id);
  }

  @Authorized('organizer')
  @Mutation(() => BulkTimeSlotsResult, { description: 'One transaction: a bad item writes nothing' })
  bulkTimeSlots(@Arg('input') input: BulkTimeSlotsInput, @Ctx() ctx: RequestContext): Promise<BulkTimeSlotsResult> {
    return slotsService.bulk(ctx, input);
  }

  @Authorized('organizer')
  @Mutation(() => [TimeSlot])
  createTimeSlotSeries(@Arg('input') input: TimeSlotSeriesInput, @Ctx() ctx: RequestContext): Promise<TimeSlot[]> {
    return slotsService.createSeries(ctx, input);
  }

  @Authorized('organizer')
  @Mutation(() => [TimeSlot])
  updateTimeSlotSeries(
    @Arg('series') series: string,
    @Arg('input') input: UpdateTimeSlotSeriesInput,
    @Ctx() ctx: RequestContext,
  ): Promise<TimeSlot[]> {
    return slotsService.updateSeries(ctx, series, input);
  }

  @Authorized('organizer')
  @Mutation(() => Int, { description: 'Number of slots deleted' })
  deleteTimeSlotSeries(@Arg('series') series: string, @Ctx() ctx: RequestContext): Promise<number> {
    return slotsService.deleteSeries(ctx, series);
  }

  @Authorized('organizer')
  @Mutation(() => [TimeSlot], { description: 'Copies the slots of one local day to another; answers the copies' })
  copyDaySlots(
    @Arg('eventId', () => ID) eventId: string,
    @Arg('fromDay', () => GraphQLDate) fromDay: Date,
    @Arg('toDay', () => GraphQLDate) toDay: Date,
    @Ctx() ctx: RequestContext,
  ): Promise<TimeSlot[]> {
    return slotsService.copyDay(ctx, eventId, fromDay, toDay);
  }

  @Authorized('organizer')
  @Mutation(() => ImportPlanningResult, { description: 'Positions and slots from a sheet: all rows or none' })
  importPlanning(@Arg('input') input: ImportPlanningInput, @Ctx() ctx: RequestContext): Promise<ImportPlanningResult> {
    return planningSheetService.import(ctx, input);
  }

  @Authorized('organizer')
  @Mutation(() => PlanningFile, { description: 'The planning in the import format (a mutation: it builds a file)' })
  exportPlanning(
    @Arg('eventId', () => ID) eventId: string,
    @Arg('format', () => PlanningFormat) format: PlanningFormat,
    @Ctx() ctx: RequestContext,
  ): Promise<PlanningFile> {
    return planningSheetService.export(ctx, eventId, format);
  }

  @FieldResolver(() => RecurrenceType, { nullable: true })
  recurrence(@Root() slot: TimeSlot): RecurrenceType | null {
    return slot.recurrence;
  }

  @FieldResolver(() => RewardCategory, { nullable: true })
  rewardCategory(@Root() slot: TimeSlot, @Ctx() ctx: RequestContext): Promise<RewardCategory | null> | null {
    return slot.rewardCategoryId === null ? null : ctx.loaders.rewards.byId.load(slot.rewardCategoryId);
  }

  @FieldResolver(() => Float, { description: "Points per hour: the slot's own rate, else its reward category's" })
  hourlyRate(@Root() slot: TimeSlot, @Ctx() ctx: RequestContext): Promise<number> {
    return effectiveRate(ctx, slot);
  }

  @FieldResolver(() => Int, { description: 'Seconds' })
  duration(@Root() slot: TimeSlot): number {
    return durationSeconds(slot);
  }

  // Organizers of the slot's organization only: a slot is also reachable through public doors (a
  // volunteer's token space, sign-up results), which must never list the other volunteers' contact
  // details, not even to a user logged in to another organization.
  @Authorized('organizer')
  @FieldResolver(() => [Participation], { description: 'Active participations (they hold places); organizers only' })
  async participants(@Root() slot: TimeSlot, @Ctx() ctx: RequestContext): Promise<Participation[]> {
    if (!(await organizationService.callerBelongsTo(ctx, slot.organizationId))) return [];
    return ctx.loaders.participations.activeBySlotId.load(slot.id);
  }

  @FieldResolver(() => Int, { description: 'Places taken: sum of nbParticipants of active participations' })
  async nbParticipants(@Root() slot: TimeSlot, @Ctx() ctx: RequestContext): Promise<number> {
    const participants = await ctx.loaders.participations.activeBySlotId.load(slot.id);
    return participants
      .filter((p) => ACTIVE_PARTICIPATION_STATUSES.includes(p.validationStatus))
      .reduce((sum, p) => sum + p.nbParticipants, 0);
  }

  @FieldResolver(() => Float, { description: 'Hours times hourlyRate (spec 3)' })
  points(@Root() slot: TimeSlot, @Ctx() ctx: RequestContext): Promise<number> {
    return slotPoints(ctx, slot);
  }

  @FieldResolver(() => [ID], {
    description: 'Slots of the same position whose times overlap this one (spec 5: detected and shown, not refused)',
  })
  async overlappingSlotIds(@Root() slot: TimeSlot, @Ctx() ctx: RequestContext): Promise<number[]> {
    const siblings = await ctx.loaders.slots.byPosition.load({ positionId: slot.positionId, from: null, to: null });
    return siblings.filter((other) => other.id !== slot.id && slotsOverlap(slot, other)).map((other) => other.id);
  }
}
