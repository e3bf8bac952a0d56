import {
  BASE_ATTRIBUTE_SIGNUP_FIELDS,
  BASE_ATTRIBUTE_VALUE_TYPES,
  type BaseSignUpField,
  type FormFieldType,
  type RegistrationField,
  type RegistrationFormDefinition,
} from '@benevo/schema';
import type { PublicFormFieldFragment } from './gql/graphql';

// A public form (an event's sign-up or a campaign's registration) as the shared rules of
// @benevo/schema read it: one definition for both pages.

/** What both pages query of a form field (the event's and the campaign's fragments have this shape). */
export type PublicFormFieldLike = Omit<PublicFormFieldFragment, '__typename' | 'parentFieldId'>;

function fieldType(type: string): FormFieldType {
  return type === 'volunteer' || type === 'event' || type === 'campaign' ? type : 'base';
}

/**
 * The form as the shared rules read it, in the organizer's order. Fields whose attribute is missing
 * are skipped (spec 3); the profile picture is kept only where it is asked (campaigns).
 */
export function formDefinitionOf(fields: readonly PublicFormFieldLike[], options: { profilePicture: boolean }): RegistrationFormDefinition {
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
  if (!field.baseAttribute || field.baseAttribute === 'profile_picture') return null;
  return BASE_ATTRIBUTE_SIGNUP_FIELDS[field.baseAttribute];
}
