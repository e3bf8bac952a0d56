import type { TestApp } from '../harness';
import { onPostgres } from '../on-postgres';
import { PLACE_ORDER, balanceOf, product, richVolunteer, shopOrganizer } from './fixtures';

/**
 * Racing orders (issue 13) never drive a balance below zero nor oversell a stock. Real concurrency
 * needs PostgreSQL: the embedded PGlite serves one connection, so its transactions never race.
 */
const pg = onPostgres('server/test/shop/concurrency.test.ts');
const describeOnPostgres = pg.describe;
let t: TestApp;
beforeAll(() => {
  if (pg.enabled) t = pg.app();
});

describeOnPostgres('racing orders', () => {
  it('of one volunteer never spend more points than the balance', async () => {
    const o = await shopOrganizer(t);
    const p = await product(o, { price: 10 });
    const v = await richVolunteer(t, o, 35);
    const answers = await Promise.all(Array.from({ length: 10 }, () => o.call(PLACE_ORDER, { token: v.token, productId: p.id, quantity: 1 })));
    expect(answers.filter((answer) => !answer.errors)).toHaveLength(3);
    for (const answer of answers.filter((a) => a.errors)) {
      expect(answer.errors?.[0]).toMatchObject({ message: 'Solde de points insuffisant : 5 points disponibles', extensions: { code: 'CONFLICT' } });
    }
    expect(await balanceOf(t, v.id)).toBe(5);
    const [{ n }] = await t.db.database.dataSource.query('SELECT COUNT(*)::int AS n FROM shop_order WHERE volunteer_id = $1', [Number(v.id)]);
    expect(n).toBe(3);
  });

  it('of many volunteers never sell more than the stock', async () => {
    const o = await shopOrganizer(t);
    const p = await product(o, { price: 1, stock: 4 });
    const volunteers = await Promise.all(Array.from({ length: 10 }, () => richVolunteer(t, o, 10)));
    const answers = await Promise.all(volunteers.map((v) => o.call(PLACE_ORDER, { token: v.token, productId: p.id, quantity: 1 })));
    expect(answers.filter((answer) => !answer.errors)).toHaveLength(4);
    for (const answer of answers.filter((a) => a.errors)) expect(answer.errors?.[0]?.extensions?.code).toBe('CONFLICT');
    const [{ stock }] = await t.db.database.dataSource.query('SELECT stock FROM product WHERE id = $1', [Number(p.id)]);
    expect(stock).toBe(0);
    const [{ sold }] = await t.db.database.dataSource.query(`SELECT COALESCE(SUM(quantity), 0)::int AS sold FROM shop_order WHERE product_id = $1`, [Number(p.id)]);
    expect(sold).toBe(4);
    const [{ negative }] = await t.db.database.dataSource.query(`SELECT COUNT(*)::int AS negative FROM points_account WHERE balance < 0`);
    expect(negative).toBe(0);
  });
});
