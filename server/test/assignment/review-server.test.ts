import { restOrganizer, type RestOrganizer } from '../events/rest';
import { startTestApp, type TestApp } from '../harness';
import { visitor } from '../signup/fixtures';
import { barEvent, held, sql } from './fixtures';

// Review of issue 18 (auto-assignment): hostile inputs, run floods, apply cost. Each test is a hole
// found in review, kept as a regression test.

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t.close();
});

const setUp = (o: RestOrganizer, places: number, n: number) => barEvent(t, o, places, n);

describe('auto-assignment review: hostile inputs', () => {
  it.each([
    ['categoryIds', { categoryIds: ['9999999999'] }],
    ['campaignIds', { campaignIds: ['9999999999'] }],
    ['positionPriorities', { positionPriorities: [{ positionId: '9999999999', priority: 2 }] }],
    ['pinned', { pinned: [{ volunteerId: '9999999999', slotId: '1' }] }],
    ['forbidden', { forbidden: [{ volunteerId: '1', slotId: '9999999999' }] }],
  ])('answers a field error (never a 500) for an id beyond the integer range in %s', async (_field, options) => {
    const o = await restOrganizer(t);
    const e = await setUp(o, 1, 1);
    const answer = await o.post(`/events/${e.eventId}/auto_assign/`, { registered: false, categoryIds: [e.categoryId], ...options });
    expect(answer.status).toBe(400);
    expect(JSON.stringify(answer.body)).not.toMatch(/out of range|QueryFailedError|internal/i);
  });

  it('answers a field error for an id beyond the integer range in apply assignments (never a 500)', async () => {
    const o = await restOrganizer(t);
    const e = await setUp(o, 1, 1);
    const run = await o.post(`/events/${e.eventId}/auto_assign/`, { registered: false, categoryIds: [e.categoryId] });
    expect(run.body.status).toBe('done');
    const answer = await o.post(`/events/${e.eventId}/auto_assign/${run.body.id}/apply/`, { assignments: [{ volunteer: 9999999999, slot: Number(e.slotId) }] });
    expect(answer.status).toBe(400);
  });
});

