import type DataLoader from 'dataloader';
import type { EntityManager } from 'typeorm';
import { sumLoader } from '../../common/loaders';

export interface CampaignLoaders {
  /** Registrations per campaign (spec 3 nbRegistrations). */
  nbRegistrations: DataLoader<number, number>;
}

export function createCampaignLoaders(manager: EntityManager): CampaignLoaders {
  return {
    nbRegistrations: sumLoader(
      manager,
      `SELECT campaign_id AS key, COUNT(*) AS total FROM campaign_registration WHERE campaign_id = ANY($1) GROUP BY campaign_id`,
    ),
  };
}
