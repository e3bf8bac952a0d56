import { startTestApp, type TestApp } from '../harness';
import { serviceContext } from '../participations/fixtures';
import { withTransaction } from '../../src/context';
import { vouchersService } from '../../src/modules/vouchers/vouchers.service';
import { CLAIM, CODES, filledPool, MY_VOUCHERS, POOLS, voucherOrganizer, voucherVolunteer } from './fixtures';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const heldBy = async (t: TestApp, volunteerId: string): Promise<string[]> =>
  (await t.db.database.dataSource.query('SELECT code FROM voucher_code WHERE volunteer_id = $1 ORDER BY id', [Number(volunteerId)])).map(
    (row: { code: string }) => row.code,
  );

describe('voucher claims by the volunteer token', () => {
  it('gives one code per claim, within nbVouchersAllowed across pools', async () => {
    const o = await voucherOrganizer(t);
    const meals = await filledPool(o, 'Repas', ['R1', 'R2', 'R3']);
    const drinks = await filledPool(o, 'Boissons', ['B1', 'B2']);
    const v = await voucherVolunteer(t, o, 2);
    expect((await o.ok(CLAIM, { token: v.token, poolId: meals })).claimVoucher).toMatchObject({ code: 'R1', poolName: 'Repas' });
    expect((await o.ok(CLAIM, { token: v.token, poolId: drinks })).claimVoucher).toMatchObject({ code: 'B1', poolName: 'Boissons' });
    const third = await o.call(CLAIM, { token: v.token, poolId: meals });
    expect(third.errors?.[0]).toMatchObject({
      message: 'Vous avez déjà obtenu tous les bons auxquels vous avez droit (2 au maximum)',
      extensions: { code: 'CONFLICT' },
    });
    expect(await heldBy(t, v.id)).toEqual(['R1', 'B1']);
    const { myVouchers } = await o.ok(MY_VOUCHERS, { token: v.token });
    expect(myVouchers).toMatchObject({ allowed: 2, claimed: 2 });
    expect(myVouchers.codes.map((c: any) => [c.code, c.poolName]).sort()).toEqual([
      ['B1', 'Boissons'],
      ['R1', 'Repas'],
    ]);
    expect(myVouchers.pools.map((p: any) => [p.name, p.nbAvailable])).toEqual([
      ['Boissons', 1],
      ['Repas', 2],
    ]);
  });

  it('refuses a claim with no allowance, from an empty pool, or in English', async () => {
    const o = await voucherOrganizer(t);
    const poolId = await filledPool(o, 'Repas', ['R1']);
    const none = await voucherVolunteer(t, o, 0);
    expect((await o.call(CLAIM, { token: none.token, poolId })).errors?.[0].extensions?.code).toBe('CONFLICT');
    const first = await voucherVolunteer(t, o, 3);
    await o.ok(CLAIM, { token: first.token, poolId });
    const empty = await o.call(CLAIM, { token: first.token, poolId });
    expect(empty.errors?.[0]).toMatchObject({ message: "Il n'y a plus de bon disponible dans ce lot", extensions: { code: 'CONFLICT' } });
    const english = await t
      .agent()
      .post('/apis/shop/v1/vouchers/claim/')
      .set('Accept-Language', 'en')
      .set('X-Volunteer-Token', first.token)
      .send({ pool: Number(poolId) });
    expect(english.status).toBe(409);
    expect(english.body).toEqual({ detail: 'There is no voucher left in this pool' });
    expect(await heldBy(t, none.id)).toEqual([]);
    expect(await heldBy(t, first.id)).toEqual(['R1']);
  });

  it('scopes by token: another organization’s pool is NOT_FOUND, a token sees only its own codes', async () => {
    const o = await voucherOrganizer(t);
    const other = await voucherOrganizer(t);
    const poolId = await filledPool(o, 'Repas', ['R1', 'R2']);
    const foreignPool = await filledPool(other, 'Repas', ['F1']);
    const anne = await voucherVolunteer(t, o, 5);
    const marc = await voucherVolunteer(t, o, 5);
    await o.ok(CLAIM, { token: anne.token, poolId });
    const foreign = await o.call(CLAIM, { token: anne.token, poolId: foreignPool });
    expect(foreign.errors?.[0]).toMatchObject({ message: "Ce lot de bons n'existe pas", extensions: { code: 'NOT_FOUND' } });
    const { myVouchers } = await o.ok(MY_VOUCHERS, { token: marc.token });
    expect(myVouchers).toMatchObject({ claimed: 0, codes: [] });
    expect(myVouchers.pools.map((p: any) => p.id)).toEqual([poolId]);
    const rest = await t.agent().get('/apis/shop/v1/vouchers/').query({ token: marc.token });
    expect(rest.status).toBe(200);
    expect(rest.body).toEqual([]);
    const anneRest = await t.agent().get('/apis/shop/v1/vouchers/').set('X-Volunteer-Token', anne.token);
    expect(anneRest.body).toEqual([expect.objectContaining({ code: 'R1', pool: Number(poolId), poolName: 'Repas' })]);
    const bad = await o.call(MY_VOUCHERS, { token: 'x'.repeat(30) });
    expect(bad.errors?.[0].extensions?.code).toBe('NOT_FOUND');
    expect((await t.agent().post('/apis/shop/v1/vouchers/claim/').send({ token: 'y'.repeat(30), pool: Number(poolId) })).status).toBe(404);
    const missing = await t.agent().post('/apis/shop/v1/vouchers/claim/').set('X-Volunteer-Token', marc.token).send({});
    expect(missing.status).toBe(400);
    expect(missing.body).toEqual({ pool: ['Ce champ est obligatoire'] });
  });

  it('answers FORBIDDEN to a volunteer when the organization switched vouchers off', async () => {
    const o = await voucherOrganizer(t);
    const poolId = await filledPool(o, 'Repas', ['R1']);
    const v = await voucherVolunteer(t, o, 1);
    await t.db.database.dataSource.query('UPDATE organization SET enable_vouchers = false WHERE id = $1', [o.organization.id]);
    expect((await o.call(CLAIM, { token: v.token, poolId })).errors?.[0].extensions?.code).toBe('FORBIDDEN');
    expect((await o.call(MY_VOUCHERS, { token: v.token })).errors?.[0].extensions?.code).toBe('FORBIDDEN');
    expect(await heldBy(t, v.id)).toEqual([]);
  });
});

