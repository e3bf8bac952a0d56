import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { EventScopedEntity } from '../../db/event-scoped.entity';
import { Event } from './event.entity';
import { Field, ID, Int, ObjectType } from 'type-graphql';

/** An event's group of positions (DESIGN.md "Conventions"). */
@ObjectType('Sector')
@Entity('sector')
@Index('IDX_sector_event', ['eventId'])
export class Sector extends EventScopedEntity {
  @Field(() => ID)
  @PrimaryGeneratedColumn({ primaryKeyConstraintName: 'PK_sector' })
  id: number;

  /** Declares the foreign key only; never loaded. */
  @ManyToOne(() => Event, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'event_id', foreignKeyConstraintName: 'FK_sector_event' })
  event?: Event;

  @Field()
  @Column({ type: 'text' })
  name: string;

  @Field()
  @Column({ type: 'text', default: '' })
  description: string;

  @Field(() => Int)
  @Column({ type: 'integer', default: 0 })
  order: number;
}
