import DataLoader from 'dataloader';
import type { EntityManager } from 'typeorm';
import { In } from 'typeorm';
import { PointsAccount } from './points.entity';

export interface PointsLoaders {
  /** A volunteer's balance (0 without any ledger row). */
  balanceByVolunteerId: DataLoader<number, number>;
}

export function createPointsLoaders(manager: EntityManager): PointsLoaders {
  return {
    balanceByVolunteerId: new DataLoader(async (ids: readonly number[]) => {
      const accounts = await manager.find(PointsAccount, { where: { volunteerId: In([...ids]) } });
      const byId = new Map(accounts.map((account) => [account.volunteerId, account.balance]));
      return ids.map((id) => byId.get(id) ?? 0);
    }),
  };
}
