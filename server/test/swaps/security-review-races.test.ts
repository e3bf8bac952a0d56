import type { TestApp } from '../harness';
import { onPostgres } from '../on-postgres';
import { participation, volunteer } from '../participations/fixtures';
import { asVolunteer, balanceOf, OFFER, participationsOn, sql, swapWorld, TAKE } from './fixtures';

/** Security review of issue 17's swaps: races a volunteer may start on purpose (PostgreSQL only). */
const pg = onPostgres('server/test/swaps/security-review-races.test.ts');
let t: TestApp;
beforeAll(() => {
  if (pg.enabled) t = pg.app();
});

const CANCEL = `mutation($token: String!, $id: ID!) { cancelMyParticipation(token: $token, id: $id) { id } }`;

pg.describe('swaps racing on purpose', () => {
  it('one taker grabbing two overlapping offers at once gets at most one', async () => {
    const w = await swapWorld(t);
    const v = asVolunteer(t);
    // Dave holds slot C (kitchen, day 1 11:00-13:00): it overlaps Alice's slot A (10:00-12:00).
    const dave = await volunteer(t, w.o.organization.id, { first_name: 'Dave', last_name: 'Roux' });
    const daveShift = await participation(t, w.o, { eventId: w.p.eventId, slotId: w.p.slotC, volunteer: dave });
    const a = (await v(OFFER, { token: w.alice.token, participationId: w.aliceShift })).data?.offerShiftSwap.id;
    const c = (await v(OFFER, { token: dave.token, participationId: daveShift })).data?.offerShiftSwap.id;
    const answers = await Promise.all([a, c, a, c].map((id) => asVolunteer(t)(TAKE, { token: w.bob.token, id })));
    expect(answers.filter((x) => x.data?.takeShiftSwap.status === 'done')).toHaveLength(1);
    const bobs = [...(await participationsOn(t, w.p.slotA)), ...(await participationsOn(t, w.p.slotC))].filter(
      (p) => p.volunteerId === Number(w.bob.id) && p.status === 6,
    );
    expect(bobs).toHaveLength(1);
  });

  it('the same shift offered many times at once: one live swap', async () => {
    const w = await swapWorld(t);
    await Promise.all(Array.from({ length: 6 }, () => asVolunteer(t)(OFFER, { token: w.alice.token, participationId: w.aliceShift })));
    const [{ n }] = await sql(t, `SELECT COUNT(*)::int AS n FROM shift_swap WHERE participation_id = $1 AND status IN ('open', 'pending_approval')`, [Number(w.aliceShift)]);
    expect(n).toBe(1);
  });

  it('a take racing the offerer cancelling: the place and the points are counted once', async () => {
    for (let round = 0; round < 3; round += 1) {
      const w = await swapWorld(t);
      const id = (await asVolunteer(t)(OFFER, { token: w.alice.token, participationId: w.aliceShift })).data?.offerShiftSwap.id;
      await Promise.all([asVolunteer(t)(TAKE, { token: w.bob.token, id }), asVolunteer(t)(CANCEL, { token: w.alice.token, id: w.aliceShift })]);
      const active = (await participationsOn(t, w.p.slotA)).filter((p) => p.status === 6);
      expect(active.length).toBeLessThanOrEqual(1);
      expect((await balanceOf(t, w.alice.id)) + (await balanceOf(t, w.bob.id))).toBe(active.length * 20);
    }
  });
});
