import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Managers (issue 15): per-organization accounts (e-mail unique in the organization, argon2 password
 * or a pending invitation kept as a hash) limited to some of the organization's events, and their
 * sessions (X-Manager-Token, kept as a hash).
 */
export class Managers1732230000019 implements MigrationInterface {
  name = 'Managers1732230000019';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE "manager" (
        "id" SERIAL NOT NULL,
        "organization_id" integer NOT NULL,
        "email" text NOT NULL,
        "password_hash" text,
        "event_ids" integer array NOT NULL,
        "invitation_token_hash" text,
        "invitation_expires_at" timestamptz,
        "invited_at" timestamptz,
        "can_cancel_slots" boolean NOT NULL DEFAULT false,
        "created_at" timestamptz NOT NULL DEFAULT now(),
        "modified_at" timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT "PK_manager" PRIMARY KEY ("id"),
        CONSTRAINT "UQ_manager_organization_email" UNIQUE ("organization_id", "email"),
        CONSTRAINT "UQ_manager_invitation" UNIQUE ("invitation_token_hash"),
        CONSTRAINT "FK_manager_organization" FOREIGN KEY ("organization_id") REFERENCES "organization"("id") ON DELETE CASCADE
      )`);
    await q.query(`
      CREATE TABLE "manager_session" (
        "id" SERIAL NOT NULL,
        "manager_id" integer NOT NULL,
        "token_hash" text NOT NULL,
        "expires_at" timestamptz NOT NULL,
        "created_at" timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT "PK_manager_session" PRIMARY KEY ("id"),
        CONSTRAINT "UQ_manager_session_token" UNIQUE ("token_hash"),
        CONSTRAINT "FK_manager_session_manager" FOREIGN KEY ("manager_id") REFERENCES "manager"("id") ON DELETE CASCADE
      )`);
    await q.query(`CREATE INDEX "IDX_manager_session_manager" ON "manager_session" ("manager_id")`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE "manager_session"`);
    await q.query(`DROP TABLE "manager"`);
  }
}
