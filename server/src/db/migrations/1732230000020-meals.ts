import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Meals (issue 15): an event's meals and what grants them, positions (meal_position) and single slots
 * (meal_slot). Join tables rather than arrays: a grant goes with its position or slot.
 */
export class Meals1732230000020 implements MigrationInterface {
  name = 'Meals1732230000020';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE "meal" (
        "organization_id" integer NOT NULL,
        "event_id" integer NOT NULL,
        "id" SERIAL NOT NULL,
        "name" text NOT NULL,
        "order" integer NOT NULL DEFAULT 0,
        "created_at" timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT "PK_meal" PRIMARY KEY ("id"),
        CONSTRAINT "FK_meal_event" FOREIGN KEY ("event_id") REFERENCES "event"("id") ON DELETE CASCADE
      )`);
    await q.query(`CREATE INDEX "IDX_meal_event" ON "meal" ("event_id", "order")`);
    await q.query(`
      CREATE TABLE "meal_position" (
        "meal_id" integer NOT NULL,
        "position_id" integer NOT NULL,
        CONSTRAINT "PK_meal_position" PRIMARY KEY ("meal_id", "position_id"),
        CONSTRAINT "FK_meal_position_meal" FOREIGN KEY ("meal_id") REFERENCES "meal"("id") ON DELETE CASCADE,
        CONSTRAINT "FK_meal_position_position" FOREIGN KEY ("position_id") REFERENCES "position"("id") ON DELETE CASCADE
      )`);
    await q.query(`CREATE INDEX "IDX_meal_position_position" ON "meal_position" ("position_id")`);
    await q.query(`
      CREATE TABLE "meal_slot" (
        "meal_id" integer NOT NULL,
        "time_slot_id" integer NOT NULL,
        CONSTRAINT "PK_meal_slot" PRIMARY KEY ("meal_id", "time_slot_id"),
        CONSTRAINT "FK_meal_slot_meal" FOREIGN KEY ("meal_id") REFERENCES "meal"("id") ON DELETE CASCADE,
        CONSTRAINT "FK_meal_slot_time_slot" FOREIGN KEY ("time_slot_id") REFERENCES "time_slot"("id") ON DELETE CASCADE
      )`);
    await q.query(`CREATE INDEX "IDX_meal_slot_slot" ON "meal_slot" ("time_slot_id")`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE "meal_slot"`);
    await q.query(`DROP TABLE "meal_position"`);
    await q.query(`DROP TABLE "meal"`);
  }
}
