import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The transactional outbox of jobs, and the mails with their delivery records. */
export class JobsAndMail1732230000001 implements MigrationInterface {
  name = 'JobsAndMail1732230000001';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE "outbox" (
        "id" BIGSERIAL NOT NULL,
        "kind" text NOT NULL,
        "payload" jsonb NOT NULL,
        "status" text NOT NULL DEFAULT 'pending',
        "attempts" integer NOT NULL DEFAULT 0,
        "available_at" timestamptz NOT NULL DEFAULT now(),
        "last_error" text,
        "created_at" timestamptz NOT NULL DEFAULT now(),
        "dispatched_at" timestamptz,
        "done_at" timestamptz,
        CONSTRAINT "PK_outbox" PRIMARY KEY ("id"),
        CONSTRAINT "CHK_outbox_status" CHECK ("status" IN ('pending','dispatched','done','failed'))
      )`);
    // The dispatcher's claim (status = 'pending' AND available_at <= now()) and the sweeper's scan of
    // old 'dispatched' rows (dispatched_at is only compared on the few rows of that status).
    await q.query(`CREATE INDEX "IDX_outbox_status_available_at" ON "outbox" ("status", "available_at")`);
    await q.query(`
      CREATE TABLE "mail" (
        "id" SERIAL NOT NULL,
        "organization_id" integer REFERENCES "organization"("id") ON DELETE CASCADE,
        "to_address" text NOT NULL,
        "from_address" text,
        "from_name" text NOT NULL,
        "reply_to" text,
        "subject" text NOT NULL,
        "html" text NOT NULL,
        "text" text NOT NULL,
        "language" text NOT NULL DEFAULT 'fr',
        "status" text NOT NULL DEFAULT 'queued',
        "attempts" integer NOT NULL DEFAULT 0,
        "last_error" text,
        "message_id" text,
        "created_at" timestamptz NOT NULL DEFAULT now(),
        "sent_at" timestamptz,
        CONSTRAINT "PK_mail" PRIMARY KEY ("id"),
        CONSTRAINT "CHK_mail_status" CHECK ("status" IN ('queued','sent','stored','failed'))
      )`);
    await q.query(`CREATE INDEX "IDX_mail_to_address" ON "mail" ("to_address")`);
    await q.query(`CREATE INDEX "IDX_mail_created_at" ON "mail" ("created_at")`);
    await q.query(`CREATE INDEX "IDX_mail_organization" ON "mail" ("organization_id")`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE "mail"`);
    await q.query(`DROP TABLE "outbox"`);
  }
}
