import { ParticipationStatus } from '@benevo/schema';
import { Field, ID, InputType, Int, ObjectType, registerEnumType } from 'type-graphql';
import { WaitingListEntry } from '../waiting-list/waiting-list-entry.entity';
import { Participation } from './participation.entity';

/** Spec 4 "Participation filter kinds": GROUP = more than one participant or a group name. */
export enum ParticipationKind {
  ALL = 'ALL',
  SOLO = 'SOLO',
  GROUP = 'GROUP',
}
registerEnumType(ParticipationKind, { name: 'ParticipationKind' });

@InputType()
export class ParticipationFilter {
  @Field(() => ParticipationKind, { nullable: true }) kind?: ParticipationKind | null;
  @Field(() => [ParticipationStatus], { nullable: true }) statuses?: ParticipationStatus[] | null;
  @Field(() => ID, { nullable: true }) positionId?: string | null;
  @Field(() => String, { nullable: true, description: "YYYY-MM-DD: the slot's start day in the event's time zone" }) day?: string | null;
  @Field(() => String, { nullable: true, description: 'Every word must match a name, the e-mail or the group name' }) search?: string | null;
}

@InputType()
export class AddParticipationInput {
  @Field(() => ID) volunteerId: string;
  @Field(() => ID) timeSlotId: string;
  @Field(() => Int, { nullable: true, description: 'Default 1' }) nbParticipants?: number | null;
  @Field(() => String, { nullable: true }) groupName?: string | null;
  @Field(() => ParticipationStatus, { nullable: true, description: 'Default ACCEPTED' }) validationStatus?: ParticipationStatus | null;
  @Field(() => Boolean, { nullable: true, description: "Also every slot of the chosen slot's series" }) recurring?: boolean | null;
}

@ObjectType({ description: "A volunteer's personal space, opened with their portal token" })
export class VolunteerSpace {
  @Field() firstName: string;
  @Field() lastName: string;
  @Field() email: string;
  @Field() organizationName: string;
  @Field(() => [Participation]) participations: Participation[];
  @Field(() => [WaitingListEntry]) waitingList: WaitingListEntry[];
}
