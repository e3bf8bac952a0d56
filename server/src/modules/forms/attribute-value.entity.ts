import { Check, Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, Unique } from 'typeorm';
import { Field, ID, ObjectType } from 'type-graphql';
import { Participation } from '../participations/participation.entity';
import { Volunteer } from '../volunteers/volunteer.entity';
import { Attribute } from './attribute.entity';

/**
 * An answer to a custom attribute, owned by exactly one volunteer (volunteer attributes), one
 * participation (event attributes) or one campaign registration (campaign attributes). `value` is the stored text of @benevo/schema's encodeAnswer:
 * enum an option id, enum_multiple a JSON array of option ids, bool "true"/"false", date YYYY-MM-DD.
 */
@ObjectType('AttributeValue')
@Entity('attribute_value')
@Unique('UQ_attribute_value_volunteer', ['volunteerId', 'attributeId'])
@Unique('UQ_attribute_value_participation', ['participationId', 'attributeId'])
@Index('IDX_attribute_value_attribute', ['attributeId'])
@Unique('UQ_attribute_value_campaign_registration', ['campaignRegistrationId', 'attributeId'])
@Check('CHK_attribute_value_owner', `num_nonnulls("volunteer_id", "participation_id", "campaign_registration_id") = 1`)
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

  @Column({ type: 'integer', nullable: true })
  campaignRegistrationId: number | null;

  /** Declares the foreign key only; never loaded (named, not imported: the campaigns module uses this one). */
  @ManyToOne('CampaignRegistration', { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'campaign_registration_id', foreignKeyConstraintName: 'FK_attribute_value_campaign_registration' })
  campaignRegistration?: { id: number };

  @Field(() => String, { nullable: true, description: 'Raw stored text (enum: option id; enum_multiple: JSON array of option ids)' })
  @Column({ type: 'text' })
  value: string;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}
