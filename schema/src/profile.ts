import * as yup from 'yup';
import { INTERFACE_LANGUAGES } from './languages';
import {
  BASE_ATTRIBUTE_VALUE_TYPES,
  PROFILE_BASE_ATTRIBUTES,
  registrationSchema,
  type AttributeValueTypeName,
  type RegistrationField,
  type RegistrationFormDefinition,
} from './registration';

/**
 * The volunteer's own profile in the portal (issue 17): contact fields (never the e-mail, which is the
 * identity) and the answers to the organization's volunteer attributes. The organization's rules for
 * required fields are its registration forms' rules: a base attribute or volunteer attribute that one
 * of the forms (of the events the volunteer takes part in) requires without a condition is required
 * here too. The checks are registrationSchema's, so sign-up and profile can never disagree.
 */

/** The fields of the profile form that registrationSchema validates. */
export const VOLUNTEER_PROFILE_FIELDS = ['firstName', 'lastName', 'phoneNumber', 'bornDate', 'address', 'town', 'postcode', 'country'] as const;
export type VolunteerProfileFieldName = (typeof VOLUNTEER_PROFILE_FIELDS)[number];

export interface VolunteerProfileAttribute {
  id: string;
  name: string;
  valueType: AttributeValueTypeName;
  options: Array<{ id: string; option: string }>;
}

/**
 * One form definition for the profile: every base attribute (required when a form requires it) and
 * every volunteer attribute of the organization (required, and with choice limits, as a form says).
 * A field shown only under a condition in a form is never required here (the condition's answer
 * belongs to that sign-up).
 */
export function volunteerProfileForm(attributes: VolunteerProfileAttribute[], forms: RegistrationFormDefinition[]): RegistrationFormDefinition {
  const unconditional = forms.flatMap((form) => form.fields.filter((field) => field.condition === null));
  const requiredBase = new Set(unconditional.filter((field) => field.type === 'base' && field.isRequired).map((field) => field.baseAttribute));
  const fields: RegistrationField[] = PROFILE_BASE_ATTRIBUTES.map((base) => ({
    id: `base-${base}`,
    type: 'base',
    attributeId: null,
    baseAttribute: base,
    valueType: BASE_ATTRIBUTE_VALUE_TYPES[base],
    label: base,
    description: '',
    isRequired: requiredBase.has(base),
    options: [],
    condition: null,
    minChoices: null,
    maxChoices: null,
  }));
  for (const attribute of attributes) {
    const uses = unconditional.filter((field) => field.type === 'volunteer' && field.attributeId === attribute.id);
    const required = uses.filter((field) => field.isRequired);
    const mins = uses.map((field) => field.minChoices).filter((value): value is number => value != null);
    const maxes = uses.map((field) => field.maxChoices).filter((value): value is number => value != null);
    fields.push({
      id: `attribute-${attribute.id}`,
      type: 'volunteer',
      attributeId: attribute.id,
      baseAttribute: null,
      valueType: attribute.valueType,
      label: attribute.name,
      description: uses.find((field) => field.description)?.description ?? '',
      isRequired: required.length > 0,
      options: attribute.options,
      condition: null,
      minChoices: attribute.valueType === 'enum_multiple' && mins.length > 0 ? Math.max(...mins) : null,
      maxChoices: attribute.valueType === 'enum_multiple' && maxes.length > 0 ? Math.min(...maxes) : null,
    });
  }
  return { fields };
}

/** The profile's yup schema: registrationSchema's rules for names, contact fields and answers, plus the language. */
export function volunteerProfileSchema(form: RegistrationFormDefinition) {
  return registrationSchema(form, { groupRegistration: false, groupMaxSize: 1 })
    .pick([...VOLUNTEER_PROFILE_FIELDS, 'answers'])
    .shape({ language: yup.string().oneOf([...INTERFACE_LANGUAGES], 'validation.language') });
}

export type VolunteerProfileSchema = ReturnType<typeof volunteerProfileSchema>;
