import { CREATE_SLOT, organizer, type Organizer } from '../events/fixtures';
import { startTestApp, type TestApp } from '../harness';
import { waitFor } from '../jobs/wait';
import { SIGN_UP, at as signUpAt, person, publishedEvent, visitor } from '../signup/fixtures';
import { at, participation, planning, serviceContext, statusOf, volunteer, type Planning } from '../participations/fixtures';
import { withTransaction } from '../../src/context';
import { pointsService } from '../../src/modules/points/points.service';
import {
  ADD,
  ADJUST,
  assertLedgerConsistent,
  CANCEL_MINE,
  CHANGE_VOLUNTEER,
  CREATE_CATEGORY,
  DELETE_CATEGORY,
  DELETE_PARTICIPATION,
  DELETE_SLOT,
  ledger,
  MOVE,
  MY_POINTS,
  rowsOfParticipation,
  SET_STATUS,
  storedBalance,
  UPDATE_CATEGORY,
  UPDATE_SLOT,
} from './fixtures';

/**
 * Spec 4 points triggers, each written in its cause's transaction with its triggerData; spec 9
 * rounding through real slots; the rate precedence; idempotent recomputations; the group rule.
 */
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t.close();
});

const sql = (query: string, params: unknown[] = []) => t.db.database.dataSource.query(query, params);

/** The triggerData a participation's rows carry (spec 3), for a slot of the planning fixture. */
function dataOf(p: Planning, positionId: string, positionName: string, start: string, end: string, participationId: string) {
  return {
    eventName: 'Fête du lac',
    positionName,
    startTime: start,
    endTime: end,
    eventId: Number(p.eventId),
    positionId: Number(positionId),
    participationId: Number(participationId),
  };
}

async function setup(): Promise<{ o: Organizer; p: Planning; defaultId: string }> {
  const o = await organizer(t);
  const p = await planning(o);
  // Slot A (bar 10:00-12:00) pays 10 an hour itself; the others fall back on the default category (5).
  await o.ok(UPDATE_SLOT, { id: p.slotA, input: { hourlyRate: 10 } });
  const { createRewardCategory } = await o.ok(CREATE_CATEGORY, { input: { eventId: p.eventId, name: 'Standard', hourlyRate: 5, isDefault: true } });
  return { o, p, defaultId: createRewardCategory.id };
}

