import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Vouchers (issue 13): pools of codes per organization (e.g. "Repas partenaire"), each code given out
 * at most once, to a volunteer who claims it or with an order of a voucher product (order_id, no
 * foreign key: the order table belongs to the shop and comes after).
 */
export class Vouchers1732230000014 implements MigrationInterface {
  name = 'Vouchers1732230000014';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE "voucher_pool" (
        "id" SERIAL NOT NULL,
        "organization_id" integer NOT NULL,
        "name" text NOT NULL,
        "created_at" timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT "PK_voucher_pool" PRIMARY KEY ("id"),
        CONSTRAINT "UQ_voucher_pool_name" UNIQUE ("organization_id", "name"),
        CONSTRAINT "FK_voucher_pool_organization" FOREIGN KEY ("organization_id") REFERENCES "organization"("id") ON DELETE CASCADE
      )`);
    await q.query(`
      CREATE TABLE "voucher_code" (
        "id" SERIAL NOT NULL,
        "organization_id" integer NOT NULL,
        "pool_id" integer NOT NULL,
        "code" text NOT NULL,
        "created_at" timestamptz NOT NULL DEFAULT now(),
        "volunteer_id" integer,
        "claimed_at" timestamptz,
        "order_id" integer,
        CONSTRAINT "PK_voucher_code" PRIMARY KEY ("id"),
        CONSTRAINT "UQ_voucher_code_pool_code" UNIQUE ("pool_id", "code"),
        CONSTRAINT "FK_voucher_code_organization" FOREIGN KEY ("organization_id") REFERENCES "organization"("id") ON DELETE CASCADE,
        CONSTRAINT "FK_voucher_code_pool" FOREIGN KEY ("pool_id") REFERENCES "voucher_pool"("id") ON DELETE CASCADE,
        CONSTRAINT "FK_voucher_code_volunteer" FOREIGN KEY ("volunteer_id") REFERENCES "volunteer"("id") ON DELETE SET NULL,
        CONSTRAINT "CHK_voucher_code_claimed" CHECK (("volunteer_id" IS NULL) OR ("claimed_at" IS NOT NULL))
      )`);
    await q.query(`CREATE INDEX "IDX_voucher_code_pool_claimed" ON "voucher_code" ("pool_id", "claimed_at")`);
    await q.query(`CREATE INDEX "IDX_voucher_code_volunteer" ON "voucher_code" ("volunteer_id")`);
    await q.query(`CREATE INDEX "IDX_voucher_code_order" ON "voucher_code" ("order_id")`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE "voucher_code"`);
    await q.query(`DROP TABLE "voucher_pool"`);
  }
}
