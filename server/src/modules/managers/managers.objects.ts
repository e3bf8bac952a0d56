import { GraphQLDate } from 'graphql-scalars';
import { Field, ID, InputType, Int, ObjectType } from 'type-graphql';
import { MealCountType } from '../meals/meals.types';

@ObjectType('ManagerEventRef', { description: 'An event a manager may see' })
export class ManagerEventRefType {
  @Field(() => ID) id: number;
  @Field() uuid: string;
  @Field() name: string;
}

@ObjectType('Manager', { description: 'Spec 3 Manager: sees the assignments and meals of its events (eventIds)' })
export class ManagerType {
  @Field(() => ID) id: number;
  @Field() email: string;
  @Field(() => ID) organizationId: number;
  @Field(() => [ID]) eventIds: number[];
  @Field(() => [ManagerEventRefType], { description: 'The events of eventIds the organization still has' }) events: ManagerEventRefType[];
  @Field(() => Date, { nullable: true, description: 'When the last invitation mail was sent' }) invitedAt: Date | null;
  @Field({ description: 'May cancel slots on behalf of volunteers' }) canCancelSlots: boolean;
  @Field({ description: 'The manager has a password (set by the organizer or through the invitation)' }) hasPassword: boolean;
  @Field() createdAt: Date;
}

@InputType()
export class ManagerInput {
  @Field() email: string;
  @Field(() => String, { nullable: true, description: 'A new password; empty keeps the current one' }) password?: string | null;
  @Field(() => [ID]) eventIds: string[];
  @Field(() => Boolean, { nullable: true, description: 'Mails a link to choose a password (/manager/password?token=)' }) sendInvitation?: boolean | null;
  @Field(() => Boolean, { nullable: true, description: 'May cancel slots on behalf of volunteers (default false)' }) canCancelSlots?: boolean | null;
}

@ObjectType('ManagerSession', { description: 'A signed-in manager; send the token in the X-Manager-Token header' })
export class ManagerSessionType {
  @Field({ description: 'Empty in managerMe' }) token: string;
  @Field() expiresAt: Date;
  @Field() email: string;
  @Field() organizationName: string;
  @Field(() => [ManagerEventRefType]) events: ManagerEventRefType[];
}

@InputType()
export class AssignmentFilter {
  @Field(() => [GraphQLDate], { nullable: true }) days?: Date[] | null;
  @Field(() => [ID], { nullable: true }) positionIds?: string[] | null;
  @Field(() => [ID], { nullable: true }) sectorIds?: string[] | null;
  @Field(() => [Int], { nullable: true, description: 'Participation statuses among the active ones (0, 1, 6); default accepted and pending' })
  statuses?: number[] | null;
  @Field(() => String, { nullable: true, description: 'Every word in the names, e-mail or group name' }) search?: string | null;
}

@ObjectType('AssignmentRow', { description: 'One participation of the event, as a manager sees it' })
export class AssignmentRowType {
  @Field(() => ID) participationId: number;
  @Field(() => GraphQLDate, { description: 'The slot’s start day in the event’s time zone' }) day: string;
  @Field() startsAt: Date;
  @Field() endsAt: Date;
  @Field(() => String, { nullable: true }) sectorName: string | null;
  @Field(() => ID) positionId: number;
  @Field() positionName: string;
  @Field({ description: 'Full name for a signed-in manager; the event’s volunteerNameDisplay on the public manager view' }) volunteerName: string;
  @Field(() => String, { nullable: true, description: 'Only for a signed-in manager' }) email: string | null;
  @Field(() => String, { nullable: true, description: 'Only for a signed-in manager' }) phoneNumber: string | null;
  @Field(() => Int) nbParticipants: number;
  @Field(() => String, { nullable: true }) groupName: string | null;
  @Field(() => Int) validationStatus: number;
}

@ObjectType('ManagerPositionRef')
export class ManagerPositionRefType {
  @Field(() => ID) id: number;
  @Field() name: string;
  @Field(() => ID, { nullable: true }) sectorId: number | null;
}

@ObjectType('ManagerSectorRef')
export class ManagerSectorRefType {
  @Field(() => ID) id: number;
  @Field() name: string;
}

@ObjectType('ManagerEventView', { description: 'An event’s assignments and meals for its managers (or the public manager view)' })
export class ManagerEventViewType {
  @Field(() => ID) id: number;
  @Field() uuid: string;
  @Field() name: string;
  @Field() timeZone: string;
  @Field(() => [GraphQLDate], { description: 'The days with slots, in the event’s time zone' }) days: string[];
  @Field(() => [ManagerPositionRefType]) positions: ManagerPositionRefType[];
  @Field(() => [ManagerSectorRefType]) sectors: ManagerSectorRefType[];
  @Field(() => [AssignmentRowType]) rows: AssignmentRowType[];
  @Field(() => [MealCountType], { description: 'Meal counts per day and meal (the days of the filter)' }) meals: MealCountType[];
  @Field({ description: 'The manager may cancel slots on behalf of volunteers' }) canCancelSlots: boolean;
}
