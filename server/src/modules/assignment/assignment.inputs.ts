import { Field, Float, ID, InputType, Int } from 'type-graphql';

@InputType('AutoAssignPriorityInput', { description: 'The weight of a position’s places in the objective (1..10, default 1)' })
export class AutoAssignPriorityInput {
  @Field(() => ID) positionId: string;
  @Field(() => Int) priority: number;
}

@InputType('VolunteerSlotInput', { description: 'One volunteer on one slot (a pin, a forbidden pair, an assignment to apply)' })
export class VolunteerSlotInput {
  @Field(() => ID) volunteerId: string;
  @Field(() => ID) slotId: string;
}

/** The options of an auto-assignment run; every field optional (AUTO_ASSIGN_DEFAULTS of @benevo/schema). */
@InputType('AutoAssignOptionsInput')
export class AutoAssignOptionsInput {
  @Field(() => Boolean, { nullable: true, description: 'Volunteers with a participation or waiting-list entry in the event (default true)' })
  registered?: boolean | null;
  @Field(() => [ID], { nullable: true, description: 'Volunteers registered to these campaigns' }) campaignIds?: string[] | null;
  @Field(() => [ID], { nullable: true, description: 'Volunteers of these categories' }) categoryIds?: string[] | null;
  @Field(() => Float, { nullable: true, description: 'Per volunteer (null: no limit)' }) maxHours?: number | null;
  @Field(() => Int, { nullable: true, description: 'Per volunteer (null: no limit)' }) maxShifts?: number | null;
  @Field(() => Int, { nullable: true, description: 'Minutes between two shifts of a volunteer (default 0)' }) minRestMinutes?: number | null;
  @Field(() => Boolean, { nullable: true, description: 'A group sign-up is placed whole (default true)' }) keepGroupsTogether?: boolean | null;
  @Field(() => Boolean, { nullable: true, description: "A volunteer's existing shifts of the event count in their limits (default true)" })
  respectExisting?: boolean | null;
  @Field(() => Boolean, { nullable: true, description: 'Only positions the volunteer ranked (default false)' }) onlyPreferredPositions?: boolean | null;
  @Field(() => [AutoAssignPriorityInput], { nullable: true }) positionPriorities?: AutoAssignPriorityInput[] | null;
  @Field(() => [VolunteerSlotInput], { nullable: true, description: 'Assignments to keep when they break no hard constraint' })
  pinned?: VolunteerSlotInput[] | null;
  @Field(() => [VolunteerSlotInput], { nullable: true, description: 'Assignments never proposed' }) forbidden?: VolunteerSlotInput[] | null;
  @Field(() => String, { nullable: true, description: 'auto (default), exact or heuristic' }) method?: string | null;
  @Field(() => Int, { nullable: true, description: '1..120 seconds (default 20)' }) timeLimitSeconds?: number | null;
  @Field(() => Boolean, { nullable: true, description: 'Solve as a background job even for a small event' }) background?: boolean | null;
}
