import { Check, Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryColumn, PrimaryGeneratedColumn, Unique, UpdateDateColumn } from 'typeorm';
import { EventScopedEntity } from '../../db/event-scoped.entity';
import { Event } from '../events/event.entity';
import { Organization } from '../organizations/organization.entity';

/**
 * The organization's ticketing connection (issue 16, enableWeezevent): the vendor's base URL ('' = the
 * installation's default) and the credentials, encrypted with the server's secret key (AES-256-GCM,
 * ticketing.crypto.ts). Only the last four characters are kept in clear, to show which key is set.
 */
@Entity('ticketing_settings')
export class TicketingSettings {
  @PrimaryColumn({ type: 'integer', primaryKeyConstraintName: 'PK_ticketing_settings' })
  organizationId: number;

  /** Declares the foreign key only; never loaded. */
  @ManyToOne(() => Organization, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'organization_id', foreignKeyConstraintName: 'FK_ticketing_settings_organization' })
  organization?: Organization;

  @Column({ type: 'text', default: '' })
  baseUrl: string;

  @Column({ type: 'text', nullable: true })
  apiKeyEncrypted: string | null;

  @Column({ type: 'text', nullable: true })
  apiKeyLast4: string | null;

  @Column({ type: 'text', nullable: true })
  accessTokenEncrypted: string | null;

  @Column({ type: 'text', nullable: true })
  accessTokenLast4: string | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  modifiedAt: Date;
}

/** A Benevo event linked to the vendor's event, and the vendor's ticket type of the volunteers' accreditations. */
@Entity('ticketing_event_mapping')
@Unique('UQ_ticketing_event_mapping_event', ['eventId'])
export class TicketingEventMapping extends EventScopedEntity {
  @PrimaryGeneratedColumn({ primaryKeyConstraintName: 'PK_ticketing_event_mapping' })
  id: number;

  /** Declares the foreign key only; never loaded. */
  @ManyToOne(() => Event, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'event_id', foreignKeyConstraintName: 'FK_ticketing_event_mapping_event' })
  event?: Event;

  @Column({ type: 'text' })
  vendorEventId: string;

  @Column({ type: 'text' })
  vendorTicketId: string;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  modifiedAt: Date;
}

/**
 * One volunteer's accreditation at the vendor for one event: the vendor's participant id (a re-sync
 * updates it instead of adding another), what was sent (a change is sent again) and the check-in read
 * back. No foreign key to the volunteer: a deleted volunteer's row stays until the next sync removes
 * the participant at the vendor.
 */
@Entity('ticketing_accreditation')
@Unique('UQ_ticketing_accreditation_volunteer', ['eventId', 'volunteerId'])
export class TicketingAccreditation extends EventScopedEntity {
  @PrimaryGeneratedColumn({ primaryKeyConstraintName: 'PK_ticketing_accreditation' })
  id: number;

  /** Declares the foreign key only; never loaded. */
  @ManyToOne(() => Event, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'event_id', foreignKeyConstraintName: 'FK_ticketing_accreditation_event' })
  event?: Event;

  @Column({ type: 'integer' })
  volunteerId: number;

  @Column({ type: 'text' })
  vendorEventId: string;

  @Column({ type: 'text' })
  vendorTicketId: string;

  @Column({ type: 'text' })
  vendorParticipantId: string;

  @Column({ type: 'text', default: '' })
  barcode: string;

  @Column({ type: 'text' })
  firstName: string;

  @Column({ type: 'text' })
  lastName: string;

  @Column({ type: 'text' })
  email: string;

  @Column({ type: 'boolean', default: false })
  checkedIn: boolean;

  @Column({ type: 'timestamptz', nullable: true })
  checkedInAt: Date | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  modifiedAt: Date;
}

export type TicketingSyncStatus = 'pending' | 'running' | 'retrying' | 'done' | 'failed';

/**
 * One synchronisation of an event (the log): asked for by a user or the API, run by the outbox job
 * `ticketing.sync`. At most one unfinished sync per event (partial unique index): "sync now" while one
 * waits or runs answers that one.
 */
@Entity('ticketing_sync')
@Index('IDX_ticketing_sync_organization', ['organizationId', 'createdAt'])
@Index('UQ_ticketing_sync_active', ['eventId'], { unique: true, where: `"finished_at" IS NULL` })
@Check('CHK_ticketing_sync_status', `"status" IN ('pending', 'running', 'retrying', 'done', 'failed')`)
export class TicketingSync extends EventScopedEntity {
  @PrimaryGeneratedColumn({ primaryKeyConstraintName: 'PK_ticketing_sync' })
  id: number;

  /** Declares the foreign key only; never loaded. */
  @ManyToOne(() => Event, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'event_id', foreignKeyConstraintName: 'FK_ticketing_sync_event' })
  event?: Event;

  @Column({ type: 'text' })
  status: TicketingSyncStatus;

  /** The user who asked for it (null: deleted since). */
  @Column({ type: 'integer', nullable: true })
  requestedById: number | null;

  @Column({ type: 'integer', default: 0 })
  attempts: number;

  @Column({ type: 'timestamptz', nullable: true })
  startedAt: Date | null;

  @Column({ type: 'timestamptz', nullable: true })
  finishedAt: Date | null;

  @Column({ type: 'integer', default: 0 })
  exported: number;

  @Column({ type: 'integer', default: 0 })
  updated: number;

  @Column({ type: 'integer', default: 0 })
  removed: number;

  @Column({ type: 'integer', default: 0 })
  imported: number;

  /** The last error as a catalogue key and its parameters (rendered in the reader's language); never a credential. */
  @Column({ type: 'text', nullable: true })
  errorKey: string | null;

  @Column({ type: 'jsonb', nullable: true })
  errorParams: Record<string, string | number> | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}
