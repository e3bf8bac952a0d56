import { POINTS_TRIGGERS } from '@benevo/schema';
import { Field, Float, ID, Int, ObjectType, registerEnumType } from 'type-graphql';

export enum PointsTriggerEnum {
  participation_accepted = 'participation_accepted',
  participation_cancelled = 'participation_cancelled',
  participation_changed = 'participation_changed',
  time_slot_changed = 'time_slot_changed',
  hourly_rate_changed = 'hourly_rate_changed',
  product_purchased = 'product_purchased',
  manual_adjustment = 'manual_adjustment',
  order_cancelled = 'order_cancelled',
}
registerEnumType(PointsTriggerEnum, { name: 'PointsTrigger', description: `Spec 4 points triggers: ${POINTS_TRIGGERS.join(', ')}` });

@ObjectType('PointsTriggerData', { description: 'What caused a points change (spec 3 triggerData); the fields its trigger has' })
export class PointsTriggerDataType {
  @Field(() => String, { nullable: true }) eventName?: string | null;
  @Field(() => String, { nullable: true }) positionName?: string | null;
  @Field(() => Date, { nullable: true }) startTime?: Date | null;
  @Field(() => Date, { nullable: true }) endTime?: Date | null;
  @Field(() => ID, { nullable: true }) eventId?: number | null;
  @Field(() => ID, { nullable: true }) positionId?: number | null;
  @Field(() => ID, { nullable: true }) participationId?: number | null;
  @Field(() => String, { nullable: true }) productName?: string | null;
  @Field(() => Int, { nullable: true }) quantity?: number | null;
  @Field(() => ID, { nullable: true }) orderId?: number | null;
  @Field(() => String, { nullable: true }) reason?: string | null;
}

@ObjectType('PointsTransaction', { description: 'Spec 3 Points transaction: one change of a volunteer’s points' })
export class PointsTransactionType {
  @Field(() => ID) id: number;
  @Field() createdAt: Date;
  @Field(() => Float) pointsDiff: number;
  @Field(() => Float, { description: 'The balance after this change' }) balance: number;
  @Field(() => PointsTriggerEnum) trigger: PointsTriggerEnum;
  @Field({ description: "The trigger's label in the request's language (the shop's history labels of spec 4)" }) label: string;
  @Field(() => PointsTriggerDataType) triggerData: PointsTriggerDataType;
}

@ObjectType('VolunteerPoints', { description: "A volunteer's balance and history, newest first" })
export class VolunteerPointsType {
  @Field(() => ID) volunteerId: number;
  @Field(() => Float) balance: number;
  @Field(() => [PointsTransactionType]) transactions: PointsTransactionType[];
}
