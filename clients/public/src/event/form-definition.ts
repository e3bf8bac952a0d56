import { answersToSave, type RegistrationFormDefinition, type SignUpValues, visibleFields } from '@benevo/schema';
import { baseSignUpFields, formDefinitionOf, identityAndBaseInput, initialPublicFormValues, optionalText } from '../form-definition';
import type { PublicFormFieldFragment, SignUpInput } from '../gql/graphql';
import type { Picks, ProposedSlot } from './slots';
import { preferenceInput, type PreferenceValues } from '../preference-fields';

/** The event's form as the shared rules read it; the profile picture is for campaigns only. */
export const formDefinition = (fields: readonly PublicFormFieldFragment[]): RegistrationFormDefinition =>
  formDefinitionOf(fields, { profilePicture: false });

/** The form's values: the shared SignUpValues plus whether the visitor signs up a group. */
export type SignUpFormValues = SignUpValues & PreferenceValues & { asGroup: boolean };

export function initialValues(form: RegistrationFormDefinition): SignUpFormValues {
  return { ...initialPublicFormValues(form), asGroup: false, groupSize: 1, groupName: '' };
}

/** What the shared schema validates: a visitor signing up alone is a group of one. */
export function schemaInput(values: SignUpFormValues): SignUpValues {
  const { asGroup, ...rest } = values;
  return asGroup ? rest : { ...rest, groupSize: 1, groupName: '' };
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
  const group = args.groupRegistration && values.asGroup;
  return {
    eventUuid: args.eventUuid,
    slotIds: Object.keys(args.picks),
    ...identityAndBaseInput(values, baseSignUpFields(form.fields)),
    language: args.language,
    passkey: args.passkey ?? undefined,
    groupSize: group ? Number(values.groupSize) : 1,
    groupName: group ? optionalText(values.groupName) : undefined,
    policyAccepted: values.policyAccepted,
    joinWaitingList: Object.values(args.picks).includes('wait'),
    answers: answersToSave(form, values.answers),
    newSlots: args.proposals.map(({ positionId, startTime, endTime }) => ({ positionId, startTime, endTime })),
    // Issue 18: availability and ranked positions, when the form asks for them (left out otherwise).
    ...preferenceInput(visibleFields(form, values.answers), values, 'event'),
  };
}
