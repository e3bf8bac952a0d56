import type { EventConfigurationValues } from '@benevo/schema';
import { Check, Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, Unique, UpdateDateColumn } from 'typeorm';
import { Organization } from '../organizations/organization.entity';
import { Field, ID, Int, ObjectType } from 'type-graphql';
import { EventStatusEnum } from './events.enums';

/** Spec 3 Event. Computed fields (days, positions, counts, displayName...) are in events.resolver.ts. */
@ObjectType('Event')
@Entity('event')
@Unique('UQ_event_uuid', ['uuid'])
@Index('IDX_event_organization_status', ['organizationId', 'status'])
@Check('CHK_event_status', `"status" IN (0, 1, 2)`)
export class Event {
  @Field(() => ID)
  @PrimaryGeneratedColumn({ primaryKeyConstraintName: 'PK_event' })
  id: number;

  @Field()
  @Column({ type: 'uuid' })
  uuid: string;

  @Field(() => ID)
  @Column({ type: 'integer' })
  organizationId: number;

  /** Declares the foreign key only; never loaded. */
  @ManyToOne(() => Organization, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'organization_id', foreignKeyConstraintName: 'FK_event_organization' })
  organization?: Organization;

  @Field()
  @Column({ type: 'text' })
  name: string;

  @Field()
  @Column({ type: 'text', default: '' })
  description: string;

  @Field({ description: "The contact's e-mail address" })
  @Column({ type: 'text', default: '' })
  email: string;

  @Field({ description: 'Contact name' })
  @Column({ type: 'text', default: '' })
  responsable: string;

  @Field(() => EventStatusEnum)
  @Column({ type: 'smallint', default: 0 })
  status: EventStatusEnum;

  @Field()
  @Column({ type: 'text', default: '' })
  teaser: string;

  @Field()
  @Column({ type: 'text', default: '' })
  website: string;

  @Field()
  @Column({ type: 'boolean', default: false })
  complexEvent: boolean;

  @Field(() => Int, { description: 'Product version (spec 3 version{product}), 2 by default' })
  @Column({ type: 'integer', default: 2 })
  version: number;

  @Field()
  @Column({ type: 'boolean', default: true })
  showOnPublicPage: boolean;

  @Field()
  @Column({ type: 'boolean', default: true })
  showOnHomeCalendar: boolean;

  @Field(() => [Int], { description: 'Ids of the rankings shown (participationsRankings query)' })
  @Column({ type: 'integer', array: true, default: () => "'{}'" })
  participationsRankings: number[];

  @Field(() => Int, { description: 'Planning zoom step in minutes: 5, 15, 30 or 60' })
  @Column({ type: 'integer', default: 15 })
  zoomLevel: number;

  @Field()
  @Column({ type: 'text', default: 'Europe/Zurich' })
  timeZone: string;

  @Field({ description: 'Secret of the manager overview link' })
  @Column({ type: 'text' })
  overviewSecret: string;

  @Field(() => String, { nullable: true, description: 'URL of the logo' })
  @Column({ type: 'text', nullable: true })
  logo: string | null;

  /** Stored values; missing keys take the defaults of DEFAULT_EVENT_CONFIGURATION. */
  @Column({ type: 'jsonb', default: () => "'{}'" })
  configuration: Partial<EventConfigurationValues>;

  @Field()
  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt: Date;
}
