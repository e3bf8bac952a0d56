import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, Unique } from 'typeorm';
import { Volunteer } from '../volunteers/volunteer.entity';

/**
 * A one-time portal login link (issue 17): mailed to a volunteer who asked on the portal home. Only a
 * SHA-256 of the code is kept; it is exchanged once (used_at) for the volunteer's portal token, before
 * expires_at (15 minutes).
 */
@Entity('volunteer_login_link')
@Unique('UQ_volunteer_login_link_code_hash', ['codeHash'])
@Index('IDX_volunteer_login_link_volunteer', ['volunteerId'])
export class VolunteerLoginLink {
  @PrimaryGeneratedColumn({ primaryKeyConstraintName: 'PK_volunteer_login_link' })
  id: number;

  @Column({ type: 'integer' })
  volunteerId: number;

  /** Declares the foreign key only; never loaded. */
  @ManyToOne(() => Volunteer, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'volunteer_id', foreignKeyConstraintName: 'FK_volunteer_login_link_volunteer' })
  volunteer?: Volunteer;

  @Column({ type: 'text' })
  codeHash: string;

  @Column({ type: 'timestamptz' })
  expiresAt: Date;

  @Column({ type: 'timestamptz', nullable: true })
  usedAt: Date | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}
