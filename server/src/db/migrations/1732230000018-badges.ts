import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Badges (issue 14): an organization's badge templates, and the documents the server builds in the
 * background (badge sheets now, issue 15's printing later) with their progress and, once done, the
 * file's bytes (kept in the row, never under the public /media folder).
 */
export class Badges1732230000018 implements MigrationInterface {
  name = 'Badges1732230000018';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE "badge_template" (
        "id" SERIAL NOT NULL,
        "organization_id" integer NOT NULL,
        "name" text NOT NULL,
        "size" text NOT NULL DEFAULT 'card',
        "logo" text,
        "primary_color" text NOT NULL,
        "text_color" text NOT NULL,
        "show_photo" boolean NOT NULL DEFAULT false,
        "show_categories" boolean NOT NULL DEFAULT false,
        "show_positions" boolean NOT NULL DEFAULT false,
        "attribute_id" integer,
        "show_qr_code" boolean NOT NULL DEFAULT true,
        "created_at" timestamptz NOT NULL DEFAULT now(),
        "modified_at" timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT "PK_badge_template" PRIMARY KEY ("id"),
        CONSTRAINT "FK_badge_template_organization" FOREIGN KEY ("organization_id") REFERENCES "organization"("id") ON DELETE CASCADE,
        CONSTRAINT "FK_badge_template_attribute" FOREIGN KEY ("attribute_id") REFERENCES "attribute"("id") ON DELETE SET NULL,
        CONSTRAINT "CHK_badge_template_size" CHECK ("size" IN ('card', 'a6'))
      )`);
    await q.query(`CREATE INDEX "IDX_badge_template_organization" ON "badge_template" ("organization_id")`);
    await q.query(`CREATE INDEX "IDX_badge_template_attribute" ON "badge_template" ("attribute_id")`);
    await q.query(`
      CREATE TABLE "document_job" (
        "id" SERIAL NOT NULL,
        "organization_id" integer NOT NULL,
        "kind" text NOT NULL,
        "status" text NOT NULL DEFAULT 'pending',
        "progress" integer NOT NULL DEFAULT 0,
        "total" integer NOT NULL DEFAULT 0,
        "params" jsonb NOT NULL DEFAULT '{}',
        "created_by" integer,
        "file_name" text,
        "mime_type" text,
        "content" bytea,
        "error" text,
        "created_at" timestamptz NOT NULL DEFAULT now(),
        "modified_at" timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT "PK_document_job" PRIMARY KEY ("id"),
        CONSTRAINT "FK_document_job_organization" FOREIGN KEY ("organization_id") REFERENCES "organization"("id") ON DELETE CASCADE,
        CONSTRAINT "FK_document_job_created_by" FOREIGN KEY ("created_by") REFERENCES "app_user"("id") ON DELETE SET NULL,
        CONSTRAINT "CHK_document_job_status" CHECK ("status" IN ('pending', 'running', 'done', 'failed')),
        CONSTRAINT "CHK_document_job_progress" CHECK ("progress" >= 0 AND "total" >= 0)
      )`);
    await q.query(`CREATE INDEX "IDX_document_job_organization" ON "document_job" ("organization_id", "created_at")`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE "document_job"`);
    await q.query(`DROP TABLE "badge_template"`);
  }
}
