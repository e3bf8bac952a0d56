import type { RequestContext } from '../../context';
import { displayAnswer } from '@benevo/schema';
import { asBody, read, type Body } from '../../rest/facade';
import type { AttributeValue } from './attribute-value.entity';
import type { Attribute } from './attribute.entity';
import type { FormField } from './form-field.entity';
import { fieldTypeOf, type AttributeData, type FormFieldData } from './forms.service';

/*
 * The facade's wire format of attributes and forms (spec 7 "Custom attributes and forms"), shared by
 * the event paths (forms.rest.ts) and the campaign paths (campaigns.rest.ts).
 */

/** The facade's Attribute (spec 3): event and campaign as ids. */
export async function serializeAttribute(ctx: RequestContext, attribute: Attribute) {
  const options = await ctx.loaders.forms.optionsByAttributeId.load(attribute.id);
  return {
    id: attribute.id,
    name: attribute.name,
    valueType: attribute.valueType,
    event: attribute.eventId,
    campaign: attribute.campaignId,
    onRegistration: attribute.onRegistration,
    options: options.map((option) => ({ id: option.id, option: option.option })),
  };
}

/**
 * The spec 7 form field payload: id, isRequired, label, type, description, attribute (the custom
 * attribute's id, or the base attribute's name), condition, and customAttribute (the attribute) or
 * baseAttribute (its name).
 */
export async function serializeField(ctx: RequestContext, field: FormField) {
  const [attribute, parent] = await Promise.all([
    field.attributeId === null ? null : ctx.loaders.forms.attributeById.load(field.attributeId),
    field.parentFieldId === null ? null : ctx.loaders.forms.fieldById.load(field.parentFieldId),
  ]);
  const source = attribute ? { customAttribute: await serializeAttribute(ctx, attribute) } : { baseAttribute: field.baseAttribute };
  return {
    id: field.id,
    isRequired: field.isRequired,
    label: field.label,
    type: fieldTypeOf(field, attribute),
    description: field.description,
    attribute: attribute ? attribute.id : field.baseAttribute,
    condition:
      parent?.attributeId != null && field.conditionOptionId !== null
        ? { targetAttribute: parent.attributeId, targetOption: field.conditionOptionId }
        : null,
    ...source,
    minChoices: field.minChoices,
    maxChoices: field.maxChoices,
    order: field.order,
    parentFieldId: field.parentFieldId,
  };
}

/** A form as the facade sends it: its owner's id and its fields in their order. */
export async function serializeForm(ctx: RequestContext, form: { id: number; fields: FormField[] }) {
  return { id: form.id, fields: await Promise.all(form.fields.map((field) => serializeField(ctx, field))) };
}

/** Options as the spec's semicolon-separated text, or a list of texts or {option} objects. */
function optionsOf(body: Body): string | undefined {
  const value = body.options;
  if (typeof value === 'string') return value;
  if (!Array.isArray(value)) return undefined;
  return value
    .map((item) => (typeof item === 'string' ? item : read.string(asBody(item), 'option') ?? ''))
    .map((text) => text.replace(/;/g, ','))
    .join(';');
}

export function attributeData(body: Body): AttributeData {
  return {
    name: read.string(body, 'name'),
    valueType: read.string(body, 'valueType'),
    onRegistration: read.boolean(body, 'onRegistration'),
    options: optionsOf(body),
  };
}

/** A reference given as an id or as an object with an id. */
export function reference(value: unknown): string | number | null | undefined {
  if (value === null) return null;
  if (typeof value === 'number' || typeof value === 'string') return value;
  if (typeof value === 'object' && value !== null) return read.id(asBody(value), 'id');
  return undefined;
}

export function fieldData(item: unknown): FormFieldData {
  const body = asBody(item);
  const type = read.string(body, 'type');
  const base = read.string(body, 'baseAttribute') ?? (type === 'base' ? read.string(body, 'attribute') : undefined);
  const custom = reference(body.customAttribute) ?? reference(body.attributeId) ?? (type !== 'base' ? reference(body.attribute) : undefined);
  const condition = asBody(body.condition);
  const targetAttribute = reference(condition.targetAttribute);
  const targetOption = reference(condition.targetOption);
  return {
    id: read.id(body, 'id'),
    attributeId: base ? null : custom,
    baseAttribute: base ?? null,
    isRequired: read.boolean(body, 'isRequired'),
    label: read.string(body, 'label'),
    description: read.string(body, 'description'),
    condition:
      targetAttribute !== undefined && targetAttribute !== null && targetOption !== undefined && targetOption !== null
        ? { targetAttribute, targetOption }
        : null,
    minChoices: read.number(body, 'minChoices') ?? null,
    maxChoices: read.number(body, 'maxChoices') ?? null,
  };
}

/** `fields[0].attribute` -> `fields[0].customAttribute`, the facade's name. */
export const facadeField = (field: string) => field.replace(/\.attribute$/, '.customAttribute');

/** An answer (spec 3 customAttributeValues item): the attribute's id, the stored value and how people read it. */
export async function serializeAnswer(ctx: RequestContext, value: AttributeValue) {
  const attribute = await ctx.loaders.forms.attributeById.load(value.attributeId);
  const options = attribute ? await ctx.loaders.forms.optionsByAttributeId.load(attribute.id) : [];
  return {
    attribute: value.attributeId,
    name: attribute?.name ?? '',
    value: value.value,
    display: attribute ? displayAnswer(attribute.valueType, value.value, options, ctx.language) : value.value,
  };
}

/** The fields of a PUT .../form/ body: a list, or {fields: [...]}. */
export function fieldsOfBody(body: unknown): FormFieldData[] {
  const list = Array.isArray(body) ? body : read.list(asBody(body), 'fields') ?? [];
  return list.map(fieldData);
}

/** A POST .../form/ field error named as the facade's single field payload (`customAttribute`, not `fields[3].attribute`). */
export const addedFieldName = (field: string) => facadeField(field).replace(/^fields\[\d+\]\./, '');
