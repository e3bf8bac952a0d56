import { Check, Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { Field, ID, ObjectType } from 'type-graphql';
import { Event } from '../events/event.entity';
import { Organization } from '../organizations/organization.entity';
import { AttributeValueTypeEnum } from './forms.enums';

/**
 * Spec 3 Attribute: a custom field of the organization's volunteers (eventId null; the answer is kept
 * on the volunteer) or of one event (the answer is kept on each participation of the sign-up).
 */
@ObjectType('Attribute')
@Entity('attribute')
@Index('IDX_attribute_organization', ['organizationId'])
@Index('IDX_attribute_event', ['eventId'])
@Index('IDX_attribute_campaign', ['campaignId'])
@Check('CHK_attribute_owner', `"event_id" IS NULL OR "campaign_id" IS NULL`)
@Check('CHK_attribute_value_type', `"value_type" IN ('text', 'text_multiline', 'int', 'date', 'enum', 'enum_multiple', 'bool')`)
export class Attribute {
  @Field(() => ID)
  @PrimaryGeneratedColumn({ primaryKeyConstraintName: 'PK_attribute' })
  id: number;

  @Column({ type: 'integer' })
  organizationId: number;

  /** Declares the foreign key only; never loaded. */
  @ManyToOne(() => Organization, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'organization_id', foreignKeyConstraintName: 'FK_attribute_organization' })
  organization?: Organization;

  @Field(() => ID, { nullable: true, description: 'The event of an event attribute; null for a volunteer attribute' })
  @Column({ type: 'integer', nullable: true })
  eventId: number | null;

  /** Declares the foreign key only; never loaded. */
  @ManyToOne(() => Event, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'event_id', foreignKeyConstraintName: 'FK_attribute_event' })
  event?: Event;

  @Field(() => ID, { nullable: true, description: "The campaign of a campaign attribute (answered on the campaign's registrations)" })
  @Column({ type: 'integer', nullable: true })
  campaignId: number | null;

  /** Declares the foreign key only; never loaded (named, not imported: the campaigns module uses this one). */
  @ManyToOne('Campaign', { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'campaign_id', foreignKeyConstraintName: 'FK_attribute_campaign' })
  campaign?: { id: number };

  @Field()
  @Column({ type: 'text' })
  name: string;

  @Field(() => AttributeValueTypeEnum)
  @Column({ type: 'text' })
  valueType: AttributeValueTypeEnum;

  @Field()
  @Column({ type: 'boolean', default: true })
  onRegistration: boolean;

  @Column({ type: 'integer', default: 0 })
  order: number;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}

/** One choice of an enum / enum_multiple attribute. */
@ObjectType('AttributeOption')
@Entity('attribute_option')
@Index('IDX_attribute_option_attribute', ['attributeId'])
export class AttributeOption {
  @Field(() => ID)
  @PrimaryGeneratedColumn({ primaryKeyConstraintName: 'PK_attribute_option' })
  id: number;

  @Column({ type: 'integer' })
  attributeId: number;

  /** Declares the foreign key only; never loaded. */
  @ManyToOne(() => Attribute, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'attribute_id', foreignKeyConstraintName: 'FK_attribute_option_attribute' })
  attribute?: Attribute;

  @Field()
  @Column({ type: 'text' })
  option: string;

  @Column({ type: 'integer', default: 0 })
  order: number;
}
