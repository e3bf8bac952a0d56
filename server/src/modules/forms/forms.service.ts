import { idNumber, isRowId } from '../../common/ids';
import {
  BASE_ATTRIBUTES,
  BASE_ATTRIBUTE_VALUE_TYPES,
  CHOICE_VALUE_TYPES,
  FIELD_DESCRIPTION_MAX_LENGTH,
  FIELD_LABEL_MAX_LENGTH,
  LICENSE_FIELD_LIMITS,
  attributeSchema,
  hasProRights,
  messageKey,
  parseOptions,
  type AttributeValueTypeName,
  type FormFieldType,
  type MessageKey,
  type RegistrationField,
  type RegistrationFormDefinition,
} from '@benevo/schema';
import { In, IsNull } from 'typeorm';
import { withTransaction, type RequestContext } from '../../context';
import { AppError, type FieldErrors } from '../../errors/app-error';
import { validateInput } from '../../errors/validate';
import { eventsService } from '../events/events.service';
import { optionalId, parseId } from '../../common/ids';
import { organizationService } from '../organizations/organization.service';
import { participationsService } from '../participations/participations.service';
import { AttributeValue } from './attribute-value.entity';
import { Attribute, AttributeOption } from './attribute.entity';
import { FormField } from './form-field.entity';
import { AttributeValueTypeEnum, BaseAttributeEnum } from './forms.enums';
import type { Form } from './forms.inputs';

export interface AttributeData {
  name?: string | null;
  valueType?: string | null;
  /** Create only: the event of an event attribute. */
  eventId?: string | number | null;
  onRegistration?: boolean | null;
  /** Options separated by semicolons (enum, enum_multiple). */
  options?: string | null;
  organizationId?: string | number | null;
}

export interface FormFieldData {
  id?: string | number | null;
  attributeId?: string | number | null;
  baseAttribute?: string | null;
  isRequired?: boolean | null;
  label?: string | null;
  description?: string | null;
  condition?: { targetAttribute: string | number; targetOption: string | number } | null;
  minChoices?: number | null;
  maxChoices?: number | null;
}

export interface AnswersData {
  organizationId: number;
  volunteerId: number;
  participationIds: number[];
  /** The campaign registration that keeps the answers to the campaign's own attributes. */
  campaignRegistrationId?: number | null;
  answers: Array<{ attributeId: string | number; value: string | null }>;
}

type FieldLimits = { volunteer: number | null; event: number | null };

/**
 * Whose form (or own attributes): an event's or a campaign's, already found in the caller's
 * organization (the events module here, the campaigns module through its service).
 */
export interface FormOwner {
  kind: 'event' | 'campaign';
  id: number;
  organizationId: number;
}

const ownerWhere = (owner: FormOwner) => (owner.kind === 'event' ? { eventId: owner.id } : { campaignId: owner.id });
const eventOwner = (event: { id: number; organizationId: number }): FormOwner => ({ kind: 'event', id: event.id, organizationId: event.organizationId });

/**
 * Spec 6 licence field limits, counted as custom attributes: Light 0 volunteer / 3 per event, Club 3 / 3.
 * Pro and Corporate (and organizations granted their rights) have none; "none" (no licence) allows no
 * custom field at all (LICENSE_FIELD_LIMITS in @benevo/schema).
 */
async function fieldLimits(ctx: RequestContext, organizationId: number): Promise<FieldLimits> {
  const [organization, override] = await Promise.all([
    ctx.loaders.organizations.byId.load(organizationId),
    ctx.loaders.organizations.overrideById.load(organizationId),
  ]);
  if (!organization) throw AppError.notFound('error.notFoundOrganization');
  if (hasProRights({ licenseType: organization.licenseType, grantedProRights: override?.grantsProRights })) {
    return { volunteer: null, event: null };
  }
  return LICENSE_FIELD_LIMITS[organization.licenseType] ?? LICENSE_FIELD_LIMITS.none;
}

/**
 * A campaign's own attributes count as an event's do (the licence's per-event limit applies per
 * campaign): spec 6 names no campaign limit, and a campaign is the form of a recruitment drive.
 */
