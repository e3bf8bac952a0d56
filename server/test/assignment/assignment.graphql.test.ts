import { normalizeOptions } from '../../src/modules/assignment/assignment.service';
import { buildInstance } from '../../src/modules/assignment/assignment.read-model';
import { checkAssignments } from '../../src/modules/assignment/solver';
import { organizer, type Organizer } from '../events/fixtures';
import { csrfOf, startTestApp, type TestApp } from '../harness';
import { waitFor } from '../jobs/wait';
import { mailsTo } from '../mails';
import { planning, waitingEntry, type Planning, type VolunteerRow } from '../participations/fixtures';
import { SIGN_UP, person, publishedEvent, visitor, errorOf } from '../signup/fixtures';
import { APPLY, AUTO_ASSIGN, AUTO_ASSIGN_RUN, AUTO_ASSIGN_RUNS, category, held, preferences, sql, volunteers, type Assignment } from './fixtures';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t.close();
});

/** Registered for the event (a waiting-list entry on slot D), as the `registered` source finds them. */
async function register(o: Organizer, p: Planning, list: VolunteerRow[]): Promise<void> {
  for (const [i, v] of list.entries()) await waitingEntry(t, o, p.eventId, p.slotD, v, i + 1);
}

/** The proposal's pairs checked by the shared checker on an instance rebuilt from the database. */
async function violationsOf(o: Organizer, eventId: string, options: Record<string, unknown>, assignments: Assignment[]) {
  const values = await normalizeOptions(options);
  const built = await buildInstance(t.db.database.dataSource.manager, { organizationId: o.organization.id, eventId: Number(eventId), timeZone: 'Europe/Zurich' }, values);
  return checkAssignments(
    built.instance,
    assignments.map((a) => ({ volunteerId: Number(a.volunteerId), slotId: Number(a.slotId) })),
  );
}

