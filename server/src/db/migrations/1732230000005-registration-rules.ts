import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Registration (restriction) rules of an event: a position (or every position, position_id null)
 * limited to a volunteer category and/or an age band. A waiting-list entry keeps the sign-up's form
 * answers, saved on the participation once the offer is confirmed.
 */
export class RegistrationRules1732230000005 implements MigrationInterface {
  name = 'RegistrationRules1732230000005';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE "registration_rule" (
        "id" SERIAL NOT NULL,
        "organization_id" integer NOT NULL,
        "event_id" integer NOT NULL,
        "position_id" integer,
        "category_id" integer,
        "age_band" text,
        "created_at" timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT "PK_registration_rule" PRIMARY KEY ("id"),
        CONSTRAINT "FK_registration_rule_event" FOREIGN KEY ("event_id") REFERENCES "event"("id") ON DELETE CASCADE,
        CONSTRAINT "FK_registration_rule_position" FOREIGN KEY ("position_id") REFERENCES "position"("id") ON DELETE CASCADE,
        CONSTRAINT "FK_registration_rule_category" FOREIGN KEY ("category_id") REFERENCES "volunteer_category"("id") ON DELETE CASCADE,
        CONSTRAINT "CHK_registration_rule_age_band" CHECK ("age_band" IS NULL OR "age_band" IN ('under14', '14-16', '16-18', '18+')),
        CONSTRAINT "CHK_registration_rule_something" CHECK ("category_id" IS NOT NULL OR "age_band" IS NOT NULL)
      )`);
    await q.query(`CREATE INDEX "IDX_registration_rule_event" ON "registration_rule" ("event_id")`);
    await q.query(`ALTER TABLE "waiting_list_entry" ADD "answers" jsonb NOT NULL DEFAULT '[]'`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "waiting_list_entry" DROP COLUMN "answers"`);
    await q.query(`DROP TABLE "registration_rule"`);
  }
}
