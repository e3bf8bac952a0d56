import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Issue 18: where availability and preferred positions come from. `assignment_preference` (assignment
 * module): what a volunteer gave on an event's sign-up or a campaign's form (available days and hours,
 * ranked preferred positions), editable by the organizer. The form editor's two new base attributes
 * (`availability`, `preferred_positions`) join the form_field check.
 */
export class AssignmentPreferences1732230000033 implements MigrationInterface {
  name = 'AssignmentPreferences1732230000033';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE "assignment_preference" (
        "id" SERIAL NOT NULL,
        "organization_id" integer NOT NULL,
        "volunteer_id" integer NOT NULL,
        "event_id" integer,
        "campaign_id" integer,
        "availability" jsonb,
        "preferred_position_ids" integer array NOT NULL DEFAULT '{}',
        "preferred_position_names" text array NOT NULL DEFAULT '{}',
        "created_at" timestamptz NOT NULL DEFAULT now(),
        "updated_at" timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT "PK_assignment_preference" PRIMARY KEY ("id"),
        CONSTRAINT "FK_assignment_preference_organization" FOREIGN KEY ("organization_id") REFERENCES "organization"("id") ON DELETE CASCADE,
        CONSTRAINT "FK_assignment_preference_volunteer" FOREIGN KEY ("volunteer_id") REFERENCES "volunteer"("id") ON DELETE CASCADE,
        CONSTRAINT "FK_assignment_preference_event" FOREIGN KEY ("event_id") REFERENCES "event"("id") ON DELETE CASCADE,
        CONSTRAINT "FK_assignment_preference_campaign" FOREIGN KEY ("campaign_id") REFERENCES "campaign"("id") ON DELETE CASCADE,
        CONSTRAINT "CHK_assignment_preference_owner" CHECK (("event_id" IS NULL) <> ("campaign_id" IS NULL))
      )`);
    await q.query(
      `CREATE UNIQUE INDEX "UQ_assignment_preference_event" ON "assignment_preference" ("volunteer_id", "event_id") WHERE "event_id" IS NOT NULL`,
    );
    await q.query(
      `CREATE UNIQUE INDEX "UQ_assignment_preference_campaign" ON "assignment_preference" ("volunteer_id", "campaign_id") WHERE "campaign_id" IS NOT NULL`,
    );
    await q.query(`CREATE INDEX "IDX_assignment_preference_event" ON "assignment_preference" ("event_id")`);
    await q.query(`CREATE INDEX "IDX_assignment_preference_campaign" ON "assignment_preference" ("campaign_id")`);
    await q.query(`ALTER TABLE "form_field" DROP CONSTRAINT "CHK_form_field_base_attribute"`);
    await q.query(
      `ALTER TABLE "form_field" ADD CONSTRAINT "CHK_form_field_base_attribute" CHECK ("base_attribute" IN ('address', 'city', 'postcode', 'country', 'phone', 'birthdate', 'profile_picture', 'availability', 'preferred_positions'))`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DELETE FROM "form_field" WHERE "base_attribute" IN ('availability', 'preferred_positions')`);
    await q.query(`ALTER TABLE "form_field" DROP CONSTRAINT "CHK_form_field_base_attribute"`);
    await q.query(
      `ALTER TABLE "form_field" ADD CONSTRAINT "CHK_form_field_base_attribute" CHECK ("base_attribute" IN ('address', 'city', 'postcode', 'country', 'phone', 'birthdate', 'profile_picture'))`,
    );
    await q.query(`DROP TABLE "assignment_preference"`);
  }
}
