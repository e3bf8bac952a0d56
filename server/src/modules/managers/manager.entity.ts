import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, Unique, UpdateDateColumn } from 'typeorm';
import { Organization } from '../organizations/organization.entity';

/**
 * Spec 3 Manager: a person on the ground who sees the assignments and meals of some events of one
 * organization (eventIds, no foreign key: checked against the organization's events when saved, and a
 * deleted event simply matches nothing). The password is an argon2 hash, as users' are; an invitation
 * lets the manager choose it (the link's token kept as a SHA-256 hash, until it expires or is used).
 */
@Entity('manager')
@Unique('UQ_manager_organization_email', ['organizationId', 'email'])
@Unique('UQ_manager_invitation', ['invitationTokenHash'])
export class Manager {
  @PrimaryGeneratedColumn({ primaryKeyConstraintName: 'PK_manager' })
  id: number;

  @Column({ type: 'integer' })
  organizationId: number;

  /** Declares the foreign key only; never loaded. */
  @ManyToOne(() => Organization, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'organization_id', foreignKeyConstraintName: 'FK_manager_organization' })
  organization?: Organization;

  /** Lower-cased. */
  @Column({ type: 'text' })
  email: string;

  /** Null until the manager has chosen a password (invitation). */
  @Column({ type: 'text', nullable: true })
  passwordHash: string | null;

  @Column({ type: 'integer', array: true })
  eventIds: number[];

  @Column({ type: 'text', nullable: true })
  invitationTokenHash: string | null;

  @Column({ type: 'timestamptz', nullable: true })
  invitationExpiresAt: Date | null;

  /** When the last invitation was sent. */
  @Column({ type: 'timestamptz', nullable: true })
  invitedAt: Date | null;

  /** Whether the organizer lets this manager cancel slots on behalf of volunteers (issue 15: "where the organizer allows it"). */
  @Column({ type: 'boolean', default: false })
  canCancelSlots: boolean;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  modifiedAt: Date;
}

/** A signed-in manager (12 h): the token is sent in X-Manager-Token and kept here as a hash. */
@Entity('manager_session')
@Index('IDX_manager_session_manager', ['managerId'])
@Unique('UQ_manager_session_token', ['tokenHash'])
export class ManagerSession {
  @PrimaryGeneratedColumn({ primaryKeyConstraintName: 'PK_manager_session' })
  id: number;

  @Column({ type: 'integer' })
  managerId: number;

  /** Declares the foreign key only; never loaded. */
  @ManyToOne(() => Manager, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'manager_id', foreignKeyConstraintName: 'FK_manager_session_manager' })
  manager?: Manager;

  @Column({ type: 'text' })
  tokenHash: string;

  @Column({ type: 'timestamptz' })
  expiresAt: Date;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}
