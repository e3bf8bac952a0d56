import DataLoader from 'dataloader';
import { In, type EntityManager } from 'typeorm';
import { Webhook } from './webhook.entity';

export interface WebhookLoaders {
  /**
   * The active webhooks of an organization, whatever they subscribe to: a sign-up announces a new
   * volunteer and then its participations, and the second look-up (under the slot's lock) is served
   * from here. Per transaction, as every loader; the webhook mutations clear it.
   */
  activeByOrganization: DataLoader<number, Webhook[]>;
}

export function createWebhookLoaders(manager: EntityManager): WebhookLoaders {
  return {
    activeByOrganization: new DataLoader(async (organizationIds) => {
      const rows = await manager.find(Webhook, { where: { organizationId: In([...organizationIds]), isActive: true }, order: { id: 'ASC' } });
      return organizationIds.map((id) => rows.filter((row) => row.organizationId === id));
    }),
  };
}
