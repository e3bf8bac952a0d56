import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryColumn, PrimaryGeneratedColumn } from 'typeorm';
import { EventScopedEntity } from '../../db/event-scoped.entity';
import { Event } from '../events/event.entity';
import { Position } from '../positions/position.entity';
import { TimeSlot } from '../slots/time-slot.entity';

/**
 * A meal an event hands out (lunch, dinner...). Positions and slots grant it through two join tables
 * (meal_position, meal_slot) rather than id arrays: the foreign keys drop a grant with its position or
 * slot, so a deleted slot never lingers in a meal.
 */
@Entity('meal')
@Index('IDX_meal_event', ['eventId', 'order'])
export class Meal extends EventScopedEntity {
  @PrimaryGeneratedColumn({ primaryKeyConstraintName: 'PK_meal' })
  id: number;

  /** Declares the foreign key only; never loaded. */
  @ManyToOne(() => Event, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'event_id', foreignKeyConstraintName: 'FK_meal_event' })
  event?: Event;

  @Column({ type: 'text' })
  name: string;

  /** Position among the event's meals (creation order; the kitchen list follows it). */
  @Column({ type: 'integer', default: 0 })
  order: number;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}

/** Every accepted volunteer of the position's slots gets the meal (once a day). */
@Entity('meal_position')
@Index('IDX_meal_position_position', ['positionId'])
export class MealPosition {
  @PrimaryColumn({ type: 'integer', primaryKeyConstraintName: 'PK_meal_position' })
  mealId: number;

  @PrimaryColumn({ type: 'integer', primaryKeyConstraintName: 'PK_meal_position' })
  positionId: number;

  /** Declares the foreign key only; never loaded. */
  @ManyToOne(() => Meal, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'meal_id', foreignKeyConstraintName: 'FK_meal_position_meal' })
  meal?: Meal;

  /** Declares the foreign key only; never loaded. */
  @ManyToOne(() => Position, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'position_id', foreignKeyConstraintName: 'FK_meal_position_position' })
  position?: Position;
}

/** Every accepted volunteer of the slot gets the meal (once a day). */
@Entity('meal_slot')
@Index('IDX_meal_slot_slot', ['timeSlotId'])
export class MealSlot {
  @PrimaryColumn({ type: 'integer', primaryKeyConstraintName: 'PK_meal_slot' })
  mealId: number;

  @PrimaryColumn({ type: 'integer', primaryKeyConstraintName: 'PK_meal_slot' })
  timeSlotId: number;

  /** Declares the foreign key only; never loaded. */
  @ManyToOne(() => Meal, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'meal_id', foreignKeyConstraintName: 'FK_meal_slot_meal' })
  meal?: Meal;

  /** Declares the foreign key only; never loaded. */
  @ManyToOne(() => TimeSlot, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'time_slot_id', foreignKeyConstraintName: 'FK_meal_slot_time_slot' })
  timeSlot?: TimeSlot;
}
