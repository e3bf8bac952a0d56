import { ParticipationStatus } from '@benevo/schema';
import { Check, Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { EventScopedEntity } from '../../db/event-scoped.entity';
import { Event } from '../events/event.entity';
import { TimeSlot } from '../slots/time-slot.entity';
import { Field, ID, Int, ObjectType } from 'type-graphql';

/** Spec 3 Participation, read side: the planning shows who holds the places (sign-up is issue 4). */
@ObjectType('Participation')
@Entity('participation')
@Index('IDX_participation_time_slot', ['timeSlotId'])
@Index('IDX_participation_event', ['eventId'])
@Check('CHK_participation_nb', `"nb_participants" >= 1`)
@Check('CHK_participation_status', `"validation_status" BETWEEN 0 AND 6`)
export class Participation extends EventScopedEntity {
  @Field(() => ID)
  @PrimaryGeneratedColumn({ primaryKeyConstraintName: 'PK_participation' })
  id: number;

  /** Declares the foreign key only; never loaded. */
  @ManyToOne(() => Event, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'event_id', foreignKeyConstraintName: 'FK_participation_event' })
  event?: Event;

  @Column({ type: 'integer' })
  timeSlotId: number;

  /** Declares the foreign key only; never loaded. */
  @ManyToOne(() => TimeSlot, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'time_slot_id', foreignKeyConstraintName: 'FK_participation_time_slot' })
  timeSlot?: TimeSlot;

  @Column({ type: 'integer', nullable: true })
  volunteerId: number | null;

  @Field()
  @Column({ type: 'text', default: '' })
  firstName: string;

  @Field()
  @Column({ type: 'text', default: '' })
  lastName: string;

  @Column({ type: 'text', default: '' })
  email: string;

  @Column({ type: 'text', default: '' })
  phoneNumber: string;

  @Field(() => Int)
  @Column({ type: 'integer', default: 1 })
  nbParticipants: number;

  @Field()
  @Column({ type: 'text', default: '' })
  groupName: string;

  @Field(() => ParticipationStatus)
  @Column({ type: 'smallint', default: ParticipationStatus.ACCEPTED })
  validationStatus: ParticipationStatus;

  @Column({ type: 'text', default: '' })
  validationMessage: string;

  @Column({ type: 'date', nullable: true })
  bornDate: string | null;

  @Field()
  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}
