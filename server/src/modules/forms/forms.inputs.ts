import { Field, ID, InputType, Int, ObjectType } from 'type-graphql';
import { AttributeValueTypeEnum, BaseAttributeEnum } from './forms.enums';
import { FormField } from './form-field.entity';

@InputType({ description: 'Spec 5 "Custom field": name (title) and valueType required on create; options separated by semicolons' })
export class AttributeInput {
  @Field({ nullable: true }) name?: string;
  @Field(() => AttributeValueTypeEnum, { nullable: true }) valueType?: AttributeValueTypeEnum;
  @Field(() => ID, { nullable: true, description: 'Create only: an event attribute of this event; absent: a volunteer attribute' })
  eventId?: string | null;
  @Field({ nullable: true }) onRegistration?: boolean;
  @Field(() => String, { nullable: true, description: 'enum / enum_multiple: options separated by semicolons' })
  options?: string | null;
  @Field(() => ID, { nullable: true, description: 'Defaults to the active organization' }) organizationId?: string | null;
}

@InputType({ description: 'An answer to a custom field of the form' })
export class AnswerInput {
  @Field(() => ID) attributeId: string;
  @Field(() => String, { nullable: true, description: 'enum: an option id; enum_multiple: a JSON array of option ids; bool: "true"/"false"; date: YYYY-MM-DD' })
  value?: string | null;
}

@InputType()
export class FieldConditionInput {
  @Field(() => ID, { description: 'The attribute of a single-choice (enum) field placed above' }) targetAttribute: string;
  @Field(() => ID, { description: 'One of its options' }) targetOption: string;
}

@InputType({ description: 'One field of a form: attributeId (custom) or baseAttribute' })
export class FormFieldInput {
  @Field(() => ID, { nullable: true, description: 'An existing field of this form to keep; absent: a new field' }) id?: string | null;
  @Field(() => ID, { nullable: true }) attributeId?: string | null;
  @Field(() => BaseAttributeEnum, { nullable: true }) baseAttribute?: BaseAttributeEnum | null;
  @Field({ nullable: true }) isRequired?: boolean;
  @Field({ nullable: true }) label?: string;
  @Field({ nullable: true }) description?: string;
  @Field(() => FieldConditionInput, { nullable: true }) condition?: FieldConditionInput | null;
  @Field(() => Int, { nullable: true, description: 'enum_multiple only' }) minChoices?: number | null;
  @Field(() => Int, { nullable: true, description: 'enum_multiple only' }) maxChoices?: number | null;
}

@ObjectType('FieldCondition', { description: 'Shown only when the form field of targetAttribute is answered with targetOption' })
export class FieldCondition {
  @Field(() => ID) targetAttribute: number;
  @Field(() => ID) targetOption: number;
}

@ObjectType('Form', { description: "An event's registration form (its id is the event's)" })
export class Form {
  @Field(() => ID) id: number;
  @Field(() => ID) eventId: number;
  @Field(() => [FormField]) fields: FormField[];
}

@ObjectType('CampaignForm', { description: "A campaign's registration form (its id is the campaign's)" })
export class CampaignForm {
  @Field(() => ID) id: number;
  @Field(() => ID) campaignId: number;
  @Field(() => [FormField]) fields: FormField[];
}
