/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
export type CloneEventInput = {
  /** Volunteer categories whose participations are cloned; empty or absent: all of them */
  cloneOnlyParticipationsInCategories?: Array<string | number> | null | undefined;
  cloneParticipations?: boolean;
  /** Defaults to "[CLONE] " + the name */
  newName?: string | null | undefined;
  /** The clone's first day; every day and slot shifts with it */
  startDay: string;
};

export type CopyEventIntoInput = {
  cloneOnlyParticipationsInCategories?: Array<string | number> | null | undefined;
  cloneParticipations?: boolean;
  startDay: string;
  targetEventId: string | number;
};

export type EventConfigurationInput = {
  allowPublicTimeSlotCreation?: boolean | null | undefined;
  closePositionByDefault?: boolean | null | undefined;
  colorFree?: string | null | undefined;
  colorFull?: string | null | undefined;
  defaultParticipationValidationStatus?: ParticipationStatus | null | undefined;
  enableGroupRegistrations?: boolean | null | undefined;
  enableRegistrations?: boolean | null | undefined;
  fullSlotsDefaultDisplay?: FullSlotsDisplay | null | undefined;
  groupMaxSize?: number | null | undefined;
  positionOrdering?: PositionOrdering | null | undefined;
  registrationEmailText?: string | null | undefined;
  sendMeCopyOfRegistration?: boolean | null | undefined;
  showPastSlots?: boolean | null | undefined;
  volunteerNameDisplay?: VolunteerNameDisplay | null | undefined;
};

export type EventDayInput = {
  endsAt: string;
  startsAt: string;
};

/** An image the event keeps (id) or a new one (base64 JPEG under 10 MB) */
export type EventImageInput = {
  base64?: string | null | undefined;
  id?: string | number | null | undefined;
};

/** Create: name, description, responsable, email and days are required (spec 5) */
export type EventInput = {
  /** New logo (PNG/JPEG base64); empty string removes it */
  base64Logo?: string | null | undefined;
  complexEvent?: boolean | null | undefined;
  configuration?: EventConfigurationInput | null | undefined;
  /** Replaces the days (update: slots must stay visible) */
  days?: Array<EventDayInput> | null | undefined;
  description?: string | null | undefined;
  email?: string | null | undefined;
  /** The full list of images to keep and add */
  images?: Array<EventImageInput> | null | undefined;
  name?: string | null | undefined;
  /** Defaults to the active organization */
  organizationId?: string | number | null | undefined;
  participationsRankings?: Array<number> | null | undefined;
  responsable?: string | null | undefined;
  showOnHomeCalendar?: boolean | null | undefined;
  showOnPublicPage?: boolean | null | undefined;
  teaser?: string | null | undefined;
  timeZone?: string | null | undefined;
  version?: number | null | undefined;
  website?: string | null | undefined;
  zoomLevel?: number | null | undefined;
};

export type EventStatus =
  | 'ARCHIVED'
  | 'DRAFT'
  | 'PUBLISHED';

export type FullSlotsDisplay =
  | 'HIDE'
  | 'SHOW';

