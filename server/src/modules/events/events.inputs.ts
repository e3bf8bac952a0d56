import { GraphQLDate } from 'graphql-scalars';
import { Field, Float, ID, InputType, Int, ObjectType } from 'type-graphql';
import { ParticipationStatus } from '@benevo/schema';
import { FullSlotsDisplayEnum, PlanningFormat, PositionOrderingEnum, VolunteerNameDisplayEnum } from './events.enums';

@ObjectType('EventConfiguration', { description: 'Spec 3 "Event configuration", defaults filled in' })
export class EventConfigurationType {
  @Field(() => VolunteerNameDisplayEnum) volunteerNameDisplay: VolunteerNameDisplayEnum;
  @Field(() => PositionOrderingEnum) positionOrdering: PositionOrderingEnum;
  @Field() allowPublicTimeSlotCreation: boolean;
  @Field() enableRegistrations: boolean;
  @Field() showPastSlots: boolean;
  @Field() enableGroupRegistrations: boolean;
  @Field() sendMeCopyOfRegistration: boolean;
  @Field(() => FullSlotsDisplayEnum) fullSlotsDefaultDisplay: FullSlotsDisplayEnum;
  @Field() closePositionByDefault: boolean;
  @Field() registrationEmailText: string;
  @Field() colorFree: string;
  @Field() colorFull: string;
  @Field(() => Int) groupMaxSize: number;
  @Field(() => ParticipationStatus) defaultParticipationValidationStatus: ParticipationStatus;
  @Field(() => Int, { description: 'Volunteers may cancel until this many hours before the slot (0: until it starts)' }) volunteerCancelDeadlineHours: number;
  @Field(() => [Int], { description: 'Reminder mails and iCal alarms this many hours before each shift' }) reminderDelaysHours: number[];
  @Field({ description: 'Volunteers may offer their shifts to others' }) enableShiftSwaps: boolean;
  @Field({ description: 'Swaps wait for the organizer’s approval' }) shiftSwapApproval: boolean;
}

@InputType()
export class EventConfigurationInput {
  @Field(() => VolunteerNameDisplayEnum, { nullable: true }) volunteerNameDisplay?: VolunteerNameDisplayEnum;
  @Field(() => PositionOrderingEnum, { nullable: true }) positionOrdering?: PositionOrderingEnum;
  @Field({ nullable: true }) allowPublicTimeSlotCreation?: boolean;
  @Field({ nullable: true }) enableRegistrations?: boolean;
  @Field({ nullable: true }) showPastSlots?: boolean;
  @Field({ nullable: true }) enableGroupRegistrations?: boolean;
  @Field({ nullable: true }) sendMeCopyOfRegistration?: boolean;
  @Field(() => FullSlotsDisplayEnum, { nullable: true }) fullSlotsDefaultDisplay?: FullSlotsDisplayEnum;
  @Field({ nullable: true }) closePositionByDefault?: boolean;
  @Field({ nullable: true }) registrationEmailText?: string;
  @Field({ nullable: true }) colorFree?: string;
  @Field({ nullable: true }) colorFull?: string;
  @Field(() => Int, { nullable: true }) groupMaxSize?: number;
  @Field(() => ParticipationStatus, { nullable: true }) defaultParticipationValidationStatus?: ParticipationStatus;
  @Field(() => Int, { nullable: true }) volunteerCancelDeadlineHours?: number;
  @Field(() => [Int], { nullable: true }) reminderDelaysHours?: number[];
  @Field({ nullable: true }) enableShiftSwaps?: boolean;
  @Field({ nullable: true }) shiftSwapApproval?: boolean;
}

@InputType()
export class EventDayInput {
  @Field() startsAt: Date;
  @Field() endsAt: Date;
}

@InputType({ description: 'An image the event keeps (id) or a new one (base64 JPEG under 10 MB)' })
export class EventImageInput {
  @Field(() => ID, { nullable: true }) id?: string | null;
  @Field(() => String, { nullable: true }) base64?: string | null;
}

