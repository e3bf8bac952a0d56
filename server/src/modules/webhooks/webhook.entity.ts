import { Check, Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, Unique, UpdateDateColumn } from 'typeorm';
import { User } from '../auth/user.entity';
import { Organization } from '../organizations/organization.entity';

/**
 * A URL an organization registered for some events (issue 16). The signing secret is shown once; it is
 * kept encrypted with the server's SECRET_KEY (AES-256-GCM), never hashed: each delivery is signed with it.
 */
@Entity('webhook')
@Index('IDX_webhook_organization', ['organizationId'])
export class Webhook {
  @PrimaryGeneratedColumn({ primaryKeyConstraintName: 'PK_webhook' })
  id: number;

  @Column({ type: 'integer' })
  organizationId: number;

  /** Declares the foreign key only; never loaded. */
  @ManyToOne(() => Organization, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'organization_id', foreignKeyConstraintName: 'FK_webhook_organization' })
  organization?: Organization;

  @Column({ type: 'text' })
  url: string;

  @Column({ type: 'text', default: '' })
  description: string;

  /** WebhookEvent names. */
  @Column({ type: 'text', array: true })
  events: string[];

  /** `iv.tag.ciphertext` (base64url) of the secret. */
  @Column({ type: 'text' })
  secretEncrypted: string;

  @Column({ type: 'boolean', default: true })
  isActive: boolean;

  @Column({ type: 'integer', nullable: true })
  createdById: number | null;

  /** Declares the foreign key only; never loaded. */
  @ManyToOne(() => User, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'created_by_id', foreignKeyConstraintName: 'FK_webhook_created_by' })
  createdBy?: User;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt: Date;
}

export type DeliveryStatus = 'pending' | 'succeeded' | 'failed';

/** One event sent (or to send) to one webhook: the delivery record the outbox job updates. */
@Entity('webhook_delivery')
@Unique('UQ_webhook_delivery_uuid', ['uuid'])
@Index('IDX_webhook_delivery_webhook', ['webhookId', 'createdAt'])
@Check('CHK_webhook_delivery_status', `"status" IN ('pending', 'succeeded', 'failed')`)
export class WebhookDelivery {
  @PrimaryGeneratedColumn({ primaryKeyConstraintName: 'PK_webhook_delivery' })
  id: number;

  /** The delivery's public id (X-Benevo-Delivery and the body's `id`): the same on every retry. */
  @Column({ type: 'uuid' })
  uuid: string;

  @Column({ type: 'integer' })
  webhookId: number;

  /** Declares the foreign key only; never loaded. */
  @ManyToOne(() => Webhook, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'webhook_id', foreignKeyConstraintName: 'FK_webhook_delivery_webhook' })
  webhook?: Webhook;

  @Column({ type: 'integer' })
  organizationId: number;

  @Column({ type: 'text' })
  event: string;

  /** The event's `data` (ids and public fields; never a secret). */
  @Column({ type: 'jsonb' })
  payload: Record<string, unknown>;

  @Column({ type: 'text', default: 'pending' })
  status: DeliveryStatus;

  @Column({ type: 'integer', default: 0 })
  attempts: number;

  @Column({ type: 'integer', nullable: true })
  responseCode: number | null;

  @Column({ type: 'text', nullable: true })
  lastError: string | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  @Column({ type: 'timestamptz', nullable: true })
  lastAttemptAt: Date | null;

  @Column({ type: 'timestamptz', nullable: true })
  deliveredAt: Date | null;
}
