/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
/** An answer to a custom field of the form */
export type AnswerInput = {
  attributeId: string | number;
  /** enum: an option id; enum_multiple: a JSON array of option ids; bool: "true"/"false"; date: YYYY-MM-DD */
  value?: string | null | undefined;
};

export type AttributeValueType =
  | 'bool'
  | 'date'
  | 'enum'
  | 'enum_multiple'
  | 'int'
  | 'text'
  | 'text_multiline';

/** A day (YYYY-MM-DD) and hours (HH:mm; to may be '24:00'), local to the event or campaign */
export type AvailabilityWindowInput = {
  day: string;
  from: string;
  to: string;
};

export type BaseAttribute =
  | 'address'
  | 'availability'
  | 'birthdate'
  | 'city'
  | 'country'
  | 'phone'
  | 'postcode'
  | 'preferred_positions'
  | 'profile_picture';

/** A public registration to a published campaign */
export type CampaignRegistrationInput = {
  address?: string | null | undefined;
  /** Answers to the campaign form's custom fields */
  answers?: Array<AnswerInput> | null | undefined;
  /** Issue 18, when the form asks: days and hours available; null = any time */
  availability?: Array<AvailabilityWindowInput> | null | undefined;
  /** YYYY-MM-DD */
  bornDate?: string | null | undefined;
  country?: string | null | undefined;
  email: string;
  emailConfirmation: string;
  firstName: string;
  /** fr, de, en or fr-ch: the language of the mails */
  language?: string | null | undefined;
  lastName: string;
  /** International: +41 79 123 45 67 */
  phoneNumber?: string | null | undefined;
  policyAccepted: boolean;
  postcode?: string | null | undefined;
  /** Issue 18, when the form asks: ranked position names (Campaign.rankablePositionNames, at most 5) */
  preferredPositionNames?: Array<string> | null | undefined;
  /** Profile picture (JPEG or PNG base64, < 5 MB) when the form asks for one */
  profilePicture?: string | null | undefined;
  /** The campaign’s public token */
  token: string;
  town?: string | null | undefined;
};

export type ContactInput = {
  email: string;
  message: string;
  name: string;
  organizationSlug: string;
  subject?: string | null | undefined;
};

/** A slot the volunteer creates in a free gap of a position (allowPublicTimeSlotCreation) */
export type NewSlotInput = {
  endTime: string;
  positionId: string | number;
  startTime: string;
};

/** Stored 0..6 (DESIGN.md) */
export type ParticipationStatus =
  | 'ACCEPTED'
  | 'AWAITING_ORGANIZER_VALIDATION'
  | 'AWAITING_VOLUNTEER_VALIDATION'
  | 'CANCELLED_BY_ORGANIZER'
  | 'CANCELLED_BY_VOLUNTEER'
  | 'REJECTED_BY_ORGANIZER'
  | 'REJECTED_BY_VOLUNTEER';

/** One public sign-up: the person, the slots, the form answers */
export type SignUpInput = {
  address?: string | null | undefined;
  answers?: Array<AnswerInput> | null | undefined;
  /** Issue 18, when the form asks: the days (the event's) and hours available; null = any time */
  availability?: Array<AvailabilityWindowInput> | null | undefined;
  /** YYYY-MM-DD */
  bornDate?: string | null | undefined;
  country?: string | null | undefined;
  email: string;
  emailConfirmation: string;
  eventUuid: string;
  firstName: string;
  groupName?: string | null | undefined;
  /** 1..configuration.groupMaxSize, with group registrations */
  groupSize?: number | null | undefined;
  /** A full slot puts the volunteer on its waiting list instead of refusing */
  joinWaitingList?: boolean | null | undefined;
  /** fr, de, en or fr-ch: the language of the mails */
  language?: string | null | undefined;
  lastName: string;
  newSlots?: Array<NewSlotInput> | null | undefined;
  /** Access code of private slots */
  passkey?: string | null | undefined;
  phoneNumber?: string | null | undefined;
  policyAccepted: boolean;
  postcode?: string | null | undefined;
  /** Issue 18, when the form asks: ranked ids of the event's positions (at most 5) */
  preferredPositionIds?: Array<string | number> | null | undefined;
  slotIds: Array<string | number>;
  town?: string | null | undefined;
};

