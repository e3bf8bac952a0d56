import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Volunteers' names on public pages default to "First L." for new events (issue 10, DESIGN.md "Privacy
 * by default"). The configuration stores only what an organizer set, the defaults being applied when
 * read; events that relied on the former default (full names) keep it, written out here.
 */
export class PrivateNamesByDefault1732230000010 implements MigrationInterface {
  name = 'PrivateNamesByDefault1732230000010';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      UPDATE "event" SET "configuration" = "configuration" || '{"volunteerNameDisplay": "full_name"}'::jsonb
       WHERE NOT ("configuration" ? 'volunteerNameDisplay')`);
  }

  async down(q: QueryRunner): Promise<void> {
    // The written-out former default cannot be told from an organizer's choice: both stay. Events that
    // rely on the private default get it written out in turn: the code before this migration would show
    // their volunteers' full names, and running this migration again would write "full_name" into them
    // (found by the migration round trip of issue 20).
    await q.query(`
      UPDATE "event" SET "configuration" = "configuration" || '{"volunteerNameDisplay": "last_name_abbreviated"}'::jsonb
       WHERE NOT ("configuration" ? 'volunteerNameDisplay')`);
  }
}
