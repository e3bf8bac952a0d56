import type { CampaignStatusName } from '@benevo/schema';
import { Check, Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, Unique, UpdateDateColumn } from 'typeorm';
import { Authorized, Field, ID, ObjectType } from 'type-graphql';
import { Organization } from '../organizations/organization.entity';
import { Volunteer } from '../volunteers/volunteer.entity';
import { CampaignStatusEnum } from './campaigns.enums';

/** Spec 3 Campaign. nbRegistrations and organizationName are computed (campaigns.resolver.ts). */
@ObjectType('Campaign')
@Entity('campaign')
@Unique('UQ_campaign_token', ['token'])
@Index('IDX_campaign_organization_status', ['organizationId', 'status'])
@Check('CHK_campaign_status', `"status" IN ('draft', 'published', 'closed', 'archived')`)
export class Campaign {
  @Field(() => ID)
  @PrimaryGeneratedColumn({ primaryKeyConstraintName: 'PK_campaign' })
  id: number;

  @Field(() => ID)
  @Column({ type: 'integer' })
  organizationId: number;

  /** Declares the foreign key only; never loaded. */
  @ManyToOne(() => Organization, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'organization_id', foreignKeyConstraintName: 'FK_campaign_organization' })
  organization?: Organization;

  @Field({ description: 'Unguessable key of the public link' })
  @Column({ type: 'text' })
  token: string;

  @Field()
  @Column({ type: 'text' })
  name: string;

  @Field()
  @Column({ type: 'text', default: '' })
  description: string;

  @Field()
  @Column({ type: 'text', default: '' })
  contactName: string;

  @Field()
  @Column({ type: 'text', default: '' })
  contactEmail: string;

  @Field(() => String, { nullable: true, description: 'URL of the logo' })
  @Column({ type: 'text', nullable: true })
  logo: string | null;

  @Field(() => CampaignStatusEnum)
  @Column({ type: 'text', default: 'draft' })
  status: CampaignStatusName;

  @Field()
  @Column({ type: 'boolean', default: false })
  isPublic: boolean;

  @Field()
  @Column({ type: 'boolean', default: false })
  showOnHomeCalendar: boolean;

  @Field()
  @Column({ type: 'text', default: 'Europe/Zurich' })
  timeZone: string;

  /** Organizers only: the public page never reads it (the facade's public payload leaves it out too). */
  @Authorized('organizer')
  @Field({ description: 'Confirmation mail text, with {volunteerName}, {campaignName}... placeholders (organizers only)' })
  @Column({ type: 'text', default: '' })
  registrationEmailText: string;

  @Field()
  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  @Field()
  @UpdateDateColumn({ type: 'timestamptz' })
  modifiedAt: Date;
}

/** Spec 3 Campaign registration: one per volunteer and campaign. */
@ObjectType('CampaignRegistration')
@Entity('campaign_registration')
@Unique('UQ_campaign_registration_volunteer', ['campaignId', 'volunteerId'])
@Index('IDX_campaign_registration_volunteer', ['volunteerId'])
export class CampaignRegistration {
  @Field(() => ID)
  @PrimaryGeneratedColumn({ primaryKeyConstraintName: 'PK_campaign_registration' })
  id: number;

  @Column({ type: 'integer' })
  organizationId: number;

  /** Declares the foreign key only; never loaded. */
  @ManyToOne(() => Organization, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'organization_id', foreignKeyConstraintName: 'FK_campaign_registration_organization' })
  organization?: Organization;

  @Field(() => ID)
  @Column({ type: 'integer' })
  campaignId: number;

  @ManyToOne(() => Campaign, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'campaign_id', foreignKeyConstraintName: 'FK_campaign_registration_campaign' })
  campaign?: Campaign;

  @Field(() => ID)
  @Column({ type: 'integer' })
  volunteerId: number;

  @Field(() => String, { nullable: true, description: 'URL of the profile picture sent with this registration' })
  @Column({ type: 'text', nullable: true })
  profilePicture: string | null;

  @ManyToOne(() => Volunteer, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'volunteer_id', foreignKeyConstraintName: 'FK_campaign_registration_volunteer' })
  volunteer?: Volunteer;

  @Field()
  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  @Field()
  @UpdateDateColumn({ type: 'timestamptz' })
  modifiedAt: Date;
}
