import { Check, Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, Unique, UpdateDateColumn } from 'typeorm';
import { GraphQLDate } from 'graphql-scalars';
import { Field, ID, ObjectType } from 'type-graphql';
import type { LicenseType, SupportType } from '@benevo/schema';
import { LicenseTypeEnum, SupportTypeEnum } from './organization.enums';

/** A tenant: every organizer read and write is scoped to one (spec 3 Organization). */
@ObjectType('Organization')
@Entity('organization')
@Unique('UQ_organization_slug', ['slug'])
@Check('CHK_organization_license', `"license_type" IN ('none','light','club','pro','corporate')`)
@Check('CHK_organization_support', `"support_type" IN ('standard','plus','premium')`)
export class Organization {
  @Field(() => ID)
  @PrimaryGeneratedColumn()
  id: number;

  @Field()
  @Column({ type: 'text' })
  name: string;

  @Field()
  @Column({ type: 'text' })
  slug: string;

  @Field(() => String, { nullable: true })
  @Column({ type: 'text', default: '' })
  description: string;

  /** Path of the logo under /media, or null. */
  @Column({ type: 'text', nullable: true })
  logo: string | null;

  @Field(() => String, { nullable: true })
  @Column({ type: 'text', default: '' })
  publicName: string;

  @Field(() => String, { nullable: true })
  @Column({ type: 'text', default: '' })
  contactEmail: string;

  @Field(() => String, { nullable: true })
  @Column({ type: 'text', default: '' })
  contactPhone: string;

  @Field(() => LicenseTypeEnum)
  @Column({ type: 'text', default: 'none' })
  licenseType: LicenseType;

  @Field(() => SupportTypeEnum)
  @Column({ type: 'text', default: 'standard' })
  supportType: SupportType;

  @Field(() => GraphQLDate, { nullable: true })
  @Column({ type: 'date', nullable: true })
  validUntil: string | null;

  @Field()
  @Column({ type: 'boolean', default: false })
  enableCampaigns: boolean;

  @Field()
  @Column({ type: 'boolean', default: false })
  enableGroupRegistrations: boolean;

  @Field()
  @Column({ type: 'boolean', default: false, name: 'enforce_2fa' })
  enforce2fa: boolean;

  @Field()
  @Column({ type: 'boolean', default: false })
  enableWeezevent: boolean;

  @Field()
  @Column({ type: 'boolean', default: false })
  enableShop: boolean;

  /** The organizer's switch within enableShop: volunteers can browse and order only while it is open. */
  @Field({ description: 'The shop is open to volunteers (the organizer’s switch; enableShop is the licence’s)' })
  @Column({ type: 'boolean', default: true })
  shopOpen: boolean;

  @Field()
  @Column({ type: 'boolean', default: false })
  enableBadges: boolean;

  @Field()
  @Column({ type: 'boolean', default: false })
  enableVouchers: boolean;

  @Field()
  @Column({ type: 'boolean', default: false })
  enableOperators: boolean;

  @Field()
  @Column({ type: 'boolean', default: false })
  enableParticipationsValidation: boolean;

  @Field()
  @Column({ type: 'text', default: 'fr' })
  defaultLanguage: string;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt: Date;
}