export type PublicCampaignQueryVariables = Exact<{
  token: string;
}>;


export type PublicCampaignQuery = { publicCampaign: { id: string, token: string, name: string, description: string, logo: string | null, contactName: string, contactEmail: string, organizationName: string, rankablePositionNames: Array<string>, form: { id: string, fields: Array<{ id: string, type: string, baseAttribute: BaseAttribute | null, isRequired: boolean, label: string, description: string, parentFieldId: string | null, minChoices: number | null, maxChoices: number | null, order: number, condition: { targetAttribute: string, targetOption: string } | null, attribute: { id: string, name: string, valueType: AttributeValueType, options: Array<{ id: string, option: string }> } | null }> } } };

export type PublicCampaignsQueryVariables = Exact<{
  organizationSlug: string;
}>;


export type PublicCampaignsQuery = { publicCampaigns: Array<{ id: string, token: string, name: string, description: string, logo: string | null, showOnHomeCalendar: boolean }> };

export type RegisterForCampaignMutationVariables = Exact<{
  input: CampaignRegistrationInput;
}>;


export type RegisterForCampaignMutation = { registerForCampaign: boolean };

export type PublicSlotFragment = { id: string, positionId: string, description: string, startTime: string, endTime: string, requiredVolunteerCount: number, freePlaces: number, isPrivate: boolean, isPast: boolean, volunteerNames: Array<string>, waitingListLength: number };

export type PublicEventQueryVariables = Exact<{
  uuid: string;
  passkey?: string | null | undefined;
}>;


export type PublicEventQuery = { publicEvent: { id: string, uuid: string, name: string, description: string, teaser: string, website: string, logo: string | null, images: Array<string>, timeZone: string, organizationName: string, organizationSlug: string, responsable: string, days: Array<{ id: string, startsAt: string, endsAt: string }>, configuration: { volunteerNameDisplay: string, positionOrdering: string, allowPublicTimeSlotCreation: boolean, enableRegistrations: boolean, showPastSlots: boolean, enableGroupRegistrations: boolean, fullSlotsDefaultDisplay: string, closePositionByDefault: boolean, colorFree: string, colorFull: string, groupMaxSize: number }, positions: Array<{ id: string, name: string, description: string, order: number, sectorId: string | null, sectorName: string | null, maxParticipantsAtTime: number, timeSlots: Array<{ id: string, positionId: string, description: string, startTime: string, endTime: string, requiredVolunteerCount: number, freePlaces: number, isPrivate: boolean, isPast: boolean, volunteerNames: Array<string>, waitingListLength: number }> }>, form: { id: string, fields: Array<{ id: string, type: string, baseAttribute: BaseAttribute | null, isRequired: boolean, label: string, description: string, parentFieldId: string | null, minChoices: number | null, maxChoices: number | null, order: number, condition: { targetAttribute: string, targetOption: string } | null, attribute: { id: string, name: string, valueType: AttributeValueType, options: Array<{ id: string, option: string }> } | null }> } } };

export type SignUpMutationVariables = Exact<{
  input: SignUpInput;
}>;


export type SignUpMutation = { signUp: Array<{ id: string, timeSlotId: string, positionName: string, nbParticipants: number, validationStatus: ParticipationStatus, timeSlot: { id: string, startTime: string, endTime: string } }> };

export type PublicFormFieldFragment = { id: string, type: string, baseAttribute: BaseAttribute | null, isRequired: boolean, label: string, description: string, parentFieldId: string | null, minChoices: number | null, maxChoices: number | null, order: number, condition: { targetAttribute: string, targetOption: string } | null, attribute: { id: string, name: string, valueType: AttributeValueType, options: Array<{ id: string, option: string }> } | null };

export type PublicOrganizationQueryVariables = Exact<{
  slug: string;
}>;


export type PublicOrganizationQuery = { publicOrganization: { id: string, slug: string, name: string, description: string, logo: string | null, contactPhone: string, hasContactEmail: boolean } };