function limitError(kind: 'volunteer' | 'event' | 'campaign', max: number): AppError {
  const keys: Record<typeof kind, [MessageKey, MessageKey]> = {
    volunteer: ['forms.volunteerNone', 'forms.volunteerLimit'],
    event: ['forms.eventNone', 'forms.eventLimit'],
    campaign: ['forms.campaignNone', 'forms.campaignLimit'],
  };
  return new AppError('BAD_USER_INPUT', keys[kind][max === 0 ? 0 : 1], { max });
}

/** An attribute of the caller's organization, or NOT_FOUND (another organization's answers the same). */
async function requireAttribute(ctx: RequestContext, id: string | number): Promise<Attribute> {
  const organizationId = await organizationService.scope(ctx);
  const attribute = await ctx.manager.findOneBy(Attribute, { id: parseId(id, 'forms.notFoundAttribute'), organizationId });
  if (!attribute) throw AppError.notFound('forms.notFoundAttribute');
  return attribute;
}

export function fieldTypeOf(field: Pick<FormField, 'baseAttribute'>, attribute: Pick<Attribute, 'eventId' | 'campaignId'> | null): FormFieldType {
  if (field.baseAttribute) return 'base';
  if (attribute?.eventId != null) return 'event';
  return attribute?.campaignId != null ? 'campaign' : 'volunteer';
}

/** Who keeps the answers to an attribute: the volunteer, or the event's or campaign's registrations. */
const attributeKind = (attribute: Pick<Attribute, 'eventId' | 'campaignId'>): 'volunteer' | 'event' | 'campaign' =>
  attribute.eventId !== null ? 'event' : attribute.campaignId !== null ? 'campaign' : 'volunteer';

/** Answers already given to these options (an enum value is an option id, enum_multiple a JSON list of them). */
async function optionsInUse(ctx: RequestContext, attribute: Attribute, optionIds: number[]): Promise<Set<number>> {
  if (optionIds.length === 0) return new Set();
  const rows: Array<{ value: string }> = await ctx.manager.query(`SELECT DISTINCT value FROM attribute_value WHERE attribute_id = $1`, [attribute.id]);
  const used = new Set<number>();
  for (const { value } of rows) {
    let ids: unknown[] = [value];
    if (attribute.valueType === AttributeValueTypeEnum.enum_multiple) {
      try {
        const parsed: unknown = JSON.parse(value);
        ids = Array.isArray(parsed) ? parsed : [value];
      } catch {
        ids = [value];
      }
    }
    for (const id of ids) if (optionIds.includes(Number(id))) used.add(Number(id));
  }
  return used;
}

/** Replaces an attribute's options with `wanted` (in this order), keeping the ids of unchanged texts. */
async function syncOptions(tx: RequestContext, attribute: Attribute, wanted: string[]): Promise<void> {
  const existing = await tx.manager.find(AttributeOption, { where: { attributeId: attribute.id }, order: { order: 'ASC', id: 'ASC' } });
  const removed = existing.filter((option) => !wanted.includes(option.option));
  const used = await optionsInUse(tx, attribute, removed.map((option) => option.id));
  const blocked = removed.find((option) => used.has(option.id));
  if (blocked) throw AppError.validation({ options: [messageKey('forms.optionInUse', { option: blocked.option })] });
  if (removed.length > 0) {
    const ids = removed.map((option) => option.id);
    // A condition on a removed option goes with it: the child field becomes unconditional.
    await tx.manager.update(FormField, { conditionOptionId: In(ids) }, { conditionOptionId: null, parentFieldId: null });
    await tx.manager.delete(AttributeOption, { id: In(ids) });
  }
  for (const [order, text] of wanted.entries()) {
    const kept = existing.find((option) => option.option === text);
    if (kept) {
      if (kept.order !== order) await tx.manager.update(AttributeOption, { id: kept.id }, { order });
    } else {
      await tx.manager.insert(AttributeOption, { attributeId: attribute.id, option: text, order });
    }
  }
}

/**
 * Two organizers adding the last allowed field at once: the second waits and then counts the first.
 * An event is locked here; a campaign's module locks its campaign before calling in.
 */