describe('autoAssign: the proposal', () => {
  it('never breaks a hard constraint: rules, availability, overlaps, limits (checked on a rebuilt instance), and explains itself in French', async () => {
    const o = await organizer(t);
    const p = await planning(o);
    const people = await volunteers(t, o, 6);
    await register(o, p, people);
    const cooks = await category(t, o, 'Cuisiniers', [people[0], people[1]]);
    await sql(t, `INSERT INTO registration_rule (organization_id, event_id, position_id, category_id) VALUES ($1, $2, $3, $4)`, [
      o.organization.id,
      Number(p.eventId),
      Number(p.kitchen),
      Number(cooks),
    ]);
    // people[0] ranks the kitchen first; people[2] is only there on day 1 from 10:00 to 12:00.
    await preferences(t, o, p.eventId, people[0], { positions: [p.kitchen, p.bar] });
    await preferences(t, o, p.eventId, people[2], { availability: [{ day: '2030-07-01', from: '10:00', to: '12:00' }] });
    const options = { maxShifts: 2, minRestMinutes: 0, timeLimitSeconds: 5 };

    const { autoAssign } = await o.ok(AUTO_ASSIGN, { eventId: p.eventId, options });
    expect(autoAssign.status).toBe('DONE');
    expect(autoAssign.progress).toBe(100);
    expect(autoAssign.options.maxShifts).toBe(2);
    expect(autoAssign.options.keepGroupsTogether).toBe(true);
    const assignments: Assignment[] = autoAssign.proposal.assignments;
    expect(assignments.length).toBeGreaterThan(0);
    expect(await violationsOf(o, p.eventId, options, assignments)).toEqual([]);

    // Only the cooks on the kitchen; people[2] only on slot A; nobody twice at once (A/B overlap C), at most 2 shifts.
    const kitchenSlots = [p.slotC, p.slotD];
    for (const a of assignments.filter((a) => kitchenSlots.includes(a.slotId))) expect([people[0].id, people[1].id]).toContain(a.volunteerId);
    for (const a of assignments.filter((a) => a.volunteerId === people[2].id)) expect(a.slotId).toBe(p.slotA);
    const byVolunteer = new Map<string, string[]>();
    for (const a of assignments) byVolunteer.set(a.volunteerId, [...(byVolunteer.get(a.volunteerId) ?? []), a.slotId]);
    for (const slots of byVolunteer.values()) {
      expect(slots.length).toBeLessThanOrEqual(2);
      expect(slots.includes(p.slotC) && (slots.includes(p.slotA) || slots.includes(p.slotB))).toBe(false);
    }
    // Capacity: never more than the required count on a slot.
    const placed = new Map<string, number>();
    for (const a of assignments) placed.set(a.slotId, (placed.get(a.slotId) ?? 0) + a.size);
    expect(placed.get(p.slotA) ?? 0).toBeLessThanOrEqual(2);
    expect(placed.get(p.slotC) ?? 0).toBeLessThanOrEqual(3);
    expect(placed.get(p.slotD) ?? 0).toBeLessThanOrEqual(5);

    // Explanations: the preference rank and the availability range, in the event's time zone.
    const ranked = assignments.find((a) => a.volunteerId === people[0].id && a.positionId === p.kitchen);
    expect(ranked?.preferenceRank).toBe(1);
    expect(ranked?.explanation).toContain('Préférence n°1');
    const limited = assignments.find((a) => a.volunteerId === people[2].id);
    if (limited) expect(limited.explanation).toMatch(/disponible lun\.? 10:00–12:00/);
    expect(ranked?.volunteerName).toBe(`${people[0].firstName} ${people[0].lastName}`);
    // The kitchen cannot be filled by 2 cooks with 2 shifts each (3 + 5 places): the reason names the category.
    const kitchenGaps = autoAssign.proposal.unfilled.filter((u: { positionId: string }) => u.positionId === p.kitchen);
    expect(kitchenGaps.length).toBeGreaterThan(0);
    for (const gap of kitchenGaps) expect(gap.message).not.toBe('');
    expect(autoAssign.proposal.stats.candidates).toBe(6);
    expect(autoAssign.proposal.stats.placesOpen).toBe(12);
    expect(autoAssign.proposal.stats.placesFilled).toBe(assignments.reduce((sum, a) => sum + a.size, 0));

    const { autoAssignRuns } = await o.ok(AUTO_ASSIGN_RUNS, { eventId: p.eventId });
    expect(autoAssignRuns.map((r: { id: string }) => r.id)).toEqual([autoAssign.id]);
  });

  it('says why a place stays empty: no candidate in the category, in German when asked', async () => {
    const o = await organizer(t);
    const p = await planning(o);
    const people = await volunteers(t, o, 2);
    await register(o, p, people);
    const cooks = await category(t, o, 'Köche', []);
    await sql(t, `INSERT INTO registration_rule (organization_id, event_id, position_id, category_id) VALUES ($1, $2, $3, $4)`, [
      o.organization.id,
      Number(p.eventId),
      Number(p.kitchen),
      Number(cooks),
    ]);
    const answer = await o.agent
      .post('/graphql')
      .set('Content-Type', 'application/json')
      .set('Accept-Language', 'de')
      .set('X-CSRFToken', csrfOf(o.agent, t.server.url))
      .send({ query: AUTO_ASSIGN, variables: { eventId: p.eventId } });
    const run = answer.body.data.autoAssign;
    const gap = run.proposal.unfilled.find((u: { slotId: string }) => u.slotId === p.slotC);
    expect(gap.reason).toBe('category');
    expect(gap.places).toBe(3);
    expect(gap.message).toContain('Köche');
  });

  it('keeps pins that fit, never proposes forbidden pairs, and refuses options out of bounds', async () => {
    const o = await organizer(t);
    const p = await planning(o);
    const people = await volunteers(t, o, 3);
    await register(o, p, people);
    const { autoAssign } = await o.ok(AUTO_ASSIGN, {
      eventId: p.eventId,
      options: {
        pinned: [{ volunteerId: people[0].id, slotId: p.slotB }],
        forbidden: people.map((v) => ({ volunteerId: v.id, slotId: p.slotA })),
      },
    });
    const assignments: Assignment[] = autoAssign.proposal.assignments;
    expect(assignments).toContainEqual(expect.objectContaining({ volunteerId: people[0].id, slotId: p.slotB, pinned: true }));
    expect(assignments.filter((a) => a.slotId === p.slotA)).toEqual([]);
    expect(autoAssign.options.forbidden).toHaveLength(3);

    const tooLong = await o.call(AUTO_ASSIGN, { eventId: p.eventId, options: { timeLimitSeconds: 500 } });
    expect(errorOf(tooLong).code).toBe('BAD_USER_INPUT');
    expect(errorOf(tooLong).fieldErrors?.timeLimitSeconds).toBeDefined();
    const unknownMethod = await o.call(AUTO_ASSIGN, { eventId: p.eventId, options: { method: 'magic' } });
    expect(errorOf(unknownMethod).fieldErrors?.method).toBeDefined();
    const tooMany = await o.call(AUTO_ASSIGN, {
      eventId: p.eventId,
      options: { forbidden: Array.from({ length: 5001 }, (_, i) => ({ volunteerId: String(i + 1), slotId: p.slotA })) },
    });
    expect(errorOf(tooMany).fieldErrors?.forbidden).toBeDefined();
    const [{ runs }] = await sql(t, `SELECT count(*)::int AS runs FROM auto_assign_run WHERE event_id = $1`, [Number(p.eventId)]);
    expect(runs).toBe(1);
  });
});

