import { Field, ObjectType } from 'type-graphql';
import type { Right } from './rights.service';

/** What the organization may use (rights.service: licence, flags and overrides), one Boolean per Right; the menu reads it. */
@ObjectType('OrganizationRights')
export class OrganizationRightsType implements Record<Right, boolean> {
  @Field({ description: 'Campaigns (enableCampaigns)' })
  campaigns: boolean;

  @Field({ description: 'Group registrations on the public sign-up (enableGroupRegistrations)' })
  groupRegistrations: boolean;

  @Field({ description: 'The shop (enableShop)' })
  shop: boolean;

  @Field({ description: 'Badges (enableBadges)' })
  badges: boolean;

  @Field({ description: 'Vouchers (enableVouchers)' })
  vouchers: boolean;

  @Field({ description: 'Operators and the scan stand (enableOperators)' })
  operators: boolean;

  @Field({ description: 'Validation of participations (enableParticipationsValidation, or Pro/Corporate rights)' })
  validation: boolean;

  @Field({ description: 'Ticketing integration (enableWeezevent)' })
  ticketing: boolean;

  @Field({ description: 'The events calendar (Pro or Corporate rights, while the licence runs)' })
  calendar: boolean;
}
