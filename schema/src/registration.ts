import * as yup from 'yup';
import { translate } from './messages';
import {
  availabilitySchema,
  PREFERENCE_BASE_ATTRIBUTES,
  rankedPositionsSchema,
  type AvailabilityWindow,
  type PreferenceBaseAttribute,
  type PreferencesContext,
} from './preferences';
import { messageKey } from './validation';

/**
 * Custom attributes, form fields and the public registration form (spec 3 Attribute/Field/Form, spec 5
 * "Registration form" and "Custom field"). Shared by the server, which enforces these rules on sign-up,
 * and the public client, which shows the same messages before sending.
 */

export const ATTRIBUTE_VALUE_TYPES = ['text', 'text_multiline', 'int', 'date', 'enum', 'enum_multiple', 'bool'] as const;
export type AttributeValueTypeName = (typeof ATTRIBUTE_VALUE_TYPES)[number];
/** Value types whose answers are options of the attribute. */
export const CHOICE_VALUE_TYPES: readonly AttributeValueTypeName[] = ['enum', 'enum_multiple'];

export const BASE_ATTRIBUTES = [
  'address',
  'city',
  'postcode',
  'country',
  'phone',
  'birthdate',
  'profile_picture',
  // Issue 18: available days and hours, ranked preferred positions (kept per event or campaign, preferences.ts).
  'availability',
  'preferred_positions',
] as const;
export type BaseAttributeName = (typeof BASE_ATTRIBUTES)[number];
/** Base attributes an event form may hold: the profile picture is for campaigns only (spec 3). */
export const EVENT_BASE_ATTRIBUTES: readonly BaseAttributeName[] = BASE_ATTRIBUTES.filter((name) => name !== 'profile_picture');
/** Base attributes kept on the volunteer's profile (not the picture, not the per-event preferences). */
export type ProfileBaseAttributeName = Exclude<BaseAttributeName, 'profile_picture' | PreferenceBaseAttribute>;
export const PROFILE_BASE_ATTRIBUTES: readonly ProfileBaseAttributeName[] = ['address', 'city', 'postcode', 'country', 'phone', 'birthdate'];

/** Where a field's answer is kept: the volunteer, the participation (event), the campaign registration, or a base attribute. */
export type FormFieldType = 'volunteer' | 'event' | 'campaign' | 'base';

/** Sign-up fields that hold the answer to a base attribute. */
export type BaseSignUpField = 'address' | 'town' | 'postcode' | 'country' | 'phoneNumber' | 'bornDate';
export const BASE_ATTRIBUTE_SIGNUP_FIELDS: Readonly<Record<ProfileBaseAttributeName, BaseSignUpField>> = {
  address: 'address',
  city: 'town',
  postcode: 'postcode',
  country: 'country',
  phone: 'phoneNumber',
  birthdate: 'bornDate',
};

/** The sign-up field of a profile base attribute; null for the picture and the preferences (their own fields). */
export function baseSignUpFieldOf(name: BaseAttributeName): BaseSignUpField | null {
  return name in BASE_ATTRIBUTE_SIGNUP_FIELDS ? BASE_ATTRIBUTE_SIGNUP_FIELDS[name as ProfileBaseAttributeName] : null;
}

/** Sign-up fields of the preference base attributes (events rank position ids, campaigns names). */
export const PREFERENCE_SIGNUP_FIELDS = {
  availability: 'availability',
  preferred_positions: { event: 'preferredPositionIds', campaign: 'preferredPositionNames' },
} as const;

/** How a base attribute's answer is typed (the birth date is a date, the rest text). */
export const BASE_ATTRIBUTE_VALUE_TYPES: Readonly<Record<BaseAttributeName, AttributeValueTypeName>> = {
  address: 'text',
  city: 'text',
  postcode: 'text',
  country: 'text',
  phone: 'text',
  birthdate: 'date',
  profile_picture: 'text',
  // Their own widgets and values (preferences.ts), not answers: typed text for the answer machinery.
  availability: 'text',
  preferred_positions: 'text',
};

