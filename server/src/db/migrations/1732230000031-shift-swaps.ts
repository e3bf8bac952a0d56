import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Issue 17: shift swaps. `shift_swap` (swaps module): a volunteer's accepted shift offered to the
 * event's volunteers or to a named colleague, taken (at once or after the organizer's approval),
 * withdrawn or refused.
 */
export class ShiftSwaps1732230000031 implements MigrationInterface {
  name = 'ShiftSwaps1732230000031';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE "shift_swap" (
        "organization_id" integer NOT NULL,
        "event_id" integer NOT NULL,
        "id" SERIAL NOT NULL,
        "participation_id" integer NOT NULL,
        "offered_by_id" integer NOT NULL,
        "target_email" text,
        "target_volunteer_id" integer,
        "status" text NOT NULL DEFAULT 'open',
        "taker_id" integer,
        "taker_participation_id" integer,
        "decision_message" text NOT NULL DEFAULT '',
        "decided_by_id" integer,
        "taken_at" timestamptz,
        "decided_at" timestamptz,
        "created_at" timestamptz NOT NULL DEFAULT now(),
        "updated_at" timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT "PK_shift_swap" PRIMARY KEY ("id"),
        CONSTRAINT "FK_shift_swap_event" FOREIGN KEY ("event_id") REFERENCES "event"("id") ON DELETE CASCADE,
        CONSTRAINT "FK_shift_swap_participation" FOREIGN KEY ("participation_id") REFERENCES "participation"("id") ON DELETE CASCADE,
        CONSTRAINT "FK_shift_swap_offered_by" FOREIGN KEY ("offered_by_id") REFERENCES "volunteer"("id") ON DELETE CASCADE,
        CONSTRAINT "FK_shift_swap_target_volunteer" FOREIGN KEY ("target_volunteer_id") REFERENCES "volunteer"("id") ON DELETE CASCADE,
        CONSTRAINT "FK_shift_swap_taker" FOREIGN KEY ("taker_id") REFERENCES "volunteer"("id") ON DELETE SET NULL,
        CONSTRAINT "FK_shift_swap_taker_participation" FOREIGN KEY ("taker_participation_id") REFERENCES "participation"("id") ON DELETE SET NULL,
        CONSTRAINT "CHK_shift_swap_status" CHECK ("status" IN ('open', 'pending_approval', 'done', 'cancelled', 'refused'))
      )`);
    await q.query(`CREATE INDEX "IDX_shift_swap_participation" ON "shift_swap" ("participation_id")`);
    await q.query(`CREATE INDEX "IDX_shift_swap_event_status" ON "shift_swap" ("event_id", "status")`);
    await q.query(`CREATE INDEX "IDX_shift_swap_offered_by" ON "shift_swap" ("offered_by_id")`);
    await q.query(`CREATE INDEX "IDX_shift_swap_target_volunteer" ON "shift_swap" ("target_volunteer_id")`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE "shift_swap"`);
  }
}
