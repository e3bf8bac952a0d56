import { startTestApp, type TestApp } from '../harness';
import { participation } from '../participations/fixtures';
import { ORDERS, PLACE_ORDER, product, richVolunteer } from '../shop/fixtures';
import { ACT, REPLAY, SCAN_CODE, clientId, configure, eventToday, standFor, standOrganizer, volunteerOn } from './fixtures';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const CANCEL = `mutation($id: ID!) { cancelOrder(id: $id) { id status } }`;

describe('the stand holds against misuse', () => {
  it('keeps a t-shirt to the volunteers of the positions the operator serves', async () => {
    const o = await standOrganizer(t);
    const e = await eventToday(o);
    const gateVolunteer = await volunteerOn(t, o, e, e.gateSlot);
    await configure(o, e.eventId, { tshirt: true });
    const barOnly = await standFor(t, o, e.eventId, 'Alice', [e.barTag]);
    const code = (await o.ok(SCAN_CODE, { id: gateVolunteer.id })).volunteerScanCode;
    const refused = await barOnly.call(ACT, { input: { clientId: clientId(), code, kind: 'TSHIRT' } });
    expect(refused.errors?.[0]).toMatchObject({ message: 'Non autorisé pour vos étiquettes', extensions: { code: 'FORBIDDEN' } });
    const gate = await standFor(t, o, e.eventId, 'Bruno', [e.gateTag]);
    expect((await gate.ok(ACT, { input: { clientId: clientId(), code, kind: 'TSHIRT' } })).standAction.action.label).toBe('T-shirt');
  });

  it('records a live scan at the server’s time and a queued one never before the stand signed in', async () => {
    const o = await standOrganizer(t);
    const e = await eventToday(o);
    const anne = await volunteerOn(t, o, e, e.barSlot);
    const luc = await volunteerOn(t, o, e, e.gateSlot);
    const alice = await standFor(t, o, e.eventId, 'Alice');
    const early = new Date(Date.now() - 3 * 3600_000).toISOString();
    const before = Date.now();
    const live = await alice.ok(ACT, { input: { clientId: clientId(), code: (await o.ok(SCAN_CODE, { id: anne.id })).volunteerScanCode, kind: 'CHECK_IN', scannedAt: early } });
    expect(new Date(live.standAction.action.happenedAt).getTime()).toBeGreaterThanOrEqual(before - 1000);
    const queued = await alice.ok(REPLAY, { actions: [{ clientId: clientId(), code: (await o.ok(SCAN_CODE, { id: luc.id })).volunteerScanCode, kind: 'CHECK_IN', scannedAt: early }] });
    const [{ created_at }] = await t.db.database.dataSource.query('SELECT created_at FROM operator_session ORDER BY id DESC LIMIT 1');
    expect(new Date(queued.standReplay[0].action.happenedAt).getTime()).toBe(new Date(created_at).getTime());
  });

  it('refuses another action under an action id already used, and answers the same action sent again', async () => {
    const o = await standOrganizer(t);
    const e = await eventToday(o);
    const anne = await volunteerOn(t, o, e, e.barSlot);
    await configure(o, e.eventId, { tshirt: true });
    const alice = await standFor(t, o, e.eventId, 'Alice');
    const code = (await o.ok(SCAN_CODE, { id: anne.id })).volunteerScanCode;
    const id = clientId();
    const first = await alice.ok(ACT, { input: { clientId: id, code, kind: 'TSHIRT' } });
    expect((await alice.ok(ACT, { input: { clientId: id, code, kind: 'TSHIRT' } })).standAction.action.id).toBe(first.standAction.action.id);
    const reused = await alice.call(ACT, { input: { clientId: id, code, kind: 'CHECK_IN' } });
    expect(reused.errors?.[0]).toMatchObject({ message: 'Cet identifiant d’action a déjà servi pour une autre action', extensions: { code: 'CONFLICT' } });
    // The check-in was not lost silently: it is still to do.
    expect((await alice.ok(ACT, { input: { clientId: clientId(), code, kind: 'CHECK_IN' } })).standAction.ok).toBe(true);
  });

  it('answers a bad day with a field error and a bad queued item as that item’s conflict', async () => {
    const o = await standOrganizer(t);
    const e = await eventToday(o);
    const anne = await volunteerOn(t, o, e, e.barSlot);
    for (const day of ['2024-13-45', '2024-02-31']) {
      const res = await o.agent.get(`/apis/organizer/v1/events/${e.eventId}/check_ins/`).query({ day });
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ day: ['Entrez une date valide'] });
    }
    const alice = await standFor(t, o, e.eventId, 'Alice');
    const code = (await o.ok(SCAN_CODE, { id: anne.id })).volunteerScanCode;
    const res = await t
      .agent()
      .post('/apis/scan/v1/actions/replay/')
      .set('X-Operator-Token', alice.token)
      .send([
        { clientId: clientId(), code, kind: 'dance' },
        { clientId: 'x', code, kind: 'check_in' },
        { clientId: clientId(), code, kind: 'check_in' },
      ]);
    expect(res.status).toBe(200);
    expect(res.body.map((r: any) => r.ok)).toEqual([false, false, true]);
  });

  it('never gives a voucher used at the stand back to the pool', async () => {
    const o = await standOrganizer(t);
    const e = await eventToday(o);
    const meals = await t.db.database.dataSource.query(`INSERT INTO voucher_pool (organization_id, name) VALUES ($1, 'Repas') RETURNING id`, [o.organization.id]);
    const poolId = meals[0].id;
    await t.db.database.dataSource.query(`INSERT INTO voucher_code (organization_id, pool_id, code) VALUES ($1, $2, 'M-1')`, [o.organization.id, poolId]);
    const meal = await product(o, { name: 'Repas', price: 5, voucherPoolId: String(poolId) });
    const buyer = await richVolunteer(t, o, 10);
    await participation(t, o, { eventId: e.eventId, slotId: e.barSlot, volunteer: buyer });
    const { placeOrder } = await o.ok(PLACE_ORDER, { token: buyer.token, productId: meal.id, quantity: 1 });
    expect(placeOrder.vouchersCodes).toEqual(['M-1']);
    await configure(o, e.eventId, { voucherRedeem: true, items: [{ kind: 'VOUCHER_POOL', refId: String(poolId), tagIds: [] }] });
    const alice = await standFor(t, o, e.eventId, 'Alice');
    const code = (await o.ok(SCAN_CODE, { id: buyer.id })).volunteerScanCode;
    const [{ id: codeId }] = await t.db.database.dataSource.query(`SELECT id FROM voucher_code WHERE code = 'M-1'`);
    const redeemed = await alice.ok(ACT, { input: { clientId: clientId(), code, kind: 'REDEEM_VOUCHER', targetId: String(codeId) } });
    const cancel = await o.call(CANCEL, { id: placeOrder.id });
    expect(cancel.errors?.[0]).toMatchObject({
      message: 'Un bon de cette commande a déjà été utilisé au stand : elle ne peut plus être annulée',
      extensions: { code: 'CONFLICT' },
    });
    const [row] = await t.db.database.dataSource.query(`SELECT volunteer_id, order_id, redeemed_at FROM voucher_code WHERE id = $1`, [codeId]);
    expect(row).toMatchObject({ volunteer_id: Number(buyer.id), order_id: Number(placeOrder.id), redeemed_at: expect.any(Date) });
    expect((await o.ok(ORDERS, {})).orders.find((order: any) => order.id === placeOrder.id).status).toBe('AWAITING_DELIVERY');
    // Undoing the redemption frees the code again; then the order can be cancelled.
    await o.ok(`mutation($id: ID!) { undoScanAction(id: $id) { id } }`, { id: redeemed.standAction.action.id });
    expect((await o.ok(CANCEL, { id: placeOrder.id })).cancelOrder.status).toBe('CANCELLED');
  });
});
