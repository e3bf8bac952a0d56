import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Events with their days, images and sectors; positions, time slots, tags, reward categories, and the
 * participations table (its sign-up flow arrives with issue 4; the planning reads it now).
 * Every table carries organization_id so each query filters on the tenant directly.
 */
export class Events1732230000002 implements MigrationInterface {
  name = 'Events1732230000002';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE "event" (
        "id" SERIAL NOT NULL,
        "uuid" uuid NOT NULL,
        "organization_id" integer NOT NULL,
        "name" text NOT NULL,
        "description" text NOT NULL DEFAULT '',
        "email" text NOT NULL DEFAULT '',
        "responsable" text NOT NULL DEFAULT '',
        "status" smallint NOT NULL DEFAULT 0,
        "teaser" text NOT NULL DEFAULT '',
        "website" text NOT NULL DEFAULT '',
        "complex_event" boolean NOT NULL DEFAULT false,
        "version" integer NOT NULL DEFAULT 2,
        "show_on_public_page" boolean NOT NULL DEFAULT true,
        "show_on_home_calendar" boolean NOT NULL DEFAULT true,
        "participations_rankings" integer[] NOT NULL DEFAULT '{}',
        "zoom_level" integer NOT NULL DEFAULT 15,
        "time_zone" text NOT NULL DEFAULT 'Europe/Zurich',
        "overview_secret" text NOT NULL,
        "logo" text,
        "configuration" jsonb NOT NULL DEFAULT '{}',
        "created_at" timestamptz NOT NULL DEFAULT now(),
        "updated_at" timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT "PK_event" PRIMARY KEY ("id"),
        CONSTRAINT "UQ_event_uuid" UNIQUE ("uuid"),
        CONSTRAINT "FK_event_organization" FOREIGN KEY ("organization_id") REFERENCES "organization"("id") ON DELETE CASCADE,
        CONSTRAINT "CHK_event_status" CHECK ("status" IN (0, 1, 2))
      )`);
    await q.query(`CREATE INDEX "IDX_event_organization_status" ON "event" ("organization_id", "status")`);
    await q.query(`
      CREATE TABLE "event_day" (
        "id" SERIAL NOT NULL,
        "event_id" integer NOT NULL,
        "starts_at" timestamptz NOT NULL,
        "ends_at" timestamptz NOT NULL,
        CONSTRAINT "PK_event_day" PRIMARY KEY ("id"),
        CONSTRAINT "FK_event_day_event" FOREIGN KEY ("event_id") REFERENCES "event"("id") ON DELETE CASCADE,
        CONSTRAINT "CHK_event_day_range" CHECK ("ends_at" > "starts_at")
      )`);
    await q.query(`CREATE INDEX "IDX_event_day_event" ON "event_day" ("event_id", "starts_at")`);
    await q.query(`
      CREATE TABLE "event_image" (
        "id" SERIAL NOT NULL,
        "event_id" integer NOT NULL,
        "url" text NOT NULL,
        "order" integer NOT NULL DEFAULT 0,
        CONSTRAINT "PK_event_image" PRIMARY KEY ("id"),
        CONSTRAINT "FK_event_image_event" FOREIGN KEY ("event_id") REFERENCES "event"("id") ON DELETE CASCADE
      )`);
    await q.query(`CREATE INDEX "IDX_event_image_event" ON "event_image" ("event_id")`);
    await q.query(`
      CREATE TABLE "sector" (
        "id" SERIAL NOT NULL,
        "organization_id" integer NOT NULL,
        "event_id" integer NOT NULL,
        "name" text NOT NULL,
        "description" text NOT NULL DEFAULT '',
        "order" integer NOT NULL DEFAULT 0,
        CONSTRAINT "PK_sector" PRIMARY KEY ("id"),
        CONSTRAINT "FK_sector_event" FOREIGN KEY ("event_id") REFERENCES "event"("id") ON DELETE CASCADE
      )`);
    await q.query(`CREATE INDEX "IDX_sector_event" ON "sector" ("event_id")`);
    await q.query(`
      CREATE TABLE "tag" (
        "id" SERIAL NOT NULL,
        "organization_id" integer NOT NULL,
        "event_id" integer NOT NULL,
        "name" text NOT NULL,
        "category_id" integer,
        "visibility" smallint NOT NULL DEFAULT 1,
        "color" text NOT NULL DEFAULT '#ffc107',
        "passkey" text NOT NULL,
        "created_at" timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT "PK_tag" PRIMARY KEY ("id"),
        CONSTRAINT "FK_tag_event" FOREIGN KEY ("event_id") REFERENCES "event"("id") ON DELETE CASCADE,
        CONSTRAINT "FK_tag_category" FOREIGN KEY ("category_id") REFERENCES "tag"("id") ON DELETE SET NULL,
        CONSTRAINT "CHK_tag_visibility" CHECK ("visibility" IN (0, 1))
      )`);
    await q.query(`CREATE INDEX "IDX_tag_event" ON "tag" ("event_id")`);
    await q.query(`CREATE INDEX "IDX_tag_category" ON "tag" ("category_id")`);
    await q.query(`
      CREATE TABLE "reward_category" (
        "id" SERIAL NOT NULL,
        "organization_id" integer NOT NULL,
        "event_id" integer NOT NULL,
        "name" text NOT NULL,
        "hourly_rate" double precision NOT NULL DEFAULT 0,
        "icon" text NOT NULL DEFAULT '',
        "is_default" boolean NOT NULL DEFAULT false,
        "time_slot_color" text NOT NULL DEFAULT '#4fd68e',
        CONSTRAINT "PK_reward_category" PRIMARY KEY ("id"),
        CONSTRAINT "FK_reward_category_event" FOREIGN KEY ("event_id") REFERENCES "event"("id") ON DELETE CASCADE
      )`);
    await q.query(`CREATE INDEX "IDX_reward_category_event" ON "reward_category" ("event_id")`);
    await q.query(`
      CREATE TABLE "position" (
        "id" SERIAL NOT NULL,
        "organization_id" integer NOT NULL,
        "event_id" integer NOT NULL,
        "sector_id" integer,
        "name" text NOT NULL,
        "order" integer NOT NULL DEFAULT 0,
        "description" text NOT NULL DEFAULT '',
        "default_participation_validation_status" smallint NOT NULL DEFAULT 6,
        "max_participants_at_time" integer NOT NULL DEFAULT 0,
        "latitude" double precision,
        "longitude" double precision,
        CONSTRAINT "PK_position" PRIMARY KEY ("id"),
        CONSTRAINT "FK_position_event" FOREIGN KEY ("event_id") REFERENCES "event"("id") ON DELETE CASCADE,
        CONSTRAINT "FK_position_sector" FOREIGN KEY ("sector_id") REFERENCES "sector"("id") ON DELETE SET NULL,
        CONSTRAINT "CHK_position_max_participants" CHECK ("max_participants_at_time" >= 0),
        CONSTRAINT "CHK_position_validation_status" CHECK ("default_participation_validation_status" BETWEEN 0 AND 6)
      )`);
    await q.query(`CREATE INDEX "IDX_position_event_order" ON "position" ("event_id", "order")`);
    await q.query(`
      CREATE TABLE "position_tag" (
        "position_id" integer NOT NULL,
        "tag_id" integer NOT NULL,
        CONSTRAINT "PK_position_tag" PRIMARY KEY ("position_id", "tag_id"),
        CONSTRAINT "FK_position_tag_position" FOREIGN KEY ("position_id") REFERENCES "position"("id") ON DELETE CASCADE,
        CONSTRAINT "FK_position_tag_tag" FOREIGN KEY ("tag_id") REFERENCES "tag"("id") ON DELETE CASCADE
      )`);
    await q.query(`CREATE INDEX "IDX_position_tag_tag" ON "position_tag" ("tag_id")`);
    await q.query(`
      CREATE TABLE "time_slot" (
        "id" SERIAL NOT NULL,
        "organization_id" integer NOT NULL,
        "event_id" integer NOT NULL,
        "position_id" integer NOT NULL,
        "description" text NOT NULL DEFAULT '',
        "start_time" timestamptz NOT NULL,
        "end_time" timestamptz NOT NULL,
        "required_volunteer_count" integer NOT NULL DEFAULT 0,
        "is_private" boolean NOT NULL DEFAULT false,
        "series" uuid,
        "recurrence" jsonb,
        "reward_category_id" integer,
        "hourly_rate" double precision,
        CONSTRAINT "PK_time_slot" PRIMARY KEY ("id"),
        CONSTRAINT "FK_time_slot_position" FOREIGN KEY ("position_id") REFERENCES "position"("id") ON DELETE CASCADE,
        CONSTRAINT "FK_time_slot_event" FOREIGN KEY ("event_id") REFERENCES "event"("id") ON DELETE CASCADE,
        CONSTRAINT "FK_time_slot_reward_category" FOREIGN KEY ("reward_category_id") REFERENCES "reward_category"("id") ON DELETE SET NULL,
        CONSTRAINT "CHK_time_slot_range" CHECK ("end_time" > "start_time"),
        CONSTRAINT "CHK_time_slot_required" CHECK ("required_volunteer_count" >= 0)
      )`);
    await q.query(`CREATE INDEX "IDX_time_slot_position_start" ON "time_slot" ("position_id", "start_time")`);
    await q.query(`CREATE INDEX "IDX_time_slot_event" ON "time_slot" ("event_id")`);
    await q.query(`CREATE INDEX "IDX_time_slot_series" ON "time_slot" ("series") WHERE "series" IS NOT NULL`);
    await q.query(`
      CREATE TABLE "participation" (
        "id" SERIAL NOT NULL,
        "organization_id" integer NOT NULL,
        "event_id" integer NOT NULL,
        "time_slot_id" integer NOT NULL,
        "volunteer_id" integer,
        "first_name" text NOT NULL DEFAULT '',
        "last_name" text NOT NULL DEFAULT '',
        "email" text NOT NULL DEFAULT '',
        "phone_number" text NOT NULL DEFAULT '',
        "nb_participants" integer NOT NULL DEFAULT 1,
        "group_name" text NOT NULL DEFAULT '',
        "validation_status" smallint NOT NULL DEFAULT 6,
        "validation_message" text NOT NULL DEFAULT '',
        "born_date" date,
        "created_at" timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT "PK_participation" PRIMARY KEY ("id"),
        CONSTRAINT "FK_participation_time_slot" FOREIGN KEY ("time_slot_id") REFERENCES "time_slot"("id") ON DELETE CASCADE,
        CONSTRAINT "FK_participation_event" FOREIGN KEY ("event_id") REFERENCES "event"("id") ON DELETE CASCADE,
        CONSTRAINT "CHK_participation_nb" CHECK ("nb_participants" >= 1),
        CONSTRAINT "CHK_participation_status" CHECK ("validation_status" BETWEEN 0 AND 6)
      )`);
    await q.query(`CREATE INDEX "IDX_participation_time_slot" ON "participation" ("time_slot_id")`);
    await q.query(`CREATE INDEX "IDX_participation_event" ON "participation" ("event_id")`);
  }

  async down(q: QueryRunner): Promise<void> {
    for (const table of ['participation', 'time_slot', 'position_tag', 'position', 'reward_category', 'tag', 'sector', 'event_image', 'event_day', 'event']) {
      await q.query(`DROP TABLE "${table}"`);
    }
  }
}
