import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Campaigns (spec 3): an organization recruits volunteers before it knows their shifts; a campaign
 * has an unguessable token for its public page, and one registration per volunteer.
 */
export class Campaigns1732230000011 implements MigrationInterface {
  name = 'Campaigns1732230000011';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE "campaign" (
        "id" SERIAL NOT NULL,
        "organization_id" integer NOT NULL,
        "token" text NOT NULL,
        "name" text NOT NULL,
        "description" text NOT NULL DEFAULT '',
        "contact_name" text NOT NULL DEFAULT '',
        "contact_email" text NOT NULL DEFAULT '',
        "logo" text,
        "status" text NOT NULL DEFAULT 'draft',
        "is_public" boolean NOT NULL DEFAULT false,
        "show_on_home_calendar" boolean NOT NULL DEFAULT false,
        "time_zone" text NOT NULL DEFAULT 'Europe/Zurich',
        "registration_email_text" text NOT NULL DEFAULT '',
        "created_at" timestamptz NOT NULL DEFAULT now(),
        "modified_at" timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT "PK_campaign" PRIMARY KEY ("id"),
        CONSTRAINT "UQ_campaign_token" UNIQUE ("token"),
        CONSTRAINT "FK_campaign_organization" FOREIGN KEY ("organization_id") REFERENCES "organization"("id") ON DELETE CASCADE,
        CONSTRAINT "CHK_campaign_status" CHECK ("status" IN ('draft', 'published', 'closed', 'archived'))
      )`);
    await q.query(`CREATE INDEX "IDX_campaign_organization_status" ON "campaign" ("organization_id", "status")`);
    await q.query(`
      CREATE TABLE "campaign_registration" (
        "id" SERIAL NOT NULL,
        "organization_id" integer NOT NULL,
        "campaign_id" integer NOT NULL,
        "volunteer_id" integer NOT NULL,
        "created_at" timestamptz NOT NULL DEFAULT now(),
        "modified_at" timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT "PK_campaign_registration" PRIMARY KEY ("id"),
        CONSTRAINT "UQ_campaign_registration_volunteer" UNIQUE ("campaign_id", "volunteer_id"),
        CONSTRAINT "FK_campaign_registration_organization" FOREIGN KEY ("organization_id") REFERENCES "organization"("id") ON DELETE CASCADE,
        CONSTRAINT "FK_campaign_registration_campaign" FOREIGN KEY ("campaign_id") REFERENCES "campaign"("id") ON DELETE CASCADE,
        CONSTRAINT "FK_campaign_registration_volunteer" FOREIGN KEY ("volunteer_id") REFERENCES "volunteer"("id") ON DELETE CASCADE
      )`);
    await q.query(`CREATE INDEX "IDX_campaign_registration_volunteer" ON "campaign_registration" ("volunteer_id")`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE "campaign_registration"`);
    await q.query(`DROP TABLE "campaign"`);
  }
}
