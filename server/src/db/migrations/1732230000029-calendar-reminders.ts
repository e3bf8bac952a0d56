import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Issue 17: calendar feeds and shift reminders.
 * - calendar_feed: one secret feed address per volunteer (created on first ask, rotatable).
 * - calendar_sequence: the iCal SEQUENCE of each participation's VEVENT, bumped when what the feed
 *   shows of it (times, status, names) changes, so calendar clients take a moved slot as an update.
 * - shift_reminder: one row per reminder decided (participation, delay, slot start): the UNIQUE key makes
 *   the reminder mail go out exactly once, and a moved slot (new start) gets its own reminders.
 */
export class CalendarReminders1732230000029 implements MigrationInterface {
  name = 'CalendarReminders1732230000029';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE "calendar_feed" (
        "id" SERIAL NOT NULL,
        "organization_id" integer NOT NULL,
        "volunteer_id" integer NOT NULL,
        "token" text NOT NULL,
        "created_at" timestamptz NOT NULL DEFAULT now(),
        "rotated_at" timestamptz,
        CONSTRAINT "PK_calendar_feed" PRIMARY KEY ("id"),
        CONSTRAINT "UQ_calendar_feed_volunteer" UNIQUE ("volunteer_id"),
        CONSTRAINT "UQ_calendar_feed_token" UNIQUE ("token"),
        CONSTRAINT "FK_calendar_feed_organization" FOREIGN KEY ("organization_id") REFERENCES "organization"("id") ON DELETE CASCADE,
        CONSTRAINT "FK_calendar_feed_volunteer" FOREIGN KEY ("volunteer_id") REFERENCES "volunteer"("id") ON DELETE CASCADE
      )`);
    await q.query(`
      CREATE TABLE "calendar_sequence" (
        "participation_id" integer NOT NULL,
        "fingerprint" text NOT NULL,
        "sequence" integer NOT NULL DEFAULT 0,
        "changed_at" timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT "PK_calendar_sequence" PRIMARY KEY ("participation_id"),
        CONSTRAINT "FK_calendar_sequence_participation" FOREIGN KEY ("participation_id") REFERENCES "participation"("id") ON DELETE CASCADE
      )`);
    await q.query(`
      CREATE TABLE "shift_reminder" (
        "id" SERIAL NOT NULL,
        "participation_id" integer NOT NULL,
        "delay_hours" integer NOT NULL,
        "slot_start" timestamptz NOT NULL,
        "mail_id" integer,
        "sent_at" timestamptz,
        "created_at" timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT "PK_shift_reminder" PRIMARY KEY ("id"),
        CONSTRAINT "UQ_shift_reminder" UNIQUE ("participation_id", "delay_hours", "slot_start"),
        CONSTRAINT "FK_shift_reminder_participation" FOREIGN KEY ("participation_id") REFERENCES "participation"("id") ON DELETE CASCADE
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE "shift_reminder"`);
    await q.query(`DROP TABLE "calendar_sequence"`);
    await q.query(`DROP TABLE "calendar_feed"`);
  }
}