export interface RegistrationField {
  id: string;
  type: FormFieldType;
  attributeId: string | null;
  baseAttribute: BaseAttributeName | null;
  valueType: AttributeValueTypeName;
  label: string;
  description: string;
  isRequired: boolean;
  options: Array<{ id: string; option: string }>;
  condition: { targetAttribute: string; targetOption: string } | null;
  minChoices: number | null;
  maxChoices: number | null;
}

export interface RegistrationFormDefinition {
  fields: RegistrationField[];
}

/** An answer as a form holds it: enum -> option id, enum_multiple -> option ids, bool -> boolean. */
export type AnswerValue = string | string[] | boolean;

export interface SignUpValues {
  firstName: string;
  lastName: string;
  email: string;
  emailConfirmation: string;
  phoneNumber?: string;
  bornDate?: string;
  address?: string;
  town?: string;
  postcode?: string;
  country?: string;
  groupSize?: number;
  groupName?: string;
  policyAccepted: boolean;
  /** Issue 18, when the form asks: available days and hours (null or absent = any time). */
  availability?: AvailabilityWindow[] | null;
  /** Issue 18, event forms: ranked ids of the event's positions. */
  preferredPositionIds?: string[];
  /** Issue 18, campaign forms: ranked names of the organization's positions. */
  preferredPositionNames?: string[];
  /** attribute id -> answer */
  answers: Record<string, AnswerValue>;
}

export const ATTRIBUTE_NAME_MAX_LENGTH = 200;
export const FIELD_LABEL_MAX_LENGTH = 500;
export const FIELD_DESCRIPTION_MAX_LENGTH = 5000;
const TEXT_ANSWER_MAX_LENGTH = 1000;
const MULTILINE_ANSWER_MAX_LENGTH = 10_000;
const NAME_MAX_LENGTH = 150;

// ---------------------------------------------------------------------------------------------
// Pure rules

/** Spec 5 "options are separated by semicolons": trimmed, empty parts and repeats dropped. */
export function parseOptions(text: string | null | undefined): string[] {
  const seen = new Set<string>();
  for (const part of (text ?? '').split(';')) {
    const option = part.trim();
    if (option) seen.add(option);
  }
  return [...seen];
}

/** An international number: + and a country code, then digits and spaces, 8 to 15 digits in all. */
export function isValidPhone(value: string): boolean {
  const trimmed = value.trim();
  if (!/^\+[1-9][\d ]*$/.test(trimmed)) return false;
  const digits = trimmed.replace(/\D/g, '').length;
  return digits >= 8 && digits <= 15;
}

/** A calendar date written YYYY-MM-DD (31.02 refused). */
export function isIsoDate(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return date.getUTCFullYear() === Number(match[1]) && date.getUTCMonth() === Number(match[2]) - 1 && date.getUTCDate() === Number(match[3]);
}

/** Whether a form holds a preference field (availability, ranked positions), shown or behind a condition. */
export function asksPreferences(form: RegistrationFormDefinition): boolean {
  return form.fields.some((field) => field.type === 'base' && (PREFERENCE_BASE_ATTRIBUTES as readonly string[]).includes(field.baseAttribute ?? ''));
}

/**
 * The fields a visitor sees for the answers given so far: a conditional field shows while its parent
 * (the form's field of `targetAttribute`, placed above it) is shown and answered with `targetOption`.
 * Hidden fields are neither validated nor saved.
 */
export function visibleFields(form: RegistrationFormDefinition, answers: Record<string, AnswerValue | null | undefined>): RegistrationField[] {
  const shownAttributes = new Set<string>();
  const visible: RegistrationField[] = [];
  for (const field of form.fields) {
    if (field.condition) {
      const { targetAttribute, targetOption } = field.condition;
      const answer = answers[targetAttribute];
      if (!shownAttributes.has(targetAttribute) || answer == null || String(answer) !== targetOption) continue;
    }
    visible.push(field);
    if (field.attributeId) shownAttributes.add(field.attributeId);
  }
  return visible;
}

