import { answersToSave, type BaseSignUpField, type RegistrationFormDefinition, type SignUpValues, visibleFields } from '@benevo/schema';
import { baseSignUpField, formDefinitionOf } from '../form-definition';
import { applyFieldErrors } from '@benevo/ui';
import type { FormikHelpers } from 'formik';
import type { CampaignRegistrationInput, PublicCampaignFormFieldFragment } from '../gql/graphql';

// The campaign's registration form between the GraphQL shapes and the shared rules of @benevo/schema:
// its definition, the values Formik holds, the mutation's input and the server's errors placed back.

/** The campaign's form as the shared rules read it, the profile picture included. */
export const campaignFormDefinition = (fields: readonly PublicCampaignFormFieldFragment[]): RegistrationFormDefinition =>
  formDefinitionOf(fields, { profilePicture: true });

const baseValueOf = baseSignUpField;

/** What the form holds: the shared SignUpValues and the picture (base64 without the data: prefix, '' when none). */
export interface CampaignRegistrationValues extends SignUpValues {
  phoneNumber: string;
  bornDate: string;
  address: string;
  town: string;
  postcode: string;
  country: string;
  profilePicture: string;
}

export function initialCampaignValues(form: RegistrationFormDefinition): CampaignRegistrationValues {
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
    policyAccepted: false,
    profilePicture: '',
    answers,
  };
}

/** Whether the form asks for the phone itself; otherwise the registration offers it as an optional field. */
export function formAsksPhone(form: RegistrationFormDefinition): boolean {
  return form.fields.some((field) => field.baseAttribute === 'phone');
}

/** An optional text: left out when empty (the server reads a missing field as "not given"). */
function optional(value: string | undefined): string | undefined {
  const trimmed = value?.trim() ?? '';
  return trimmed === '' ? undefined : trimmed;
}

/**
 * The mutation's input: trimmed texts; the base values of the fields shown (the phone also when the
 * form does not ask for it: it is then an optional field of its own), the visible custom fields'
 * answers and the picture when the form asks for one. Empty values are left out rather than sent as null.
 */
export function campaignRegistrationInput(
  token: string,
  form: RegistrationFormDefinition,
  values: CampaignRegistrationValues,
  language: string,
): CampaignRegistrationInput {
  const shown = visibleFields(form, values.answers);
  const asked = new Set(shown.map(baseValueOf).filter((name): name is BaseSignUpField => name !== null));
  if (!formAsksPhone(form)) asked.add('phoneNumber');
  const base = (name: BaseSignUpField) => (asked.has(name) ? optional(values[name]) : undefined);
  const pictureShown = shown.some((field) => field.baseAttribute === 'profile_picture');
  const answers = answersToSave(form, values.answers);
  return {
    token,
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
    profilePicture: pictureShown ? optional(values.profilePicture) : undefined,
    answers: answers.length > 0 ? answers : undefined,
    policyAccepted: values.policyAccepted,
    language,
  };
}

/** The inputs the visitor sees, so that a server error lands where it can be read. */
function shownInputs(form: RegistrationFormDefinition, values: CampaignRegistrationValues): { top: Set<string>; answers: Set<string> } {
  const top = new Set(['firstName', 'lastName', 'email', 'emailConfirmation', 'policyAccepted']);
  if (!formAsksPhone(form)) top.add('phoneNumber');
  const answers = new Set<string>();
  for (const field of visibleFields(form, values.answers)) {
    const base = baseValueOf(field);
    if (base) top.add(base);
    if (field.baseAttribute === 'profile_picture') top.add('profilePicture');
    if (field.attributeId) answers.add(field.attributeId);
  }
  return { top, answers };
}

/**
 * Server field errors onto the fields shown: top-level inputs (profilePicture included) through
 * applyFieldErrors, `answers.<id>` onto the custom fields; the others come back as a form-level message.
 */
export function placeServerErrors(
  fieldErrors: Record<string, string[]>,
  form: RegistrationFormDefinition,
  values: CampaignRegistrationValues,
  helpers: Pick<FormikHelpers<CampaignRegistrationValues>, 'setErrors' | 'setFieldError'>,
): { placed: number; elsewhere: string[] } {
  const shown = shownInputs(form, values);
  const top: Record<string, string[]> = {};
  const answers: Array<[string, string]> = [];
  const elsewhere: string[] = [];
  for (const [key, messages] of Object.entries(fieldErrors)) {
    const answer = /^answers[.[]"?([^\]".]+)/.exec(key);
    if (answer && shown.answers.has(answer[1])) answers.push([answer[1], messages.join(' ')]);
    else if (shown.top.has(key)) top[key] = messages;
    else elsewhere.push(...messages);
  }
  elsewhere.push(...applyFieldErrors(top, values, helpers.setErrors));
  for (const [id, message] of answers) helpers.setFieldError(`answers.${id}`, message);
  return { placed: Object.keys(top).length + answers.length, elsewhere };
}
