import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The points shop (issue 13): products an organization sells for points (optionally a voucher
 * product handing out one code of a pool per unit) and volunteers' orders. An order keeps the
 * product's name and its total in points, so it outlives a product deleted with its organization.
 * The table is "shop_order": ORDER is a reserved word.
 */
export class Shop1732230000015 implements MigrationInterface {
  name = 'Shop1732230000015';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE "product" (
        "id" SERIAL NOT NULL,
        "organization_id" integer NOT NULL,
        "name" text NOT NULL,
        "description" text NOT NULL DEFAULT '',
        "price" numeric(14,2) NOT NULL,
        "image" text,
        "status" text NOT NULL DEFAULT 'active',
        "on_sale" boolean NOT NULL DEFAULT false,
        "stock" integer,
        "voucher_pool_id" integer,
        "created_at" timestamptz NOT NULL DEFAULT now(),
        "modified_at" timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT "PK_product" PRIMARY KEY ("id"),
        CONSTRAINT "FK_product_organization" FOREIGN KEY ("organization_id") REFERENCES "organization"("id") ON DELETE CASCADE,
        CONSTRAINT "FK_product_voucher_pool" FOREIGN KEY ("voucher_pool_id") REFERENCES "voucher_pool"("id") ON DELETE SET NULL,
        CONSTRAINT "CHK_product_status" CHECK ("status" IN ('active', 'archived')),
        CONSTRAINT "CHK_product_price" CHECK ("price" > 0),
        CONSTRAINT "CHK_product_stock" CHECK (("stock" IS NULL) OR ("stock" >= 0))
      )`);
    await q.query(`CREATE INDEX "IDX_product_organization" ON "product" ("organization_id")`);
    await q.query(`CREATE INDEX "IDX_product_voucher_pool" ON "product" ("voucher_pool_id")`);
    await q.query(`
      CREATE TABLE "shop_order" (
        "id" SERIAL NOT NULL,
        "organization_id" integer NOT NULL,
        "volunteer_id" integer NOT NULL,
        "product_id" integer,
        "product_name" text NOT NULL,
        "quantity" integer NOT NULL,
        "price" numeric(14,2) NOT NULL,
        "status" text NOT NULL DEFAULT 'awaiting_delivery',
        "created_at" timestamptz NOT NULL DEFAULT now(),
        "modified_at" timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT "PK_shop_order" PRIMARY KEY ("id"),
        CONSTRAINT "FK_shop_order_organization" FOREIGN KEY ("organization_id") REFERENCES "organization"("id") ON DELETE CASCADE,
        CONSTRAINT "FK_shop_order_volunteer" FOREIGN KEY ("volunteer_id") REFERENCES "volunteer"("id") ON DELETE CASCADE,
        CONSTRAINT "FK_shop_order_product" FOREIGN KEY ("product_id") REFERENCES "product"("id") ON DELETE SET NULL,
        CONSTRAINT "CHK_shop_order_status" CHECK ("status" IN ('awaiting_delivery', 'delivered', 'cancelled')),
        CONSTRAINT "CHK_shop_order_quantity" CHECK ("quantity" > 0)
      )`);
    await q.query(`CREATE INDEX "IDX_shop_order_organization" ON "shop_order" ("organization_id", "status")`);
    await q.query(`CREATE INDEX "IDX_shop_order_volunteer" ON "shop_order" ("volunteer_id")`);
    await q.query(`CREATE INDEX "IDX_shop_order_product" ON "shop_order" ("product_id")`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE "shop_order"`);
    await q.query(`DROP TABLE "product"`);
  }
}
