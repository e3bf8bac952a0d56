import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The audit log of security events (issue 16), append-only. */
export class Audit1732230000021 implements MigrationInterface {
  name = 'Audit1732230000021';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE "audit_entry" (
        "id" SERIAL NOT NULL,
        "organization_id" integer,
        "user_id" integer,
        "actor_id" integer,
        "action" text NOT NULL,
        "detail" jsonb NOT NULL DEFAULT '{}',
        "ip_address" text NOT NULL DEFAULT '',
        "created_at" timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT "PK_audit_entry" PRIMARY KEY ("id"),
        CONSTRAINT "FK_audit_entry_organization" FOREIGN KEY ("organization_id") REFERENCES "organization"("id") ON DELETE CASCADE
      )`);
    await q.query(`CREATE INDEX "IDX_audit_entry_organization" ON "audit_entry" ("organization_id", "created_at")`);
    await q.query(`CREATE INDEX "IDX_audit_entry_user" ON "audit_entry" ("user_id", "created_at")`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE "audit_entry"`);
  }
}
