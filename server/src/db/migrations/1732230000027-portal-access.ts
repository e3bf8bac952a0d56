import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Issue 17: portal access. One-time login links mailed to a volunteer who asks on the portal home
 * (organization + e-mail): only a SHA-256 of the code is stored, valid 15 minutes, single use.
 */
export class PortalAccess1732230000027 implements MigrationInterface {
  name = 'PortalAccess1732230000027';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE "volunteer_login_link" (
        "id" SERIAL NOT NULL,
        "volunteer_id" integer NOT NULL,
        "code_hash" text NOT NULL,
        "expires_at" timestamptz NOT NULL,
        "used_at" timestamptz,
        "created_at" timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT "PK_volunteer_login_link" PRIMARY KEY ("id"),
        CONSTRAINT "UQ_volunteer_login_link_code_hash" UNIQUE ("code_hash"),
        CONSTRAINT "FK_volunteer_login_link_volunteer" FOREIGN KEY ("volunteer_id") REFERENCES "volunteer"("id") ON DELETE CASCADE
      )`);
    await q.query(`CREATE INDEX "IDX_volunteer_login_link_volunteer" ON "volunteer_login_link" ("volunteer_id")`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE "volunteer_login_link"`);
  }
}
