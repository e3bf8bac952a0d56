import type { TestApp } from '../harness';
import { onPostgres } from '../on-postgres';
import { SIGN_UP, UPDATE_POSITION, at, person, publishedEvent, rows } from './fixtures';

/**
 * DESIGN.md "Data rules": concurrent sign-ups for the last places never overbook. Real concurrency
 * needs PostgreSQL: the embedded PGlite serves one connection, so its transactions never race.
 */
const pg = onPostgres('server/test/signup/concurrency.test.ts');
const describeOnPostgres = pg.describe;
let t: TestApp;
beforeAll(() => {
  if (pg.enabled) t = pg.app();
});

interface Outcome {
  ok: boolean;
  code?: string;
  message?: string;
}

/** Posts every sign-up at once, each from its own connection, as many browsers would. */
async function race(inputs: Array<Record<string, unknown>>): Promise<Outcome[]> {
  return Promise.all(
    inputs.map(async (input) => {
      const response = await fetch(`${t.server.url}/graphql`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Connection: 'close' },
        body: JSON.stringify({ query: SIGN_UP, variables: { input } }),
      });
      const body = (await response.json()) as { data?: unknown; errors?: Array<{ message: string; extensions?: { code?: string } }> };
      const error = body.errors?.[0];
      return error ? { ok: false, code: error.extensions?.code, message: error.message } : { ok: true };
    }),
  );
}

/** Places held by active participations of a slot (group sizes counted). */
async function held(slotId: string): Promise<number> {
  const [{ places }] = await rows(t, `SELECT COALESCE(SUM(nb_participants), 0)::int AS places FROM participation WHERE time_slot_id = $1 AND validation_status IN (0, 1, 6)`, [
    Number(slotId),
  ]);
  return places;
}

describeOnPostgres('concurrent sign-ups (PostgreSQL)', () => {
  it('accepts exactly 5 of 200 concurrent sign-ups for the last 5 places and refuses the rest with 409 "Cette tranche horaire est complète"', async () => {
    const e = await publishedEvent(t, { slots: [{ start: at(8), end: at(10), required: 50 }] });
    // 45 of the 50 places are taken already.
    await rows(
      t,
      `INSERT INTO participation (organization_id, event_id, time_slot_id, first_name, last_name, email, validation_status)
       SELECT $1, $2, $3, 'Déjà', 'Inscrit' || n, 'deja' || n || '@example.org', 6 FROM generate_series(1, 45) AS n`,
      [e.o.organization.id, Number(e.eventId), Number(e.slots[0])],
    );
    const outcomes = await race(Array.from({ length: 200 }, () => person(e.uuid, [e.slots[0]])));
    const accepted = outcomes.filter((outcome) => outcome.ok);
    const refused = outcomes.filter((outcome) => !outcome.ok);
    expect(accepted).toHaveLength(5);
    expect(refused).toHaveLength(195);
    expect(new Set(refused.map((outcome) => `${outcome.code} ${outcome.message}`))).toEqual(new Set(['CONFLICT Cette tranche horaire est complète']));
    expect(await held(e.slots[0])).toBe(50);
    const volunteers = await rows(t, `SELECT COUNT(*)::int AS n FROM volunteer WHERE organization_id = $1`, [e.o.organization.id]);
    expect(volunteers[0].n).toBe(5);
  });

  it('never overbooks with groups racing for the last places', async () => {
    const e = await publishedEvent(t, { configuration: { enableGroupRegistrations: true }, slots: [{ start: at(8), end: at(10), required: 10 }] });
    const outcomes = await race(Array.from({ length: 100 }, (_, i) => person(e.uuid, [e.slots[0]], { groupSize: 1 + (i % 3) })));
    const places = await held(e.slots[0]);
    expect(places).toBeLessThanOrEqual(10);
    expect(places).toBeGreaterThanOrEqual(8);
    for (const outcome of outcomes.filter((o) => !o.ok)) {
      expect(['Cette tranche horaire est complète', 'Inscription en groupe impossible car il ne reste pas assez de place']).toContain(outcome.message);
      expect(outcome.code).toBe('CONFLICT');
    }
  });

  it("keeps a position within maxParticipantsAtTime when its overlapping slots fill at once", async () => {
    const e = await publishedEvent(t, { slots: [{ start: at(8), end: at(10), required: 10 }, { start: at(9), end: at(11), required: 10 }] });
    await e.o.ok(UPDATE_POSITION, { id: e.positionId, input: { maxParticipantsAtTime: 6 } });
    const outcomes = await race(Array.from({ length: 80 }, (_, i) => person(e.uuid, [e.slots[i % 2]])));
    expect(outcomes.filter((o) => o.ok)).toHaveLength(6);
    expect((await held(e.slots[0])) + (await held(e.slots[1]))).toBe(6);
  });
});
