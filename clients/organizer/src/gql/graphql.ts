/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
export type AddParticipationInput = {
  groupName?: string | null | undefined;
  /** Default 1 */
  nbParticipants?: number | null | undefined;
  /** Also every slot of the chosen slot's series */
  recurring?: boolean | null | undefined;
  timeSlotId: string | number;
  /** Default ACCEPTED */
  validationStatus?: ParticipationStatus | null | undefined;
  volunteerId: string | number;
};

/** Spec 5 "Custom field": name (title) and valueType required on create; options separated by semicolons */
export type AttributeInput = {
  /** Create only: an event attribute of this event; absent: a volunteer attribute */
  eventId?: string | number | null | undefined;
  name?: string | null | undefined;
  onRegistration?: boolean | null | undefined;
  /** enum / enum_multiple: options separated by semicolons */
  options?: string | null | undefined;
  /** Defaults to the active organization */
  organizationId?: string | number | null | undefined;
  valueType?: AttributeValueType | null | undefined;
};

export type AttributeValueType =
  | 'bool'
  | 'date'
  | 'enum'
  | 'enum_multiple'
  | 'int'
  | 'text'
  | 'text_multiline';

/** CARD: a credit card, 85.6 x 54 mm (landscape); A6: 105 x 148 mm (portrait) */
export type BadgeSize =
  | 'A6'
  | 'CARD';

export type BadgeTemplateInput = {
  attributeId?: string | number | null | undefined;
  /** A base64 JPEG or PNG (data URL), the unchanged logo path, or "" to remove it */
  logo?: string | null | undefined;
  name: string;
  primaryColor: string;
  showCategories: boolean;
  showPhoto: boolean;
  showPositions: boolean;
  showQrCode: boolean;
  size: BadgeSize;
  textColor: string;
};

export type BaseAttribute =
  | 'address'
  | 'birthdate'
  | 'city'
  | 'country'
  | 'phone'
  | 'postcode'
  | 'profile_picture';

/** Create: name, description, contactName and contactEmail are required (spec 5) */
export type CampaignInput = {
  /** New logo (PNG/JPEG base64); empty string removes it */
  base64Logo?: string | null | undefined;
  contactEmail?: string | null | undefined;
  contactName?: string | null | undefined;
  description?: string | null | undefined;
  isPublic?: boolean | null | undefined;
  name?: string | null | undefined;
  /** Defaults to the active organization */
  organizationId?: string | number | null | undefined;
  /** Default: the template of the organization’s language */
  registrationEmailText?: string | null | undefined;
  showOnHomeCalendar?: boolean | null | undefined;
  timeZone?: string | null | undefined;
};

/** A mail to a campaign's registrations (spec 7 campaigns/{id}/send_mail/) */
export type CampaignMailInput = {
  /** HTML (the editor) or plain text, with the placeholders of DESIGN.md */
  body: string;
  /** Send the rendered mail to the logged-in organizer only */
  onlyOwner?: boolean | null | undefined;
  /** The chosen registrations of the campaign; none given: every registration */
  registrationIds?: Array<string | number> | null | undefined;
  /** Default "{organization}: {campaign}"; placeholders allowed */
  subject?: string | null | undefined;
};

export type CampaignStatus =
  | 'ARCHIVED'
  | 'CLOSED'
  | 'DRAFT'
  | 'PUBLISHED';

export type CloneEventInput = {
  /** Volunteer categories whose participations are cloned; empty or absent: all of them */
  cloneOnlyParticipationsInCategories?: Array<string | number> | null | undefined;
  cloneParticipations?: boolean;
  /** Defaults to "[CLONE] " + the name */
  newName?: string | null | undefined;
  /** The clone's first day; every day and slot shifts with it */
  startDay: string;
};

/** EVENT: an event's mailing; VOLUNTEERS: a free mail to chosen volunteers; RESUME: one volunteer's registration summary; CAMPAIGN: a mail to a campaign's registrations */
export type CommunicationKind =
  | 'CAMPAIGN'
  | 'EVENT'
  | 'RESUME'
  | 'VOLUNTEERS';

export type CopyEventIntoInput = {
  cloneOnlyParticipationsInCategories?: Array<string | number> | null | undefined;
  cloneParticipations?: boolean;
  startDay: string;
  targetEventId: string | number;
};

export type CreateApiTokenInput = {
  /** At most a year ahead; null: no expiry */
  expiresAt?: string | null | undefined;
  name: string;
  /** `read`, `write` (write includes read) */
  scopes: Array<string>;
};

/** A recipient's delivery state, from their mail's delivery record */
export type DeliveryStatus =
  | 'FAILED'
  | 'PENDING'
  | 'SENT'
  | 'STORED';

/** A background document: waiting, being built, ready to download, or failed */
export type DocumentJobStatus =
  | 'DONE'
  | 'FAILED'
  | 'PENDING'
  | 'RUNNING';

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

/** An event mailing (spec 7 send_mail): the text and the filters choosing its recipients */
export type EventMailInput = {
  /** HTML (the editor) or plain text, with the placeholders of DESIGN.md */
  body: string;
  /** Event days (YYYY-MM-DD in the event time zone); none: every day */
  days?: Array<string> | null | undefined;
  /** Send the rendered mailing to the logged-in organizer only */
  onlyOwner?: boolean | null | undefined;
  /** None: every position */
  positionIds?: Array<string | number> | null | undefined;
  /** Default: the active statuses */
  statuses?: Array<ParticipationStatus> | null | undefined;
  /** Default "{organization}: {event}"; placeholders allowed */
  subject?: string | null | undefined;
  /** Only participations created at or after */
  subscriptionDateStart?: string | null | undefined;
};

export type EventStatus =
  | 'ARCHIVED'
  | 'DRAFT'
  | 'PUBLISHED';

export type ExportFormat =
  | 'CSV'
  | 'XLSX';

export type FieldConditionInput = {
  /** The attribute of a single-choice (enum) field placed above */
  targetAttribute: string | number;
  /** One of its options */
  targetOption: string | number;
};

/** One field of a form: attributeId (custom) or baseAttribute */
export type FormFieldInput = {
  attributeId?: string | number | null | undefined;
  baseAttribute?: BaseAttribute | null | undefined;
  condition?: FieldConditionInput | null | undefined;
  description?: string | null | undefined;
  /** An existing field of this form to keep; absent: a new field */
  id?: string | number | null | undefined;
  isRequired?: boolean | null | undefined;
  label?: string | null | undefined;
  /** enum_multiple only */
  maxChoices?: number | null | undefined;
  /** enum_multiple only */
  minChoices?: number | null | undefined;
};

export type FullSlotsDisplay =
  | 'HIDE'
  | 'SHOW';

/** A column of the file (from 0) and the volunteer's field it fills */
export type ImportColumnInput = {
  /** ATTRIBUTE: the volunteer attribute */
  attributeId?: string | number | null | undefined;
  column: number;
  field: VolunteerImportField;
};

export type ImportPlanningInput = {
  /** Preview only: validate every row, write nothing */
  dryRun?: boolean;
  eventId: string | number;
  fileBase64: string;
  format: PlanningFormat;
};

export type LicenseType =
  | 'CLUB'
  | 'CORPORATE'
  | 'LIGHT'
  | 'NONE'
  | 'PRO';

export type MailTemplateInput = {
  body?: string | null | undefined;
  name?: string | null | undefined;
  organizationId?: string | number | null | undefined;
  subject?: string | null | undefined;
};

export type ManagerInput = {
  /** May cancel slots on behalf of volunteers (default false) */
  canCancelSlots?: boolean | null | undefined;
  email: string;
  eventIds: Array<string | number>;
  /** A new password; empty keeps the current one */
  password?: string | null | undefined;
  /** Mails a link to choose a password (/manager/password?token=) */
  sendInvitation?: boolean | null | undefined;
};

export type MealInput = {
  name: string;
  positionIds: Array<string | number>;
  slotIds: Array<string | number>;
};

export type OperatorInput = {
  name: string;
  tagIds: Array<string | number>;
};

/** Spec 4 order status */
export type OrderStatus =
  | 'AWAITING_DELIVERY'
  | 'CANCELLED'
  | 'DELIVERED';

/** A kind of second factor: a code generator app (TOTP) or a code mailed */
export type OtpMethod =
  | 'EMAIL'
  | 'TOTP';

export type OtpSetupInput = {
  /** Once two-factor is on: a current code of a confirmed device or a backup code (as for a removal) */
  code?: string | null | undefined;
  method: OtpMethod;
  /** TOTP: a name for the device */
  name?: string | null | undefined;
};

export type OtpValidateInput = {
  /** The code shown by the app or mailed */
  code: string;
  device: string | number;
  /** TOTP: the secret of the setup; when sent it must match */
  secret?: string | null | undefined;
};

export type ParticipationFilter = {
  /** YYYY-MM-DD: the slot's start day in the event's time zone */
  day?: string | null | undefined;
  kind?: ParticipationKind | null | undefined;
  positionId?: string | number | null | undefined;
  /** Every word must match a name, the e-mail or the group name */
  search?: string | null | undefined;
  statuses?: Array<ParticipationStatus> | null | undefined;
};

export type ParticipationKind =
  | 'ALL'
  | 'GROUP'
  | 'SOLO';

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

/** Spec 4 points triggers: participation_accepted, participation_cancelled, participation_changed, time_slot_changed, hourly_rate_changed, product_purchased, manual_adjustment, order_cancelled */
export type PointsTrigger =
  | 'hourly_rate_changed'
  | 'manual_adjustment'
  | 'order_cancelled'
  | 'participation_accepted'
  | 'participation_cancelled'
  | 'participation_changed'
  | 'product_purchased'
  | 'time_slot_changed';

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

export type PrintFilter = {
  /** Volunteer categories: only their members */
  categoryIds?: Array<string | number> | null | undefined;
  /** Days of the event (its time zone); none: every day */
  days?: Array<string> | null | undefined;
  eventId: string | number;
  /** PLANNING: "page_per_position" (default) or "compact" */
  layout?: string | null | undefined;
  positionIds?: Array<string | number> | null | undefined;
};

/** PLANNING: per position and day (/action/print); PER_VOLUNTEER: one page per volunteer (/action/print-ppb); VOUCHERS: meal tickets on cut sheets (/action/print-bon); TSHIRTS: counts and names per size; MEALS: the kitchen list */
export type PrintKind =
  | 'MEALS'
  | 'PER_VOLUNTEER'
  | 'PLANNING'
  | 'TSHIRTS'
  | 'VOUCHERS';

/** A product; on update, absent fields keep their value */
export type ProductInput = {
  /** A base64 JPEG or PNG; an empty string removes the image */
  base64Image?: string | null | undefined;
  description?: string | null | undefined;
  name?: string | null | undefined;
  onSale?: boolean | null | undefined;
  price?: number | null | undefined;
  status?: ProductStatus | null | undefined;
  /** null: unlimited */
  stock?: number | null | undefined;
  /** null: not a voucher product */
  voucherPoolId?: string | number | null | undefined;
};

/** A product is sold only while ACTIVE (and on sale); ARCHIVED keeps it for its orders */
export type ProductStatus =
  | 'ACTIVE'
  | 'ARCHIVED';

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

