import {
  Check,
  Column,
  CreateDateColumn,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  PrimaryGeneratedColumn,
  Unique,
  UpdateDateColumn,
} from 'typeorm';
import { Field, ID, Int, ObjectType } from 'type-graphql';
import { User } from '../auth/user.entity';
import { Campaign } from '../campaigns/campaign.entity';
import { Event } from '../events/event.entity';
import { Mail } from '../mail/mail.entity';
import { Organization } from '../organizations/organization.entity';
import { Volunteer } from '../volunteers/volunteer.entity';

export type CommunicationKind = 'event' | 'volunteers' | 'resume' | 'campaign';

/** The filters a mailing was sent with, as stored (ids as numbers, days as YYYY-MM-DD). */
export interface StoredFilters {
  days?: string[];
  positionIds?: number[];
  /** ISO date-time. */
  subscriptionDateStart?: string | null;
  statuses?: number[];
  volunteerIds?: number[];
}

/**
 * Spec 3 Communication record: one mailing as the organizer wrote it (subject and text with their
 * placeholders), who sent it, with which filters, when. Its recipients and their delivery states are
 * in communication_recipient (each linked to its mail row). The event's name is kept, so the history
 * stays readable after the event is deleted.
 */
@ObjectType('Communication')
@Entity('communication')
@Index('IDX_communication_organization_sent_at', ['organizationId', 'sentAt'])
@Index('IDX_communication_event', ['eventId'])
@Index('IDX_communication_campaign', ['campaignId'])
@Check('CHK_communication_kind', `"kind" IN ('event', 'volunteers', 'resume', 'campaign')`)
export class Communication {
  @Field(() => ID)
  @PrimaryGeneratedColumn({ primaryKeyConstraintName: 'PK_communication' })
  id: number;

  @Column({ type: 'integer' })
  organizationId: number;

  /** Declares the foreign key only; never loaded. */
  @ManyToOne(() => Organization, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'organization_id', foreignKeyConstraintName: 'FK_communication_organization' })
  organization?: Organization;

  @Column({ type: 'integer', nullable: true })
  eventId: number | null;

  /** Declares the foreign key only; never loaded. */
  @ManyToOne(() => Event, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'event_id', foreignKeyConstraintName: 'FK_communication_event' })
  event?: Event;

  /** The campaign of a campaign mailing (null once the campaign is deleted; campaignName stays). */
  @Column({ type: 'integer', nullable: true })
  campaignId: number | null;

  /** Declares the foreign key only; never loaded. */
  @ManyToOne(() => Campaign, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'campaign_id', foreignKeyConstraintName: 'FK_communication_campaign' })
  campaign?: Campaign;

  @Field({ description: 'The campaign a campaign mailing was sent for, as it was named then' })
  @Column({ type: 'text', default: '' })
  campaignName: string;

  @Column({ type: 'text' })
  kind: CommunicationKind;

  @Column({ type: 'integer', nullable: true })
  senderUserId: number | null;

  /** Declares the foreign key only; never loaded. */
  @ManyToOne(() => User, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'sender_user_id', foreignKeyConstraintName: 'FK_communication_sender_user' })
  senderUser?: User;

  @Field({ description: "The organizer who sent it: their name, or their e-mail address when they have none" })
  @Column({ type: 'text', default: '' })
  sender: string;

  @Field()
  @Column({ type: 'text', default: '' })
  senderEmail: string;

  @Field()
  @Column({ type: 'text', default: '' })
  eventName: string;

  @Field({ description: 'As written, placeholders included' })
  @Column({ type: 'text' })
  subject: string;

  @Field({ description: 'The body as written (HTML or plain text), placeholders included' })
  @Column({ type: 'text' })
  text: string;

  @Column({ type: 'jsonb', default: {} })
  filters: StoredFilters;

  @Field(() => String, { nullable: true })
  @Column({ type: 'text', nullable: true })
  replyTo: string | null;

  @Field(() => Int)
  @Column({ type: 'integer', default: 0 })
  recipientsCount: number;

  @Field({ description: 'When it was queued: every recipient has a delivery record from then on' })
  @Column({ type: 'timestamptz', default: () => 'now()' })
  sentAt: Date;
}

/** One recipient of a communication; the linked mail row is the delivery record (mail.jobs.ts). */
@Entity('communication_recipient')
@Unique('UQ_communication_recipient_email', ['communicationId', 'email'])
@Index('IDX_communication_recipient_volunteer', ['volunteerId'])
@Index('IDX_communication_recipient_mail', ['mailId'])
export class CommunicationRecipient {
  @PrimaryGeneratedColumn({ primaryKeyConstraintName: 'PK_communication_recipient' })
  id: number;

  @Column({ type: 'integer' })
  communicationId: number;

  /** Declares the foreign key only; never loaded. */
  @ManyToOne(() => Communication, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'communication_id', foreignKeyConstraintName: 'FK_communication_recipient_communication' })
  communication?: Communication;

  @Column({ type: 'integer', nullable: true })
  volunteerId: number | null;

  /** Declares the foreign key only; never loaded. */
  @ManyToOne(() => Volunteer, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'volunteer_id', foreignKeyConstraintName: 'FK_communication_recipient_volunteer' })
  volunteer?: Volunteer;

  @Column({ type: 'integer', nullable: true })
  mailId: number | null;

  /** Declares the foreign key only; never loaded. */
  @ManyToOne(() => Mail, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'mail_id', foreignKeyConstraintName: 'FK_communication_recipient_mail' })
  mail?: Mail;

  @Column({ type: 'text', default: '' })
  name: string;

  @Column({ type: 'text' })
  email: string;

  @Column({ type: 'text', default: 'fr' })
  language: string;
}

/** A mail text the organization keeps for its mailings (subject and body with placeholders). */
@ObjectType('MailTemplate')
@Entity('communication_template')
@Unique('UQ_communication_template_name', ['organizationId', 'name'])
export class CommunicationTemplate {
  @Field(() => ID)
  @PrimaryGeneratedColumn({ primaryKeyConstraintName: 'PK_communication_template' })
  id: number;

  @Column({ type: 'integer' })
  organizationId: number;

  /** Declares the foreign key only; never loaded. */
  @ManyToOne(() => Organization, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'organization_id', foreignKeyConstraintName: 'FK_communication_template_organization' })
  organization?: Organization;

  @Field()
  @Column({ type: 'text' })
  name: string;

  @Field()
  @Column({ type: 'text', default: '' })
  subject: string;

  @Field()
  @Column({ type: 'text', default: '' })
  body: string;

  @Field()
  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  @Field()
  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt: Date;
}
