import { Check, Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { EventScopedEntity } from '../../db/event-scoped.entity';
import { Event } from '../events/event.entity';
import { Field, ID, Int, ObjectType } from 'type-graphql';

/** Spec 3 Tag: an event's label for positions; a tag may be the category of others. */
@ObjectType('Tag')
@Entity('tag')
@Index('IDX_tag_event', ['eventId'])
@Index('IDX_tag_category', ['categoryId'])
@Check('CHK_tag_visibility', `"visibility" IN (0, 1)`)
export class Tag extends EventScopedEntity {
  @Field(() => ID)
  @PrimaryGeneratedColumn({ primaryKeyConstraintName: 'PK_tag' })
  id: number;

  /** Declares the foreign key only; never loaded. */
  @ManyToOne(() => Event, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'event_id', foreignKeyConstraintName: 'FK_tag_event' })
  event?: Event;

  @Field()
  @Column({ type: 'text' })
  name: string;

  @Column({ type: 'integer', nullable: true })
  categoryId: number | null;

  /** Declares the foreign key only; never loaded. */
  @ManyToOne(() => Tag, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'category_id', foreignKeyConstraintName: 'FK_tag_category' })
  category?: Tag;

  @Field(() => Int, { description: '1 public, 0 private' })
  @Column({ type: 'smallint', default: 1 })
  visibility: number;

  @Field()
  @Column({ type: 'text', default: '#ffc107' })
  color: string;

  /** Unlocks the private slots of this tag's positions on the public event page (?passkey=). */
  @Column({ type: 'text' })
  passkey: string;

  @Field()
  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}