describe('auto-assignment review: hostile shapes', () => {
  it.each([
    ['pinned not a list', { pinned: 'x' }],
    ['campaignIds not a list', { campaignIds: '1' }],
    ['pinned items not objects', { pinned: [null, 3] }],
    ['priority NaN', { positionPriorities: [{ positionId: '1', priority: 'NaN' }] }],
    ['negative time limit', { timeLimitSeconds: -1 }],
    ['huge time limit', { timeLimitSeconds: 1e9 }],
    ['fractional time limit', { timeLimitSeconds: 1.5 }],
    ['infinite max hours', { maxHours: 'Infinity' }],
    ['negative rest', { minRestMinutes: -30 }],
    ['unknown method', { method: 'brute' }],
    ['too many pins', { pinned: Array.from({ length: 5001 }, () => ({ volunteerId: '1', slotId: '1' })) }],
  ])('answers 400 with catalogue messages for %s', async (_name, options) => {
    const o = await restOrganizer(t);
    const e = await setUp(o, 1, 1);
    const answer = await o.post(`/events/${e.eventId}/auto_assign/`, { registered: false, categoryIds: [e.categoryId], ...options });
    expect(answer.status).toBe(400);
    // A yup default text ("must be a `number` type") is no catalogue message.
    expect(JSON.stringify(answer.body)).not.toMatch(/must be|`/);
  });

  it('answers 404 (never a 500) for ids past the integer range in the paths', async () => {
    const o = await restOrganizer(t);
    const e = await setUp(o, 1, 1);
    expect((await o.post(`/events/99999999999/auto_assign/`, {})).status).toBe(404);
    expect((await o.get(`/events/${e.eventId}/auto_assign/99999999999/`)).status).toBe(404);
    expect((await o.post(`/events/${e.eventId}/auto_assign/99999999999/apply/`, {})).status).toBe(404);
    expect((await o.get(`/events/${e.eventId}/auto_assign/abc/`)).status).toBe(404);
  });
});

describe('auto-assignment review: run floods', () => {
  it('refuses a new run (429, localized) while the organization already has too many queued or running', async () => {
    const o = await restOrganizer(t);
    const e = await setUp(o, 1, 1);
    // Runs still waiting for the solver (as a burst of background runs leaves them).
    for (let i = 0; i < 3; i += 1) {
      await sql(t, `INSERT INTO auto_assign_run (organization_id, event_id, status, progress, options) VALUES ($1, $2, 'queued', 0, '{}'::jsonb)`, [
        o.organization.id,
        Number(e.eventId),
      ]);
    }
    const answer = await o.post(`/events/${e.eventId}/auto_assign/`, { registered: false, categoryIds: [e.categoryId], background: true });
    expect(answer.status).toBe(429);
    expect(JSON.stringify(answer.body)).toMatch(/tentatives|attempts|Versuche/);
    const [{ runs }] = await sql(t, `SELECT count(*)::int AS runs FROM auto_assign_run WHERE organization_id = $1`, [o.organization.id]);
    expect(runs).toBe(3);

    // Another organization is not held back by this one's runs.
    const other = await restOrganizer(t);
    const theirs = await setUp(other, 1, 1);
    expect((await other.post(`/events/${theirs.eventId}/auto_assign/`, { registered: false, categoryIds: [theirs.categoryId] })).status).toBe(200);

    // Runs stuck long ago (a crashed worker) do not lock the organization out.
    await sql(t, `UPDATE auto_assign_run SET created_at = now() - interval '2 hours' WHERE organization_id = $1`, [o.organization.id]);
    expect((await o.post(`/events/${e.eventId}/auto_assign/`, { registered: false, categoryIds: [e.categoryId] })).status).toBe(200);
  });
});

describe('auto-assignment review: apply cost', () => {
  it('sorts thousands of edited assignments on one full slot out quickly (no quadratic re-check)', async () => {
    const o = await restOrganizer(t);
    const e = await setUp(o, 1, 0);
    const n = 4000;
    await sql(
      t,
      `INSERT INTO volunteer (organization_id, token, email, first_name, last_name, language)
       SELECT $1::int, md5(random()::text || g), 'bulk' || g || '-' || $1::text || '@example.org', 'Bulk', 'N' || g, 'fr' FROM generate_series(1, $2::int) AS g`,
      [o.organization.id, n],
    );
    const ids: Array<{ id: number }> = await sql(t, `SELECT id FROM volunteer WHERE organization_id = $1 AND first_name = 'Bulk' ORDER BY id`, [o.organization.id]);
    await sql(t, `INSERT INTO volunteer_category_member (volunteer_id, category_id) SELECT id, $2 FROM volunteer WHERE organization_id = $1 AND first_name = 'Bulk'`, [
      o.organization.id,
      e.categoryId,
    ]);
    const run = await o.post(`/events/${e.eventId}/auto_assign/`, { registered: false, categoryIds: [e.categoryId] });
    expect(run.body.status).toBe('done');
    const started = Date.now();
    const answer = await o.post(`/events/${e.eventId}/auto_assign/${run.body.id}/apply/`, {
      assignments: ids.map((row) => ({ volunteer: row.id, slot: Number(e.slotId) })),
      skipConflicts: true,
    });
    const seconds = (Date.now() - started) / 1000;
    expect(answer.status).toBe(200);
    expect(answer.body.applied).toBe(1);
    expect(answer.body.conflicts).toHaveLength(n - 1);
    expect(answer.body.conflicts[0].reason).toBe('capacity');
    expect(await held(t, e.slotId)).toBe(1);
    expect(seconds).toBeLessThan(5);
  }, 300_000);
});

describe('auto-assignment review: privacy', () => {
  it("drops an erased volunteer's name and availability from the stored runs", async () => {
    const o = await restOrganizer(t);
    const e = await setUp(o, 1, 1);
    const [v] = e.people;
    await sql(t, `INSERT INTO assignment_preference (organization_id, volunteer_id, event_id, availability) VALUES ($1, $2, $3, $4)`, [
      o.organization.id,
      Number(v.id),
      Number(e.eventId),
      JSON.stringify([{ day: '2030-07-01', from: '08:00', to: '20:00' }]),
    ]);
    const run = await o.post(`/events/${e.eventId}/auto_assign/`, { registered: false, categoryIds: [e.categoryId] });
    expect(run.body.proposal.assignments[0].volunteerName).toBe(`${v.firstName} ${v.lastName}`);

    const { requestMyDeletion } = await visitor(t).ok(`mutation($token: String!) { requestMyDeletion(token: $token) { id status } }`, { token: v.token });
    const { confirmDeletion } = await o.gql(`mutation($id: ID!) { confirmDeletion(id: $id) { id status } }`, { id: requestMyDeletion.id });
    expect(confirmDeletion.status).toBe('done');

    const polled = await o.get(`/events/${e.eventId}/auto_assign/${run.body.id}/`);
    expect(polled.status).toBe(200);
    expect(JSON.stringify(polled.body)).not.toContain(v.lastName);
    const [{ proposal }] = await sql(t, `SELECT proposal FROM auto_assign_run WHERE id = $1`, [run.body.id]);
    expect(JSON.stringify(proposal)).not.toContain(v.lastName);
    expect(proposal.volunteers[v.id].availability).toBeNull();
  });
});

// Real races need PostgreSQL (DATABASE_URL); PGlite runs one connection.
const onPg = process.env.DATABASE_URL ? it : it.skip;

describe('auto-assignment review: races (PostgreSQL)', () => {
  onPg('two runs of one event applied at once never overbook the slot', async () => {
    const o = await restOrganizer(t);
    const e = await setUp(o, 1, 2);
    const [a, b] = await Promise.all([
      o.post(`/events/${e.eventId}/auto_assign/`, { registered: false, categoryIds: [e.categoryId] }),
      o.post(`/events/${e.eventId}/auto_assign/`, { registered: false, categoryIds: [e.categoryId] }),
    ]);
    expect([a.body.status, b.body.status]).toEqual(['done', 'done']);
    const [first, second] = await Promise.all([
      o.post(`/events/${e.eventId}/auto_assign/${a.body.id}/apply/`, { assignments: [{ volunteer: Number(e.people[0].id), slot: Number(e.slotId) }], skipConflicts: true }),
      o.post(`/events/${e.eventId}/auto_assign/${b.body.id}/apply/`, { assignments: [{ volunteer: Number(e.people[1].id), slot: Number(e.slotId) }], skipConflicts: true }),
    ]);
    expect([first.status, second.status]).toEqual([200, 200]);
    expect(first.body.applied + second.body.applied).toBe(1);
    expect(await held(t, e.slotId)).toBe(1);
  });

  onPg('a burst of starts passes the cap of active runs together at most up to the cap', async () => {
    const o = await restOrganizer(t);
    const e = await setUp(o, 1, 1);
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => o.post(`/events/${e.eventId}/auto_assign/`, { registered: false, categoryIds: [e.categoryId], background: true, timeLimitSeconds: 1 })),
    );
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.every((status) => status === 202 || status === 429)).toBe(true);
    expect(statuses.filter((status) => status === 202).length).toBeLessThanOrEqual(3);
    expect(statuses.filter((status) => status === 202).length).toBeGreaterThanOrEqual(1);
  });
});
