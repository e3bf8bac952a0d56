import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/** A user's access to an organization as an organizer. */
@Entity('membership')
@Index('IDX_membership_user_org', ['userId', 'organizationId'], { unique: true })
export class Membership {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'integer' })
  userId: number;

  @Index('IDX_membership_org')
  @Column({ type: 'integer' })
  organizationId: number;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}