@InputType({ description: 'Create: name, description, responsable, email and days are required (spec 5)' })
export class EventInput {
  @Field(() => ID, { nullable: true, description: 'Defaults to the active organization' }) organizationId?: string | null;
  @Field({ nullable: true }) name?: string;
  @Field({ nullable: true }) description?: string;
  @Field({ nullable: true }) email?: string;
  @Field({ nullable: true }) responsable?: string;
  @Field({ nullable: true }) teaser?: string;
  @Field({ nullable: true }) website?: string;
  @Field({ nullable: true }) complexEvent?: boolean;
  @Field(() => Int, { nullable: true }) version?: number;
  @Field({ nullable: true }) showOnPublicPage?: boolean;
  @Field({ nullable: true }) showOnHomeCalendar?: boolean;
  @Field(() => [Int], { nullable: true }) participationsRankings?: number[];
  @Field(() => Int, { nullable: true }) zoomLevel?: number;
  @Field({ nullable: true }) timeZone?: string;
  @Field(() => [EventDayInput], { nullable: true, description: 'Replaces the days (update: slots must stay visible)' })
  days?: EventDayInput[];
  @Field(() => EventConfigurationInput, { nullable: true }) configuration?: EventConfigurationInput;
  @Field(() => [EventImageInput], { nullable: true, description: 'The full list of images to keep and add' })
  images?: EventImageInput[];
  @Field(() => String, { nullable: true, description: 'New logo (PNG/JPEG base64); empty string removes it' })
  base64Logo?: string | null;
}

@InputType()
export class CloneEventInput {
  @Field(() => String, { nullable: true, description: 'Defaults to "[CLONE] " + the name' }) newName?: string | null;
  @Field(() => GraphQLDate, { description: "The clone's first day; every day and slot shifts with it" }) startDay: Date;
  @Field({ defaultValue: false }) cloneParticipations: boolean;
  @Field(() => [ID], {
    nullable: true,
    description: 'Volunteer categories whose participations are cloned; empty or absent: all of them',
  })
  cloneOnlyParticipationsInCategories?: string[] | null;
}

@InputType()
export class CopyEventIntoInput {
  @Field(() => ID) targetEventId: string;
  @Field(() => GraphQLDate) startDay: Date;
  @Field({ defaultValue: false }) cloneParticipations: boolean;
  @Field(() => [ID], { nullable: true }) cloneOnlyParticipationsInCategories?: string[] | null;
}

@ObjectType()
export class EventsSummary {
  @Field(() => Int) draft: number;
  @Field(() => Int) published: number;
  @Field(() => Int) archive: number;
  @Field(() => Int) registeredPublished: number;
  @Field(() => Int) requiredPublished: number;
  @Field(() => Int) registeredAll: number;
  @Field(() => Int) requiredAll: number;
  @Field(() => Float, { description: 'Hours, rounded by the hourly rounding rule' }) hoursRequired: number;
  @Field(() => Float) hoursRegistered: number;
}

@InputType()
export class SectorInput {
  @Field(() => ID, { nullable: true, description: 'Required on create' }) eventId?: string | null;
  @Field({ nullable: true }) name?: string;
  @Field({ nullable: true }) description?: string;
  @Field(() => Int, { nullable: true }) order?: number;
}

@InputType()
export class PositionInput {
  @Field(() => ID, { nullable: true, description: 'Required on create' }) eventId?: string | null;
  @Field({ nullable: true }) name?: string;
  @Field(() => Int, { nullable: true }) order?: number;
  @Field({ nullable: true }) description?: string;
  @Field(() => ID, { nullable: true }) sectorId?: string | null;
  @Field(() => [ID], { nullable: true }) tagIds?: string[];
  @Field(() => ParticipationStatus, { nullable: true }) defaultParticipationValidationStatus?: ParticipationStatus;
  @Field(() => Int, { nullable: true, description: '0 means unlimited' }) maxParticipantsAtTime?: number;
  @Field(() => Float, { nullable: true }) latitude?: number | null;
  @Field(() => Float, { nullable: true }) longitude?: number | null;
}

@InputType()
export class TimeSlotInput {
  @Field(() => ID, { nullable: true, description: 'Required on create' }) positionId?: string | null;
  @Field({ nullable: true }) description?: string;
  @Field({ nullable: true }) startTime?: Date;
  @Field({ nullable: true }) endTime?: Date;
  @Field(() => Int, { nullable: true }) requiredVolunteerCount?: number;
  @Field({ nullable: true }) isPrivate?: boolean;
  @Field(() => ID, { nullable: true }) rewardCategoryId?: string | null;
  @Field(() => Float, { nullable: true }) hourlyRate?: number | null;
}

@InputType()
export class TimeSlotUpdateItem extends TimeSlotInput {
  @Field(() => ID) id: string;
}

