import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Organizations, their special cases, users, memberships and sessions. */
export class Foundation1732230000000 implements MigrationInterface {
  name = 'Foundation1732230000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE "organization" (
        "id" SERIAL PRIMARY KEY,
        "name" text NOT NULL,
        "slug" text NOT NULL,
        "description" text NOT NULL DEFAULT '',
        "logo" text,
        "public_name" text NOT NULL DEFAULT '',
        "contact_email" text NOT NULL DEFAULT '',
        "contact_phone" text NOT NULL DEFAULT '',
        "license_type" text NOT NULL DEFAULT 'none',
        "support_type" text NOT NULL DEFAULT 'standard',
        "valid_until" date,
        "enable_campaigns" boolean NOT NULL DEFAULT false,
        "enable_group_registrations" boolean NOT NULL DEFAULT false,
        "enforce_2fa" boolean NOT NULL DEFAULT false,
        "enable_weezevent" boolean NOT NULL DEFAULT false,
        "enable_shop" boolean NOT NULL DEFAULT false,
        "enable_badges" boolean NOT NULL DEFAULT false,
        "enable_vouchers" boolean NOT NULL DEFAULT false,
        "enable_operators" boolean NOT NULL DEFAULT false,
        "enable_participations_validation" boolean NOT NULL DEFAULT false,
        "default_language" text NOT NULL DEFAULT 'fr',
        "created_at" timestamptz NOT NULL DEFAULT now(),
        "updated_at" timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT "UQ_organization_slug" UNIQUE ("slug"),
        CONSTRAINT "CHK_organization_license" CHECK ("license_type" IN ('none','light','club','pro','corporate')),
        CONSTRAINT "CHK_organization_support" CHECK ("support_type" IN ('standard','plus','premium'))
      )`);
    // Ids below 1000 are kept for the special organizations of spec 6 and hand-made ones.
    await q.query(`ALTER SEQUENCE "organization_id_seq" RESTART WITH 1000`);
    await q.query(`
      CREATE TABLE "organization_override" (
        "organization_id" integer PRIMARY KEY,
        "grants_pro_rights" boolean NOT NULL DEFAULT false,
        "forced_language" text,
        "note" text NOT NULL DEFAULT ''
      )`);
    await q.query(`
      INSERT INTO "organization_override" ("organization_id", "grants_pro_rights", "forced_language", "note") VALUES
        (1, true, NULL, 'Pro and Corporate rights (spec 6)'),
        (101, false, NULL, 'Reserved special organization, no behaviour defined yet'),
        (120, false, 'fr-ch', 'Single French variant (spec 2 and 6)'),
        (159, false, NULL, 'Reserved special organization, no behaviour defined yet'),
        (230, false, NULL, 'Reserved special organization, no behaviour defined yet')`);
    await q.query(`
      CREATE TABLE "app_user" (
        "id" SERIAL PRIMARY KEY,
        "username" text NOT NULL,
        "email" text NOT NULL,
        "first_name" text NOT NULL DEFAULT '',
        "last_name" text NOT NULL DEFAULT '',
        "password_hash" text NOT NULL,
        "api_token" text NOT NULL,
        "is_active" boolean NOT NULL DEFAULT false,
        "is_staff" boolean NOT NULL DEFAULT false,
        "is_super_user" boolean NOT NULL DEFAULT false,
        "language" text NOT NULL DEFAULT 'fr',
        "last_organization_id" integer,
        "credentials_version" integer NOT NULL DEFAULT 0,
        "last_login_at" timestamptz,
        "created_at" timestamptz NOT NULL DEFAULT now(),
        "updated_at" timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT "UQ_app_user_username" UNIQUE ("username"),
        CONSTRAINT "UQ_app_user_email" UNIQUE ("email"),
        CONSTRAINT "UQ_app_user_api_token" UNIQUE ("api_token")
      )`);
    await q.query(`
      CREATE TABLE "membership" (
        "id" SERIAL PRIMARY KEY,
        "user_id" integer NOT NULL REFERENCES "app_user"("id") ON DELETE CASCADE,
        "organization_id" integer NOT NULL REFERENCES "organization"("id") ON DELETE CASCADE,
        "created_at" timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE UNIQUE INDEX "IDX_membership_user_org" ON "membership" ("user_id", "organization_id")`);
    await q.query(`CREATE INDEX "IDX_membership_org" ON "membership" ("organization_id")`);
    await q.query(`
      CREATE TABLE "user_session" (
        "id_hash" text PRIMARY KEY,
        "user_id" integer NOT NULL REFERENCES "app_user"("id") ON DELETE CASCADE,
        "active_organization_id" integer,
        "credentials_version" integer NOT NULL,
        "expires_at" timestamptz NOT NULL,
        "created_at" timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX "IDX_user_session_user" ON "user_session" ("user_id")`);
    await q.query(`CREATE INDEX "IDX_user_session_expires" ON "user_session" ("expires_at")`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE "user_session"`);
    await q.query(`DROP TABLE "membership"`);
    await q.query(`DROP TABLE "app_user"`);
    await q.query(`DROP TABLE "organization_override"`);
    await q.query(`DROP TABLE "organization"`);
  }
}
