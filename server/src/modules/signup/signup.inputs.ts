import { Field, ID, InputType, Int } from 'type-graphql';
import { AnswerInput } from '../forms/forms.inputs';
import { AvailabilityWindowInput } from '../assignment/preferences.types';

export { AnswerInput };


@InputType({ description: 'A slot the volunteer creates in a free gap of a position (allowPublicTimeSlotCreation)' })
export class NewSlotInput {
  @Field(() => ID) positionId: string;
  @Field() startTime: Date;
  @Field() endTime: Date;
}

@InputType({ description: 'One public sign-up: the person, the slots, the form answers' })
export class SignUpInput {
  @Field() eventUuid: string;
  @Field(() => [ID]) slotIds: string[];
  @Field() firstName: string;
  @Field() lastName: string;
  @Field() email: string;
  @Field() emailConfirmation: string;
  @Field(() => String, { nullable: true }) phoneNumber?: string | null;
  @Field(() => String, { nullable: true, description: 'YYYY-MM-DD' }) bornDate?: string | null;
  @Field(() => String, { nullable: true }) address?: string | null;
  @Field(() => String, { nullable: true }) town?: string | null;
  @Field(() => String, { nullable: true }) postcode?: string | null;
  @Field(() => String, { nullable: true }) country?: string | null;
  @Field(() => String, { nullable: true, description: 'fr, de, en or fr-ch: the language of the mails' }) language?: string | null;
  @Field(() => String, { nullable: true, description: 'Access code of private slots' }) passkey?: string | null;
  @Field(() => Int, { nullable: true, description: '1..configuration.groupMaxSize, with group registrations' }) groupSize?: number | null;
  @Field(() => String, { nullable: true }) groupName?: string | null;
  @Field() policyAccepted: boolean;
  @Field(() => Boolean, { nullable: true, description: 'A full slot puts the volunteer on its waiting list instead of refusing' })
  joinWaitingList?: boolean | null;
  @Field(() => [AnswerInput], { nullable: true }) answers?: AnswerInput[] | null;
  @Field(() => [NewSlotInput], { nullable: true }) newSlots?: NewSlotInput[] | null;
  @Field(() => [AvailabilityWindowInput], { nullable: true, description: "Issue 18, when the form asks: the days (the event's) and hours available; null = any time" })
  availability?: AvailabilityWindowInput[] | null;
  @Field(() => [ID], { nullable: true, description: "Issue 18, when the form asks: ranked ids of the event's positions (at most 5)" })
  preferredPositionIds?: string[] | null;
}
