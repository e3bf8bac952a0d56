import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { Event } from './event.entity';
import { Field, ID, ObjectType } from 'type-graphql';

@ObjectType('EventImage')
@Entity('event_image')
@Index('IDX_event_image_event', ['eventId'])
export class EventImage {
  @Field(() => ID)
  @PrimaryGeneratedColumn({ primaryKeyConstraintName: 'PK_event_image' })
  id: number;

  @Column({ type: 'integer' })
  eventId: number;

  /** Declares the foreign key only; never loaded. */
  @ManyToOne(() => Event, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'event_id', foreignKeyConstraintName: 'FK_event_image_event' })
  event?: Event;

  @Field({ description: '/media/<uuid>.jpg' })
  @Column({ type: 'text' })
  url: string;

  @Column({ type: 'integer', default: 0 })
  order: number;
}