export type PublicEventsQueryVariables = Exact<{
  organizationSlug: string;
}>;


export type PublicEventsQuery = { publicEvents: Array<{ id: string, uuid: string, name: string, teaser: string, logo: string | null, timeZone: string, nbrVolunteersRequired: number, nbrVolunteersRegistered: number, showOnHomeCalendar: boolean, days: Array<{ id: string, startsAt: string, endsAt: string }> }> };

export type ContactOrganizationMutationVariables = Exact<{
  input: ContactInput;
}>;


export type ContactOrganizationMutation = { contactOrganization: boolean };

export type WaitingListOfferQueryVariables = Exact<{
  token: string;
}>;


export type WaitingListOfferQuery = { waitingListOffer: { status: string, expiresAt: string | null, eventName: string, positionName: string, startTime: string, endTime: string, firstName: string, timeZone: string } };

export type ConfirmWaitingListOfferMutationVariables = Exact<{
  token: string;
}>;


export type ConfirmWaitingListOfferMutation = { confirmWaitingListOffer: { id: string, validationStatus: ParticipationStatus } };

export type DeclineWaitingListOfferMutationVariables = Exact<{
  token: string;
}>;


export type DeclineWaitingListOfferMutation = { declineWaitingListOffer: boolean };

export const PublicSlotFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PublicSlot"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PublicTimeSlot"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"positionId"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"startTime"}},{"kind":"Field","name":{"kind":"Name","value":"endTime"}},{"kind":"Field","name":{"kind":"Name","value":"requiredVolunteerCount"}},{"kind":"Field","name":{"kind":"Name","value":"freePlaces"}},{"kind":"Field","name":{"kind":"Name","value":"isPrivate"}},{"kind":"Field","name":{"kind":"Name","value":"isPast"}},{"kind":"Field","name":{"kind":"Name","value":"volunteerNames"}},{"kind":"Field","name":{"kind":"Name","value":"waitingListLength"}}]}}]} as unknown as DocumentNode<PublicSlotFragment, unknown>;
export const PublicFormFieldFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PublicFormField"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"FormField"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"baseAttribute"}},{"kind":"Field","name":{"kind":"Name","value":"isRequired"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"parentFieldId"}},{"kind":"Field","name":{"kind":"Name","value":"condition"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"targetAttribute"}},{"kind":"Field","name":{"kind":"Name","value":"targetOption"}}]}},{"kind":"Field","name":{"kind":"Name","value":"minChoices"}},{"kind":"Field","name":{"kind":"Name","value":"maxChoices"}},{"kind":"Field","name":{"kind":"Name","value":"order"}},{"kind":"Field","name":{"kind":"Name","value":"attribute"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"valueType"}},{"kind":"Field","name":{"kind":"Name","value":"options"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"option"}}]}}]}}]}}]} as unknown as DocumentNode<PublicFormFieldFragment, unknown>;
export const PublicCampaignDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PublicCampaign"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"token"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"publicCampaign"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"token"},"value":{"kind":"Variable","name":{"kind":"Name","value":"token"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"token"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"logo"}},{"kind":"Field","name":{"kind":"Name","value":"contactName"}},{"kind":"Field","name":{"kind":"Name","value":"contactEmail"}},{"kind":"Field","name":{"kind":"Name","value":"organizationName"}},{"kind":"Field","name":{"kind":"Name","value":"rankablePositionNames"}},{"kind":"Field","name":{"kind":"Name","value":"form"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fields"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PublicFormField"}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PublicFormField"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"FormField"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"baseAttribute"}},{"kind":"Field","name":{"kind":"Name","value":"isRequired"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"parentFieldId"}},{"kind":"Field","name":{"kind":"Name","value":"condition"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"targetAttribute"}},{"kind":"Field","name":{"kind":"Name","value":"targetOption"}}]}},{"kind":"Field","name":{"kind":"Name","value":"minChoices"}},{"kind":"Field","name":{"kind":"Name","value":"maxChoices"}},{"kind":"Field","name":{"kind":"Name","value":"order"}},{"kind":"Field","name":{"kind":"Name","value":"attribute"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"valueType"}},{"kind":"Field","name":{"kind":"Name","value":"options"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"option"}}]}}]}}]}}]} as unknown as DocumentNode<PublicCampaignQuery, PublicCampaignQueryVariables>;
export const PublicCampaignsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PublicCampaigns"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"organizationSlug"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"publicCampaigns"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"organizationSlug"},"value":{"kind":"Variable","name":{"kind":"Name","value":"organizationSlug"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"token"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"logo"}},{"kind":"Field","name":{"kind":"Name","value":"showOnHomeCalendar"}}]}}]}}]} as unknown as DocumentNode<PublicCampaignsQuery, PublicCampaignsQueryVariables>;
export const RegisterForCampaignDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RegisterForCampaign"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CampaignRegistrationInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"registerForCampaign"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}]}]}}]} as unknown as DocumentNode<RegisterForCampaignMutation, RegisterForCampaignMutationVariables>;
export const PublicEventDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PublicEvent"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"uuid"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"passkey"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"publicEvent"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"uuid"},"value":{"kind":"Variable","name":{"kind":"Name","value":"uuid"}}},{"kind":"Argument","name":{"kind":"Name","value":"passkey"},"value":{"kind":"Variable","name":{"kind":"Name","value":"passkey"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"teaser"}},{"kind":"Field","name":{"kind":"Name","value":"website"}},{"kind":"Field","name":{"kind":"Name","value":"logo"}},{"kind":"Field","name":{"kind":"Name","value":"images"}},{"kind":"Field","name":{"kind":"Name","value":"timeZone"}},{"kind":"Field","name":{"kind":"Name","value":"organizationName"}},{"kind":"Field","name":{"kind":"Name","value":"organizationSlug"}},{"kind":"Field","name":{"kind":"Name","value":"responsable"}},{"kind":"Field","name":{"kind":"Name","value":"days"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"startsAt"}},{"kind":"Field","name":{"kind":"Name","value":"endsAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"configuration"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"volunteerNameDisplay"}},{"kind":"Field","name":{"kind":"Name","value":"positionOrdering"}},{"kind":"Field","name":{"kind":"Name","value":"allowPublicTimeSlotCreation"}},{"kind":"Field","name":{"kind":"Name","value":"enableRegistrations"}},{"kind":"Field","name":{"kind":"Name","value":"showPastSlots"}},{"kind":"Field","name":{"kind":"Name","value":"enableGroupRegistrations"}},{"kind":"Field","name":{"kind":"Name","value":"fullSlotsDefaultDisplay"}},{"kind":"Field","name":{"kind":"Name","value":"closePositionByDefault"}},{"kind":"Field","name":{"kind":"Name","value":"colorFree"}},{"kind":"Field","name":{"kind":"Name","value":"colorFull"}},{"kind":"Field","name":{"kind":"Name","value":"groupMaxSize"}}]}},{"kind":"Field","name":{"kind":"Name","value":"positions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"order"}},{"kind":"Field","name":{"kind":"Name","value":"sectorId"}},{"kind":"Field","name":{"kind":"Name","value":"sectorName"}},{"kind":"Field","name":{"kind":"Name","value":"maxParticipantsAtTime"}},{"kind":"Field","name":{"kind":"Name","value":"timeSlots"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PublicSlot"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"form"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fields"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PublicFormField"}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PublicSlot"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PublicTimeSlot"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"positionId"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"startTime"}},{"kind":"Field","name":{"kind":"Name","value":"endTime"}},{"kind":"Field","name":{"kind":"Name","value":"requiredVolunteerCount"}},{"kind":"Field","name":{"kind":"Name","value":"freePlaces"}},{"kind":"Field","name":{"kind":"Name","value":"isPrivate"}},{"kind":"Field","name":{"kind":"Name","value":"isPast"}},{"kind":"Field","name":{"kind":"Name","value":"volunteerNames"}},{"kind":"Field","name":{"kind":"Name","value":"waitingListLength"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PublicFormField"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"FormField"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"baseAttribute"}},{"kind":"Field","name":{"kind":"Name","value":"isRequired"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"parentFieldId"}},{"kind":"Field","name":{"kind":"Name","value":"condition"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"targetAttribute"}},{"kind":"Field","name":{"kind":"Name","value":"targetOption"}}]}},{"kind":"Field","name":{"kind":"Name","value":"minChoices"}},{"kind":"Field","name":{"kind":"Name","value":"maxChoices"}},{"kind":"Field","name":{"kind":"Name","value":"order"}},{"kind":"Field","name":{"kind":"Name","value":"attribute"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"valueType"}},{"kind":"Field","name":{"kind":"Name","value":"options"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"option"}}]}}]}}]}}]} as unknown as DocumentNode<PublicEventQuery, PublicEventQueryVariables>;
export const SignUpDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SignUp"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SignUpInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"signUp"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"timeSlotId"}},{"kind":"Field","name":{"kind":"Name","value":"positionName"}},{"kind":"Field","name":{"kind":"Name","value":"nbParticipants"}},{"kind":"Field","name":{"kind":"Name","value":"validationStatus"}},{"kind":"Field","name":{"kind":"Name","value":"timeSlot"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"startTime"}},{"kind":"Field","name":{"kind":"Name","value":"endTime"}}]}}]}}]}}]} as unknown as DocumentNode<SignUpMutation, SignUpMutationVariables>;
export const PublicOrganizationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PublicOrganization"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"slug"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"publicOrganization"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"slug"},"value":{"kind":"Variable","name":{"kind":"Name","value":"slug"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"logo"}},{"kind":"Field","name":{"kind":"Name","value":"contactPhone"}},{"kind":"Field","name":{"kind":"Name","value":"hasContactEmail"}}]}}]}}]} as unknown as DocumentNode<PublicOrganizationQuery, PublicOrganizationQueryVariables>;
export const PublicEventsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PublicEvents"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"organizationSlug"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"publicEvents"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"organizationSlug"},"value":{"kind":"Variable","name":{"kind":"Name","value":"organizationSlug"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"teaser"}},{"kind":"Field","name":{"kind":"Name","value":"logo"}},{"kind":"Field","name":{"kind":"Name","value":"timeZone"}},{"kind":"Field","name":{"kind":"Name","value":"days"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"startsAt"}},{"kind":"Field","name":{"kind":"Name","value":"endsAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"nbrVolunteersRequired"}},{"kind":"Field","name":{"kind":"Name","value":"nbrVolunteersRegistered"}},{"kind":"Field","name":{"kind":"Name","value":"showOnHomeCalendar"}}]}}]}}]} as unknown as DocumentNode<PublicEventsQuery, PublicEventsQueryVariables>;
export const ContactOrganizationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ContactOrganization"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ContactInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"contactOrganization"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}]}]}}]} as unknown as DocumentNode<ContactOrganizationMutation, ContactOrganizationMutationVariables>;
export const WaitingListOfferDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"WaitingListOffer"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"token"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"waitingListOffer"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"token"},"value":{"kind":"Variable","name":{"kind":"Name","value":"token"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"eventName"}},{"kind":"Field","name":{"kind":"Name","value":"positionName"}},{"kind":"Field","name":{"kind":"Name","value":"startTime"}},{"kind":"Field","name":{"kind":"Name","value":"endTime"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"timeZone"}}]}}]}}]} as unknown as DocumentNode<WaitingListOfferQuery, WaitingListOfferQueryVariables>;
export const ConfirmWaitingListOfferDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ConfirmWaitingListOffer"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"token"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"confirmWaitingListOffer"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"token"},"value":{"kind":"Variable","name":{"kind":"Name","value":"token"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"validationStatus"}}]}}]}}]} as unknown as DocumentNode<ConfirmWaitingListOfferMutation, ConfirmWaitingListOfferMutationVariables>;
export const DeclineWaitingListOfferDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeclineWaitingListOffer"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"token"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"declineWaitingListOffer"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"token"},"value":{"kind":"Variable","name":{"kind":"Name","value":"token"}}}]}]}}]} as unknown as DocumentNode<DeclineWaitingListOfferMutation, DeclineWaitingListOfferMutationVariables>;