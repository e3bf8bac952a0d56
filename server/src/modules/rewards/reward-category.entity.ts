import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { EventScopedEntity } from '../../db/event-scoped.entity';
import { Event } from '../events/event.entity';
import { Field, Float, ID, ObjectType } from 'type-graphql';

/** Spec 3 RewardCategory: points per hour for the slots that use it. */
@ObjectType('RewardCategory')
@Entity('reward_category')
@Index('IDX_reward_category_event', ['eventId'])
export class RewardCategory extends EventScopedEntity {
  @Field(() => ID)
  @PrimaryGeneratedColumn({ primaryKeyConstraintName: 'PK_reward_category' })
  id: number;

  /** Declares the foreign key only; never loaded. */
  @ManyToOne(() => Event, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'event_id', foreignKeyConstraintName: 'FK_reward_category_event' })
  event?: Event;

  @Field()
  @Column({ type: 'text' })
  name: string;

  @Field(() => Float)
  @Column({ type: 'double precision', default: 0 })
  hourlyRate: number;

  @Field()
  @Column({ type: 'text', default: '' })
  icon: string;

  @Field()
  @Column({ type: 'boolean', default: false })
  isDefault: boolean;

  @Field()
  @Column({ type: 'text', default: '#4fd68e' })
  timeSlotColor: string;
}
