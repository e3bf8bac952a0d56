import type DataLoader from 'dataloader';
import type { EntityManager } from 'typeorm';
import { byIdLoader, sumLoader } from '../../common/loaders';
import type { RequestTenant } from '../../common/tenant';
import { Product } from './shop.entity';

export interface ShopLoaders {
  /** Products by id, within the request's organizations. */
  productById: DataLoader<number, Product | null>;
  /** Units of a product ordered and not cancelled. */
  nbOrdered: DataLoader<number, number>;
}

export function createShopLoaders(manager: EntityManager, tenant?: RequestTenant): ShopLoaders {
  return {
    productById: byIdLoader(manager, Product, tenant),
    nbOrdered: sumLoader(
      manager,
      `SELECT product_id AS key, SUM(quantity) AS total FROM shop_order
        WHERE product_id = ANY($1::int[]) AND status <> 'cancelled' GROUP BY product_id`,
    ),
  };
}
