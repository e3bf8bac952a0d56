import {
  answersToSave,
  BASE_ATTRIBUTE_SIGNUP_FIELDS,
  BASE_ATTRIBUTE_VALUE_TYPES,
  type BaseSignUpField,
  type FormFieldType,
  type RegistrationField,
  type RegistrationFormDefinition,
  type SignUpValues,
} from '@benevo/schema';
import type { PublicFormFieldFragment, SignUpInput } from '../gql/graphql';
import type { Picks, ProposedSlot } from './slots';

function fieldType(type: string): FormFieldType {
  return type === 'volunteer' || type === 'event' ? type : 'base';
}

/**
 * The event's form as the shared rules read it (@benevo/schema registration.ts). Fields whose attribute
 * is missing are skipped (spec 3), and so is the profile picture (campaigns only).
 */
export function formDefinition(fields: readonly PublicFormFieldFragment[]): RegistrationFormDefinition {
  const result: RegistrationField[] = [];
  const sorted = [...fields].sort((a, b) => a.order - b.order);
  for (const field of sorted) {
    if (field.baseAttribute) {
      if (field.baseAttribute === 'profile_picture') continue;
      result.push({
        id: field.id,
        type: 'base',
        attributeId: null,
        baseAttribute: field.baseAttribute,
        valueType: BASE_ATTRIBUTE_VALUE_TYPES[field.baseAttribute],
        label: field.label,
        description: field.description,
        isRequired: field.isRequired,
        options: [],
        condition: field.condition,
        minChoices: null,
        maxChoices: null,
      });
      continue;
    }
    if (!field.attribute) continue;
    result.push({
      id: field.id,
      type: fieldType(field.type),
      attributeId: field.attribute.id,
      baseAttribute: null,
      valueType: field.attribute.valueType,
      label: field.label || field.attribute.name,
      description: field.description,
      isRequired: field.isRequired,
      options: field.attribute.options.map((option) => ({ id: option.id, option: option.option })),
      condition: field.condition,
      minChoices: field.minChoices,
      maxChoices: field.maxChoices,
    });
  }
  return { fields: result };
}

/** The sign-up field a base form field fills (city -> town, phone -> phoneNumber...). */
export function baseSignUpField(field: RegistrationField): BaseSignUpField | null {
  if (!field.baseAttribute || field.baseAttribute === 'profile_picture') return null;
  return BASE_ATTRIBUTE_SIGNUP_FIELDS[field.baseAttribute];
}

/** The form's values: the shared SignUpValues plus whether the visitor signs up a group. */
export interface SignUpFormValues extends SignUpValues {
  asGroup: boolean;
}

export function initialValues(form: RegistrationFormDefinition): SignUpFormValues {
  const answers: SignUpValues['answers'] = {};
  for (const field of form.fields) {
    if (!field.attributeId) continue;
    answers[field.attributeId] = field.valueType === 'enum_multiple' ? [] : field.valueType === 'bool' ? false : '';
  }
  return {
    firstName: '',
    lastName: '',
    email: '',
    emailConfirmation: '',
    phoneNumber: '',
    bornDate: '',
    address: '',
    town: '',
    postcode: '',
    country: '',
    asGroup: false,
    groupSize: 1,
    groupName: '',
    policyAccepted: false,
    answers,
  };
}

/** What the shared schema validates: a visitor signing up alone is a group of one. */
export function schemaInput(values: SignUpFormValues): SignUpValues {
  const { asGroup, ...rest } = values;
  return asGroup ? rest : { ...rest, groupSize: 1, groupName: '' };
}

/** An optional text: left out when empty (the server reads a missing field as "not given"). */
function optional(value: string | undefined): string | undefined {
  const trimmed = value?.trim() ?? '';
  return trimmed === '' ? undefined : trimmed;
}

/**
 * The signUp input: the base fields the form holds, the visible custom fields' answers, slots and
 * proposals. Fields without a value are left out rather than sent as null.
 */
export function signUpInput(args: {
  eventUuid: string;
  form: RegistrationFormDefinition;
  values: SignUpFormValues;
  picks: Picks;
  proposals: readonly ProposedSlot[];
  passkey: string | null;
  language: string;
  groupRegistration: boolean;
}): SignUpInput {
  const { values, form } = args;
  const asked = new Set(form.fields.map(baseSignUpField).filter((name): name is BaseSignUpField => name !== null));
  const base = (name: BaseSignUpField) => (asked.has(name) ? optional(values[name]) : undefined);
  const group = args.groupRegistration && values.asGroup;
  return {
    eventUuid: args.eventUuid,
    slotIds: Object.keys(args.picks),
    firstName: values.firstName.trim(),
    lastName: values.lastName.trim(),
    email: values.email.trim(),
    emailConfirmation: values.emailConfirmation.trim(),
    phoneNumber: base('phoneNumber'),
    bornDate: base('bornDate'),
    address: base('address'),
    town: base('town'),
    postcode: base('postcode'),
    country: base('country'),
    language: args.language,
    passkey: args.passkey ?? undefined,
    groupSize: group ? Number(values.groupSize) : 1,
    groupName: group ? optional(values.groupName) : undefined,
    policyAccepted: values.policyAccepted,
    joinWaitingList: Object.values(args.picks).includes('wait'),
    answers: answersToSave(form, values.answers),
    newSlots: args.proposals.map(({ positionId, startTime, endTime }) => ({ positionId, startTime, endTime })),
  };
}
