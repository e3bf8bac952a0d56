import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Volunteers of an organization (one row per e-mail address), their categories, slots' waiting lists,
 * and the participation columns sign-up needs: the volunteer link, the sign-up that created it, and when it last changed.
 */
export class Volunteers1732230000003 implements MigrationInterface {
  name = 'Volunteers1732230000003';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE "volunteer" (
        "id" SERIAL NOT NULL,
        "organization_id" integer NOT NULL,
        "token" text NOT NULL,
        "first_name" text NOT NULL DEFAULT '',
        "last_name" text NOT NULL DEFAULT '',
        "email" text NOT NULL,
        "phone_number" text NOT NULL DEFAULT '',
        "address" text NOT NULL DEFAULT '',
        "town" text NOT NULL DEFAULT '',
        "postcode" text NOT NULL DEFAULT '',
        "country" text NOT NULL DEFAULT '',
        "profile_picture" text,
        "born_date" date,
        "commentaire" text NOT NULL DEFAULT '',
        "language" text NOT NULL DEFAULT 'fr',
        "nb_vouchers_allowed" integer NOT NULL DEFAULT 0,
        "created_at" timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT "PK_volunteer" PRIMARY KEY ("id"),
        CONSTRAINT "UQ_volunteer_token" UNIQUE ("token"),
        CONSTRAINT "UQ_volunteer_organization_email" UNIQUE ("organization_id", "email"),
        CONSTRAINT "FK_volunteer_organization" FOREIGN KEY ("organization_id") REFERENCES "organization"("id") ON DELETE CASCADE
      )`);
    await q.query(`
      CREATE TABLE "volunteer_category" (
        "id" SERIAL NOT NULL,
        "organization_id" integer NOT NULL,
        "name" text NOT NULL,
        "is_by_default" boolean NOT NULL DEFAULT false,
        CONSTRAINT "PK_volunteer_category" PRIMARY KEY ("id"),
        CONSTRAINT "FK_volunteer_category_organization" FOREIGN KEY ("organization_id") REFERENCES "organization"("id") ON DELETE CASCADE
      )`);
    await q.query(`CREATE INDEX "IDX_volunteer_category_organization" ON "volunteer_category" ("organization_id")`);
    await q.query(`
      CREATE TABLE "volunteer_category_member" (
        "volunteer_id" integer NOT NULL,
        "category_id" integer NOT NULL,
        CONSTRAINT "PK_volunteer_category_member" PRIMARY KEY ("volunteer_id", "category_id"),
        CONSTRAINT "FK_volunteer_category_member_volunteer" FOREIGN KEY ("volunteer_id") REFERENCES "volunteer"("id") ON DELETE CASCADE,
        CONSTRAINT "FK_volunteer_category_member_category" FOREIGN KEY ("category_id") REFERENCES "volunteer_category"("id") ON DELETE CASCADE
      )`);
    await q.query(`CREATE INDEX "IDX_volunteer_category_member_category" ON "volunteer_category_member" ("category_id")`);
    await q.query(`
      CREATE TABLE "waiting_list_entry" (
        "id" SERIAL NOT NULL,
        "organization_id" integer NOT NULL,
        "event_id" integer NOT NULL,
        "time_slot_id" integer NOT NULL,
        "volunteer_id" integer NOT NULL,
        "rank" integer NOT NULL,
        "status" text NOT NULL DEFAULT 'waiting',
        "offer_token" text,
        "offer_expires_at" timestamptz,
        "nb_participants" integer NOT NULL DEFAULT 1,
        "group_name" text NOT NULL DEFAULT '',
        "first_name" text NOT NULL DEFAULT '',
        "last_name" text NOT NULL DEFAULT '',
        "email" text NOT NULL DEFAULT '',
        "phone_number" text NOT NULL DEFAULT '',
        "born_date" date,
        "language" text NOT NULL DEFAULT 'fr',
        "registration_id" uuid,
        "created_at" timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT "PK_waiting_list_entry" PRIMARY KEY ("id"),
        CONSTRAINT "UQ_waiting_list_entry_offer_token" UNIQUE ("offer_token"),
        CONSTRAINT "FK_waiting_list_entry_event" FOREIGN KEY ("event_id") REFERENCES "event"("id") ON DELETE CASCADE,
        CONSTRAINT "FK_waiting_list_entry_time_slot" FOREIGN KEY ("time_slot_id") REFERENCES "time_slot"("id") ON DELETE CASCADE,
        CONSTRAINT "FK_waiting_list_entry_volunteer" FOREIGN KEY ("volunteer_id") REFERENCES "volunteer"("id") ON DELETE CASCADE,
        CONSTRAINT "CHK_waiting_list_entry_status" CHECK ("status" IN ('waiting', 'offered', 'confirmed', 'lapsed', 'left', 'removed')),
        CONSTRAINT "CHK_waiting_list_entry_nb" CHECK ("nb_participants" >= 1)
      )`);
    await q.query(`CREATE INDEX "IDX_waiting_list_entry_slot_rank" ON "waiting_list_entry" ("time_slot_id", "rank")`);
    await q.query(`CREATE INDEX "IDX_waiting_list_entry_volunteer" ON "waiting_list_entry" ("volunteer_id")`);
    await q.query(`CREATE INDEX "IDX_waiting_list_entry_event" ON "waiting_list_entry" ("event_id")`);
    await q.query(`ALTER TABLE "participation" ADD "registration_id" uuid`);
    await q.query(`ALTER TABLE "participation" ADD "language" text NOT NULL DEFAULT 'fr'`);
    await q.query(`ALTER TABLE "participation" ADD "updated_at" timestamptz NOT NULL DEFAULT now()`);
    await q.query(
      `ALTER TABLE "participation" ADD CONSTRAINT "FK_participation_volunteer" FOREIGN KEY ("volunteer_id") REFERENCES "volunteer"("id") ON DELETE CASCADE`,
    );
    await q.query(`CREATE INDEX "IDX_participation_volunteer" ON "participation" ("volunteer_id")`);
    await q.query(`CREATE INDEX "IDX_participation_organization_status" ON "participation" ("organization_id", "validation_status")`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX "IDX_participation_organization_status"`);
    await q.query(`DROP INDEX "IDX_participation_volunteer"`);
    await q.query(`ALTER TABLE "participation" DROP CONSTRAINT "FK_participation_volunteer"`);
    for (const column of ['updated_at', 'language', 'registration_id']) await q.query(`ALTER TABLE "participation" DROP COLUMN "${column}"`);
    for (const table of ['waiting_list_entry', 'volunteer_category_member', 'volunteer_category', 'volunteer']) await q.query(`DROP TABLE "${table}"`);
  }
}