describe('autoAssign: sources, preferences and groups', () => {
  it('takes a campaign\'s volunteers with their ranked position names and availability; onlyPreferredPositions keeps them to those', async () => {
    const o = await organizer(t);
    const p = await planning(o);
    const [{ id: campaignId }] = await sql(t, `INSERT INTO campaign (organization_id, token, name) VALUES ($1, $2, 'Été') RETURNING id`, [
      o.organization.id,
      `tok-${Date.now()}-${Math.random()}`,
    ]);
    const people = await volunteers(t, o, 3);
    for (const v of people) await sql(t, `INSERT INTO campaign_registration (organization_id, campaign_id, volunteer_id) VALUES ($1, $2, $3)`, [o.organization.id, campaignId, Number(v.id)]);
    // people[0] ranked "cuisine" (any case) and is there on day 2 only; people[1] ranked the bar.
    await sql(
      t,
      `INSERT INTO assignment_preference (organization_id, volunteer_id, campaign_id, availability, preferred_position_names) VALUES ($1, $2, $3, $4, $5), ($1, $6, $3, NULL, $7)`,
      [o.organization.id, Number(people[0].id), campaignId, JSON.stringify([{ day: '2030-07-02', from: '08:00', to: '18:00' }]), ['cuisine'], Number(people[1].id), ['Bar']],
    );
    const { autoAssign } = await o.ok(AUTO_ASSIGN, {
      eventId: p.eventId,
      options: { registered: false, campaignIds: [String(campaignId)], onlyPreferredPositions: true },
    });
    const assignments: Assignment[] = autoAssign.proposal.assignments;
    expect(autoAssign.proposal.stats.candidates).toBe(3);
    expect(assignments.filter((a) => a.volunteerId === people[0].id).map((a) => a.slotId)).toEqual([p.slotD]);
    expect(assignments.find((a) => a.volunteerId === people[0].id)?.explanation).toMatch(/^Préférence n°1 · disponible mar\.? 08:00–18:00$/);
    for (const a of assignments.filter((a) => a.volunteerId === people[1].id)) expect(a.positionId).toBe(p.bar);
    expect(assignments.some((a) => a.volunteerId === people[2].id)).toBe(true);
    expect(await violationsOf(o, p.eventId, { registered: false, campaignIds: [String(campaignId)], onlyPreferredPositions: true }, assignments)).toEqual([]);
  });

  it('places a group whole (its sign-up size) and applies it as one participation of that size', async () => {
    const o = await organizer(t);
    const p = await planning(o);
    const [leader] = await volunteers(t, o, 1);
    await sql(t, `INSERT INTO waiting_list_entry (organization_id, event_id, time_slot_id, volunteer_id, rank, nb_participants, email) VALUES ($1, $2, $3, $4, 1, 3, $5)`, [
      o.organization.id,
      Number(p.eventId),
      Number(p.slotD),
      Number(leader.id),
      leader.email,
    ]);
    const { autoAssign } = await o.ok(AUTO_ASSIGN, { eventId: p.eventId, options: { maxShifts: 1 } });
    const [only] = autoAssign.proposal.assignments as Assignment[];
    expect(autoAssign.proposal.assignments).toHaveLength(1);
    expect(only.size).toBe(3);
    // Slots A and B have 2 places: the group of 3 fits C (3) or D (5) only.
    expect([p.slotC, p.slotD]).toContain(only.slotId);
    expect(only.explanation).toContain('groupe de 3 personnes');
    const { applyAutoAssign } = await o.ok(APPLY, { runId: autoAssign.id });
    expect(applyAutoAssign.participations).toEqual([expect.objectContaining({ nbParticipants: 3, timeSlotId: only.slotId })]);
    expect(await held(t, only.slotId)).toBe(3);
  });
});

