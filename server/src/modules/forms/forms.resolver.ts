import { displayAnswer } from '@benevo/schema';
import { Arg, Authorized, Ctx, FieldResolver, ID, Mutation, Query, Resolver, Root } from 'type-graphql';
import type { RequestContext } from '../../context';
import { Participation } from '../participations/participation.entity';
import { Volunteer } from '../volunteers/volunteer.entity';
import { AttributeValue } from './attribute-value.entity';
import { Attribute, AttributeOption } from './attribute.entity';
import { FormField } from './form-field.entity';
import { AttributeValueTypeEnum } from './forms.enums';
import { AttributeInput, FieldCondition, Form, FormFieldInput } from './forms.inputs';
import { fieldTypeOf, formsService } from './forms.service';

@Resolver(() => Attribute)
export class AttributeResolver {
  @Authorized('organizer')
  @Query(() => [Attribute], { description: 'Volunteer attributes of the organization; with eventId, the event attributes' })
  customAttributes(
    @Ctx() ctx: RequestContext,
    @Arg('eventId', () => ID, { nullable: true }) eventId?: string | null,
    @Arg('organizationId', () => ID, { nullable: true }) organizationId?: string | null,
  ): Promise<Attribute[]> {
    return formsService.listAttributes(ctx, { eventId, organizationId });
  }

  @Authorized('organizer')
  @Mutation(() => Attribute)
  createAttribute(@Arg('input') input: AttributeInput, @Ctx() ctx: RequestContext): Promise<Attribute> {
    return formsService.createAttribute(ctx, input);
  }

  @Authorized('organizer')
  @Mutation(() => Attribute, { description: 'eventId and organizationId of the input are ignored' })
  updateAttribute(@Arg('id', () => ID) id: string, @Arg('input') input: AttributeInput, @Ctx() ctx: RequestContext): Promise<Attribute> {
    return formsService.updateAttribute(ctx, id, input);
  }

  @Authorized('organizer')
  @Mutation(() => Boolean, { description: 'Deletes the attribute with its form fields and answers' })
  deleteAttribute(@Arg('id', () => ID) id: string, @Ctx() ctx: RequestContext): Promise<boolean> {
    return formsService.deleteAttribute(ctx, id);
  }

  @FieldResolver(() => [AttributeOption])
  options(@Root() attribute: Attribute, @Ctx() ctx: RequestContext): Promise<AttributeOption[]> {
    return ctx.loaders.forms.optionsByAttributeId.load(attribute.id);
  }
}

@Resolver(() => Form)
export class FormResolver {
  @Authorized('organizer')
  @Query(() => Form)
  eventForm(@Arg('eventId', () => ID) eventId: string, @Ctx() ctx: RequestContext): Promise<Form> {
    return formsService.eventForm(ctx, eventId);
  }

  @Authorized('organizer')
  @Mutation(() => Form, { description: 'Replaces the form fields; their order is the list order' })
  saveEventForm(
    @Arg('eventId', () => ID) eventId: string,
    @Arg('fields', () => [FormFieldInput]) fields: FormFieldInput[],
    @Ctx() ctx: RequestContext,
  ): Promise<Form> {
    return formsService.saveEventForm(ctx, eventId, fields);
  }
}

@Resolver(() => FormField)
export class FormFieldResolver {
  @FieldResolver(() => String, { description: 'volunteer, event or base' })
  async type(@Root() field: FormField, @Ctx() ctx: RequestContext): Promise<string> {
    const attribute = field.attributeId === null ? null : await ctx.loaders.forms.attributeById.load(field.attributeId);
    return fieldTypeOf(field, attribute);
  }

  @FieldResolver(() => Attribute, { nullable: true })
  attribute(@Root() field: FormField, @Ctx() ctx: RequestContext): Promise<Attribute | null> | null {
    return field.attributeId === null ? null : ctx.loaders.forms.attributeById.load(field.attributeId);
  }

  @FieldResolver(() => ID, { nullable: true })
  parentFieldId(@Root() field: FormField): number | null {
    return field.parentFieldId;
  }

  @FieldResolver(() => FieldCondition, { nullable: true })
  async condition(@Root() field: FormField, @Ctx() ctx: RequestContext): Promise<FieldCondition | null> {
    if (field.parentFieldId === null || field.conditionOptionId === null) return null;
    const parent = await ctx.loaders.forms.fieldById.load(field.parentFieldId);
    return parent?.attributeId != null ? { targetAttribute: parent.attributeId, targetOption: field.conditionOptionId } : null;
  }
}

@Resolver(() => AttributeValue)
export class AttributeValueResolver {
  @FieldResolver(() => String)
  async name(@Root() value: AttributeValue, @Ctx() ctx: RequestContext): Promise<string> {
    return (await ctx.loaders.forms.attributeById.load(value.attributeId))?.name ?? '';
  }

  @FieldResolver(() => AttributeValueTypeEnum)
  async valueType(@Root() value: AttributeValue, @Ctx() ctx: RequestContext): Promise<AttributeValueTypeEnum> {
    return (await ctx.loaders.forms.attributeById.load(value.attributeId))?.valueType ?? AttributeValueTypeEnum.text;
  }

  @FieldResolver(() => String, { description: 'The value as people read it: option names, Oui/Non, dd.mm.yyyy' })
  async display(@Root() value: AttributeValue, @Ctx() ctx: RequestContext): Promise<string> {
    const attribute = await ctx.loaders.forms.attributeById.load(value.attributeId);
    if (!attribute) return value.value;
    const options = await ctx.loaders.forms.optionsByAttributeId.load(attribute.id);
    return displayAnswer(attribute.valueType, value.value, options, ctx.language);
  }
}

@Resolver(() => Volunteer)
export class VolunteerAttributeValuesResolver {
  @FieldResolver(() => [AttributeValue], { description: 'Answers to the volunteer attributes' })
  customAttributeValues(@Root() volunteer: Volunteer, @Ctx() ctx: RequestContext): Promise<AttributeValue[]> {
    return formsService.valuesOf(ctx, { volunteerId: volunteer.id });
  }
}

@Resolver(() => Participation)
export class ParticipationAttributeValuesResolver {
  @FieldResolver(() => [AttributeValue], { description: "Answers to the event's attributes given at sign-up" })
  customAttributeValues(@Root() participation: Participation, @Ctx() ctx: RequestContext): Promise<AttributeValue[]> {
    return formsService.valuesOf(ctx, { participationId: participation.id });
  }
}

/** Every resolver of the forms module (graphql/schema.ts). */
export const formsResolvers = [
  AttributeResolver,
  FormResolver,
  FormFieldResolver,
  AttributeValueResolver,
  VolunteerAttributeValuesResolver,
  ParticipationAttributeValuesResolver,
] as const;
