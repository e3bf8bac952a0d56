import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryColumn } from 'typeorm';
import { User } from './user.entity';

/** A browser session. The cookie holds a random id; only its SHA-256 is stored. */
@Entity('user_session')
export class Session {
  @PrimaryColumn({ type: 'text' })
  idHash: string;

  @Index('IDX_user_session_user')
  @Column({ type: 'integer' })
  userId: number;

  /** Declares the foreign key only; never loaded. */
  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id', foreignKeyConstraintName: 'user_session_user_id_fkey' })
  user?: User;

  @Column({ type: 'integer', nullable: true })
  activeOrganizationId: number | null;

  @Column({ type: 'integer' })
  credentialsVersion: number;

  @Index('IDX_user_session_expires')
  @Column({ type: 'timestamptz' })
  expiresAt: Date;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}
