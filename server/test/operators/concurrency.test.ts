import { onPostgres } from '../on-postgres';
import type { TestApp } from '../harness';
import { participation } from '../participations/fixtures';
import { PLACE_ORDER, product, richVolunteer } from '../shop/fixtures';
import { ACT, SCAN_CODE, clientId, configure, eventToday, poolWithClaim, standFor, standOrganizer, volunteerOn } from './fixtures';

/**
 * Two stands scanning the same code at the same moment (issue 14): each hand-out happens exactly once.
 * Real concurrency needs PostgreSQL: the embedded PGlite serves one connection.
 */
const pg = onPostgres('server/test/operators/concurrency.test.ts');
let t: TestApp;
beforeAll(() => {
  if (pg.enabled) t = pg.app();
});

pg.describe('racing stands', () => {
  it('redeem one voucher code exactly once out of 20 concurrent scans', async () => {
    const o = await standOrganizer(t);
    const e = await eventToday(o);
    const anne = await volunteerOn(t, o, e, e.barSlot);
    const meals = await poolWithClaim(t, o, 'Repas', ['R-1'], anne);
    await configure(o, e.eventId, { voucherRedeem: true, items: [{ kind: 'VOUCHER_POOL', refId: String(meals.poolId), tagIds: [] }] });
    const stands = [await standFor(t, o, e.eventId, 'Alice'), await standFor(t, o, e.eventId, 'Bruno')];
    const code = (await o.ok(SCAN_CODE, { id: anne.id })).volunteerScanCode;
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        stands[i % 2].call(ACT, { input: { clientId: clientId(), code, kind: 'REDEEM_VOUCHER', targetId: String(meals.codeIds[0]) } }),
      ),
    );
    const won = answers.filter((answer) => answer.data?.standAction?.ok);
    expect(won).toHaveLength(1);
    const winner = won[0].data!.standAction.action.operatorName;
    for (const answer of answers.filter((a) => a.errors)) {
      expect(answer.errors?.[0].extensions?.code).toBe('CONFLICT');
      expect(answer.errors?.[0].message).toMatch(new RegExp(`^Déjà utilisé le .+ par ${winner}$`));
    }
    const [{ n }] = await t.db.database.dataSource.query(`SELECT COUNT(*)::int AS n FROM scan_action WHERE voucher_code_id = $1`, [meals.codeIds[0]]);
    expect(n).toBe(1);
  });

  it('check a volunteer in once and deliver an order once under 20 concurrent scans each', async () => {
    const o = await standOrganizer(t);
    const e = await eventToday(o);
    const cap = await product(o, { name: 'Casquette', price: 5 });
    const rich = await richVolunteer(t, o, 20);
    await participation(t, o, { eventId: e.eventId, slotId: e.barSlot, volunteer: rich });
    const { placeOrder } = await o.ok(PLACE_ORDER, { token: rich.token, productId: cap.id, quantity: 1 });
    await configure(o, e.eventId, { orderDelivery: true, items: [{ kind: 'PRODUCT', refId: cap.id, tagIds: [] }] });
    const stands = [await standFor(t, o, e.eventId, 'Alice'), await standFor(t, o, e.eventId, 'Bruno')];
    const code = (await o.ok(SCAN_CODE, { id: rich.id })).volunteerScanCode;
    const race = (kind: string, targetId: string | null) =>
      Promise.all(Array.from({ length: 20 }, (_, i) => stands[i % 2].call(ACT, { input: { clientId: clientId(), code, kind, targetId } })));
    const [checkIns, deliveries] = await Promise.all([race('CHECK_IN', null), race('DELIVER_ORDER', placeOrder.id)]);
    expect(checkIns.filter((a) => a.data?.standAction?.ok)).toHaveLength(1);
    expect(deliveries.filter((a) => a.data?.standAction?.ok)).toHaveLength(1);
    for (const answer of [...checkIns, ...deliveries].filter((a) => a.errors)) expect(answer.errors?.[0].extensions?.code).toBe('CONFLICT');
    const rows = await t.db.database.dataSource.query(`SELECT kind, COUNT(*)::int AS n FROM scan_action WHERE volunteer_id = $1 GROUP BY kind ORDER BY kind`, [Number(rich.id)]);
    expect(rows).toEqual([
      { kind: 'check_in', n: 1 },
      { kind: 'deliver_order', n: 1 },
    ]);
    const [{ status }] = await t.db.database.dataSource.query('SELECT status FROM shop_order WHERE id = $1', [Number(placeOrder.id)]);
    expect(status).toBe('delivered');
  });
});