describe('autoAssign: a medium event', () => {
  it('is still answered at once (solved in a worker thread), every place filled without breaking a constraint', async () => {
    const o = await organizer(t);
    const p = await planning(o);
    // 40 one-hour slots of one place on the bar, 08:00-18:00 on both days (with A, B, C, D: 44 slots), 30 volunteers.
    await sql(
      t,
      `INSERT INTO time_slot (organization_id, event_id, position_id, start_time, end_time, required_volunteer_count)
       SELECT $1, $2, $3, timestamptz '2030-07-03T06:00:00Z' + (n || ' hours')::interval, timestamptz '2030-07-03T07:00:00Z' + (n || ' hours')::interval, 1
         FROM generate_series(0, 39) AS n`,
      [o.organization.id, Number(p.eventId), Number(p.bar)],
    );
    const people = await volunteers(t, o, 30);
    await register(o, p, people);
    const options = { maxShifts: 2, minRestMinutes: 60, timeLimitSeconds: 10 };
    const { autoAssign } = await o.ok(AUTO_ASSIGN, { eventId: p.eventId, options });
    expect(autoAssign.status).toBe('DONE');
    const assignments: Assignment[] = autoAssign.proposal.assignments;
    expect(await violationsOf(o, p.eventId, options, assignments)).toEqual([]);
    // 52 places, 30 volunteers × 2 shifts = 60 shifts: everything can be filled.
    expect(autoAssign.proposal.stats.placesOpen).toBe(52);
    expect(autoAssign.proposal.stats.placesFilled).toBe(52);
    expect(autoAssign.proposal.unfilled).toEqual([]);
  });
});

