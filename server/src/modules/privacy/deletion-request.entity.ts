import { Check, Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { User } from '../auth/user.entity';
import { Organization } from '../organizations/organization.entity';
import { Volunteer } from '../volunteers/volunteer.entity';

export type DeletionRequestStatus = 'pending' | 'done' | 'refused';

/**
 * A volunteer's request to erase their personal data (issue 17), decided by an organizer of the
 * volunteer's organization. Holds no personal data: the volunteer's id only (the row stays, anonymous,
 * after the erasure) and the organizer's refusal reason.
 */
@Entity('volunteer_deletion_request')
@Index('IDX_volunteer_deletion_request_organization_status', ['organizationId', 'status'])
@Index('UQ_volunteer_deletion_request_pending', ['volunteerId'], { unique: true, where: `"status" = 'pending'` })
@Check('CHK_volunteer_deletion_request_status', `"status" IN ('pending', 'done', 'refused')`)
export class VolunteerDeletionRequest {
  @PrimaryGeneratedColumn({ primaryKeyConstraintName: 'PK_volunteer_deletion_request' })
  id: number;

  @Column({ type: 'integer' })
  organizationId: number;

  /** Declares the foreign key only; never loaded. */
  @ManyToOne(() => Organization, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'organization_id', foreignKeyConstraintName: 'FK_volunteer_deletion_request_organization' })
  organization?: Organization;

  @Column({ type: 'integer' })
  volunteerId: number;

  /** Declares the foreign key only; never loaded. */
  @ManyToOne(() => Volunteer, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'volunteer_id', foreignKeyConstraintName: 'FK_volunteer_deletion_request_volunteer' })
  volunteer?: Volunteer;

  @Column({ type: 'text', default: 'pending' })
  status: DeletionRequestStatus;

  @CreateDateColumn({ type: 'timestamptz' })
  requestedAt: Date;

  /** The organizer (app_user id) who confirmed or refused. */
  @Column({ type: 'integer', nullable: true })
  decidedBy: number | null;

  /** Declares the foreign key only; never loaded. */
  @ManyToOne(() => User, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'decided_by', foreignKeyConstraintName: 'FK_volunteer_deletion_request_decided_by' })
  decider?: User;

  @Column({ type: 'timestamptz', nullable: true })
  decidedAt: Date | null;

  @Column({ type: 'text', default: '' })
  refusalReason: string;
}
