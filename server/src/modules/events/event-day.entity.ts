import { Check, Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { Event } from './event.entity';
import { Field, ID, ObjectType } from 'type-graphql';

/** Spec 3 Event day: a range on the planning grid; its slots live inside it (+10:00 rule). */
@ObjectType('EventDay')
@Entity('event_day')
@Index('IDX_event_day_event', ['eventId', 'startsAt'])
@Check('CHK_event_day_range', `"ends_at" > "starts_at"`)
export class EventDay {
  @Field(() => ID)
  @PrimaryGeneratedColumn({ primaryKeyConstraintName: 'PK_event_day' })
  id: number;

  @Column({ type: 'integer' })
  eventId: number;

  /** Declares the foreign key only; never loaded. */
  @ManyToOne(() => Event, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'event_id', foreignKeyConstraintName: 'FK_event_day_event' })
  event?: Event;

  @Field()
  @Column({ type: 'timestamptz' })
  startsAt: Date;

  @Field()
  @Column({ type: 'timestamptz' })
  endsAt: Date;
}