describe('applyAutoAssign', () => {
  it("writes the proposal's participations with the position's default status, queues the mails, and a second apply writes nothing", async () => {
    const o = await organizer(t);
    const p = await planning(o);
    // The kitchen's registrations wait for the organizer's validation.
    await sql(t, `UPDATE position SET default_participation_validation_status = 0 WHERE id = $1`, [Number(p.kitchen)]);
    const people = await volunteers(t, o, 4);
    await register(o, p, people);
    const { autoAssign } = await o.ok(AUTO_ASSIGN, { eventId: p.eventId });
    const assignments: Assignment[] = autoAssign.proposal.assignments;
    expect(assignments.length).toBeGreaterThan(3);

    const { applyAutoAssign } = await o.ok(APPLY, { runId: autoAssign.id });
    expect(applyAutoAssign.conflicts).toEqual([]);
    expect(applyAutoAssign.applied).toBe(assignments.length);
    const written = await sql(t, `SELECT volunteer_id, time_slot_id, validation_status FROM participation WHERE event_id = $1 ORDER BY id`, [Number(p.eventId)]);
    expect(written).toHaveLength(assignments.length);
    for (const row of written) {
      const kitchen = [Number(p.slotC), Number(p.slotD)].includes(row.time_slot_id);
      expect(row.validation_status).toBe(kitchen ? 0 : 6);
      expect(assignments).toContainEqual(expect.objectContaining({ volunteerId: String(row.volunteer_id), slotId: String(row.time_slot_id) }));
    }
    // Those placed on slot D, whose waiting list they were on, leave it (confirmed); the others still wait.
    const entries = await sql(t, `SELECT volunteer_id, status FROM waiting_list_entry WHERE time_slot_id = $1`, [Number(p.slotD)]);
    const onD = new Set(assignments.filter((a) => a.slotId === p.slotD).map((a) => a.volunteerId));
    expect(onD.size).toBeGreaterThan(0);
    for (const entry of entries) expect(entry.status).toBe(onD.has(String(entry.volunteer_id)) ? 'confirmed' : 'waiting');
    const someone = people.find((v) => assignments.some((a) => a.volunteerId === v.id))!;
    expect((await mailsTo(t.db.database.dataSource, someone.email)).length).toBeGreaterThan(0);

    const { autoAssignRun } = await o.ok(AUTO_ASSIGN_RUN, { id: autoAssign.id });
    expect(autoAssignRun.status).toBe('APPLIED');
    expect(autoAssignRun.appliedCount).toBe(assignments.length);
    const again = await o.call(APPLY, { runId: autoAssign.id });
    expect(errorOf(again).code).toBe('CONFLICT');
    expect(errorOf(again).message).toBe('Cette répartition a déjà été appliquée');
    const [{ count }] = await sql(t, `SELECT count(*)::int AS count FROM participation WHERE event_id = $1`, [Number(p.eventId)]);
    expect(count).toBe(assignments.length);
  });

  it('applies an edited list, checked again: a pair breaking a rule is a conflict and nothing is written unless skipConflicts', async () => {
    const o = await organizer(t);
    const p = await planning(o);
    const people = await volunteers(t, o, 2);
    await register(o, p, people);
    const { autoAssign } = await o.ok(AUTO_ASSIGN, { eventId: p.eventId });
    // The same volunteer on A (10-12) and C (11-13): they overlap.
    const edited = [
      { volunteerId: people[0].id, slotId: p.slotA },
      { volunteerId: people[0].id, slotId: p.slotC },
      { volunteerId: people[1].id, slotId: p.slotB },
    ];
    const { applyAutoAssign } = await o.ok(APPLY, { runId: autoAssign.id, assignments: edited });
    expect(applyAutoAssign.applied).toBe(0);
    expect(applyAutoAssign.conflicts).toEqual([
      expect.objectContaining({ volunteerId: people[0].id, reason: 'overlap', message: expect.stringContaining(people[0].lastName) }),
    ]);
    expect(await sql(t, `SELECT id FROM participation WHERE event_id = $1`, [Number(p.eventId)])).toEqual([]);

    const skipped = (await o.ok(APPLY, { runId: autoAssign.id, assignments: edited, skipConflicts: true })).applyAutoAssign;
    expect(skipped.applied).toBe(2);
    expect(skipped.conflicts).toHaveLength(1);
    expect(await held(t, p.slotB)).toBe(1);
  });
});

describe('tenant isolation', () => {
  it("another organization's event, run and volunteers answer NOT_FOUND or a conflict, and nothing is written", async () => {
    const o = await organizer(t);
    const p = await planning(o);
    const people = await volunteers(t, o, 2);
    await register(o, p, people);
    const { autoAssign } = await o.ok(AUTO_ASSIGN, { eventId: p.eventId });

    const other = await organizer(t);
    const otherPlanning = await planning(other);
    const strangers = await volunteers(t, other, 1);
    expect(errorOf(await other.call(AUTO_ASSIGN, { eventId: p.eventId })).code).toBe('NOT_FOUND');
    expect(errorOf(await other.call(AUTO_ASSIGN_RUN, { id: autoAssign.id })).code).toBe('NOT_FOUND');
    expect(errorOf(await other.call(AUTO_ASSIGN_RUNS, { eventId: p.eventId })).code).toBe('NOT_FOUND');
    expect(errorOf(await other.call(APPLY, { runId: autoAssign.id })).code).toBe('NOT_FOUND');
    // Another organization's sources are refused, their pins never become candidates.
    const foreignCategory = await category(t, other, 'Autres', strangers);
    expect(errorOf(await o.call(AUTO_ASSIGN, { eventId: p.eventId, options: { categoryIds: [foreignCategory] } })).fieldErrors?.categoryIds).toBeDefined();
    const pinned = (await o.ok(AUTO_ASSIGN, { eventId: p.eventId, options: { pinned: [{ volunteerId: strangers[0].id, slotId: p.slotA }] } })).autoAssign;
    expect(pinned.proposal.rejectedPins).toEqual([expect.objectContaining({ volunteerId: strangers[0].id, reason: 'unknown' })]);
    expect(pinned.proposal.rejectedPins[0].volunteerName).not.toContain(strangers[0].lastName);
    expect(pinned.proposal.assignments.map((a: Assignment) => a.volunteerId)).not.toContain(strangers[0].id);

    // Applying a stranger, or another event's slot: conflicts, nothing written.
    const { applyAutoAssign } = await o.ok(APPLY, {
      runId: autoAssign.id,
      assignments: [
        { volunteerId: strangers[0].id, slotId: p.slotA },
        { volunteerId: people[0].id, slotId: otherPlanning.slotA },
      ],
      skipConflicts: true,
    });
    expect(applyAutoAssign.applied).toBe(0);
    expect(applyAutoAssign.conflicts.map((c: { reason: string }) => c.reason)).toEqual(['unknown', 'unknown']);
    expect(applyAutoAssign.conflicts[0].volunteerName).not.toContain(strangers[0].lastName);
    const [{ count }] = await sql(t, `SELECT count(*)::int AS count FROM participation WHERE event_id IN ($1, $2)`, [Number(p.eventId), Number(otherPlanning.eventId)]);
    expect(count).toBe(0);
  });
});

