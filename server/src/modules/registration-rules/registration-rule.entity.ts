import type { AgeBand } from '@benevo/schema';
import { Check, Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { Field, ID, ObjectType } from 'type-graphql';
import { EventScopedEntity } from '../../db/event-scoped.entity';
import { Event } from '../events/event.entity';
import { Position } from '../positions/position.entity';
import { VolunteerCategory } from '../volunteers/volunteer-category.entity';

/**
 * A restriction rule of an event (/custom/registration-rules/): a position, or every position when
 * positionId is null, is open only to volunteers of a category and/or of an age band (on the slot's
 * start date). A position with rules takes a volunteer who matches at least one of them.
 */
@ObjectType('RegistrationRule')
@Entity('registration_rule')
@Index('IDX_registration_rule_event', ['eventId'])
@Check('CHK_registration_rule_age_band', `"age_band" IS NULL OR "age_band" IN ('under14', '14-16', '16-18', '18+')`)
@Check('CHK_registration_rule_something', `"category_id" IS NOT NULL OR "age_band" IS NOT NULL`)
export class RegistrationRule extends EventScopedEntity {
  @Field(() => ID)
  @PrimaryGeneratedColumn({ primaryKeyConstraintName: 'PK_registration_rule' })
  id: number;

  /** Declares the foreign key only; never loaded. */
  @ManyToOne(() => Event, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'event_id', foreignKeyConstraintName: 'FK_registration_rule_event' })
  event?: Event;

  @Column({ type: 'integer', nullable: true })
  positionId: number | null;

  /** Declares the foreign key only; never loaded. */
  @ManyToOne(() => Position, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'position_id', foreignKeyConstraintName: 'FK_registration_rule_position' })
  position?: Position;

  @Column({ type: 'integer', nullable: true })
  categoryId: number | null;

  /** Declares the foreign key only; never loaded. */
  @ManyToOne(() => VolunteerCategory, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'category_id', foreignKeyConstraintName: 'FK_registration_rule_category' })
  category?: VolunteerCategory;

  @Field(() => String, { nullable: true, description: 'under14 | 14-16 | 16-18 | 18+' })
  @Column({ type: 'text', nullable: true })
  ageBand: AgeBand | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}