function isEmptyAnswer(value: unknown): boolean {
  return value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0);
}

/** The message key (catalogue) for a field's answer, or null when the answer is acceptable. */
export function answerError(field: RegistrationField, value: unknown): string | null {
  if (isEmptyAnswer(value)) {
    if (!field.isRequired) return null;
    if (field.valueType === 'bool') return 'forms.mustBeTicked';
    if (field.valueType === 'enum_multiple' && field.minChoices) return messageKey('forms.minChoices', { min: field.minChoices });
    return 'validation.required';
  }
  const optionIds = new Set(field.options.map((option) => option.id));
  switch (field.valueType) {
    case 'text':
    case 'text_multiline': {
      if (typeof value !== 'string') return 'validation.required';
      const max = field.valueType === 'text' ? TEXT_ANSWER_MAX_LENGTH : MULTILINE_ANSWER_MAX_LENGTH;
      if (field.isRequired && value.trim() === '') return 'validation.required';
      return value.length > max ? messageKey('validation.maxLength', { max }) : null;
    }
    case 'int':
      return /^-?\d{1,9}$/.test(String(value).trim()) ? null : 'validation.integer';
    case 'date':
      return typeof value === 'string' && isIsoDate(value.trim()) ? null : 'validation.date';
    case 'bool':
      if (typeof value !== 'boolean') return 'validation.required';
      return field.isRequired && !value ? 'forms.mustBeTicked' : null;
    case 'enum':
      return typeof value === 'string' && optionIds.has(value) ? null : 'forms.unknownOption';
    case 'enum_multiple': {
      if (!Array.isArray(value) || value.some((item) => typeof item !== 'string' || !optionIds.has(item))) return 'forms.unknownOption';
      const count = new Set(value).size;
      if (field.minChoices != null && count < field.minChoices) return messageKey('forms.minChoices', { min: field.minChoices });
      if (field.maxChoices != null && count > field.maxChoices) return messageKey('forms.maxChoices', { max: field.maxChoices });
      return null;
    }
    default:
      return null;
  }
}

// ---------------------------------------------------------------------------------------------
// Wire format of answers (GraphQL AnswerInput.value, attribute_value.value)

/** Answer -> stored text: enum_multiple a JSON array of option ids, bool "true"/"false", empty -> null. */
export function encodeAnswer(valueType: AttributeValueTypeName, value: AnswerValue | null | undefined): string | null {
  if (isEmptyAnswer(value)) return null;
  if (valueType === 'enum_multiple') return JSON.stringify([...new Set((Array.isArray(value) ? value : [value]).map(String))]);
  if (valueType === 'bool') return value === true || value === 'true' ? 'true' : 'false';
  const text = String(value).trim();
  return text === '' ? null : text;
}

/** Stored or sent text -> answer (the inverse of encodeAnswer); malformed text stays as is, for validation to refuse. */
export function decodeAnswer(valueType: AttributeValueTypeName, raw: string | null | undefined): AnswerValue | undefined {
  if (raw == null || raw === '') return undefined;
  if (valueType === 'enum_multiple') {
    try {
      const parsed: unknown = JSON.parse(raw);
      if (Array.isArray(parsed)) return parsed.map(String);
    } catch {
      // a single option id sent bare
    }
    return [raw];
  }
  if (valueType === 'bool') {
    if (raw === 'true') return true;
    if (raw === 'false') return false;
    return raw;
  }
  return raw;
}

/** AnswerInput list -> form answers, typed by the form's fields (answers to unknown attributes dropped). */
export function answersFromInput(
  form: RegistrationFormDefinition,
  input: ReadonlyArray<{ attributeId: string | number; value?: string | null }> | null | undefined,
): Record<string, AnswerValue> {
  const types = new Map(form.fields.filter((field) => field.attributeId).map((field) => [field.attributeId as string, field.valueType]));
  const answers: Record<string, AnswerValue> = {};
  for (const item of input ?? []) {
    const id = String(item.attributeId);
    const valueType = types.get(id);
    if (!valueType) continue;
    const value = decodeAnswer(valueType, item.value);
    if (value !== undefined) answers[id] = value;
  }
  return answers;
}

