import { GraphQLDate } from 'graphql-scalars';
import { Field, ID, InputType, registerEnumType } from 'type-graphql';

export enum PrintKind {
  PLANNING = 'planning',
  PER_VOLUNTEER = 'per_volunteer',
  VOUCHERS = 'vouchers',
  TSHIRTS = 'tshirts',
  MEALS = 'meals',
}
registerEnumType(PrintKind, {
  name: 'PrintKind',
  description:
    'PLANNING: per position and day (/action/print); PER_VOLUNTEER: one page per volunteer (/action/print-ppb); VOUCHERS: meal tickets on cut sheets (/action/print-bon); TSHIRTS: counts and names per size; MEALS: the kitchen list',
});

@InputType('PrintFilter')
export class PrintFilterInput {
  @Field(() => ID) eventId: string;
  @Field(() => [GraphQLDate], { nullable: true, description: 'Days of the event (its time zone); none: every day' }) days?: Date[] | null;
  @Field(() => [ID], { nullable: true }) positionIds?: string[] | null;
  @Field(() => [ID], { nullable: true, description: 'Volunteer categories: only their members' }) categoryIds?: string[] | null;
  @Field(() => String, { nullable: true, description: 'PLANNING: "page_per_position" (default) or "compact"' }) layout?: string | null;
}
