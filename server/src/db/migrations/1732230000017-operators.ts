import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The scan stand (issue 14): per-event operators (secret kept as a hash) and their sessions, each
 * event's stand configuration, the volunteers' signed scan codes and the actions done at the stand
 * (each once while not undone: partial unique indexes; their history stays when what they named is
 * deleted). A voucher code used at the stand is marked on the code (redeemed_at), owned by vouchers.
 */
export class Operators1732230000017 implements MigrationInterface {
  name = 'Operators1732230000017';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE "operator" (
        "organization_id" integer NOT NULL,
        "event_id" integer NOT NULL,
        "id" SERIAL NOT NULL,
        "name" text NOT NULL,
        "secret_hash" text NOT NULL,
        "tag_ids" integer array NOT NULL,
        "last_login_at" timestamptz,
        "created_at" timestamptz NOT NULL DEFAULT now(),
        "modified_at" timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT "PK_operator" PRIMARY KEY ("id"),
        CONSTRAINT "UQ_operator_secret" UNIQUE ("secret_hash"),
        CONSTRAINT "FK_operator_event" FOREIGN KEY ("event_id") REFERENCES "event"("id") ON DELETE CASCADE
      )`);
    await q.query(`CREATE INDEX "IDX_operator_event" ON "operator" ("event_id")`);
    await q.query(`
      CREATE TABLE "operator_session" (
        "id" SERIAL NOT NULL,
        "operator_id" integer NOT NULL,
        "token_hash" text NOT NULL,
        "expires_at" timestamptz NOT NULL,
        "created_at" timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT "PK_operator_session" PRIMARY KEY ("id"),
        CONSTRAINT "UQ_operator_session_token" UNIQUE ("token_hash"),
        CONSTRAINT "FK_operator_session_operator" FOREIGN KEY ("operator_id") REFERENCES "operator"("id") ON DELETE CASCADE
      )`);
    await q.query(`CREATE INDEX "IDX_operator_session_operator" ON "operator_session" ("operator_id")`);
    await q.query(`
      CREATE TABLE "scan_config" (
        "event_id" integer NOT NULL,
        "organization_id" integer NOT NULL,
        "check_in" boolean NOT NULL,
        "order_delivery" boolean NOT NULL,
        "voucher_redeem" boolean NOT NULL,
        "tshirt" boolean NOT NULL,
        "tshirt_attribute_id" integer,
        "late_after_minutes" integer NOT NULL,
        "items" jsonb NOT NULL,
        CONSTRAINT "PK_scan_config" PRIMARY KEY ("event_id"),
        CONSTRAINT "FK_scan_config_event" FOREIGN KEY ("event_id") REFERENCES "event"("id") ON DELETE CASCADE,
        CONSTRAINT "FK_scan_config_tshirt_attribute" FOREIGN KEY ("tshirt_attribute_id") REFERENCES "attribute"("id") ON DELETE SET NULL,
        CONSTRAINT "CHK_scan_config_late" CHECK ("late_after_minutes" BETWEEN 0 AND 1440)
      )`);
    await q.query(`
      CREATE TABLE "scan_code" (
        "id" SERIAL NOT NULL,
        "organization_id" integer NOT NULL,
        "volunteer_id" integer NOT NULL,
        "serial" integer NOT NULL,
        "modified_at" timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT "PK_scan_code" PRIMARY KEY ("id"),
        CONSTRAINT "UQ_scan_code_volunteer" UNIQUE ("volunteer_id"),
        CONSTRAINT "FK_scan_code_volunteer" FOREIGN KEY ("volunteer_id") REFERENCES "volunteer"("id") ON DELETE CASCADE
      )`);
    await q.query(`
      CREATE TABLE "scan_action" (
        "organization_id" integer NOT NULL,
        "event_id" integer NOT NULL,
        "id" SERIAL NOT NULL,
        "kind" text NOT NULL,
        "operator_id" integer,
        "operator_name" text NOT NULL,
        "volunteer_id" integer NOT NULL,
        "participation_id" integer,
        "order_id" integer,
        "voucher_code_id" integer,
        "label" text NOT NULL,
        "happened_at" timestamptz NOT NULL,
        "client_id" text,
        "created_at" timestamptz NOT NULL DEFAULT now(),
        "undone_at" timestamptz,
        CONSTRAINT "PK_scan_action" PRIMARY KEY ("id"),
        CONSTRAINT "FK_scan_action_event" FOREIGN KEY ("event_id") REFERENCES "event"("id") ON DELETE CASCADE,
        CONSTRAINT "FK_scan_action_operator" FOREIGN KEY ("operator_id") REFERENCES "operator"("id") ON DELETE SET NULL,
        CONSTRAINT "FK_scan_action_volunteer" FOREIGN KEY ("volunteer_id") REFERENCES "volunteer"("id") ON DELETE CASCADE,
        CONSTRAINT "FK_scan_action_participation" FOREIGN KEY ("participation_id") REFERENCES "participation"("id") ON DELETE SET NULL,
        CONSTRAINT "FK_scan_action_order" FOREIGN KEY ("order_id") REFERENCES "shop_order"("id") ON DELETE SET NULL,
        CONSTRAINT "FK_scan_action_voucher_code" FOREIGN KEY ("voucher_code_id") REFERENCES "voucher_code"("id") ON DELETE SET NULL,
        CONSTRAINT "CHK_scan_action_kind" CHECK ("kind" IN ('check_in', 'deliver_order', 'redeem_voucher', 'tshirt'))
      )`);
    await q.query(`CREATE INDEX "IDX_scan_action_event" ON "scan_action" ("event_id", "created_at")`);
    await q.query(`CREATE INDEX "IDX_scan_action_volunteer" ON "scan_action" ("volunteer_id")`);
    await q.query(`CREATE UNIQUE INDEX "UQ_scan_action_check_in" ON "scan_action" ("participation_id") WHERE "kind" = 'check_in' AND "undone_at" IS NULL`);
    await q.query(`CREATE UNIQUE INDEX "UQ_scan_action_order" ON "scan_action" ("order_id") WHERE "kind" = 'deliver_order' AND "undone_at" IS NULL`);
    await q.query(`CREATE UNIQUE INDEX "UQ_scan_action_voucher" ON "scan_action" ("voucher_code_id") WHERE "kind" = 'redeem_voucher' AND "undone_at" IS NULL`);
    await q.query(`CREATE UNIQUE INDEX "UQ_scan_action_tshirt" ON "scan_action" ("event_id", "volunteer_id") WHERE "kind" = 'tshirt' AND "undone_at" IS NULL`);
    await q.query(`CREATE UNIQUE INDEX "UQ_scan_action_client" ON "scan_action" ("operator_id", "client_id") WHERE "client_id" IS NOT NULL`);
    await q.query(`ALTER TABLE "voucher_code" ADD "redeemed_at" timestamptz`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "voucher_code" DROP COLUMN "redeemed_at"`);
    await q.query(`DROP TABLE "scan_action"`);
    await q.query(`DROP TABLE "scan_code"`);
    await q.query(`DROP TABLE "scan_config"`);
    await q.query(`DROP TABLE "operator_session"`);
    await q.query(`DROP TABLE "operator"`);
  }
}
