import { Field, ID, InputType, Int, ObjectType, registerEnumType } from 'type-graphql';
import { AnswerInput } from '../forms/forms.inputs';
import { AttributeValueTypeEnum, BaseAttributeEnum } from '../forms/forms.enums';

export enum DeletionRequestStatusEnum {
  pending = 'pending',
  done = 'done',
  refused = 'refused',
}
registerEnumType(DeletionRequestStatusEnum, { name: 'DeletionRequestStatus' });

@ObjectType('ProfileFieldOption')
export class ProfileFieldOptionType {
  @Field(() => ID) id: string;
  @Field() option: string;
}

@ObjectType('ProfileField', { description: "A field of the volunteer's profile form: a base attribute or a volunteer attribute of the organization" })
export class ProfileFieldType {
  @Field({ description: 'Stable key: base-<attribute> or attribute-<id>' }) key: string;
  @Field(() => ID, { nullable: true }) attributeId: string | null;
  @Field(() => BaseAttributeEnum, { nullable: true }) baseAttribute: BaseAttributeEnum | null;
  @Field() label: string;
  @Field() description: string;
  @Field(() => AttributeValueTypeEnum) valueType: AttributeValueTypeEnum;
  @Field({ description: "Required by the registration form of one of the volunteer's events" }) isRequired: boolean;
  @Field(() => [ProfileFieldOptionType]) options: ProfileFieldOptionType[];
  @Field(() => Int, { nullable: true }) minChoices: number | null;
  @Field(() => Int, { nullable: true }) maxChoices: number | null;
}

@ObjectType('ProfileAnswer')
export class ProfileAnswerType {
  @Field(() => ID) attributeId: string;
  @Field({ description: 'Stored text (enum: option id; enum_multiple: JSON array of option ids; bool: "true"/"false")' }) value: string;
}

@ObjectType('MyDeletionRequest')
export class MyDeletionRequestType {
  @Field(() => ID) id: number;
  @Field(() => DeletionRequestStatusEnum) status: DeletionRequestStatusEnum;
  @Field() requestedAt: Date;
  @Field(() => Date, { nullable: true }) decidedAt: Date | null;
  @Field() refusalReason: string;
}

@ObjectType('MyProfile', { description: "The portal's profile: the volunteer's contact fields, their answers and the form's rules" })
export class MyProfileType {
  @Field(() => ID) id: number;
  @Field() organizationName: string;
  @Field({ description: 'The identity: shown, never changed here' }) email: string;
  @Field() firstName: string;
  @Field() lastName: string;
  @Field() phoneNumber: string;
  @Field() address: string;
  @Field() town: string;
  @Field() postcode: string;
  @Field() country: string;
  @Field(() => String, { nullable: true, description: 'YYYY-MM-DD' }) bornDate: string | null;
  @Field() language: string;
  @Field(() => [ProfileFieldType]) fields: ProfileFieldType[];
  @Field(() => [ProfileAnswerType]) answers: ProfileAnswerType[];
  @Field(() => MyDeletionRequestType, { nullable: true, description: 'The latest deletion request' }) deletionRequest: MyDeletionRequestType | null;
}

@InputType('MyProfileInput', { description: 'The whole profile (PUT semantics); the e-mail is not part of it' })
export class MyProfileInput {
  @Field() firstName: string;
  @Field() lastName: string;
  @Field({ nullable: true }) phoneNumber?: string;
  @Field({ nullable: true }) address?: string;
  @Field({ nullable: true }) town?: string;
  @Field({ nullable: true }) postcode?: string;
  @Field({ nullable: true }) country?: string;
  @Field(() => String, { nullable: true, description: 'YYYY-MM-DD' }) bornDate?: string | null;
  @Field({ nullable: true }) language?: string;
  @Field(() => [AnswerInput], { nullable: true, description: 'Answers to the volunteer attributes; a field left out keeps its answer, null removes it' })
  answers?: AnswerInput[] | null;
}

@ObjectType('DeletionRequest', { description: "A volunteer's request to erase their personal data (organizer view)" })
export class DeletionRequestType {
  @Field(() => ID) id: number;
  @Field(() => ID) volunteerId: number;
  @Field(() => DeletionRequestStatusEnum) status: DeletionRequestStatusEnum;
  @Field({ description: 'Blank once erased' }) firstName: string;
  @Field({ description: 'Blank once erased' }) lastName: string;
  @Field({ description: 'Blank once erased' }) email: string;
  @Field() requestedAt: Date;
  @Field(() => Date, { nullable: true }) decidedAt: Date | null;
  @Field() refusalReason: string;
}
