import { gql, type TestApp } from '../harness';
import { onPostgres } from '../on-postgres';
import { SIGN_UP, at, person, publishedEvent } from '../signup/fixtures';
import { APPLY, AUTO_ASSIGN, category, held, volunteers } from './fixtures';

/**
 * Issue 18: applying a proposal races with public sign-ups for the last places and never overbooks.
 * Real concurrency needs PostgreSQL: the embedded PGlite serves one connection.
 */
const pg = onPostgres('server/test/assignment/assignment-concurrency.test.ts');
let t: TestApp;
beforeAll(() => {
  if (pg.enabled) t = pg.app();
});

async function signUp(input: Record<string, unknown>): Promise<boolean> {
  const response = await fetch(`${t.server.url}/graphql`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Connection: 'close' },
    body: JSON.stringify({ query: SIGN_UP, variables: { input } }),
  });
  const body = (await response.json()) as { errors?: unknown[] };
  return !body.errors;
}

pg.describe('applying a proposal while the public signs up (PostgreSQL)', () => {
  it('never overbooks: the apply and the sign-ups together fill exactly the places, in every round', async () => {
    for (let round = 0; round < 3; round += 1) {
      const e = await publishedEvent(t, { slots: [{ start: at(8), end: at(10), required: 6 }, { start: at(10), end: at(12), required: 4 }] });
      const people = await volunteers(t, e.o, 10);
      const pool = await category(t, e.o, 'Pool', people);
      const { autoAssign } = await e.o.ok(AUTO_ASSIGN, { eventId: e.eventId, options: { registered: false, categoryIds: [pool], maxShifts: 1 } });
      expect(autoAssign.proposal.assignments).toHaveLength(10);

      const [applied, ...signUps] = await Promise.all([
        gql(e.o.agent, t.server.url, APPLY, { runId: autoAssign.id, skipConflicts: true }),
        ...Array.from({ length: 12 }, (_, i) => signUp(person(e.uuid, [e.slots[i % 2]]))),
      ]);
      expect(applied.errors).toBeUndefined();
      const result = (applied.data as { applyAutoAssign: { applied: number; conflicts: Array<{ reason: string }> } }).applyAutoAssign;
      const accepted = signUps.filter(Boolean).length;
      const first = await held(t, e.slots[0]);
      const second = await held(t, e.slots[1]);
      expect(first).toBeLessThanOrEqual(6);
      expect(second).toBeLessThanOrEqual(4);
      // Twelve sign-ups alone would fill both slots: every place is taken, none twice.
      expect(first + second).toBe(10);
      expect(result.applied + accepted).toBe(10);
      expect(result.applied + result.conflicts.length).toBe(10);
      for (const conflict of result.conflicts) expect(['capacity', 'positionLimit']).toContain(conflict.reason);
    }
  });

  it('without skipConflicts the apply is all or nothing: it writes all its places, or none and reports the conflicts', async () => {
    for (let round = 0; round < 3; round += 1) {
      const e = await publishedEvent(t, { slots: [{ start: at(8), end: at(10), required: 5 }] });
      const people = await volunteers(t, e.o, 5);
      const pool = await category(t, e.o, 'Pool', people);
      const { autoAssign } = await e.o.ok(AUTO_ASSIGN, { eventId: e.eventId, options: { registered: false, categoryIds: [pool] } });
      expect(autoAssign.proposal.assignments).toHaveLength(5);
      const [applied, ...signUps] = await Promise.all([
        gql(e.o.agent, t.server.url, APPLY, { runId: autoAssign.id }),
        ...Array.from({ length: 3 }, () => signUp(person(e.uuid, [e.slots[0]]))),
      ]);
      const result = (applied.data as { applyAutoAssign: { applied: number; conflicts: unknown[] } }).applyAutoAssign;
      const accepted = signUps.filter(Boolean).length;
      const places = await held(t, e.slots[0]);
      expect(places).toBeLessThanOrEqual(5);
      if (result.applied > 0) {
        expect(result.applied).toBe(5);
        expect(accepted).toBe(0);
      } else {
        expect(result.conflicts.length).toBeGreaterThan(0);
        expect(places).toBe(accepted);
      }
    }
  });
});