async function lockCounting(tx: RequestContext, owner: FormOwner | null, organizationId: number): Promise<void> {
  if (owner?.kind === 'event') await eventsService.lock(tx, owner.id);
  else if (owner === null) await organizationService.lock(tx, organizationId);
}

function choiceErrors(input: FormFieldData, valueType: AttributeValueTypeName, optionCount: number): Partial<Record<'minChoices' | 'maxChoices', string>> {
  const min = input.minChoices ?? null;
  const max = input.maxChoices ?? null;
  if (min === null && max === null) return {};
  if (valueType !== 'enum_multiple') return { [min !== null ? 'minChoices' : 'maxChoices']: 'forms.choicesOnlyMultiple' };
  const errors: Partial<Record<'minChoices' | 'maxChoices', string>> = {};
  if (min !== null && (!Number.isInteger(min) || min < 0)) errors.minChoices = messageKey('validation.min', { min: 0 });
  else if (min !== null && min > optionCount) errors.minChoices = messageKey('validation.max', { max: optionCount });
  if (max !== null && (!Number.isInteger(max) || max < 1)) errors.maxChoices = messageKey('validation.min', { min: 1 });
  else if (max !== null && max > optionCount) errors.maxChoices = messageKey('validation.max', { max: optionCount });
  if (!errors.minChoices && !errors.maxChoices && min !== null && max !== null && min > max) errors.minChoices = 'forms.choicesRange';
  return errors;
}

