import { answersToSave, type BaseSignUpField, type RegistrationFormDefinition, type SignUpValues } from '@benevo/schema';
import { baseSignUpField, formDefinitionOf } from '../form-definition';
import type { PublicFormFieldFragment, SignUpInput } from '../gql/graphql';
import type { Picks, ProposedSlot } from './slots';

/** The event's form as the shared rules read it; the profile picture is for campaigns only. */
export const formDefinition = (fields: readonly PublicFormFieldFragment[]): RegistrationFormDefinition =>
  formDefinitionOf(fields, { profilePicture: false });

export { baseSignUpField };

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
