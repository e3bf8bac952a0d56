import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Custom attributes (spec 3 Attribute: of the organization's volunteers, or of one event's
 * participations), their options, the fields of each event's registration form, and the answers.
 * An answer belongs to exactly one owner: a volunteer (volunteer attributes) or a participation
 * (event attributes).
 */
export class Forms1732230000004 implements MigrationInterface {
  name = 'Forms1732230000004';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE "attribute" (
        "id" SERIAL NOT NULL,
        "organization_id" integer NOT NULL,
        "event_id" integer,
        "name" text NOT NULL,
        "value_type" text NOT NULL,
        "on_registration" boolean NOT NULL DEFAULT true,
        "order" integer NOT NULL DEFAULT 0,
        "created_at" timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT "PK_attribute" PRIMARY KEY ("id"),
        CONSTRAINT "FK_attribute_organization" FOREIGN KEY ("organization_id") REFERENCES "organization"("id") ON DELETE CASCADE,
        CONSTRAINT "FK_attribute_event" FOREIGN KEY ("event_id") REFERENCES "event"("id") ON DELETE CASCADE,
        CONSTRAINT "CHK_attribute_value_type" CHECK ("value_type" IN ('text', 'text_multiline', 'int', 'date', 'enum', 'enum_multiple', 'bool'))
      )`);
    await q.query(`CREATE INDEX "IDX_attribute_organization" ON "attribute" ("organization_id")`);
    await q.query(`CREATE INDEX "IDX_attribute_event" ON "attribute" ("event_id")`);
    await q.query(`
      CREATE TABLE "attribute_option" (
        "id" SERIAL NOT NULL,
        "attribute_id" integer NOT NULL,
        "option" text NOT NULL,
        "order" integer NOT NULL DEFAULT 0,
        CONSTRAINT "PK_attribute_option" PRIMARY KEY ("id"),
        CONSTRAINT "FK_attribute_option_attribute" FOREIGN KEY ("attribute_id") REFERENCES "attribute"("id") ON DELETE CASCADE
      )`);
    await q.query(`CREATE INDEX "IDX_attribute_option_attribute" ON "attribute_option" ("attribute_id")`);
    await q.query(`
      CREATE TABLE "form_field" (
        "id" SERIAL NOT NULL,
        "organization_id" integer NOT NULL,
        "event_id" integer NOT NULL,
        "attribute_id" integer,
        "base_attribute" text,
        "is_required" boolean NOT NULL DEFAULT false,
        "label" text NOT NULL DEFAULT '',
        "description" text NOT NULL DEFAULT '',
        "parent_field_id" integer,
        "condition_option_id" integer,
        "min_choices" integer,
        "max_choices" integer,
        "order" integer NOT NULL DEFAULT 0,
        CONSTRAINT "PK_form_field" PRIMARY KEY ("id"),
        CONSTRAINT "FK_form_field_event" FOREIGN KEY ("event_id") REFERENCES "event"("id") ON DELETE CASCADE,
        CONSTRAINT "FK_form_field_attribute" FOREIGN KEY ("attribute_id") REFERENCES "attribute"("id") ON DELETE CASCADE,
        CONSTRAINT "FK_form_field_parent" FOREIGN KEY ("parent_field_id") REFERENCES "form_field"("id") ON DELETE SET NULL,
        CONSTRAINT "FK_form_field_condition_option" FOREIGN KEY ("condition_option_id") REFERENCES "attribute_option"("id") ON DELETE SET NULL,
        CONSTRAINT "CHK_form_field_source" CHECK (("attribute_id" IS NULL) <> ("base_attribute" IS NULL)),
        CONSTRAINT "CHK_form_field_base_attribute" CHECK ("base_attribute" IN ('address', 'city', 'postcode', 'country', 'phone', 'birthdate', 'profile_picture')),
        CONSTRAINT "CHK_form_field_choices" CHECK (("min_choices" IS NULL OR "min_choices" >= 0) AND ("max_choices" IS NULL OR "max_choices" >= 1))
      )`);
    await q.query(`CREATE INDEX "IDX_form_field_event_order" ON "form_field" ("event_id", "order")`);
    await q.query(`CREATE INDEX "IDX_form_field_attribute" ON "form_field" ("attribute_id")`);
    await q.query(`CREATE INDEX "IDX_form_field_parent" ON "form_field" ("parent_field_id")`);
    await q.query(`CREATE INDEX "IDX_form_field_condition_option" ON "form_field" ("condition_option_id")`);
    await q.query(`
      CREATE TABLE "attribute_value" (
        "id" SERIAL NOT NULL,
        "organization_id" integer NOT NULL,
        "attribute_id" integer NOT NULL,
        "volunteer_id" integer,
        "participation_id" integer,
        "value" text NOT NULL,
        "created_at" timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT "PK_attribute_value" PRIMARY KEY ("id"),
        CONSTRAINT "UQ_attribute_value_volunteer" UNIQUE ("volunteer_id", "attribute_id"),
        CONSTRAINT "UQ_attribute_value_participation" UNIQUE ("participation_id", "attribute_id"),
        CONSTRAINT "FK_attribute_value_attribute" FOREIGN KEY ("attribute_id") REFERENCES "attribute"("id") ON DELETE CASCADE,
        CONSTRAINT "FK_attribute_value_volunteer" FOREIGN KEY ("volunteer_id") REFERENCES "volunteer"("id") ON DELETE CASCADE,
        CONSTRAINT "FK_attribute_value_participation" FOREIGN KEY ("participation_id") REFERENCES "participation"("id") ON DELETE CASCADE,
        CONSTRAINT "CHK_attribute_value_owner" CHECK (("volunteer_id" IS NULL) <> ("participation_id" IS NULL))
      )`);
    await q.query(`CREATE INDEX "IDX_attribute_value_attribute" ON "attribute_value" ("attribute_id")`);
  }

  async down(q: QueryRunner): Promise<void> {
    for (const table of ['attribute_value', 'form_field', 'attribute_option', 'attribute']) await q.query(`DROP TABLE "${table}"`);
  }
}