export const formsService = {
  /** Volunteer attributes of the organization, or (with eventId) the event's own attributes. */
  async listAttributes(ctx: RequestContext, filter: { eventId?: string | number | null; organizationId?: string | number | null }): Promise<Attribute[]> {
    const organizationId = optionalId(filter.organizationId, 'organizationId');
    if (filter.eventId !== undefined && filter.eventId !== null && filter.eventId !== '') {
      const event = await eventsService.require(ctx, filter.eventId, organizationId);
      return ctx.loaders.forms.attributesByEventId.load(event.id);
    }
    const scope = await organizationService.scope(ctx, organizationId);
    return ctx.manager.find(Attribute, { where: { organizationId: scope, eventId: IsNull(), campaignId: IsNull() }, order: { order: 'ASC', id: 'ASC' } });
  },

  getAttribute: (ctx: RequestContext, id: string | number): Promise<Attribute> => requireAttribute(ctx, id),

  /** An attribute of the organization by id, or null (another module checks what it points to). */
  findAttribute: (ctx: RequestContext, organizationId: number, id: number): Promise<Attribute | null> =>
    ctx.manager.findOneBy(Attribute, { id, organizationId }),

  async createAttribute(ctx: RequestContext, input: AttributeData): Promise<Attribute> {
    return withTransaction(ctx, async (tx) => {
      const requested = optionalId(input.organizationId, 'organizationId');
      const hasEvent = input.eventId !== undefined && input.eventId !== null && input.eventId !== '';
      const event = hasEvent ? await eventsService.require(tx, input.eventId as string | number, requested) : null;
      const organizationId = event ? event.organizationId : await organizationService.scope(tx, requested);
      return formsService.createAttributeFor(tx, event ? eventOwner(event) : null, organizationId, input);
    });
  },

  /**
   * A new attribute of an event or a campaign (`owner`, checked and, for a campaign, locked by the
   * caller) or of the organization's volunteers (null), within the licence's limits.
   */
  async createAttributeFor(tx: RequestContext, owner: FormOwner | null, organizationId: number, input: AttributeData): Promise<Attribute> {
    const valid = await validateInput(attributeSchema, {
      name: input.name ?? undefined,
      valueType: input.valueType ?? undefined,
      options: input.options ?? null,
      onRegistration: input.onRegistration ?? undefined,
    });
    await lockCounting(tx, owner, organizationId);
    const kind = owner?.kind ?? 'volunteer';
    const limit = (await fieldLimits(tx, organizationId))[kind === 'volunteer' ? 'volunteer' : 'event'];
    const where = owner ? ownerWhere(owner) : { organizationId, eventId: IsNull(), campaignId: IsNull() };
    const count = await tx.manager.countBy(Attribute, where);
    if (limit !== null && count >= limit) throw limitError(kind, limit);

    const last = await tx.manager.findOne(Attribute, { where, order: { order: 'DESC' }, select: { id: true, order: true } });
    const attribute = await tx.manager.save(
      tx.manager.create(Attribute, {
        organizationId,
        eventId: owner?.kind === 'event' ? owner.id : null,
        campaignId: owner?.kind === 'campaign' ? owner.id : null,
        name: valid.name,
        valueType: valid.valueType as AttributeValueTypeEnum,
        onRegistration: valid.onRegistration ?? true,
        order: (last?.order ?? -1) + 1,
      }),
    );
    if (CHOICE_VALUE_TYPES.includes(attribute.valueType)) await syncOptions(tx, attribute, parseOptions(valid.options));
    return attribute;
  },

  /** A campaign's own attributes, in their order (the caller has checked the campaign). */
  campaignAttributes: (ctx: RequestContext, campaignId: number): Promise<Attribute[]> => ctx.loaders.forms.attributesByCampaignId.load(campaignId),

  async updateAttribute(ctx: RequestContext, id: string | number, input: AttributeData): Promise<Attribute> {
    return withTransaction(ctx, async (tx) => {
      const attribute = await requireAttribute(tx, id);
      const current = await tx.manager.find(AttributeOption, { where: { attributeId: attribute.id }, order: { order: 'ASC', id: 'ASC' } });
      const valid = await validateInput(attributeSchema, {
        name: input.name ?? attribute.name,
        valueType: input.valueType ?? attribute.valueType,
        options: input.options ?? current.map((option) => option.option).join(';'),
        onRegistration: input.onRegistration ?? attribute.onRegistration,
      });
      const valueType = valid.valueType as AttributeValueTypeEnum;
      if (valueType !== attribute.valueType) {
        if (await tx.manager.existsBy(AttributeValue, { attributeId: attribute.id })) throw AppError.field('valueType', 'forms.typeLocked');
        const parentOf =
          current.length > 0 && (await tx.manager.existsBy(FormField, { conditionOptionId: In(current.map((option) => option.id)) }));
        if (parentOf && valueType !== AttributeValueTypeEnum.enum) throw AppError.field('valueType', 'forms.conditionSingleChoice');
        if (valueType !== AttributeValueTypeEnum.enum_multiple) {
          await tx.manager.update(FormField, { attributeId: attribute.id }, { minChoices: null, maxChoices: null });
        }
      }
      await tx.manager.update(Attribute, { id: attribute.id }, { name: valid.name, valueType, onRegistration: valid.onRegistration });
      const updated = { ...attribute, valueType };
      await syncOptions(tx, updated, CHOICE_VALUE_TYPES.includes(valueType) ? parseOptions(valid.options) : []);
      return tx.manager.findOneByOrFail(Attribute, { id: attribute.id });
    });
  },

  /** Deletes the attribute with its options, form fields and answers. */
  async deleteAttribute(ctx: RequestContext, id: string | number): Promise<boolean> {
    return withTransaction(ctx, async (tx) => {
      const attribute = await requireAttribute(tx, id);
      await tx.manager.delete(Attribute, { id: attribute.id });
      return true;
    });
  },

  /** The event's form (organizer). */
  async eventForm(ctx: RequestContext, eventId: string | number): Promise<Form> {
    const event = await eventsService.require(ctx, eventId);
    return formsService.formOf(ctx, event.id);
  },

  /**
   * The form of an event already checked by the caller (the public event page loads its event by uuid):
   * not scoped to an organization.
   */
  async formOf(ctx: RequestContext, eventId: number): Promise<Form> {
    return { id: eventId, eventId, fields: await ctx.loaders.forms.fieldsByEventId.load(eventId) };
  },

  /** The fields of a form, in their order (the caller has checked its owner). */
  fieldsOf(ctx: RequestContext, owner: FormOwner): Promise<FormField[]> {
    return owner.kind === 'event' ? ctx.loaders.forms.fieldsByEventId.load(owner.id) : ctx.loaders.forms.fieldsByCampaignId.load(owner.id);
  },

  /**
   * Replaces the event's fields with `fields`, in this order (a field keeps its id when its `id` is
   * given). Spec 5 "Custom field" and spec 6 limits; every error is reported at once and nothing is written.
   */
  async saveEventForm(ctx: RequestContext, eventId: string | number, fields: FormFieldData[]): Promise<Form> {
    return withTransaction(ctx, async (tx) => {
      const event = await eventsService.require(tx, eventId);
      return { id: event.id, eventId: event.id, fields: await formsService.saveForm(tx, eventOwner(event), fields) };
    });
  },

  /**
   * Replaces the fields of an event's or a campaign's form (the owner is checked, and a campaign
   * locked, by the caller; call inside its transaction). Returns the saved fields in their order.
   */
  async saveForm(ctx: RequestContext, owner: FormOwner, fields: FormFieldData[]): Promise<FormField[]> {
    return withTransaction(ctx, async (tx) => {
      await lockCounting(tx, owner, owner.organizationId);
      const existing = await tx.manager.find(FormField, { where: ownerWhere(owner) });
      const existingIds = new Set(existing.map((field) => field.id));

      // null: no attribute; NaN: not an id (reported on the field).
      const givenIds = fields.map((field) => {
        const value = field.attributeId;
        if (value === undefined || value === null || value === '') return null;
        const id = idNumber(value);
        return isRowId(id) ? id : Number.NaN;
      });
      const wantedAttributeIds = [...new Set(givenIds.filter((id): id is number => id !== null && !Number.isNaN(id)))];
      const attributes =
        wantedAttributeIds.length === 0
          ? []
          : await tx.manager.findBy(Attribute, { id: In(wantedAttributeIds), organizationId: owner.organizationId });
      if (attributes.length !== wantedAttributeIds.length) throw AppError.notFound('forms.notFoundAttribute');
      const attributeById = new Map(attributes.map((attribute) => [attribute.id, attribute]));
      const options =
        attributes.length === 0 ? [] : await tx.manager.find(AttributeOption, { where: { attributeId: In(wantedAttributeIds) } });

      const errors: FieldErrors = {};
      const add = (index: number, name: string, key: string) => (errors[`fields[${index}].${name}`] ??= []).push(key);
      const placed = new Map<number, Attribute>();
      const seenSources = new Set<string>();
      const seenIds = new Set<number>();
      const counts = { volunteer: 0, event: 0 };
      const rows: Array<Omit<FormField, 'id' | 'event' | 'campaign' | 'attribute' | 'parentField' | 'conditionOption' | 'parentFieldId'> & {
        id: number | null;
        parentAttributeId: number | null;
      }> = [];

      fields.forEach((input, index) => {
        const fieldId = input.id === undefined || input.id === null || input.id === '' ? null : Number(input.id);
        if (fieldId !== null) {
          if (!existingIds.has(fieldId) || seenIds.has(fieldId)) add(index, 'id', 'validation.unknownReference');
          seenIds.add(fieldId);
        }
        const attributeId = givenIds[index];
        if (attributeId !== null && Number.isNaN(attributeId)) {
          add(index, 'attribute', 'validation.unknownReference');
          return;
        }
        const base = input.baseAttribute ?? null;
        const attribute = attributeId === null ? null : attributeById.get(attributeId) ?? null;
        if ((attribute === null) === (base === null) || (base !== null && !(BASE_ATTRIBUTES as readonly string[]).includes(base))) {
          add(index, 'attribute', 'forms.fieldSource');
          return;
        }
        if (base === BaseAttributeEnum.profile_picture && owner.kind === 'event') add(index, 'baseAttribute', 'forms.baseAttributeEventOnly');
        if (attribute && attribute.eventId !== null && (owner.kind !== 'event' || attribute.eventId !== owner.id)) {
          add(index, 'attribute', 'forms.attributeOtherEvent');
        }
        if (attribute && attribute.campaignId !== null && (owner.kind !== 'campaign' || attribute.campaignId !== owner.id)) {
          add(index, 'attribute', 'forms.attributeOtherCampaign');
        }
        const source = attribute ? `a${attribute.id}` : `b${base}`;
        if (seenSources.has(source)) add(index, 'attribute', 'forms.duplicateField');
        seenSources.add(source);
        if (attribute) counts[attributeKind(attribute) === 'volunteer' ? 'volunteer' : 'event'] += 1;

        const label = (input.label ?? '').trim() || attribute?.name || '';
        if (label.length > FIELD_LABEL_MAX_LENGTH) add(index, 'label', messageKey('validation.maxLength', { max: FIELD_LABEL_MAX_LENGTH }));
        const description = input.description ?? '';
        if (description.length > FIELD_DESCRIPTION_MAX_LENGTH) {
          add(index, 'description', messageKey('validation.maxLength', { max: FIELD_DESCRIPTION_MAX_LENGTH }));
        }

        const valueType: AttributeValueTypeName = attribute ? attribute.valueType : BASE_ATTRIBUTE_VALUE_TYPES[base as BaseAttributeEnum];
        const ownOptions = attribute ? options.filter((option) => option.attributeId === attribute.id) : [];
        for (const [name, key] of Object.entries(choiceErrors(input, valueType, ownOptions.length))) add(index, name, key);

        let parentAttributeId: number | null = null;
        let conditionOptionId: number | null = null;
        if (input.condition) {
          const parent = placed.get(Number(input.condition.targetAttribute));
          const optionId = Number(input.condition.targetOption);
          if (!parent) add(index, 'condition', 'forms.conditionParentMissing');
          else if (parent.valueType !== AttributeValueTypeEnum.enum) add(index, 'condition', 'forms.conditionSingleChoice');
          else if (!options.some((option) => option.attributeId === parent.id && option.id === optionId)) {
            add(index, 'condition', 'forms.conditionUnknownOption');
          } else {
            parentAttributeId = parent.id;
            conditionOptionId = optionId;
          }
        }
        if (attribute) placed.set(attribute.id, attribute);
        const multiple = valueType === 'enum_multiple';
        rows.push({
          id: fieldId,
          organizationId: owner.organizationId,
          eventId: owner.kind === 'event' ? owner.id : null,
          campaignId: owner.kind === 'campaign' ? owner.id : null,
          attributeId: attribute?.id ?? null,
          baseAttribute: attribute ? null : (base as BaseAttributeEnum),
          isRequired: input.isRequired ?? false,
          label,
          description,
          parentAttributeId,
          conditionOptionId,
          minChoices: multiple ? input.minChoices ?? null : null,
          maxChoices: multiple ? input.maxChoices ?? null : null,
          order: index,
        });
      });
      if (Object.keys(errors).length > 0) throw AppError.validation(errors);
      const limits = await fieldLimits(tx, owner.organizationId);
      for (const kind of ['volunteer', 'event'] as const) {
        const limit = limits[kind];
        if (limit !== null && counts[kind] > limit) throw limitError(kind === 'event' ? owner.kind : kind, limit);
      }

      // Conditions are written after every row exists (a parent may be a new field).
      await tx.manager.update(FormField, ownerWhere(owner), { parentFieldId: null });
      const removed = existing.filter((field) => !seenIds.has(field.id)).map((field) => field.id);
      if (removed.length > 0) await tx.manager.delete(FormField, { id: In(removed) });
      const fieldIdByAttribute = new Map<number, number>();
      for (const { id, parentAttributeId, ...row } of rows) {
        const parentFieldId = parentAttributeId === null ? null : fieldIdByAttribute.get(parentAttributeId) ?? null;
        let savedId = id;
        if (savedId === null) {
          const inserted = await tx.manager.insert(FormField, { ...row, parentFieldId });
          savedId = Number(inserted.identifiers[0].id);
        } else {
          await tx.manager.update(FormField, { id: savedId }, { ...row, parentFieldId });
        }
        if (row.attributeId !== null) fieldIdByAttribute.set(row.attributeId, savedId);
      }
      return tx.manager.find(FormField, { where: ownerWhere(owner), order: { order: 'ASC', id: 'ASC' } });
    });
  },

  /** Adds one field at the end of the event's form (facade POST /events/{id}/form/). */
  async addEventFormField(ctx: RequestContext, eventId: string | number, field: FormFieldData): Promise<Form> {
    return withTransaction(ctx, async (tx) => {
      const event = await eventsService.require(tx, eventId);
      return { id: event.id, eventId: event.id, fields: await formsService.addFormField(tx, eventOwner(event), field) };
    });
  },

  /** Adds one field at the end of a form whose owner the caller has checked (facade POST .../form/). */
  async addFormField(ctx: RequestContext, owner: FormOwner, field: FormFieldData): Promise<FormField[]> {
    return withTransaction(ctx, async (tx) => {
      const current = await tx.manager.find(FormField, { where: ownerWhere(owner), order: { order: 'ASC', id: 'ASC' } });
      const kept = await Promise.all(current.map((existing) => formsService.fieldData(tx, existing)));
      return formsService.saveForm(tx, owner, [...kept, field]);
    });
  },

  /** A saved field as FormFieldData (to write the form back with one more or one changed field). */
  async fieldData(ctx: RequestContext, field: FormField): Promise<FormFieldData> {
    const parent = field.parentFieldId === null ? null : await ctx.loaders.forms.fieldById.load(field.parentFieldId);
    return {
      id: field.id,
      attributeId: field.attributeId,
      baseAttribute: field.baseAttribute,
      isRequired: field.isRequired,
      label: field.label,
      description: field.description,
      condition:
        parent?.attributeId != null && field.conditionOptionId !== null
          ? { targetAttribute: parent.attributeId, targetOption: field.conditionOptionId }
          : null,
      minChoices: field.minChoices,
      maxChoices: field.maxChoices,
    };
  },

  /**
   * The registration form as plain data for the sign-up (server validation and the public page), in the
   * form's order. The caller has already checked the event (no organization scope here).
   */
  async registrationForm(ctx: RequestContext, eventId: number | FormOwner): Promise<RegistrationFormDefinition> {
    const owner: FormOwner = typeof eventId === 'number' ? { kind: 'event', id: eventId, organizationId: 0 } : eventId;
    const fields = await formsService.fieldsOf(ctx, owner);
    const attributes = await Promise.all(fields.map((field) => (field.attributeId === null ? null : ctx.loaders.forms.attributeById.load(field.attributeId))));
    const options = await Promise.all(attributes.map((attribute) => (attribute ? ctx.loaders.forms.optionsByAttributeId.load(attribute.id) : [])));
    const attributeOfField = new Map(fields.map((field) => [field.id, field.attributeId]));
    const definition: RegistrationField[] = [];
    fields.forEach((field, index) => {
      const attribute = attributes[index];
      // Spec 3: a field whose attribute is missing is skipped; the profile picture is for campaigns.
      if (field.attributeId !== null && !attribute) return;
      if (field.baseAttribute === BaseAttributeEnum.profile_picture && owner.kind === 'event') return;
      const parentAttribute = field.parentFieldId === null ? null : attributeOfField.get(field.parentFieldId) ?? null;
      definition.push({
        id: String(field.id),
        type: fieldTypeOf(field, attribute),
        attributeId: attribute ? String(attribute.id) : null,
        baseAttribute: field.baseAttribute,
        valueType: attribute ? attribute.valueType : BASE_ATTRIBUTE_VALUE_TYPES[field.baseAttribute as BaseAttributeEnum],
        label: field.label || attribute?.name || '',
        description: field.description,
        isRequired: field.isRequired,
        options: options[index].map((option) => ({ id: String(option.id), option: option.option })),
        condition:
          parentAttribute !== null && field.conditionOptionId !== null
            ? { targetAttribute: String(parentAttribute), targetOption: String(field.conditionOptionId) }
            : null,
        minChoices: field.minChoices,
        maxChoices: field.maxChoices,
      });
    });
    return { fields: definition };
  },

  /**
   * Keeps a sign-up's answers, inside the sign-up's transaction: event attributes on each participation
   * of that event, volunteer attributes on the volunteer only where it has no value yet (a known
   * volunteer's stored answers are never overwritten, DESIGN.md). Unknown attributes and empty values
   * are ignored; the caller has validated the answers (registrationSchema).
   */
  async saveAnswers(tx: RequestContext, data: AnswersData): Promise<void> {
    // One answer per attribute (the last one given): an upsert may not touch a row twice.
    const byAttribute = new Map<number, string>();
    for (const answer of data.answers) {
      const id = idNumber(answer.attributeId);
      if (answer.value !== null && answer.value !== '' && isRowId(id)) byAttribute.set(id, String(answer.value));
    }
    const answers = [...byAttribute].map(([attributeId, value]) => ({ attributeId, value }));
    if (answers.length === 0) return;
    const attributes = await tx.manager.findBy(Attribute, {
      id: In(answers.map((answer) => answer.attributeId)),
      organizationId: data.organizationId,
    });
    const attributeById = new Map(attributes.map((attribute) => [attribute.id, attribute]));
    const participations = await participationsService.byIds(tx, data.participationIds, data.organizationId);
    const volunteerRows: Array<Partial<AttributeValue>> = [];
    const participationRows: Array<Partial<AttributeValue>> = [];
    const registrationRows: Array<Partial<AttributeValue>> = [];
    for (const answer of answers) {
      const attribute = attributeById.get(answer.attributeId);
      if (!attribute) continue;
      const value = answer.value;
      if (attribute.campaignId !== null) {
        const campaignRegistrationId = data.campaignRegistrationId ?? null;
        if (campaignRegistrationId !== null) registrationRows.push({ organizationId: data.organizationId, attributeId: attribute.id, campaignRegistrationId, value });
        continue;
      }
      if (attribute.eventId === null) {
        volunteerRows.push({ organizationId: data.organizationId, attributeId: attribute.id, volunteerId: data.volunteerId, value });
        continue;
      }
      for (const participation of participations) {
        if (participation.eventId !== attribute.eventId) continue;
        participationRows.push({ organizationId: data.organizationId, attributeId: attribute.id, participationId: participation.id, value });
      }
    }
    if (volunteerRows.length > 0) {
      await tx.manager.createQueryBuilder().insert().into(AttributeValue).values(volunteerRows).orIgnore().execute();
    }
    if (participationRows.length > 0) {
      await tx.manager
        .createQueryBuilder()
        .insert()
        .into(AttributeValue)
        .values(participationRows)
        .orUpdate(['value'], ['participation_id', 'attribute_id'])
        .execute();
    }
    if (registrationRows.length > 0) {
      await tx.manager
        .createQueryBuilder()
        .insert()
        .into(AttributeValue)
        .values(registrationRows)
        .orUpdate(['value'], ['campaign_registration_id', 'attribute_id'])
        .execute();
    }
  },

  /** Answers of a volunteer or a participation, in the attributes' order. */
  async valuesOf(
    ctx: RequestContext,
    owner: { volunteerId: number } | { participationId: number } | { campaignRegistrationId: number },
  ): Promise<AttributeValue[]> {
    const values =
      'volunteerId' in owner
        ? await ctx.loaders.forms.valuesByVolunteerId.load(owner.volunteerId)
        : 'participationId' in owner
          ? await ctx.loaders.forms.valuesByParticipationId.load(owner.participationId)
          : await ctx.loaders.forms.valuesByCampaignRegistrationId.load(owner.campaignRegistrationId);
    const attributes = await Promise.all(values.map((value) => ctx.loaders.forms.attributeById.load(value.attributeId)));
    const rank = new Map(attributes.filter((a): a is Attribute => a !== null).map((a) => [a.id, [attributeKind(a) === 'volunteer' ? 0 : 1, a.order, a.id]]));
    return values
      .filter((value) => rank.has(value.attributeId))
      .sort((a, b) => {
        const [x, y] = [rank.get(a.attributeId) as number[], rank.get(b.attributeId) as number[]];
        return x[0] - y[0] || x[1] - y[1] || x[2] - y[2];
      });
  },
};
