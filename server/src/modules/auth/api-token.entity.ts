import { Check, Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, Unique } from 'typeorm';
import { Session } from './session.entity';
import { User } from './user.entity';

/**
 * An integrator's API token (`Authorization: Token <token>`), one per login as django-rest-knox
 * issues them. Only its SHA-256 is stored. A token issued with a browser-style session (the REST
 * login) goes with that session; logout, a password reset and "log out everywhere" revoke tokens.
 */
@Entity('api_token')
@Unique('UQ_api_token_hash', ['tokenHash'])
@Index('IDX_api_token_user_kind', ['userId', 'kind'])
@Check('CHK_api_token_kind', `"kind" IN ('login', 'personal')`)
export class ApiToken {
  @PrimaryGeneratedColumn({ primaryKeyConstraintName: 'PK_api_token' })
  id: number;

  @Index('IDX_api_token_user')
  @Column({ type: 'integer' })
  userId: number;

  /** Declares the foreign key only; never loaded. */
  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id', foreignKeyConstraintName: 'api_token_user_id_fkey' })
  user?: User;

  @Column({ type: 'text' })
  tokenHash: string;

  /** The session opened by the same login, if any: the token ends with it. */
  @Index('IDX_api_token_session')
  @Column({ type: 'text', nullable: true })
  sessionIdHash: string | null;

  @ManyToOne(() => Session, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'session_id_hash', referencedColumnName: 'idHash', foreignKeyConstraintName: 'api_token_session_id_hash_fkey' })
  session?: Session;

  /**
   * `login`: issued by a login (full rights, as before issue 16); `personal`: created in the profile,
   * with a name, scopes and an optional expiry (personal-tokens.service.ts).
   */
  @Column({ type: 'text', default: 'login' })
  kind: ApiTokenKind;

  /** The personal token's name (empty for login tokens). */
  @Column({ type: 'text', default: '' })
  name: string;

  /** What a personal token may do (`read`, `write`); null for login tokens: full rights. */
  @Column({ type: 'text', array: true, nullable: true })
  scopes: TokenScope[] | null;

  /** After this instant the token authenticates nobody; null: no expiry. */
  @Column({ type: 'timestamptz', nullable: true })
  expiresAt: Date | null;

  /** Updated at most once an hour (authenticate). */
  @Column({ type: 'timestamptz', nullable: true })
  lastUsedAt: Date | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}

export type ApiTokenKind = 'login' | 'personal';
export type TokenScope = 'read' | 'write';
export const TOKEN_SCOPES: readonly TokenScope[] = ['read', 'write'];
