import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { Organization } from '../organizations/organization.entity';

/**
 * One security event (issue 16): logins, failed logins, two-factor changes, token and webhook changes,
 * licence and flag changes, super admin switches. Append-only; visible to the organization's members
 * (its admins) for its rows and to staff for every row. `organizationId` is null for events of a user
 * that concern no organization (a failed login of an unknown address keeps the typed login in `detail`).
 */
@Entity('audit_entry')
@Index('IDX_audit_entry_organization', ['organizationId', 'createdAt'])
@Index('IDX_audit_entry_user', ['userId', 'createdAt'])
export class AuditEntry {
  @PrimaryGeneratedColumn({ primaryKeyConstraintName: 'PK_audit_entry' })
  id: number;

  @Column({ type: 'integer', nullable: true })
  organizationId: number | null;

  /** Declares the foreign key only; never loaded. */
  @ManyToOne(() => Organization, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'organization_id', foreignKeyConstraintName: 'FK_audit_entry_organization' })
  organization?: Organization;

  /** The user the event is about (the one who logged in, changed a device...), if known. */
  @Column({ type: 'integer', nullable: true })
  userId: number | null;

  /** Who did it when it is not the user (a staff member switching in, an admin changing a flag). */
  @Column({ type: 'integer', nullable: true })
  actorId: number | null;

  /** A dotted action name, e.g. `login.succeeded`, `otp.device.added` (AuditAction). */
  @Column({ type: 'text' })
  action: string;

  /** Non-secret details (device kind, changed flags, token name...). Never a secret, code or token. */
  @Column({ type: 'jsonb', default: {} })
  detail: Record<string, unknown>;

  @Column({ type: 'text', default: '' })
  ipAddress: string;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}
