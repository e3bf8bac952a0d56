import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Issue 18: auto-assignment runs. `auto_assign_run` (assignment module): the options, progress and
 * proposal of one run of the solver for an event, and whether it was applied.
 */
export class AutoAssignment1732230000032 implements MigrationInterface {
  name = 'AutoAssignment1732230000032';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE "auto_assign_run" (
        "organization_id" integer NOT NULL,
        "event_id" integer NOT NULL,
        "id" SERIAL NOT NULL,
        "status" text NOT NULL DEFAULT 'queued',
        "progress" integer NOT NULL DEFAULT 0,
        "options" jsonb NOT NULL,
        "proposal" jsonb,
        "error" text,
        "job_id" integer,
        "created_by_id" integer,
        "applied_count" integer,
        "created_at" timestamptz NOT NULL DEFAULT now(),
        "updated_at" timestamptz NOT NULL DEFAULT now(),
        "finished_at" timestamptz,
        "applied_at" timestamptz,
        CONSTRAINT "PK_auto_assign_run" PRIMARY KEY ("id"),
        CONSTRAINT "FK_auto_assign_run_event" FOREIGN KEY ("event_id") REFERENCES "event"("id") ON DELETE CASCADE,
        CONSTRAINT "CHK_auto_assign_run_status" CHECK ("status" IN ('queued', 'running', 'done', 'failed', 'applied')),
        CONSTRAINT "CHK_auto_assign_run_progress" CHECK ("progress" BETWEEN 0 AND 100)
      )`);
    await q.query(`CREATE INDEX "IDX_auto_assign_run_event" ON "auto_assign_run" ("event_id", "created_at")`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE "auto_assign_run"`);
  }
}