@InputType({ description: 'Applied in one transaction: a bad item rolls back the whole bulk' })
export class BulkTimeSlotsInput {
  @Field(() => [TimeSlotInput], { defaultValue: [] }) create: TimeSlotInput[];
  @Field(() => [TimeSlotUpdateItem], { defaultValue: [] }) update: TimeSlotUpdateItem[];
  @Field(() => [ID], { defaultValue: [] }) delete: string[];
}

@InputType()
export class RecurrenceInput {
  @Field(() => [GraphQLDate], { description: 'Local days of the series' }) days: Date[];
  @Field({ description: 'HH:mm, first start' }) from: string;
  @Field({ description: 'HH:mm, latest end (at or before from: next day)' }) to: string;
  @Field(() => Int, { description: 'A slot starts every N minutes' }) everyMinutes: number;
  @Field(() => Int, { description: 'Length of each slot in minutes' }) slotMinutes: number;
}

@ObjectType('Recurrence')
export class RecurrenceType {
  @Field(() => [GraphQLDate]) days: string[];
  @Field() from: string;
  @Field() to: string;
  @Field(() => Int) everyMinutes: number;
  @Field(() => Int) slotMinutes: number;
}

@InputType()
export class TimeSlotSeriesInput {
  @Field(() => ID) positionId: string;
  @Field(() => RecurrenceInput) recurrence: RecurrenceInput;
  @Field({ nullable: true }) description?: string;
  @Field(() => Int, { nullable: true }) requiredVolunteerCount?: number;
  @Field({ nullable: true }) isPrivate?: boolean;
  @Field(() => ID, { nullable: true }) rewardCategoryId?: string | null;
  @Field(() => Float, { nullable: true }) hourlyRate?: number | null;
}

@InputType({ description: 'Fields applied to every slot of a series (times stay)' })
export class UpdateTimeSlotSeriesInput {
  @Field({ nullable: true }) description?: string;
  @Field(() => Int, { nullable: true }) requiredVolunteerCount?: number;
  @Field({ nullable: true }) isPrivate?: boolean;
  @Field(() => ID, { nullable: true }) rewardCategoryId?: string | null;
  @Field(() => Float, { nullable: true }) hourlyRate?: number | null;
}

@InputType()
export class TagInput {
  @Field(() => ID, { nullable: true, description: 'Required on create' }) eventId?: string | null;
  @Field({ nullable: true }) name?: string;
  @Field(() => ID, { nullable: true, description: 'The category tag (null: none)' }) categoryId?: string | null;
  @Field(() => Int, { nullable: true, description: '1 public (default), 0 private' }) visibility?: number;
  @Field({ nullable: true }) color?: string;
}

@InputType()
export class RewardCategoryInput {
  @Field(() => ID, { nullable: true, description: 'Required on create' }) eventId?: string | null;
  @Field({ nullable: true }) name?: string;
  @Field(() => Float, { nullable: true }) hourlyRate?: number;
  @Field({ nullable: true }) icon?: string;
  @Field({ nullable: true }) isDefault?: boolean;
  @Field({ nullable: true }) timeSlotColor?: string;
}

@InputType()
export class ImportPlanningInput {
  @Field(() => ID) eventId: string;
  @Field() fileBase64: string;
  @Field(() => PlanningFormat) format: PlanningFormat;
  @Field({ defaultValue: true, description: 'Preview only: validate every row, write nothing' }) dryRun: boolean;
}

@ObjectType()
export class ImportFieldError {
  @Field() field: string;
  @Field() message: string;
}

@ObjectType()
export class ImportRow {
  @Field(() => Int, { description: 'Sheet row number (the header is row 1)' }) row: number;
  @Field() sector: string;
  @Field() position: string;
  @Field(() => Date, { nullable: true }) startTime: Date | null;
  @Field(() => Date, { nullable: true }) endTime: Date | null;
  @Field(() => Int) requiredVolunteerCount: number;
  @Field(() => [ImportFieldError]) errors: ImportFieldError[];
}

@ObjectType()
export class ImportPlanningResult {
  @Field(() => [ImportRow]) rows: ImportRow[];
  @Field({ description: 'True when nothing was written (preview, or a row had errors)' }) dryRun: boolean;
  @Field(() => Int) createdSectors: number;
  @Field(() => Int) createdPositions: number;
  @Field(() => Int) createdTimeSlots: number;
}

@ObjectType()
export class PlanningFile {
  @Field() fileName: string;
  @Field(() => PlanningFormat) format: PlanningFormat;
  @Field() fileBase64: string;
}
