import { startTestApp, type TestApp } from '../harness';
import { APPROVE, asVolunteer, MY_SWAPS, OFFER, participationsOn, PENDING, REFUSE, sql, swapWorld, TAKE } from './fixtures';

/** Security review of issue 17's swaps: the holes found, each shown by an attack. */
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

describe('swaps: attacks', () => {
  it('the colleague limit is no oracle: once spent, a known address is refused like an unknown one', async () => {
    const w = await swapWorld(t);
    const v = asVolunteer(t);
    for (let i = 0; i < 10; i += 1) {
      await v(OFFER, { token: w.alice.token, participationId: w.aliceShift, targetEmail: `guess${i}@example.org` });
    }
    const unknown = await v(OFFER, { token: w.alice.token, participationId: w.aliceShift, targetEmail: 'nobody@example.org' });
    const known = await v(OFFER, { token: w.alice.token, participationId: w.aliceShift, targetEmail: w.carol.email });
    expect(unknown.errors?.[0].extensions?.code).toBe('TOO_MANY_REQUESTS');
    expect(known.errors?.[0].extensions?.code).toBe('TOO_MANY_REQUESTS');
    expect(Number((await sql(t, `SELECT COUNT(*) AS n FROM shift_swap WHERE offered_by_id = $1`, [Number(w.alice.id)]))[0].n)).toBe(0);
  });

  it('a shift made a group after it was offered is not handed over as a group', async () => {
    const w = await swapWorld(t);
    const v = asVolunteer(t);
    const { data } = await v(OFFER, { token: w.alice.token, participationId: w.aliceShift });
    // The organizer turns Alice's place into a group of 2 (the slot has 2 places).
    await sql(t, `UPDATE participation SET nb_participants = 2 WHERE id = $1`, [Number(w.aliceShift)]);
    const taken = await v(TAKE, { token: w.bob.token, id: data?.offerShiftSwap.id });
    expect(taken.errors?.[0].extensions?.code).toBe('CONFLICT');
    expect((await participationsOn(t, w.p.slotA)).filter((p) => p.volunteerId === Number(w.bob.id))).toEqual([]);
  });

  it("a private slot's open offer is neither shown nor given to the event's volunteers (no passkey)", async () => {
    const w = await swapWorld(t);
    const v = asVolunteer(t);
    await sql(t, `UPDATE time_slot SET is_private = true WHERE id = $1`, [Number(w.p.slotA)]);
    const { data } = await v(OFFER, { token: w.alice.token, participationId: w.aliceShift });
    expect((await v(MY_SWAPS, { token: w.bob.token })).data?.mySwaps.available).toEqual([]);
    const taken = await v(TAKE, { token: w.bob.token, id: data?.offerShiftSwap.id });
    expect(taken.errors?.[0].extensions?.code).toBe('NOT_FOUND');
    expect((await participationsOn(t, w.p.slotA)).filter((p) => p.volunteerId === Number(w.bob.id))).toEqual([]);
  });

  it('a private slot may still go to a colleague the offerer names', async () => {
    const w = await swapWorld(t);
    const v = asVolunteer(t);
    await sql(t, `UPDATE time_slot SET is_private = true WHERE id = $1`, [Number(w.p.slotA)]);
    const { data } = await v(OFFER, { token: w.alice.token, participationId: w.aliceShift, targetEmail: w.carol.email });
    expect((await v(MY_SWAPS, { token: w.carol.token })).data?.mySwaps.available).toHaveLength(1);
    expect((await v(TAKE, { token: w.carol.token, id: data?.offerShiftSwap.id })).data?.takeShiftSwap.status).toBe('done');
  });

  it("a position whose sign-ups wait for the organizer does not take a swapper in unchecked: the swap waits for approval", async () => {
    const w = await swapWorld(t);
    const v = asVolunteer(t);
    await sql(t, `UPDATE position SET default_participation_validation_status = 0 WHERE id = $1`, [Number(w.p.bar)]);
    const { data } = await v(OFFER, { token: w.alice.token, participationId: w.aliceShift });
    const taken = await v(TAKE, { token: w.bob.token, id: data?.offerShiftSwap.id });
    expect(taken.data?.takeShiftSwap.status).toBe('pending_approval');
    expect((await participationsOn(t, w.p.slotA)).filter((p) => p.volunteerId === Number(w.bob.id))).toEqual([]);
    const pending = await w.o.ok(PENDING, {});
    expect(pending.pendingSwaps.map((s: any) => s.id)).toEqual([data?.offerShiftSwap.id]);
    expect((await w.o.ok(APPROVE, { id: data?.offerShiftSwap.id })).approveSwap.status).toBe('done');
  });

  it("an organizer of another organization can neither see, approve nor refuse a swap", async () => {
    const w = await swapWorld(t, { shiftSwapApproval: true });
    const other = await swapWorld(t);
    const v = asVolunteer(t);
    const { data } = await v(OFFER, { token: w.alice.token, participationId: w.aliceShift });
    expect((await v(TAKE, { token: w.bob.token, id: data?.offerShiftSwap.id })).data?.takeShiftSwap.status).toBe('pending_approval');
    expect((await other.o.ok(PENDING, {})).pendingSwaps).toEqual([]);
    expect((await other.o.call(PENDING, { eventId: w.p.eventId })).data?.pendingSwaps ?? []).toEqual([]);
    expect((await other.o.call(APPROVE, { id: data?.offerShiftSwap.id })).errors?.[0].extensions?.code).toBe('NOT_FOUND');
    expect((await other.o.call(REFUSE, { id: data?.offerShiftSwap.id })).errors?.[0].extensions?.code).toBe('NOT_FOUND');
    expect((await sql(t, `SELECT status FROM shift_swap WHERE id = $1`, [Number(data?.offerShiftSwap.id)]))[0].status).toBe('pending_approval');
  });
});
