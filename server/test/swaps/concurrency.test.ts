import type { TestApp } from '../harness';
import { onPostgres } from '../on-postgres';
import { participation, volunteer } from '../participations/fixtures';
import { asVolunteer, balanceOf, OFFER, participationsOn, sql, swapWorld, TAKE } from './fixtures';

/**
 * Takers racing for one offered shift: exactly one wins, the place is held once, the points are earned
 * once. Real concurrency needs PostgreSQL: the embedded PGlite serves one connection.
 */
const pg = onPostgres('server/test/swaps/concurrency.test.ts');
let t: TestApp;
beforeAll(() => {
  if (pg.enabled) t = pg.app();
});

pg.describe('swaps racing', () => {
  it('two takers at once: exactly one gets the shift, the other is told it is gone', async () => {
    const w = await swapWorld(t);
    const dan = await volunteer(t, w.o.organization.id);
    await participation(t, w.o, { eventId: w.p.eventId, slotId: w.p.slotD, volunteer: dan });
    const { data } = await asVolunteer(t)(OFFER, { token: w.alice.token, participationId: w.aliceShift });
    const id = data?.offerShiftSwap.id;
    const answers = await Promise.all([asVolunteer(t)(TAKE, { token: w.bob.token, id }), asVolunteer(t)(TAKE, { token: dan.token, id })]);
    expect(answers.filter((a) => !a.errors)).toHaveLength(1);
    expect(answers.find((a) => a.errors)?.errors?.[0].extensions?.code).toBe('CONFLICT');
    const active = (await participationsOn(t, w.p.slotA)).filter((p) => p.status === 6);
    expect(active).toHaveLength(1);
    expect(active[0].volunteerId).toBe(Number(answers[0].errors ? dan.id : w.bob.id));
  });

  it('six takers at once: one wins, the place and the points counted once', async () => {
    const v = asVolunteer(t);
    const world = await swapWorld(t);
    const takers = [world.bob];
    for (let i = 0; i < 5; i += 1) {
      const someone = await volunteer(t, world.o.organization.id);
      await participation(t, world.o, { eventId: world.p.eventId, slotId: world.p.slotD, volunteer: someone });
      takers.push(someone);
    }
    const offer = await v(OFFER, { token: world.alice.token, participationId: world.aliceShift });
    const swapId = offer.data?.offerShiftSwap.id;
    const results = await Promise.all(takers.map((taker) => asVolunteer(t)(TAKE, { token: taker.token, id: swapId })));
    const winners = results.filter((r) => !r.errors);
    expect(winners).toHaveLength(1);
    for (const loser of results.filter((r) => r.errors)) {
      expect(loser.errors?.[0]).toMatchObject({ message: "Cet échange n'est plus ouvert : quelqu'un l'a peut-être déjà repris", extensions: { code: 'CONFLICT' } });
    }
    const onSlot = await participationsOn(t, world.p.slotA);
    expect(onSlot.filter((p) => p.status === 6)).toHaveLength(1);
    expect(onSlot.filter((p) => p.volunteerId === Number(world.alice.id)).map((p) => p.status)).toEqual([5]);
    const winner = takers[results.findIndex((r) => !r.errors)];
    expect(onSlot.find((p) => p.status === 6)?.volunteerId).toBe(Number(winner.id));
    const balances = await Promise.all(takers.map((taker) => balanceOf(t, taker.id)));
    expect(balances.filter((b) => b === 20)).toHaveLength(1);
    expect(balances.reduce((a, b) => a + b, 0)).toBe(20);
    expect(await balanceOf(t, world.alice.id)).toBe(0);
    const [{ status, taker_id }] = await sql(t, 'SELECT status, taker_id FROM shift_swap WHERE id = $1', [Number(swapId)]);
    expect({ status, taker: Number(taker_id) }).toEqual({ status: 'done', taker: Number(winner.id) });
  });

  it('a take racing the offerer withdrawing: either the swap is done or withdrawn, never both', async () => {
    const w = await swapWorld(t);
    const v = asVolunteer(t);
    const { data } = await v(OFFER, { token: w.alice.token, participationId: w.aliceShift });
    const id = data?.offerShiftSwap.id;
    const [take, withdraw] = await Promise.all([
      v(TAKE, { token: w.bob.token, id }),
      asVolunteer(t)(`mutation($token: String!, $id: ID!) { withdrawShiftSwap(token: $token, id: $id) { status } }`, { token: w.alice.token, id }),
    ]);
    expect([take.errors, withdraw.errors].filter((e) => e === undefined)).toHaveLength(1);
    const [{ status }] = await sql(t, 'SELECT status FROM shift_swap WHERE id = $1', [Number(id)]);
    const active = (await participationsOn(t, w.p.slotA)).filter((p) => p.status === 6).map((p) => p.volunteerId);
    expect(status === 'done' ? active : status).toEqual(status === 'done' ? [Number(w.bob.id)] : 'cancelled');
    if (status === 'cancelled') expect(active).toEqual([Number(w.alice.id)]);
  });
});
