import { withTransaction } from '../../src/context';
import { vouchersService } from '../../src/modules/vouchers/vouchers.service';
import type { TestApp } from '../harness';
import { onPostgres } from '../on-postgres';
import { serviceContext } from '../participations/fixtures';
import { CLAIM, filledPool, voucherOrganizer, voucherVolunteer } from './fixtures';

/**
 * Racing claims and voucher orders give each code once and never exceed a volunteer's allowance.
 * Real concurrency needs PostgreSQL: the embedded PGlite serves one connection, so its transactions never race.
 */
const pg = onPostgres('server/test/vouchers/concurrency.test.ts');
const describeOnPostgres = pg.describe;
let t: TestApp;
beforeAll(() => {
  if (pg.enabled) t = pg.app();
});

const given = async (poolId: string | number): Promise<Array<{ code: string; volunteer_id: number | null; order_id: number | null }>> =>
  t.db.database.dataSource.query('SELECT code, volunteer_id, order_id FROM voucher_code WHERE pool_id = $1 AND claimed_at IS NOT NULL ORDER BY code', [Number(poolId)]);

describeOnPostgres('racing voucher claims (PostgreSQL)', () => {
  it('12 volunteers racing for 5 codes: 5 get one each, every code once, the others hear the pool is empty', async () => {
    const o = await voucherOrganizer(t);
    const poolId = await filledPool(o, 'Repas', ['R1', 'R2', 'R3', 'R4', 'R5']);
    const volunteers = await Promise.all(Array.from({ length: 12 }, () => voucherVolunteer(t, o, 1)));
    const answers = await Promise.all(volunteers.map((v) => o.call(CLAIM, { token: v.token, poolId })));
    const won = answers.filter((answer) => !answer.errors);
    expect(won).toHaveLength(5);
    expect(new Set(won.map((answer: any) => answer.data.claimVoucher.code)).size).toBe(5);
    for (const answer of answers.filter((a) => a.errors)) {
      expect(answer.errors?.[0]).toMatchObject({ message: "Il n'y a plus de bon disponible dans ce lot", extensions: { code: 'CONFLICT' } });
    }
    const rows = await given(poolId);
    expect(rows.map((row) => row.code)).toEqual(['R1', 'R2', 'R3', 'R4', 'R5']);
    expect(new Set(rows.map((row) => row.volunteer_id)).size).toBe(5);
  });

  it('one volunteer racing 10 claims over two pools never exceeds an allowance of 2', async () => {
    const o = await voucherOrganizer(t);
    const meals = await filledPool(o, 'Repas', Array.from({ length: 10 }, (_, i) => `R${i}`));
    const drinks = await filledPool(o, 'Boissons', Array.from({ length: 10 }, (_, i) => `B${i}`));
    const v = await voucherVolunteer(t, o, 2);
    const answers = await Promise.all(Array.from({ length: 10 }, (_, i) => o.call(CLAIM, { token: v.token, poolId: i % 2 ? meals : drinks })));
    expect(answers.filter((answer) => !answer.errors)).toHaveLength(2);
    for (const answer of answers.filter((a) => a.errors)) expect(answer.errors?.[0].extensions?.code).toBe('CONFLICT');
    const [{ n }] = await t.db.database.dataSource.query('SELECT COUNT(*)::int AS n FROM voucher_code WHERE volunteer_id = $1', [Number(v.id)]);
    expect(n).toBe(2);
  });

  it('racing voucher orders (handOut) and claims share the pool without giving a code twice', async () => {
    const o = await voucherOrganizer(t);
    const poolId = await filledPool(o, 'Repas', ['R1', 'R2', 'R3', 'R4', 'R5', 'R6']);
    const buyer = await voucherVolunteer(t, o, 0);
    const claimers = await Promise.all(Array.from({ length: 6 }, () => voucherVolunteer(t, o, 1)));
    const ctx = serviceContext(t);
    const orders = Array.from({ length: 6 }, (_, i) =>
      withTransaction(ctx, (tx) =>
        vouchersService.handOut(tx, { organizationId: o.organization.id, poolId: Number(poolId), volunteerId: Number(buyer.id), count: 2, orderId: 7000 + i }),
      ).then(
        (codes) => codes,
        () => null,
      ),
    );
    const claims = claimers.map((v) => o.call(CLAIM, { token: v.token, poolId }));
    const [orderResults, claimResults] = await Promise.all([Promise.all(orders), Promise.all(claims)]);
    const handed = orderResults.filter((codes): codes is string[] => codes !== null).flat();
    const claimed = claimResults.filter((answer) => !answer.errors).map((answer: any) => answer.data.claimVoucher.code as string);
    const all = [...handed, ...claimed];
    expect(all.length).toBeLessThanOrEqual(6);
    expect(new Set(all).size).toBe(all.length);
    const rows = await given(poolId);
    expect(rows.map((row) => row.code).sort()).toEqual([...all].sort());
    // Every order got both its codes or none.
    for (const codes of orderResults) if (codes) expect(codes).toHaveLength(2);
  });
});
