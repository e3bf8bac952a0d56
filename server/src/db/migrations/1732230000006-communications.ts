import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Communications: a mailing (an event's, a free mail to chosen volunteers, a résumé), its recipients
 * (each linked to the mail row that is its delivery record), and the organization's mail templates.
 */
export class Communications1732230000006 implements MigrationInterface {
  name = 'Communications1732230000006';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE "communication" (
        "id" SERIAL NOT NULL,
        "organization_id" integer NOT NULL,
        "event_id" integer,
        "kind" text NOT NULL,
        "sender_user_id" integer,
        "sender" text NOT NULL DEFAULT '',
        "sender_email" text NOT NULL DEFAULT '',
        "event_name" text NOT NULL DEFAULT '',
        "subject" text NOT NULL,
        "text" text NOT NULL,
        "filters" jsonb NOT NULL DEFAULT '{}',
        "reply_to" text,
        "recipients_count" integer NOT NULL DEFAULT 0,
        "sent_at" timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT "PK_communication" PRIMARY KEY ("id"),
        CONSTRAINT "FK_communication_organization" FOREIGN KEY ("organization_id") REFERENCES "organization"("id") ON DELETE CASCADE,
        CONSTRAINT "FK_communication_event" FOREIGN KEY ("event_id") REFERENCES "event"("id") ON DELETE SET NULL,
        CONSTRAINT "FK_communication_sender_user" FOREIGN KEY ("sender_user_id") REFERENCES "app_user"("id") ON DELETE SET NULL,
        CONSTRAINT "CHK_communication_kind" CHECK ("kind" IN ('event', 'volunteers', 'resume'))
      )`);
    await q.query(`CREATE INDEX "IDX_communication_organization_sent_at" ON "communication" ("organization_id", "sent_at")`);
    await q.query(`CREATE INDEX "IDX_communication_event" ON "communication" ("event_id")`);
    await q.query(`
      CREATE TABLE "communication_recipient" (
        "id" SERIAL NOT NULL,
        "communication_id" integer NOT NULL,
        "volunteer_id" integer,
        "mail_id" integer,
        "name" text NOT NULL DEFAULT '',
        "email" text NOT NULL,
        "language" text NOT NULL DEFAULT 'fr',
        CONSTRAINT "PK_communication_recipient" PRIMARY KEY ("id"),
        CONSTRAINT "UQ_communication_recipient_email" UNIQUE ("communication_id", "email"),
        CONSTRAINT "FK_communication_recipient_communication" FOREIGN KEY ("communication_id") REFERENCES "communication"("id") ON DELETE CASCADE,
        CONSTRAINT "FK_communication_recipient_volunteer" FOREIGN KEY ("volunteer_id") REFERENCES "volunteer"("id") ON DELETE SET NULL,
        CONSTRAINT "FK_communication_recipient_mail" FOREIGN KEY ("mail_id") REFERENCES "mail"("id") ON DELETE SET NULL
      )`);
    await q.query(`CREATE INDEX "IDX_communication_recipient_volunteer" ON "communication_recipient" ("volunteer_id")`);
    await q.query(`CREATE INDEX "IDX_communication_recipient_mail" ON "communication_recipient" ("mail_id")`);
    await q.query(`
      CREATE TABLE "communication_template" (
        "id" SERIAL NOT NULL,
        "organization_id" integer NOT NULL,
        "name" text NOT NULL,
        "subject" text NOT NULL DEFAULT '',
        "body" text NOT NULL DEFAULT '',
        "created_at" timestamptz NOT NULL DEFAULT now(),
        "updated_at" timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT "PK_communication_template" PRIMARY KEY ("id"),
        CONSTRAINT "UQ_communication_template_name" UNIQUE ("organization_id", "name"),
        CONSTRAINT "FK_communication_template_organization" FOREIGN KEY ("organization_id") REFERENCES "organization"("id") ON DELETE CASCADE
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE "communication_template"`);
    await q.query(`DROP TABLE "communication_recipient"`);
    await q.query(`DROP TABLE "communication"`);
  }
}