describe('vouchers for the shop (handOut, giveBack, codesOfOrders)', () => {
  it('hands out codes with an order, refuses more than the pool has, and takes them back', async () => {
    const o = await voucherOrganizer(t);
    const poolId = Number(await filledPool(o, 'Repas', ['R1', 'R2', 'R3']));
    const v = await voucherVolunteer(t, o, 0);
    const ctx = serviceContext(t);
    const organizationId = o.organization.id;
    const codes = await withTransaction(ctx, (tx) => vouchersService.handOut(tx, { organizationId, poolId, volunteerId: Number(v.id), count: 2, orderId: 901 }));
    expect(codes).toEqual(['R1', 'R2']);
    await expect(
      withTransaction(ctx, (tx) => vouchersService.handOut(tx, { organizationId, poolId, volunteerId: Number(v.id), count: 2, orderId: 902 })),
    ).rejects.toMatchObject({ code: 'CONFLICT', messageKey: 'vouchers.notEnoughCodes', params: { count: 1 } });
    // Nothing of the refused order was written; another organization's pool is not found.
    expect((await vouchersService.codesOfOrders(ctx, [901, 902])).get(902)).toEqual([]);
    await expect(
      withTransaction(ctx, (tx) => vouchersService.handOut(tx, { organizationId: organizationId + 1000, poolId, volunteerId: Number(v.id), count: 1, orderId: 903 })),
    ).rejects.toMatchObject({ code: 'NOT_FOUND' });
    const byOrder = await vouchersService.codesOfOrders(ctx, [901, 999]);
    expect([...byOrder.entries()]).toEqual([
      [901, ['R1', 'R2']],
      [999, []],
    ]);
    // Codes of orders do not use the volunteer's claim allowance, and organizers see the order.
    const { voucherCodes } = await o.ok(CODES, { poolId: String(poolId) });
    expect(voucherCodes.filter((c: any) => c.orderId === '901').map((c: any) => c.volunteer.id)).toEqual([v.id, v.id]);
    expect((await o.ok(MY_VOUCHERS, { token: v.token })).myVouchers).toMatchObject({ allowed: 0, claimed: 0, codes: [] });

    expect(await withTransaction(ctx, (tx) => vouchersService.giveBack(tx, 901))).toEqual(['R1', 'R2']);
    expect((await vouchersService.codesOfOrders(ctx, [901])).get(901)).toEqual([]);
    expect(await heldBy(t, v.id)).toEqual([]);
    expect((await o.ok(POOLS)).voucherPools[0]).toMatchObject({ nbCodes: 3, nbClaimed: 0, nbAvailable: 3 });
    const empty = await withTransaction(ctx, (tx) => vouchersService.handOut(tx, { organizationId, poolId, volunteerId: Number(v.id), count: 3, orderId: 904 }));
    expect(empty).toEqual(['R1', 'R2', 'R3']);
    await expect(
      withTransaction(ctx, (tx) => vouchersService.handOut(tx, { organizationId, poolId, volunteerId: Number(v.id), count: 1, orderId: 905 })),
    ).rejects.toMatchObject({ code: 'CONFLICT', messageKey: 'vouchers.poolEmpty' });
  });
});
