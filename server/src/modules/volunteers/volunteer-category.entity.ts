import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryColumn, PrimaryGeneratedColumn } from 'typeorm';
import { Field, ID, ObjectType } from 'type-graphql';
import { Organization } from '../organizations/organization.entity';
import { Volunteer } from './volunteer.entity';

/** Spec 3 VolunteerCategory; new volunteers get the categories marked isByDefault. */
@ObjectType('VolunteerCategory')
@Entity('volunteer_category')
@Index('IDX_volunteer_category_organization', ['organizationId'])
export class VolunteerCategory {
  @Field(() => ID)
  @PrimaryGeneratedColumn({ primaryKeyConstraintName: 'PK_volunteer_category' })
  id: number;

  @Field(() => ID)
  @Column({ type: 'integer' })
  organizationId: number;

  /** Declares the foreign key only; never loaded. */
  @ManyToOne(() => Organization, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'organization_id', foreignKeyConstraintName: 'FK_volunteer_category_organization' })
  organization?: Organization;

  @Field()
  @Column({ type: 'text' })
  name: string;

  @Field()
  @Column({ type: 'boolean', default: false })
  isByDefault: boolean;
}

/** A volunteer's membership of a category. */
@Entity('volunteer_category_member')
@Index('IDX_volunteer_category_member_category', ['categoryId'])
export class VolunteerCategoryMember {
  @PrimaryColumn({ type: 'integer', primaryKeyConstraintName: 'PK_volunteer_category_member' })
  volunteerId: number;

  @PrimaryColumn({ type: 'integer', primaryKeyConstraintName: 'PK_volunteer_category_member' })
  categoryId: number;

  /** Declares the foreign key only; never loaded. */
  @ManyToOne(() => Volunteer, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'volunteer_id', foreignKeyConstraintName: 'FK_volunteer_category_member_volunteer' })
  volunteer?: Volunteer;

  /** Declares the foreign key only; never loaded. */
  @ManyToOne(() => VolunteerCategory, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'category_id', foreignKeyConstraintName: 'FK_volunteer_category_member_category' })
  category?: VolunteerCategory;
}