describe('participation triggers', () => {
  it('books participation_accepted, _cancelled, _changed with their triggerData, each once', async () => {
    const { o, p } = await setup();
    const anna = await volunteer(t, o.organization.id);
    const ben = await volunteer(t, o.organization.id);
    const { addParticipations } = await o.ok(ADD, { input: [{ volunteerId: anna.id, timeSlotId: p.slotA }] });
    const id = addParticipations[0].id as string;
    let rows = await ledger(t, anna.id);
    expect(rows).toEqual([
      expect.objectContaining({ pointsDiff: 20, balance: 20, trigger: 'participation_accepted', triggerData: dataOf(p, p.bar, 'Bar', at(1, 10), at(1, 12), id) }),
    ]);

    // Cancelled by the organizer: the 20 go back; accepted again: earned again.
    await o.ok(SET_STATUS, { ids: [id], status: 'CANCELLED_BY_ORGANIZER' });
    await o.ok(SET_STATUS, { ids: [id], status: 'ACCEPTED' });
    rows = await ledger(t, anna.id);
    expect(rows.slice(1).map((r) => [r.trigger, r.pointsDiff, r.balance])).toEqual([
      ['participation_cancelled', -20, 0],
      ['participation_accepted', 20, 20],
    ]);
    expect(rows[1].triggerData).toEqual(dataOf(p, p.bar, 'Bar', at(1, 10), at(1, 12), id));

    // Moved to kitchen 11:00-13:00 (default category, 5/h): 10 less, with the new slot's data.
    await o.ok(MOVE, { id, slot: p.slotC });
    rows = await ledger(t, anna.id);
    expect(rows[3]).toMatchObject({ trigger: 'participation_changed', pointsDiff: -10, balance: 10, triggerData: dataOf(p, p.kitchen, 'Cuisine', at(1, 11), at(1, 13), id) });

    // Given to Ben: Anna gives back, Ben earns, both participation_changed.
    await o.ok(CHANGE_VOLUNTEER, { id, volunteerId: ben.id });
    expect((await ledger(t, anna.id))[4]).toMatchObject({ trigger: 'participation_changed', pointsDiff: -10, balance: 0, participationId: Number(id) });
    expect(await ledger(t, ben.id)).toEqual([
      expect.objectContaining({ trigger: 'participation_changed', pointsDiff: 10, balance: 10, triggerData: dataOf(p, p.kitchen, 'Cuisine', at(1, 11), at(1, 13), id) }),
    ]);

    // Ben cancels it himself from his space.
    const { cancelMyParticipation } = await o.ok(CANCEL_MINE, { token: ben.token, id });
    expect(cancelMyParticipation.validationStatus).toBe('CANCELLED_BY_VOLUNTEER');
    expect((await ledger(t, ben.id))[1]).toMatchObject({ trigger: 'participation_cancelled', pointsDiff: -10, balance: 0 });

    // A settle of the same participations again books nothing.
    const before = (await rowsOfParticipation(t, id)).length;
    await withTransaction(serviceContext(t), (tx) => pointsService.settle(tx, [Number(id)], 'participation_changed'));
    expect(await rowsOfParticipation(t, id)).toHaveLength(before);
    await assertLedgerConsistent(t);
  });

  it("refuses the volunteer's own cancellation once the shift's points are spent (never below zero); the organizer still can", async () => {
    const { o, p } = await setup();
    const anna = await volunteer(t, o.organization.id);
    const { addParticipations } = await o.ok(ADD, { input: [{ volunteerId: anna.id, timeSlotId: p.slotA }] });
    const id = addParticipations[0].id;
    expect(await storedBalance(t, anna.id)).toBe(20);
    // The 20 points are spent (a purchase books product_purchased through the same ledger).
    await withTransaction(serviceContext(t), (tx) =>
      pointsService.spend(tx, { organizationId: o.organization.id, volunteerId: Number(anna.id), points: 15, trigger: 'product_purchased', triggerData: { productName: 'Tasse', quantity: 1 } }),
    );
    const refused = await o.call(CANCEL_MINE, { token: anna.token, id });
    expect(refused.errors?.[0]).toMatchObject({
      message: "Vous avez déjà dépensé les points de cette tranche horaire : contactez l'organisation pour l'annuler",
      extensions: { code: 'CONFLICT' },
    });
    expect(await statusOf(t, id)).toBe(6);
    expect(await storedBalance(t, anna.id)).toBe(5);
    // The organizer decides: cancelling takes the balance below zero, the ledger says why.
    await o.ok(SET_STATUS, { ids: [id], status: 'CANCELLED_BY_ORGANIZER' });
    expect(await storedBalance(t, anna.id)).toBe(-15);
    // ... and settles it with the volunteer (the other tests of this file expect no negative balance).
    await withTransaction(serviceContext(t), (tx) =>
      pointsService.credit(tx, { organizationId: o.organization.id, volunteerId: Number(anna.id), points: 15, trigger: 'manual_adjustment', triggerData: { reason: 'Tasse rendue' } }),
    );
    await assertLedgerConsistent(t);
  });

  it('deleting an accepted participation gives its points back (participation_cancelled); a pending one books nothing', async () => {
    const { o, p } = await setup();
    const anna = await volunteer(t, o.organization.id);
    const { addParticipations } = await o.ok(ADD, {
      input: [
        { volunteerId: anna.id, timeSlotId: p.slotA },
        { volunteerId: anna.id, timeSlotId: p.slotD, validationStatus: 'AWAITING_ORGANIZER_VALIDATION' },
      ],
    });
    const [accepted, pending] = addParticipations.map((row: { id: string }) => row.id);
    expect((await ledger(t, anna.id)).map((r) => r.pointsDiff)).toEqual([20]);
    await o.ok(DELETE_PARTICIPATION, { id: pending });
    await o.ok(DELETE_PARTICIPATION, { id: accepted });
    const rows = await ledger(t, anna.id);
    expect(rows.map((r) => [r.trigger, r.pointsDiff, r.balance])).toEqual([
      ['participation_accepted', 20, 20],
      ['participation_cancelled', -20, 0],
    ]);
    expect(rows[1].triggerData).toEqual(dataOf(p, p.bar, 'Bar', at(1, 10), at(1, 12), accepted));
  });

  it('a group registration earns its booker the points of one person', async () => {
    const { o, p } = await setup();
    const anna = await volunteer(t, o.organization.id);
    const { addParticipations } = await o.ok(ADD, { input: [{ volunteerId: anna.id, timeSlotId: p.slotD, nbParticipants: 3, groupName: 'Les Amis' }] });
    // Kitchen day 2 10:00-12:00 at the default 5/h: 10 points, not 30.
    expect((await ledger(t, anna.id)).map((r) => r.pointsDiff)).toEqual([10]);
    // Resizing the group changes nothing.
    await withTransaction(serviceContext(t), (tx) => pointsService.settle(tx, [Number(addParticipations[0].id)], 'participation_changed'));
    expect(await storedBalance(t, anna.id)).toBe(10);
  });
});

