import type { AvailabilityWindow } from '@benevo/schema';
import { Check, Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import { Campaign } from '../campaigns/campaign.entity';
import { Event } from '../events/event.entity';
import { Organization } from '../organizations/organization.entity';
import { Volunteer } from '../volunteers/volunteer.entity';

/**
 * Issue 18: what a volunteer gave for an event (sign-up) or a campaign (registration) about when they
 * can help and where they would like to: available days and hours (null = any time) and ranked
 * preferred positions (an event's position ids, or a campaign's position names). One row per volunteer
 * and event or campaign; the organizer may edit it. Read by the auto-assignment (assignment.read-model.ts).
 */
@Entity('assignment_preference')
@Check('CHK_assignment_preference_owner', `("event_id" IS NULL) <> ("campaign_id" IS NULL)`)
@Index('UQ_assignment_preference_event', ['volunteerId', 'eventId'], { unique: true, where: `"event_id" IS NOT NULL` })
@Index('UQ_assignment_preference_campaign', ['volunteerId', 'campaignId'], { unique: true, where: `"campaign_id" IS NOT NULL` })
@Index('IDX_assignment_preference_event', ['eventId'])
@Index('IDX_assignment_preference_campaign', ['campaignId'])
export class AssignmentPreference {
  @PrimaryGeneratedColumn({ primaryKeyConstraintName: 'PK_assignment_preference' })
  id: number;

  @Column({ type: 'integer' })
  organizationId: number;

  /** Declares the foreign key only; never loaded. */
  @ManyToOne(() => Organization, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'organization_id', foreignKeyConstraintName: 'FK_assignment_preference_organization' })
  organization?: Organization;

  @Column({ type: 'integer' })
  volunteerId: number;

  /** Declares the foreign key only; never loaded. */
  @ManyToOne(() => Volunteer, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'volunteer_id', foreignKeyConstraintName: 'FK_assignment_preference_volunteer' })
  volunteer?: Volunteer;

  @Column({ type: 'integer', nullable: true })
  eventId: number | null;

  /** Declares the foreign key only; never loaded. */
  @ManyToOne(() => Event, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'event_id', foreignKeyConstraintName: 'FK_assignment_preference_event' })
  event?: Event;

  @Column({ type: 'integer', nullable: true })
  campaignId: number | null;

  /** Declares the foreign key only; never loaded. */
  @ManyToOne(() => Campaign, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'campaign_id', foreignKeyConstraintName: 'FK_assignment_preference_campaign' })
  campaign?: Campaign;

  /** [{day: 'YYYY-MM-DD', from: 'HH:mm', to: 'HH:mm' | '24:00'}] local to the event's/campaign's time zone; null = any time. */
  @Column({ type: 'jsonb', nullable: true })
  availability: AvailabilityWindow[] | null;

  /** Events: the event's positions, the first preferred. */
  @Column({ type: 'integer', array: true, default: () => "'{}'" })
  preferredPositionIds: number[];

  /** Campaigns: position names of the organization's events, the first preferred. */
  @Column({ type: 'text', array: true, default: () => "'{}'" })
  preferredPositionNames: string[];

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt: Date;
}
