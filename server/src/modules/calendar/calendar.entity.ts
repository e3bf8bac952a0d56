import { Column, CreateDateColumn, Entity, JoinColumn, ManyToOne, PrimaryColumn, PrimaryGeneratedColumn, Unique } from 'typeorm';
import { Organization } from '../organizations/organization.entity';
import { Participation } from '../participations/participation.entity';
import { Volunteer } from '../volunteers/volunteer.entity';

/** A volunteer's personal iCal feed (issue 17): its secret token is the whole credential of the feed's address. */
@Entity('calendar_feed')
@Unique('UQ_calendar_feed_volunteer', ['volunteerId'])
@Unique('UQ_calendar_feed_token', ['token'])
export class CalendarFeed {
  @PrimaryGeneratedColumn({ primaryKeyConstraintName: 'PK_calendar_feed' })
  id: number;

  /** The volunteer's organization: the feed's secret opens it (common/tenant.ts) before anything is read. */
  @Column({ type: 'integer' })
  organizationId: number;

  @ManyToOne(() => Organization, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'organization_id', foreignKeyConstraintName: 'FK_calendar_feed_organization' })
  organization?: Organization;

  @Column({ type: 'integer' })
  volunteerId: number;

  /** Declares the foreign key only; never loaded. */
  @ManyToOne(() => Volunteer, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'volunteer_id', foreignKeyConstraintName: 'FK_calendar_feed_volunteer' })
  volunteer?: Volunteer;

  /** 32 random bytes, base64url; never logged (logger.ts redacts the feed path). */
  @Column({ type: 'text' })
  token: string;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  @Column({ type: 'timestamptz', nullable: true })
  rotatedAt: Date | null;
}

/** The iCal SEQUENCE of a participation's VEVENT: bumped whenever what the feed shows of it changes. */
@Entity('calendar_sequence')
export class CalendarSequence {
  @PrimaryColumn({ type: 'integer', primaryKeyConstraintName: 'PK_calendar_sequence' })
  participationId: number;

  @ManyToOne(() => Participation, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'participation_id', foreignKeyConstraintName: 'FK_calendar_sequence_participation' })
  participation?: Participation;

  @Column({ type: 'text' })
  fingerprint: string;

  @Column({ type: 'integer', default: 0 })
  sequence: number;

  @Column({ type: 'timestamptz', default: () => 'now()' })
  changedAt: Date;
}