describe('public sign-up', () => {
  it('books participation_accepted once for a place taken on the public page, then settles it like any other', async () => {
    const e = await publishedEvent(t, { slots: [{ start: signUpAt(8), end: signUpAt(10), required: 3 }] });
    await e.o.ok(UPDATE_SLOT, { id: e.slots[0], input: { hourlyRate: 10 } });
    // The sign-up settles its new participation without the settlement lock or the read of earlier
    // bookings (issue 19: nothing can be booked on a row no other transaction sees yet).
    const { signUp } = await visitor(t).ok(SIGN_UP, { input: person(e.uuid, [e.slots[0]]) });
    const [participation] = await sql(`SELECT id, volunteer_id, validation_status FROM participation WHERE id = $1`, [Number(signUp[0].id)]);
    expect(participation.validation_status).toBe(6); // ACCEPTED, the default of a public sign-up
    const rows = await ledger(t, participation.volunteer_id);
    expect(rows.map((r) => [r.trigger, r.pointsDiff, r.participationId])).toEqual([['participation_accepted', 20, Number(participation.id)]]);
    // Settled again (a recompute): what the sign-up booked is seen, nothing more is written.
    await withTransaction(serviceContext(t), (tx) => pointsService.settle(tx, [Number(participation.id)], 'time_slot_changed'));
    expect(await storedBalance(t, participation.volunteer_id)).toBe(20);
    expect(await ledger(t, participation.volunteer_id)).toHaveLength(1);
  });
});

