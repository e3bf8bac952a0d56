import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The ticketing integration (issue 16, enableWeezevent): per-organization settings (credentials
 * encrypted with the server's secret key), events linked to the vendor's, the volunteers'
 * accreditations (the vendor's participant id, the check-in read back) and the log of synchronisations
 * (at most one unfinished per event).
 */
export class Ticketing1732230000026 implements MigrationInterface {
  name = 'Ticketing1732230000026';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE "ticketing_settings" (
        "organization_id" integer NOT NULL,
        "base_url" text NOT NULL DEFAULT '',
        "api_key_encrypted" text,
        "api_key_last4" text,
        "access_token_encrypted" text,
        "access_token_last4" text,
        "created_at" timestamptz NOT NULL DEFAULT now(),
        "modified_at" timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT "PK_ticketing_settings" PRIMARY KEY ("organization_id"),
        CONSTRAINT "FK_ticketing_settings_organization" FOREIGN KEY ("organization_id") REFERENCES "organization"("id") ON DELETE CASCADE
      )`);
    await q.query(`
      CREATE TABLE "ticketing_event_mapping" (
        "organization_id" integer NOT NULL,
        "event_id" integer NOT NULL,
        "id" SERIAL NOT NULL,
        "vendor_event_id" text NOT NULL,
        "vendor_ticket_id" text NOT NULL,
        "created_at" timestamptz NOT NULL DEFAULT now(),
        "modified_at" timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT "PK_ticketing_event_mapping" PRIMARY KEY ("id"),
        CONSTRAINT "UQ_ticketing_event_mapping_event" UNIQUE ("event_id"),
        CONSTRAINT "FK_ticketing_event_mapping_event" FOREIGN KEY ("event_id") REFERENCES "event"("id") ON DELETE CASCADE
      )`);
    await q.query(`
      CREATE TABLE "ticketing_accreditation" (
        "organization_id" integer NOT NULL,
        "event_id" integer NOT NULL,
        "id" SERIAL NOT NULL,
        "volunteer_id" integer NOT NULL,
        "vendor_event_id" text NOT NULL,
        "vendor_ticket_id" text NOT NULL,
        "vendor_participant_id" text NOT NULL,
        "barcode" text NOT NULL DEFAULT '',
        "first_name" text NOT NULL,
        "last_name" text NOT NULL,
        "email" text NOT NULL,
        "checked_in" boolean NOT NULL DEFAULT false,
        "checked_in_at" timestamptz,
        "created_at" timestamptz NOT NULL DEFAULT now(),
        "modified_at" timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT "PK_ticketing_accreditation" PRIMARY KEY ("id"),
        CONSTRAINT "UQ_ticketing_accreditation_volunteer" UNIQUE ("event_id", "volunteer_id"),
        CONSTRAINT "FK_ticketing_accreditation_event" FOREIGN KEY ("event_id") REFERENCES "event"("id") ON DELETE CASCADE
      )`);
    await q.query(`
      CREATE TABLE "ticketing_sync" (
        "organization_id" integer NOT NULL,
        "event_id" integer NOT NULL,
        "id" SERIAL NOT NULL,
        "status" text NOT NULL,
        "requested_by_id" integer,
        "attempts" integer NOT NULL DEFAULT 0,
        "started_at" timestamptz,
        "finished_at" timestamptz,
        "exported" integer NOT NULL DEFAULT 0,
        "updated" integer NOT NULL DEFAULT 0,
        "removed" integer NOT NULL DEFAULT 0,
        "imported" integer NOT NULL DEFAULT 0,
        "error_key" text,
        "error_params" jsonb,
        "created_at" timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT "PK_ticketing_sync" PRIMARY KEY ("id"),
        CONSTRAINT "FK_ticketing_sync_event" FOREIGN KEY ("event_id") REFERENCES "event"("id") ON DELETE CASCADE,
        CONSTRAINT "CHK_ticketing_sync_status" CHECK ("status" IN ('pending', 'running', 'retrying', 'done', 'failed'))
      )`);
    await q.query(`CREATE INDEX "IDX_ticketing_sync_organization" ON "ticketing_sync" ("organization_id", "created_at")`);
    await q.query(`CREATE UNIQUE INDEX "UQ_ticketing_sync_active" ON "ticketing_sync" ("event_id") WHERE "finished_at" IS NULL`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE "ticketing_sync"`);
    await q.query(`DROP TABLE "ticketing_accreditation"`);
    await q.query(`DROP TABLE "ticketing_event_mapping"`);
    await q.query(`DROP TABLE "ticketing_settings"`);
  }
}