/** The answers to keep: the visible custom fields only, encoded for storage. */
export function answersToSave(
  form: RegistrationFormDefinition,
  answers: Record<string, AnswerValue | null | undefined>,
): Array<{ attributeId: string; value: string | null }> {
  return visibleFields(form, answers)
    .filter((field) => field.attributeId !== null)
    .map((field) => ({ attributeId: field.attributeId as string, value: encodeAnswer(field.valueType, answers[field.attributeId as string]) }))
    .filter((answer) => answer.value !== null);
}

/** A stored value as people read it: option names, Oui/Non, dates as day.month.year. */
export function displayAnswer(
  valueType: AttributeValueTypeName,
  raw: string | null | undefined,
  options: ReadonlyArray<{ id: string | number; option: string }>,
  language?: string | null,
): string {
  const value = decodeAnswer(valueType, raw);
  if (value === undefined) return '';
  const optionName = (id: string) => options.find((option) => String(option.id) === id)?.option ?? id;
  switch (valueType) {
    case 'enum':
      return optionName(String(value));
    case 'enum_multiple':
      return (value as string[]).map(optionName).join(', ');
    case 'bool':
      return value === true ? translate(language, 'forms.yes') : value === false ? translate(language, 'forms.no') : String(value);
    case 'date': {
      const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(String(value));
      return match ? `${match[3]}.${match[2]}.${match[1]}` : String(value);
    }
    default:
      return String(value);
  }
}

// ---------------------------------------------------------------------------------------------
// yup schemas (messages are catalogue keys, see validation.ts)

/** Spec 5 "Custom field": title and type required, choice types need at least one option. */
export const attributeSchema = yup.object({
  name: yup
    .string()
    .trim()
    .required('forms.titleRequired')
    .max(ATTRIBUTE_NAME_MAX_LENGTH, messageKey('validation.maxLength', { max: ATTRIBUTE_NAME_MAX_LENGTH })),
  valueType: yup.string().required('forms.typeRequired').oneOf([...ATTRIBUTE_VALUE_TYPES], 'forms.typeRequired'),
  options: yup
    .string()
    .nullable()
    .test('options', 'forms.optionsRequired', function (value) {
      const valueType = this.parent.valueType as AttributeValueTypeName | undefined;
      return !valueType || !CHOICE_VALUE_TYPES.includes(valueType) || parseOptions(value).length > 0;
    }),
  onRegistration: yup.boolean(),
});

export interface RegistrationSchemaOptions {
  groupRegistration: boolean;
  groupMaxSize: number;
  /**
   * Issue 18: what the preference fields may hold (an event's days and position ids, a campaign's
   * position names). Absent: their shape is checked, not their values.
   */
  preferences?: PreferencesContext;
  /** Whose form: an event's ranks position ids, a campaign's position names (default event). */
  kind?: 'event' | 'campaign';
}

/**
 * The public sign-up form of spec 5 for one event's form: names and a valid e-mail, the e-mail typed
 * twice, an international phone number, the base attributes the form marks required (address, town,
 * postcode...), the group size, the custom fields' rules and the policy acceptance.
 */