describe('slot and rate triggers', () => {
  it('books time_slot_changed and hourly_rate_changed for each accepted participant, with the new data', async () => {
    const { o, p } = await setup();
    const anna = await volunteer(t, o.organization.id);
    const ben = await volunteer(t, o.organization.id);
    const carl = await volunteer(t, o.organization.id);
    const { addParticipations } = await o.ok(ADD, {
      input: [
        { volunteerId: anna.id, timeSlotId: p.slotA },
        { volunteerId: ben.id, timeSlotId: p.slotA },
        { volunteerId: carl.id, timeSlotId: p.slotD, validationStatus: 'AWAITING_ORGANIZER_VALIDATION' },
      ],
    });
    const [annaP] = addParticipations.map((row: { id: string }) => row.id);
    // Bar 10:00-13:00 now: 3 h x 10.
    await o.ok(UPDATE_SLOT, { id: p.slotA, input: { endTime: at(1, 13) } });
    for (const v of [anna, ben]) {
      expect((await ledger(t, v.id))[1]).toMatchObject({ trigger: 'time_slot_changed', pointsDiff: 10, balance: 30 });
    }
    expect((await ledger(t, anna.id))[1].triggerData).toEqual(dataOf(p, p.bar, 'Bar', at(1, 10), at(1, 13), annaP));
    // The slot's own rate: 12/h.
    await o.ok(UPDATE_SLOT, { id: p.slotA, input: { hourlyRate: 12 } });
    expect((await ledger(t, anna.id))[2]).toMatchObject({ trigger: 'hourly_rate_changed', pointsDiff: 6, balance: 36 });
    // Saving the slot unchanged books nothing; the pending participant never earns.
    await o.ok(UPDATE_SLOT, { id: p.slotA, input: { hourlyRate: 12, description: 'Bar du haut' } });
    expect(await ledger(t, anna.id)).toHaveLength(3);
    expect(await ledger(t, carl.id)).toEqual([]);
    // The slot deleted: its participants give their points back.
    await o.ok(DELETE_SLOT, { id: p.slotA });
    for (const v of [anna, ben]) {
      expect((await ledger(t, v.id))[3]).toMatchObject({ trigger: 'participation_cancelled', pointsDiff: -36, balance: 0 });
    }
    await assertLedgerConsistent(t);
  });

  it('a category rate change recomputes exactly once (one row per participation, even run twice)', async () => {
    const { o, p, defaultId } = await setup();
    const volunteers = [await volunteer(t, o.organization.id), await volunteer(t, o.organization.id), await volunteer(t, o.organization.id)];
    const { addParticipations } = await o.ok(ADD, { input: volunteers.map((v) => ({ volunteerId: v.id, timeSlotId: p.slotD })) });
    // Kitchen day 2, 2 h at the default 5/h; the default goes to 8/h.
    await o.ok(UPDATE_CATEGORY, { id: defaultId, input: { hourlyRate: 8 } });
    await o.ok(UPDATE_CATEGORY, { id: defaultId, input: { hourlyRate: 8 } });
    const ctx = serviceContext(t);
    await withTransaction(ctx, (tx) => pointsService.settleScope(tx, { eventId: Number(p.eventId) }, 'hourly_rate_changed'));
    await withTransaction(ctx, (tx) => pointsService.settleScope(tx, { rewardCategoryId: Number(defaultId) }, 'hourly_rate_changed'));
    for (const row of addParticipations as Array<{ id: string }>) {
      const booked = await rowsOfParticipation(t, row.id);
      expect(booked.map((r) => [r.trigger, r.pointsDiff])).toEqual([
        ['participation_accepted', 10],
        ['hourly_rate_changed', 6],
      ]);
    }
    // The default category deleted: no rate left for those slots, the points go back (hourly_rate_changed).
    await o.ok(DELETE_CATEGORY, { id: defaultId });
    for (const v of volunteers) expect((await ledger(t, v.id)).at(-1)).toMatchObject({ trigger: 'hourly_rate_changed', pointsDiff: -16, balance: 0 });
    await assertLedgerConsistent(t);
  });

  it('takes the slot rate, else its category, else the event default, else 0', async () => {
    const o = await organizer(t);
    const p = await planning(o);
    const { createRewardCategory: special } = await o.ok(CREATE_CATEGORY, { input: { eventId: p.eventId, name: 'Spécial', hourlyRate: 7 } });
    // A: category 7 and own rate 10 -> 10; B: category 7 -> 7; C: nothing, no default -> 0.
    await o.ok(UPDATE_SLOT, { id: p.slotA, input: { rewardCategoryId: special.id, hourlyRate: 10 } });
    await o.ok(UPDATE_SLOT, { id: p.slotB, input: { rewardCategoryId: special.id } });
    const [a, b, c] = [await volunteer(t, o.organization.id), await volunteer(t, o.organization.id), await volunteer(t, o.organization.id)];
    await o.ok(ADD, { input: [{ volunteerId: a.id, timeSlotId: p.slotA }, { volunteerId: b.id, timeSlotId: p.slotB }, { volunteerId: c.id, timeSlotId: p.slotC }] });
    expect([await storedBalance(t, a.id), await storedBalance(t, b.id), await storedBalance(t, c.id)]).toEqual([20, 14, 0]);
    expect(await ledger(t, c.id)).toEqual([]);
    // A default category appears: C's slot (no rate, no category) earns it.
    await o.ok(CREATE_CATEGORY, { input: { eventId: p.eventId, name: 'Base', hourlyRate: 3, isDefault: true } });
    expect(await ledger(t, c.id)).toEqual([expect.objectContaining({ trigger: 'hourly_rate_changed', pointsDiff: 6 })]);
    expect([await storedBalance(t, a.id), await storedBalance(t, b.id)]).toEqual([20, 14]);
    // B's category changes rate: only B's slot follows.
    await o.ok(UPDATE_CATEGORY, { id: special.id, input: { hourlyRate: 9 } });
    expect([await storedBalance(t, a.id), await storedBalance(t, b.id), await storedBalance(t, c.id)]).toEqual([20, 18, 6]);
    // The slot's own rate removed: A falls back on its category.
    await o.ok(UPDATE_SLOT, { id: p.slotA, input: { hourlyRate: null } });
    expect(await storedBalance(t, a.id)).toBe(18);
  });

  it('rounds the hours of real slots per spec 9 (0.24 h, 0.25 h, 0.74 h, 0.75 h)', async () => {
    const o = await organizer(t);
    const p = await planning(o);
    const start = new Date(at(2, 14));
    const cases: Array<[number, number]> = [
      [864, 0],
      [900, 5],
      [2664, 5],
      [2700, 10],
      [3600 + 864, 10],
      [3600 + 2700, 20],
    ];
    for (const [seconds, points] of cases) {
      const { createTimeSlot } = await o.ok(CREATE_SLOT, {
        input: { positionId: p.bar, startTime: start.toISOString(), endTime: new Date(start.getTime() + seconds * 1000).toISOString(), requiredVolunteerCount: 1, hourlyRate: 10 },
      });
      const v = await volunteer(t, o.organization.id);
      await o.ok(ADD, { input: [{ volunteerId: v.id, timeSlotId: createTimeSlot.id }] });
      expect({ seconds, points: await storedBalance(t, v.id) }).toEqual({ seconds, points });
      expect(await ledger(t, v.id)).toHaveLength(points === 0 ? 0 : 1);
    }
  });

  it('a rate change on more than 200 participations goes through the points.recompute job, idempotent', async () => {
    const o = await organizer(t);
    const p = await planning(o);
    const { createRewardCategory: cat } = await o.ok(CREATE_CATEGORY, { input: { eventId: p.eventId, name: 'Festival', hourlyRate: 4 } });
    for (const slot of [p.slotA, p.slotB, p.slotC, p.slotD]) await o.ok(UPDATE_SLOT, { id: slot, input: { rewardCategoryId: cat.id } });
    const people = [];
    for (let i = 0; i < 6; i += 1) people.push(await volunteer(t, o.organization.id));
    const ids: number[] = [];
    for (let i = 0; i < 220; i += 1) {
      const slot = [p.slotA, p.slotB, p.slotC, p.slotD][i % 4];
      ids.push(Number(await participation(t, o, { eventId: p.eventId, slotId: slot, volunteer: people[i % 6] })));
    }
    await withTransaction(serviceContext(t), (tx) => pointsService.settle(tx, ids, 'participation_accepted'));
    expect(await storedBalance(t, people[0].id)).toBe(37 * 8);

    await o.ok(UPDATE_CATEGORY, { id: cat.id, input: { hourlyRate: 6 } });
    const jobs = await sql(`SELECT id, payload FROM outbox WHERE kind = 'points.recompute' ORDER BY id`);
    expect(jobs).toHaveLength(1);
    const payload = typeof jobs[0].payload === 'string' ? JSON.parse(jobs[0].payload) : jobs[0].payload;
    expect(payload).toEqual({ scope: { rewardCategoryId: Number(cat.id) }, trigger: 'hourly_rate_changed' });
    await waitFor('recompute job done', async () => (await sql(`SELECT status FROM outbox WHERE id = $1`, [jobs[0].id]))[0].status === 'done');
    const changed = await sql(`SELECT participation_id, COUNT(*)::int AS n, SUM(points_diff)::float AS diff FROM points_transaction WHERE trigger = 'hourly_rate_changed' AND participation_id = ANY($1::int[]) GROUP BY participation_id`, [ids]);
    expect(changed).toHaveLength(220);
    expect(changed.every((row: { n: number; diff: number }) => row.n === 1 && row.diff === 4)).toBe(true);

    // The same job again (a retry, a second change to the same rate): nothing more.
    await sql(`INSERT INTO outbox (kind, payload) VALUES ('points.recompute', $1)`, [JSON.stringify(payload)]);
    await o.ok(UPDATE_CATEGORY, { id: cat.id, input: { hourlyRate: 6, name: 'Festival 2' } });
    t.server.services.nudgeJobs();
    await waitFor('second job done', async () => (await sql(`SELECT COUNT(*)::int AS n FROM outbox WHERE kind = 'points.recompute' AND status <> 'done'`))[0].n === 0);
    const again = await sql(`SELECT COUNT(*)::int AS n FROM points_transaction WHERE participation_id = ANY($1::int[])`, [ids]);
    expect(again[0].n).toBe(440);
    await assertLedgerConsistent(t);
  });
});

