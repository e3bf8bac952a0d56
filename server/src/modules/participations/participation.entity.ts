import { ParticipationStatus } from '@benevo/schema';
import { Check, Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import { EventScopedEntity } from '../../db/event-scoped.entity';
import { Event } from '../events/event.entity';
import { TimeSlot } from '../slots/time-slot.entity';
import { Volunteer } from '../volunteers/volunteer.entity';
import { Field, ID, Int, ObjectType } from 'type-graphql';

/**
 * Spec 3 Participation: one volunteer (or a group of nbParticipants) on one slot. It keeps what was
 * submitted at sign-up (names, e-mail, phone, born date), even when the volunteer's profile differs.
 */
@ObjectType('Participation')
@Entity('participation')
@Index('IDX_participation_time_slot', ['timeSlotId'])
@Index('IDX_participation_event', ['eventId'])
@Index('IDX_participation_volunteer', ['volunteerId'])
@Index('IDX_participation_organization_status', ['organizationId', 'validationStatus'])
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

  /** Declares the foreign key only; never loaded. */
  @ManyToOne(() => Volunteer, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'volunteer_id', foreignKeyConstraintName: 'FK_participation_volunteer' })
  volunteer?: Volunteer;

  /** The sign-up (one form submission) that created it; null for participations added by an organizer. */
  @Column({ type: 'uuid', nullable: true })
  registrationId: string | null;

  /** The language the volunteer signed up in: their mails about this participation use it. */
  @Column({ type: 'text', default: 'fr' })
  language: string;

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

  @Field()
  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt: Date;
}
