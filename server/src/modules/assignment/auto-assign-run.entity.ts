import { Check, Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import type { AutoAssignOptionsValues, AutoAssignRunStatusName } from '@benevo/schema';
import { EventScopedEntity } from '../../db/event-scoped.entity';
import { Event } from '../events/event.entity';
import type { StoredProposal } from './assignment.proposal';

/**
 * One run of the auto-assignment solver for an event (issue 18): the options it was asked with, its
 * progress while a background job solves, then the proposal (the solver's result with the names and
 * times needed to explain it). `applied` once the organizer applied it (participations created).
 */
@Entity('auto_assign_run')
@Index('IDX_auto_assign_run_event', ['eventId', 'createdAt'])
@Check('CHK_auto_assign_run_status', `"status" IN ('queued', 'running', 'done', 'failed', 'applied')`)
@Check('CHK_auto_assign_run_progress', `"progress" BETWEEN 0 AND 100`)
export class AutoAssignRun extends EventScopedEntity {
  @PrimaryGeneratedColumn({ primaryKeyConstraintName: 'PK_auto_assign_run' })
  id: number;

  /** Declares the foreign key only; never loaded. */
  @ManyToOne(() => Event, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'event_id', foreignKeyConstraintName: 'FK_auto_assign_run_event' })
  event?: Event;

  @Column({ type: 'text', default: 'queued' })
  status: AutoAssignRunStatusName;

  @Column({ type: 'integer', default: 0 })
  progress: number;

  /** The options after validation and defaults (ids as strings, as the API takes them). */
  @Column({ type: 'jsonb' })
  options: AutoAssignOptionsValues;

  /** Set when done. */
  @Column({ type: 'jsonb', nullable: true })
  proposal: StoredProposal | null;

  /** The catalogue key of why it failed (never an internal message). */
  @Column({ type: 'text', nullable: true })
  error: string | null;

  /** The outbox job that solves it (background runs). */
  @Column({ type: 'integer', nullable: true })
  jobId: number | null;

  /** The organizer user who started it (no foreign key: the history outlives the account). */
  @Column({ type: 'integer', nullable: true })
  createdById: number | null;

  @Column({ type: 'integer', nullable: true })
  appliedCount: number | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt: Date;

  @Column({ type: 'timestamptz', nullable: true })
  finishedAt: Date | null;

  @Column({ type: 'timestamptz', nullable: true })
  appliedAt: Date | null;
}
