import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { User } from '../auth/user.entity';
import { Organization } from './organization.entity';

/** A user's access to an organization as an organizer. */
@Entity('membership')
@Index('IDX_membership_user_org', ['userId', 'organizationId'], { unique: true })
export class Membership {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'integer' })
  userId: number;

  /** Declares the foreign key only; never loaded (no lazy or eager relations). */
  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id', foreignKeyConstraintName: 'membership_user_id_fkey' })
  user?: User;

  @Index('IDX_membership_org')
  @Column({ type: 'integer' })
  organizationId: number;

  @ManyToOne(() => Organization, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'organization_id', foreignKeyConstraintName: 'membership_organization_id_fkey' })
  organization?: Organization;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}
