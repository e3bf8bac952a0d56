import { Check, Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryColumn, PrimaryGeneratedColumn } from 'typeorm';
import { User } from '../auth/user.entity';

export type OtpMethodName = 'totp' | 'email';

/**
 * A second factor of a user (spec 7 "One-time password"): a code generator (TOTP, RFC 6238) or the
 * user's e-mail address. Unconfirmed until a first code was typed (setup -> validate).
 */
@Entity('otp_device')
@Check('CHK_otp_device_method', `"method" IN ('totp', 'email')`)
@Index('IDX_otp_device_user', ['userId'])
export class OtpDevice {
  @PrimaryGeneratedColumn({ primaryKeyConstraintName: 'PK_otp_device' })
  id: number;

  @Column({ type: 'integer' })
  userId: number;

  /** Declares the foreign key only; never loaded. */
  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id', foreignKeyConstraintName: 'FK_otp_device_user' })
  user?: User;

  @Column({ type: 'text' })
  method: OtpMethodName;

  @Column({ type: 'text' })
  name: string;

  /** TOTP: the base32 secret, encrypted (AES-256-GCM, key from SECRET_KEY); never answered after setup, never logged. */
  @Column({ type: 'text', nullable: true, select: false })
  secretEncrypted: string | null;

  @Column({ type: 'boolean', default: false })
  confirmed: boolean;

  /** TOTP: the last time step accepted; a code of this step or an earlier one is refused (no replay). */
  @Column({ type: 'integer', nullable: true })
  lastTotpStep: number | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  @Column({ type: 'timestamptz', nullable: true })
  lastUsedAt: Date | null;
}

/** One of the user's 10 backup codes: an HMAC of it, single use. */
@Entity('otp_backup_code')
@Index('IDX_otp_backup_code_user', ['userId'])
export class OtpBackupCode {
  @PrimaryGeneratedColumn({ primaryKeyConstraintName: 'PK_otp_backup_code' })
  id: number;

  @Column({ type: 'integer' })
  userId: number;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id', foreignKeyConstraintName: 'FK_otp_backup_code_user' })
  user?: User;

  @Column({ type: 'text' })
  codeHash: string;

  @Column({ type: 'timestamptz', nullable: true })
  usedAt: Date | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}

/** A code mailed for an e-mail device (HMAC of it); valid 5 minutes, single use. */
@Entity('otp_email_code')
@Index('IDX_otp_email_code_device', ['deviceId', 'createdAt'])
export class OtpEmailCode {
  @PrimaryGeneratedColumn({ primaryKeyConstraintName: 'PK_otp_email_code' })
  id: number;

  @Column({ type: 'integer' })
  deviceId: number;

  @ManyToOne(() => OtpDevice, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'device_id', foreignKeyConstraintName: 'FK_otp_email_code_device' })
  device?: OtpDevice;

  @Column({ type: 'text' })
  codeHash: string;

  @Column({ type: 'timestamptz' })
  expiresAt: Date;

  @Column({ type: 'timestamptz', nullable: true })
  usedAt: Date | null;

  /** Set from the module's clock (not the database's), so tests can move time. */
  @Column({ type: 'timestamptz' })
  createdAt: Date;
}

/**
 * A sign-in waiting for its second factor: the password was right, no session exists yet. The random
 * id travels in the http-only `benevo_otp` cookie (or as `ephemeralToken`); only its SHA-256 is stored.
 */
@Entity('otp_pending_login')
@Index('IDX_otp_pending_login_user', ['userId'])
export class OtpPendingLogin {
  @PrimaryColumn({ type: 'text', primaryKeyConstraintName: 'PK_otp_pending_login' })
  idHash: string;

  @Column({ type: 'integer' })
  userId: number;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id', foreignKeyConstraintName: 'FK_otp_pending_login_user' })
  user?: User;

  /** The user's credentials version at the password step: a password reset in between voids it. */
  @Column({ type: 'integer' })
  credentialsVersion: number;

  @Column({ type: 'timestamptz' })
  expiresAt: Date;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}
