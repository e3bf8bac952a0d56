import { GraphQLDate } from 'graphql-scalars';
import { Field, ID, InputType, Int, ObjectType } from 'type-graphql';

@ObjectType('Meal', { description: 'A meal of an event (lunch, dinner...), granted by positions and/or slots' })
export class MealType {
  @Field(() => ID) id: number;
  @Field(() => ID) eventId: number;
  @Field() name: string;
  @Field(() => Int, { description: 'Place among the event’s meals (creation order)' }) order: number;
  @Field(() => [ID], { description: 'Every accepted volunteer of these positions’ slots gets the meal' }) positionIds: number[];
  @Field(() => [ID], { description: 'Every accepted volunteer of these slots gets the meal' }) slotIds: number[];
}

@InputType('MealInput')
export class MealInput {
  @Field() name: string;
  @Field(() => [ID]) positionIds: string[];
  @Field(() => [ID]) slotIds: string[];
}

@ObjectType('MealVolunteer')
export class MealVolunteerType {
  @Field(() => ID) volunteerId: number;
  @Field() name: string;
  @Field({ description: 'The position of their first granting shift that day' }) positionName: string;
}

@ObjectType('MealCount', { description: 'One meal on one day (event time zone): how many to serve, and who' })
export class MealCountType {
  @Field(() => GraphQLDate) day: string;
  @Field(() => ID) mealId: number;
  @Field() mealName: string;
  @Field(() => Int, { description: 'People to feed: a group registration counts its participants' }) count: number;
  @Field(() => [MealVolunteerType]) volunteers: MealVolunteerType[];
}
