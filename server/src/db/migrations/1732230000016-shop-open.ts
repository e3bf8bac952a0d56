import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The organizer's "shop open to volunteers" switch (issue 13). enableShop stays the licence/admin
 * feature flag; shop_open is the organizer's own choice within it. Existing shops stay open.
 */
export class ShopOpen1732230000016 implements MigrationInterface {
  name = 'ShopOpen1732230000016';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "organization" ADD "shop_open" boolean NOT NULL DEFAULT true`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "organization" DROP COLUMN "shop_open"`);
  }
}
