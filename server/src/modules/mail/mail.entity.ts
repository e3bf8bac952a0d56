import { Check, Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { Organization } from '../organizations/organization.entity';

export type MailStatus = 'queued' | 'sent' | 'stored' | 'failed';

/**
 * One message to one recipient, and its delivery record: a retried or re-dispatched `mail.send` job
 * reads the status here and never delivers twice. Without SMTP_URL a processed mail is `stored`: this
 * table is then the embedded mailbox shown at /dev/mailbox.
 */
@Entity('mail')
@Index('IDX_mail_to_address', ['toAddress'])
@Index('IDX_mail_created_at', ['createdAt'])
@Index('IDX_mail_organization', ['organizationId'])
@Check('CHK_mail_status', `"status" IN ('queued','sent','stored','failed')`)
export class Mail {
  @PrimaryGeneratedColumn({ primaryKeyConstraintName: 'PK_mail' })
  id: number;

  @Column({ type: 'integer', nullable: true })
  organizationId: number | null;

  /** Declares the foreign key only; never loaded. */
  @ManyToOne(() => Organization, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'organization_id', foreignKeyConstraintName: 'mail_organization_id_fkey' })
  organization?: Organization;

  @Column({ type: 'text' })
  toAddress: string;

  /** The platform address (MAIL_FROM) the sending process used; null until the mail is processed. */
  @Column({ type: 'text', nullable: true })
  fromAddress: string | null;

  /** Display name of the From header: the organization's name. */
  @Column({ type: 'text' })
  fromName: string;

  @Column({ type: 'text', nullable: true })
  replyTo: string | null;

  @Column({ type: 'text' })
  subject: string;

  @Column({ type: 'text' })
  html: string;

  @Column({ type: 'text' })
  text: string;

  @Column({ type: 'text', default: 'fr' })
  language: string;

  @Column({ type: 'text', default: 'queued' })
  status: MailStatus;

  @Column({ type: 'integer', default: 0 })
  attempts: number;

  @Column({ type: 'text', nullable: true })
  lastError: string | null;

  @Column({ type: 'text', nullable: true })
  messageId: string | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  @Column({ type: 'timestamptz', nullable: true })
  sentAt: Date | null;
}
