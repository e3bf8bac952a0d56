import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The points ledger (issue 13): one row per change of a volunteer's points, append-only, with the
 * balance after it; and each volunteer's running balance (the row orders lock, so two orders never
 * spend the same points). A participation's rows keep its id without a foreign key: the ledger
 * outlives a deleted participation.
 */
export class Points1732230000013 implements MigrationInterface {
  name = 'Points1732230000013';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE "points_transaction" (
        "id" SERIAL NOT NULL,
        "organization_id" integer NOT NULL,
        "volunteer_id" integer NOT NULL,
        "created_at" timestamptz NOT NULL DEFAULT now(),
        "points_diff" numeric(14,2) NOT NULL,
        "balance" numeric(14,2) NOT NULL,
        "trigger" text NOT NULL,
        "trigger_data" jsonb NOT NULL DEFAULT '{}',
        "participation_id" integer,
        "author_user_id" integer,
        CONSTRAINT "PK_points_transaction" PRIMARY KEY ("id"),
        CONSTRAINT "FK_points_transaction_organization" FOREIGN KEY ("organization_id") REFERENCES "organization"("id") ON DELETE CASCADE,
        CONSTRAINT "FK_points_transaction_volunteer" FOREIGN KEY ("volunteer_id") REFERENCES "volunteer"("id") ON DELETE CASCADE,
        CONSTRAINT "FK_points_transaction_author_user" FOREIGN KEY ("author_user_id") REFERENCES "app_user"("id") ON DELETE SET NULL,
        CONSTRAINT "CHK_points_transaction_trigger" CHECK ("trigger" IN ('participation_accepted', 'participation_cancelled', 'participation_changed', 'time_slot_changed', 'hourly_rate_changed', 'product_purchased', 'manual_adjustment', 'order_cancelled')),
        CONSTRAINT "CHK_points_transaction_diff" CHECK ("points_diff" <> 0)
      )`);
    await q.query(`CREATE INDEX "IDX_points_transaction_volunteer" ON "points_transaction" ("volunteer_id", "id")`);
    await q.query(`CREATE INDEX "IDX_points_transaction_participation" ON "points_transaction" ("participation_id", "volunteer_id")`);
    await q.query(`CREATE INDEX "IDX_points_transaction_organization" ON "points_transaction" ("organization_id")`);
    await q.query(`
      CREATE TABLE "points_account" (
        "volunteer_id" integer NOT NULL,
        "organization_id" integer NOT NULL,
        "balance" numeric(14,2) NOT NULL DEFAULT 0,
        CONSTRAINT "PK_points_account" PRIMARY KEY ("volunteer_id"),
        CONSTRAINT "FK_points_account_volunteer" FOREIGN KEY ("volunteer_id") REFERENCES "volunteer"("id") ON DELETE CASCADE,
        CONSTRAINT "FK_points_account_organization" FOREIGN KEY ("organization_id") REFERENCES "organization"("id") ON DELETE CASCADE
      )`);
    await q.query(`CREATE INDEX "IDX_points_account_organization" ON "points_account" ("organization_id")`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE "points_account"`);
    await q.query(`DROP TABLE "points_transaction"`);
  }
}
