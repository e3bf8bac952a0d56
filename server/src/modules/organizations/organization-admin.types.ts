import { GraphQLDate } from 'graphql-scalars';
import { Field, ID, InputType, Int, ObjectType } from 'type-graphql';
import { LicenseTypeEnum, SupportTypeEnum } from './organization.enums';
import type { StaffOrganizationRow } from './organization-admin.service';

/** An organization as the super admin's screen lists it (every organization of the installation). */
@ObjectType('StaffOrganization')
export class StaffOrganizationType {
  @Field(() => ID) id: string;
  @Field() name: string;
  @Field() slug: string;
  @Field(() => LicenseTypeEnum) licenseType: LicenseTypeEnum;
  @Field(() => SupportTypeEnum) supportType: SupportTypeEnum;
  @Field(() => GraphQLDate, { nullable: true, description: 'Last day of the licence, null without an end' }) validUntil: string | null;
  @Field() enableCampaigns: boolean;
  @Field() enableGroupRegistrations: boolean;
  @Field() enableShop: boolean;
  @Field() enableVouchers: boolean;
  @Field() enableBadges: boolean;
  @Field() enableOperators: boolean;
  @Field() enableParticipationsValidation: boolean;
  @Field() enableWeezevent: boolean;
  @Field() enforce2fa: boolean;
  @Field(() => Int, { description: 'Organizer users who are members' }) memberCount: number;
  @Field() createdAt: Date;
}

@ObjectType('StaffOrganizationPage')
export class StaffOrganizationPageType {
  @Field(() => Int, { description: 'Organizations matching the search, all pages' }) count: number;
  @Field(() => [StaffOrganizationType]) results: StaffOrganizationType[];
}

/** What the super admin changes; absent fields stay as they are. */
@InputType('StaffOrganizationInput')
export class StaffOrganizationInput {
  @Field(() => LicenseTypeEnum, { nullable: true }) licenseType?: LicenseTypeEnum;
  @Field(() => SupportTypeEnum, { nullable: true }) supportType?: SupportTypeEnum;
  @Field(() => String, { nullable: true, description: 'YYYY-MM-DD; null or "" clears the end date' }) validUntil?: string | null;
  @Field({ nullable: true }) enableCampaigns?: boolean;
  @Field({ nullable: true }) enableGroupRegistrations?: boolean;
  @Field({ nullable: true }) enableShop?: boolean;
  @Field({ nullable: true }) enableVouchers?: boolean;
  @Field({ nullable: true }) enableBadges?: boolean;
  @Field({ nullable: true }) enableOperators?: boolean;
  @Field({ nullable: true }) enableParticipationsValidation?: boolean;
  @Field({ nullable: true }) enableWeezevent?: boolean;
  @Field({ nullable: true }) enforce2fa?: boolean;
}

/** The GraphQL view of a staff row (ids as strings). */
export function staffOrganizationView({ organization: o, memberCount }: StaffOrganizationRow): StaffOrganizationType {
  return {
    id: String(o.id),
    name: o.name,
    slug: o.slug,
    licenseType: o.licenseType as LicenseTypeEnum,
    supportType: o.supportType as SupportTypeEnum,
    validUntil: o.validUntil,
    enableCampaigns: o.enableCampaigns,
    enableGroupRegistrations: o.enableGroupRegistrations,
    enableShop: o.enableShop,
    enableVouchers: o.enableVouchers,
    enableBadges: o.enableBadges,
    enableOperators: o.enableOperators,
    enableParticipationsValidation: o.enableParticipationsValidation,
    enableWeezevent: o.enableWeezevent,
    enforce2fa: o.enforce2fa,
    memberCount,
    createdAt: o.createdAt,
  };
}
