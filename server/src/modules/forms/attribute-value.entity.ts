import { Check, Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, Unique } from 'typeorm';
import { Field, ID, ObjectType } from 'type-graphql';
import { Participation } from '../participations/participation.entity';
import { Volunteer } from '../volunteers/volunteer.entity';
import { Attribute } from './attribute.entity';

/**
 * An answer to a custom attribute, owned by exactly one volunteer (volunteer attributes) or one
 * participation (event attributes). `value` is the stored text of @benevo/schema's encodeAnswer:
 * enum an option id, enum_multiple a JSON array of option ids, bool "true"/"false", date YYYY-MM-DD.
 */
@ObjectType('AttributeValue')
@Entity('attribute_value')
@Unique('UQ_attribute_value_volunteer', ['volunteerId', 'attributeId'])
@Unique('UQ_attribute_value_participation', ['participationId', 'attributeId'])
@Index('IDX_attribute_value_attribute', ['attributeId'])
@Check('CHK_attribute_value_owner', `("volunteer_id" IS NULL) <> ("participation_id" IS NULL)`)
export class AttributeValue {
  @PrimaryGeneratedColumn({ primaryKeyConstraintName: 'PK_attribute_value' })
  id: number;

  @Column({ type: 'integer' })
  organizationId: number;

  @Field(() => ID)
  @Column({ type: 'integer' })
  attributeId: number;

  /** Declares the foreign key only; never loaded. */
  @ManyToOne(() => Attribute, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'attribute_id', foreignKeyConstraintName: 'FK_attribute_value_attribute' })
  attribute?: Attribute;

  @Column({ type: 'integer', nullable: true })
  volunteerId: number | null;

  /** Declares the foreign key only; never loaded. */
  @ManyToOne(() => Volunteer, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'volunteer_id', foreignKeyConstraintName: 'FK_attribute_value_volunteer' })
  volunteer?: Volunteer;

  @Column({ type: 'integer', nullable: true })
  participationId: number | null;

  /** Declares the foreign key only; never loaded. */
  @ManyToOne(() => Participation, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'participation_id', foreignKeyConstraintName: 'FK_attribute_value_participation' })
  participation?: Participation;

  @Field(() => String, { nullable: true, description: 'Raw stored text (enum: option id; enum_multiple: JSON array of option ids)' })
  @Column({ type: 'text' })
  value: string;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}
