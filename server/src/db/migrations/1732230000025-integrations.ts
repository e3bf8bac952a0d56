import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Integrators (issue 16): personal API tokens (a name, scopes, an expiry, the last use) beside the
 * login tokens, and webhooks with their delivery records.
 */
export class Integrations1732230000025 implements MigrationInterface {
  name = 'Integrations1732230000025';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "api_token" ADD "kind" text NOT NULL DEFAULT 'login'`);
    await q.query(`ALTER TABLE "api_token" ADD "name" text NOT NULL DEFAULT ''`);
    await q.query(`ALTER TABLE "api_token" ADD "scopes" text[]`);
    await q.query(`ALTER TABLE "api_token" ADD "expires_at" timestamptz`);
    await q.query(`ALTER TABLE "api_token" ADD "last_used_at" timestamptz`);
    await q.query(`ALTER TABLE "api_token" ADD CONSTRAINT "CHK_api_token_kind" CHECK ("kind" IN ('login', 'personal'))`);
    await q.query(`CREATE INDEX "IDX_api_token_user_kind" ON "api_token" ("user_id", "kind")`);

    await q.query(`
      CREATE TABLE "webhook" (
        "id" SERIAL NOT NULL,
        "organization_id" integer NOT NULL,
        "url" text NOT NULL,
        "description" text NOT NULL DEFAULT '',
        "events" text[] NOT NULL,
        "secret_encrypted" text NOT NULL,
        "is_active" boolean NOT NULL DEFAULT true,
        "created_by_id" integer,
        "created_at" timestamptz NOT NULL DEFAULT now(),
        "updated_at" timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT "PK_webhook" PRIMARY KEY ("id"),
        CONSTRAINT "FK_webhook_organization" FOREIGN KEY ("organization_id") REFERENCES "organization"("id") ON DELETE CASCADE,
        CONSTRAINT "FK_webhook_created_by" FOREIGN KEY ("created_by_id") REFERENCES "app_user"("id") ON DELETE SET NULL
      )`);
    await q.query(`CREATE INDEX "IDX_webhook_organization" ON "webhook" ("organization_id")`);
    await q.query(`
      CREATE TABLE "webhook_delivery" (
        "id" SERIAL NOT NULL,
        "uuid" uuid NOT NULL,
        "webhook_id" integer NOT NULL,
        "organization_id" integer NOT NULL,
        "event" text NOT NULL,
        "payload" jsonb NOT NULL,
        "status" text NOT NULL DEFAULT 'pending',
        "attempts" integer NOT NULL DEFAULT 0,
        "response_code" integer,
        "last_error" text,
        "created_at" timestamptz NOT NULL DEFAULT now(),
        "last_attempt_at" timestamptz,
        "delivered_at" timestamptz,
        CONSTRAINT "PK_webhook_delivery" PRIMARY KEY ("id"),
        CONSTRAINT "UQ_webhook_delivery_uuid" UNIQUE ("uuid"),
        CONSTRAINT "CHK_webhook_delivery_status" CHECK ("status" IN ('pending', 'succeeded', 'failed')),
        CONSTRAINT "FK_webhook_delivery_webhook" FOREIGN KEY ("webhook_id") REFERENCES "webhook"("id") ON DELETE CASCADE
      )`);
    await q.query(`CREATE INDEX "IDX_webhook_delivery_webhook" ON "webhook_delivery" ("webhook_id", "created_at")`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE "webhook_delivery"`);
    await q.query(`DROP TABLE "webhook"`);
    await q.query(`DROP INDEX "IDX_api_token_user_kind"`);
    await q.query(`ALTER TABLE "api_token" DROP CONSTRAINT "CHK_api_token_kind"`);
    await q.query(`DELETE FROM "api_token" WHERE "kind" = 'personal'`);
    for (const column of ['last_used_at', 'expires_at', 'scopes', 'name', 'kind']) {
      await q.query(`ALTER TABLE "api_token" DROP COLUMN "${column}"`);
    }
  }
}
