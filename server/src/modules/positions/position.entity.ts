import { ParticipationStatus } from '@benevo/schema';
import { Check, Column, Entity, Index, JoinColumn, ManyToOne, PrimaryColumn, PrimaryGeneratedColumn } from 'typeorm';
import { Event } from '../events/event.entity';
import { Sector } from '../events/sector.entity';
import { Tag } from '../tags/tag.entity';
import { Field, Float, ID, Int, ObjectType } from 'type-graphql';

/** Spec 3 Position (work area). maxParticipantsAtTime 0 means unlimited. */
@ObjectType('Position')
@Entity('position')
@Index('IDX_position_event_order', ['eventId', 'order'])
@Check('CHK_position_max_participants', `"max_participants_at_time" >= 0`)
@Check('CHK_position_validation_status', `"default_participation_validation_status" BETWEEN 0 AND 6`)
export class Position {
  @Field(() => ID)
  @PrimaryGeneratedColumn({ primaryKeyConstraintName: 'PK_position' })
  id: number;

  @Column({ type: 'integer' })
  organizationId: number;

  @Field(() => ID)
  @Column({ type: 'integer' })
  eventId: number;

  /** Declares the foreign key only; never loaded. */
  @ManyToOne(() => Event, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'event_id', foreignKeyConstraintName: 'FK_position_event' })
  event?: Event;

  @Column({ type: 'integer', nullable: true })
  sectorId: number | null;

  /** Declares the foreign key only; never loaded. */
  @ManyToOne(() => Sector, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'sector_id', foreignKeyConstraintName: 'FK_position_sector' })
  sector?: Sector;

  @Field()
  @Column({ type: 'text' })
  name: string;

  @Field(() => Int)
  @Column({ type: 'integer', default: 0 })
  order: number;

  @Field()
  @Column({ type: 'text', default: '' })
  description: string;

  @Field(() => ParticipationStatus)
  @Column({ type: 'smallint', default: ParticipationStatus.ACCEPTED })
  defaultParticipationValidationStatus: ParticipationStatus;

  @Field(() => Int, { description: '0 means unlimited' })
  @Column({ type: 'integer', default: 0 })
  maxParticipantsAtTime: number;

  @Field(() => Float, { nullable: true })
  @Column({ type: 'double precision', nullable: true })
  latitude: number | null;

  @Field(() => Float, { nullable: true })
  @Column({ type: 'double precision', nullable: true })
  longitude: number | null;
}

@Entity('position_tag')
@Index('IDX_position_tag_tag', ['tagId'])
export class PositionTag {
  @PrimaryColumn({ type: 'integer', primaryKeyConstraintName: 'PK_position_tag' })
  positionId: number;

  @PrimaryColumn({ type: 'integer', primaryKeyConstraintName: 'PK_position_tag' })
  tagId: number;

  /** Declares the foreign key only; never loaded. */
  @ManyToOne(() => Position, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'position_id', foreignKeyConstraintName: 'FK_position_tag_position' })
  position?: Position;

  /** Declares the foreign key only; never loaded. */
  @ManyToOne(() => Tag, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'tag_id', foreignKeyConstraintName: 'FK_position_tag_tag' })
  tag?: Tag;
}