export type ImportPlanningInput = {
  /** Preview only: validate every row, write nothing */
  dryRun?: boolean;
  eventId: string | number;
  fileBase64: string;
  format: PlanningFormat;
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

export type PlanningFormat =
  | 'CSV'
  | 'XLSX';

export type PositionInput = {
  defaultParticipationValidationStatus?: ParticipationStatus | null | undefined;
  description?: string | null | undefined;
  /** Required on create */
  eventId?: string | number | null | undefined;
  latitude?: number | null | undefined;
  longitude?: number | null | undefined;
  /** 0 means unlimited */
  maxParticipantsAtTime?: number | null | undefined;
  name?: string | null | undefined;
  order?: number | null | undefined;
  sectorId?: string | number | null | undefined;
  tagIds?: Array<string | number> | null | undefined;
};

export type PositionOrdering =
  | 'PREFER_POSITIONS_WITH_SLOTS'
  | 'PRESERVE_ORDER';

export type RecurrenceInput = {
  /** Local days of the series */
  days: Array<string>;
  /** A slot starts every N minutes */
  everyMinutes: number;
  /** HH:mm, first start */
  from: string;
  /** Length of each slot in minutes */
  slotMinutes: number;
  /** HH:mm, latest end (at or before from: next day) */
  to: string;
};

export type RegisterInput = {
  email: string;
  language?: string | null | undefined;
  /** The organization created for this account */
  organizationName?: string | null | undefined;
  password: string;
  passwordConfirm: string;
  /** Defaults to the e-mail address */
  username?: string | null | undefined;
};

export type ResetPasswordInput = {
  password: string;
  passwordConfirm: string;
  signature: string;
  timestamp: number;
  userId: string | number;
};

export type RewardCategoryInput = {
  /** Required on create */
  eventId?: string | number | null | undefined;
  hourlyRate?: number | null | undefined;
  icon?: string | null | undefined;
  isDefault?: boolean | null | undefined;
  name?: string | null | undefined;
  timeSlotColor?: string | null | undefined;
};

export type SectorInput = {
  description?: string | null | undefined;
  /** Required on create */
  eventId?: string | number | null | undefined;
  name?: string | null | undefined;
  order?: number | null | undefined;
};

export type TagInput = {
  /** The category tag (null: none) */
  categoryId?: string | number | null | undefined;
  color?: string | null | undefined;
  /** Required on create */
  eventId?: string | number | null | undefined;
  name?: string | null | undefined;
  /** 1 public (default), 0 private */
  visibility?: number | null | undefined;
};

export type TimeSlotInput = {
  description?: string | null | undefined;
  endTime?: string | null | undefined;
  hourlyRate?: number | null | undefined;
  isPrivate?: boolean | null | undefined;
  /** Required on create */
  positionId?: string | number | null | undefined;
  requiredVolunteerCount?: number | null | undefined;
  rewardCategoryId?: string | number | null | undefined;
  startTime?: string | null | undefined;
};

export type TimeSlotSeriesInput = {
  description?: string | null | undefined;
  hourlyRate?: number | null | undefined;
  isPrivate?: boolean | null | undefined;
  positionId: string | number;
  recurrence: RecurrenceInput;
  requiredVolunteerCount?: number | null | undefined;
  rewardCategoryId?: string | number | null | undefined;
};

/** Fields applied to every slot of a series (times stay) */
export type UpdateTimeSlotSeriesInput = {
  description?: string | null | undefined;
  hourlyRate?: number | null | undefined;
  isPrivate?: boolean | null | undefined;
  requiredVolunteerCount?: number | null | undefined;
  rewardCategoryId?: string | number | null | undefined;
};

export type VerifyRegistrationInput = {
  signature: string;
  timestamp: number;
  userId: string | number;
};

export type VolunteerNameDisplay =
  | 'FULL_NAME'
  | 'LAST_NAME_ABBREVIATED'
  | 'NOTHING';

export type RegisterMutationVariables = Exact<{
  input: RegisterInput;
}>;


export type RegisterMutation = { register: boolean };

export type VerifyRegistrationMutationVariables = Exact<{
  input: VerifyRegistrationInput;
}>;


export type VerifyRegistrationMutation = { verifyRegistration: boolean };

export type SendResetPasswordLinkMutationVariables = Exact<{
  login: string;
}>;


export type SendResetPasswordLinkMutation = { sendResetPasswordLink: boolean };

export type ResetPasswordMutationVariables = Exact<{
  input: ResetPasswordInput;
}>;


export type ResetPasswordMutation = { resetPassword: boolean };

export type DashboardSummaryQueryVariables = Exact<{ [key: string]: never; }>;


export type DashboardSummaryQuery = { eventsSummary: { draft: number, published: number, archive: number, registeredPublished: number, requiredPublished: number, registeredAll: number, requiredAll: number, hoursRequired: number, hoursRegistered: number } };

export type EventConfigurationFieldsFragment = { volunteerNameDisplay: VolunteerNameDisplay, positionOrdering: PositionOrdering, allowPublicTimeSlotCreation: boolean, enableRegistrations: boolean, showPastSlots: boolean, enableGroupRegistrations: boolean, sendMeCopyOfRegistration: boolean, fullSlotsDefaultDisplay: FullSlotsDisplay, closePositionByDefault: boolean, registrationEmailText: string, colorFree: string, colorFull: string, groupMaxSize: number, defaultParticipationValidationStatus: ParticipationStatus };

export type EventPositionFieldsFragment = { id: string, name: string, order: number, description: string, maxParticipantsAtTime: number, defaultParticipationValidationStatus: ParticipationStatus, latitude: number | null, longitude: number | null, nbrVolunteersRequired: number, sector: { id: string } | null, tags: Array<{ id: string }> };

export type EventDetailFragment = { id: string, uuid: string, uuidShort: string, organizationId: string, name: string, displayName: string, description: string, email: string, responsable: string, status: EventStatus, teaser: string, website: string, timeZone: string, zoomLevel: number, showOnPublicPage: boolean, showOnHomeCalendar: boolean, organizationName: string, nbrVolunteersRegistered: number, nbrVolunteersRequired: number, logo: string | null, images: Array<{ id: string, url: string }>, days: Array<{ id: string, startsAt: string, endsAt: string }>, configuration: { volunteerNameDisplay: VolunteerNameDisplay, positionOrdering: PositionOrdering, allowPublicTimeSlotCreation: boolean, enableRegistrations: boolean, showPastSlots: boolean, enableGroupRegistrations: boolean, sendMeCopyOfRegistration: boolean, fullSlotsDefaultDisplay: FullSlotsDisplay, closePositionByDefault: boolean, registrationEmailText: string, colorFree: string, colorFull: string, groupMaxSize: number, defaultParticipationValidationStatus: ParticipationStatus }, sectors: Array<{ id: string, name: string, description: string, order: number }>, tags: Array<{ id: string, name: string, displayName: string, color: string, visibility: number, category: { id: string } | null }>, rewardCategories: Array<{ id: string, name: string, hourlyRate: number, icon: string, isDefault: boolean, timeSlotColor: string }> };

export type EventEditQueryVariables = Exact<{
  id: string | number;
}>;


export type EventEditQuery = { event: { id: string, uuid: string, uuidShort: string, organizationId: string, name: string, displayName: string, description: string, email: string, responsable: string, status: EventStatus, teaser: string, website: string, timeZone: string, zoomLevel: number, showOnPublicPage: boolean, showOnHomeCalendar: boolean, organizationName: string, nbrVolunteersRegistered: number, nbrVolunteersRequired: number, logo: string | null, positions: Array<{ id: string, name: string, order: number, description: string, maxParticipantsAtTime: number, defaultParticipationValidationStatus: ParticipationStatus, latitude: number | null, longitude: number | null, nbrVolunteersRequired: number, timeSlots: Array<{ id: string, startTime: string, endTime: string, requiredVolunteerCount: number, overlappingSlotIds: Array<string> }>, sector: { id: string } | null, tags: Array<{ id: string }> }>, images: Array<{ id: string, url: string }>, days: Array<{ id: string, startsAt: string, endsAt: string }>, configuration: { volunteerNameDisplay: VolunteerNameDisplay, positionOrdering: PositionOrdering, allowPublicTimeSlotCreation: boolean, enableRegistrations: boolean, showPastSlots: boolean, enableGroupRegistrations: boolean, sendMeCopyOfRegistration: boolean, fullSlotsDefaultDisplay: FullSlotsDisplay, closePositionByDefault: boolean, registrationEmailText: string, colorFree: string, colorFull: string, groupMaxSize: number, defaultParticipationValidationStatus: ParticipationStatus }, sectors: Array<{ id: string, name: string, description: string, order: number }>, tags: Array<{ id: string, name: string, displayName: string, color: string, visibility: number, category: { id: string } | null }>, rewardCategories: Array<{ id: string, name: string, hourlyRate: number, icon: string, isDefault: boolean, timeSlotColor: string }> } };

export type UpdateEventMutationVariables = Exact<{
  id: string | number;
  input: EventInput;
}>;


export type UpdateEventMutation = { updateEvent: { id: string, uuid: string, uuidShort: string, organizationId: string, name: string, displayName: string, description: string, email: string, responsable: string, status: EventStatus, teaser: string, website: string, timeZone: string, zoomLevel: number, showOnPublicPage: boolean, showOnHomeCalendar: boolean, organizationName: string, nbrVolunteersRegistered: number, nbrVolunteersRequired: number, logo: string | null, images: Array<{ id: string, url: string }>, days: Array<{ id: string, startsAt: string, endsAt: string }>, configuration: { volunteerNameDisplay: VolunteerNameDisplay, positionOrdering: PositionOrdering, allowPublicTimeSlotCreation: boolean, enableRegistrations: boolean, showPastSlots: boolean, enableGroupRegistrations: boolean, sendMeCopyOfRegistration: boolean, fullSlotsDefaultDisplay: FullSlotsDisplay, closePositionByDefault: boolean, registrationEmailText: string, colorFree: string, colorFull: string, groupMaxSize: number, defaultParticipationValidationStatus: ParticipationStatus }, sectors: Array<{ id: string, name: string, description: string, order: number }>, tags: Array<{ id: string, name: string, displayName: string, color: string, visibility: number, category: { id: string } | null }>, rewardCategories: Array<{ id: string, name: string, hourlyRate: number, icon: string, isDefault: boolean, timeSlotColor: string }> } };

export type CreateSectorMutationVariables = Exact<{
  input: SectorInput;
}>;


export type CreateSectorMutation = { createSector: { id: string, name: string, description: string, order: number } };

export type UpdateSectorMutationVariables = Exact<{
  id: string | number;
  input: SectorInput;
}>;


export type UpdateSectorMutation = { updateSector: { id: string, name: string, description: string, order: number } };

export type DeleteSectorMutationVariables = Exact<{
  id: string | number;
}>;


export type DeleteSectorMutation = { deleteSector: boolean };

export type CreatePositionMutationVariables = Exact<{
  input: PositionInput;
}>;


export type CreatePositionMutation = { createPosition: { id: string, name: string, order: number, description: string, maxParticipantsAtTime: number, defaultParticipationValidationStatus: ParticipationStatus, latitude: number | null, longitude: number | null, nbrVolunteersRequired: number, sector: { id: string } | null, tags: Array<{ id: string }> } };

export type UpdatePositionMutationVariables = Exact<{
  id: string | number;
  input: PositionInput;
}>;


export type UpdatePositionMutation = { updatePosition: { id: string, name: string, order: number, description: string, maxParticipantsAtTime: number, defaultParticipationValidationStatus: ParticipationStatus, latitude: number | null, longitude: number | null, nbrVolunteersRequired: number, sector: { id: string } | null, tags: Array<{ id: string }> } };

export type DeletePositionMutationVariables = Exact<{
  id: string | number;
}>;


export type DeletePositionMutation = { deletePosition: boolean };

export type ReorderPositionsMutationVariables = Exact<{
  eventId: string | number;
  positionIds: Array<string | number> | string | number;
}>;


export type ReorderPositionsMutation = { reorderPositions: Array<{ id: string, order: number }> };

export type CreateTagMutationVariables = Exact<{
  input: TagInput;
}>;


export type CreateTagMutation = { createTag: { id: string } };

export type UpdateTagMutationVariables = Exact<{
  id: string | number;
  input: TagInput;
}>;


export type UpdateTagMutation = { updateTag: { id: string, name: string, displayName: string, color: string, visibility: number, category: { id: string } | null } };

export type DeleteTagMutationVariables = Exact<{
  id: string | number;
}>;


export type DeleteTagMutation = { deleteTag: boolean };

export type CreateRewardCategoryMutationVariables = Exact<{
  input: RewardCategoryInput;
}>;


export type CreateRewardCategoryMutation = { createRewardCategory: { id: string } };

export type UpdateRewardCategoryMutationVariables = Exact<{
  id: string | number;
  input: RewardCategoryInput;
}>;


export type UpdateRewardCategoryMutation = { updateRewardCategory: { id: string, name: string, hourlyRate: number, icon: string, isDefault: boolean, timeSlotColor: string } };

export type DeleteRewardCategoryMutationVariables = Exact<{
  id: string | number;
}>;


export type DeleteRewardCategoryMutation = { deleteRewardCategory: boolean };

export type ExportPlanningMutationVariables = Exact<{
  eventId: string | number;
  format: PlanningFormat;
}>;


export type ExportPlanningMutation = { exportPlanning: { fileName: string, fileBase64: string, format: PlanningFormat } };

export type ImportPlanningMutationVariables = Exact<{
  input: ImportPlanningInput;
}>;


export type ImportPlanningMutation = { importPlanning: { dryRun: boolean, createdSectors: number, createdPositions: number, createdTimeSlots: number, rows: Array<{ row: number, sector: string, position: string, startTime: string | null, endTime: string | null, requiredVolunteerCount: number, errors: Array<{ field: string, message: string }> }> } };

export type EventDevQueryVariables = Exact<{
  id: string | number;
}>;


export type EventDevQuery = { event: { id: string, uuid: string, uuidShort: string, organizationId: string, name: string, displayName: string, description: string, email: string, responsable: string, status: EventStatus, teaser: string, website: string, timeZone: string, zoomLevel: number, showOnPublicPage: boolean, showOnHomeCalendar: boolean, organizationName: string, nbrVolunteersRegistered: number, nbrVolunteersRequired: number, logo: string | null, positions: Array<{ id: string, name: string, order: number, description: string, maxParticipantsAtTime: number, defaultParticipationValidationStatus: ParticipationStatus, latitude: number | null, longitude: number | null, nbrVolunteersRequired: number, timeSlots: Array<{ id: string, startTime: string, endTime: string, requiredVolunteerCount: number, nbParticipants: number, series: string | null }>, sector: { id: string } | null, tags: Array<{ id: string }> }>, images: Array<{ id: string, url: string }>, days: Array<{ id: string, startsAt: string, endsAt: string }>, configuration: { volunteerNameDisplay: VolunteerNameDisplay, positionOrdering: PositionOrdering, allowPublicTimeSlotCreation: boolean, enableRegistrations: boolean, showPastSlots: boolean, enableGroupRegistrations: boolean, sendMeCopyOfRegistration: boolean, fullSlotsDefaultDisplay: FullSlotsDisplay, closePositionByDefault: boolean, registrationEmailText: string, colorFree: string, colorFull: string, groupMaxSize: number, defaultParticipationValidationStatus: ParticipationStatus }, sectors: Array<{ id: string, name: string, description: string, order: number }>, tags: Array<{ id: string, name: string, displayName: string, color: string, visibility: number, category: { id: string } | null }>, rewardCategories: Array<{ id: string, name: string, hourlyRate: number, icon: string, isDefault: boolean, timeSlotColor: string }> } };

export type EventListItemFragment = { id: string, uuid: string, name: string, displayName: string, status: EventStatus, timeZone: string, nbrVolunteersRegistered: number, nbrVolunteersRequired: number, days: Array<{ id: string, startsAt: string, endsAt: string }> };

export type EventsQueryVariables = Exact<{
  status?: EventStatus | null | undefined;
}>;


export type EventsQuery = { events: Array<{ id: string, uuid: string, name: string, displayName: string, status: EventStatus, timeZone: string, nbrVolunteersRegistered: number, nbrVolunteersRequired: number, days: Array<{ id: string, startsAt: string, endsAt: string }> }> };

export type CreateEventMutationVariables = Exact<{
  input: EventInput;
}>;


export type CreateEventMutation = { createEvent: { id: string } };

export type DeleteEventMutationVariables = Exact<{
  id: string | number;
}>;


export type DeleteEventMutation = { deleteEvent: boolean };

export type CloneEventMutationVariables = Exact<{
  id: string | number;
  input: CloneEventInput;
}>;


export type CloneEventMutation = { cloneEvent: { id: string } };

export type CopyEventIntoMutationVariables = Exact<{
  id: string | number;
  input: CopyEventIntoInput;
}>;


export type CopyEventIntoMutation = { copyEventInto: { id: string } };

export type PublishEventMutationVariables = Exact<{
  id: string | number;
}>;


export type PublishEventMutation = { publishEvent: { id: string, status: EventStatus, displayName: string } };

export type ArchiveEventMutationVariables = Exact<{
  id: string | number;
}>;


export type ArchiveEventMutation = { archiveEvent: { id: string, status: EventStatus, displayName: string } };

export type SetEventDraftMutationVariables = Exact<{
  id: string | number;
}>;


export type SetEventDraftMutation = { setEventDraft: { id: string, status: EventStatus, displayName: string } };

export type PlanningSlotFragment = { id: string, positionId: string, startTime: string, endTime: string, requiredVolunteerCount: number, nbParticipants: number, description: string, isPrivate: boolean, series: string | null, hourlyRate: number, rewardCategory: { id: string } | null, participants: Array<{ id: string, firstName: string, lastName: string, nbParticipants: number }> };

export type PlanningEventQueryVariables = Exact<{
  id: string | number;
}>;


export type PlanningEventQuery = { event: { id: string, name: string, displayName: string, timeZone: string, zoomLevel: number, days: Array<{ id: string, startsAt: string, endsAt: string }>, configuration: { colorFree: string, colorFull: string }, sectors: Array<{ id: string, name: string, order: number }>, rewardCategories: Array<{ id: string, name: string, hourlyRate: number }> } };

export type PlanningDayQueryVariables = Exact<{
  id: string | number;
  from: string;
  to: string;
}>;


export type PlanningDayQuery = { event: { id: string, positions: Array<{ id: string, name: string, order: number, sector: { id: string } | null, timeSlots: Array<{ id: string, positionId: string, startTime: string, endTime: string, requiredVolunteerCount: number, nbParticipants: number, description: string, isPrivate: boolean, series: string | null, hourlyRate: number, rewardCategory: { id: string } | null, participants: Array<{ id: string, firstName: string, lastName: string, nbParticipants: number }> }> }> } };

export type CreatePlanningSlotMutationVariables = Exact<{
  input: TimeSlotInput;
}>;


export type CreatePlanningSlotMutation = { createTimeSlot: { id: string, positionId: string, startTime: string, endTime: string, requiredVolunteerCount: number, nbParticipants: number, description: string, isPrivate: boolean, series: string | null, hourlyRate: number, rewardCategory: { id: string } | null, participants: Array<{ id: string, firstName: string, lastName: string, nbParticipants: number }> } };

export type UpdatePlanningSlotMutationVariables = Exact<{
  id: string | number;
  input: TimeSlotInput;
}>;


export type UpdatePlanningSlotMutation = { updateTimeSlot: { id: string, positionId: string, startTime: string, endTime: string, requiredVolunteerCount: number, nbParticipants: number, description: string, isPrivate: boolean, series: string | null, hourlyRate: number, rewardCategory: { id: string } | null, participants: Array<{ id: string, firstName: string, lastName: string, nbParticipants: number }> } };

export type DeletePlanningSlotMutationVariables = Exact<{
  id: string | number;
}>;


export type DeletePlanningSlotMutation = { deleteTimeSlot: boolean };

export type CreatePlanningSeriesMutationVariables = Exact<{
  input: TimeSlotSeriesInput;
}>;


export type CreatePlanningSeriesMutation = { createTimeSlotSeries: Array<{ id: string }> };

export type DeletePlanningSeriesMutationVariables = Exact<{
  series: string;
}>;


export type DeletePlanningSeriesMutation = { deleteTimeSlotSeries: number };

export type CopyDaySlotsMutationVariables = Exact<{
  eventId: string | number;
  fromDay: string;
  toDay: string;
}>;


export type CopyDaySlotsMutation = { copyDaySlots: Array<{ id: string }> };

export type UpdatePlanningSeriesMutationVariables = Exact<{
  series: string;
  input: UpdateTimeSlotSeriesInput;
}>;


export type UpdatePlanningSeriesMutation = { updateTimeSlotSeries: Array<{ id: string, positionId: string, startTime: string, endTime: string, requiredVolunteerCount: number, nbParticipants: number, description: string, isPrivate: boolean, series: string | null, hourlyRate: number, rewardCategory: { id: string } | null, participants: Array<{ id: string, firstName: string, lastName: string, nbParticipants: number }> }> };

export const EventPositionFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"EventPositionFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Position"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"order"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"maxParticipantsAtTime"}},{"kind":"Field","name":{"kind":"Name","value":"defaultParticipationValidationStatus"}},{"kind":"Field","name":{"kind":"Name","value":"latitude"}},{"kind":"Field","name":{"kind":"Name","value":"longitude"}},{"kind":"Field","name":{"kind":"Name","value":"nbrVolunteersRequired"}},{"kind":"Field","name":{"kind":"Name","value":"sector"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"tags"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<EventPositionFieldsFragment, unknown>;
export const EventConfigurationFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"EventConfigurationFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"EventConfiguration"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"volunteerNameDisplay"}},{"kind":"Field","name":{"kind":"Name","value":"positionOrdering"}},{"kind":"Field","name":{"kind":"Name","value":"allowPublicTimeSlotCreation"}},{"kind":"Field","name":{"kind":"Name","value":"enableRegistrations"}},{"kind":"Field","name":{"kind":"Name","value":"showPastSlots"}},{"kind":"Field","name":{"kind":"Name","value":"enableGroupRegistrations"}},{"kind":"Field","name":{"kind":"Name","value":"sendMeCopyOfRegistration"}},{"kind":"Field","name":{"kind":"Name","value":"fullSlotsDefaultDisplay"}},{"kind":"Field","name":{"kind":"Name","value":"closePositionByDefault"}},{"kind":"Field","name":{"kind":"Name","value":"registrationEmailText"}},{"kind":"Field","name":{"kind":"Name","value":"colorFree"}},{"kind":"Field","name":{"kind":"Name","value":"colorFull"}},{"kind":"Field","name":{"kind":"Name","value":"groupMaxSize"}},{"kind":"Field","name":{"kind":"Name","value":"defaultParticipationValidationStatus"}}]}}]} as unknown as DocumentNode<EventConfigurationFieldsFragment, unknown>;
export const EventDetailFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"EventDetail"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Event"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"uuidShort"}},{"kind":"Field","name":{"kind":"Name","value":"organizationId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"responsable"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"teaser"}},{"kind":"Field","name":{"kind":"Name","value":"website"}},{"kind":"Field","name":{"kind":"Name","value":"timeZone"}},{"kind":"Field","name":{"kind":"Name","value":"zoomLevel"}},{"kind":"Field","name":{"kind":"Name","value":"showOnPublicPage"}},{"kind":"Field","name":{"kind":"Name","value":"showOnHomeCalendar"}},{"kind":"Field","name":{"kind":"Name","value":"organizationName"}},{"kind":"Field","name":{"kind":"Name","value":"nbrVolunteersRegistered"}},{"kind":"Field","name":{"kind":"Name","value":"nbrVolunteersRequired"}},{"kind":"Field","name":{"kind":"Name","value":"logo"}},{"kind":"Field","name":{"kind":"Name","value":"images"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}},{"kind":"Field","name":{"kind":"Name","value":"days"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"startsAt"}},{"kind":"Field","name":{"kind":"Name","value":"endsAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"configuration"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"EventConfigurationFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"sectors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"order"}}]}},{"kind":"Field","name":{"kind":"Name","value":"tags"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"Field","name":{"kind":"Name","value":"color"}},{"kind":"Field","name":{"kind":"Name","value":"visibility"}},{"kind":"Field","name":{"kind":"Name","value":"category"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"rewardCategories"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"hourlyRate"}},{"kind":"Field","name":{"kind":"Name","value":"icon"}},{"kind":"Field","name":{"kind":"Name","value":"isDefault"}},{"kind":"Field","name":{"kind":"Name","value":"timeSlotColor"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"EventConfigurationFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"EventConfiguration"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"volunteerNameDisplay"}},{"kind":"Field","name":{"kind":"Name","value":"positionOrdering"}},{"kind":"Field","name":{"kind":"Name","value":"allowPublicTimeSlotCreation"}},{"kind":"Field","name":{"kind":"Name","value":"enableRegistrations"}},{"kind":"Field","name":{"kind":"Name","value":"showPastSlots"}},{"kind":"Field","name":{"kind":"Name","value":"enableGroupRegistrations"}},{"kind":"Field","name":{"kind":"Name","value":"sendMeCopyOfRegistration"}},{"kind":"Field","name":{"kind":"Name","value":"fullSlotsDefaultDisplay"}},{"kind":"Field","name":{"kind":"Name","value":"closePositionByDefault"}},{"kind":"Field","name":{"kind":"Name","value":"registrationEmailText"}},{"kind":"Field","name":{"kind":"Name","value":"colorFree"}},{"kind":"Field","name":{"kind":"Name","value":"colorFull"}},{"kind":"Field","name":{"kind":"Name","value":"groupMaxSize"}},{"kind":"Field","name":{"kind":"Name","value":"defaultParticipationValidationStatus"}}]}}]} as unknown as DocumentNode<EventDetailFragment, unknown>;
export const EventListItemFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"EventListItem"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Event"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"timeZone"}},{"kind":"Field","name":{"kind":"Name","value":"days"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"startsAt"}},{"kind":"Field","name":{"kind":"Name","value":"endsAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"nbrVolunteersRegistered"}},{"kind":"Field","name":{"kind":"Name","value":"nbrVolunteersRequired"}}]}}]} as unknown as DocumentNode<EventListItemFragment, unknown>;
export const PlanningSlotFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PlanningSlot"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TimeSlot"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"positionId"}},{"kind":"Field","name":{"kind":"Name","value":"startTime"}},{"kind":"Field","name":{"kind":"Name","value":"endTime"}},{"kind":"Field","name":{"kind":"Name","value":"requiredVolunteerCount"}},{"kind":"Field","name":{"kind":"Name","value":"nbParticipants"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"isPrivate"}},{"kind":"Field","name":{"kind":"Name","value":"series"}},{"kind":"Field","name":{"kind":"Name","value":"hourlyRate"}},{"kind":"Field","name":{"kind":"Name","value":"rewardCategory"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"participants"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"nbParticipants"}}]}}]}}]} as unknown as DocumentNode<PlanningSlotFragment, unknown>;
export const RegisterDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"Register"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RegisterInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"register"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}]}]}}]} as unknown as DocumentNode<RegisterMutation, RegisterMutationVariables>;
export const VerifyRegistrationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"VerifyRegistration"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"VerifyRegistrationInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"verifyRegistration"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}]}]}}]} as unknown as DocumentNode<VerifyRegistrationMutation, VerifyRegistrationMutationVariables>;
export const SendResetPasswordLinkDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SendResetPasswordLink"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"login"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sendResetPasswordLink"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"login"},"value":{"kind":"Variable","name":{"kind":"Name","value":"login"}}}]}]}}]} as unknown as DocumentNode<SendResetPasswordLinkMutation, SendResetPasswordLinkMutationVariables>;
export const ResetPasswordDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ResetPassword"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ResetPasswordInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"resetPassword"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}]}]}}]} as unknown as DocumentNode<ResetPasswordMutation, ResetPasswordMutationVariables>;
export const DashboardSummaryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"DashboardSummary"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"eventsSummary"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"draft"}},{"kind":"Field","name":{"kind":"Name","value":"published"}},{"kind":"Field","name":{"kind":"Name","value":"archive"}},{"kind":"Field","name":{"kind":"Name","value":"registeredPublished"}},{"kind":"Field","name":{"kind":"Name","value":"requiredPublished"}},{"kind":"Field","name":{"kind":"Name","value":"registeredAll"}},{"kind":"Field","name":{"kind":"Name","value":"requiredAll"}},{"kind":"Field","name":{"kind":"Name","value":"hoursRequired"}},{"kind":"Field","name":{"kind":"Name","value":"hoursRegistered"}}]}}]}}]} as unknown as DocumentNode<DashboardSummaryQuery, DashboardSummaryQueryVariables>;
export const EventEditDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"EventEdit"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"event"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"EventDetail"}},{"kind":"Field","name":{"kind":"Name","value":"positions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"EventPositionFields"}},{"kind":"Field","name":{"kind":"Name","value":"timeSlots"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"startTime"}},{"kind":"Field","name":{"kind":"Name","value":"endTime"}},{"kind":"Field","name":{"kind":"Name","value":"requiredVolunteerCount"}},{"kind":"Field","name":{"kind":"Name","value":"overlappingSlotIds"}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"EventConfigurationFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"EventConfiguration"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"volunteerNameDisplay"}},{"kind":"Field","name":{"kind":"Name","value":"positionOrdering"}},{"kind":"Field","name":{"kind":"Name","value":"allowPublicTimeSlotCreation"}},{"kind":"Field","name":{"kind":"Name","value":"enableRegistrations"}},{"kind":"Field","name":{"kind":"Name","value":"showPastSlots"}},{"kind":"Field","name":{"kind":"Name","value":"enableGroupRegistrations"}},{"kind":"Field","name":{"kind":"Name","value":"sendMeCopyOfRegistration"}},{"kind":"Field","name":{"kind":"Name","value":"fullSlotsDefaultDisplay"}},{"kind":"Field","name":{"kind":"Name","value":"closePositionByDefault"}},{"kind":"Field","name":{"kind":"Name","value":"registrationEmailText"}},{"kind":"Field","name":{"kind":"Name","value":"colorFree"}},{"kind":"Field","name":{"kind":"Name","value":"colorFull"}},{"kind":"Field","name":{"kind":"Name","value":"groupMaxSize"}},{"kind":"Field","name":{"kind":"Name","value":"defaultParticipationValidationStatus"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"EventDetail"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Event"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"uuidShort"}},{"kind":"Field","name":{"kind":"Name","value":"organizationId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"responsable"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"teaser"}},{"kind":"Field","name":{"kind":"Name","value":"website"}},{"kind":"Field","name":{"kind":"Name","value":"timeZone"}},{"kind":"Field","name":{"kind":"Name","value":"zoomLevel"}},{"kind":"Field","name":{"kind":"Name","value":"showOnPublicPage"}},{"kind":"Field","name":{"kind":"Name","value":"showOnHomeCalendar"}},{"kind":"Field","name":{"kind":"Name","value":"organizationName"}},{"kind":"Field","name":{"kind":"Name","value":"nbrVolunteersRegistered"}},{"kind":"Field","name":{"kind":"Name","value":"nbrVolunteersRequired"}},{"kind":"Field","name":{"kind":"Name","value":"logo"}},{"kind":"Field","name":{"kind":"Name","value":"images"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}},{"kind":"Field","name":{"kind":"Name","value":"days"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"startsAt"}},{"kind":"Field","name":{"kind":"Name","value":"endsAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"configuration"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"EventConfigurationFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"sectors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"order"}}]}},{"kind":"Field","name":{"kind":"Name","value":"tags"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"Field","name":{"kind":"Name","value":"color"}},{"kind":"Field","name":{"kind":"Name","value":"visibility"}},{"kind":"Field","name":{"kind":"Name","value":"category"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"rewardCategories"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"hourlyRate"}},{"kind":"Field","name":{"kind":"Name","value":"icon"}},{"kind":"Field","name":{"kind":"Name","value":"isDefault"}},{"kind":"Field","name":{"kind":"Name","value":"timeSlotColor"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"EventPositionFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Position"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"order"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"maxParticipantsAtTime"}},{"kind":"Field","name":{"kind":"Name","value":"defaultParticipationValidationStatus"}},{"kind":"Field","name":{"kind":"Name","value":"latitude"}},{"kind":"Field","name":{"kind":"Name","value":"longitude"}},{"kind":"Field","name":{"kind":"Name","value":"nbrVolunteersRequired"}},{"kind":"Field","name":{"kind":"Name","value":"sector"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"tags"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<EventEditQuery, EventEditQueryVariables>;
export const UpdateEventDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateEvent"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"EventInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateEvent"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"EventDetail"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"EventConfigurationFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"EventConfiguration"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"volunteerNameDisplay"}},{"kind":"Field","name":{"kind":"Name","value":"positionOrdering"}},{"kind":"Field","name":{"kind":"Name","value":"allowPublicTimeSlotCreation"}},{"kind":"Field","name":{"kind":"Name","value":"enableRegistrations"}},{"kind":"Field","name":{"kind":"Name","value":"showPastSlots"}},{"kind":"Field","name":{"kind":"Name","value":"enableGroupRegistrations"}},{"kind":"Field","name":{"kind":"Name","value":"sendMeCopyOfRegistration"}},{"kind":"Field","name":{"kind":"Name","value":"fullSlotsDefaultDisplay"}},{"kind":"Field","name":{"kind":"Name","value":"closePositionByDefault"}},{"kind":"Field","name":{"kind":"Name","value":"registrationEmailText"}},{"kind":"Field","name":{"kind":"Name","value":"colorFree"}},{"kind":"Field","name":{"kind":"Name","value":"colorFull"}},{"kind":"Field","name":{"kind":"Name","value":"groupMaxSize"}},{"kind":"Field","name":{"kind":"Name","value":"defaultParticipationValidationStatus"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"EventDetail"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Event"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"uuidShort"}},{"kind":"Field","name":{"kind":"Name","value":"organizationId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"responsable"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"teaser"}},{"kind":"Field","name":{"kind":"Name","value":"website"}},{"kind":"Field","name":{"kind":"Name","value":"timeZone"}},{"kind":"Field","name":{"kind":"Name","value":"zoomLevel"}},{"kind":"Field","name":{"kind":"Name","value":"showOnPublicPage"}},{"kind":"Field","name":{"kind":"Name","value":"showOnHomeCalendar"}},{"kind":"Field","name":{"kind":"Name","value":"organizationName"}},{"kind":"Field","name":{"kind":"Name","value":"nbrVolunteersRegistered"}},{"kind":"Field","name":{"kind":"Name","value":"nbrVolunteersRequired"}},{"kind":"Field","name":{"kind":"Name","value":"logo"}},{"kind":"Field","name":{"kind":"Name","value":"images"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}},{"kind":"Field","name":{"kind":"Name","value":"days"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"startsAt"}},{"kind":"Field","name":{"kind":"Name","value":"endsAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"configuration"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"EventConfigurationFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"sectors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"order"}}]}},{"kind":"Field","name":{"kind":"Name","value":"tags"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"Field","name":{"kind":"Name","value":"color"}},{"kind":"Field","name":{"kind":"Name","value":"visibility"}},{"kind":"Field","name":{"kind":"Name","value":"category"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"rewardCategories"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"hourlyRate"}},{"kind":"Field","name":{"kind":"Name","value":"icon"}},{"kind":"Field","name":{"kind":"Name","value":"isDefault"}},{"kind":"Field","name":{"kind":"Name","value":"timeSlotColor"}}]}}]}}]} as unknown as DocumentNode<UpdateEventMutation, UpdateEventMutationVariables>;
export const CreateSectorDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateSector"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SectorInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createSector"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"order"}}]}}]}}]} as unknown as DocumentNode<CreateSectorMutation, CreateSectorMutationVariables>;
export const UpdateSectorDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateSector"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SectorInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateSector"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"order"}}]}}]}}]} as unknown as DocumentNode<UpdateSectorMutation, UpdateSectorMutationVariables>;
export const DeleteSectorDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteSector"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteSector"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<DeleteSectorMutation, DeleteSectorMutationVariables>;
export const CreatePositionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreatePosition"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PositionInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createPosition"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"EventPositionFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"EventPositionFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Position"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"order"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"maxParticipantsAtTime"}},{"kind":"Field","name":{"kind":"Name","value":"defaultParticipationValidationStatus"}},{"kind":"Field","name":{"kind":"Name","value":"latitude"}},{"kind":"Field","name":{"kind":"Name","value":"longitude"}},{"kind":"Field","name":{"kind":"Name","value":"nbrVolunteersRequired"}},{"kind":"Field","name":{"kind":"Name","value":"sector"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"tags"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<CreatePositionMutation, CreatePositionMutationVariables>;
export const UpdatePositionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdatePosition"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PositionInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updatePosition"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"EventPositionFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"EventPositionFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Position"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"order"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"maxParticipantsAtTime"}},{"kind":"Field","name":{"kind":"Name","value":"defaultParticipationValidationStatus"}},{"kind":"Field","name":{"kind":"Name","value":"latitude"}},{"kind":"Field","name":{"kind":"Name","value":"longitude"}},{"kind":"Field","name":{"kind":"Name","value":"nbrVolunteersRequired"}},{"kind":"Field","name":{"kind":"Name","value":"sector"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"tags"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<UpdatePositionMutation, UpdatePositionMutationVariables>;
export const DeletePositionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeletePosition"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deletePosition"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<DeletePositionMutation, DeletePositionMutationVariables>;
export const ReorderPositionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ReorderPositions"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"eventId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"positionIds"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reorderPositions"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"eventId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"eventId"}}},{"kind":"Argument","name":{"kind":"Name","value":"positionIds"},"value":{"kind":"Variable","name":{"kind":"Name","value":"positionIds"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"order"}}]}}]}}]} as unknown as DocumentNode<ReorderPositionsMutation, ReorderPositionsMutationVariables>;
export const CreateTagDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateTag"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"TagInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createTag"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<CreateTagMutation, CreateTagMutationVariables>;
export const UpdateTagDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateTag"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"TagInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateTag"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"Field","name":{"kind":"Name","value":"color"}},{"kind":"Field","name":{"kind":"Name","value":"visibility"}},{"kind":"Field","name":{"kind":"Name","value":"category"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}}]} as unknown as DocumentNode<UpdateTagMutation, UpdateTagMutationVariables>;
export const DeleteTagDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteTag"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteTag"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<DeleteTagMutation, DeleteTagMutationVariables>;
export const CreateRewardCategoryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateRewardCategory"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RewardCategoryInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createRewardCategory"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<CreateRewardCategoryMutation, CreateRewardCategoryMutationVariables>;
export const UpdateRewardCategoryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateRewardCategory"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RewardCategoryInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateRewardCategory"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"hourlyRate"}},{"kind":"Field","name":{"kind":"Name","value":"icon"}},{"kind":"Field","name":{"kind":"Name","value":"isDefault"}},{"kind":"Field","name":{"kind":"Name","value":"timeSlotColor"}}]}}]}}]} as unknown as DocumentNode<UpdateRewardCategoryMutation, UpdateRewardCategoryMutationVariables>;
export const DeleteRewardCategoryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteRewardCategory"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteRewardCategory"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<DeleteRewardCategoryMutation, DeleteRewardCategoryMutationVariables>;
export const ExportPlanningDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ExportPlanning"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"eventId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"format"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PlanningFormat"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"exportPlanning"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"eventId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"eventId"}}},{"kind":"Argument","name":{"kind":"Name","value":"format"},"value":{"kind":"Variable","name":{"kind":"Name","value":"format"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fileName"}},{"kind":"Field","name":{"kind":"Name","value":"fileBase64"}},{"kind":"Field","name":{"kind":"Name","value":"format"}}]}}]}}]} as unknown as DocumentNode<ExportPlanningMutation, ExportPlanningMutationVariables>;
export const ImportPlanningDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ImportPlanning"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ImportPlanningInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"importPlanning"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"dryRun"}},{"kind":"Field","name":{"kind":"Name","value":"createdSectors"}},{"kind":"Field","name":{"kind":"Name","value":"createdPositions"}},{"kind":"Field","name":{"kind":"Name","value":"createdTimeSlots"}},{"kind":"Field","name":{"kind":"Name","value":"rows"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"row"}},{"kind":"Field","name":{"kind":"Name","value":"sector"}},{"kind":"Field","name":{"kind":"Name","value":"position"}},{"kind":"Field","name":{"kind":"Name","value":"startTime"}},{"kind":"Field","name":{"kind":"Name","value":"endTime"}},{"kind":"Field","name":{"kind":"Name","value":"requiredVolunteerCount"}},{"kind":"Field","name":{"kind":"Name","value":"errors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]}}]} as unknown as DocumentNode<ImportPlanningMutation, ImportPlanningMutationVariables>;
export const EventDevDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"EventDev"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"event"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"EventDetail"}},{"kind":"Field","name":{"kind":"Name","value":"positions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"EventPositionFields"}},{"kind":"Field","name":{"kind":"Name","value":"timeSlots"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"startTime"}},{"kind":"Field","name":{"kind":"Name","value":"endTime"}},{"kind":"Field","name":{"kind":"Name","value":"requiredVolunteerCount"}},{"kind":"Field","name":{"kind":"Name","value":"nbParticipants"}},{"kind":"Field","name":{"kind":"Name","value":"series"}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"EventConfigurationFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"EventConfiguration"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"volunteerNameDisplay"}},{"kind":"Field","name":{"kind":"Name","value":"positionOrdering"}},{"kind":"Field","name":{"kind":"Name","value":"allowPublicTimeSlotCreation"}},{"kind":"Field","name":{"kind":"Name","value":"enableRegistrations"}},{"kind":"Field","name":{"kind":"Name","value":"showPastSlots"}},{"kind":"Field","name":{"kind":"Name","value":"enableGroupRegistrations"}},{"kind":"Field","name":{"kind":"Name","value":"sendMeCopyOfRegistration"}},{"kind":"Field","name":{"kind":"Name","value":"fullSlotsDefaultDisplay"}},{"kind":"Field","name":{"kind":"Name","value":"closePositionByDefault"}},{"kind":"Field","name":{"kind":"Name","value":"registrationEmailText"}},{"kind":"Field","name":{"kind":"Name","value":"colorFree"}},{"kind":"Field","name":{"kind":"Name","value":"colorFull"}},{"kind":"Field","name":{"kind":"Name","value":"groupMaxSize"}},{"kind":"Field","name":{"kind":"Name","value":"defaultParticipationValidationStatus"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"EventDetail"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Event"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"uuidShort"}},{"kind":"Field","name":{"kind":"Name","value":"organizationId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"responsable"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"teaser"}},{"kind":"Field","name":{"kind":"Name","value":"website"}},{"kind":"Field","name":{"kind":"Name","value":"timeZone"}},{"kind":"Field","name":{"kind":"Name","value":"zoomLevel"}},{"kind":"Field","name":{"kind":"Name","value":"showOnPublicPage"}},{"kind":"Field","name":{"kind":"Name","value":"showOnHomeCalendar"}},{"kind":"Field","name":{"kind":"Name","value":"organizationName"}},{"kind":"Field","name":{"kind":"Name","value":"nbrVolunteersRegistered"}},{"kind":"Field","name":{"kind":"Name","value":"nbrVolunteersRequired"}},{"kind":"Field","name":{"kind":"Name","value":"logo"}},{"kind":"Field","name":{"kind":"Name","value":"images"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}},{"kind":"Field","name":{"kind":"Name","value":"days"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"startsAt"}},{"kind":"Field","name":{"kind":"Name","value":"endsAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"configuration"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"EventConfigurationFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"sectors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"order"}}]}},{"kind":"Field","name":{"kind":"Name","value":"tags"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"Field","name":{"kind":"Name","value":"color"}},{"kind":"Field","name":{"kind":"Name","value":"visibility"}},{"kind":"Field","name":{"kind":"Name","value":"category"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"rewardCategories"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"hourlyRate"}},{"kind":"Field","name":{"kind":"Name","value":"icon"}},{"kind":"Field","name":{"kind":"Name","value":"isDefault"}},{"kind":"Field","name":{"kind":"Name","value":"timeSlotColor"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"EventPositionFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Position"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"order"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"maxParticipantsAtTime"}},{"kind":"Field","name":{"kind":"Name","value":"defaultParticipationValidationStatus"}},{"kind":"Field","name":{"kind":"Name","value":"latitude"}},{"kind":"Field","name":{"kind":"Name","value":"longitude"}},{"kind":"Field","name":{"kind":"Name","value":"nbrVolunteersRequired"}},{"kind":"Field","name":{"kind":"Name","value":"sector"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"tags"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<EventDevQuery, EventDevQueryVariables>;
export const EventsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Events"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"status"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"EventStatus"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"events"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"status"},"value":{"kind":"Variable","name":{"kind":"Name","value":"status"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"EventListItem"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"EventListItem"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Event"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"timeZone"}},{"kind":"Field","name":{"kind":"Name","value":"days"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"startsAt"}},{"kind":"Field","name":{"kind":"Name","value":"endsAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"nbrVolunteersRegistered"}},{"kind":"Field","name":{"kind":"Name","value":"nbrVolunteersRequired"}}]}}]} as unknown as DocumentNode<EventsQuery, EventsQueryVariables>;
export const CreateEventDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateEvent"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"EventInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createEvent"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<CreateEventMutation, CreateEventMutationVariables>;
export const DeleteEventDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteEvent"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteEvent"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<DeleteEventMutation, DeleteEventMutationVariables>;
export const CloneEventDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CloneEvent"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CloneEventInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cloneEvent"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<CloneEventMutation, CloneEventMutationVariables>;
export const CopyEventIntoDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CopyEventInto"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CopyEventIntoInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"copyEventInto"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<CopyEventIntoMutation, CopyEventIntoMutationVariables>;
export const PublishEventDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"PublishEvent"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"publishEvent"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}}]}}]}}]} as unknown as DocumentNode<PublishEventMutation, PublishEventMutationVariables>;
export const ArchiveEventDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ArchiveEvent"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"archiveEvent"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}}]}}]}}]} as unknown as DocumentNode<ArchiveEventMutation, ArchiveEventMutationVariables>;
export const SetEventDraftDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetEventDraft"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setEventDraft"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}}]}}]}}]} as unknown as DocumentNode<SetEventDraftMutation, SetEventDraftMutationVariables>;
export const PlanningEventDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PlanningEvent"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"event"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"Field","name":{"kind":"Name","value":"timeZone"}},{"kind":"Field","name":{"kind":"Name","value":"zoomLevel"}},{"kind":"Field","name":{"kind":"Name","value":"days"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"startsAt"}},{"kind":"Field","name":{"kind":"Name","value":"endsAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"configuration"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"colorFree"}},{"kind":"Field","name":{"kind":"Name","value":"colorFull"}}]}},{"kind":"Field","name":{"kind":"Name","value":"sectors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"order"}}]}},{"kind":"Field","name":{"kind":"Name","value":"rewardCategories"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"hourlyRate"}}]}}]}}]}}]} as unknown as DocumentNode<PlanningEventQuery, PlanningEventQueryVariables>;
export const PlanningDayDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PlanningDay"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"from"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"DateTime"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"to"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"DateTime"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"event"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"positions"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"from"},"value":{"kind":"Variable","name":{"kind":"Name","value":"from"}}},{"kind":"Argument","name":{"kind":"Name","value":"to"},"value":{"kind":"Variable","name":{"kind":"Name","value":"to"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"order"}},{"kind":"Field","name":{"kind":"Name","value":"sector"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"timeSlots"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"from"},"value":{"kind":"Variable","name":{"kind":"Name","value":"from"}}},{"kind":"Argument","name":{"kind":"Name","value":"to"},"value":{"kind":"Variable","name":{"kind":"Name","value":"to"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PlanningSlot"}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PlanningSlot"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TimeSlot"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"positionId"}},{"kind":"Field","name":{"kind":"Name","value":"startTime"}},{"kind":"Field","name":{"kind":"Name","value":"endTime"}},{"kind":"Field","name":{"kind":"Name","value":"requiredVolunteerCount"}},{"kind":"Field","name":{"kind":"Name","value":"nbParticipants"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"isPrivate"}},{"kind":"Field","name":{"kind":"Name","value":"series"}},{"kind":"Field","name":{"kind":"Name","value":"hourlyRate"}},{"kind":"Field","name":{"kind":"Name","value":"rewardCategory"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"participants"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"nbParticipants"}}]}}]}}]} as unknown as DocumentNode<PlanningDayQuery, PlanningDayQueryVariables>;
export const CreatePlanningSlotDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreatePlanningSlot"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"TimeSlotInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createTimeSlot"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PlanningSlot"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PlanningSlot"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TimeSlot"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"positionId"}},{"kind":"Field","name":{"kind":"Name","value":"startTime"}},{"kind":"Field","name":{"kind":"Name","value":"endTime"}},{"kind":"Field","name":{"kind":"Name","value":"requiredVolunteerCount"}},{"kind":"Field","name":{"kind":"Name","value":"nbParticipants"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"isPrivate"}},{"kind":"Field","name":{"kind":"Name","value":"series"}},{"kind":"Field","name":{"kind":"Name","value":"hourlyRate"}},{"kind":"Field","name":{"kind":"Name","value":"rewardCategory"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"participants"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"nbParticipants"}}]}}]}}]} as unknown as DocumentNode<CreatePlanningSlotMutation, CreatePlanningSlotMutationVariables>;
export const UpdatePlanningSlotDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdatePlanningSlot"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"TimeSlotInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateTimeSlot"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PlanningSlot"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PlanningSlot"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TimeSlot"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"positionId"}},{"kind":"Field","name":{"kind":"Name","value":"startTime"}},{"kind":"Field","name":{"kind":"Name","value":"endTime"}},{"kind":"Field","name":{"kind":"Name","value":"requiredVolunteerCount"}},{"kind":"Field","name":{"kind":"Name","value":"nbParticipants"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"isPrivate"}},{"kind":"Field","name":{"kind":"Name","value":"series"}},{"kind":"Field","name":{"kind":"Name","value":"hourlyRate"}},{"kind":"Field","name":{"kind":"Name","value":"rewardCategory"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"participants"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"nbParticipants"}}]}}]}}]} as unknown as DocumentNode<UpdatePlanningSlotMutation, UpdatePlanningSlotMutationVariables>;
export const DeletePlanningSlotDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeletePlanningSlot"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteTimeSlot"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<DeletePlanningSlotMutation, DeletePlanningSlotMutationVariables>;
export const CreatePlanningSeriesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreatePlanningSeries"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"TimeSlotSeriesInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createTimeSlotSeries"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<CreatePlanningSeriesMutation, CreatePlanningSeriesMutationVariables>;
export const DeletePlanningSeriesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeletePlanningSeries"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"series"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteTimeSlotSeries"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"series"},"value":{"kind":"Variable","name":{"kind":"Name","value":"series"}}}]}]}}]} as unknown as DocumentNode<DeletePlanningSeriesMutation, DeletePlanningSeriesMutationVariables>;
export const CopyDaySlotsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CopyDaySlots"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"eventId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"fromDay"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Date"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"toDay"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Date"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"copyDaySlots"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"eventId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"eventId"}}},{"kind":"Argument","name":{"kind":"Name","value":"fromDay"},"value":{"kind":"Variable","name":{"kind":"Name","value":"fromDay"}}},{"kind":"Argument","name":{"kind":"Name","value":"toDay"},"value":{"kind":"Variable","name":{"kind":"Name","value":"toDay"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<CopyDaySlotsMutation, CopyDaySlotsMutationVariables>;
export const UpdatePlanningSeriesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdatePlanningSeries"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"series"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateTimeSlotSeriesInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateTimeSlotSeries"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"series"},"value":{"kind":"Variable","name":{"kind":"Name","value":"series"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PlanningSlot"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PlanningSlot"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TimeSlot"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"positionId"}},{"kind":"Field","name":{"kind":"Name","value":"startTime"}},{"kind":"Field","name":{"kind":"Name","value":"endTime"}},{"kind":"Field","name":{"kind":"Name","value":"requiredVolunteerCount"}},{"kind":"Field","name":{"kind":"Name","value":"nbParticipants"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"isPrivate"}},{"kind":"Field","name":{"kind":"Name","value":"series"}},{"kind":"Field","name":{"kind":"Name","value":"hourlyRate"}},{"kind":"Field","name":{"kind":"Name","value":"rewardCategory"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"participants"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"nbParticipants"}}]}}]}}]} as unknown as DocumentNode<UpdatePlanningSeriesMutation, UpdatePlanningSeriesMutationVariables>;