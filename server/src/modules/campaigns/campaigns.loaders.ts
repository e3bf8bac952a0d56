import type DataLoader from 'dataloader';
import type { EntityManager } from 'typeorm';
import { byIdLoader, groupedLoader, sumLoader } from '../../common/loaders';
import type { RequestTenant } from '../../common/tenant';
import { Campaign, CampaignRegistration } from './campaign.entity';

export interface CampaignLoaders {
  /** Registrations per campaign (spec 3 nbRegistrations). */
  nbRegistrations: DataLoader<number, number>;
  byId: DataLoader<number, Campaign | null>;
  /** Each volunteer's campaign registrations, newest first (the organizer's volunteer profile). */
  registrationsByVolunteerId: DataLoader<number, CampaignRegistration[]>;
}

export function createCampaignLoaders(manager: EntityManager, tenant?: RequestTenant): CampaignLoaders {
  return {
    nbRegistrations: sumLoader(
      manager,
      `SELECT campaign_id AS key, COUNT(*) AS total FROM campaign_registration WHERE campaign_id = ANY($1) GROUP BY campaign_id`,
    ),
    byId: byIdLoader(manager, Campaign, tenant),
    registrationsByVolunteerId: groupedLoader(manager, CampaignRegistration, 'volunteerId', { createdAt: 'DESC', id: 'DESC' }, {}, tenant),
  };
}
