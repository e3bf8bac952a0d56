import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * API tokens stored hashed, one per login (issue 9): the clear `app_user.api_token` column goes. The
 * tokens integrators hold keep working: their SHA-256 moves to the new table.
 */
export class ApiTokens1732230000009 implements MigrationInterface {
  name = 'ApiTokens1732230000009';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE "api_token" (
        "id" SERIAL NOT NULL,
        "user_id" integer NOT NULL,
        "token_hash" text NOT NULL,
        "session_id_hash" text,
        "created_at" timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT "PK_api_token" PRIMARY KEY ("id"),
        CONSTRAINT "UQ_api_token_hash" UNIQUE ("token_hash"),
        CONSTRAINT "api_token_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "app_user"("id") ON DELETE CASCADE,
        CONSTRAINT "api_token_session_id_hash_fkey" FOREIGN KEY ("session_id_hash") REFERENCES "user_session"("id_hash") ON DELETE CASCADE
      )`);
    await q.query(`CREATE INDEX "IDX_api_token_user" ON "api_token" ("user_id")`);
    await q.query(`CREATE INDEX "IDX_api_token_session" ON "api_token" ("session_id_hash")`);
    await q.query(`
      INSERT INTO "api_token" ("user_id", "token_hash")
      SELECT "id", encode(sha256(convert_to("api_token", 'UTF8')), 'hex') FROM "app_user"`);
    await q.query(`ALTER TABLE "app_user" DROP CONSTRAINT "UQ_app_user_api_token"`);
    await q.query(`ALTER TABLE "app_user" DROP COLUMN "api_token"`);
  }

  async down(q: QueryRunner): Promise<void> {
    // Hashes cannot be turned back into tokens: every user gets a new one.
    await q.query(`ALTER TABLE "app_user" ADD "api_token" text`);
    await q.query(`UPDATE "app_user" SET "api_token" = md5(random()::text || "id"::text) || md5(random()::text)`);
    await q.query(`ALTER TABLE "app_user" ALTER COLUMN "api_token" SET NOT NULL`);
    await q.query(`ALTER TABLE "app_user" ADD CONSTRAINT "UQ_app_user_api_token" UNIQUE ("api_token")`);
    await q.query(`DROP TABLE "api_token"`);
  }
}
