import { ParticipationStatus } from '@benevo/schema';
import { Field, ID, InputType, Int, ObjectType, registerEnumType } from 'type-graphql';
import { Communication } from './communication.entity';

export enum DeliveryStatus {
  PENDING = 'PENDING',
  SENT = 'SENT',
  /** Kept in the database (no SMTP_URL: the embedded mailbox). */
  STORED = 'STORED',
  FAILED = 'FAILED',
}
registerEnumType(DeliveryStatus, { name: 'DeliveryStatus', description: "A recipient's delivery state, from their mail's delivery record" });

export enum CommunicationKindEnum {
  EVENT = 'event',
  VOLUNTEERS = 'volunteers',
  RESUME = 'resume',
  CAMPAIGN = 'campaign',
}
registerEnumType(CommunicationKindEnum, {
  name: 'CommunicationKind',
  description: "EVENT: an event's mailing; VOLUNTEERS: a free mail to chosen volunteers; RESUME: one volunteer's registration summary; CAMPAIGN: a mail to a campaign's registrations",
});

@InputType({ description: 'An event mailing (spec 7 send_mail): the text and the filters choosing its recipients' })
export class EventMailInput {
  @Field(() => String, { nullable: true, description: 'Default "{organization}: {event}"; placeholders allowed' })
  subject?: string | null;

  @Field({ description: 'HTML (the editor) or plain text, with the placeholders of DESIGN.md' })
  body: string;

  @Field(() => Boolean, { nullable: true, description: 'Send the rendered mailing to the logged-in organizer only' })
  onlyOwner?: boolean | null;

  @Field(() => [String], { nullable: true, description: 'Event days (YYYY-MM-DD in the event time zone); none: every day' })
  days?: string[] | null;

  @Field(() => [ID], { nullable: true, description: 'None: every position' })
  positionIds?: string[] | null;

  @Field(() => Date, { nullable: true, description: 'Only participations created at or after' })
  subscriptionDateStart?: Date | null;

  @Field(() => [ParticipationStatus], { nullable: true, description: 'Default: the active statuses' })
  statuses?: ParticipationStatus[] | null;
}

@InputType({ description: "A mail to a campaign's registrations (spec 7 campaigns/{id}/send_mail/)" })
export class CampaignMailInput {
  @Field(() => String, { nullable: true, description: 'Default "{organization}: {campaign}"; placeholders allowed' })
  subject?: string | null;

  @Field({ description: 'HTML (the editor) or plain text, with the placeholders of DESIGN.md' })
  body: string;

  @Field(() => Boolean, { nullable: true, description: 'Send the rendered mail to the logged-in organizer only' })
  onlyOwner?: boolean | null;

  @Field(() => [ID], { nullable: true, description: "The chosen registrations of the campaign; none given: every registration" })
  registrationIds?: string[] | null;
}

@InputType({ description: 'A free mail to chosen volunteers (spec 7 send_mail_to_vol)' })
export class VolunteersMailInput {
  @Field(() => [ID])
  volunteerIds: string[];

  @Field(() => String, { nullable: true, description: "Default: the organization's name" })
  subject?: string | null;

  @Field()
  body: string;

  @Field(() => String, { nullable: true, description: "Reply-To of the mails; default the sender's address" })
  replyToEmail?: string | null;

  @Field(() => ID, { nullable: true })
  organizationId?: string | null;
}

@InputType()
export class MailTemplateInput {
  @Field(() => String, { nullable: true })
  name?: string | null;

  @Field(() => String, { nullable: true })
  subject?: string | null;

  @Field(() => String, { nullable: true })
  body?: string | null;

  @Field(() => ID, { nullable: true })
  organizationId?: string | null;
}

@ObjectType('CommunicationFilters')
export class CommunicationFiltersType {
  @Field(() => [String])
  days: string[];

  @Field(() => [ID])
  positionIds: number[];

  @Field(() => Date, { nullable: true })
  subscriptionDateStart: Date | null;

  @Field(() => [ParticipationStatus])
  statuses: ParticipationStatus[];

  @Field(() => [ID])
  volunteerIds: number[];
}

@ObjectType('CommunicationRecipient')
export class CommunicationRecipientType {
  @Field(() => ID)
  id: number;

  @Field(() => ID, { nullable: true })
  volunteerId: number | null;

  @Field()
  name: string;

  @Field()
  email: string;

  @Field()
  language: string;

  @Field(() => DeliveryStatus)
  status: DeliveryStatus;

  @Field(() => Int, { description: 'Delivery attempts so far' })
  attempts: number;

  @Field(() => String, { nullable: true, description: '"Echéc de l\'envoi à {recipient}" (spec 8) when the delivery failed' })
  error: string | null;

  @Field(() => String, { nullable: true, description: "The mail server's last answer, when an attempt failed" })
  lastError: string | null;

  @Field(() => Date, { nullable: true })
  sentAt: Date | null;
}

@ObjectType('DeliverySummary')
export class DeliverySummaryType {
  @Field(() => Int)
  pending: number;

  @Field(() => Int)
  sent: number;

  @Field(() => Int)
  stored: number;

  @Field(() => Int)
  failed: number;
}

@ObjectType('MailRecipientPreview')
export class MailRecipientPreviewType {
  @Field(() => ID, { nullable: true })
  volunteerId: number | null;

  @Field()
  name: string;

  @Field()
  email: string;

  @Field()
  language: string;
}

@ObjectType('MailPreview', { description: 'A mailing rendered for one recipient (portal links replaced by a sample)' })
export class MailPreviewType {
  @Field()
  subject: string;

  @Field()
  html: string;

  @Field()
  text: string;

  @Field(() => MailRecipientPreviewType, { nullable: true, description: 'Null when nobody matches: rendered for a sample' })
  to: MailRecipientPreviewType | null;

  @Field(() => Int)
  recipientsCount: number;

  @Field(() => [MailRecipientPreviewType])
  recipients: MailRecipientPreviewType[];
}

@ObjectType('MailingResult')
export class MailingResultType {
  @Field()
  onlyOwner: boolean;

  @Field(() => Int, { description: 'Recipients the filters select (the mails queued, unless onlyOwner)' })
  recipientsCount: number;

  @Field(() => Communication, { nullable: true, description: 'The history record; null for an onlyOwner send' })
  communication: Communication | null;

  @Field(() => String, { nullable: true })
  sentTo: string | null;
}

@ObjectType('VolunteerCommunication', { description: 'A mail a volunteer received, as they received it' })
export class VolunteerCommunicationType {
  @Field(() => ID)
  id: number;

  @Field(() => ID, { nullable: true })
  eventId: number | null;

  @Field()
  eventName: string;

  @Field()
  organizationName: string;

  @Field()
  subject: string;

  @Field()
  text: string;

  @Field()
  html: string;

  @Field()
  sentAt: Date;
}
