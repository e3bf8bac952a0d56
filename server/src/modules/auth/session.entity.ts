import { Column, CreateDateColumn, Entity, Index, PrimaryColumn } from 'typeorm';

/** A browser session. The cookie holds a random id; only its SHA-256 is stored. */
@Entity('user_session')
export class Session {
  @PrimaryColumn({ type: 'text' })
  idHash: string;

  @Index('IDX_user_session_user')
  @Column({ type: 'integer' })
  userId: number;

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
