import { OutboxJob } from '../jobs/outbox.entity';
import { ApiToken } from '../modules/auth/api-token.entity';
import { AuditEntry } from '../modules/audit/audit-entry.entity';
import { BadgeTemplate } from '../modules/badges/badge-template.entity';
import { Campaign, CampaignRegistration } from '../modules/campaigns/campaign.entity';
import { Session } from '../modules/auth/session.entity';
import { Communication, CommunicationRecipient, CommunicationTemplate } from '../modules/communications/communication.entity';
import { User } from '../modules/auth/user.entity';
import { DocumentJob } from '../modules/documents/document-job.entity';
import { EventDay } from '../modules/events/event-day.entity';
import { EventImage } from '../modules/events/event-image.entity';
import { Event } from '../modules/events/event.entity';
import { Sector } from '../modules/events/sector.entity';
import { AttributeValue } from '../modules/forms/attribute-value.entity';
import { Attribute, AttributeOption } from '../modules/forms/attribute.entity';
import { FormField } from '../modules/forms/form-field.entity';
import { Mail } from '../modules/mail/mail.entity';
import { Meal, MealPosition, MealSlot } from '../modules/meals/meal.entity';
import { Membership } from '../modules/organizations/membership.entity';
import { OrganizationOverride } from '../modules/organizations/organization-override.entity';
import { Organization } from '../modules/organizations/organization.entity';
import { ParticipationGroupMember } from '../modules/participations/group-member.entity';
import { Participation } from '../modules/participations/participation.entity';
import { PointsAccount, PointsTransaction } from '../modules/points/points.entity';
import { Position, PositionTag } from '../modules/positions/position.entity';
import { RegistrationRule } from '../modules/registration-rules/registration-rule.entity';
import { Product, ShopOrder } from '../modules/shop/shop.entity';
import { RewardCategory } from '../modules/rewards/reward-category.entity';
import { TimeSlot } from '../modules/slots/time-slot.entity';
import { Tag } from '../modules/tags/tag.entity';
import { VolunteerCategory, VolunteerCategoryMember } from '../modules/volunteers/volunteer-category.entity';
import { Volunteer } from '../modules/volunteers/volunteer.entity';
import { VoucherCode, VoucherPool } from '../modules/vouchers/voucher.entity';
import { Operator, OperatorSession, ScanAction, ScanCode, ScanConfig } from '../modules/operators/operator.entity';
import { Manager, ManagerSession } from '../modules/managers/manager.entity';
import { WaitingListEntry } from '../modules/waiting-list/waiting-list-entry.entity';
import { OtpBackupCode, OtpDevice, OtpEmailCode, OtpPendingLogin } from '../modules/two-factor/two-factor.entity';
import { Webhook, WebhookDelivery } from '../modules/webhooks/webhook.entity';
import { TicketingAccreditation, TicketingEventMapping, TicketingSettings, TicketingSync } from '../modules/ticketing/ticketing.entity';
import { ShiftSwap } from '../modules/swaps/shift-swap.entity';
import { AutoAssignRun } from '../modules/assignment/auto-assign-run.entity';
import { AssignmentPreference } from '../modules/assignment/assignment-preference.entity';
import { VolunteerDeletionRequest } from '../modules/privacy/deletion-request.entity';
import { VolunteerLoginLink } from '../modules/portal-access/login-link.entity';
import { CalendarFeed, CalendarSequence } from '../modules/calendar/calendar.entity';
import { ShiftReminder } from '../modules/reminders/shift-reminder.entity';

/** Every TypeORM entity; each module owns its own tables. */
export const entities = [
  AuditEntry,
  Organization,
  OrganizationOverride,
  Membership,
  User,
  Session,
  ApiToken,
  OutboxJob,
  Mail,
  Event,
  EventDay,
  EventImage,
  Sector,
  Tag,
  RewardCategory,
  Position,
  PositionTag,
  TimeSlot,
  Participation,
  ParticipationGroupMember,
  Volunteer,
  VolunteerCategory,
  VolunteerCategoryMember,
  WaitingListEntry,
  RegistrationRule,
  Attribute,
  AttributeOption,
  FormField,
  AttributeValue,
  Communication,
  CommunicationRecipient,
  CommunicationTemplate,
  Campaign,
  CampaignRegistration,
  PointsTransaction,
  PointsAccount,
  VoucherPool,
  VoucherCode,
  Product,
  ShopOrder,
  Operator,
  OperatorSession,
  ScanConfig,
  ScanCode,
  ScanAction,
  BadgeTemplate,
  DocumentJob,
  Manager,
  ManagerSession,
  Meal,
  MealPosition,
  MealSlot,
  OtpDevice,
  OtpBackupCode,
  OtpEmailCode,
  OtpPendingLogin,
  TicketingSettings,
  TicketingEventMapping,
  TicketingAccreditation,
  TicketingSync,
  ShiftSwap,
  AutoAssignRun,
  AssignmentPreference,
  Webhook,
  WebhookDelivery,
  VolunteerDeletionRequest,
  VolunteerLoginLink,
  CalendarFeed,
  CalendarSequence,
  ShiftReminder,
];
