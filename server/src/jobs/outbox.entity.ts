import { Check, Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

export type OutboxStatus = 'pending' | 'dispatched' | 'done' | 'failed';

/**
 * One job of the transactional outbox (DESIGN.md "Jobs and mail"): written in the same transaction as
 * the change that causes it, then handed to the queue by the dispatcher. The runner reads and writes it
 * with SQL (outbox-store.ts); the entity declares the table for TypeORM and for reading in tests.
 */
@Entity('outbox')
@Index('IDX_outbox_status_available_at', ['status', 'availableAt'])
@Check('CHK_outbox_status', `"status" IN ('pending','dispatched','done','failed')`)
export class OutboxJob {
  /** bigint: node-postgres returns it as a string. */
  @PrimaryGeneratedColumn({ type: 'bigint', primaryKeyConstraintName: 'PK_outbox' })
  id: string;

  @Column({ type: 'text' })
  kind: string;

  @Column({ type: 'jsonb' })
  payload: Record<string, unknown>;

  @Column({ type: 'text', default: 'pending' })
  status: OutboxStatus;

  /** Attempts started so far, whichever backend ran them. */
  @Column({ type: 'integer', default: 0 })
  attempts: number;

  @Column({ type: 'timestamptz', default: () => 'now()' })
  availableAt: Date;

  @Column({ type: 'text', nullable: true })
  lastError: string | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  @Column({ type: 'timestamptz', nullable: true })
  dispatchedAt: Date | null;

  @Column({ type: 'timestamptz', nullable: true })
  doneAt: Date | null;
}