export type RegistrationRuleInput = {
  /** under14 | 14-16 | 16-18 | 18+ */
  ageBand?: string | null | undefined;
  categoryId?: string | number | null | undefined;
  eventId: string | number;
  /** None: every position of the event */
  positionId?: string | number | null | undefined;
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

export type ScanActionKind =
  | 'CHECK_IN'
  | 'DELIVER_ORDER'
  | 'REDEEM_VOUCHER'
  | 'TSHIRT';

export type ScanConfigInput = {
  checkIn: boolean;
  items: Array<ScanItemInput>;
  lateAfterMinutes: number;
  orderDelivery: boolean;
  tshirt: boolean;
  tshirtAttributeId?: string | number | null | undefined;
  voucherRedeem: boolean;
};

export type ScanItemInput = {
  kind: ScanItemKind;
  refId: string | number;
  tagIds: Array<string | number>;
};

/** What a stand hands out: a shop product (orders) or a voucher pool */
export type ScanItemKind =
  | 'PRODUCT'
  | 'VOUCHER_POOL';

export type SectorInput = {
  description?: string | null | undefined;
  /** Required on create */
  eventId?: string | number | null | undefined;
  name?: string | null | undefined;
  order?: number | null | undefined;
};

export type StaffOrganizationInput = {
  enableBadges?: boolean | null | undefined;
  enableCampaigns?: boolean | null | undefined;
  enableGroupRegistrations?: boolean | null | undefined;
  enableOperators?: boolean | null | undefined;
  enableParticipationsValidation?: boolean | null | undefined;
  enableShop?: boolean | null | undefined;
  enableVouchers?: boolean | null | undefined;
  enableWeezevent?: boolean | null | undefined;
  enforce2fa?: boolean | null | undefined;
  licenseType?: LicenseType | null | undefined;
  supportType?: SupportType | null | undefined;
  /** YYYY-MM-DD; null or "" clears the end date */
  validUntil?: string | null | undefined;
};

/** A message to the platform's support (/infos/contact) */
export type SupportContactInput = {
  /** question, bug or billing */
  category: string;
  message: string;
  /** The address the support answers to (the client fills in the user's) */
  replyTo: string;
  subject: string;
};

export type SupportType =
  | 'PLUS'
  | 'PREMIUM'
  | 'STANDARD';

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

export type TicketingMappingInput = {
  vendorEventId: string;
  vendorTicketId: string;
};

/** An empty or absent credential keeps the stored one; a value replaces it */
export type TicketingSettingsInput = {
  accessToken?: string | null | undefined;
  apiKey?: string | null | undefined;
  baseUrl?: string | null | undefined;
};

/** A synchronisation waits, runs, waits for another attempt, is done or failed */
export type TicketingSyncStatus =
  | 'DONE'
  | 'FAILED'
  | 'PENDING'
  | 'RETRYING'
  | 'RUNNING';

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

export type VolunteerCategoryInput = {
  /** New volunteers get the default categories */
  isByDefault?: boolean | null | undefined;
  name?: string | null | undefined;
  /** Defaults to the active organization */
  organizationId?: string | number | null | undefined;
};

/** What a column of an imported file fills in (CATEGORIES: names separated by commas; ATTRIBUTE: a volunteer attribute) */
export type VolunteerImportField =
  | 'ADDRESS'
  | 'ATTRIBUTE'
  | 'BORN_DATE'
  | 'CATEGORIES'
  | 'COUNTRY'
  | 'EMAIL'
  | 'FIRST_NAME'
  | 'IGNORE'
  | 'LANGUAGE'
  | 'LAST_NAME'
  | 'PHONE'
  | 'POSTCODE'
  | 'TOWN';

/** What an import does with a line: creates the volunteer, skips a known address, or refuses the file (duplicate, invalid) */
export type VolunteerImportStatus =
  | 'ALREADY_KNOWN'
  | 'DUPLICATE_IN_FILE'
  | 'INVALID'
  | 'NEW';

export type VolunteerNameDisplay =
  | 'FULL_NAME'
  | 'LAST_NAME_ABBREVIATED'
  | 'NOTHING';

/** A free mail to chosen volunteers (spec 7 send_mail_to_vol) */
export type VolunteersMailInput = {
  body: string;
  organizationId?: string | number | null | undefined;
  /** Reply-To of the mails; default the sender's address */
  replyToEmail?: string | null | undefined;
  /** Default: the organization's name */
  subject?: string | null | undefined;
  volunteerIds: Array<string | number>;
};

/** What an import does with a line of the file */
export type VoucherImportStatus =
  | 'ALREADY_IN_POOL'
  | 'DUPLICATE_IN_FILE'
  | 'INVALID'
  | 'VALID';

export type WebhookInput = {
  description?: string | null | undefined;
  /** Required at creation */
  events?: Array<string> | null | undefined;
  /** Default true */
  isActive?: boolean | null | undefined;
  /** http(s) URL; required at creation */
  url?: string | null | undefined;
};

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

export type StaffOrganizationFieldsFragment = { id: string, name: string, slug: string, licenseType: LicenseType, supportType: SupportType, validUntil: string | null, enableCampaigns: boolean, enableGroupRegistrations: boolean, enableShop: boolean, enableVouchers: boolean, enableBadges: boolean, enableOperators: boolean, enableParticipationsValidation: boolean, enableWeezevent: boolean, enforce2fa: boolean, memberCount: number, createdAt: string };

export type StaffOrganizationsQueryVariables = Exact<{
  search?: string | null | undefined;
  offset?: number | null | undefined;
  limit?: number | null | undefined;
}>;


export type StaffOrganizationsQuery = { staffOrganizations: { count: number, results: Array<{ id: string, name: string, slug: string, licenseType: LicenseType, supportType: SupportType, validUntil: string | null, enableCampaigns: boolean, enableGroupRegistrations: boolean, enableShop: boolean, enableVouchers: boolean, enableBadges: boolean, enableOperators: boolean, enableParticipationsValidation: boolean, enableWeezevent: boolean, enforce2fa: boolean, memberCount: number, createdAt: string }> } };

export type UpdateStaffOrganizationMutationVariables = Exact<{
  id: string | number;
  input: StaffOrganizationInput;
}>;


export type UpdateStaffOrganizationMutation = { updateStaffOrganization: { id: string, name: string, slug: string, licenseType: LicenseType, supportType: SupportType, validUntil: string | null, enableCampaigns: boolean, enableGroupRegistrations: boolean, enableShop: boolean, enableVouchers: boolean, enableBadges: boolean, enableOperators: boolean, enableParticipationsValidation: boolean, enableWeezevent: boolean, enforce2fa: boolean, memberCount: number, createdAt: string } };

export type StaffSwitchOrganizationMutationVariables = Exact<{
  organizationId: string | number;
}>;


export type StaffSwitchOrganizationMutation = { staffSwitchOrganization: { id: string, name: string, staffVisit: boolean } };

export type AuditLogQueryVariables = Exact<{
  organizationId?: string | number | null | undefined;
  action?: string | null | undefined;
  from?: string | null | undefined;
  to?: string | null | undefined;
  first?: number | null | undefined;
  after?: string | null | undefined;
}>;


export type AuditLogQuery = { auditLog: { totalCount: number, hasNextPage: boolean, endCursor: string | null, entries: Array<{ id: string, organizationId: string | null, organizationName: string | null, action: string, ipAddress: string, createdAt: string, user: { id: string, email: string, name: string } | null, actor: { id: string, email: string, name: string } | null, detail: Array<{ key: string, value: string }> }> } };

export type BadgeTemplateFieldsFragment = { id: string, name: string, size: BadgeSize, logo: string | null, primaryColor: string, textColor: string, showPhoto: boolean, showCategories: boolean, showPositions: boolean, attributeId: string | null, showQrCode: boolean, createdAt: string, modifiedAt: string };

export type BadgeTemplatesQueryVariables = Exact<{ [key: string]: never; }>;


export type BadgeTemplatesQuery = { badgeTemplates: Array<{ id: string, name: string, size: BadgeSize, logo: string | null, primaryColor: string, textColor: string, showPhoto: boolean, showCategories: boolean, showPositions: boolean, attributeId: string | null, showQrCode: boolean, createdAt: string, modifiedAt: string }> };

export type BadgeTemplateQueryVariables = Exact<{
  id: string | number;
}>;


export type BadgeTemplateQuery = { badgeTemplate: { id: string, name: string, size: BadgeSize, logo: string | null, primaryColor: string, textColor: string, showPhoto: boolean, showCategories: boolean, showPositions: boolean, attributeId: string | null, showQrCode: boolean, createdAt: string, modifiedAt: string } };

export type BadgeAttributesQueryVariables = Exact<{ [key: string]: never; }>;


export type BadgeAttributesQuery = { customAttributes: Array<{ id: string, name: string, valueType: AttributeValueType }> };

export type BadgeEventsQueryVariables = Exact<{ [key: string]: never; }>;


export type BadgeEventsQuery = { events: Array<{ id: string, displayName: string, status: EventStatus }>, volunteerCategories: Array<{ id: string, name: string }> };

export type CreateBadgeTemplateMutationVariables = Exact<{
  input: BadgeTemplateInput;
}>;


export type CreateBadgeTemplateMutation = { createBadgeTemplate: { id: string, name: string, size: BadgeSize, logo: string | null, primaryColor: string, textColor: string, showPhoto: boolean, showCategories: boolean, showPositions: boolean, attributeId: string | null, showQrCode: boolean, createdAt: string, modifiedAt: string } };

export type UpdateBadgeTemplateMutationVariables = Exact<{
  id: string | number;
  input: BadgeTemplateInput;
}>;


export type UpdateBadgeTemplateMutation = { updateBadgeTemplate: { id: string, name: string, size: BadgeSize, logo: string | null, primaryColor: string, textColor: string, showPhoto: boolean, showCategories: boolean, showPositions: boolean, attributeId: string | null, showQrCode: boolean, createdAt: string, modifiedAt: string } };

export type DeleteBadgeTemplateMutationVariables = Exact<{
  id: string | number;
}>;


export type DeleteBadgeTemplateMutation = { deleteBadgeTemplate: boolean };

export type BadgePdfQueryVariables = Exact<{
  templateId: string | number;
  volunteerId: string | number;
  eventId?: string | number | null | undefined;
}>;


export type BadgePdfQuery = { badgePdf: { fileName: string, mimeType: string, base64: string } };

export type DocumentJobFieldsFragment = { id: string, kind: string, status: DocumentJobStatus, progress: number, total: number, fileName: string | null, downloadUrl: string | null, error: string | null, createdAt: string };

export type GenerateBadgesMutationVariables = Exact<{
  templateId: string | number;
  eventId: string | number;
  categoryId?: string | number | null | undefined;
}>;


export type GenerateBadgesMutation = { generateBadges: { id: string, kind: string, status: DocumentJobStatus, progress: number, total: number, fileName: string | null, downloadUrl: string | null, error: string | null, createdAt: string } };

export type DocumentJobQueryVariables = Exact<{
  id: string | number;
}>;


export type DocumentJobQuery = { documentJob: { id: string, kind: string, status: DocumentJobStatus, progress: number, total: number, fileName: string | null, downloadUrl: string | null, error: string | null, createdAt: string } };

export type CampaignListItemFragment = { id: string, token: string, name: string, status: CampaignStatus, nbRegistrations: number, isPublic: boolean, createdAt: string };

export type CampaignDetailsFragment = { id: string, token: string, name: string, description: string, contactName: string, contactEmail: string, logo: string | null, status: CampaignStatus, nbRegistrations: number, isPublic: boolean, showOnHomeCalendar: boolean, timeZone: string, registrationEmailText: string };

export type CampaignsQueryVariables = Exact<{ [key: string]: never; }>;


export type CampaignsQuery = { campaigns: Array<{ id: string, token: string, name: string, status: CampaignStatus, nbRegistrations: number, isPublic: boolean, createdAt: string }> };

export type CampaignQueryVariables = Exact<{
  id: string | number;
}>;


export type CampaignQuery = { campaign: { id: string, token: string, name: string, description: string, contactName: string, contactEmail: string, logo: string | null, status: CampaignStatus, nbRegistrations: number, isPublic: boolean, showOnHomeCalendar: boolean, timeZone: string, registrationEmailText: string } };

export type CreateCampaignMutationVariables = Exact<{
  input: CampaignInput;
}>;


export type CreateCampaignMutation = { createCampaign: { id: string, token: string, name: string, description: string, contactName: string, contactEmail: string, logo: string | null, status: CampaignStatus, nbRegistrations: number, isPublic: boolean, showOnHomeCalendar: boolean, timeZone: string, registrationEmailText: string } };

export type UpdateCampaignMutationVariables = Exact<{
  id: string | number;
  input: CampaignInput;
}>;


export type UpdateCampaignMutation = { updateCampaign: { id: string, token: string, name: string, description: string, contactName: string, contactEmail: string, logo: string | null, status: CampaignStatus, nbRegistrations: number, isPublic: boolean, showOnHomeCalendar: boolean, timeZone: string, registrationEmailText: string } };

export type DeleteCampaignMutationVariables = Exact<{
  id: string | number;
}>;


export type DeleteCampaignMutation = { deleteCampaign: boolean };

export type PublishCampaignMutationVariables = Exact<{
  id: string | number;
}>;


export type PublishCampaignMutation = { publishCampaign: { id: string, status: CampaignStatus } };

export type CloseCampaignMutationVariables = Exact<{
  id: string | number;
}>;


export type CloseCampaignMutation = { closeCampaign: { id: string, status: CampaignStatus } };

export type ArchiveCampaignMutationVariables = Exact<{
  id: string | number;
}>;


export type ArchiveCampaignMutation = { archiveCampaign: { id: string, status: CampaignStatus } };

export type CampaignToDraftMutationVariables = Exact<{
  id: string | number;
}>;


export type CampaignToDraftMutation = { campaignToDraft: { id: string, status: CampaignStatus } };

export type CampaignRegistrationsQueryVariables = Exact<{
  campaignId: string | number;
}>;


export type CampaignRegistrationsQuery = { campaign: { id: string, name: string, nbRegistrations: number, timeZone: string }, campaignRegistrations: Array<{ id: string, createdAt: string, volunteerId: string, profilePicture: string | null, customAttributeValues: Array<{ attributeId: string, value: string | null, display: string, valueType: AttributeValueType }>, volunteer: { id: string, firstName: string, lastName: string, email: string, phoneNumber: string, address: string, town: string, postcode: string, country: string, bornDate: string | null, categoryIds: Array<string> } | null }>, campaignForm: { id: string, fields: Array<{ id: string, type: string, baseAttribute: BaseAttribute | null, label: string, order: number, attribute: { id: string, name: string, valueType: AttributeValueType, options: Array<{ id: string, option: string }> } | null }> }, volunteerCategories: Array<{ id: string, name: string }> };

export type CampaignRegistrationColumnFragment = { id: string, type: string, baseAttribute: BaseAttribute | null, label: string, order: number, attribute: { id: string, name: string, valueType: AttributeValueType, options: Array<{ id: string, option: string }> } | null };

export type DeleteCampaignRegistrationMutationVariables = Exact<{
  id: string | number;
}>;


export type DeleteCampaignRegistrationMutation = { deleteCampaignRegistration: boolean };

export type ExportCampaignRegistrationsQueryVariables = Exact<{
  id: string | number;
  format: ExportFormat;
}>;


export type ExportCampaignRegistrationsQuery = { exportCampaignRegistrations: { fileName: string, mimeType: string, base64: string } };

export type CampaignRegistrationsPerDayQueryVariables = Exact<{
  id: string | number;
}>;


export type CampaignRegistrationsPerDayQuery = { campaign: { id: string, timeZone: string, registrationsPerDay: Array<{ date: string, count: number }> } };

export type CampaignAssignEventsQueryVariables = Exact<{ [key: string]: never; }>;


export type CampaignAssignEventsQuery = { events: Array<{ id: string, uuid: string, name: string, displayName: string, status: EventStatus }> };

export type CampaignAssignEventSlotsQueryVariables = Exact<{
  id: string | number;
}>;


export type CampaignAssignEventSlotsQuery = { event: { id: string, uuid: string, name: string, timeZone: string, positions: Array<{ id: string, name: string, timeSlots: Array<{ id: string, startTime: string, endTime: string, requiredVolunteerCount: number, freePlaces: number }> }> } };

export type CampaignAssignParticipationsMutationVariables = Exact<{
  input: Array<AddParticipationInput> | AddParticipationInput;
}>;


export type CampaignAssignParticipationsMutation = { addParticipations: Array<{ id: string }> };

export type CampaignOfferEventMailMutationVariables = Exact<{
  input: VolunteersMailInput;
}>;


export type CampaignOfferEventMailMutation = { sendVolunteersMail: { id: string } };

export type CommunicationFieldsFragment = { id: string, eventId: string | null, eventName: string, campaignId: string | null, campaignName: string, kind: CommunicationKind, sender: string, senderEmail: string, subject: string, text: string, replyTo: string | null, recipientsCount: number, sentAt: string, filters: { days: Array<string>, positionIds: Array<string>, subscriptionDateStart: string | null, statuses: Array<ParticipationStatus>, volunteerIds: Array<string> }, delivery: { pending: number, sent: number, stored: number, failed: number } };

export type CommunicationRecipientFieldsFragment = { id: string, volunteerId: string | null, name: string, email: string, status: DeliveryStatus, attempts: number, error: string | null, lastError: string | null, sentAt: string | null };

export type MailPreviewFieldsFragment = { subject: string, html: string, text: string, recipientsCount: number, to: { volunteerId: string | null, name: string, email: string } | null, recipients: Array<{ volunteerId: string | null, name: string, email: string }> };

export type MailTemplateFieldsFragment = { id: string, name: string, subject: string, body: string, updatedAt: string };

export type CommunicationsQueryVariables = Exact<{
  eventId?: string | number | null | undefined;
  campaignId?: string | number | null | undefined;
}>;


export type CommunicationsQuery = { communications: Array<{ id: string, eventId: string | null, eventName: string, campaignId: string | null, campaignName: string, kind: CommunicationKind, sender: string, senderEmail: string, subject: string, text: string, replyTo: string | null, recipientsCount: number, sentAt: string, filters: { days: Array<string>, positionIds: Array<string>, subscriptionDateStart: string | null, statuses: Array<ParticipationStatus>, volunteerIds: Array<string> }, delivery: { pending: number, sent: number, stored: number, failed: number } }> };

export type CommunicationQueryVariables = Exact<{
  id: string | number;
}>;


export type CommunicationQuery = { communication: { id: string, eventId: string | null, eventName: string, campaignId: string | null, campaignName: string, kind: CommunicationKind, sender: string, senderEmail: string, subject: string, text: string, replyTo: string | null, recipientsCount: number, sentAt: string, recipients: Array<{ id: string, volunteerId: string | null, name: string, email: string, status: DeliveryStatus, attempts: number, error: string | null, lastError: string | null, sentAt: string | null }>, filters: { days: Array<string>, positionIds: Array<string>, subscriptionDateStart: string | null, statuses: Array<ParticipationStatus>, volunteerIds: Array<string> }, delivery: { pending: number, sent: number, stored: number, failed: number } } };

export type EventMailPreviewQueryVariables = Exact<{
  eventId: string | number;
  input: EventMailInput;
  volunteerId?: string | number | null | undefined;
}>;


export type EventMailPreviewQuery = { eventMailPreview: { subject: string, html: string, text: string, recipientsCount: number, to: { volunteerId: string | null, name: string, email: string } | null, recipients: Array<{ volunteerId: string | null, name: string, email: string }> } };

export type VolunteersMailPreviewQueryVariables = Exact<{
  input: VolunteersMailInput;
  volunteerId?: string | number | null | undefined;
}>;


export type VolunteersMailPreviewQuery = { volunteersMailPreview: { subject: string, html: string, text: string, recipientsCount: number, to: { volunteerId: string | null, name: string, email: string } | null, recipients: Array<{ volunteerId: string | null, name: string, email: string }> } };

export type SendEventMailMutationVariables = Exact<{
  eventId: string | number;
  input: EventMailInput;
}>;


export type SendEventMailMutation = { sendEventMail: { onlyOwner: boolean, recipientsCount: number, sentTo: string | null, communication: { id: string, eventId: string | null, eventName: string, campaignId: string | null, campaignName: string, kind: CommunicationKind, sender: string, senderEmail: string, subject: string, text: string, replyTo: string | null, recipientsCount: number, sentAt: string, filters: { days: Array<string>, positionIds: Array<string>, subscriptionDateStart: string | null, statuses: Array<ParticipationStatus>, volunteerIds: Array<string> }, delivery: { pending: number, sent: number, stored: number, failed: number } } | null } };

export type PreviewCampaignMailMutationVariables = Exact<{
  campaignId: string | number;
  input: CampaignMailInput;
  volunteerId?: string | number | null | undefined;
}>;


export type PreviewCampaignMailMutation = { previewCampaignMail: { subject: string, html: string, text: string, recipientsCount: number, to: { volunteerId: string | null, name: string, email: string } | null, recipients: Array<{ volunteerId: string | null, name: string, email: string }> } };

export type SendCampaignMailMutationVariables = Exact<{
  campaignId: string | number;
  input: CampaignMailInput;
}>;


export type SendCampaignMailMutation = { sendCampaignMail: { onlyOwner: boolean, recipientsCount: number, sentTo: string | null, communication: { id: string, eventId: string | null, eventName: string, campaignId: string | null, campaignName: string, kind: CommunicationKind, sender: string, senderEmail: string, subject: string, text: string, replyTo: string | null, recipientsCount: number, sentAt: string, filters: { days: Array<string>, positionIds: Array<string>, subscriptionDateStart: string | null, statuses: Array<ParticipationStatus>, volunteerIds: Array<string> }, delivery: { pending: number, sent: number, stored: number, failed: number } } | null } };

export type MailingCampaignQueryVariables = Exact<{
  id: string | number;
}>;


export type MailingCampaignQuery = { campaign: { id: string, name: string, contactName: string, contactEmail: string } };

export type TestSendEventMailMutationVariables = Exact<{
  eventId: string | number;
  registrationEmailText?: string | null | undefined;
}>;


export type TestSendEventMailMutation = { testSendEventMail: string };

export type SendResumeMailMutationVariables = Exact<{
  eventId: string | number;
  participationId: string | number;
}>;


export type SendResumeMailMutation = { sendResumeMail: { id: string, eventId: string | null, eventName: string, campaignId: string | null, campaignName: string, kind: CommunicationKind, sender: string, senderEmail: string, subject: string, text: string, replyTo: string | null, recipientsCount: number, sentAt: string, filters: { days: Array<string>, positionIds: Array<string>, subscriptionDateStart: string | null, statuses: Array<ParticipationStatus>, volunteerIds: Array<string> }, delivery: { pending: number, sent: number, stored: number, failed: number } } };

export type SendVolunteersMailMutationVariables = Exact<{
  input: VolunteersMailInput;
}>;


export type SendVolunteersMailMutation = { sendVolunteersMail: { id: string, eventId: string | null, eventName: string, campaignId: string | null, campaignName: string, kind: CommunicationKind, sender: string, senderEmail: string, subject: string, text: string, replyTo: string | null, recipientsCount: number, sentAt: string, filters: { days: Array<string>, positionIds: Array<string>, subscriptionDateStart: string | null, statuses: Array<ParticipationStatus>, volunteerIds: Array<string> }, delivery: { pending: number, sent: number, stored: number, failed: number } } };

export type RetryCommunicationMutationVariables = Exact<{
  id: string | number;
}>;


export type RetryCommunicationMutation = { retryCommunication: { id: string, eventId: string | null, eventName: string, campaignId: string | null, campaignName: string, kind: CommunicationKind, sender: string, senderEmail: string, subject: string, text: string, replyTo: string | null, recipientsCount: number, sentAt: string, filters: { days: Array<string>, positionIds: Array<string>, subscriptionDateStart: string | null, statuses: Array<ParticipationStatus>, volunteerIds: Array<string> }, delivery: { pending: number, sent: number, stored: number, failed: number } } };

export type MailTemplatesQueryVariables = Exact<{ [key: string]: never; }>;


export type MailTemplatesQuery = { mailTemplates: Array<{ id: string, name: string, subject: string, body: string, updatedAt: string }> };

export type CreateMailTemplateMutationVariables = Exact<{
  input: MailTemplateInput;
}>;


export type CreateMailTemplateMutation = { createMailTemplate: { id: string, name: string, subject: string, body: string, updatedAt: string } };

export type UpdateMailTemplateMutationVariables = Exact<{
  id: string | number;
  input: MailTemplateInput;
}>;


export type UpdateMailTemplateMutation = { updateMailTemplate: { id: string, name: string, subject: string, body: string, updatedAt: string } };

export type DeleteMailTemplateMutationVariables = Exact<{
  id: string | number;
}>;


export type DeleteMailTemplateMutation = { deleteMailTemplate: boolean };

export type MailingEventsQueryVariables = Exact<{ [key: string]: never; }>;


export type MailingEventsQuery = { events: Array<{ id: string, name: string, displayName: string, status: EventStatus, timeZone: string, days: Array<{ startsAt: string, endsAt: string }>, positions: Array<{ id: string, name: string }> }> };

export type MailingVolunteersQueryVariables = Exact<{ [key: string]: never; }>;


export type MailingVolunteersQuery = { volunteers: Array<{ id: string, firstName: string, lastName: string, email: string }> };

export type MailingEventParticipationsQueryVariables = Exact<{
  eventId: string | number;
}>;


export type MailingEventParticipationsQuery = { eventParticipations: Array<{ id: string, firstName: string, lastName: string, email: string, positionName: string, validationStatus: ParticipationStatus, timeSlot: { id: string, startTime: string, endTime: string } }> };

export type DashboardSummaryQueryVariables = Exact<{ [key: string]: never; }>;


export type DashboardSummaryQuery = { eventsSummary: { draft: number, published: number, archive: number, registeredPublished: number, requiredPublished: number, registeredAll: number, requiredAll: number, hoursRequired: number, hoursRegistered: number }, me: { id: string, activeOrganization: { id: string, nbPendingValidations: number } | null } };

export type CalendarEventsQueryVariables = Exact<{ [key: string]: never; }>;


export type CalendarEventsQuery = { calendarEvents: Array<{ id: string, uuid: string, name: string, displayName: string, status: EventStatus, timeZone: string, nbrVolunteersRegistered: number, nbrVolunteersRequired: number, days: Array<{ id: string, startsAt: string, endsAt: string }> }> };

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

export type ExportEventsQueryVariables = Exact<{ [key: string]: never; }>;


export type ExportEventsQuery = { events: Array<{ id: string, displayName: string }> };

export type ExportEventFiltersQueryVariables = Exact<{
  id: string | number;
}>;


export type ExportEventFiltersQuery = { event: { id: string, timeZone: string, days: Array<{ id: string, startsAt: string }>, positions: Array<{ id: string, name: string }> } };

export type ExportParticipationsQueryVariables = Exact<{
  eventId: string | number;
  format: ExportFormat;
  filter?: ParticipationFilter | null | undefined;
}>;


export type ExportParticipationsQuery = { exportParticipations: { fileName: string, mimeType: string, base64: string } };

export type ParticipationsOverviewQueryVariables = Exact<{
  from?: string | null | undefined;
  to?: string | null | undefined;
}>;


export type ParticipationsOverviewQuery = { participationsOverview: Array<{ volunteerId: string, firstName: string, lastName: string, email: string, shifts: number, hours: number, events: number }> };

export type ExportParticipationsOverviewQueryVariables = Exact<{
  format: ExportFormat;
  from?: string | null | undefined;
  to?: string | null | undefined;
  search?: string | null | undefined;
}>;


export type ExportParticipationsOverviewQuery = { exportParticipationsOverview: { fileName: string, mimeType: string, base64: string } };

export type ExportVolunteersQueryVariables = Exact<{
  format: ExportFormat;
  categoryId?: string | number | null | undefined;
  search?: string | null | undefined;
}>;


export type ExportVolunteersQuery = { exportVolunteers: { fileName: string, mimeType: string, base64: string } };

export type VolunteerImportPreviewFieldsFragment = { mappingErrors: Array<string>, nbNew: number, nbKnown: number, nbDuplicates: number, nbErrors: number, columns: Array<{ index: number, header: string, samples: Array<string> }>, mapping: Array<{ column: number, field: VolunteerImportField, attributeId: string | null }>, attributes: Array<{ id: string, name: string, valueType: AttributeValueType }>, rows: Array<{ line: number, email: string, firstName: string, lastName: string, status: VolunteerImportStatus, messages: Array<string> }> };

export type PreviewVolunteerImportMutationVariables = Exact<{
  fileName: string;
  base64File: string;
  mapping?: Array<ImportColumnInput> | ImportColumnInput | null | undefined;
}>;


export type PreviewVolunteerImportMutation = { previewVolunteerImport: { mappingErrors: Array<string>, nbNew: number, nbKnown: number, nbDuplicates: number, nbErrors: number, columns: Array<{ index: number, header: string, samples: Array<string> }>, mapping: Array<{ column: number, field: VolunteerImportField, attributeId: string | null }>, attributes: Array<{ id: string, name: string, valueType: AttributeValueType }>, rows: Array<{ line: number, email: string, firstName: string, lastName: string, status: VolunteerImportStatus, messages: Array<string> }> } };

export type ImportVolunteersMutationVariables = Exact<{
  fileName: string;
  base64File: string;
  mapping: Array<ImportColumnInput> | ImportColumnInput;
}>;


export type ImportVolunteersMutation = { importVolunteers: { nbCreated: number, nbSkipped: number } };

export type CustomAttributeFieldsFragment = { id: string, name: string, valueType: AttributeValueType, eventId: string | null, onRegistration: boolean, options: Array<{ id: string, option: string }> };

export type FormFieldFieldsFragment = { id: string, type: string, baseAttribute: BaseAttribute | null, isRequired: boolean, label: string, description: string, parentFieldId: string | null, minChoices: number | null, maxChoices: number | null, order: number, condition: { targetAttribute: string, targetOption: string } | null, attribute: { id: string, name: string, valueType: AttributeValueType, eventId: string | null, onRegistration: boolean, options: Array<{ id: string, option: string }> } | null };

export type VolunteerAttributesQueryVariables = Exact<{ [key: string]: never; }>;


export type VolunteerAttributesQuery = { customAttributes: Array<{ id: string, name: string, valueType: AttributeValueType, eventId: string | null, onRegistration: boolean, options: Array<{ id: string, option: string }> }> };

export type EventFormEditorQueryVariables = Exact<{
  eventId: string | number;
}>;


export type EventFormEditorQuery = { eventForm: { id: string, eventId: string, fields: Array<{ id: string, type: string, baseAttribute: BaseAttribute | null, isRequired: boolean, label: string, description: string, parentFieldId: string | null, minChoices: number | null, maxChoices: number | null, order: number, condition: { targetAttribute: string, targetOption: string } | null, attribute: { id: string, name: string, valueType: AttributeValueType, eventId: string | null, onRegistration: boolean, options: Array<{ id: string, option: string }> } | null }> }, eventAttributes: Array<{ id: string, name: string, valueType: AttributeValueType, eventId: string | null, onRegistration: boolean, options: Array<{ id: string, option: string }> }>, volunteerAttributes: Array<{ id: string, name: string, valueType: AttributeValueType, eventId: string | null, onRegistration: boolean, options: Array<{ id: string, option: string }> }> };

export type CreateCustomAttributeMutationVariables = Exact<{
  input: AttributeInput;
}>;


export type CreateCustomAttributeMutation = { createAttribute: { id: string, name: string, valueType: AttributeValueType, eventId: string | null, onRegistration: boolean, options: Array<{ id: string, option: string }> } };

export type UpdateCustomAttributeMutationVariables = Exact<{
  id: string | number;
  input: AttributeInput;
}>;


export type UpdateCustomAttributeMutation = { updateAttribute: { id: string, name: string, valueType: AttributeValueType, eventId: string | null, onRegistration: boolean, options: Array<{ id: string, option: string }> } };

export type DeleteCustomAttributeMutationVariables = Exact<{
  id: string | number;
}>;


export type DeleteCustomAttributeMutation = { deleteAttribute: boolean };

export type SaveEventFormMutationVariables = Exact<{
  eventId: string | number;
  fields: Array<FormFieldInput> | FormFieldInput;
}>;


export type SaveEventFormMutation = { saveEventForm: { id: string, eventId: string, fields: Array<{ id: string, type: string, baseAttribute: BaseAttribute | null, isRequired: boolean, label: string, description: string, parentFieldId: string | null, minChoices: number | null, maxChoices: number | null, order: number, condition: { targetAttribute: string, targetOption: string } | null, attribute: { id: string, name: string, valueType: AttributeValueType, eventId: string | null, onRegistration: boolean, options: Array<{ id: string, option: string }> } | null }> } };

export type CampaignFormEditorQueryVariables = Exact<{
  campaignId: string | number;
}>;


export type CampaignFormEditorQuery = { campaignForm: { id: string, campaignId: string, fields: Array<{ id: string, type: string, baseAttribute: BaseAttribute | null, isRequired: boolean, label: string, description: string, parentFieldId: string | null, minChoices: number | null, maxChoices: number | null, order: number, condition: { targetAttribute: string, targetOption: string } | null, attribute: { id: string, name: string, valueType: AttributeValueType, eventId: string | null, onRegistration: boolean, options: Array<{ id: string, option: string }> } | null }> }, campaignAttributes: Array<{ id: string, name: string, valueType: AttributeValueType, eventId: string | null, onRegistration: boolean, options: Array<{ id: string, option: string }> }>, volunteerAttributes: Array<{ id: string, name: string, valueType: AttributeValueType, eventId: string | null, onRegistration: boolean, options: Array<{ id: string, option: string }> }> };

export type CreateCampaignAttributeMutationVariables = Exact<{
  campaignId: string | number;
  input: AttributeInput;
}>;


export type CreateCampaignAttributeMutation = { createCampaignAttribute: { id: string, name: string, valueType: AttributeValueType, eventId: string | null, onRegistration: boolean, options: Array<{ id: string, option: string }> } };

export type SaveCampaignFormMutationVariables = Exact<{
  campaignId: string | number;
  fields: Array<FormFieldInput> | FormFieldInput;
}>;


export type SaveCampaignFormMutation = { saveCampaignForm: { id: string, campaignId: string, fields: Array<{ id: string, type: string, baseAttribute: BaseAttribute | null, isRequired: boolean, label: string, description: string, parentFieldId: string | null, minChoices: number | null, maxChoices: number | null, order: number, condition: { targetAttribute: string, targetOption: string } | null, attribute: { id: string, name: string, valueType: AttributeValueType, eventId: string | null, onRegistration: boolean, options: Array<{ id: string, option: string }> } | null }> } };

export type ContactSupportMutationVariables = Exact<{
  input: SupportContactInput;
}>;


export type ContactSupportMutation = { contactSupport: boolean };

export type ApiTokenFieldsFragment = { id: string, name: string, scopes: Array<string>, createdAt: string, expiresAt: string | null, lastUsedAt: string | null };

export type ApiTokensQueryVariables = Exact<{ [key: string]: never; }>;


export type ApiTokensQuery = { apiTokens: Array<{ id: string, name: string, scopes: Array<string>, createdAt: string, expiresAt: string | null, lastUsedAt: string | null }> };

export type CreateApiTokenMutationVariables = Exact<{
  input: CreateApiTokenInput;
}>;


export type CreateApiTokenMutation = { createApiToken: { token: string, apiToken: { id: string, name: string, scopes: Array<string>, createdAt: string, expiresAt: string | null, lastUsedAt: string | null } } };

export type RevokeApiTokenMutationVariables = Exact<{
  id: string | number;
}>;


export type RevokeApiTokenMutation = { revokeApiToken: boolean };

export type WebhookFieldsFragment = { id: string, url: string, description: string, events: Array<string>, isActive: boolean, createdAt: string, updatedAt: string };

export type WebhookDeliveryFieldsFragment = { id: string, event: string, status: string, attempts: number, responseCode: number | null, lastError: string | null, createdAt: string, lastAttemptAt: string | null, deliveredAt: string | null };

export type WebhooksQueryVariables = Exact<{ [key: string]: never; }>;


export type WebhooksQuery = { webhooks: Array<{ id: string, url: string, description: string, events: Array<string>, isActive: boolean, createdAt: string, updatedAt: string }> };

export type WebhookDeliveriesQueryVariables = Exact<{
  webhookId: string | number;
}>;


export type WebhookDeliveriesQuery = { webhookDeliveries: Array<{ id: string, event: string, status: string, attempts: number, responseCode: number | null, lastError: string | null, createdAt: string, lastAttemptAt: string | null, deliveredAt: string | null }> };

export type CreateWebhookMutationVariables = Exact<{
  input: WebhookInput;
}>;


export type CreateWebhookMutation = { createWebhook: { secret: string, webhook: { id: string, url: string, description: string, events: Array<string>, isActive: boolean, createdAt: string, updatedAt: string } } };

export type UpdateWebhookMutationVariables = Exact<{
  id: string | number;
  input: WebhookInput;
}>;


export type UpdateWebhookMutation = { updateWebhook: { id: string, url: string, description: string, events: Array<string>, isActive: boolean, createdAt: string, updatedAt: string } };

export type DeleteWebhookMutationVariables = Exact<{
  id: string | number;
}>;


export type DeleteWebhookMutation = { deleteWebhook: boolean };

export type RotateWebhookSecretMutationVariables = Exact<{
  id: string | number;
}>;


export type RotateWebhookSecretMutation = { rotateWebhookSecret: string };

export type TestWebhookMutationVariables = Exact<{
  id: string | number;
}>;


export type TestWebhookMutation = { testWebhook: { id: string, event: string, status: string, attempts: number, responseCode: number | null, lastError: string | null, createdAt: string, lastAttemptAt: string | null, deliveredAt: string | null } };

export type ManagerFieldsFragment = { id: string, email: string, eventIds: Array<string>, invitedAt: string | null, hasPassword: boolean, canCancelSlots: boolean, createdAt: string, events: Array<{ id: string, name: string }> };

export type ManagersQueryVariables = Exact<{ [key: string]: never; }>;


export type ManagersQuery = { managers: Array<{ id: string, email: string, eventIds: Array<string>, invitedAt: string | null, hasPassword: boolean, canCancelSlots: boolean, createdAt: string, events: Array<{ id: string, name: string }> }> };

export type ManagerEventOptionsQueryVariables = Exact<{ [key: string]: never; }>;


export type ManagerEventOptionsQuery = { events: Array<{ id: string, displayName: string, status: EventStatus }> };

export type CreateManagerMutationVariables = Exact<{
  input: ManagerInput;
}>;


export type CreateManagerMutation = { createManager: { id: string, email: string, eventIds: Array<string>, invitedAt: string | null, hasPassword: boolean, canCancelSlots: boolean, createdAt: string, events: Array<{ id: string, name: string }> } };

export type UpdateManagerMutationVariables = Exact<{
  id: string | number;
  input: ManagerInput;
}>;


export type UpdateManagerMutation = { updateManager: { id: string, email: string, eventIds: Array<string>, invitedAt: string | null, hasPassword: boolean, canCancelSlots: boolean, createdAt: string, events: Array<{ id: string, name: string }> } };

export type DeleteManagerMutationVariables = Exact<{
  id: string | number;
}>;


export type DeleteManagerMutation = { deleteManager: boolean };

export type EventOverviewLinkQueryVariables = Exact<{
  id: string | number;
}>;


export type EventOverviewLinkQuery = { event: { id: string, uuid: string, overviewSecret: string } };

export type RotateOverviewSecretMutationVariables = Exact<{
  eventId: string | number;
}>;


export type RotateOverviewSecretMutation = { rotateOverviewSecret: string };

export type MealFieldsFragment = { id: string, eventId: string, name: string, order: number, positionIds: Array<string>, slotIds: Array<string> };

export type EventMealsQueryVariables = Exact<{
  eventId: string | number;
}>;


export type EventMealsQuery = { event: { id: string, displayName: string, timeZone: string, positions: Array<{ id: string, name: string, timeSlots: Array<{ id: string, startTime: string, endTime: string }> }> }, meals: Array<{ id: string, eventId: string, name: string, order: number, positionIds: Array<string>, slotIds: Array<string> }> };

export type MealCountsQueryVariables = Exact<{
  eventId: string | number;
  days?: Array<string> | string | null | undefined;
}>;


export type MealCountsQuery = { mealCounts: Array<{ day: string, mealId: string, mealName: string, count: number, volunteers: Array<{ volunteerId: string, name: string, positionName: string }> }> };

export type CreateMealMutationVariables = Exact<{
  eventId: string | number;
  input: MealInput;
}>;


export type CreateMealMutation = { createMeal: { id: string, eventId: string, name: string, order: number, positionIds: Array<string>, slotIds: Array<string> } };

export type UpdateMealMutationVariables = Exact<{
  id: string | number;
  input: MealInput;
}>;


export type UpdateMealMutation = { updateMeal: { id: string, eventId: string, name: string, order: number, positionIds: Array<string>, slotIds: Array<string> } };

export type DeleteMealMutationVariables = Exact<{
  id: string | number;
}>;


export type DeleteMealMutation = { deleteMeal: boolean };

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

export type PrintEventsQueryVariables = Exact<{ [key: string]: never; }>;


export type PrintEventsQuery = { events: Array<{ id: string, displayName: string, status: EventStatus, timeZone: string, days: Array<{ id: string, startsAt: string, endsAt: string }> }>, volunteerCategories: Array<{ id: string, name: string }> };

export type PrintEventPositionsQueryVariables = Exact<{
  id: string | number;
}>;


export type PrintEventPositionsQuery = { event: { id: string, positions: Array<{ id: string, name: string }> } };

export type PrintPreviewQueryVariables = Exact<{
  kind: PrintKind;
  filter: PrintFilter;
}>;


export type PrintPreviewQuery = { printPreview: { fileName: string, mimeType: string, base64: string } };

export type PrintJobFieldsFragment = { id: string, status: DocumentJobStatus, progress: number, total: number, fileName: string | null, downloadUrl: string | null, error: string | null };

export type PrintDocumentMutationVariables = Exact<{
  kind: PrintKind;
  filter: PrintFilter;
}>;


export type PrintDocumentMutation = { printDocument: { id: string, status: DocumentJobStatus, progress: number, total: number, fileName: string | null, downloadUrl: string | null, error: string | null } };

export type PrintJobQueryVariables = Exact<{
  id: string | number;
}>;


export type PrintJobQuery = { documentJob: { id: string, status: DocumentJobStatus, progress: number, total: number, fileName: string | null, downloadUrl: string | null, error: string | null } };

export type AssignEventQueryVariables = Exact<{
  id: string | number;
}>;


export type AssignEventQuery = { event: { id: string, name: string, displayName: string, timeZone: string, configuration: { groupMaxSize: number }, positions: Array<{ id: string, name: string, sector: { id: string, name: string } | null, timeSlots: Array<{ id: string, positionId: string, startTime: string, endTime: string, requiredVolunteerCount: number, nbParticipants: number, freePlaces: number, series: string | null, participants: Array<{ id: string, firstName: string, lastName: string, nbParticipants: number, groupName: string, validationStatus: ParticipationStatus, volunteerId: string | null }> }> }> } };

export type RegistrationRowFragment = { id: string, timeSlotId: string, volunteerId: string | null, firstName: string, lastName: string, email: string, phoneNumber: string, nbParticipants: number, groupName: string, validationStatus: ParticipationStatus, validationMessage: string, positionId: string | null, positionName: string, sectorName: string | null, createdAt: string, timeSlot: { id: string, startTime: string, endTime: string } };

export type PickerSlotFragment = { id: string, positionId: string, startTime: string, endTime: string, requiredVolunteerCount: number, nbParticipants: number, freePlaces: number, series: string | null };

export type RegistrationsEventQueryVariables = Exact<{
  id: string | number;
}>;


export type RegistrationsEventQuery = { event: { id: string, name: string, displayName: string, timeZone: string, days: Array<{ id: string, startsAt: string, endsAt: string }>, configuration: { groupMaxSize: number }, positions: Array<{ id: string, name: string, timeSlots: Array<{ id: string, positionId: string, startTime: string, endTime: string, requiredVolunteerCount: number, nbParticipants: number, freePlaces: number, series: string | null }> }> } };

export type EventParticipationsQueryVariables = Exact<{
  eventId: string | number;
  filter?: ParticipationFilter | null | undefined;
}>;


export type EventParticipationsQuery = { eventParticipations: Array<{ id: string, timeSlotId: string, volunteerId: string | null, firstName: string, lastName: string, email: string, phoneNumber: string, nbParticipants: number, groupName: string, validationStatus: ParticipationStatus, validationMessage: string, positionId: string | null, positionName: string, sectorName: string | null, createdAt: string, timeSlot: { id: string, startTime: string, endTime: string } }> };

export type SetParticipationsStatusMutationVariables = Exact<{
  ids: Array<string | number> | string | number;
  status: ParticipationStatus;
  message?: string | null | undefined;
}>;


export type SetParticipationsStatusMutation = { setParticipationsStatus: Array<{ id: string, validationStatus: ParticipationStatus, validationMessage: string }> };

export type ChangeParticipationVolunteerMutationVariables = Exact<{
  id: string | number;
  volunteerId: string | number;
}>;


export type ChangeParticipationVolunteerMutation = { changeParticipationVolunteer: { id: string, timeSlotId: string, volunteerId: string | null, firstName: string, lastName: string, email: string, phoneNumber: string, nbParticipants: number, groupName: string, validationStatus: ParticipationStatus, validationMessage: string, positionId: string | null, positionName: string, sectorName: string | null, createdAt: string, timeSlot: { id: string, startTime: string, endTime: string } } };

export type MoveParticipationMutationVariables = Exact<{
  id: string | number;
  timeSlotId: string | number;
}>;


export type MoveParticipationMutation = { moveParticipation: { id: string, timeSlotId: string, volunteerId: string | null, firstName: string, lastName: string, email: string, phoneNumber: string, nbParticipants: number, groupName: string, validationStatus: ParticipationStatus, validationMessage: string, positionId: string | null, positionName: string, sectorName: string | null, createdAt: string, timeSlot: { id: string, startTime: string, endTime: string } } };

export type AddParticipationsMutationVariables = Exact<{
  input: Array<AddParticipationInput> | AddParticipationInput;
}>;


export type AddParticipationsMutation = { addParticipations: Array<{ id: string }> };

export type DeleteParticipationMutationVariables = Exact<{
  id: string | number;
}>;


export type DeleteParticipationMutation = { deleteParticipation: boolean };

export type VolunteerOptionsQueryVariables = Exact<{
  search?: string | null | undefined;
}>;


export type VolunteerOptionsQuery = { volunteers: Array<{ id: string, firstName: string, lastName: string, email: string }> };

export type EventWaitingListQueryVariables = Exact<{
  eventId: string | number;
}>;


export type EventWaitingListQuery = { eventWaitingList: Array<{ id: string, rank: number, status: string, firstName: string, lastName: string, email: string, nbParticipants: number, groupName: string, offerExpiresAt: string | null, positionName: string, timeSlot: { id: string, startTime: string, endTime: string } }> };

export type ReorderWaitingListMutationVariables = Exact<{
  timeSlotId: string | number;
  entryIds: Array<string | number> | string | number;
}>;


export type ReorderWaitingListMutation = { reorderWaitingList: Array<{ id: string, rank: number }> };

export type RemoveWaitingListEntryMutationVariables = Exact<{
  id: string | number;
}>;


export type RemoveWaitingListEntryMutation = { removeWaitingListEntry: boolean };

export type ParticipationsToValidateQueryVariables = Exact<{ [key: string]: never; }>;


export type ParticipationsToValidateQuery = { participationsToValidate: Array<{ id: string, eventId: string, eventName: string, eventTimeZone: string, firstName: string, lastName: string, email: string, phoneNumber: string, nbParticipants: number, groupName: string, validationStatus: ParticipationStatus, positionName: string, sectorName: string | null, timeSlot: { id: string, startTime: string, endTime: string } }> };

export type RestrictionRulesQueryVariables = Exact<{
  eventId: string | number;
}>;


export type RestrictionRulesQuery = { registrationRules: Array<{ id: string, eventId: string, positionId: string | null, categoryId: string | null, ageBand: string | null }>, volunteerCategories: Array<{ id: string, name: string }> };

export type CreateRegistrationRuleMutationVariables = Exact<{
  input: RegistrationRuleInput;
}>;


export type CreateRegistrationRuleMutation = { createRegistrationRule: { id: string, eventId: string, positionId: string | null, categoryId: string | null, ageBand: string | null } };

export type DeleteRegistrationRuleMutationVariables = Exact<{
  id: string | number;
}>;


export type DeleteRegistrationRuleMutation = { deleteRegistrationRule: boolean };

export type VolunteerRowFragment = { id: string, firstName: string, lastName: string, email: string, phoneNumber: string, town: string, ageBand: string | null, numberSlots: number, categories: Array<{ id: string, name: string }> };

export type VolunteerListQueryVariables = Exact<{
  search?: string | null | undefined;
  categoryId?: string | number | null | undefined;
}>;


export type VolunteerListQuery = { volunteers: Array<{ id: string, firstName: string, lastName: string, email: string, phoneNumber: string, town: string, ageBand: string | null, numberSlots: number, categories: Array<{ id: string, name: string }> }> };

export type VolunteerCategoriesQueryVariables = Exact<{ [key: string]: never; }>;


export type VolunteerCategoriesQuery = { volunteerCategories: Array<{ id: string, name: string, isByDefault: boolean }> };

export type SetVolunteersCategoriesMutationVariables = Exact<{
  volunteerIds: Array<string | number> | string | number;
  categoryIds: Array<string | number> | string | number;
}>;


export type SetVolunteersCategoriesMutation = { setVolunteersCategories: Array<{ id: string, firstName: string, lastName: string, email: string, phoneNumber: string, town: string, ageBand: string | null, numberSlots: number, categories: Array<{ id: string, name: string }> }> };

export type DeleteVolunteerMutationVariables = Exact<{
  id: string | number;
}>;


export type DeleteVolunteerMutation = { deleteVolunteer: boolean };

export type CreateVolunteerCategoryMutationVariables = Exact<{
  input: VolunteerCategoryInput;
}>;


export type CreateVolunteerCategoryMutation = { createVolunteerCategory: { id: string, name: string, isByDefault: boolean } };

export type UpdateVolunteerCategoryMutationVariables = Exact<{
  id: string | number;
  input: VolunteerCategoryInput;
}>;


export type UpdateVolunteerCategoryMutation = { updateVolunteerCategory: { id: string, name: string, isByDefault: boolean } };

export type DeleteVolunteerCategoryMutationVariables = Exact<{
  id: string | number;
}>;


export type DeleteVolunteerCategoryMutation = { deleteVolunteerCategory: boolean };

export type ScanEventsQueryVariables = Exact<{ [key: string]: never; }>;


export type ScanEventsQuery = { events: Array<{ id: string, name: string, displayName: string, status: EventStatus, timeZone: string, days: Array<{ id: string, startsAt: string, endsAt: string }> }> };

export type ScanEventTagsQueryVariables = Exact<{
  id: string | number;
}>;


export type ScanEventTagsQuery = { event: { id: string, tags: Array<{ id: string, name: string, displayName: string, color: string }> } };

export type ScanOperatorFragment = { id: string, eventId: string, name: string, tagIds: Array<string>, lastLoginAt: string | null, createdAt: string, tags: Array<{ id: string, name: string, color: string, known: boolean }> };

export type ScanOperatorsQueryVariables = Exact<{
  eventId: string | number;
}>;


export type ScanOperatorsQuery = { operators: Array<{ id: string, eventId: string, name: string, tagIds: Array<string>, lastLoginAt: string | null, createdAt: string, tags: Array<{ id: string, name: string, color: string, known: boolean }> }> };

export type CreateScanOperatorMutationVariables = Exact<{
  eventId: string | number;
  input: OperatorInput;
}>;


export type CreateScanOperatorMutation = { createOperator: { loginSecret: string | null, id: string, eventId: string, name: string, tagIds: Array<string>, lastLoginAt: string | null, createdAt: string, tags: Array<{ id: string, name: string, color: string, known: boolean }> } };

export type UpdateScanOperatorMutationVariables = Exact<{
  id: string | number;
  input: OperatorInput;
}>;


export type UpdateScanOperatorMutation = { updateOperator: { id: string, eventId: string, name: string, tagIds: Array<string>, lastLoginAt: string | null, createdAt: string, tags: Array<{ id: string, name: string, color: string, known: boolean }> } };

export type RotateScanOperatorSecretMutationVariables = Exact<{
  id: string | number;
}>;


export type RotateScanOperatorSecretMutation = { rotateOperatorSecret: { loginSecret: string | null, id: string, eventId: string, name: string, tagIds: Array<string>, lastLoginAt: string | null, createdAt: string, tags: Array<{ id: string, name: string, color: string, known: boolean }> } };

export type DeleteScanOperatorMutationVariables = Exact<{
  id: string | number;
}>;


export type DeleteScanOperatorMutation = { deleteOperator: boolean };

export type ScanConfigFieldsFragment = { eventId: string, checkIn: boolean, orderDelivery: boolean, voucherRedeem: boolean, tshirt: boolean, tshirtAttributeId: string | null, lateAfterMinutes: number, items: Array<{ kind: ScanItemKind, refId: string, name: string, tagIds: Array<string> }> };

export type ScanConfigQueryVariables = Exact<{
  eventId: string | number;
}>;


export type ScanConfigQuery = { scanConfig: { eventId: string, checkIn: boolean, orderDelivery: boolean, voucherRedeem: boolean, tshirt: boolean, tshirtAttributeId: string | null, lateAfterMinutes: number, items: Array<{ kind: ScanItemKind, refId: string, name: string, tagIds: Array<string> }> } };

export type ScanConfigChoicesQueryVariables = Exact<{
  eventId: string | number;
}>;


export type ScanConfigChoicesQuery = { volunteerAttributes: Array<{ id: string, name: string, valueType: AttributeValueType }>, eventAttributes: Array<{ id: string, name: string, valueType: AttributeValueType }> };

export type ScanConfigProductsQueryVariables = Exact<{ [key: string]: never; }>;


export type ScanConfigProductsQuery = { products: Array<{ id: string, name: string, status: ProductStatus }> };

export type ScanConfigVoucherPoolsQueryVariables = Exact<{ [key: string]: never; }>;


export type ScanConfigVoucherPoolsQuery = { voucherPools: Array<{ id: string, name: string }> };

export type UpdateScanConfigMutationVariables = Exact<{
  eventId: string | number;
  input: ScanConfigInput;
}>;


export type UpdateScanConfigMutation = { updateScanConfig: { eventId: string, checkIn: boolean, orderDelivery: boolean, voucherRedeem: boolean, tshirt: boolean, tshirtAttributeId: string | null, lateAfterMinutes: number, items: Array<{ kind: ScanItemKind, refId: string, name: string, tagIds: Array<string> }> } };

export type CheckInBoardQueryVariables = Exact<{
  eventId: string | number;
  day?: string | null | undefined;
}>;


export type CheckInBoardQuery = { checkInBoard: { eventId: string, day: string, expected: number, checkedIn: number, missing: number, late: number, rows: Array<{ participationId: string, volunteerId: string, volunteerName: string, positionName: string, startsAt: string, endsAt: string, checkedInAt: string | null, operatorName: string | null, late: boolean, missing: boolean }> } };

export type ScanActionFieldsFragment = { id: string, kind: ScanActionKind, volunteerId: string, volunteerName: string, operatorName: string, label: string, happenedAt: string, createdAt: string, undoneAt: string | null };

export type ScanActionsQueryVariables = Exact<{
  eventId: string | number;
  limit?: number | null | undefined;
}>;


export type ScanActionsQuery = { scanActions: Array<{ id: string, kind: ScanActionKind, volunteerId: string, volunteerName: string, operatorName: string, label: string, happenedAt: string, createdAt: string, undoneAt: string | null }> };

export type UndoScanActionMutationVariables = Exact<{
  id: string | number;
}>;


export type UndoScanActionMutation = { undoScanAction: { id: string, kind: ScanActionKind, volunteerId: string, volunteerName: string, operatorName: string, label: string, happenedAt: string, createdAt: string, undoneAt: string | null } };

export type ShopProductFragment = { id: string, name: string, description: string, price: number, image: string | null, status: ProductStatus, onSale: boolean, stock: number | null, voucherPoolId: string | null, nbOrdered: number, createdAt: string };

export type ShopProductsQueryVariables = Exact<{
  status?: ProductStatus | null | undefined;
}>;


export type ShopProductsQuery = { products: Array<{ id: string, name: string, description: string, price: number, image: string | null, status: ProductStatus, onSale: boolean, stock: number | null, voucherPoolId: string | null, nbOrdered: number, createdAt: string }> };

export type CreateShopProductMutationVariables = Exact<{
  input: ProductInput;
}>;


export type CreateShopProductMutation = { createProduct: { id: string, name: string, description: string, price: number, image: string | null, status: ProductStatus, onSale: boolean, stock: number | null, voucherPoolId: string | null, nbOrdered: number, createdAt: string } };

export type UpdateShopProductMutationVariables = Exact<{
  id: string | number;
  input: ProductInput;
}>;


export type UpdateShopProductMutation = { updateProduct: { id: string, name: string, description: string, price: number, image: string | null, status: ProductStatus, onSale: boolean, stock: number | null, voucherPoolId: string | null, nbOrdered: number, createdAt: string } };

export type DeleteShopProductMutationVariables = Exact<{
  id: string | number;
}>;


export type DeleteShopProductMutation = { deleteProduct: boolean };

export type SetShopOpenMutationVariables = Exact<{
  open: boolean;
}>;


export type SetShopOpenMutation = { setShopOpen: { id: string, enableShop: boolean, shopOpen: boolean } };

export type ShopOrderFragment = { id: string, productId: string | null, productName: string, quantity: number, price: number, status: OrderStatus, vouchersCodes: Array<string>, createdAt: string, volunteer: { id: string, firstName: string, lastName: string, email: string } | null };

export type ShopOrdersQueryVariables = Exact<{
  status?: OrderStatus | null | undefined;
  productId?: string | number | null | undefined;
}>;


export type ShopOrdersQuery = { orders: Array<{ id: string, productId: string | null, productName: string, quantity: number, price: number, status: OrderStatus, vouchersCodes: Array<string>, createdAt: string, volunteer: { id: string, firstName: string, lastName: string, email: string } | null }> };

export type MarkShopOrdersDeliveredMutationVariables = Exact<{
  ids: Array<string | number> | string | number;
}>;


export type MarkShopOrdersDeliveredMutation = { markOrdersDelivered: Array<{ id: string, productId: string | null, productName: string, quantity: number, price: number, status: OrderStatus, vouchersCodes: Array<string>, createdAt: string, volunteer: { id: string, firstName: string, lastName: string, email: string } | null }> };

export type CancelShopOrderMutationVariables = Exact<{
  id: string | number;
}>;


export type CancelShopOrderMutation = { cancelOrder: { id: string, productId: string | null, productName: string, quantity: number, price: number, status: OrderStatus, vouchersCodes: Array<string>, createdAt: string, volunteer: { id: string, firstName: string, lastName: string, email: string } | null } };

export type ShopVoucherPoolFragment = { id: string, name: string, nbCodes: number, nbClaimed: number, nbAvailable: number, createdAt: string };

export type ShopVoucherPoolsQueryVariables = Exact<{ [key: string]: never; }>;


export type ShopVoucherPoolsQuery = { voucherPools: Array<{ id: string, name: string, nbCodes: number, nbClaimed: number, nbAvailable: number, createdAt: string }> };

export type CreateShopVoucherPoolMutationVariables = Exact<{
  name: string;
}>;


export type CreateShopVoucherPoolMutation = { createVoucherPool: { id: string, name: string, nbCodes: number, nbClaimed: number, nbAvailable: number, createdAt: string } };

export type RenameShopVoucherPoolMutationVariables = Exact<{
  id: string | number;
  name: string;
}>;


export type RenameShopVoucherPoolMutation = { renameVoucherPool: { id: string, name: string, nbCodes: number, nbClaimed: number, nbAvailable: number, createdAt: string } };

export type DeleteShopVoucherPoolMutationVariables = Exact<{
  id: string | number;
}>;


export type DeleteShopVoucherPoolMutation = { deleteVoucherPool: boolean };

export type ShopVoucherCodesQueryVariables = Exact<{
  poolId: string | number;
}>;


export type ShopVoucherCodesQuery = { voucherCodes: Array<{ id: string, code: string, claimedAt: string | null, orderId: string | null, volunteer: { id: string, firstName: string, lastName: string, email: string } | null }> };

export type ExportShopVoucherCodesQueryVariables = Exact<{
  poolId: string | number;
  format: ExportFormat;
}>;


export type ExportShopVoucherCodesQuery = { exportVoucherCodes: { fileName: string, mimeType: string, base64: string } };

export type PreviewShopVoucherImportMutationVariables = Exact<{
  poolId: string | number;
  fileName: string;
  base64File: string;
}>;


export type PreviewShopVoucherImportMutation = { previewVoucherImport: { nbValid: number, nbDuplicates: number, nbErrors: number, rows: Array<{ line: number, code: string, status: VoucherImportStatus, message: string | null }> } };

export type ImportShopVoucherCodesMutationVariables = Exact<{
  poolId: string | number;
  fileName: string;
  base64File: string;
}>;


export type ImportShopVoucherCodesMutation = { importVoucherCodes: { id: string, name: string, nbCodes: number, nbClaimed: number, nbAvailable: number, createdAt: string } };

export type TicketingEventsQueryVariables = Exact<{ [key: string]: never; }>;


export type TicketingEventsQuery = { events: Array<{ id: string, name: string, displayName: string, status: EventStatus, timeZone: string, days: Array<{ id: string, startsAt: string, endsAt: string }> }> };

export type TicketingSettingsFieldsFragment = { baseUrl: string, effectiveBaseUrl: string, apiKeySet: boolean, apiKeyLast4: string | null, accessTokenSet: boolean, accessTokenLast4: string | null, modifiedAt: string | null };

export type TicketingSettingsQueryVariables = Exact<{ [key: string]: never; }>;


export type TicketingSettingsQuery = { ticketingSettings: { baseUrl: string, effectiveBaseUrl: string, apiKeySet: boolean, apiKeyLast4: string | null, accessTokenSet: boolean, accessTokenLast4: string | null, modifiedAt: string | null } };

export type UpdateTicketingSettingsMutationVariables = Exact<{
  input: TicketingSettingsInput;
}>;


export type UpdateTicketingSettingsMutation = { updateTicketingSettings: { baseUrl: string, effectiveBaseUrl: string, apiKeySet: boolean, apiKeyLast4: string | null, accessTokenSet: boolean, accessTokenLast4: string | null, modifiedAt: string | null } };

export type TicketingMappingFieldsFragment = { eventId: string, vendorEventId: string, vendorTicketId: string, modifiedAt: string };

export type TicketingSyncFieldsFragment = { id: string, eventId: string, status: TicketingSyncStatus, attempts: number, createdAt: string, startedAt: string | null, finishedAt: string | null, exported: number, updated: number, removed: number, imported: number, error: string | null };

export type TicketingEventDataQueryVariables = Exact<{
  eventId: string | number;
}>;


export type TicketingEventDataQuery = { ticketingMappings: Array<{ eventId: string, vendorEventId: string, vendorTicketId: string, modifiedAt: string }>, ticketingSyncs: Array<{ id: string, eventId: string, status: TicketingSyncStatus, attempts: number, createdAt: string, startedAt: string | null, finishedAt: string | null, exported: number, updated: number, removed: number, imported: number, error: string | null }>, ticketingAccreditations: Array<{ id: string, volunteerId: string, firstName: string, lastName: string, email: string, barcode: string, checkedIn: boolean, checkedInAt: string | null }> };

export type SetTicketingMappingMutationVariables = Exact<{
  eventId: string | number;
  input: TicketingMappingInput;
}>;


export type SetTicketingMappingMutation = { setTicketingMapping: { eventId: string, vendorEventId: string, vendorTicketId: string, modifiedAt: string } };

export type SyncTicketingMutationVariables = Exact<{
  eventId: string | number;
}>;


export type SyncTicketingMutation = { syncTicketing: { id: string, eventId: string, status: TicketingSyncStatus, attempts: number, createdAt: string, startedAt: string | null, finishedAt: string | null, exported: number, updated: number, removed: number, imported: number, error: string | null } };

export type TicketingVendorEventsQueryVariables = Exact<{ [key: string]: never; }>;


export type TicketingVendorEventsQuery = { ticketingVendorEvents: Array<{ id: string, name: string, ticketTypes: Array<{ id: string, name: string }> }> };

export type OtpDeviceFieldsFragment = { id: string, method: OtpMethod, name: string, confirmed: boolean, isDefault: boolean, createdAt: string, lastUsedAt: string | null };

export type OtpDevicesQueryVariables = Exact<{ [key: string]: never; }>;


export type OtpDevicesQuery = { otpDevices: Array<{ id: string, method: OtpMethod, name: string, confirmed: boolean, isDefault: boolean, createdAt: string, lastUsedAt: string | null }> };

export type OtpBackupStatusQueryVariables = Exact<{ [key: string]: never; }>;


export type OtpBackupStatusQuery = { otpBackupCodes: { remaining: number, generatedAt: string | null } };

export type OtpSetupMutationVariables = Exact<{
  input: OtpSetupInput;
}>;


export type OtpSetupMutation = { otpSetup: { secret: string | null, otpauthUrl: string | null, qrCode: string | null, device: { id: string, method: OtpMethod, name: string, confirmed: boolean, isDefault: boolean, createdAt: string, lastUsedAt: string | null } } };

export type OtpValidateMutationVariables = Exact<{
  input: OtpValidateInput;
}>;


export type OtpValidateMutation = { otpValidate: { backupCodes: Array<string> | null, device: { id: string, method: OtpMethod, name: string, confirmed: boolean, isDefault: boolean, createdAt: string, lastUsedAt: string | null } } };

export type OtpRemoveDeviceMutationVariables = Exact<{
  device: string | number;
  code?: string | null | undefined;
}>;


export type OtpRemoveDeviceMutation = { otpRemoveDevice: boolean };

export type OtpSetDefaultDeviceMutationVariables = Exact<{
  device: string | number;
}>;


export type OtpSetDefaultDeviceMutation = { otpSetDefaultDevice: { id: string, method: OtpMethod, name: string, confirmed: boolean, isDefault: boolean, createdAt: string, lastUsedAt: string | null } };

export type OtpRegenerateBackupCodesMutationVariables = Exact<{
  code: string;
}>;


export type OtpRegenerateBackupCodesMutation = { otpRegenerateBackupCodes: Array<string> };

export type OtpChallengeMutationVariables = Exact<{
  device: string | number;
}>;


export type OtpChallengeMutation = { otpChallenge: boolean };

export type ProfilePointsTransactionFragment = { id: string, createdAt: string, pointsDiff: number, balance: number, trigger: PointsTrigger, label: string, triggerData: { eventId: string | null, eventName: string | null, positionName: string | null, startTime: string | null, endTime: string | null, productName: string | null, quantity: number | null, orderId: string | null, reason: string | null } };

export type VolunteerPointsQueryVariables = Exact<{
  volunteerId: string | number;
}>;


export type VolunteerPointsQuery = { volunteerPoints: { volunteerId: string, balance: number, transactions: Array<{ id: string, createdAt: string, pointsDiff: number, balance: number, trigger: PointsTrigger, label: string, triggerData: { eventId: string | null, eventName: string | null, positionName: string | null, startTime: string | null, endTime: string | null, productName: string | null, quantity: number | null, orderId: string | null, reason: string | null } }> } };

export type AdjustVolunteerPointsMutationVariables = Exact<{
  volunteerId: string | number;
  points: number;
  reason: string;
}>;


export type AdjustVolunteerPointsMutation = { adjustPoints: { id: string, createdAt: string, pointsDiff: number, balance: number, trigger: PointsTrigger, label: string, triggerData: { eventId: string | null, eventName: string | null, positionName: string | null, startTime: string | null, endTime: string | null, productName: string | null, quantity: number | null, orderId: string | null, reason: string | null } } };

export type VolunteerScanCodeQueryVariables = Exact<{
  volunteerId: string | number;
}>;


export type VolunteerScanCodeQuery = { volunteerScanCode: string };

export type RevokeVolunteerScanCodeMutationVariables = Exact<{
  volunteerId: string | number;
}>;


export type RevokeVolunteerScanCodeMutation = { revokeScanCode: string };

export type VolunteerProfileQueryVariables = Exact<{
  id: string | number;
}>;


export type VolunteerProfileQuery = { volunteer: { id: string, firstName: string, lastName: string, email: string, phoneNumber: string, address: string, town: string, postcode: string, country: string, language: string, profilePicture: string | null, bornDate: string | null, commentaire: string, createdAt: string, categories: Array<{ id: string, name: string }>, customAttributeValues: Array<{ attributeId: string, name: string, display: string }>, allParticipations: Array<{ id: string, eventId: string, eventName: string, eventTimeZone: string, positionName: string, validationStatus: ParticipationStatus, nbParticipants: number, timeSlot: { id: string, startTime: string, endTime: string } }>, campaignRegistrations: Array<{ id: string, createdAt: string, campaign: { id: string, name: string, status: CampaignStatus, timeZone: string } }>, receivedMails: Array<{ id: string, communicationId: string, subject: string, eventName: string, campaignName: string, status: DeliveryStatus, error: string | null, sentAt: string }> } };

export const StaffOrganizationFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StaffOrganizationFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"StaffOrganization"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"licenseType"}},{"kind":"Field","name":{"kind":"Name","value":"supportType"}},{"kind":"Field","name":{"kind":"Name","value":"validUntil"}},{"kind":"Field","name":{"kind":"Name","value":"enableCampaigns"}},{"kind":"Field","name":{"kind":"Name","value":"enableGroupRegistrations"}},{"kind":"Field","name":{"kind":"Name","value":"enableShop"}},{"kind":"Field","name":{"kind":"Name","value":"enableVouchers"}},{"kind":"Field","name":{"kind":"Name","value":"enableBadges"}},{"kind":"Field","name":{"kind":"Name","value":"enableOperators"}},{"kind":"Field","name":{"kind":"Name","value":"enableParticipationsValidation"}},{"kind":"Field","name":{"kind":"Name","value":"enableWeezevent"}},{"kind":"Field","name":{"kind":"Name","value":"enforce2fa"}},{"kind":"Field","name":{"kind":"Name","value":"memberCount"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<StaffOrganizationFieldsFragment, unknown>;
export const BadgeTemplateFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BadgeTemplateFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BadgeTemplate"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"size"}},{"kind":"Field","name":{"kind":"Name","value":"logo"}},{"kind":"Field","name":{"kind":"Name","value":"primaryColor"}},{"kind":"Field","name":{"kind":"Name","value":"textColor"}},{"kind":"Field","name":{"kind":"Name","value":"showPhoto"}},{"kind":"Field","name":{"kind":"Name","value":"showCategories"}},{"kind":"Field","name":{"kind":"Name","value":"showPositions"}},{"kind":"Field","name":{"kind":"Name","value":"attributeId"}},{"kind":"Field","name":{"kind":"Name","value":"showQrCode"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"modifiedAt"}}]}}]} as unknown as DocumentNode<BadgeTemplateFieldsFragment, unknown>;
export const DocumentJobFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DocumentJobFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DocumentJob"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"progress"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"fileName"}},{"kind":"Field","name":{"kind":"Name","value":"downloadUrl"}},{"kind":"Field","name":{"kind":"Name","value":"error"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<DocumentJobFieldsFragment, unknown>;
export const CampaignListItemFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CampaignListItem"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Campaign"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"token"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"nbRegistrations"}},{"kind":"Field","name":{"kind":"Name","value":"isPublic"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<CampaignListItemFragment, unknown>;
export const CampaignDetailsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CampaignDetails"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Campaign"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"token"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"contactName"}},{"kind":"Field","name":{"kind":"Name","value":"contactEmail"}},{"kind":"Field","name":{"kind":"Name","value":"logo"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"nbRegistrations"}},{"kind":"Field","name":{"kind":"Name","value":"isPublic"}},{"kind":"Field","name":{"kind":"Name","value":"showOnHomeCalendar"}},{"kind":"Field","name":{"kind":"Name","value":"timeZone"}},{"kind":"Field","name":{"kind":"Name","value":"registrationEmailText"}}]}}]} as unknown as DocumentNode<CampaignDetailsFragment, unknown>;
export const CampaignRegistrationColumnFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CampaignRegistrationColumn"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"FormField"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"baseAttribute"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"order"}},{"kind":"Field","name":{"kind":"Name","value":"attribute"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"valueType"}},{"kind":"Field","name":{"kind":"Name","value":"options"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"option"}}]}}]}}]}}]} as unknown as DocumentNode<CampaignRegistrationColumnFragment, unknown>;
export const CommunicationFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CommunicationFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Communication"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"eventId"}},{"kind":"Field","name":{"kind":"Name","value":"eventName"}},{"kind":"Field","name":{"kind":"Name","value":"campaignId"}},{"kind":"Field","name":{"kind":"Name","value":"campaignName"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"sender"}},{"kind":"Field","name":{"kind":"Name","value":"senderEmail"}},{"kind":"Field","name":{"kind":"Name","value":"subject"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"replyTo"}},{"kind":"Field","name":{"kind":"Name","value":"recipientsCount"}},{"kind":"Field","name":{"kind":"Name","value":"sentAt"}},{"kind":"Field","name":{"kind":"Name","value":"filters"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"days"}},{"kind":"Field","name":{"kind":"Name","value":"positionIds"}},{"kind":"Field","name":{"kind":"Name","value":"subscriptionDateStart"}},{"kind":"Field","name":{"kind":"Name","value":"statuses"}},{"kind":"Field","name":{"kind":"Name","value":"volunteerIds"}}]}},{"kind":"Field","name":{"kind":"Name","value":"delivery"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"pending"}},{"kind":"Field","name":{"kind":"Name","value":"sent"}},{"kind":"Field","name":{"kind":"Name","value":"stored"}},{"kind":"Field","name":{"kind":"Name","value":"failed"}}]}}]}}]} as unknown as DocumentNode<CommunicationFieldsFragment, unknown>;
export const CommunicationRecipientFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CommunicationRecipientFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CommunicationRecipient"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"volunteerId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"attempts"}},{"kind":"Field","name":{"kind":"Name","value":"error"}},{"kind":"Field","name":{"kind":"Name","value":"lastError"}},{"kind":"Field","name":{"kind":"Name","value":"sentAt"}}]}}]} as unknown as DocumentNode<CommunicationRecipientFieldsFragment, unknown>;
export const MailPreviewFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MailPreviewFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MailPreview"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"subject"}},{"kind":"Field","name":{"kind":"Name","value":"html"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"recipientsCount"}},{"kind":"Field","name":{"kind":"Name","value":"to"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"volunteerId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}}]}},{"kind":"Field","name":{"kind":"Name","value":"recipients"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"volunteerId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}}]}}]}}]} as unknown as DocumentNode<MailPreviewFieldsFragment, unknown>;
export const MailTemplateFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MailTemplateFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MailTemplate"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"subject"}},{"kind":"Field","name":{"kind":"Name","value":"body"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<MailTemplateFieldsFragment, unknown>;
export const EventPositionFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"EventPositionFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Position"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"order"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"maxParticipantsAtTime"}},{"kind":"Field","name":{"kind":"Name","value":"defaultParticipationValidationStatus"}},{"kind":"Field","name":{"kind":"Name","value":"latitude"}},{"kind":"Field","name":{"kind":"Name","value":"longitude"}},{"kind":"Field","name":{"kind":"Name","value":"nbrVolunteersRequired"}},{"kind":"Field","name":{"kind":"Name","value":"sector"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"tags"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<EventPositionFieldsFragment, unknown>;
export const EventConfigurationFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"EventConfigurationFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"EventConfiguration"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"volunteerNameDisplay"}},{"kind":"Field","name":{"kind":"Name","value":"positionOrdering"}},{"kind":"Field","name":{"kind":"Name","value":"allowPublicTimeSlotCreation"}},{"kind":"Field","name":{"kind":"Name","value":"enableRegistrations"}},{"kind":"Field","name":{"kind":"Name","value":"showPastSlots"}},{"kind":"Field","name":{"kind":"Name","value":"enableGroupRegistrations"}},{"kind":"Field","name":{"kind":"Name","value":"sendMeCopyOfRegistration"}},{"kind":"Field","name":{"kind":"Name","value":"fullSlotsDefaultDisplay"}},{"kind":"Field","name":{"kind":"Name","value":"closePositionByDefault"}},{"kind":"Field","name":{"kind":"Name","value":"registrationEmailText"}},{"kind":"Field","name":{"kind":"Name","value":"colorFree"}},{"kind":"Field","name":{"kind":"Name","value":"colorFull"}},{"kind":"Field","name":{"kind":"Name","value":"groupMaxSize"}},{"kind":"Field","name":{"kind":"Name","value":"defaultParticipationValidationStatus"}}]}}]} as unknown as DocumentNode<EventConfigurationFieldsFragment, unknown>;
export const EventDetailFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"EventDetail"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Event"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"uuidShort"}},{"kind":"Field","name":{"kind":"Name","value":"organizationId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"responsable"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"teaser"}},{"kind":"Field","name":{"kind":"Name","value":"website"}},{"kind":"Field","name":{"kind":"Name","value":"timeZone"}},{"kind":"Field","name":{"kind":"Name","value":"zoomLevel"}},{"kind":"Field","name":{"kind":"Name","value":"showOnPublicPage"}},{"kind":"Field","name":{"kind":"Name","value":"showOnHomeCalendar"}},{"kind":"Field","name":{"kind":"Name","value":"organizationName"}},{"kind":"Field","name":{"kind":"Name","value":"nbrVolunteersRegistered"}},{"kind":"Field","name":{"kind":"Name","value":"nbrVolunteersRequired"}},{"kind":"Field","name":{"kind":"Name","value":"logo"}},{"kind":"Field","name":{"kind":"Name","value":"images"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}},{"kind":"Field","name":{"kind":"Name","value":"days"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"startsAt"}},{"kind":"Field","name":{"kind":"Name","value":"endsAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"configuration"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"EventConfigurationFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"sectors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"order"}}]}},{"kind":"Field","name":{"kind":"Name","value":"tags"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"Field","name":{"kind":"Name","value":"color"}},{"kind":"Field","name":{"kind":"Name","value":"visibility"}},{"kind":"Field","name":{"kind":"Name","value":"category"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"rewardCategories"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"hourlyRate"}},{"kind":"Field","name":{"kind":"Name","value":"icon"}},{"kind":"Field","name":{"kind":"Name","value":"isDefault"}},{"kind":"Field","name":{"kind":"Name","value":"timeSlotColor"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"EventConfigurationFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"EventConfiguration"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"volunteerNameDisplay"}},{"kind":"Field","name":{"kind":"Name","value":"positionOrdering"}},{"kind":"Field","name":{"kind":"Name","value":"allowPublicTimeSlotCreation"}},{"kind":"Field","name":{"kind":"Name","value":"enableRegistrations"}},{"kind":"Field","name":{"kind":"Name","value":"showPastSlots"}},{"kind":"Field","name":{"kind":"Name","value":"enableGroupRegistrations"}},{"kind":"Field","name":{"kind":"Name","value":"sendMeCopyOfRegistration"}},{"kind":"Field","name":{"kind":"Name","value":"fullSlotsDefaultDisplay"}},{"kind":"Field","name":{"kind":"Name","value":"closePositionByDefault"}},{"kind":"Field","name":{"kind":"Name","value":"registrationEmailText"}},{"kind":"Field","name":{"kind":"Name","value":"colorFree"}},{"kind":"Field","name":{"kind":"Name","value":"colorFull"}},{"kind":"Field","name":{"kind":"Name","value":"groupMaxSize"}},{"kind":"Field","name":{"kind":"Name","value":"defaultParticipationValidationStatus"}}]}}]} as unknown as DocumentNode<EventDetailFragment, unknown>;
export const EventListItemFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"EventListItem"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Event"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"timeZone"}},{"kind":"Field","name":{"kind":"Name","value":"days"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"startsAt"}},{"kind":"Field","name":{"kind":"Name","value":"endsAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"nbrVolunteersRegistered"}},{"kind":"Field","name":{"kind":"Name","value":"nbrVolunteersRequired"}}]}}]} as unknown as DocumentNode<EventListItemFragment, unknown>;
export const VolunteerImportPreviewFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"VolunteerImportPreviewFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"VolunteerImportPreview"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"columns"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"index"}},{"kind":"Field","name":{"kind":"Name","value":"header"}},{"kind":"Field","name":{"kind":"Name","value":"samples"}}]}},{"kind":"Field","name":{"kind":"Name","value":"mapping"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"column"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"attributeId"}}]}},{"kind":"Field","name":{"kind":"Name","value":"attributes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"valueType"}}]}},{"kind":"Field","name":{"kind":"Name","value":"mappingErrors"}},{"kind":"Field","name":{"kind":"Name","value":"nbNew"}},{"kind":"Field","name":{"kind":"Name","value":"nbKnown"}},{"kind":"Field","name":{"kind":"Name","value":"nbDuplicates"}},{"kind":"Field","name":{"kind":"Name","value":"nbErrors"}},{"kind":"Field","name":{"kind":"Name","value":"rows"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"line"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"messages"}}]}}]}}]} as unknown as DocumentNode<VolunteerImportPreviewFieldsFragment, unknown>;
export const CustomAttributeFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CustomAttributeFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Attribute"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"valueType"}},{"kind":"Field","name":{"kind":"Name","value":"eventId"}},{"kind":"Field","name":{"kind":"Name","value":"onRegistration"}},{"kind":"Field","name":{"kind":"Name","value":"options"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"option"}}]}}]}}]} as unknown as DocumentNode<CustomAttributeFieldsFragment, unknown>;
export const FormFieldFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FormFieldFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"FormField"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"baseAttribute"}},{"kind":"Field","name":{"kind":"Name","value":"isRequired"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"parentFieldId"}},{"kind":"Field","name":{"kind":"Name","value":"minChoices"}},{"kind":"Field","name":{"kind":"Name","value":"maxChoices"}},{"kind":"Field","name":{"kind":"Name","value":"order"}},{"kind":"Field","name":{"kind":"Name","value":"condition"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"targetAttribute"}},{"kind":"Field","name":{"kind":"Name","value":"targetOption"}}]}},{"kind":"Field","name":{"kind":"Name","value":"attribute"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CustomAttributeFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CustomAttributeFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Attribute"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"valueType"}},{"kind":"Field","name":{"kind":"Name","value":"eventId"}},{"kind":"Field","name":{"kind":"Name","value":"onRegistration"}},{"kind":"Field","name":{"kind":"Name","value":"options"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"option"}}]}}]}}]} as unknown as DocumentNode<FormFieldFieldsFragment, unknown>;
export const ApiTokenFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ApiTokenFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ApiToken"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"scopes"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastUsedAt"}}]}}]} as unknown as DocumentNode<ApiTokenFieldsFragment, unknown>;
export const WebhookFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"WebhookFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Webhook"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"events"}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<WebhookFieldsFragment, unknown>;
export const WebhookDeliveryFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"WebhookDeliveryFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"WebhookDelivery"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"event"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"attempts"}},{"kind":"Field","name":{"kind":"Name","value":"responseCode"}},{"kind":"Field","name":{"kind":"Name","value":"lastError"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastAttemptAt"}},{"kind":"Field","name":{"kind":"Name","value":"deliveredAt"}}]}}]} as unknown as DocumentNode<WebhookDeliveryFieldsFragment, unknown>;
export const ManagerFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ManagerFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Manager"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"eventIds"}},{"kind":"Field","name":{"kind":"Name","value":"events"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"invitedAt"}},{"kind":"Field","name":{"kind":"Name","value":"hasPassword"}},{"kind":"Field","name":{"kind":"Name","value":"canCancelSlots"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<ManagerFieldsFragment, unknown>;
export const MealFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MealFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Meal"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"eventId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"order"}},{"kind":"Field","name":{"kind":"Name","value":"positionIds"}},{"kind":"Field","name":{"kind":"Name","value":"slotIds"}}]}}]} as unknown as DocumentNode<MealFieldsFragment, unknown>;
export const PlanningSlotFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PlanningSlot"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TimeSlot"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"positionId"}},{"kind":"Field","name":{"kind":"Name","value":"startTime"}},{"kind":"Field","name":{"kind":"Name","value":"endTime"}},{"kind":"Field","name":{"kind":"Name","value":"requiredVolunteerCount"}},{"kind":"Field","name":{"kind":"Name","value":"nbParticipants"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"isPrivate"}},{"kind":"Field","name":{"kind":"Name","value":"series"}},{"kind":"Field","name":{"kind":"Name","value":"hourlyRate"}},{"kind":"Field","name":{"kind":"Name","value":"rewardCategory"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"participants"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"nbParticipants"}}]}}]}}]} as unknown as DocumentNode<PlanningSlotFragment, unknown>;
export const PrintJobFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PrintJobFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DocumentJob"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"progress"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"fileName"}},{"kind":"Field","name":{"kind":"Name","value":"downloadUrl"}},{"kind":"Field","name":{"kind":"Name","value":"error"}}]}}]} as unknown as DocumentNode<PrintJobFieldsFragment, unknown>;
export const RegistrationRowFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RegistrationRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Participation"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"timeSlotId"}},{"kind":"Field","name":{"kind":"Name","value":"volunteerId"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phoneNumber"}},{"kind":"Field","name":{"kind":"Name","value":"nbParticipants"}},{"kind":"Field","name":{"kind":"Name","value":"groupName"}},{"kind":"Field","name":{"kind":"Name","value":"validationStatus"}},{"kind":"Field","name":{"kind":"Name","value":"validationMessage"}},{"kind":"Field","name":{"kind":"Name","value":"positionId"}},{"kind":"Field","name":{"kind":"Name","value":"positionName"}},{"kind":"Field","name":{"kind":"Name","value":"sectorName"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"timeSlot"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"startTime"}},{"kind":"Field","name":{"kind":"Name","value":"endTime"}}]}}]}}]} as unknown as DocumentNode<RegistrationRowFragment, unknown>;
export const PickerSlotFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PickerSlot"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TimeSlot"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"positionId"}},{"kind":"Field","name":{"kind":"Name","value":"startTime"}},{"kind":"Field","name":{"kind":"Name","value":"endTime"}},{"kind":"Field","name":{"kind":"Name","value":"requiredVolunteerCount"}},{"kind":"Field","name":{"kind":"Name","value":"nbParticipants"}},{"kind":"Field","name":{"kind":"Name","value":"freePlaces"}},{"kind":"Field","name":{"kind":"Name","value":"series"}}]}}]} as unknown as DocumentNode<PickerSlotFragment, unknown>;
export const VolunteerRowFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"VolunteerRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Volunteer"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phoneNumber"}},{"kind":"Field","name":{"kind":"Name","value":"town"}},{"kind":"Field","name":{"kind":"Name","value":"ageBand"}},{"kind":"Field","name":{"kind":"Name","value":"numberSlots"}},{"kind":"Field","name":{"kind":"Name","value":"categories"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<VolunteerRowFragment, unknown>;
export const ScanOperatorFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ScanOperator"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Operator"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"eventId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"tagIds"}},{"kind":"Field","name":{"kind":"Name","value":"tags"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"color"}},{"kind":"Field","name":{"kind":"Name","value":"known"}}]}},{"kind":"Field","name":{"kind":"Name","value":"lastLoginAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<ScanOperatorFragment, unknown>;
export const ScanConfigFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ScanConfigFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ScanConfig"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"eventId"}},{"kind":"Field","name":{"kind":"Name","value":"checkIn"}},{"kind":"Field","name":{"kind":"Name","value":"orderDelivery"}},{"kind":"Field","name":{"kind":"Name","value":"voucherRedeem"}},{"kind":"Field","name":{"kind":"Name","value":"tshirt"}},{"kind":"Field","name":{"kind":"Name","value":"tshirtAttributeId"}},{"kind":"Field","name":{"kind":"Name","value":"lateAfterMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"refId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"tagIds"}}]}}]}}]} as unknown as DocumentNode<ScanConfigFieldsFragment, unknown>;
export const ScanActionFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ScanActionFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ScanAction"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"volunteerId"}},{"kind":"Field","name":{"kind":"Name","value":"volunteerName"}},{"kind":"Field","name":{"kind":"Name","value":"operatorName"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"happenedAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"undoneAt"}}]}}]} as unknown as DocumentNode<ScanActionFieldsFragment, unknown>;
export const ShopProductFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ShopProduct"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Product"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"image"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"onSale"}},{"kind":"Field","name":{"kind":"Name","value":"stock"}},{"kind":"Field","name":{"kind":"Name","value":"voucherPoolId"}},{"kind":"Field","name":{"kind":"Name","value":"nbOrdered"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<ShopProductFragment, unknown>;
export const ShopOrderFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ShopOrder"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Order"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"productId"}},{"kind":"Field","name":{"kind":"Name","value":"productName"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"vouchersCodes"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"volunteer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}}]}}]}}]} as unknown as DocumentNode<ShopOrderFragment, unknown>;
export const ShopVoucherPoolFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ShopVoucherPool"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"VoucherPool"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"nbCodes"}},{"kind":"Field","name":{"kind":"Name","value":"nbClaimed"}},{"kind":"Field","name":{"kind":"Name","value":"nbAvailable"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<ShopVoucherPoolFragment, unknown>;
export const TicketingSettingsFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TicketingSettingsFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TicketingSettings"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"baseUrl"}},{"kind":"Field","name":{"kind":"Name","value":"effectiveBaseUrl"}},{"kind":"Field","name":{"kind":"Name","value":"apiKeySet"}},{"kind":"Field","name":{"kind":"Name","value":"apiKeyLast4"}},{"kind":"Field","name":{"kind":"Name","value":"accessTokenSet"}},{"kind":"Field","name":{"kind":"Name","value":"accessTokenLast4"}},{"kind":"Field","name":{"kind":"Name","value":"modifiedAt"}}]}}]} as unknown as DocumentNode<TicketingSettingsFieldsFragment, unknown>;
export const TicketingMappingFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TicketingMappingFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TicketingEventMapping"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"eventId"}},{"kind":"Field","name":{"kind":"Name","value":"vendorEventId"}},{"kind":"Field","name":{"kind":"Name","value":"vendorTicketId"}},{"kind":"Field","name":{"kind":"Name","value":"modifiedAt"}}]}}]} as unknown as DocumentNode<TicketingMappingFieldsFragment, unknown>;
export const TicketingSyncFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TicketingSyncFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TicketingSync"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"eventId"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"attempts"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"startedAt"}},{"kind":"Field","name":{"kind":"Name","value":"finishedAt"}},{"kind":"Field","name":{"kind":"Name","value":"exported"}},{"kind":"Field","name":{"kind":"Name","value":"updated"}},{"kind":"Field","name":{"kind":"Name","value":"removed"}},{"kind":"Field","name":{"kind":"Name","value":"imported"}},{"kind":"Field","name":{"kind":"Name","value":"error"}}]}}]} as unknown as DocumentNode<TicketingSyncFieldsFragment, unknown>;
export const OtpDeviceFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OtpDeviceFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"OtpDevice"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"method"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"confirmed"}},{"kind":"Field","name":{"kind":"Name","value":"isDefault"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastUsedAt"}}]}}]} as unknown as DocumentNode<OtpDeviceFieldsFragment, unknown>;
export const ProfilePointsTransactionFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProfilePointsTransaction"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PointsTransaction"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"pointsDiff"}},{"kind":"Field","name":{"kind":"Name","value":"balance"}},{"kind":"Field","name":{"kind":"Name","value":"trigger"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"triggerData"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"eventId"}},{"kind":"Field","name":{"kind":"Name","value":"eventName"}},{"kind":"Field","name":{"kind":"Name","value":"positionName"}},{"kind":"Field","name":{"kind":"Name","value":"startTime"}},{"kind":"Field","name":{"kind":"Name","value":"endTime"}},{"kind":"Field","name":{"kind":"Name","value":"productName"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"orderId"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}}]}}]}}]} as unknown as DocumentNode<ProfilePointsTransactionFragment, unknown>;
export const RegisterDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"Register"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RegisterInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"register"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}]}]}}]} as unknown as DocumentNode<RegisterMutation, RegisterMutationVariables>;
export const VerifyRegistrationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"VerifyRegistration"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"VerifyRegistrationInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"verifyRegistration"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}]}]}}]} as unknown as DocumentNode<VerifyRegistrationMutation, VerifyRegistrationMutationVariables>;
export const SendResetPasswordLinkDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SendResetPasswordLink"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"login"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sendResetPasswordLink"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"login"},"value":{"kind":"Variable","name":{"kind":"Name","value":"login"}}}]}]}}]} as unknown as DocumentNode<SendResetPasswordLinkMutation, SendResetPasswordLinkMutationVariables>;
export const ResetPasswordDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ResetPassword"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ResetPasswordInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"resetPassword"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}]}]}}]} as unknown as DocumentNode<ResetPasswordMutation, ResetPasswordMutationVariables>;
export const StaffOrganizationsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"StaffOrganizations"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"search"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"offset"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"staffOrganizations"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"search"},"value":{"kind":"Variable","name":{"kind":"Name","value":"search"}}},{"kind":"Argument","name":{"kind":"Name","value":"offset"},"value":{"kind":"Variable","name":{"kind":"Name","value":"offset"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"count"}},{"kind":"Field","name":{"kind":"Name","value":"results"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"StaffOrganizationFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StaffOrganizationFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"StaffOrganization"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"licenseType"}},{"kind":"Field","name":{"kind":"Name","value":"supportType"}},{"kind":"Field","name":{"kind":"Name","value":"validUntil"}},{"kind":"Field","name":{"kind":"Name","value":"enableCampaigns"}},{"kind":"Field","name":{"kind":"Name","value":"enableGroupRegistrations"}},{"kind":"Field","name":{"kind":"Name","value":"enableShop"}},{"kind":"Field","name":{"kind":"Name","value":"enableVouchers"}},{"kind":"Field","name":{"kind":"Name","value":"enableBadges"}},{"kind":"Field","name":{"kind":"Name","value":"enableOperators"}},{"kind":"Field","name":{"kind":"Name","value":"enableParticipationsValidation"}},{"kind":"Field","name":{"kind":"Name","value":"enableWeezevent"}},{"kind":"Field","name":{"kind":"Name","value":"enforce2fa"}},{"kind":"Field","name":{"kind":"Name","value":"memberCount"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<StaffOrganizationsQuery, StaffOrganizationsQueryVariables>;
export const UpdateStaffOrganizationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateStaffOrganization"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"StaffOrganizationInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateStaffOrganization"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"StaffOrganizationFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StaffOrganizationFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"StaffOrganization"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"licenseType"}},{"kind":"Field","name":{"kind":"Name","value":"supportType"}},{"kind":"Field","name":{"kind":"Name","value":"validUntil"}},{"kind":"Field","name":{"kind":"Name","value":"enableCampaigns"}},{"kind":"Field","name":{"kind":"Name","value":"enableGroupRegistrations"}},{"kind":"Field","name":{"kind":"Name","value":"enableShop"}},{"kind":"Field","name":{"kind":"Name","value":"enableVouchers"}},{"kind":"Field","name":{"kind":"Name","value":"enableBadges"}},{"kind":"Field","name":{"kind":"Name","value":"enableOperators"}},{"kind":"Field","name":{"kind":"Name","value":"enableParticipationsValidation"}},{"kind":"Field","name":{"kind":"Name","value":"enableWeezevent"}},{"kind":"Field","name":{"kind":"Name","value":"enforce2fa"}},{"kind":"Field","name":{"kind":"Name","value":"memberCount"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<UpdateStaffOrganizationMutation, UpdateStaffOrganizationMutationVariables>;
export const StaffSwitchOrganizationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"StaffSwitchOrganization"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"organizationId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"staffSwitchOrganization"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"organizationId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"organizationId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"staffVisit"}}]}}]}}]} as unknown as DocumentNode<StaffSwitchOrganizationMutation, StaffSwitchOrganizationMutationVariables>;
export const AuditLogDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AuditLog"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"organizationId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"action"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"from"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"DateTime"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"to"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"DateTime"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"auditLog"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"organizationId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"organizationId"}}},{"kind":"Argument","name":{"kind":"Name","value":"action"},"value":{"kind":"Variable","name":{"kind":"Name","value":"action"}}},{"kind":"Argument","name":{"kind":"Name","value":"from"},"value":{"kind":"Variable","name":{"kind":"Name","value":"from"}}},{"kind":"Argument","name":{"kind":"Name","value":"to"},"value":{"kind":"Variable","name":{"kind":"Name","value":"to"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}},{"kind":"Field","name":{"kind":"Name","value":"entries"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"organizationId"}},{"kind":"Field","name":{"kind":"Name","value":"organizationName"}},{"kind":"Field","name":{"kind":"Name","value":"action"}},{"kind":"Field","name":{"kind":"Name","value":"ipAddress"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"actor"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"detail"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}}]}}]}}]}}]} as unknown as DocumentNode<AuditLogQuery, AuditLogQueryVariables>;
export const BadgeTemplatesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"BadgeTemplates"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"badgeTemplates"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"BadgeTemplateFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BadgeTemplateFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BadgeTemplate"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"size"}},{"kind":"Field","name":{"kind":"Name","value":"logo"}},{"kind":"Field","name":{"kind":"Name","value":"primaryColor"}},{"kind":"Field","name":{"kind":"Name","value":"textColor"}},{"kind":"Field","name":{"kind":"Name","value":"showPhoto"}},{"kind":"Field","name":{"kind":"Name","value":"showCategories"}},{"kind":"Field","name":{"kind":"Name","value":"showPositions"}},{"kind":"Field","name":{"kind":"Name","value":"attributeId"}},{"kind":"Field","name":{"kind":"Name","value":"showQrCode"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"modifiedAt"}}]}}]} as unknown as DocumentNode<BadgeTemplatesQuery, BadgeTemplatesQueryVariables>;
export const BadgeTemplateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"BadgeTemplate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"badgeTemplate"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"BadgeTemplateFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BadgeTemplateFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BadgeTemplate"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"size"}},{"kind":"Field","name":{"kind":"Name","value":"logo"}},{"kind":"Field","name":{"kind":"Name","value":"primaryColor"}},{"kind":"Field","name":{"kind":"Name","value":"textColor"}},{"kind":"Field","name":{"kind":"Name","value":"showPhoto"}},{"kind":"Field","name":{"kind":"Name","value":"showCategories"}},{"kind":"Field","name":{"kind":"Name","value":"showPositions"}},{"kind":"Field","name":{"kind":"Name","value":"attributeId"}},{"kind":"Field","name":{"kind":"Name","value":"showQrCode"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"modifiedAt"}}]}}]} as unknown as DocumentNode<BadgeTemplateQuery, BadgeTemplateQueryVariables>;
export const BadgeAttributesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"BadgeAttributes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"customAttributes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"valueType"}}]}}]}}]} as unknown as DocumentNode<BadgeAttributesQuery, BadgeAttributesQueryVariables>;
export const BadgeEventsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"BadgeEvents"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"events"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}},{"kind":"Field","name":{"kind":"Name","value":"volunteerCategories"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<BadgeEventsQuery, BadgeEventsQueryVariables>;
export const CreateBadgeTemplateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateBadgeTemplate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"BadgeTemplateInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createBadgeTemplate"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"BadgeTemplateFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BadgeTemplateFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BadgeTemplate"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"size"}},{"kind":"Field","name":{"kind":"Name","value":"logo"}},{"kind":"Field","name":{"kind":"Name","value":"primaryColor"}},{"kind":"Field","name":{"kind":"Name","value":"textColor"}},{"kind":"Field","name":{"kind":"Name","value":"showPhoto"}},{"kind":"Field","name":{"kind":"Name","value":"showCategories"}},{"kind":"Field","name":{"kind":"Name","value":"showPositions"}},{"kind":"Field","name":{"kind":"Name","value":"attributeId"}},{"kind":"Field","name":{"kind":"Name","value":"showQrCode"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"modifiedAt"}}]}}]} as unknown as DocumentNode<CreateBadgeTemplateMutation, CreateBadgeTemplateMutationVariables>;
export const UpdateBadgeTemplateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateBadgeTemplate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"BadgeTemplateInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateBadgeTemplate"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"BadgeTemplateFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BadgeTemplateFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BadgeTemplate"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"size"}},{"kind":"Field","name":{"kind":"Name","value":"logo"}},{"kind":"Field","name":{"kind":"Name","value":"primaryColor"}},{"kind":"Field","name":{"kind":"Name","value":"textColor"}},{"kind":"Field","name":{"kind":"Name","value":"showPhoto"}},{"kind":"Field","name":{"kind":"Name","value":"showCategories"}},{"kind":"Field","name":{"kind":"Name","value":"showPositions"}},{"kind":"Field","name":{"kind":"Name","value":"attributeId"}},{"kind":"Field","name":{"kind":"Name","value":"showQrCode"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"modifiedAt"}}]}}]} as unknown as DocumentNode<UpdateBadgeTemplateMutation, UpdateBadgeTemplateMutationVariables>;
export const DeleteBadgeTemplateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteBadgeTemplate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteBadgeTemplate"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<DeleteBadgeTemplateMutation, DeleteBadgeTemplateMutationVariables>;
export const BadgePdfDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"BadgePdf"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"templateId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"volunteerId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"eventId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"badgePdf"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"templateId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"templateId"}}},{"kind":"Argument","name":{"kind":"Name","value":"volunteerId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"volunteerId"}}},{"kind":"Argument","name":{"kind":"Name","value":"eventId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"eventId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fileName"}},{"kind":"Field","name":{"kind":"Name","value":"mimeType"}},{"kind":"Field","name":{"kind":"Name","value":"base64"}}]}}]}}]} as unknown as DocumentNode<BadgePdfQuery, BadgePdfQueryVariables>;
export const GenerateBadgesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"GenerateBadges"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"templateId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"eventId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"categoryId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"generateBadges"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"templateId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"templateId"}}},{"kind":"Argument","name":{"kind":"Name","value":"eventId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"eventId"}}},{"kind":"Argument","name":{"kind":"Name","value":"categoryId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"categoryId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"DocumentJobFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DocumentJobFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DocumentJob"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"progress"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"fileName"}},{"kind":"Field","name":{"kind":"Name","value":"downloadUrl"}},{"kind":"Field","name":{"kind":"Name","value":"error"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<GenerateBadgesMutation, GenerateBadgesMutationVariables>;
export const DocumentJobDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"DocumentJob"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"documentJob"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"DocumentJobFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DocumentJobFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DocumentJob"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"progress"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"fileName"}},{"kind":"Field","name":{"kind":"Name","value":"downloadUrl"}},{"kind":"Field","name":{"kind":"Name","value":"error"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<DocumentJobQuery, DocumentJobQueryVariables>;
export const CampaignsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Campaigns"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"campaigns"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CampaignListItem"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CampaignListItem"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Campaign"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"token"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"nbRegistrations"}},{"kind":"Field","name":{"kind":"Name","value":"isPublic"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<CampaignsQuery, CampaignsQueryVariables>;
export const CampaignDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Campaign"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"campaign"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CampaignDetails"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CampaignDetails"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Campaign"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"token"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"contactName"}},{"kind":"Field","name":{"kind":"Name","value":"contactEmail"}},{"kind":"Field","name":{"kind":"Name","value":"logo"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"nbRegistrations"}},{"kind":"Field","name":{"kind":"Name","value":"isPublic"}},{"kind":"Field","name":{"kind":"Name","value":"showOnHomeCalendar"}},{"kind":"Field","name":{"kind":"Name","value":"timeZone"}},{"kind":"Field","name":{"kind":"Name","value":"registrationEmailText"}}]}}]} as unknown as DocumentNode<CampaignQuery, CampaignQueryVariables>;
export const CreateCampaignDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateCampaign"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CampaignInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createCampaign"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CampaignDetails"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CampaignDetails"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Campaign"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"token"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"contactName"}},{"kind":"Field","name":{"kind":"Name","value":"contactEmail"}},{"kind":"Field","name":{"kind":"Name","value":"logo"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"nbRegistrations"}},{"kind":"Field","name":{"kind":"Name","value":"isPublic"}},{"kind":"Field","name":{"kind":"Name","value":"showOnHomeCalendar"}},{"kind":"Field","name":{"kind":"Name","value":"timeZone"}},{"kind":"Field","name":{"kind":"Name","value":"registrationEmailText"}}]}}]} as unknown as DocumentNode<CreateCampaignMutation, CreateCampaignMutationVariables>;
export const UpdateCampaignDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateCampaign"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CampaignInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateCampaign"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CampaignDetails"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CampaignDetails"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Campaign"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"token"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"contactName"}},{"kind":"Field","name":{"kind":"Name","value":"contactEmail"}},{"kind":"Field","name":{"kind":"Name","value":"logo"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"nbRegistrations"}},{"kind":"Field","name":{"kind":"Name","value":"isPublic"}},{"kind":"Field","name":{"kind":"Name","value":"showOnHomeCalendar"}},{"kind":"Field","name":{"kind":"Name","value":"timeZone"}},{"kind":"Field","name":{"kind":"Name","value":"registrationEmailText"}}]}}]} as unknown as DocumentNode<UpdateCampaignMutation, UpdateCampaignMutationVariables>;
export const DeleteCampaignDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteCampaign"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteCampaign"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<DeleteCampaignMutation, DeleteCampaignMutationVariables>;
export const PublishCampaignDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"PublishCampaign"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"publishCampaign"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]} as unknown as DocumentNode<PublishCampaignMutation, PublishCampaignMutationVariables>;
export const CloseCampaignDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CloseCampaign"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"closeCampaign"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]} as unknown as DocumentNode<CloseCampaignMutation, CloseCampaignMutationVariables>;
export const ArchiveCampaignDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ArchiveCampaign"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"archiveCampaign"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]} as unknown as DocumentNode<ArchiveCampaignMutation, ArchiveCampaignMutationVariables>;
export const CampaignToDraftDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CampaignToDraft"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"campaignToDraft"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]} as unknown as DocumentNode<CampaignToDraftMutation, CampaignToDraftMutationVariables>;
export const CampaignRegistrationsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CampaignRegistrations"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"campaignId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"campaign"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"campaignId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"nbRegistrations"}},{"kind":"Field","name":{"kind":"Name","value":"timeZone"}}]}},{"kind":"Field","name":{"kind":"Name","value":"campaignRegistrations"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"campaignId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"campaignId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"volunteerId"}},{"kind":"Field","name":{"kind":"Name","value":"profilePicture"}},{"kind":"Field","name":{"kind":"Name","value":"customAttributeValues"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"attributeId"}},{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"display"}},{"kind":"Field","name":{"kind":"Name","value":"valueType"}}]}},{"kind":"Field","name":{"kind":"Name","value":"volunteer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phoneNumber"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"town"}},{"kind":"Field","name":{"kind":"Name","value":"postcode"}},{"kind":"Field","name":{"kind":"Name","value":"country"}},{"kind":"Field","name":{"kind":"Name","value":"bornDate"}},{"kind":"Field","name":{"kind":"Name","value":"categoryIds"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"campaignForm"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"campaignId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"campaignId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fields"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CampaignRegistrationColumn"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"volunteerCategories"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CampaignRegistrationColumn"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"FormField"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"baseAttribute"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"order"}},{"kind":"Field","name":{"kind":"Name","value":"attribute"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"valueType"}},{"kind":"Field","name":{"kind":"Name","value":"options"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"option"}}]}}]}}]}}]} as unknown as DocumentNode<CampaignRegistrationsQuery, CampaignRegistrationsQueryVariables>;
export const DeleteCampaignRegistrationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteCampaignRegistration"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteCampaignRegistration"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<DeleteCampaignRegistrationMutation, DeleteCampaignRegistrationMutationVariables>;
export const ExportCampaignRegistrationsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ExportCampaignRegistrations"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"format"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ExportFormat"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"exportCampaignRegistrations"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"format"},"value":{"kind":"Variable","name":{"kind":"Name","value":"format"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fileName"}},{"kind":"Field","name":{"kind":"Name","value":"mimeType"}},{"kind":"Field","name":{"kind":"Name","value":"base64"}}]}}]}}]} as unknown as DocumentNode<ExportCampaignRegistrationsQuery, ExportCampaignRegistrationsQueryVariables>;
export const CampaignRegistrationsPerDayDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CampaignRegistrationsPerDay"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"campaign"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"timeZone"}},{"kind":"Field","name":{"kind":"Name","value":"registrationsPerDay"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"count"}}]}}]}}]}}]} as unknown as DocumentNode<CampaignRegistrationsPerDayQuery, CampaignRegistrationsPerDayQueryVariables>;
export const CampaignAssignEventsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CampaignAssignEvents"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"events"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]} as unknown as DocumentNode<CampaignAssignEventsQuery, CampaignAssignEventsQueryVariables>;
export const CampaignAssignEventSlotsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CampaignAssignEventSlots"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"event"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"timeZone"}},{"kind":"Field","name":{"kind":"Name","value":"positions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"timeSlots"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"startTime"}},{"kind":"Field","name":{"kind":"Name","value":"endTime"}},{"kind":"Field","name":{"kind":"Name","value":"requiredVolunteerCount"}},{"kind":"Field","name":{"kind":"Name","value":"freePlaces"}}]}}]}}]}}]}}]} as unknown as DocumentNode<CampaignAssignEventSlotsQuery, CampaignAssignEventSlotsQueryVariables>;
export const CampaignAssignParticipationsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CampaignAssignParticipations"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AddParticipationInput"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addParticipations"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<CampaignAssignParticipationsMutation, CampaignAssignParticipationsMutationVariables>;
export const CampaignOfferEventMailDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CampaignOfferEventMail"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"VolunteersMailInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sendVolunteersMail"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<CampaignOfferEventMailMutation, CampaignOfferEventMailMutationVariables>;
export const CommunicationsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Communications"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"eventId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"campaignId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"communications"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"eventId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"eventId"}}},{"kind":"Argument","name":{"kind":"Name","value":"campaignId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"campaignId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CommunicationFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CommunicationFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Communication"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"eventId"}},{"kind":"Field","name":{"kind":"Name","value":"eventName"}},{"kind":"Field","name":{"kind":"Name","value":"campaignId"}},{"kind":"Field","name":{"kind":"Name","value":"campaignName"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"sender"}},{"kind":"Field","name":{"kind":"Name","value":"senderEmail"}},{"kind":"Field","name":{"kind":"Name","value":"subject"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"replyTo"}},{"kind":"Field","name":{"kind":"Name","value":"recipientsCount"}},{"kind":"Field","name":{"kind":"Name","value":"sentAt"}},{"kind":"Field","name":{"kind":"Name","value":"filters"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"days"}},{"kind":"Field","name":{"kind":"Name","value":"positionIds"}},{"kind":"Field","name":{"kind":"Name","value":"subscriptionDateStart"}},{"kind":"Field","name":{"kind":"Name","value":"statuses"}},{"kind":"Field","name":{"kind":"Name","value":"volunteerIds"}}]}},{"kind":"Field","name":{"kind":"Name","value":"delivery"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"pending"}},{"kind":"Field","name":{"kind":"Name","value":"sent"}},{"kind":"Field","name":{"kind":"Name","value":"stored"}},{"kind":"Field","name":{"kind":"Name","value":"failed"}}]}}]}}]} as unknown as DocumentNode<CommunicationsQuery, CommunicationsQueryVariables>;
export const CommunicationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Communication"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"communication"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CommunicationFields"}},{"kind":"Field","name":{"kind":"Name","value":"recipients"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CommunicationRecipientFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CommunicationFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Communication"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"eventId"}},{"kind":"Field","name":{"kind":"Name","value":"eventName"}},{"kind":"Field","name":{"kind":"Name","value":"campaignId"}},{"kind":"Field","name":{"kind":"Name","value":"campaignName"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"sender"}},{"kind":"Field","name":{"kind":"Name","value":"senderEmail"}},{"kind":"Field","name":{"kind":"Name","value":"subject"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"replyTo"}},{"kind":"Field","name":{"kind":"Name","value":"recipientsCount"}},{"kind":"Field","name":{"kind":"Name","value":"sentAt"}},{"kind":"Field","name":{"kind":"Name","value":"filters"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"days"}},{"kind":"Field","name":{"kind":"Name","value":"positionIds"}},{"kind":"Field","name":{"kind":"Name","value":"subscriptionDateStart"}},{"kind":"Field","name":{"kind":"Name","value":"statuses"}},{"kind":"Field","name":{"kind":"Name","value":"volunteerIds"}}]}},{"kind":"Field","name":{"kind":"Name","value":"delivery"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"pending"}},{"kind":"Field","name":{"kind":"Name","value":"sent"}},{"kind":"Field","name":{"kind":"Name","value":"stored"}},{"kind":"Field","name":{"kind":"Name","value":"failed"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CommunicationRecipientFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CommunicationRecipient"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"volunteerId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"attempts"}},{"kind":"Field","name":{"kind":"Name","value":"error"}},{"kind":"Field","name":{"kind":"Name","value":"lastError"}},{"kind":"Field","name":{"kind":"Name","value":"sentAt"}}]}}]} as unknown as DocumentNode<CommunicationQuery, CommunicationQueryVariables>;
export const EventMailPreviewDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"EventMailPreview"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"eventId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"EventMailInput"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"volunteerId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"eventMailPreview"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"eventId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"eventId"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}},{"kind":"Argument","name":{"kind":"Name","value":"volunteerId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"volunteerId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MailPreviewFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MailPreviewFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MailPreview"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"subject"}},{"kind":"Field","name":{"kind":"Name","value":"html"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"recipientsCount"}},{"kind":"Field","name":{"kind":"Name","value":"to"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"volunteerId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}}]}},{"kind":"Field","name":{"kind":"Name","value":"recipients"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"volunteerId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}}]}}]}}]} as unknown as DocumentNode<EventMailPreviewQuery, EventMailPreviewQueryVariables>;
export const VolunteersMailPreviewDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"VolunteersMailPreview"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"VolunteersMailInput"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"volunteerId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"volunteersMailPreview"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}},{"kind":"Argument","name":{"kind":"Name","value":"volunteerId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"volunteerId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MailPreviewFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MailPreviewFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MailPreview"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"subject"}},{"kind":"Field","name":{"kind":"Name","value":"html"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"recipientsCount"}},{"kind":"Field","name":{"kind":"Name","value":"to"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"volunteerId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}}]}},{"kind":"Field","name":{"kind":"Name","value":"recipients"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"volunteerId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}}]}}]}}]} as unknown as DocumentNode<VolunteersMailPreviewQuery, VolunteersMailPreviewQueryVariables>;
export const SendEventMailDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SendEventMail"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"eventId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"EventMailInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sendEventMail"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"eventId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"eventId"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"onlyOwner"}},{"kind":"Field","name":{"kind":"Name","value":"recipientsCount"}},{"kind":"Field","name":{"kind":"Name","value":"sentTo"}},{"kind":"Field","name":{"kind":"Name","value":"communication"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CommunicationFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CommunicationFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Communication"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"eventId"}},{"kind":"Field","name":{"kind":"Name","value":"eventName"}},{"kind":"Field","name":{"kind":"Name","value":"campaignId"}},{"kind":"Field","name":{"kind":"Name","value":"campaignName"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"sender"}},{"kind":"Field","name":{"kind":"Name","value":"senderEmail"}},{"kind":"Field","name":{"kind":"Name","value":"subject"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"replyTo"}},{"kind":"Field","name":{"kind":"Name","value":"recipientsCount"}},{"kind":"Field","name":{"kind":"Name","value":"sentAt"}},{"kind":"Field","name":{"kind":"Name","value":"filters"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"days"}},{"kind":"Field","name":{"kind":"Name","value":"positionIds"}},{"kind":"Field","name":{"kind":"Name","value":"subscriptionDateStart"}},{"kind":"Field","name":{"kind":"Name","value":"statuses"}},{"kind":"Field","name":{"kind":"Name","value":"volunteerIds"}}]}},{"kind":"Field","name":{"kind":"Name","value":"delivery"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"pending"}},{"kind":"Field","name":{"kind":"Name","value":"sent"}},{"kind":"Field","name":{"kind":"Name","value":"stored"}},{"kind":"Field","name":{"kind":"Name","value":"failed"}}]}}]}}]} as unknown as DocumentNode<SendEventMailMutation, SendEventMailMutationVariables>;
export const PreviewCampaignMailDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"PreviewCampaignMail"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"campaignId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CampaignMailInput"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"volunteerId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"previewCampaignMail"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"campaignId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"campaignId"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}},{"kind":"Argument","name":{"kind":"Name","value":"volunteerId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"volunteerId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MailPreviewFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MailPreviewFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MailPreview"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"subject"}},{"kind":"Field","name":{"kind":"Name","value":"html"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"recipientsCount"}},{"kind":"Field","name":{"kind":"Name","value":"to"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"volunteerId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}}]}},{"kind":"Field","name":{"kind":"Name","value":"recipients"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"volunteerId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}}]}}]}}]} as unknown as DocumentNode<PreviewCampaignMailMutation, PreviewCampaignMailMutationVariables>;
export const SendCampaignMailDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SendCampaignMail"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"campaignId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CampaignMailInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sendCampaignMail"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"campaignId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"campaignId"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"onlyOwner"}},{"kind":"Field","name":{"kind":"Name","value":"recipientsCount"}},{"kind":"Field","name":{"kind":"Name","value":"sentTo"}},{"kind":"Field","name":{"kind":"Name","value":"communication"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CommunicationFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CommunicationFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Communication"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"eventId"}},{"kind":"Field","name":{"kind":"Name","value":"eventName"}},{"kind":"Field","name":{"kind":"Name","value":"campaignId"}},{"kind":"Field","name":{"kind":"Name","value":"campaignName"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"sender"}},{"kind":"Field","name":{"kind":"Name","value":"senderEmail"}},{"kind":"Field","name":{"kind":"Name","value":"subject"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"replyTo"}},{"kind":"Field","name":{"kind":"Name","value":"recipientsCount"}},{"kind":"Field","name":{"kind":"Name","value":"sentAt"}},{"kind":"Field","name":{"kind":"Name","value":"filters"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"days"}},{"kind":"Field","name":{"kind":"Name","value":"positionIds"}},{"kind":"Field","name":{"kind":"Name","value":"subscriptionDateStart"}},{"kind":"Field","name":{"kind":"Name","value":"statuses"}},{"kind":"Field","name":{"kind":"Name","value":"volunteerIds"}}]}},{"kind":"Field","name":{"kind":"Name","value":"delivery"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"pending"}},{"kind":"Field","name":{"kind":"Name","value":"sent"}},{"kind":"Field","name":{"kind":"Name","value":"stored"}},{"kind":"Field","name":{"kind":"Name","value":"failed"}}]}}]}}]} as unknown as DocumentNode<SendCampaignMailMutation, SendCampaignMailMutationVariables>;
export const MailingCampaignDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MailingCampaign"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"campaign"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"contactName"}},{"kind":"Field","name":{"kind":"Name","value":"contactEmail"}}]}}]}}]} as unknown as DocumentNode<MailingCampaignQuery, MailingCampaignQueryVariables>;
export const TestSendEventMailDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"TestSendEventMail"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"eventId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"registrationEmailText"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"testSendEventMail"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"eventId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"eventId"}}},{"kind":"Argument","name":{"kind":"Name","value":"registrationEmailText"},"value":{"kind":"Variable","name":{"kind":"Name","value":"registrationEmailText"}}}]}]}}]} as unknown as DocumentNode<TestSendEventMailMutation, TestSendEventMailMutationVariables>;
export const SendResumeMailDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SendResumeMail"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"eventId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"participationId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sendResumeMail"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"eventId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"eventId"}}},{"kind":"Argument","name":{"kind":"Name","value":"participationId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"participationId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CommunicationFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CommunicationFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Communication"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"eventId"}},{"kind":"Field","name":{"kind":"Name","value":"eventName"}},{"kind":"Field","name":{"kind":"Name","value":"campaignId"}},{"kind":"Field","name":{"kind":"Name","value":"campaignName"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"sender"}},{"kind":"Field","name":{"kind":"Name","value":"senderEmail"}},{"kind":"Field","name":{"kind":"Name","value":"subject"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"replyTo"}},{"kind":"Field","name":{"kind":"Name","value":"recipientsCount"}},{"kind":"Field","name":{"kind":"Name","value":"sentAt"}},{"kind":"Field","name":{"kind":"Name","value":"filters"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"days"}},{"kind":"Field","name":{"kind":"Name","value":"positionIds"}},{"kind":"Field","name":{"kind":"Name","value":"subscriptionDateStart"}},{"kind":"Field","name":{"kind":"Name","value":"statuses"}},{"kind":"Field","name":{"kind":"Name","value":"volunteerIds"}}]}},{"kind":"Field","name":{"kind":"Name","value":"delivery"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"pending"}},{"kind":"Field","name":{"kind":"Name","value":"sent"}},{"kind":"Field","name":{"kind":"Name","value":"stored"}},{"kind":"Field","name":{"kind":"Name","value":"failed"}}]}}]}}]} as unknown as DocumentNode<SendResumeMailMutation, SendResumeMailMutationVariables>;
export const SendVolunteersMailDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SendVolunteersMail"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"VolunteersMailInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sendVolunteersMail"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CommunicationFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CommunicationFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Communication"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"eventId"}},{"kind":"Field","name":{"kind":"Name","value":"eventName"}},{"kind":"Field","name":{"kind":"Name","value":"campaignId"}},{"kind":"Field","name":{"kind":"Name","value":"campaignName"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"sender"}},{"kind":"Field","name":{"kind":"Name","value":"senderEmail"}},{"kind":"Field","name":{"kind":"Name","value":"subject"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"replyTo"}},{"kind":"Field","name":{"kind":"Name","value":"recipientsCount"}},{"kind":"Field","name":{"kind":"Name","value":"sentAt"}},{"kind":"Field","name":{"kind":"Name","value":"filters"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"days"}},{"kind":"Field","name":{"kind":"Name","value":"positionIds"}},{"kind":"Field","name":{"kind":"Name","value":"subscriptionDateStart"}},{"kind":"Field","name":{"kind":"Name","value":"statuses"}},{"kind":"Field","name":{"kind":"Name","value":"volunteerIds"}}]}},{"kind":"Field","name":{"kind":"Name","value":"delivery"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"pending"}},{"kind":"Field","name":{"kind":"Name","value":"sent"}},{"kind":"Field","name":{"kind":"Name","value":"stored"}},{"kind":"Field","name":{"kind":"Name","value":"failed"}}]}}]}}]} as unknown as DocumentNode<SendVolunteersMailMutation, SendVolunteersMailMutationVariables>;
export const RetryCommunicationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RetryCommunication"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"retryCommunication"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CommunicationFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CommunicationFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Communication"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"eventId"}},{"kind":"Field","name":{"kind":"Name","value":"eventName"}},{"kind":"Field","name":{"kind":"Name","value":"campaignId"}},{"kind":"Field","name":{"kind":"Name","value":"campaignName"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"sender"}},{"kind":"Field","name":{"kind":"Name","value":"senderEmail"}},{"kind":"Field","name":{"kind":"Name","value":"subject"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"replyTo"}},{"kind":"Field","name":{"kind":"Name","value":"recipientsCount"}},{"kind":"Field","name":{"kind":"Name","value":"sentAt"}},{"kind":"Field","name":{"kind":"Name","value":"filters"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"days"}},{"kind":"Field","name":{"kind":"Name","value":"positionIds"}},{"kind":"Field","name":{"kind":"Name","value":"subscriptionDateStart"}},{"kind":"Field","name":{"kind":"Name","value":"statuses"}},{"kind":"Field","name":{"kind":"Name","value":"volunteerIds"}}]}},{"kind":"Field","name":{"kind":"Name","value":"delivery"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"pending"}},{"kind":"Field","name":{"kind":"Name","value":"sent"}},{"kind":"Field","name":{"kind":"Name","value":"stored"}},{"kind":"Field","name":{"kind":"Name","value":"failed"}}]}}]}}]} as unknown as DocumentNode<RetryCommunicationMutation, RetryCommunicationMutationVariables>;
export const MailTemplatesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MailTemplates"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"mailTemplates"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MailTemplateFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MailTemplateFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MailTemplate"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"subject"}},{"kind":"Field","name":{"kind":"Name","value":"body"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<MailTemplatesQuery, MailTemplatesQueryVariables>;
export const CreateMailTemplateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateMailTemplate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"MailTemplateInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createMailTemplate"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MailTemplateFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MailTemplateFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MailTemplate"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"subject"}},{"kind":"Field","name":{"kind":"Name","value":"body"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<CreateMailTemplateMutation, CreateMailTemplateMutationVariables>;
export const UpdateMailTemplateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateMailTemplate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"MailTemplateInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateMailTemplate"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MailTemplateFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MailTemplateFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MailTemplate"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"subject"}},{"kind":"Field","name":{"kind":"Name","value":"body"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<UpdateMailTemplateMutation, UpdateMailTemplateMutationVariables>;
export const DeleteMailTemplateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteMailTemplate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteMailTemplate"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<DeleteMailTemplateMutation, DeleteMailTemplateMutationVariables>;
export const MailingEventsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MailingEvents"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"events"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"timeZone"}},{"kind":"Field","name":{"kind":"Name","value":"days"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"startsAt"}},{"kind":"Field","name":{"kind":"Name","value":"endsAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"positions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]} as unknown as DocumentNode<MailingEventsQuery, MailingEventsQueryVariables>;
export const MailingVolunteersDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MailingVolunteers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"volunteers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}}]}}]}}]} as unknown as DocumentNode<MailingVolunteersQuery, MailingVolunteersQueryVariables>;
export const MailingEventParticipationsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MailingEventParticipations"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"eventId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"eventParticipations"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"eventId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"eventId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"positionName"}},{"kind":"Field","name":{"kind":"Name","value":"validationStatus"}},{"kind":"Field","name":{"kind":"Name","value":"timeSlot"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"startTime"}},{"kind":"Field","name":{"kind":"Name","value":"endTime"}}]}}]}}]}}]} as unknown as DocumentNode<MailingEventParticipationsQuery, MailingEventParticipationsQueryVariables>;
export const DashboardSummaryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"DashboardSummary"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"eventsSummary"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"draft"}},{"kind":"Field","name":{"kind":"Name","value":"published"}},{"kind":"Field","name":{"kind":"Name","value":"archive"}},{"kind":"Field","name":{"kind":"Name","value":"registeredPublished"}},{"kind":"Field","name":{"kind":"Name","value":"requiredPublished"}},{"kind":"Field","name":{"kind":"Name","value":"registeredAll"}},{"kind":"Field","name":{"kind":"Name","value":"requiredAll"}},{"kind":"Field","name":{"kind":"Name","value":"hoursRequired"}},{"kind":"Field","name":{"kind":"Name","value":"hoursRegistered"}}]}},{"kind":"Field","name":{"kind":"Name","value":"me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"activeOrganization"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"nbPendingValidations"}}]}}]}}]}}]} as unknown as DocumentNode<DashboardSummaryQuery, DashboardSummaryQueryVariables>;
export const CalendarEventsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CalendarEvents"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"calendarEvents"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"EventListItem"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"EventListItem"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Event"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"timeZone"}},{"kind":"Field","name":{"kind":"Name","value":"days"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"startsAt"}},{"kind":"Field","name":{"kind":"Name","value":"endsAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"nbrVolunteersRegistered"}},{"kind":"Field","name":{"kind":"Name","value":"nbrVolunteersRequired"}}]}}]} as unknown as DocumentNode<CalendarEventsQuery, CalendarEventsQueryVariables>;
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
export const ExportEventsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ExportEvents"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"events"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}}]}}]}}]} as unknown as DocumentNode<ExportEventsQuery, ExportEventsQueryVariables>;
export const ExportEventFiltersDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ExportEventFilters"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"event"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"timeZone"}},{"kind":"Field","name":{"kind":"Name","value":"days"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"startsAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"positions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]} as unknown as DocumentNode<ExportEventFiltersQuery, ExportEventFiltersQueryVariables>;
export const ExportParticipationsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ExportParticipations"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"eventId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"format"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ExportFormat"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ParticipationFilter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"exportParticipations"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"eventId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"eventId"}}},{"kind":"Argument","name":{"kind":"Name","value":"format"},"value":{"kind":"Variable","name":{"kind":"Name","value":"format"}}},{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fileName"}},{"kind":"Field","name":{"kind":"Name","value":"mimeType"}},{"kind":"Field","name":{"kind":"Name","value":"base64"}}]}}]}}]} as unknown as DocumentNode<ExportParticipationsQuery, ExportParticipationsQueryVariables>;
export const ParticipationsOverviewDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ParticipationsOverview"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"from"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Date"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"to"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Date"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"participationsOverview"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"from"},"value":{"kind":"Variable","name":{"kind":"Name","value":"from"}}},{"kind":"Argument","name":{"kind":"Name","value":"to"},"value":{"kind":"Variable","name":{"kind":"Name","value":"to"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"volunteerId"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"shifts"}},{"kind":"Field","name":{"kind":"Name","value":"hours"}},{"kind":"Field","name":{"kind":"Name","value":"events"}}]}}]}}]} as unknown as DocumentNode<ParticipationsOverviewQuery, ParticipationsOverviewQueryVariables>;
export const ExportParticipationsOverviewDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ExportParticipationsOverview"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"format"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ExportFormat"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"from"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Date"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"to"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Date"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"search"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"exportParticipationsOverview"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"format"},"value":{"kind":"Variable","name":{"kind":"Name","value":"format"}}},{"kind":"Argument","name":{"kind":"Name","value":"from"},"value":{"kind":"Variable","name":{"kind":"Name","value":"from"}}},{"kind":"Argument","name":{"kind":"Name","value":"to"},"value":{"kind":"Variable","name":{"kind":"Name","value":"to"}}},{"kind":"Argument","name":{"kind":"Name","value":"search"},"value":{"kind":"Variable","name":{"kind":"Name","value":"search"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fileName"}},{"kind":"Field","name":{"kind":"Name","value":"mimeType"}},{"kind":"Field","name":{"kind":"Name","value":"base64"}}]}}]}}]} as unknown as DocumentNode<ExportParticipationsOverviewQuery, ExportParticipationsOverviewQueryVariables>;
export const ExportVolunteersDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ExportVolunteers"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"format"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ExportFormat"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"categoryId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"search"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"exportVolunteers"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"format"},"value":{"kind":"Variable","name":{"kind":"Name","value":"format"}}},{"kind":"Argument","name":{"kind":"Name","value":"categoryId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"categoryId"}}},{"kind":"Argument","name":{"kind":"Name","value":"search"},"value":{"kind":"Variable","name":{"kind":"Name","value":"search"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fileName"}},{"kind":"Field","name":{"kind":"Name","value":"mimeType"}},{"kind":"Field","name":{"kind":"Name","value":"base64"}}]}}]}}]} as unknown as DocumentNode<ExportVolunteersQuery, ExportVolunteersQueryVariables>;
export const PreviewVolunteerImportDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"PreviewVolunteerImport"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"fileName"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"base64File"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"mapping"}},"type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ImportColumnInput"}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"previewVolunteerImport"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"fileName"},"value":{"kind":"Variable","name":{"kind":"Name","value":"fileName"}}},{"kind":"Argument","name":{"kind":"Name","value":"base64File"},"value":{"kind":"Variable","name":{"kind":"Name","value":"base64File"}}},{"kind":"Argument","name":{"kind":"Name","value":"mapping"},"value":{"kind":"Variable","name":{"kind":"Name","value":"mapping"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"VolunteerImportPreviewFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"VolunteerImportPreviewFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"VolunteerImportPreview"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"columns"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"index"}},{"kind":"Field","name":{"kind":"Name","value":"header"}},{"kind":"Field","name":{"kind":"Name","value":"samples"}}]}},{"kind":"Field","name":{"kind":"Name","value":"mapping"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"column"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"attributeId"}}]}},{"kind":"Field","name":{"kind":"Name","value":"attributes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"valueType"}}]}},{"kind":"Field","name":{"kind":"Name","value":"mappingErrors"}},{"kind":"Field","name":{"kind":"Name","value":"nbNew"}},{"kind":"Field","name":{"kind":"Name","value":"nbKnown"}},{"kind":"Field","name":{"kind":"Name","value":"nbDuplicates"}},{"kind":"Field","name":{"kind":"Name","value":"nbErrors"}},{"kind":"Field","name":{"kind":"Name","value":"rows"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"line"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"messages"}}]}}]}}]} as unknown as DocumentNode<PreviewVolunteerImportMutation, PreviewVolunteerImportMutationVariables>;
export const ImportVolunteersDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ImportVolunteers"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"fileName"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"base64File"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"mapping"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ImportColumnInput"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"importVolunteers"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"fileName"},"value":{"kind":"Variable","name":{"kind":"Name","value":"fileName"}}},{"kind":"Argument","name":{"kind":"Name","value":"base64File"},"value":{"kind":"Variable","name":{"kind":"Name","value":"base64File"}}},{"kind":"Argument","name":{"kind":"Name","value":"mapping"},"value":{"kind":"Variable","name":{"kind":"Name","value":"mapping"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nbCreated"}},{"kind":"Field","name":{"kind":"Name","value":"nbSkipped"}}]}}]}}]} as unknown as DocumentNode<ImportVolunteersMutation, ImportVolunteersMutationVariables>;
export const VolunteerAttributesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"VolunteerAttributes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"customAttributes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CustomAttributeFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CustomAttributeFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Attribute"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"valueType"}},{"kind":"Field","name":{"kind":"Name","value":"eventId"}},{"kind":"Field","name":{"kind":"Name","value":"onRegistration"}},{"kind":"Field","name":{"kind":"Name","value":"options"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"option"}}]}}]}}]} as unknown as DocumentNode<VolunteerAttributesQuery, VolunteerAttributesQueryVariables>;
export const EventFormEditorDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"EventFormEditor"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"eventId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"eventForm"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"eventId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"eventId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"eventId"}},{"kind":"Field","name":{"kind":"Name","value":"fields"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"FormFieldFields"}}]}}]}},{"kind":"Field","alias":{"kind":"Name","value":"eventAttributes"},"name":{"kind":"Name","value":"customAttributes"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"eventId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"eventId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CustomAttributeFields"}}]}},{"kind":"Field","alias":{"kind":"Name","value":"volunteerAttributes"},"name":{"kind":"Name","value":"customAttributes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CustomAttributeFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CustomAttributeFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Attribute"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"valueType"}},{"kind":"Field","name":{"kind":"Name","value":"eventId"}},{"kind":"Field","name":{"kind":"Name","value":"onRegistration"}},{"kind":"Field","name":{"kind":"Name","value":"options"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"option"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FormFieldFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"FormField"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"baseAttribute"}},{"kind":"Field","name":{"kind":"Name","value":"isRequired"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"parentFieldId"}},{"kind":"Field","name":{"kind":"Name","value":"minChoices"}},{"kind":"Field","name":{"kind":"Name","value":"maxChoices"}},{"kind":"Field","name":{"kind":"Name","value":"order"}},{"kind":"Field","name":{"kind":"Name","value":"condition"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"targetAttribute"}},{"kind":"Field","name":{"kind":"Name","value":"targetOption"}}]}},{"kind":"Field","name":{"kind":"Name","value":"attribute"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CustomAttributeFields"}}]}}]}}]} as unknown as DocumentNode<EventFormEditorQuery, EventFormEditorQueryVariables>;
export const CreateCustomAttributeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateCustomAttribute"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AttributeInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createAttribute"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CustomAttributeFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CustomAttributeFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Attribute"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"valueType"}},{"kind":"Field","name":{"kind":"Name","value":"eventId"}},{"kind":"Field","name":{"kind":"Name","value":"onRegistration"}},{"kind":"Field","name":{"kind":"Name","value":"options"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"option"}}]}}]}}]} as unknown as DocumentNode<CreateCustomAttributeMutation, CreateCustomAttributeMutationVariables>;
export const UpdateCustomAttributeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateCustomAttribute"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AttributeInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateAttribute"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CustomAttributeFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CustomAttributeFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Attribute"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"valueType"}},{"kind":"Field","name":{"kind":"Name","value":"eventId"}},{"kind":"Field","name":{"kind":"Name","value":"onRegistration"}},{"kind":"Field","name":{"kind":"Name","value":"options"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"option"}}]}}]}}]} as unknown as DocumentNode<UpdateCustomAttributeMutation, UpdateCustomAttributeMutationVariables>;
export const DeleteCustomAttributeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteCustomAttribute"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteAttribute"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<DeleteCustomAttributeMutation, DeleteCustomAttributeMutationVariables>;
export const SaveEventFormDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SaveEventForm"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"eventId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"fields"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"FormFieldInput"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"saveEventForm"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"eventId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"eventId"}}},{"kind":"Argument","name":{"kind":"Name","value":"fields"},"value":{"kind":"Variable","name":{"kind":"Name","value":"fields"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"eventId"}},{"kind":"Field","name":{"kind":"Name","value":"fields"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"FormFieldFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CustomAttributeFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Attribute"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"valueType"}},{"kind":"Field","name":{"kind":"Name","value":"eventId"}},{"kind":"Field","name":{"kind":"Name","value":"onRegistration"}},{"kind":"Field","name":{"kind":"Name","value":"options"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"option"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FormFieldFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"FormField"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"baseAttribute"}},{"kind":"Field","name":{"kind":"Name","value":"isRequired"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"parentFieldId"}},{"kind":"Field","name":{"kind":"Name","value":"minChoices"}},{"kind":"Field","name":{"kind":"Name","value":"maxChoices"}},{"kind":"Field","name":{"kind":"Name","value":"order"}},{"kind":"Field","name":{"kind":"Name","value":"condition"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"targetAttribute"}},{"kind":"Field","name":{"kind":"Name","value":"targetOption"}}]}},{"kind":"Field","name":{"kind":"Name","value":"attribute"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CustomAttributeFields"}}]}}]}}]} as unknown as DocumentNode<SaveEventFormMutation, SaveEventFormMutationVariables>;
export const CampaignFormEditorDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CampaignFormEditor"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"campaignId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"campaignForm"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"campaignId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"campaignId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"campaignId"}},{"kind":"Field","name":{"kind":"Name","value":"fields"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"FormFieldFields"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"campaignAttributes"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"campaignId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"campaignId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CustomAttributeFields"}}]}},{"kind":"Field","alias":{"kind":"Name","value":"volunteerAttributes"},"name":{"kind":"Name","value":"customAttributes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CustomAttributeFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CustomAttributeFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Attribute"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"valueType"}},{"kind":"Field","name":{"kind":"Name","value":"eventId"}},{"kind":"Field","name":{"kind":"Name","value":"onRegistration"}},{"kind":"Field","name":{"kind":"Name","value":"options"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"option"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FormFieldFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"FormField"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"baseAttribute"}},{"kind":"Field","name":{"kind":"Name","value":"isRequired"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"parentFieldId"}},{"kind":"Field","name":{"kind":"Name","value":"minChoices"}},{"kind":"Field","name":{"kind":"Name","value":"maxChoices"}},{"kind":"Field","name":{"kind":"Name","value":"order"}},{"kind":"Field","name":{"kind":"Name","value":"condition"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"targetAttribute"}},{"kind":"Field","name":{"kind":"Name","value":"targetOption"}}]}},{"kind":"Field","name":{"kind":"Name","value":"attribute"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CustomAttributeFields"}}]}}]}}]} as unknown as DocumentNode<CampaignFormEditorQuery, CampaignFormEditorQueryVariables>;
export const CreateCampaignAttributeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateCampaignAttribute"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"campaignId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AttributeInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createCampaignAttribute"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"campaignId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"campaignId"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CustomAttributeFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CustomAttributeFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Attribute"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"valueType"}},{"kind":"Field","name":{"kind":"Name","value":"eventId"}},{"kind":"Field","name":{"kind":"Name","value":"onRegistration"}},{"kind":"Field","name":{"kind":"Name","value":"options"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"option"}}]}}]}}]} as unknown as DocumentNode<CreateCampaignAttributeMutation, CreateCampaignAttributeMutationVariables>;
export const SaveCampaignFormDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SaveCampaignForm"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"campaignId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"fields"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"FormFieldInput"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"saveCampaignForm"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"campaignId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"campaignId"}}},{"kind":"Argument","name":{"kind":"Name","value":"fields"},"value":{"kind":"Variable","name":{"kind":"Name","value":"fields"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"campaignId"}},{"kind":"Field","name":{"kind":"Name","value":"fields"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"FormFieldFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CustomAttributeFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Attribute"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"valueType"}},{"kind":"Field","name":{"kind":"Name","value":"eventId"}},{"kind":"Field","name":{"kind":"Name","value":"onRegistration"}},{"kind":"Field","name":{"kind":"Name","value":"options"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"option"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FormFieldFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"FormField"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"baseAttribute"}},{"kind":"Field","name":{"kind":"Name","value":"isRequired"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"parentFieldId"}},{"kind":"Field","name":{"kind":"Name","value":"minChoices"}},{"kind":"Field","name":{"kind":"Name","value":"maxChoices"}},{"kind":"Field","name":{"kind":"Name","value":"order"}},{"kind":"Field","name":{"kind":"Name","value":"condition"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"targetAttribute"}},{"kind":"Field","name":{"kind":"Name","value":"targetOption"}}]}},{"kind":"Field","name":{"kind":"Name","value":"attribute"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CustomAttributeFields"}}]}}]}}]} as unknown as DocumentNode<SaveCampaignFormMutation, SaveCampaignFormMutationVariables>;
export const ContactSupportDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ContactSupport"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SupportContactInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"contactSupport"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}]}]}}]} as unknown as DocumentNode<ContactSupportMutation, ContactSupportMutationVariables>;
export const ApiTokensDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ApiTokens"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"apiTokens"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ApiTokenFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ApiTokenFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ApiToken"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"scopes"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastUsedAt"}}]}}]} as unknown as DocumentNode<ApiTokensQuery, ApiTokensQueryVariables>;
export const CreateApiTokenDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateApiToken"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateApiTokenInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createApiToken"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"token"}},{"kind":"Field","name":{"kind":"Name","value":"apiToken"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ApiTokenFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ApiTokenFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ApiToken"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"scopes"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastUsedAt"}}]}}]} as unknown as DocumentNode<CreateApiTokenMutation, CreateApiTokenMutationVariables>;
export const RevokeApiTokenDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RevokeApiToken"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"revokeApiToken"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<RevokeApiTokenMutation, RevokeApiTokenMutationVariables>;
export const WebhooksDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Webhooks"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"webhooks"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"WebhookFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"WebhookFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Webhook"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"events"}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<WebhooksQuery, WebhooksQueryVariables>;
export const WebhookDeliveriesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"WebhookDeliveries"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"webhookId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"webhookDeliveries"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"webhookId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"webhookId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"WebhookDeliveryFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"WebhookDeliveryFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"WebhookDelivery"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"event"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"attempts"}},{"kind":"Field","name":{"kind":"Name","value":"responseCode"}},{"kind":"Field","name":{"kind":"Name","value":"lastError"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastAttemptAt"}},{"kind":"Field","name":{"kind":"Name","value":"deliveredAt"}}]}}]} as unknown as DocumentNode<WebhookDeliveriesQuery, WebhookDeliveriesQueryVariables>;
export const CreateWebhookDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateWebhook"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"WebhookInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createWebhook"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"secret"}},{"kind":"Field","name":{"kind":"Name","value":"webhook"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"WebhookFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"WebhookFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Webhook"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"events"}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<CreateWebhookMutation, CreateWebhookMutationVariables>;
export const UpdateWebhookDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateWebhook"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"WebhookInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateWebhook"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"WebhookFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"WebhookFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Webhook"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"events"}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<UpdateWebhookMutation, UpdateWebhookMutationVariables>;
export const DeleteWebhookDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteWebhook"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteWebhook"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<DeleteWebhookMutation, DeleteWebhookMutationVariables>;
export const RotateWebhookSecretDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RotateWebhookSecret"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rotateWebhookSecret"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<RotateWebhookSecretMutation, RotateWebhookSecretMutationVariables>;
export const TestWebhookDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"TestWebhook"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"testWebhook"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"WebhookDeliveryFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"WebhookDeliveryFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"WebhookDelivery"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"event"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"attempts"}},{"kind":"Field","name":{"kind":"Name","value":"responseCode"}},{"kind":"Field","name":{"kind":"Name","value":"lastError"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastAttemptAt"}},{"kind":"Field","name":{"kind":"Name","value":"deliveredAt"}}]}}]} as unknown as DocumentNode<TestWebhookMutation, TestWebhookMutationVariables>;
export const ManagersDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Managers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"managers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ManagerFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ManagerFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Manager"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"eventIds"}},{"kind":"Field","name":{"kind":"Name","value":"events"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"invitedAt"}},{"kind":"Field","name":{"kind":"Name","value":"hasPassword"}},{"kind":"Field","name":{"kind":"Name","value":"canCancelSlots"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<ManagersQuery, ManagersQueryVariables>;
export const ManagerEventOptionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ManagerEventOptions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"events"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]} as unknown as DocumentNode<ManagerEventOptionsQuery, ManagerEventOptionsQueryVariables>;
export const CreateManagerDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateManager"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ManagerInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createManager"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ManagerFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ManagerFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Manager"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"eventIds"}},{"kind":"Field","name":{"kind":"Name","value":"events"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"invitedAt"}},{"kind":"Field","name":{"kind":"Name","value":"hasPassword"}},{"kind":"Field","name":{"kind":"Name","value":"canCancelSlots"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<CreateManagerMutation, CreateManagerMutationVariables>;
export const UpdateManagerDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateManager"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ManagerInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateManager"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ManagerFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ManagerFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Manager"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"eventIds"}},{"kind":"Field","name":{"kind":"Name","value":"events"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"invitedAt"}},{"kind":"Field","name":{"kind":"Name","value":"hasPassword"}},{"kind":"Field","name":{"kind":"Name","value":"canCancelSlots"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<UpdateManagerMutation, UpdateManagerMutationVariables>;
export const DeleteManagerDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteManager"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteManager"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<DeleteManagerMutation, DeleteManagerMutationVariables>;
export const EventOverviewLinkDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"EventOverviewLink"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"event"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"overviewSecret"}}]}}]}}]} as unknown as DocumentNode<EventOverviewLinkQuery, EventOverviewLinkQueryVariables>;
export const RotateOverviewSecretDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RotateOverviewSecret"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"eventId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rotateOverviewSecret"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"eventId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"eventId"}}}]}]}}]} as unknown as DocumentNode<RotateOverviewSecretMutation, RotateOverviewSecretMutationVariables>;
export const EventMealsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"EventMeals"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"eventId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"event"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"eventId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"Field","name":{"kind":"Name","value":"timeZone"}},{"kind":"Field","name":{"kind":"Name","value":"positions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"timeSlots"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"startTime"}},{"kind":"Field","name":{"kind":"Name","value":"endTime"}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"meals"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"eventId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"eventId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MealFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MealFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Meal"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"eventId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"order"}},{"kind":"Field","name":{"kind":"Name","value":"positionIds"}},{"kind":"Field","name":{"kind":"Name","value":"slotIds"}}]}}]} as unknown as DocumentNode<EventMealsQuery, EventMealsQueryVariables>;
export const MealCountsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MealCounts"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"eventId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"days"}},"type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Date"}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"mealCounts"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"eventId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"eventId"}}},{"kind":"Argument","name":{"kind":"Name","value":"days"},"value":{"kind":"Variable","name":{"kind":"Name","value":"days"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"day"}},{"kind":"Field","name":{"kind":"Name","value":"mealId"}},{"kind":"Field","name":{"kind":"Name","value":"mealName"}},{"kind":"Field","name":{"kind":"Name","value":"count"}},{"kind":"Field","name":{"kind":"Name","value":"volunteers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"volunteerId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"positionName"}}]}}]}}]}}]} as unknown as DocumentNode<MealCountsQuery, MealCountsQueryVariables>;
export const CreateMealDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateMeal"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"eventId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"MealInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createMeal"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"eventId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"eventId"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MealFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MealFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Meal"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"eventId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"order"}},{"kind":"Field","name":{"kind":"Name","value":"positionIds"}},{"kind":"Field","name":{"kind":"Name","value":"slotIds"}}]}}]} as unknown as DocumentNode<CreateMealMutation, CreateMealMutationVariables>;
export const UpdateMealDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateMeal"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"MealInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateMeal"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MealFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MealFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Meal"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"eventId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"order"}},{"kind":"Field","name":{"kind":"Name","value":"positionIds"}},{"kind":"Field","name":{"kind":"Name","value":"slotIds"}}]}}]} as unknown as DocumentNode<UpdateMealMutation, UpdateMealMutationVariables>;
export const DeleteMealDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteMeal"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteMeal"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<DeleteMealMutation, DeleteMealMutationVariables>;
export const PlanningEventDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PlanningEvent"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"event"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"Field","name":{"kind":"Name","value":"timeZone"}},{"kind":"Field","name":{"kind":"Name","value":"zoomLevel"}},{"kind":"Field","name":{"kind":"Name","value":"days"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"startsAt"}},{"kind":"Field","name":{"kind":"Name","value":"endsAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"configuration"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"colorFree"}},{"kind":"Field","name":{"kind":"Name","value":"colorFull"}}]}},{"kind":"Field","name":{"kind":"Name","value":"sectors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"order"}}]}},{"kind":"Field","name":{"kind":"Name","value":"rewardCategories"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"hourlyRate"}}]}}]}}]}}]} as unknown as DocumentNode<PlanningEventQuery, PlanningEventQueryVariables>;
export const PlanningDayDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PlanningDay"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"from"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"DateTime"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"to"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"DateTime"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"event"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"positions"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"from"},"value":{"kind":"Variable","name":{"kind":"Name","value":"from"}}},{"kind":"Argument","name":{"kind":"Name","value":"to"},"value":{"kind":"Variable","name":{"kind":"Name","value":"to"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"order"}},{"kind":"Field","name":{"kind":"Name","value":"sector"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"timeSlots"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"from"},"value":{"kind":"Variable","name":{"kind":"Name","value":"from"}}},{"kind":"Argument","name":{"kind":"Name","value":"to"},"value":{"kind":"Variable","name":{"kind":"Name","value":"to"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PlanningSlot"}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PlanningSlot"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TimeSlot"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"positionId"}},{"kind":"Field","name":{"kind":"Name","value":"startTime"}},{"kind":"Field","name":{"kind":"Name","value":"endTime"}},{"kind":"Field","name":{"kind":"Name","value":"requiredVolunteerCount"}},{"kind":"Field","name":{"kind":"Name","value":"nbParticipants"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"isPrivate"}},{"kind":"Field","name":{"kind":"Name","value":"series"}},{"kind":"Field","name":{"kind":"Name","value":"hourlyRate"}},{"kind":"Field","name":{"kind":"Name","value":"rewardCategory"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"participants"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"nbParticipants"}}]}}]}}]} as unknown as DocumentNode<PlanningDayQuery, PlanningDayQueryVariables>;
export const CreatePlanningSlotDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreatePlanningSlot"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"TimeSlotInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createTimeSlot"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PlanningSlot"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PlanningSlot"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TimeSlot"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"positionId"}},{"kind":"Field","name":{"kind":"Name","value":"startTime"}},{"kind":"Field","name":{"kind":"Name","value":"endTime"}},{"kind":"Field","name":{"kind":"Name","value":"requiredVolunteerCount"}},{"kind":"Field","name":{"kind":"Name","value":"nbParticipants"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"isPrivate"}},{"kind":"Field","name":{"kind":"Name","value":"series"}},{"kind":"Field","name":{"kind":"Name","value":"hourlyRate"}},{"kind":"Field","name":{"kind":"Name","value":"rewardCategory"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"participants"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"nbParticipants"}}]}}]}}]} as unknown as DocumentNode<CreatePlanningSlotMutation, CreatePlanningSlotMutationVariables>;
export const UpdatePlanningSlotDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdatePlanningSlot"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"TimeSlotInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateTimeSlot"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PlanningSlot"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PlanningSlot"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TimeSlot"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"positionId"}},{"kind":"Field","name":{"kind":"Name","value":"startTime"}},{"kind":"Field","name":{"kind":"Name","value":"endTime"}},{"kind":"Field","name":{"kind":"Name","value":"requiredVolunteerCount"}},{"kind":"Field","name":{"kind":"Name","value":"nbParticipants"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"isPrivate"}},{"kind":"Field","name":{"kind":"Name","value":"series"}},{"kind":"Field","name":{"kind":"Name","value":"hourlyRate"}},{"kind":"Field","name":{"kind":"Name","value":"rewardCategory"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"participants"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"nbParticipants"}}]}}]}}]} as unknown as DocumentNode<UpdatePlanningSlotMutation, UpdatePlanningSlotMutationVariables>;
export const DeletePlanningSlotDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeletePlanningSlot"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteTimeSlot"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<DeletePlanningSlotMutation, DeletePlanningSlotMutationVariables>;
export const CreatePlanningSeriesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreatePlanningSeries"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"TimeSlotSeriesInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createTimeSlotSeries"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<CreatePlanningSeriesMutation, CreatePlanningSeriesMutationVariables>;
export const DeletePlanningSeriesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeletePlanningSeries"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"series"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteTimeSlotSeries"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"series"},"value":{"kind":"Variable","name":{"kind":"Name","value":"series"}}}]}]}}]} as unknown as DocumentNode<DeletePlanningSeriesMutation, DeletePlanningSeriesMutationVariables>;
export const CopyDaySlotsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CopyDaySlots"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"eventId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"fromDay"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Date"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"toDay"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Date"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"copyDaySlots"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"eventId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"eventId"}}},{"kind":"Argument","name":{"kind":"Name","value":"fromDay"},"value":{"kind":"Variable","name":{"kind":"Name","value":"fromDay"}}},{"kind":"Argument","name":{"kind":"Name","value":"toDay"},"value":{"kind":"Variable","name":{"kind":"Name","value":"toDay"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<CopyDaySlotsMutation, CopyDaySlotsMutationVariables>;
export const UpdatePlanningSeriesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdatePlanningSeries"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"series"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateTimeSlotSeriesInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateTimeSlotSeries"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"series"},"value":{"kind":"Variable","name":{"kind":"Name","value":"series"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PlanningSlot"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PlanningSlot"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TimeSlot"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"positionId"}},{"kind":"Field","name":{"kind":"Name","value":"startTime"}},{"kind":"Field","name":{"kind":"Name","value":"endTime"}},{"kind":"Field","name":{"kind":"Name","value":"requiredVolunteerCount"}},{"kind":"Field","name":{"kind":"Name","value":"nbParticipants"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"isPrivate"}},{"kind":"Field","name":{"kind":"Name","value":"series"}},{"kind":"Field","name":{"kind":"Name","value":"hourlyRate"}},{"kind":"Field","name":{"kind":"Name","value":"rewardCategory"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"participants"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"nbParticipants"}}]}}]}}]} as unknown as DocumentNode<UpdatePlanningSeriesMutation, UpdatePlanningSeriesMutationVariables>;
export const PrintEventsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PrintEvents"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"events"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"timeZone"}},{"kind":"Field","name":{"kind":"Name","value":"days"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"startsAt"}},{"kind":"Field","name":{"kind":"Name","value":"endsAt"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"volunteerCategories"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<PrintEventsQuery, PrintEventsQueryVariables>;
export const PrintEventPositionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PrintEventPositions"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"event"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"positions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]} as unknown as DocumentNode<PrintEventPositionsQuery, PrintEventPositionsQueryVariables>;
export const PrintPreviewDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PrintPreview"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"kind"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PrintKind"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PrintFilter"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"printPreview"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"kind"},"value":{"kind":"Variable","name":{"kind":"Name","value":"kind"}}},{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fileName"}},{"kind":"Field","name":{"kind":"Name","value":"mimeType"}},{"kind":"Field","name":{"kind":"Name","value":"base64"}}]}}]}}]} as unknown as DocumentNode<PrintPreviewQuery, PrintPreviewQueryVariables>;
export const PrintDocumentDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"PrintDocument"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"kind"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PrintKind"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PrintFilter"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"printDocument"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"kind"},"value":{"kind":"Variable","name":{"kind":"Name","value":"kind"}}},{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PrintJobFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PrintJobFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DocumentJob"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"progress"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"fileName"}},{"kind":"Field","name":{"kind":"Name","value":"downloadUrl"}},{"kind":"Field","name":{"kind":"Name","value":"error"}}]}}]} as unknown as DocumentNode<PrintDocumentMutation, PrintDocumentMutationVariables>;
export const PrintJobDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PrintJob"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"documentJob"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PrintJobFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PrintJobFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DocumentJob"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"progress"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"fileName"}},{"kind":"Field","name":{"kind":"Name","value":"downloadUrl"}},{"kind":"Field","name":{"kind":"Name","value":"error"}}]}}]} as unknown as DocumentNode<PrintJobQuery, PrintJobQueryVariables>;
export const AssignEventDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AssignEvent"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"event"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"Field","name":{"kind":"Name","value":"timeZone"}},{"kind":"Field","name":{"kind":"Name","value":"configuration"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"groupMaxSize"}}]}},{"kind":"Field","name":{"kind":"Name","value":"positions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"sector"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"timeSlots"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"positionId"}},{"kind":"Field","name":{"kind":"Name","value":"startTime"}},{"kind":"Field","name":{"kind":"Name","value":"endTime"}},{"kind":"Field","name":{"kind":"Name","value":"requiredVolunteerCount"}},{"kind":"Field","name":{"kind":"Name","value":"nbParticipants"}},{"kind":"Field","name":{"kind":"Name","value":"freePlaces"}},{"kind":"Field","name":{"kind":"Name","value":"series"}},{"kind":"Field","name":{"kind":"Name","value":"participants"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"nbParticipants"}},{"kind":"Field","name":{"kind":"Name","value":"groupName"}},{"kind":"Field","name":{"kind":"Name","value":"validationStatus"}},{"kind":"Field","name":{"kind":"Name","value":"volunteerId"}}]}}]}}]}}]}}]}}]} as unknown as DocumentNode<AssignEventQuery, AssignEventQueryVariables>;
export const RegistrationsEventDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RegistrationsEvent"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"event"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"Field","name":{"kind":"Name","value":"timeZone"}},{"kind":"Field","name":{"kind":"Name","value":"days"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"startsAt"}},{"kind":"Field","name":{"kind":"Name","value":"endsAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"configuration"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"groupMaxSize"}}]}},{"kind":"Field","name":{"kind":"Name","value":"positions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"timeSlots"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PickerSlot"}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PickerSlot"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TimeSlot"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"positionId"}},{"kind":"Field","name":{"kind":"Name","value":"startTime"}},{"kind":"Field","name":{"kind":"Name","value":"endTime"}},{"kind":"Field","name":{"kind":"Name","value":"requiredVolunteerCount"}},{"kind":"Field","name":{"kind":"Name","value":"nbParticipants"}},{"kind":"Field","name":{"kind":"Name","value":"freePlaces"}},{"kind":"Field","name":{"kind":"Name","value":"series"}}]}}]} as unknown as DocumentNode<RegistrationsEventQuery, RegistrationsEventQueryVariables>;
export const EventParticipationsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"EventParticipations"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"eventId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ParticipationFilter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"eventParticipations"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"eventId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"eventId"}}},{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RegistrationRow"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RegistrationRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Participation"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"timeSlotId"}},{"kind":"Field","name":{"kind":"Name","value":"volunteerId"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phoneNumber"}},{"kind":"Field","name":{"kind":"Name","value":"nbParticipants"}},{"kind":"Field","name":{"kind":"Name","value":"groupName"}},{"kind":"Field","name":{"kind":"Name","value":"validationStatus"}},{"kind":"Field","name":{"kind":"Name","value":"validationMessage"}},{"kind":"Field","name":{"kind":"Name","value":"positionId"}},{"kind":"Field","name":{"kind":"Name","value":"positionName"}},{"kind":"Field","name":{"kind":"Name","value":"sectorName"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"timeSlot"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"startTime"}},{"kind":"Field","name":{"kind":"Name","value":"endTime"}}]}}]}}]} as unknown as DocumentNode<EventParticipationsQuery, EventParticipationsQueryVariables>;
export const SetParticipationsStatusDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetParticipationsStatus"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"ids"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"status"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ParticipationStatus"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"message"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setParticipationsStatus"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"ids"},"value":{"kind":"Variable","name":{"kind":"Name","value":"ids"}}},{"kind":"Argument","name":{"kind":"Name","value":"status"},"value":{"kind":"Variable","name":{"kind":"Name","value":"status"}}},{"kind":"Argument","name":{"kind":"Name","value":"message"},"value":{"kind":"Variable","name":{"kind":"Name","value":"message"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"validationStatus"}},{"kind":"Field","name":{"kind":"Name","value":"validationMessage"}}]}}]}}]} as unknown as DocumentNode<SetParticipationsStatusMutation, SetParticipationsStatusMutationVariables>;
export const ChangeParticipationVolunteerDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ChangeParticipationVolunteer"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"volunteerId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"changeParticipationVolunteer"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"volunteerId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"volunteerId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RegistrationRow"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RegistrationRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Participation"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"timeSlotId"}},{"kind":"Field","name":{"kind":"Name","value":"volunteerId"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phoneNumber"}},{"kind":"Field","name":{"kind":"Name","value":"nbParticipants"}},{"kind":"Field","name":{"kind":"Name","value":"groupName"}},{"kind":"Field","name":{"kind":"Name","value":"validationStatus"}},{"kind":"Field","name":{"kind":"Name","value":"validationMessage"}},{"kind":"Field","name":{"kind":"Name","value":"positionId"}},{"kind":"Field","name":{"kind":"Name","value":"positionName"}},{"kind":"Field","name":{"kind":"Name","value":"sectorName"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"timeSlot"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"startTime"}},{"kind":"Field","name":{"kind":"Name","value":"endTime"}}]}}]}}]} as unknown as DocumentNode<ChangeParticipationVolunteerMutation, ChangeParticipationVolunteerMutationVariables>;
export const MoveParticipationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"MoveParticipation"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"timeSlotId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"moveParticipation"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"timeSlotId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"timeSlotId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RegistrationRow"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RegistrationRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Participation"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"timeSlotId"}},{"kind":"Field","name":{"kind":"Name","value":"volunteerId"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phoneNumber"}},{"kind":"Field","name":{"kind":"Name","value":"nbParticipants"}},{"kind":"Field","name":{"kind":"Name","value":"groupName"}},{"kind":"Field","name":{"kind":"Name","value":"validationStatus"}},{"kind":"Field","name":{"kind":"Name","value":"validationMessage"}},{"kind":"Field","name":{"kind":"Name","value":"positionId"}},{"kind":"Field","name":{"kind":"Name","value":"positionName"}},{"kind":"Field","name":{"kind":"Name","value":"sectorName"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"timeSlot"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"startTime"}},{"kind":"Field","name":{"kind":"Name","value":"endTime"}}]}}]}}]} as unknown as DocumentNode<MoveParticipationMutation, MoveParticipationMutationVariables>;
export const AddParticipationsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AddParticipations"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AddParticipationInput"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addParticipations"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<AddParticipationsMutation, AddParticipationsMutationVariables>;
export const DeleteParticipationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteParticipation"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteParticipation"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<DeleteParticipationMutation, DeleteParticipationMutationVariables>;
export const VolunteerOptionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"VolunteerOptions"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"search"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"volunteers"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"search"},"value":{"kind":"Variable","name":{"kind":"Name","value":"search"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}}]}}]}}]} as unknown as DocumentNode<VolunteerOptionsQuery, VolunteerOptionsQueryVariables>;
export const EventWaitingListDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"EventWaitingList"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"eventId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"eventWaitingList"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"eventId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"eventId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"rank"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"nbParticipants"}},{"kind":"Field","name":{"kind":"Name","value":"groupName"}},{"kind":"Field","name":{"kind":"Name","value":"offerExpiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"positionName"}},{"kind":"Field","name":{"kind":"Name","value":"timeSlot"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"startTime"}},{"kind":"Field","name":{"kind":"Name","value":"endTime"}}]}}]}}]}}]} as unknown as DocumentNode<EventWaitingListQuery, EventWaitingListQueryVariables>;
export const ReorderWaitingListDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ReorderWaitingList"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"timeSlotId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"entryIds"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reorderWaitingList"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"timeSlotId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"timeSlotId"}}},{"kind":"Argument","name":{"kind":"Name","value":"entryIds"},"value":{"kind":"Variable","name":{"kind":"Name","value":"entryIds"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"rank"}}]}}]}}]} as unknown as DocumentNode<ReorderWaitingListMutation, ReorderWaitingListMutationVariables>;
export const RemoveWaitingListEntryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RemoveWaitingListEntry"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"removeWaitingListEntry"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<RemoveWaitingListEntryMutation, RemoveWaitingListEntryMutationVariables>;
export const ParticipationsToValidateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ParticipationsToValidate"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"participationsToValidate"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"eventId"}},{"kind":"Field","name":{"kind":"Name","value":"eventName"}},{"kind":"Field","name":{"kind":"Name","value":"eventTimeZone"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phoneNumber"}},{"kind":"Field","name":{"kind":"Name","value":"nbParticipants"}},{"kind":"Field","name":{"kind":"Name","value":"groupName"}},{"kind":"Field","name":{"kind":"Name","value":"validationStatus"}},{"kind":"Field","name":{"kind":"Name","value":"positionName"}},{"kind":"Field","name":{"kind":"Name","value":"sectorName"}},{"kind":"Field","name":{"kind":"Name","value":"timeSlot"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"startTime"}},{"kind":"Field","name":{"kind":"Name","value":"endTime"}}]}}]}}]}}]} as unknown as DocumentNode<ParticipationsToValidateQuery, ParticipationsToValidateQueryVariables>;
export const RestrictionRulesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RestrictionRules"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"eventId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"registrationRules"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"eventId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"eventId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"eventId"}},{"kind":"Field","name":{"kind":"Name","value":"positionId"}},{"kind":"Field","name":{"kind":"Name","value":"categoryId"}},{"kind":"Field","name":{"kind":"Name","value":"ageBand"}}]}},{"kind":"Field","name":{"kind":"Name","value":"volunteerCategories"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<RestrictionRulesQuery, RestrictionRulesQueryVariables>;
export const CreateRegistrationRuleDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateRegistrationRule"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RegistrationRuleInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createRegistrationRule"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"eventId"}},{"kind":"Field","name":{"kind":"Name","value":"positionId"}},{"kind":"Field","name":{"kind":"Name","value":"categoryId"}},{"kind":"Field","name":{"kind":"Name","value":"ageBand"}}]}}]}}]} as unknown as DocumentNode<CreateRegistrationRuleMutation, CreateRegistrationRuleMutationVariables>;
export const DeleteRegistrationRuleDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteRegistrationRule"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteRegistrationRule"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<DeleteRegistrationRuleMutation, DeleteRegistrationRuleMutationVariables>;
export const VolunteerListDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"VolunteerList"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"search"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"categoryId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"volunteers"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"search"},"value":{"kind":"Variable","name":{"kind":"Name","value":"search"}}},{"kind":"Argument","name":{"kind":"Name","value":"categoryId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"categoryId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"VolunteerRow"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"VolunteerRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Volunteer"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phoneNumber"}},{"kind":"Field","name":{"kind":"Name","value":"town"}},{"kind":"Field","name":{"kind":"Name","value":"ageBand"}},{"kind":"Field","name":{"kind":"Name","value":"numberSlots"}},{"kind":"Field","name":{"kind":"Name","value":"categories"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<VolunteerListQuery, VolunteerListQueryVariables>;
export const VolunteerCategoriesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"VolunteerCategories"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"volunteerCategories"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"isByDefault"}}]}}]}}]} as unknown as DocumentNode<VolunteerCategoriesQuery, VolunteerCategoriesQueryVariables>;
export const SetVolunteersCategoriesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetVolunteersCategories"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"volunteerIds"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"categoryIds"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setVolunteersCategories"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"volunteerIds"},"value":{"kind":"Variable","name":{"kind":"Name","value":"volunteerIds"}}},{"kind":"Argument","name":{"kind":"Name","value":"categoryIds"},"value":{"kind":"Variable","name":{"kind":"Name","value":"categoryIds"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"VolunteerRow"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"VolunteerRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Volunteer"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phoneNumber"}},{"kind":"Field","name":{"kind":"Name","value":"town"}},{"kind":"Field","name":{"kind":"Name","value":"ageBand"}},{"kind":"Field","name":{"kind":"Name","value":"numberSlots"}},{"kind":"Field","name":{"kind":"Name","value":"categories"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<SetVolunteersCategoriesMutation, SetVolunteersCategoriesMutationVariables>;
export const DeleteVolunteerDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteVolunteer"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteVolunteer"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<DeleteVolunteerMutation, DeleteVolunteerMutationVariables>;
export const CreateVolunteerCategoryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateVolunteerCategory"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"VolunteerCategoryInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createVolunteerCategory"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"isByDefault"}}]}}]}}]} as unknown as DocumentNode<CreateVolunteerCategoryMutation, CreateVolunteerCategoryMutationVariables>;
export const UpdateVolunteerCategoryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateVolunteerCategory"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"VolunteerCategoryInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateVolunteerCategory"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"isByDefault"}}]}}]}}]} as unknown as DocumentNode<UpdateVolunteerCategoryMutation, UpdateVolunteerCategoryMutationVariables>;
export const DeleteVolunteerCategoryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteVolunteerCategory"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteVolunteerCategory"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<DeleteVolunteerCategoryMutation, DeleteVolunteerCategoryMutationVariables>;
export const ScanEventsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ScanEvents"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"events"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"timeZone"}},{"kind":"Field","name":{"kind":"Name","value":"days"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"startsAt"}},{"kind":"Field","name":{"kind":"Name","value":"endsAt"}}]}}]}}]}}]} as unknown as DocumentNode<ScanEventsQuery, ScanEventsQueryVariables>;
export const ScanEventTagsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ScanEventTags"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"event"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"tags"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"Field","name":{"kind":"Name","value":"color"}}]}}]}}]}}]} as unknown as DocumentNode<ScanEventTagsQuery, ScanEventTagsQueryVariables>;
export const ScanOperatorsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ScanOperators"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"eventId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"operators"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"eventId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"eventId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ScanOperator"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ScanOperator"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Operator"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"eventId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"tagIds"}},{"kind":"Field","name":{"kind":"Name","value":"tags"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"color"}},{"kind":"Field","name":{"kind":"Name","value":"known"}}]}},{"kind":"Field","name":{"kind":"Name","value":"lastLoginAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<ScanOperatorsQuery, ScanOperatorsQueryVariables>;
export const CreateScanOperatorDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateScanOperator"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"eventId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"OperatorInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createOperator"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"eventId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"eventId"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ScanOperator"}},{"kind":"Field","name":{"kind":"Name","value":"loginSecret"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ScanOperator"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Operator"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"eventId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"tagIds"}},{"kind":"Field","name":{"kind":"Name","value":"tags"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"color"}},{"kind":"Field","name":{"kind":"Name","value":"known"}}]}},{"kind":"Field","name":{"kind":"Name","value":"lastLoginAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<CreateScanOperatorMutation, CreateScanOperatorMutationVariables>;
export const UpdateScanOperatorDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateScanOperator"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"OperatorInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateOperator"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ScanOperator"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ScanOperator"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Operator"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"eventId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"tagIds"}},{"kind":"Field","name":{"kind":"Name","value":"tags"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"color"}},{"kind":"Field","name":{"kind":"Name","value":"known"}}]}},{"kind":"Field","name":{"kind":"Name","value":"lastLoginAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<UpdateScanOperatorMutation, UpdateScanOperatorMutationVariables>;
export const RotateScanOperatorSecretDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RotateScanOperatorSecret"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rotateOperatorSecret"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ScanOperator"}},{"kind":"Field","name":{"kind":"Name","value":"loginSecret"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ScanOperator"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Operator"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"eventId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"tagIds"}},{"kind":"Field","name":{"kind":"Name","value":"tags"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"color"}},{"kind":"Field","name":{"kind":"Name","value":"known"}}]}},{"kind":"Field","name":{"kind":"Name","value":"lastLoginAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<RotateScanOperatorSecretMutation, RotateScanOperatorSecretMutationVariables>;
export const DeleteScanOperatorDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteScanOperator"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteOperator"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<DeleteScanOperatorMutation, DeleteScanOperatorMutationVariables>;
export const ScanConfigDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ScanConfig"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"eventId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"scanConfig"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"eventId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"eventId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ScanConfigFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ScanConfigFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ScanConfig"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"eventId"}},{"kind":"Field","name":{"kind":"Name","value":"checkIn"}},{"kind":"Field","name":{"kind":"Name","value":"orderDelivery"}},{"kind":"Field","name":{"kind":"Name","value":"voucherRedeem"}},{"kind":"Field","name":{"kind":"Name","value":"tshirt"}},{"kind":"Field","name":{"kind":"Name","value":"tshirtAttributeId"}},{"kind":"Field","name":{"kind":"Name","value":"lateAfterMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"refId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"tagIds"}}]}}]}}]} as unknown as DocumentNode<ScanConfigQuery, ScanConfigQueryVariables>;
export const ScanConfigChoicesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ScanConfigChoices"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"eventId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"volunteerAttributes"},"name":{"kind":"Name","value":"customAttributes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"valueType"}}]}},{"kind":"Field","alias":{"kind":"Name","value":"eventAttributes"},"name":{"kind":"Name","value":"customAttributes"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"eventId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"eventId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"valueType"}}]}}]}}]} as unknown as DocumentNode<ScanConfigChoicesQuery, ScanConfigChoicesQueryVariables>;
export const ScanConfigProductsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ScanConfigProducts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"products"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]} as unknown as DocumentNode<ScanConfigProductsQuery, ScanConfigProductsQueryVariables>;
export const ScanConfigVoucherPoolsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ScanConfigVoucherPools"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"voucherPools"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<ScanConfigVoucherPoolsQuery, ScanConfigVoucherPoolsQueryVariables>;
export const UpdateScanConfigDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateScanConfig"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"eventId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ScanConfigInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateScanConfig"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"eventId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"eventId"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ScanConfigFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ScanConfigFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ScanConfig"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"eventId"}},{"kind":"Field","name":{"kind":"Name","value":"checkIn"}},{"kind":"Field","name":{"kind":"Name","value":"orderDelivery"}},{"kind":"Field","name":{"kind":"Name","value":"voucherRedeem"}},{"kind":"Field","name":{"kind":"Name","value":"tshirt"}},{"kind":"Field","name":{"kind":"Name","value":"tshirtAttributeId"}},{"kind":"Field","name":{"kind":"Name","value":"lateAfterMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"refId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"tagIds"}}]}}]}}]} as unknown as DocumentNode<UpdateScanConfigMutation, UpdateScanConfigMutationVariables>;
export const CheckInBoardDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CheckInBoard"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"eventId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"day"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Date"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"checkInBoard"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"eventId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"eventId"}}},{"kind":"Argument","name":{"kind":"Name","value":"day"},"value":{"kind":"Variable","name":{"kind":"Name","value":"day"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"eventId"}},{"kind":"Field","name":{"kind":"Name","value":"day"}},{"kind":"Field","name":{"kind":"Name","value":"expected"}},{"kind":"Field","name":{"kind":"Name","value":"checkedIn"}},{"kind":"Field","name":{"kind":"Name","value":"missing"}},{"kind":"Field","name":{"kind":"Name","value":"late"}},{"kind":"Field","name":{"kind":"Name","value":"rows"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"participationId"}},{"kind":"Field","name":{"kind":"Name","value":"volunteerId"}},{"kind":"Field","name":{"kind":"Name","value":"volunteerName"}},{"kind":"Field","name":{"kind":"Name","value":"positionName"}},{"kind":"Field","name":{"kind":"Name","value":"startsAt"}},{"kind":"Field","name":{"kind":"Name","value":"endsAt"}},{"kind":"Field","name":{"kind":"Name","value":"checkedInAt"}},{"kind":"Field","name":{"kind":"Name","value":"operatorName"}},{"kind":"Field","name":{"kind":"Name","value":"late"}},{"kind":"Field","name":{"kind":"Name","value":"missing"}}]}}]}}]}}]} as unknown as DocumentNode<CheckInBoardQuery, CheckInBoardQueryVariables>;
export const ScanActionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ScanActions"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"eventId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"scanActions"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"eventId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"eventId"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ScanActionFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ScanActionFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ScanAction"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"volunteerId"}},{"kind":"Field","name":{"kind":"Name","value":"volunteerName"}},{"kind":"Field","name":{"kind":"Name","value":"operatorName"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"happenedAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"undoneAt"}}]}}]} as unknown as DocumentNode<ScanActionsQuery, ScanActionsQueryVariables>;
export const UndoScanActionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UndoScanAction"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"undoScanAction"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ScanActionFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ScanActionFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ScanAction"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"volunteerId"}},{"kind":"Field","name":{"kind":"Name","value":"volunteerName"}},{"kind":"Field","name":{"kind":"Name","value":"operatorName"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"happenedAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"undoneAt"}}]}}]} as unknown as DocumentNode<UndoScanActionMutation, UndoScanActionMutationVariables>;
export const ShopProductsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ShopProducts"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"status"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ProductStatus"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"products"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"status"},"value":{"kind":"Variable","name":{"kind":"Name","value":"status"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ShopProduct"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ShopProduct"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Product"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"image"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"onSale"}},{"kind":"Field","name":{"kind":"Name","value":"stock"}},{"kind":"Field","name":{"kind":"Name","value":"voucherPoolId"}},{"kind":"Field","name":{"kind":"Name","value":"nbOrdered"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<ShopProductsQuery, ShopProductsQueryVariables>;
export const CreateShopProductDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateShopProduct"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ProductInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createProduct"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ShopProduct"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ShopProduct"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Product"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"image"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"onSale"}},{"kind":"Field","name":{"kind":"Name","value":"stock"}},{"kind":"Field","name":{"kind":"Name","value":"voucherPoolId"}},{"kind":"Field","name":{"kind":"Name","value":"nbOrdered"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<CreateShopProductMutation, CreateShopProductMutationVariables>;
export const UpdateShopProductDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateShopProduct"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ProductInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateProduct"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ShopProduct"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ShopProduct"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Product"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"image"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"onSale"}},{"kind":"Field","name":{"kind":"Name","value":"stock"}},{"kind":"Field","name":{"kind":"Name","value":"voucherPoolId"}},{"kind":"Field","name":{"kind":"Name","value":"nbOrdered"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<UpdateShopProductMutation, UpdateShopProductMutationVariables>;
export const DeleteShopProductDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteShopProduct"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteProduct"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<DeleteShopProductMutation, DeleteShopProductMutationVariables>;
export const SetShopOpenDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetShopOpen"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"open"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setShopOpen"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"open"},"value":{"kind":"Variable","name":{"kind":"Name","value":"open"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"enableShop"}},{"kind":"Field","name":{"kind":"Name","value":"shopOpen"}}]}}]}}]} as unknown as DocumentNode<SetShopOpenMutation, SetShopOpenMutationVariables>;
export const ShopOrdersDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ShopOrders"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"status"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"OrderStatus"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"productId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"orders"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"status"},"value":{"kind":"Variable","name":{"kind":"Name","value":"status"}}},{"kind":"Argument","name":{"kind":"Name","value":"productId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"productId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ShopOrder"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ShopOrder"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Order"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"productId"}},{"kind":"Field","name":{"kind":"Name","value":"productName"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"vouchersCodes"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"volunteer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}}]}}]}}]} as unknown as DocumentNode<ShopOrdersQuery, ShopOrdersQueryVariables>;
export const MarkShopOrdersDeliveredDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"MarkShopOrdersDelivered"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"ids"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"markOrdersDelivered"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"ids"},"value":{"kind":"Variable","name":{"kind":"Name","value":"ids"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ShopOrder"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ShopOrder"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Order"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"productId"}},{"kind":"Field","name":{"kind":"Name","value":"productName"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"vouchersCodes"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"volunteer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}}]}}]}}]} as unknown as DocumentNode<MarkShopOrdersDeliveredMutation, MarkShopOrdersDeliveredMutationVariables>;
export const CancelShopOrderDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CancelShopOrder"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cancelOrder"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ShopOrder"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ShopOrder"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Order"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"productId"}},{"kind":"Field","name":{"kind":"Name","value":"productName"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"vouchersCodes"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"volunteer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}}]}}]}}]} as unknown as DocumentNode<CancelShopOrderMutation, CancelShopOrderMutationVariables>;
export const ShopVoucherPoolsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ShopVoucherPools"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"voucherPools"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ShopVoucherPool"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ShopVoucherPool"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"VoucherPool"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"nbCodes"}},{"kind":"Field","name":{"kind":"Name","value":"nbClaimed"}},{"kind":"Field","name":{"kind":"Name","value":"nbAvailable"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<ShopVoucherPoolsQuery, ShopVoucherPoolsQueryVariables>;
export const CreateShopVoucherPoolDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateShopVoucherPool"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"name"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createVoucherPool"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"name"},"value":{"kind":"Variable","name":{"kind":"Name","value":"name"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ShopVoucherPool"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ShopVoucherPool"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"VoucherPool"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"nbCodes"}},{"kind":"Field","name":{"kind":"Name","value":"nbClaimed"}},{"kind":"Field","name":{"kind":"Name","value":"nbAvailable"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<CreateShopVoucherPoolMutation, CreateShopVoucherPoolMutationVariables>;
export const RenameShopVoucherPoolDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RenameShopVoucherPool"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"name"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"renameVoucherPool"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"name"},"value":{"kind":"Variable","name":{"kind":"Name","value":"name"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ShopVoucherPool"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ShopVoucherPool"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"VoucherPool"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"nbCodes"}},{"kind":"Field","name":{"kind":"Name","value":"nbClaimed"}},{"kind":"Field","name":{"kind":"Name","value":"nbAvailable"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<RenameShopVoucherPoolMutation, RenameShopVoucherPoolMutationVariables>;
export const DeleteShopVoucherPoolDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteShopVoucherPool"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteVoucherPool"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<DeleteShopVoucherPoolMutation, DeleteShopVoucherPoolMutationVariables>;
export const ShopVoucherCodesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ShopVoucherCodes"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"poolId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"voucherCodes"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"poolId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"poolId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"claimedAt"}},{"kind":"Field","name":{"kind":"Name","value":"orderId"}},{"kind":"Field","name":{"kind":"Name","value":"volunteer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}}]}}]}}]}}]} as unknown as DocumentNode<ShopVoucherCodesQuery, ShopVoucherCodesQueryVariables>;
export const ExportShopVoucherCodesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ExportShopVoucherCodes"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"poolId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"format"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ExportFormat"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"exportVoucherCodes"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"poolId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"poolId"}}},{"kind":"Argument","name":{"kind":"Name","value":"format"},"value":{"kind":"Variable","name":{"kind":"Name","value":"format"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fileName"}},{"kind":"Field","name":{"kind":"Name","value":"mimeType"}},{"kind":"Field","name":{"kind":"Name","value":"base64"}}]}}]}}]} as unknown as DocumentNode<ExportShopVoucherCodesQuery, ExportShopVoucherCodesQueryVariables>;
export const PreviewShopVoucherImportDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"PreviewShopVoucherImport"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"poolId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"fileName"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"base64File"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"previewVoucherImport"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"poolId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"poolId"}}},{"kind":"Argument","name":{"kind":"Name","value":"fileName"},"value":{"kind":"Variable","name":{"kind":"Name","value":"fileName"}}},{"kind":"Argument","name":{"kind":"Name","value":"base64File"},"value":{"kind":"Variable","name":{"kind":"Name","value":"base64File"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nbValid"}},{"kind":"Field","name":{"kind":"Name","value":"nbDuplicates"}},{"kind":"Field","name":{"kind":"Name","value":"nbErrors"}},{"kind":"Field","name":{"kind":"Name","value":"rows"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"line"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<PreviewShopVoucherImportMutation, PreviewShopVoucherImportMutationVariables>;
export const ImportShopVoucherCodesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ImportShopVoucherCodes"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"poolId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"fileName"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"base64File"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"importVoucherCodes"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"poolId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"poolId"}}},{"kind":"Argument","name":{"kind":"Name","value":"fileName"},"value":{"kind":"Variable","name":{"kind":"Name","value":"fileName"}}},{"kind":"Argument","name":{"kind":"Name","value":"base64File"},"value":{"kind":"Variable","name":{"kind":"Name","value":"base64File"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ShopVoucherPool"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ShopVoucherPool"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"VoucherPool"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"nbCodes"}},{"kind":"Field","name":{"kind":"Name","value":"nbClaimed"}},{"kind":"Field","name":{"kind":"Name","value":"nbAvailable"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<ImportShopVoucherCodesMutation, ImportShopVoucherCodesMutationVariables>;
export const TicketingEventsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TicketingEvents"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"events"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"timeZone"}},{"kind":"Field","name":{"kind":"Name","value":"days"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"startsAt"}},{"kind":"Field","name":{"kind":"Name","value":"endsAt"}}]}}]}}]}}]} as unknown as DocumentNode<TicketingEventsQuery, TicketingEventsQueryVariables>;
export const TicketingSettingsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TicketingSettings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ticketingSettings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TicketingSettingsFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TicketingSettingsFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TicketingSettings"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"baseUrl"}},{"kind":"Field","name":{"kind":"Name","value":"effectiveBaseUrl"}},{"kind":"Field","name":{"kind":"Name","value":"apiKeySet"}},{"kind":"Field","name":{"kind":"Name","value":"apiKeyLast4"}},{"kind":"Field","name":{"kind":"Name","value":"accessTokenSet"}},{"kind":"Field","name":{"kind":"Name","value":"accessTokenLast4"}},{"kind":"Field","name":{"kind":"Name","value":"modifiedAt"}}]}}]} as unknown as DocumentNode<TicketingSettingsQuery, TicketingSettingsQueryVariables>;
export const UpdateTicketingSettingsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateTicketingSettings"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"TicketingSettingsInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateTicketingSettings"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TicketingSettingsFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TicketingSettingsFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TicketingSettings"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"baseUrl"}},{"kind":"Field","name":{"kind":"Name","value":"effectiveBaseUrl"}},{"kind":"Field","name":{"kind":"Name","value":"apiKeySet"}},{"kind":"Field","name":{"kind":"Name","value":"apiKeyLast4"}},{"kind":"Field","name":{"kind":"Name","value":"accessTokenSet"}},{"kind":"Field","name":{"kind":"Name","value":"accessTokenLast4"}},{"kind":"Field","name":{"kind":"Name","value":"modifiedAt"}}]}}]} as unknown as DocumentNode<UpdateTicketingSettingsMutation, UpdateTicketingSettingsMutationVariables>;
export const TicketingEventDataDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TicketingEventData"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"eventId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ticketingMappings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TicketingMappingFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"ticketingSyncs"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"eventId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"eventId"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"IntValue","value":"20"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TicketingSyncFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"ticketingAccreditations"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"eventId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"eventId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"volunteerId"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"barcode"}},{"kind":"Field","name":{"kind":"Name","value":"checkedIn"}},{"kind":"Field","name":{"kind":"Name","value":"checkedInAt"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TicketingMappingFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TicketingEventMapping"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"eventId"}},{"kind":"Field","name":{"kind":"Name","value":"vendorEventId"}},{"kind":"Field","name":{"kind":"Name","value":"vendorTicketId"}},{"kind":"Field","name":{"kind":"Name","value":"modifiedAt"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TicketingSyncFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TicketingSync"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"eventId"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"attempts"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"startedAt"}},{"kind":"Field","name":{"kind":"Name","value":"finishedAt"}},{"kind":"Field","name":{"kind":"Name","value":"exported"}},{"kind":"Field","name":{"kind":"Name","value":"updated"}},{"kind":"Field","name":{"kind":"Name","value":"removed"}},{"kind":"Field","name":{"kind":"Name","value":"imported"}},{"kind":"Field","name":{"kind":"Name","value":"error"}}]}}]} as unknown as DocumentNode<TicketingEventDataQuery, TicketingEventDataQueryVariables>;
export const SetTicketingMappingDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetTicketingMapping"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"eventId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"TicketingMappingInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setTicketingMapping"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"eventId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"eventId"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TicketingMappingFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TicketingMappingFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TicketingEventMapping"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"eventId"}},{"kind":"Field","name":{"kind":"Name","value":"vendorEventId"}},{"kind":"Field","name":{"kind":"Name","value":"vendorTicketId"}},{"kind":"Field","name":{"kind":"Name","value":"modifiedAt"}}]}}]} as unknown as DocumentNode<SetTicketingMappingMutation, SetTicketingMappingMutationVariables>;
export const SyncTicketingDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SyncTicketing"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"eventId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"syncTicketing"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"eventId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"eventId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TicketingSyncFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TicketingSyncFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TicketingSync"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"eventId"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"attempts"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"startedAt"}},{"kind":"Field","name":{"kind":"Name","value":"finishedAt"}},{"kind":"Field","name":{"kind":"Name","value":"exported"}},{"kind":"Field","name":{"kind":"Name","value":"updated"}},{"kind":"Field","name":{"kind":"Name","value":"removed"}},{"kind":"Field","name":{"kind":"Name","value":"imported"}},{"kind":"Field","name":{"kind":"Name","value":"error"}}]}}]} as unknown as DocumentNode<SyncTicketingMutation, SyncTicketingMutationVariables>;
export const TicketingVendorEventsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TicketingVendorEvents"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ticketingVendorEvents"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"ticketTypes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]} as unknown as DocumentNode<TicketingVendorEventsQuery, TicketingVendorEventsQueryVariables>;
export const OtpDevicesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"OtpDevices"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"otpDevices"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"OtpDeviceFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OtpDeviceFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"OtpDevice"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"method"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"confirmed"}},{"kind":"Field","name":{"kind":"Name","value":"isDefault"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastUsedAt"}}]}}]} as unknown as DocumentNode<OtpDevicesQuery, OtpDevicesQueryVariables>;
export const OtpBackupStatusDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"OtpBackupStatus"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"otpBackupCodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"remaining"}},{"kind":"Field","name":{"kind":"Name","value":"generatedAt"}}]}}]}}]} as unknown as DocumentNode<OtpBackupStatusQuery, OtpBackupStatusQueryVariables>;
export const OtpSetupDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"OtpSetup"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"OtpSetupInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"otpSetup"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"device"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"OtpDeviceFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"secret"}},{"kind":"Field","name":{"kind":"Name","value":"otpauthUrl"}},{"kind":"Field","name":{"kind":"Name","value":"qrCode"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OtpDeviceFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"OtpDevice"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"method"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"confirmed"}},{"kind":"Field","name":{"kind":"Name","value":"isDefault"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastUsedAt"}}]}}]} as unknown as DocumentNode<OtpSetupMutation, OtpSetupMutationVariables>;
export const OtpValidateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"OtpValidate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"OtpValidateInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"otpValidate"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"device"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"OtpDeviceFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"backupCodes"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OtpDeviceFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"OtpDevice"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"method"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"confirmed"}},{"kind":"Field","name":{"kind":"Name","value":"isDefault"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastUsedAt"}}]}}]} as unknown as DocumentNode<OtpValidateMutation, OtpValidateMutationVariables>;
export const OtpRemoveDeviceDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"OtpRemoveDevice"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"device"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"code"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"otpRemoveDevice"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"device"},"value":{"kind":"Variable","name":{"kind":"Name","value":"device"}}},{"kind":"Argument","name":{"kind":"Name","value":"code"},"value":{"kind":"Variable","name":{"kind":"Name","value":"code"}}}]}]}}]} as unknown as DocumentNode<OtpRemoveDeviceMutation, OtpRemoveDeviceMutationVariables>;
export const OtpSetDefaultDeviceDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"OtpSetDefaultDevice"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"device"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"otpSetDefaultDevice"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"device"},"value":{"kind":"Variable","name":{"kind":"Name","value":"device"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"OtpDeviceFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OtpDeviceFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"OtpDevice"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"method"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"confirmed"}},{"kind":"Field","name":{"kind":"Name","value":"isDefault"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastUsedAt"}}]}}]} as unknown as DocumentNode<OtpSetDefaultDeviceMutation, OtpSetDefaultDeviceMutationVariables>;
export const OtpRegenerateBackupCodesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"OtpRegenerateBackupCodes"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"code"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"otpRegenerateBackupCodes"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"code"},"value":{"kind":"Variable","name":{"kind":"Name","value":"code"}}}]}]}}]} as unknown as DocumentNode<OtpRegenerateBackupCodesMutation, OtpRegenerateBackupCodesMutationVariables>;
export const OtpChallengeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"OtpChallenge"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"device"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"otpChallenge"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"device"},"value":{"kind":"Variable","name":{"kind":"Name","value":"device"}}}]}]}}]} as unknown as DocumentNode<OtpChallengeMutation, OtpChallengeMutationVariables>;
export const VolunteerPointsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"VolunteerPoints"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"volunteerId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"volunteerPoints"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"volunteerId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"volunteerId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"volunteerId"}},{"kind":"Field","name":{"kind":"Name","value":"balance"}},{"kind":"Field","name":{"kind":"Name","value":"transactions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProfilePointsTransaction"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProfilePointsTransaction"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PointsTransaction"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"pointsDiff"}},{"kind":"Field","name":{"kind":"Name","value":"balance"}},{"kind":"Field","name":{"kind":"Name","value":"trigger"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"triggerData"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"eventId"}},{"kind":"Field","name":{"kind":"Name","value":"eventName"}},{"kind":"Field","name":{"kind":"Name","value":"positionName"}},{"kind":"Field","name":{"kind":"Name","value":"startTime"}},{"kind":"Field","name":{"kind":"Name","value":"endTime"}},{"kind":"Field","name":{"kind":"Name","value":"productName"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"orderId"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}}]}}]}}]} as unknown as DocumentNode<VolunteerPointsQuery, VolunteerPointsQueryVariables>;
export const AdjustVolunteerPointsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdjustVolunteerPoints"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"volunteerId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"points"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Float"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"reason"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adjustPoints"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"volunteerId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"volunteerId"}}},{"kind":"Argument","name":{"kind":"Name","value":"points"},"value":{"kind":"Variable","name":{"kind":"Name","value":"points"}}},{"kind":"Argument","name":{"kind":"Name","value":"reason"},"value":{"kind":"Variable","name":{"kind":"Name","value":"reason"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProfilePointsTransaction"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProfilePointsTransaction"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PointsTransaction"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"pointsDiff"}},{"kind":"Field","name":{"kind":"Name","value":"balance"}},{"kind":"Field","name":{"kind":"Name","value":"trigger"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"triggerData"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"eventId"}},{"kind":"Field","name":{"kind":"Name","value":"eventName"}},{"kind":"Field","name":{"kind":"Name","value":"positionName"}},{"kind":"Field","name":{"kind":"Name","value":"startTime"}},{"kind":"Field","name":{"kind":"Name","value":"endTime"}},{"kind":"Field","name":{"kind":"Name","value":"productName"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"orderId"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}}]}}]}}]} as unknown as DocumentNode<AdjustVolunteerPointsMutation, AdjustVolunteerPointsMutationVariables>;
export const VolunteerScanCodeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"VolunteerScanCode"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"volunteerId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"volunteerScanCode"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"volunteerId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"volunteerId"}}}]}]}}]} as unknown as DocumentNode<VolunteerScanCodeQuery, VolunteerScanCodeQueryVariables>;
export const RevokeVolunteerScanCodeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RevokeVolunteerScanCode"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"volunteerId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"revokeScanCode"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"volunteerId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"volunteerId"}}}]}]}}]} as unknown as DocumentNode<RevokeVolunteerScanCodeMutation, RevokeVolunteerScanCodeMutationVariables>;
export const VolunteerProfileDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"VolunteerProfile"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"volunteer"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phoneNumber"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"town"}},{"kind":"Field","name":{"kind":"Name","value":"postcode"}},{"kind":"Field","name":{"kind":"Name","value":"country"}},{"kind":"Field","name":{"kind":"Name","value":"language"}},{"kind":"Field","name":{"kind":"Name","value":"profilePicture"}},{"kind":"Field","name":{"kind":"Name","value":"bornDate"}},{"kind":"Field","name":{"kind":"Name","value":"commentaire"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"categories"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"customAttributeValues"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"attributeId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"display"}}]}},{"kind":"Field","name":{"kind":"Name","value":"allParticipations"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"eventId"}},{"kind":"Field","name":{"kind":"Name","value":"eventName"}},{"kind":"Field","name":{"kind":"Name","value":"eventTimeZone"}},{"kind":"Field","name":{"kind":"Name","value":"positionName"}},{"kind":"Field","name":{"kind":"Name","value":"validationStatus"}},{"kind":"Field","name":{"kind":"Name","value":"nbParticipants"}},{"kind":"Field","name":{"kind":"Name","value":"timeSlot"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"startTime"}},{"kind":"Field","name":{"kind":"Name","value":"endTime"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"campaignRegistrations"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"campaign"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"timeZone"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"receivedMails"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"communicationId"}},{"kind":"Field","name":{"kind":"Name","value":"subject"}},{"kind":"Field","name":{"kind":"Name","value":"eventName"}},{"kind":"Field","name":{"kind":"Name","value":"campaignName"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"error"}},{"kind":"Field","name":{"kind":"Name","value":"sentAt"}}]}}]}}]}}]} as unknown as DocumentNode<VolunteerProfileQuery, VolunteerProfileQueryVariables>;