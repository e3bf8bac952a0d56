import { Field, InputType, ObjectType } from 'type-graphql';
import { ParticipationGroupMember } from './group-member.entity';
import { Participation } from './participation.entity';

@InputType({ description: 'A person the leader of a group participation names' })
export class GroupMemberInput {
  @Field() name: string;
  @Field() email: string;
}

@ObjectType({ description: 'A group participation the token holder leads, with the people they named' })
export class LedGroup {
  @Field(() => Participation) participation: Participation;
  @Field(() => [ParticipationGroupMember]) members: ParticipationGroupMember[];
}

/**
 * A group participation another volunteer booked and named the token holder in: what the slot is and
 * who leads it, never the leader's contact details (hence no Participation here).
 */
@ObjectType()
export class GroupBooking {
  participation: Participation;
  @Field() leaderName: string;
}

@ObjectType({ description: "The portal's group assignments (issue 17)" })
export class MyGroups {
  @Field(() => [LedGroup]) led: LedGroup[];
  @Field(() => [GroupBooking]) bookedForMe: GroupBooking[];
}