describe('the ledger outlives its causes', () => {
  it('deleting an event keeps the points its participations earned', async () => {
    const { o, p } = await setup();
    const anna = await volunteer(t, o.organization.id);
    await o.ok(ADD, { input: [{ volunteerId: anna.id, timeSlotId: p.slotA }] });
    await o.ok(`mutation($id: ID!) { deleteEvent(id: $id) }`, { id: p.eventId });
    expect(await sql(`SELECT id FROM participation WHERE event_id = $1`, [Number(p.eventId)])).toEqual([]);
    expect(await storedBalance(t, anna.id)).toBe(20);
    const { myPoints } = await o.ok(MY_POINTS, { token: anna.token });
    expect(myPoints.transactions).toEqual([expect.objectContaining({ trigger: 'participation_accepted', pointsDiff: 20, label: 'Inscription acceptée' })]);
    expect(myPoints.transactions[0].triggerData).toMatchObject({ eventName: 'Fête du lac', positionName: 'Bar', eventId: p.eventId });
  });

  it('books product_purchased, order_cancelled and manual_adjustment with their triggerData; balance equals the SQL sum after all', async () => {
    const { o, p } = await setup();
    const anna = await volunteer(t, o.organization.id);
    await o.ok(ADD, { input: [{ volunteerId: anna.id, timeSlotId: p.slotA }] });
    const { adjustPoints } = await o.ok(ADJUST, { volunteerId: anna.id, points: 15.5, reason: 'Aide au montage' });
    expect(adjustPoints).toMatchObject({ pointsDiff: 15.5, balance: 35.5, trigger: 'manual_adjustment', label: 'Ajustement manuel', triggerData: { reason: 'Aide au montage' } });
    const ctx = serviceContext(t);
    const entry = { organizationId: o.organization.id, volunteerId: Number(anna.id) };
    await withTransaction(ctx, (tx) => pointsService.spend(tx, { ...entry, points: 30, trigger: 'product_purchased', triggerData: { productName: 'T-shirt', quantity: 2, orderId: 41 } }));
    await withTransaction(ctx, (tx) => pointsService.credit(tx, { ...entry, points: 30, trigger: 'order_cancelled', triggerData: { productName: 'T-shirt', quantity: 2, orderId: 41 } }));
    await expect(
      withTransaction(ctx, (tx) => pointsService.spend(tx, { ...entry, points: 36, trigger: 'product_purchased', triggerData: { productName: 'Sac', quantity: 1, orderId: 42 } })),
    ).rejects.toMatchObject({ messageKey: 'points.insufficient' });
    const rows = await ledger(t, anna.id);
    expect(rows.map((r) => [r.trigger, r.pointsDiff, r.balance, r.triggerData])).toEqual([
      ['participation_accepted', 20, 20, expect.objectContaining({ positionName: 'Bar' })],
      ['manual_adjustment', 15.5, 35.5, { reason: 'Aide au montage' }],
      ['product_purchased', -30, 5.5, { productName: 'T-shirt', quantity: 2, orderId: 41 }],
      ['order_cancelled', 30, 35.5, { productName: 'T-shirt', quantity: 2, orderId: 41 }],
    ]);
    expect(await assertLedgerConsistent(t)).toBeGreaterThan(3);
  });
});