export function registrationSchema(form: RegistrationFormDefinition, options: RegistrationSchemaOptions) {
  const requiredBase = (name: BaseSignUpField, answers: Record<string, AnswerValue> | undefined) =>
    visibleFields(form, answers ?? {}).some(
      (field) =>
        field.type === 'base' &&
        field.isRequired &&
        field.baseAttribute !== null &&
        baseSignUpFieldOf(field.baseAttribute) === name,
    );
  const baseText = (name: BaseSignUpField, max: number) =>
    yup
      .string()
      .trim()
      .max(max, messageKey('validation.maxLength', { max }))
      .when('answers', ([answers], schema) => (requiredBase(name, answers) ? schema.required('validation.required') : schema));
  const groupMaxSize = Math.max(1, options.groupMaxSize);
  const kind = options.kind ?? 'event';
  const preference = (name: PreferenceBaseAttribute, answers: Record<string, AnswerValue> | undefined) => {
    const field = visibleFields(form, answers ?? {}).find((candidate) => candidate.type === 'base' && candidate.baseAttribute === name);
    return { asked: field !== undefined, required: field?.isRequired ?? false };
  };
  const context = options.preferences ?? {};
  // Not asked (or hidden by a condition): whatever was sent is ignored, neither validated nor saved.
  const preferenceRule = (name: PreferenceBaseAttribute, build: (required: boolean) => yup.ISchema<any>) =>
    yup.mixed().when('answers', ([answers], _schema) => {
      const { asked, required } = preference(name, answers);
      return asked ? build(required) : yup.mixed().strip();
    });

  return yup.object({
    firstName: yup.string().trim().required('validation.required').max(NAME_MAX_LENGTH, messageKey('validation.maxLength', { max: NAME_MAX_LENGTH })),
    lastName: yup.string().trim().required('validation.required').max(NAME_MAX_LENGTH, messageKey('validation.maxLength', { max: NAME_MAX_LENGTH })),
    email: yup.string().trim().required('validation.required').email('validation.email').max(254, messageKey('validation.maxLength', { max: 254 })),
    emailConfirmation: yup
      .string()
      .trim()
      .required('validation.required')
      .test('identical', 'forms.emailConfirmation', function (value) {
        const email = typeof this.parent.email === 'string' ? this.parent.email.trim().toLowerCase() : '';
        return (value ?? '').trim().toLowerCase() === email;
      }),
    phoneNumber: baseText('phoneNumber', 40).test('phone', 'validation.phone', (value) => !value || isValidPhone(value)),
    bornDate: baseText('bornDate', 10).test('date', 'validation.date', (value) => !value || (isIsoDate(value) && new Date(value) <= new Date())),
    address: baseText('address', 300),
    town: baseText('town', 150),
    postcode: baseText('postcode', 20),
    country: baseText('country', 100),
    groupSize: yup
      .number()
      .transform((value, original) => (original === '' || original === null ? undefined : value))
      .typeError('validation.integer')
      .integer('validation.integer')
      .test('groupSize', function (value) {
        if (value === undefined) return true;
        if (!options.groupRegistration) return value === 1 || this.createError({ message: 'forms.groupDisabled' });
        return (value >= 1 && value <= groupMaxSize) || this.createError({ message: messageKey('forms.groupSize', { max: groupMaxSize }) });
      }),
    groupName: yup.string().trim().max(200, messageKey('validation.maxLength', { max: 200 })),
    policyAccepted: yup.boolean().required('forms.policyRequired').oneOf([true], 'forms.policyRequired'),
    availability: preferenceRule('availability', (required) =>
      availabilitySchema({ days: kind === 'event' ? context.days ?? null : null, required }),
    ),
    preferredPositionIds: preferenceRule('preferred_positions', (required) =>
      kind === 'event' ? rankedPositionsSchema({ known: context.positionIds ?? null, required }) : yup.mixed().strip(),
    ),
    preferredPositionNames: preferenceRule('preferred_positions', (required) =>
      kind === 'campaign' ? rankedPositionsSchema({ known: context.positionNames ?? null, required }) : yup.mixed().strip(),
    ),
    answers: yup.lazy((answers: Record<string, AnswerValue> | undefined) => {
      const shape: Record<string, yup.Schema> = {};
      for (const field of visibleFields(form, answers ?? {})) {
        if (!field.attributeId) continue;
        shape[field.attributeId] = yup.mixed().test('answer', function (value) {
          const message = answerError(field, value);
          return message === null || this.createError({ message });
        });
      }
      return yup.object(shape).default({});
    }),
  });
}

export type RegistrationSchema = ReturnType<typeof registrationSchema>;
