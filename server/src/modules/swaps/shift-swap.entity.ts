import { Check, Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import { EventScopedEntity } from '../../db/event-scoped.entity';
import { Event } from '../events/event.entity';
import { Participation } from '../participations/participation.entity';
import { Volunteer } from '../volunteers/volunteer.entity';

export type ShiftSwapStatus = 'open' | 'pending_approval' | 'done' | 'cancelled' | 'refused';

/**
 * A shift swap (issue 17): a volunteer offers one of their accepted shifts (`participationId`) to the
 * event's volunteers (`targetVolunteerId` null) or to a named colleague of the organization (their
 * address and volunteer). A taker takes it: the swap is done at once, or waits for the organizer's
 * approval (`pending_approval`, the taker known) when the event asks for it. Done: the offerer's
 * participation is cancelled and `takerParticipationId` is the taker's new one. Withdrawn by the
 * offerer, or the shift gone meanwhile: `cancelled`; refused by the organizer: `refused`.
 */
@Entity('shift_swap')
@Index('IDX_shift_swap_participation', ['participationId'])
@Index('IDX_shift_swap_event_status', ['eventId', 'status'])
@Index('IDX_shift_swap_offered_by', ['offeredById'])
@Index('IDX_shift_swap_target_volunteer', ['targetVolunteerId'])
@Check('CHK_shift_swap_status', `"status" IN ('open', 'pending_approval', 'done', 'cancelled', 'refused')`)
export class ShiftSwap extends EventScopedEntity {
  @PrimaryGeneratedColumn({ primaryKeyConstraintName: 'PK_shift_swap' })
  id: number;

  /** Declares the foreign key only; never loaded. */
  @ManyToOne(() => Event, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'event_id', foreignKeyConstraintName: 'FK_shift_swap_event' })
  event?: Event;

  @Column({ type: 'integer' })
  participationId: number;

  /** Declares the foreign key only; never loaded. */
  @ManyToOne(() => Participation, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'participation_id', foreignKeyConstraintName: 'FK_shift_swap_participation' })
  participation?: Participation;

  @Column({ type: 'integer' })
  offeredById: number;

  /** Declares the foreign key only; never loaded. */
  @ManyToOne(() => Volunteer, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'offered_by_id', foreignKeyConstraintName: 'FK_shift_swap_offered_by' })
  offeredBy?: Volunteer;

  /** The named colleague's address (normalized); null: offered to every volunteer of the event. */
  @Column({ type: 'text', nullable: true })
  targetEmail: string | null;

  @Column({ type: 'integer', nullable: true })
  targetVolunteerId: number | null;

  /** Declares the foreign key only; never loaded. */
  @ManyToOne(() => Volunteer, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'target_volunteer_id', foreignKeyConstraintName: 'FK_shift_swap_target_volunteer' })
  targetVolunteer?: Volunteer;

  @Column({ type: 'text', default: 'open' })
  status: ShiftSwapStatus;

  @Column({ type: 'integer', nullable: true })
  takerId: number | null;

  /** Declares the foreign key only; never loaded. */
  @ManyToOne(() => Volunteer, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'taker_id', foreignKeyConstraintName: 'FK_shift_swap_taker' })
  taker?: Volunteer;

  /** The taker's participation, once the swap is done. */
  @Column({ type: 'integer', nullable: true })
  takerParticipationId: number | null;

  /** Declares the foreign key only; never loaded. */
  @ManyToOne(() => Participation, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'taker_participation_id', foreignKeyConstraintName: 'FK_shift_swap_taker_participation' })
  takerParticipation?: Participation;

  /** The organizer's reason when refused. */
  @Column({ type: 'text', default: '' })
  decisionMessage: string;

  /** The organizer user who approved or refused (no foreign key: the history outlives the account). */
  @Column({ type: 'integer', nullable: true })
  decidedById: number | null;

  @Column({ type: 'timestamptz', nullable: true })
  takenAt: Date | null;

  @Column({ type: 'timestamptz', nullable: true })
  decidedAt: Date | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt: Date;
}
