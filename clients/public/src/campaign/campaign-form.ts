import { answersToSave, type RegistrationFormDefinition, visibleFields } from '@benevo/schema';
import type { FormikHelpers } from 'formik';
import {
  baseSignUpFields,
  formDefinitionOf,
  identityAndBaseInput,
  initialPublicFormValues,
  optionalText,
  placeServerErrors as placeFormErrors,
  type PublicFormValues,
} from '../form-definition';
import { preferenceInput } from '../preference-fields';
import type { CampaignRegistrationInput, PublicCampaignQuery, PublicFormFieldFragment } from '../gql/graphql';
import type { RankedChoiceOption } from '@benevo/ui';

// The campaign's registration form between the GraphQL shapes and the shared rules of @benevo/schema:
// its definition, the values Formik holds, the mutation's input and the server's errors placed back.

/** The campaign's form as the shared rules read it, the profile picture included. */
export const campaignFormDefinition = (fields: readonly PublicFormFieldFragment[]): RegistrationFormDefinition =>
  formDefinitionOf(fields, { profilePicture: true });

/** What the form holds: the values of both public forms and the picture (base64 without the data: prefix, '' when none). */
export interface CampaignRegistrationValues extends PublicFormValues {
  profilePicture: string;
}

export function initialCampaignValues(form: RegistrationFormDefinition): CampaignRegistrationValues {
  return { ...initialPublicFormValues(form), profilePicture: '' };
}

/** Whether the form asks for the phone itself; otherwise the registration offers it as an optional field. */
export function formAsksPhone(form: RegistrationFormDefinition): boolean {
  return form.fields.some((field) => field.baseAttribute === 'phone');
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
  const asked = baseSignUpFields(shown);
  if (!formAsksPhone(form)) asked.add('phoneNumber');
  const pictureShown = shown.some((field) => field.baseAttribute === 'profile_picture');
  const answers = answersToSave(form, values.answers);
  return {
    token,
    ...identityAndBaseInput(values, asked),
    profilePicture: pictureShown ? optionalText(values.profilePicture) : undefined,
    answers: answers.length > 0 ? answers : undefined,
    policyAccepted: values.policyAccepted,
    language,
    // Issue 18: availability (dates) and ranked position names, when the form asks for them.
    ...preferenceInput(shown, values, 'campaign'),
  };
}

/**
 * Server field errors onto the fields shown (the profile picture included, the phone also when the
 * form does not ask for it); the others come back as a form-level message.
 */
export function placeServerErrors(
  fieldErrors: Record<string, string[]>,
  form: RegistrationFormDefinition,
  values: CampaignRegistrationValues,
  helpers: Pick<FormikHelpers<CampaignRegistrationValues>, 'setErrors' | 'setFieldError'>,
): { placed: number; elsewhere: string[] } {
  return placeFormErrors(fieldErrors, form, values, helpers, formAsksPhone(form) ? [] : ['phoneNumber']);
}

/** The position names a visitor can rank (the organization's positions in its current events), as choices. */
export function campaignPositionChoices(campaign: PublicCampaignQuery['publicCampaign']): RankedChoiceOption[] {
  return campaign.rankablePositionNames.map((name) => ({ value: name, label: name }));
}
