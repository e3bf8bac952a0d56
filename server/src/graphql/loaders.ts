import type { EntityManager } from 'typeorm';
import type { RequestTenant } from '../common/tenant';
import { createCampaignLoaders, type CampaignLoaders } from '../modules/campaigns/campaigns.loaders';
import { createCommunicationLoaders, type CommunicationLoaders } from '../modules/communications/communications.loaders';
import { createEventLoaders, type EventLoaders } from '../modules/events/events.loaders';
import { createFormsLoaders, type FormsLoaders } from '../modules/forms/forms.loaders';
import { createOrganizationLoaders, type OrganizationLoaders } from '../modules/organizations/organization.loaders';
import { createParticipationLoaders, type ParticipationLoaders } from '../modules/participations/participations.loaders';
import { createPointsLoaders, type PointsLoaders } from '../modules/points/points.loaders';
import { createShopLoaders, type ShopLoaders } from '../modules/shop/shop.loaders';
import { createPositionLoaders, type PositionLoaders } from '../modules/positions/positions.loaders';
import { createRewardLoaders, type RewardLoaders } from '../modules/rewards/rewards.loaders';
import { createSlotLoaders, type SlotLoaders } from '../modules/slots/slots.loaders';
import { createTagLoaders, type TagLoaders } from '../modules/tags/tags.loaders';
import { createWaitingListLoaders, type WaitingListLoaders } from '../modules/waiting-list/waiting-list.loaders';
import { createVolunteerLoaders, type VolunteerLoaders } from '../modules/volunteers/volunteers.loaders';
import { createWebhookLoaders, type WebhookLoaders } from '../modules/webhooks/webhooks.loaders';

/** Per-request DataLoaders, one group per module (STYLE.md "Loaders per request"). */
export interface Loaders {
  organizations: OrganizationLoaders;
  events: EventLoaders;
  positions: PositionLoaders;
  slots: SlotLoaders;
  participations: ParticipationLoaders;
  tags: TagLoaders;
  rewards: RewardLoaders;
  waitingList: WaitingListLoaders;
  forms: FormsLoaders;
  volunteers: VolunteerLoaders;
  communications: CommunicationLoaders;
  campaigns: CampaignLoaders;
  points: PointsLoaders;
  shop: ShopLoaders;
  webhooks: WebhookLoaders;
}

/**
 * The request's loaders: entity loaders read only rows of the organizations `tenant` allows (the
 * caller's, or the one a public door opened); without a tenant (jobs, commands) nothing is filtered.
 */
export function createLoaders(manager: EntityManager, tenant?: RequestTenant): Loaders {
  return {
    organizations: createOrganizationLoaders(manager),
    events: createEventLoaders(manager, tenant),
    positions: createPositionLoaders(manager, tenant),
    slots: createSlotLoaders(manager, tenant),
    participations: createParticipationLoaders(manager),
    tags: createTagLoaders(manager, tenant),
    rewards: createRewardLoaders(manager, tenant),
    waitingList: createWaitingListLoaders(manager),
    forms: createFormsLoaders(manager, tenant),
    volunteers: createVolunteerLoaders(manager, tenant),
    communications: createCommunicationLoaders(manager),
    campaigns: createCampaignLoaders(manager, tenant),
    points: createPointsLoaders(manager),
    shop: createShopLoaders(manager, tenant),
    webhooks: createWebhookLoaders(manager),
  };
}

/** Forgets everything loaded so far (a committed write made it stale). */
export function clearLoaders(loaders: Loaders): void {
  for (const group of Object.values(loaders)) {
    for (const loader of Object.values(group) as Array<{ clearAll(): unknown }>) loader.clearAll();
  }
}
