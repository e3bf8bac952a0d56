import { Column, CreateDateColumn, Entity, JoinColumn, ManyToOne, PrimaryGeneratedColumn, Unique } from 'typeorm';
import { Field, ID, Int, ObjectType } from 'type-graphql';
import { Organization } from '../organizations/organization.entity';

/**
 * Spec 3 Volunteer: one row per organization and e-mail address (stored trimmed and lower-cased).
 * A public sign-up with a known address attaches to the row and never overwrites it (DESIGN.md).
 * `token` is the personal portal token (`/portal/t/<token>`): never exposed through GraphQL types.
 */
@ObjectType('Volunteer')
@Entity('volunteer')
@Unique('UQ_volunteer_token', ['token'])
@Unique('UQ_volunteer_organization_email', ['organizationId', 'email'])
export class Volunteer {
  @Field(() => ID)
  @PrimaryGeneratedColumn({ primaryKeyConstraintName: 'PK_volunteer' })
  id: number;

  @Field(() => ID)
  @Column({ type: 'integer' })
  organizationId: number;

  /** Declares the foreign key only; never loaded. */
  @ManyToOne(() => Organization, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'organization_id', foreignKeyConstraintName: 'FK_volunteer_organization' })
  organization?: Organization;

  @Column({ type: 'text' })
  token: string;

  @Field()
  @Column({ type: 'text', default: '' })
  firstName: string;

  @Field()
  @Column({ type: 'text', default: '' })
  lastName: string;

  @Field()
  @Column({ type: 'text' })
  email: string;

  @Field()
  @Column({ type: 'text', default: '' })
  phoneNumber: string;

  @Field()
  @Column({ type: 'text', default: '' })
  address: string;

  @Field()
  @Column({ type: 'text', default: '' })
  town: string;

  @Field()
  @Column({ type: 'text', default: '' })
  postcode: string;

  @Field()
  @Column({ type: 'text', default: '' })
  country: string;

  @Field(() => String, { nullable: true })
  @Column({ type: 'text', nullable: true })
  profilePicture: string | null;

  /** YYYY-MM-DD. */
  @Field(() => String, { nullable: true })
  @Column({ type: 'date', nullable: true })
  bornDate: string | null;

  @Field()
  @Column({ type: 'text', default: '' })
  commentaire: string;

  /** The language of the mails sent to the volunteer (fr, de, en or fr-ch). */
  @Field()
  @Column({ type: 'text', default: 'fr' })
  language: string;

  @Field(() => Int)
  @Column({ type: 'integer', default: 0 })
  nbVouchersAllowed: number;

  @Field()
  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}
