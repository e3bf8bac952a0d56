import { organizer } from '../events/fixtures';
import { csrfOf, startTestApp, type TestApp } from '../harness';
import { planning, volunteer } from '../participations/fixtures';
import { ADD, ADJUST, assertLedgerConsistent, ledger, MY_POINTS, storedBalance, UPDATE_SLOT, VOLUNTEER_POINTS } from './fixtures';

/** Manual adjustments (organizer), tenant scoping, and the volunteer token seeing its own ledger only. */
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('adjustPoints', () => {
  it('refuses zero, a missing reason, too large a change, and going below zero, writing nothing', async () => {
    const o = await organizer(t);
    const anna = await volunteer(t, o.organization.id);
    const zero = await o.call(ADJUST, { volunteerId: anna.id, points: 0, reason: 'Rien' });
    expect(zero.errors?.[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', fieldErrors: { points: ["L'ajustement ne peut pas être nul"] } });
    const noReason = await o.call(ADJUST, { volunteerId: anna.id, points: 5, reason: '   ' });
    expect(noReason.errors?.[0].extensions?.fieldErrors).toEqual({ reason: ['Indiquez la raison de cet ajustement'] });
    const huge = await o.call(ADJUST, { volunteerId: anna.id, points: 2_000_000, reason: 'Trop' });
    expect(huge.errors?.[0].extensions?.fieldErrors).toHaveProperty('points');
    const negative = await o.call(ADJUST, { volunteerId: anna.id, points: -1, reason: 'Retrait' });
    expect(negative.errors?.[0]).toMatchObject({ message: 'Solde de points insuffisant : 0 points disponibles', extensions: { code: 'CONFLICT' } });
    expect(await ledger(t, anna.id)).toEqual([]);

    const up = await o.ok(ADJUST, { volunteerId: anna.id, points: 12, reason: 'Montage' });
    expect(up.adjustPoints).toMatchObject({ pointsDiff: 12, balance: 12, trigger: 'manual_adjustment' });
    const down = await o.ok(ADJUST, { volunteerId: anna.id, points: -12, reason: 'Erreur de saisie' });
    expect(down.adjustPoints).toMatchObject({ pointsDiff: -12, balance: 0 });
    const beyond = await o.call(ADJUST, { volunteerId: anna.id, points: -0.01, reason: 'Encore' });
    expect(beyond.errors?.[0].extensions?.code).toBe('CONFLICT');
    expect(await storedBalance(t, anna.id)).toBe(0);
    await assertLedgerConsistent(t);
  });

  it("answers NOT_FOUND for another organization's volunteer (adjust, history, balance field)", async () => {
    const o = await organizer(t);
    const other = await organizer(t);
    const theirs = await volunteer(t, other.organization.id);
    await other.ok(ADJUST, { volunteerId: theirs.id, points: 50, reason: 'Bonus' });
    for (const id of [theirs.id, '999999', 'abc']) {
      const adjust = await o.call(ADJUST, { volunteerId: id, points: 5, reason: 'Vol' });
      expect(adjust.errors?.[0].extensions?.code).toBe('NOT_FOUND');
      const history = await o.call(VOLUNTEER_POINTS, { id });
      expect(history.errors?.[0].extensions?.code).toBe('NOT_FOUND');
    }
    expect(await storedBalance(t, theirs.id)).toBe(50);
    // Their own organizer reads it, balance included on the volunteer.
    const { volunteerPoints } = await other.ok(VOLUNTEER_POINTS, { id: theirs.id });
    expect(volunteerPoints).toMatchObject({ balance: 50, transactions: [expect.objectContaining({ pointsDiff: 50, triggerData: expect.objectContaining({ reason: 'Bonus' }) })] });
    const { volunteer: v } = await other.ok(`query($id: ID!) { volunteer(id: $id) { id pointsBalance } }`, { id: theirs.id });
    expect(v.pointsBalance).toBe(50);
  });
});

describe('myPoints (volunteer token)', () => {
  it("a token sees only its own volunteer's ledger; a wrong token answers NOT_FOUND", async () => {
    const o = await organizer(t);
    const p = await planning(o);
    await o.ok(UPDATE_SLOT, { id: p.slotA, input: { hourlyRate: 10 } });
    const anna = await volunteer(t, o.organization.id);
    const ben = await volunteer(t, o.organization.id);
    await o.ok(ADD, { input: [{ volunteerId: anna.id, timeSlotId: p.slotA }] });
    await o.ok(ADJUST, { volunteerId: ben.id, points: 3, reason: 'Café' });
    const anonymous = t.agent();
    const ask = async (token: string) =>
      (await anonymous.post('/graphql').set('Content-Type', 'application/json').send({ query: MY_POINTS, variables: { token } })).body;
    const annas = await ask(anna.token);
    expect(annas.data.myPoints).toMatchObject({ volunteerId: anna.id, balance: 20 });
    expect(annas.data.myPoints.transactions.map((r: { trigger: string }) => r.trigger)).toEqual(['participation_accepted']);
    const bens = await ask(ben.token);
    expect(bens.data.myPoints).toMatchObject({ volunteerId: ben.id, balance: 3 });
    expect(bens.data.myPoints.transactions).toEqual([expect.objectContaining({ trigger: 'manual_adjustment', pointsDiff: 3 })]);
    for (const token of ['', 'x', anna.id, `${anna.token}x`, anna.token.toUpperCase()]) {
      const answer = await ask(token);
      expect(answer.data?.myPoints ?? null).toBeNull();
      expect(answer.errors?.[0].extensions?.code).toBe('NOT_FOUND');
    }
    // In English, the labels follow.
    const english = await anonymous.post('/graphql').set('Content-Type', 'application/json').set('Accept-Language', 'en').send({ query: MY_POINTS, variables: { token: anna.token } });
    expect(english.body.data.myPoints.transactions[0].label).toBe('Registration accepted');
  });
});

describe('REST facade', () => {
  it('GET points-transactions/ and POST adjust_points/ for the organization, 404 for another, 401/403 signed out', async () => {
    const o = await organizer(t);
    const other = await organizer(t);
    const anna = await volunteer(t, o.organization.id);
    const csrf = () => csrfOf(o.agent, t.server.url);
    const base = `/apis/organizer/v1/volunteers/${anna.id}`;
    const created = await o.agent.post(`${base}/adjust_points/`).set('X-CSRFToken', csrf()).send({ points: 8, reason: 'Rangement' });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ pointsDiff: 8, balance: 8, trigger: 'manual_adjustment', label: 'Ajustement manuel', triggerData: { reason: 'Rangement' } });
    const refused = await o.agent.post(`${base}/adjust_points/`).set('X-CSRFToken', csrf()).send({ points: -9, reason: 'Trop' });
    expect(refused.status).toBe(409);
    const bad = await o.agent.post(`${base}/adjust_points/`).set('X-CSRFToken', csrf()).send({ points: 'beaucoup', reason: 'x' });
    expect(bad.status).toBe(400);
    const list = await o.agent.get(`${base}/points-transactions/`);
    expect(list.status).toBe(200);
    expect(list.body).toEqual([expect.objectContaining({ pointsDiff: 8, balance: 8, trigger: 'manual_adjustment' })]);
    expect((await other.agent.get(`${base}/points-transactions/`)).status).toBe(404);
    expect((await other.agent.post(`${base}/adjust_points/`).set('X-CSRFToken', csrfOf(other.agent, t.server.url)).send({ points: 1, reason: 'x' })).status).toBe(404);
    expect([401, 403]).toContain((await t.agent().get(`${base}/points-transactions/`)).status);
    expect(await storedBalance(t, anna.id)).toBe(8);
  });
});
