import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Issue 17: volunteer data deletion requests. A request names the volunteer by id only (no name,
 * no address): after the erasure the row is the anonymous record that the organizer decided it.
 * At most one pending request per volunteer (partial unique index).
 */
export class Privacy1732230000030 implements MigrationInterface {
  name = 'Privacy1732230000030';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE "volunteer_deletion_request" (
        "id" SERIAL NOT NULL,
        "organization_id" integer NOT NULL,
        "volunteer_id" integer NOT NULL,
        "status" text NOT NULL DEFAULT 'pending',
        "requested_at" timestamptz NOT NULL DEFAULT now(),
        "decided_by" integer,
        "decided_at" timestamptz,
        "refusal_reason" text NOT NULL DEFAULT '',
        CONSTRAINT "PK_volunteer_deletion_request" PRIMARY KEY ("id"),
        CONSTRAINT "CHK_volunteer_deletion_request_status" CHECK ("status" IN ('pending', 'done', 'refused')),
        CONSTRAINT "FK_volunteer_deletion_request_organization" FOREIGN KEY ("organization_id") REFERENCES "organization"("id") ON DELETE CASCADE,
        CONSTRAINT "FK_volunteer_deletion_request_volunteer" FOREIGN KEY ("volunteer_id") REFERENCES "volunteer"("id") ON DELETE CASCADE,
        CONSTRAINT "FK_volunteer_deletion_request_decided_by" FOREIGN KEY ("decided_by") REFERENCES "app_user"("id") ON DELETE SET NULL
      )`);
    await q.query(`CREATE INDEX "IDX_volunteer_deletion_request_organization_status" ON "volunteer_deletion_request" ("organization_id", "status")`);
    await q.query(
      `CREATE UNIQUE INDEX "UQ_volunteer_deletion_request_pending" ON "volunteer_deletion_request" ("volunteer_id") WHERE "status" = 'pending'`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE "volunteer_deletion_request"`);
  }
}
