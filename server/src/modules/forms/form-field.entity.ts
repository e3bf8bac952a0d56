import { Check, Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { Field, ID, Int, ObjectType } from 'type-graphql';
import { Event } from '../events/event.entity';
import { Attribute, AttributeOption } from './attribute.entity';
import { BaseAttributeEnum } from './forms.enums';

/**
 * Spec 3 Field: one question of an event's registration form, either a custom attribute or a base
 * attribute, optionally shown only when a single-choice parent field (placed above) has one option.
 */
@ObjectType('FormField')
@Entity('form_field')
@Index('IDX_form_field_event_order', ['eventId', 'order'])
@Index('IDX_form_field_campaign_order', ['campaignId', 'order'])
@Check('CHK_form_field_owner', `("event_id" IS NULL) <> ("campaign_id" IS NULL)`)
@Index('IDX_form_field_attribute', ['attributeId'])
@Index('IDX_form_field_parent', ['parentFieldId'])
@Index('IDX_form_field_condition_option', ['conditionOptionId'])
@Check('CHK_form_field_source', `("attribute_id" IS NULL) <> ("base_attribute" IS NULL)`)
@Check(
  'CHK_form_field_base_attribute',
  `"base_attribute" IN ('address', 'city', 'postcode', 'country', 'phone', 'birthdate', 'profile_picture', 'availability', 'preferred_positions')`,
)
@Check('CHK_form_field_choices', `("min_choices" IS NULL OR "min_choices" >= 0) AND ("max_choices" IS NULL OR "max_choices" >= 1)`)
export class FormField {
  @Field(() => ID)
  @PrimaryGeneratedColumn({ primaryKeyConstraintName: 'PK_form_field' })
  id: number;

  @Column({ type: 'integer' })
  organizationId: number;

  /** The event of an event's form; null for a campaign's. */
  @Column({ type: 'integer', nullable: true })
  eventId: number | null;

  /** Declares the foreign key only; never loaded. */
  @ManyToOne(() => Event, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'event_id', foreignKeyConstraintName: 'FK_form_field_event' })
  event?: Event;

  /** The campaign of a campaign's form; null for an event's. */
  @Column({ type: 'integer', nullable: true })
  campaignId: number | null;

  /** Declares the foreign key only; never loaded (named, not imported: the campaigns module uses this one). */
  @ManyToOne('Campaign', { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'campaign_id', foreignKeyConstraintName: 'FK_form_field_campaign' })
  campaign?: { id: number };

  @Column({ type: 'integer', nullable: true })
  attributeId: number | null;

  /** Declares the foreign key only; never loaded. */
  @ManyToOne(() => Attribute, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'attribute_id', foreignKeyConstraintName: 'FK_form_field_attribute' })
  attribute?: Attribute;

  @Field(() => BaseAttributeEnum, { nullable: true })
  @Column({ type: 'text', nullable: true })
  baseAttribute: BaseAttributeEnum | null;

  @Field()
  @Column({ type: 'boolean', default: false })
  isRequired: boolean;

  @Field()
  @Column({ type: 'text', default: '' })
  label: string;

  @Field()
  @Column({ type: 'text', default: '' })
  description: string;

  @Column({ type: 'integer', nullable: true })
  parentFieldId: number | null;

  /** Declares the foreign key only; never loaded. */
  @ManyToOne(() => FormField, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'parent_field_id', foreignKeyConstraintName: 'FK_form_field_parent' })
  parentField?: FormField;

  @Column({ type: 'integer', nullable: true })
  conditionOptionId: number | null;

  /** Declares the foreign key only; never loaded. */
  @ManyToOne(() => AttributeOption, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'condition_option_id', foreignKeyConstraintName: 'FK_form_field_condition_option' })
  conditionOption?: AttributeOption;

  @Field(() => Int, { nullable: true })
  @Column({ type: 'integer', nullable: true })
  minChoices: number | null;

  @Field(() => Int, { nullable: true })
  @Column({ type: 'integer', nullable: true })
  maxChoices: number | null;

  @Field(() => Int)
  @Column({ type: 'integer', default: 0 })
  order: number;
}