describe('a proposal computed before a public sign-up', () => {
  it('is checked again when applied: the full slot is a conflict and nothing is written; skipConflicts writes the rest', async () => {
    const e = await publishedEvent(t, { slots: [{ start: '2030-07-01T08:00:00.000Z', end: '2030-07-01T10:00:00.000Z', required: 2 }] });
    const people = await volunteers(t, e.o, 3);
    const helpers = await category(t, e.o, 'Aides', people);
    const { autoAssign } = await e.o.ok(AUTO_ASSIGN, { eventId: e.eventId, options: { registered: false, categoryIds: [helpers] } });
    expect(autoAssign.proposal.assignments).toHaveLength(2);

    await visitor(t).ok(SIGN_UP, { input: person(e.uuid, [e.slots[0]]) });
    expect(await held(t, e.slots[0])).toBe(1);

    const { applyAutoAssign } = await e.o.ok(APPLY, { runId: autoAssign.id });
    expect(applyAutoAssign.applied).toBe(0);
    expect(applyAutoAssign.conflicts).toEqual([expect.objectContaining({ reason: 'capacity', slotId: e.slots[0], message: expect.stringContaining('complète') })]);
    expect(await held(t, e.slots[0])).toBe(1);
    expect((await e.o.ok(AUTO_ASSIGN_RUN, { id: autoAssign.id })).autoAssignRun.status).toBe('DONE');

    const skipped = (await e.o.ok(APPLY, { runId: autoAssign.id, skipConflicts: true })).applyAutoAssign;
    expect(skipped.applied).toBe(1);
    expect(skipped.conflicts).toHaveLength(1);
    expect(await held(t, e.slots[0])).toBe(2);
  });
});

describe('the background path', () => {
  it('answers QUEUED with a job, and the job solves it: DONE with progress 100 and a proposal', async () => {
    const o = await organizer(t);
    const p = await planning(o);
    const people = await volunteers(t, o, 3);
    await register(o, p, people);
    const { autoAssign } = await o.ok(AUTO_ASSIGN, { eventId: p.eventId, options: { background: true } });
    expect(autoAssign.status).toBe('QUEUED');
    expect(autoAssign.jobId).not.toBeNull();
    expect(autoAssign.proposal).toBeNull();
    expect(autoAssign.progress).toBe(0);
    const seen = new Set<string>([autoAssign.status]);
    const done = await waitFor(
      'the run',
      async () => {
        const { autoAssignRun } = await o.ok(AUTO_ASSIGN_RUN, { id: autoAssign.id });
        seen.add(autoAssignRun.status);
        expect(autoAssignRun.progress).toBeGreaterThanOrEqual(0);
        expect(autoAssignRun.progress).toBeLessThanOrEqual(100);
        return autoAssignRun.status === 'DONE' || autoAssignRun.status === 'FAILED' ? autoAssignRun : undefined;
      },
      60_000,
    );
    expect(done.status).toBe('DONE');
    expect(done.progress).toBe(100);
    expect(done.finishedAt).not.toBeNull();
    expect(done.proposal.assignments.length).toBeGreaterThan(0);
    expect(await violationsOf(o, p.eventId, {}, done.proposal.assignments)).toEqual([]);
  });
});
