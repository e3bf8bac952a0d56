import type { Request } from 'express';
import type { RequestContext } from '../../context';
import { asBody, param, queryString, read, renamed, type Body, type FacadeRoute } from '../../rest/facade';
import type { Attribute } from './attribute.entity';
import type { FormField } from './form-field.entity';
import type { Form } from './forms.inputs';
import { fieldTypeOf, formsService, type AttributeData, type FormFieldData } from './forms.service';

/** The facade's Attribute (spec 3): event and campaign as ids (campaign attributes come with campaigns). */
export async function serializeAttribute(ctx: RequestContext, attribute: Attribute) {
  const options = await ctx.loaders.forms.optionsByAttributeId.load(attribute.id);
  return {
    id: attribute.id,
    name: attribute.name,
    valueType: attribute.valueType,
    event: attribute.eventId,
    campaign: null,
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

async function serializeForm(ctx: RequestContext, form: Form) {
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

function attributeData(body: Body): AttributeData {
  return {
    name: read.string(body, 'name'),
    valueType: read.string(body, 'valueType'),
    onRegistration: read.boolean(body, 'onRegistration'),
    options: optionsOf(body),
  };
}

/** A reference given as an id or as an object with an id. */
function reference(value: unknown): string | number | null | undefined {
  if (value === null) return null;
  if (typeof value === 'number' || typeof value === 'string') return value;
  if (typeof value === 'object' && value !== null) return read.id(asBody(value), 'id');
  return undefined;
}

function fieldData(item: unknown): FormFieldData {
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
const facadeField = (field: string) => field.replace(/\.attribute$/, '.customAttribute');

function organizationQuery(req: Request): string | undefined {
  return queryString(req, 'organizationId') ?? queryString(req, 'orgId');
}

async function updateRoute(ctx: RequestContext, req: Request) {
  const attribute = await formsService.updateAttribute(ctx, param(req, 'id'), attributeData(asBody(req.body)));
  return { body: await serializeAttribute(ctx, attribute) };
}

async function saveForm(ctx: RequestContext, req: Request) {
  const body: unknown = req.body;
  const list = Array.isArray(body) ? body : read.list(asBody(body), 'fields') ?? [];
  const form = await renamed(formsService.saveEventForm(ctx, param(req, 'id'), list.map(fieldData)), facadeField);
  return { body: await serializeForm(ctx, form) };
}

/** Spec 7 "Custom attributes and forms" (the campaign paths come with campaigns). */
export const formRoutes: FacadeRoute[] = [
  {
    method: 'GET',
    path: 'custom-volunteer-attributes/',
    guard: 'organizer',
    async handle(ctx, req) {
      const attributes = await formsService.listAttributes(ctx, { organizationId: organizationQuery(req) });
      return { body: await Promise.all(attributes.map((attribute) => serializeAttribute(ctx, attribute))) };
    },
  },
  {
    method: 'POST',
    path: 'custom-volunteer-attributes/',
    guard: 'organizer',
    async handle(ctx, req) {
      const body = asBody(req.body);
      const attribute = await formsService.createAttribute(ctx, {
        ...attributeData(body),
        eventId: reference(body.event),
        organizationId: read.id(body, 'organizationId') ?? organizationQuery(req),
      });
      return { status: 201, body: await serializeAttribute(ctx, attribute) };
    },
  },
  {
    method: 'GET',
    path: 'custom-volunteer-attributes/:id/',
    guard: 'organizer',
    async handle(ctx, req) {
      return { body: await serializeAttribute(ctx, await formsService.getAttribute(ctx, param(req, 'id'))) };
    },
  },
  { method: 'PUT', path: 'custom-volunteer-attributes/:id/', guard: 'organizer', handle: updateRoute },
  { method: 'PATCH', path: 'custom-volunteer-attributes/:id/', guard: 'organizer', handle: updateRoute },
  {
    method: 'DELETE',
    path: 'custom-volunteer-attributes/:id/',
    guard: 'organizer',
    async handle(ctx, req) {
      await formsService.deleteAttribute(ctx, param(req, 'id'));
      return { status: 204, body: null };
    },
  },
  {
    method: 'GET',
    path: 'events/:id/custom-volunteer-attributes/',
    guard: 'organizer',
    async handle(ctx, req) {
      const attributes = await formsService.listAttributes(ctx, { eventId: param(req, 'id') });
      return { body: await Promise.all(attributes.map((attribute) => serializeAttribute(ctx, attribute))) };
    },
  },
  {
    method: 'POST',
    path: 'events/:id/custom-volunteer-attributes/',
    guard: 'organizer',
    async handle(ctx, req) {
      const attribute = await formsService.createAttribute(ctx, { ...attributeData(asBody(req.body)), eventId: param(req, 'id') });
      return { status: 201, body: await serializeAttribute(ctx, attribute) };
    },
  },
  {
    method: 'GET',
    path: 'events/:id/form/',
    guard: 'organizer',
    async handle(ctx, req) {
      return { body: await serializeForm(ctx, await formsService.eventForm(ctx, param(req, 'id'))) };
    },
  },
  {
    method: 'POST',
    path: 'events/:id/form/',
    guard: 'organizer',
    // Adds one field (the body is a field payload) at the end of the form.
    async handle(ctx, req) {
      const form = await renamed(formsService.addEventFormField(ctx, param(req, 'id'), fieldData(req.body)), (field) =>
        facadeField(field).replace(/^fields\[\d+\]\./, ''),
      );
      return { status: 201, body: await serializeForm(ctx, form) };
    },
  },
  { method: 'PUT', path: 'events/:id/form/', guard: 'organizer', handle: saveForm },
];
