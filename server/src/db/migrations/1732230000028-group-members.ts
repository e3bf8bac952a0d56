import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Issue 17: group members of group participations: the people a group's leader names in the portal
 * (name, normalized e-mail), so that those volunteers see what their leader booked for them.
 */
export class GroupMembers1732230000028 implements MigrationInterface {
  name = 'GroupMembers1732230000028';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE "participation_group_member" (
        "id" SERIAL NOT NULL,
        "organization_id" integer NOT NULL,
        "participation_id" integer NOT NULL,
        "name" text NOT NULL,
        "email" text NOT NULL,
        "created_at" timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT "PK_participation_group_member" PRIMARY KEY ("id"),
        CONSTRAINT "UQ_participation_group_member_email" UNIQUE ("participation_id", "email"),
        CONSTRAINT "FK_participation_group_member_participation" FOREIGN KEY ("participation_id") REFERENCES "participation"("id") ON DELETE CASCADE
      )`);
    await q.query(`CREATE INDEX "IDX_participation_group_member_org_email" ON "participation_group_member" ("organization_id", "email")`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE "participation_group_member"`);
  }
}
