import { EVENT_INPUT } from '../events/fixtures';
import { API, restOrganizer, type RestOrganizer } from '../events/rest';
import { startTestApp, type TestApp } from '../harness';
import { waitFor } from '../jobs/wait';
import { volunteer } from '../participations/fixtures';
import { barEvent, held, sql } from './fixtures';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t.close();
});

const setUp = (o: RestOrganizer, places: number, n: number) => barEvent(t, o, places, n);

describe('POST /events/{eventId}/auto_assign/', () => {
  it('answers 200 with the proposal of a small event, and applies it (200), then 409 when applied again', async () => {
    const o = await restOrganizer(t);
    const e = await setUp(o, 2, 3);
    const run = await o.post(`/events/${e.eventId}/auto_assign/`, { registered: false, categoryIds: [e.categoryId], maxShifts: 1 });
    expect(run.status).toBe(200);
    expect(run.body.status).toBe('done');
    expect(run.body.options).toMatchObject({ registered: false, categoryIds: [String(e.categoryId)], maxShifts: 1 });
    expect(run.body.proposal.assignments).toHaveLength(2);
    expect(run.body.proposal.stats).toMatchObject({ placesOpen: 2, placesFilled: 2, candidates: 3 });

    const polled = await o.get(`/events/${e.eventId}/auto_assign/${run.body.id}/`);
    expect(polled.status).toBe(200);
    expect(polled.body.proposal.assignments).toEqual(run.body.proposal.assignments);

    const applied = await o.post(`/events/${e.eventId}/auto_assign/${run.body.id}/apply/`, {});
    expect(applied.status).toBe(200);
    expect(applied.body.applied).toBe(2);
    expect(applied.body.participations).toHaveLength(2);
    expect(applied.body.participations[0]).toMatchObject({ timeSlotId: Number(e.slotId), validationStatus: 6 });
    expect(await held(t, e.slotId)).toBe(2);
    const again = await o.post(`/events/${e.eventId}/auto_assign/${run.body.id}/apply/`, {});
    expect(again.status).toBe(409);
    expect(await held(t, e.slotId)).toBe(2);
  });

  it('answers 202 with a job id for a background run; polling reaches done', async () => {
    const o = await restOrganizer(t);
    const e = await setUp(o, 2, 2);
    const queued = await o.post(`/events/${e.eventId}/auto_assign/`, { registered: false, categoryIds: [e.categoryId], background: true });
    expect(queued.status).toBe(202);
    expect(queued.body).toMatchObject({ status: 'queued', progress: 0, proposal: null });
    expect(typeof queued.body.jobId).toBe('number');
    const done = await waitFor(
      'the run',
      async () => {
        const { body } = await o.get(`/events/${e.eventId}/auto_assign/${queued.body.id}/`);
        return body.status === 'done' || body.status === 'failed' ? body : undefined;
      },
      60_000,
    );
    expect(done.status).toBe('done');
    expect(done.proposal.assignments).toHaveLength(2);
  });

  it('answers 409 with the conflicts when the slot filled meanwhile, and writes the rest with skipConflicts', async () => {
    const o = await restOrganizer(t);
    const e = await setUp(o, 2, 3);
    const run = await o.post(`/events/${e.eventId}/auto_assign/`, { registered: false, categoryIds: [e.categoryId] });
    const outsider = await volunteer(t, o.organization.id);
    await sql(
      t,
      `INSERT INTO participation (organization_id, event_id, time_slot_id, volunteer_id, first_name, last_name, email, validation_status) VALUES ($1, $2, $3, $4, 'A', 'B', $5, 6)`,
      [o.organization.id, Number(e.eventId), Number(e.slotId), Number(outsider.id), outsider.email],
    );
    const conflict = await o.post(`/events/${e.eventId}/auto_assign/${run.body.id}/apply/`, {});
    expect(conflict.status).toBe(409);
    expect(conflict.body.conflicts).toEqual([expect.objectContaining({ reason: 'capacity', slotId: Number(e.slotId) })]);
    expect(await held(t, e.slotId)).toBe(1);
    const chosen = run.body.proposal.assignments.map((a: { volunteerId: number; slotId: number }) => ({ volunteer: a.volunteerId, slot: a.slotId }));
    const rest = await o.post(`/events/${e.eventId}/auto_assign/${run.body.id}/apply/`, { assignments: chosen, skipConflicts: true });
    expect(rest.status).toBe(200);
    expect(rest.body.applied).toBe(1);
    expect(rest.body.conflicts).toHaveLength(1);
    expect(await held(t, e.slotId)).toBe(2);
  });

  it("answers 404 for another organization's event or run, and for a run under another event's path", async () => {
    const o = await restOrganizer(t);
    const e = await setUp(o, 1, 1);
    const run = await o.post(`/events/${e.eventId}/auto_assign/`, { registered: false, categoryIds: [e.categoryId] });
    const other = await restOrganizer(t);
    const theirs = await setUp(other, 1, 1);
    expect((await other.post(`/events/${e.eventId}/auto_assign/`, {})).status).toBe(404);
    expect((await other.get(`/events/${e.eventId}/auto_assign/${run.body.id}/`)).status).toBe(404);
    expect((await other.get(`/events/${theirs.eventId}/auto_assign/${run.body.id}/`)).status).toBe(404);
    expect((await other.post(`/events/${theirs.eventId}/auto_assign/${run.body.id}/apply/`, {})).status).toBe(404);
    const { id: secondEvent } = (await o.post('/events/', EVENT_INPUT)).body;
    expect((await o.get(`/events/${secondEvent}/auto_assign/${run.body.id}/`)).status).toBe(404);
    expect((await t.agent().post(`${API}/events/${e.eventId}/auto_assign/`).send({})).status).not.toBe(200);
    expect(await held(t, e.slotId)).toBe(0);
    const [{ runs }] = await sql(t, `SELECT count(*)::int AS runs FROM auto_assign_run WHERE organization_id = $1`, [other.organization.id]);
    expect(runs).toBe(0);
  });

  it('refuses options out of bounds with field errors (400)', async () => {
    const o = await restOrganizer(t);
    const e = await setUp(o, 1, 1);
    const bad = await o.post(`/events/${e.eventId}/auto_assign/`, { timeLimitSeconds: 0, maxShifts: -1 });
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).toContain('timeLimitSeconds');
  });
});
