import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Two-factor sign-in (issue 16): devices (TOTP with its secret encrypted, or e-mail), backup codes and
 * mailed codes kept as HMACs, pending logins kept as hashes, and the user's default device (dfaId).
 */
export class TwoFactor1732230000022 implements MigrationInterface {
  name = 'TwoFactor1732230000022';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE "otp_device" (
        "id" SERIAL NOT NULL,
        "user_id" integer NOT NULL,
        "method" text NOT NULL,
        "name" text NOT NULL,
        "secret_encrypted" text,
        "confirmed" boolean NOT NULL DEFAULT false,
        "last_totp_step" integer,
        "created_at" timestamptz NOT NULL DEFAULT now(),
        "last_used_at" timestamptz,
        CONSTRAINT "PK_otp_device" PRIMARY KEY ("id"),
        CONSTRAINT "CHK_otp_device_method" CHECK ("method" IN ('totp', 'email')),
        CONSTRAINT "FK_otp_device_user" FOREIGN KEY ("user_id") REFERENCES "app_user"("id") ON DELETE CASCADE
      )`);
    await q.query(`CREATE INDEX "IDX_otp_device_user" ON "otp_device" ("user_id")`);
    await q.query(`
      CREATE TABLE "otp_backup_code" (
        "id" SERIAL NOT NULL,
        "user_id" integer NOT NULL,
        "code_hash" text NOT NULL,
        "used_at" timestamptz,
        "created_at" timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT "PK_otp_backup_code" PRIMARY KEY ("id"),
        CONSTRAINT "FK_otp_backup_code_user" FOREIGN KEY ("user_id") REFERENCES "app_user"("id") ON DELETE CASCADE
      )`);
    await q.query(`CREATE INDEX "IDX_otp_backup_code_user" ON "otp_backup_code" ("user_id")`);
    await q.query(`
      CREATE TABLE "otp_email_code" (
        "id" SERIAL NOT NULL,
        "device_id" integer NOT NULL,
        "code_hash" text NOT NULL,
        "expires_at" timestamptz NOT NULL,
        "used_at" timestamptz,
        "created_at" timestamptz NOT NULL,
        CONSTRAINT "PK_otp_email_code" PRIMARY KEY ("id"),
        CONSTRAINT "FK_otp_email_code_device" FOREIGN KEY ("device_id") REFERENCES "otp_device"("id") ON DELETE CASCADE
      )`);
    await q.query(`CREATE INDEX "IDX_otp_email_code_device" ON "otp_email_code" ("device_id", "created_at")`);
    await q.query(`
      CREATE TABLE "otp_pending_login" (
        "id_hash" text NOT NULL,
        "user_id" integer NOT NULL,
        "credentials_version" integer NOT NULL,
        "expires_at" timestamptz NOT NULL,
        "created_at" timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT "PK_otp_pending_login" PRIMARY KEY ("id_hash"),
        CONSTRAINT "FK_otp_pending_login_user" FOREIGN KEY ("user_id") REFERENCES "app_user"("id") ON DELETE CASCADE
      )`);
    await q.query(`CREATE INDEX "IDX_otp_pending_login_user" ON "otp_pending_login" ("user_id")`);
    // No foreign key: auth's entity cannot name the two-factor module's (module cycle); the two-factor
    // service moves or clears it in the transaction that removes a device.
    await q.query(`ALTER TABLE "app_user" ADD "dfa_id" integer`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "app_user" DROP COLUMN "dfa_id"`);
    await q.query(`DROP TABLE "otp_pending_login"`);
    await q.query(`DROP TABLE "otp_email_code"`);
    await q.query(`DROP TABLE "otp_backup_code"`);
    await q.query(`DROP TABLE "otp_device"`);
  }
}
