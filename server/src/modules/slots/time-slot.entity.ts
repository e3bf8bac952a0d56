import type { RecurrenceRule } from '@benevo/schema';
import { Check, Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { EventScopedEntity } from '../../db/event-scoped.entity';
import { Event } from '../events/event.entity';
import { Position } from '../positions/position.entity';
import { RewardCategory } from '../rewards/reward-category.entity';
import { Field, ID, Int, ObjectType } from 'type-graphql';

/** Spec 3 TimeSlot. Computed fields (duration, participants, points...) are in slots.resolver.ts. */
@ObjectType('TimeSlot')
@Entity('time_slot')
@Index('IDX_time_slot_position_start', ['positionId', 'startTime'])
@Index('IDX_time_slot_event', ['eventId'])
@Index('IDX_time_slot_series', ['series'], { where: '"series" IS NOT NULL' })
@Check('CHK_time_slot_range', `"end_time" > "start_time"`)
@Check('CHK_time_slot_required', `"required_volunteer_count" >= 0`)
export class TimeSlot extends EventScopedEntity {
  @Field(() => ID)
  @PrimaryGeneratedColumn({ primaryKeyConstraintName: 'PK_time_slot' })
  id: number;

  /** Declares the foreign key only; never loaded. */
  @ManyToOne(() => Event, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'event_id', foreignKeyConstraintName: 'FK_time_slot_event' })
  event?: Event;

  @Field(() => ID)
  @Column({ type: 'integer' })
  positionId: number;

  /** Declares the foreign key only; never loaded. */
  @ManyToOne(() => Position, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'position_id', foreignKeyConstraintName: 'FK_time_slot_position' })
  position?: Position;

  @Field()
  @Column({ type: 'text', default: '' })
  description: string;

  @Field()
  @Column({ type: 'timestamptz' })
  startTime: Date;

  @Field()
  @Column({ type: 'timestamptz' })
  endTime: Date;

  @Field(() => Int)
  @Column({ type: 'integer', default: 0 })
  requiredVolunteerCount: number;

  @Field()
  @Column({ type: 'boolean', default: false })
  isPrivate: boolean;

  @Field(() => String, { nullable: true, description: 'Series id shared by the slots of one recurrence' })
  @Column({ type: 'uuid', nullable: true })
  series: string | null;

  @Column({ type: 'jsonb', nullable: true })
  recurrence: RecurrenceRule | null;

  @Column({ type: 'integer', nullable: true })
  rewardCategoryId: number | null;

  /** Declares the foreign key only; never loaded. */
  @ManyToOne(() => RewardCategory, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'reward_category_id', foreignKeyConstraintName: 'FK_time_slot_reward_category' })
  rewardCategory?: RewardCategory;

  /** Points per hour for this slot; null takes the reward category's rate. */
  @Column({ type: 'double precision', nullable: true })
  hourlyRate: number | null;
}
