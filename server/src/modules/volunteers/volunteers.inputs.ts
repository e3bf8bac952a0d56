import { Field, ID, InputType, Int } from 'type-graphql';

@InputType({ description: 'Changes the given fields; categoryIds replace the categories' })
export class VolunteerInput {
  @Field({ nullable: true }) firstName?: string;
  @Field({ nullable: true }) lastName?: string;
  @Field({ nullable: true }) email?: string;
  @Field({ nullable: true }) phoneNumber?: string;
  @Field({ nullable: true }) address?: string;
  @Field({ nullable: true }) town?: string;
  @Field({ nullable: true }) postcode?: string;
  @Field({ nullable: true }) country?: string;
  @Field(() => String, { nullable: true, description: 'YYYY-MM-DD; null clears it' }) bornDate?: string | null;
  @Field({ nullable: true }) commentaire?: string;
  @Field({ nullable: true }) language?: string;
  @Field(() => Int, { nullable: true }) nbVouchersAllowed?: number;
  @Field(() => [ID], { nullable: true }) categoryIds?: string[];
}

@InputType()
export class VolunteerCategoryInput {
  @Field({ nullable: true }) name?: string;
  @Field({ nullable: true, description: 'New volunteers get the default categories' }) isByDefault?: boolean;
  @Field(() => ID, { nullable: true, description: 'Defaults to the active organization' }) organizationId?: string | null;
}
