import {
  BASE_ATTRIBUTE_VALUE_TYPES,
  baseSignUpFieldOf,
  type BaseSignUpField,
  type FormFieldType,
  type RegistrationField,
  type RegistrationFormDefinition,
  type SignUpValues,
  visibleFields,
} from '@benevo/schema';
import { applyFieldErrors } from '@benevo/ui';
import type { FormikHelpers } from 'formik';
import type { PublicFormFieldFragment } from './gql/graphql';
import { initialPreferenceValues, isPreferenceField, type PreferenceValues } from './preference-fields';

// A public form (an event's sign-up or a campaign's registration) as the shared rules of
// @benevo/schema read it: one definition, one set of first values, the part both mutations' inputs
// share and one placing of the server's errors for both pages.

function fieldType(type: string): FormFieldType {
  return type === 'volunteer' || type === 'event' || type === 'campaign' ? type : 'base';
}

/**
 * The form as the shared rules read it, in the organizer's order. Fields whose attribute is missing
 * are skipped (spec 3); the profile picture is kept only where it is asked (campaigns).
 */
export function formDefinitionOf(fields: readonly PublicFormFieldFragment[], options: { profilePicture: boolean }): RegistrationFormDefinition {
  const result: RegistrationField[] = [];
  for (const field of [...fields].sort((a, b) => a.order - b.order)) {
    if (field.baseAttribute) {
      if (field.baseAttribute === 'profile_picture' && !options.profilePicture) continue;
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

/** The sign-up value a base form field fills (city -> town, phone -> phoneNumber...); null for the profile picture. */
export function baseSignUpField(field: RegistrationField): BaseSignUpField | null {
  // The profile picture and the preferences (availability, preferred positions) have values of their own.
  return field.baseAttribute ? baseSignUpFieldOf(field.baseAttribute) : null;
}

/** The base values these fields fill, each once. */
export function baseSignUpFields(fields: readonly RegistrationField[]): Set<BaseSignUpField> {
  return new Set(fields.map(baseSignUpField).filter((name): name is BaseSignUpField => name !== null));
}

/** An optional text: left out when empty (the server reads a missing field as "not given"). */
export function optionalText(value: string | undefined): string | undefined {
  const trimmed = value?.trim() ?? '';
  return trimmed === '' ? undefined : trimmed;
}

/**
 * What both mutations' inputs share: the identity texts trimmed, and the base values `asked` trimmed;
 * a base value empty or not asked is left out rather than sent as null.
 */
export function identityAndBaseInput(values: SignUpValues, asked: ReadonlySet<BaseSignUpField>) {
  const base = (name: BaseSignUpField) => (asked.has(name) ? optionalText(values[name]) : undefined);
  return {
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
  };
}

/** What both forms hold at first: the shared SignUpValues with every base value present (empty until given). */
export type PublicFormValues = SignUpValues & Required<Pick<SignUpValues, BaseSignUpField>> & PreferenceValues;

/** Empty values for both forms: no identity nor base value, the policy not accepted, each custom field's empty answer. */
export function initialPublicFormValues(form: RegistrationFormDefinition): PublicFormValues {
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
    answers,
    ...initialPreferenceValues(),
  };
}

/**
 * The inputs the visitor sees, so that a server error lands where it can be read: the identity fields,
 * the policy, the inputs the page adds of its own (`ownInputs`: group, optional phone) and the form's
 * visible fields (base values, profile picture, custom answers).
 */
function shownInputs(
  form: RegistrationFormDefinition,
  values: SignUpValues,
  ownInputs: readonly string[],
): { top: Set<string>; answers: Set<string> } {
  const top = new Set(['firstName', 'lastName', 'email', 'emailConfirmation', 'policyAccepted', ...ownInputs]);
  const answers = new Set<string>();
  for (const field of visibleFields(form, values.answers)) {
    const base = baseSignUpField(field);
    if (base) top.add(base);
    if (field.baseAttribute === 'profile_picture') top.add('profilePicture');
    const preference = isPreferenceField(field);
    if (preference === 'availability') top.add('availability');
    if (preference === 'preferred_positions') top.add('preferredPositionIds').add('preferredPositionNames');
    if (field.attributeId) answers.add(field.attributeId);
  }
  return { top, answers };
}

/**
 * Server field errors onto the fields shown: top-level inputs through applyFieldErrors, `answers.<id>`
 * onto the custom fields; the others come back as a form-level message.
 */
export function placeServerErrors<Values extends SignUpValues>(
  fieldErrors: Record<string, string[]>,
  form: RegistrationFormDefinition,
  values: Values,
  helpers: Pick<FormikHelpers<Values>, 'setErrors' | 'setFieldError'>,
  ownInputs: readonly string[],
): { placed: number; elsewhere: string[] } {
  const shown = shownInputs(form, values, ownInputs);
  const top: Record<string, string[]> = {};
  const answers: Array<[string, string]> = [];
  const elsewhere: string[] = [];
  for (const [rawKey, messages] of Object.entries(fieldErrors)) {
    // A nested path of the preferences (availability[2].to, preferredPositionIds[0]) lands on its field.
    const key = /^(availability|preferredPositionIds|preferredPositionNames)\b/.exec(rawKey)?.[1] ?? rawKey;
    const answer = /^answers[.[]"?([^\]".]+)/.exec(key);
    if (answer && shown.answers.has(answer[1])) answers.push([answer[1], messages.join(' ')]);
    else if (shown.top.has(key)) top[key] = [...(top[key] ?? []), ...messages];
    else elsewhere.push(...messages);
  }
  elsewhere.push(...applyFieldErrors(top, values, helpers.setErrors));
  for (const [id, message] of answers) helpers.setFieldError(`answers.${id}`, message);
  return { placed: Object.keys(top).length + answers.length, elsewhere };
}
