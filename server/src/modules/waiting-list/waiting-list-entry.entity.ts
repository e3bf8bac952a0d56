import { Check, Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, Unique } from 'typeorm';
import { Field, ID, Int, ObjectType } from 'type-graphql';
import { EventScopedEntity } from '../../db/event-scoped.entity';
import { Event } from '../events/event.entity';
import { TimeSlot } from '../slots/time-slot.entity';
import { Volunteer } from '../volunteers/volunteer.entity';

/**
 * A place in a full slot's waiting list. `rank` orders the list (the organizer may reorder it). A freed
 * place is *offered* to the first waiting entry: the place stays held (capacity counts it) until
 * `offerExpiresAt`, and the entry's `offerToken` confirms it; a lapsed offer passes to the next entry.
 * It keeps what was submitted at sign-up, as a participation does.
 */
@ObjectType('WaitingListEntry')
@Entity('waiting_list_entry')
@Index('IDX_waiting_list_entry_slot_rank', ['timeSlotId', 'rank'])
@Index('IDX_waiting_list_entry_volunteer', ['volunteerId'])
@Index('IDX_waiting_list_entry_event', ['eventId'])
@Unique('UQ_waiting_list_entry_offer_token', ['offerToken'])
@Check('CHK_waiting_list_entry_status', `"status" IN ('waiting', 'offered', 'confirmed', 'lapsed', 'left', 'removed')`)
@Check('CHK_waiting_list_entry_nb', `"nb_participants" >= 1`)
export class WaitingListEntry extends EventScopedEntity {
  @Field(() => ID)
  @PrimaryGeneratedColumn({ primaryKeyConstraintName: 'PK_waiting_list_entry' })
  id: number;

  /** Declares the foreign key only; never loaded. */
  @ManyToOne(() => Event, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'event_id', foreignKeyConstraintName: 'FK_waiting_list_entry_event' })
  event?: Event;

  @Field(() => ID)
  @Column({ type: 'integer' })
  timeSlotId: number;

  /** Declares the foreign key only; never loaded. */
  @ManyToOne(() => TimeSlot, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'time_slot_id', foreignKeyConstraintName: 'FK_waiting_list_entry_time_slot' })
  timeSlot?: TimeSlot;

  @Field(() => ID)
  @Column({ type: 'integer' })
  volunteerId: number;

  /** Declares the foreign key only; never loaded. */
  @ManyToOne(() => Volunteer, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'volunteer_id', foreignKeyConstraintName: 'FK_waiting_list_entry_volunteer' })
  volunteer?: Volunteer;

  @Field(() => Int)
  @Column({ type: 'integer' })
  rank: number;

  /** waiting, offered (place held), confirmed (became a participation), lapsed, left (by the volunteer), removed (by the organizer). */
  @Field()
  @Column({ type: 'text', default: 'waiting' })
  status: 'waiting' | 'offered' | 'confirmed' | 'lapsed' | 'left' | 'removed';

  @Column({ type: 'text', nullable: true })
  offerToken: string | null;

  @Field(() => Date, { nullable: true })
  @Column({ type: 'timestamptz', nullable: true })
  offerExpiresAt: Date | null;

  @Field(() => Int)
  @Column({ type: 'integer', default: 1 })
  nbParticipants: number;

  @Field()
  @Column({ type: 'text', default: '' })
  groupName: string;

  @Field()
  @Column({ type: 'text', default: '' })
  firstName: string;

  @Field()
  @Column({ type: 'text', default: '' })
  lastName: string;

  @Field()
  @Column({ type: 'text', default: '' })
  email: string;

  @Column({ type: 'text', default: '' })
  phoneNumber: string;

  @Column({ type: 'date', nullable: true })
  bornDate: string | null;

  @Column({ type: 'text', default: 'fr' })
  language: string;

  /** The sign-up that joined the list; its answers to the form are kept with it. */
  @Column({ type: 'uuid', nullable: true })
  registrationId: string | null;

  /** The sign-up's answers to the event's form (attribute id, stored text), saved on confirmation. */
  @Column({ type: 'jsonb', default: () => "'[]'" })
  answers: Array<{ attributeId: string; value: string | null }>;

  @Field()
  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}
