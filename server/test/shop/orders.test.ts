import { startTestApp, type TestApp } from '../harness';
import { volunteer } from '../participations/fixtures';
import { MY_ORDERS, MY_POINTS, ORDERS, PLACE_ORDER, balanceOf, product, richVolunteer, shopOrganizer, voucherPool } from './fixtures';

/** Orders (issue 13): points spent through the ledger, stock, refusals that write nothing, cancel, deliver, scoping. */
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const errorOf = (answer: { errors?: Array<{ message: string; extensions?: Record<string, any> }> }) => ({
  message: answer.errors?.[0]?.message,
  code: answer.errors?.[0]?.extensions?.code,
  fieldErrors: answer.errors?.[0]?.extensions?.fieldErrors,
});

const count = async (table: string) => Number((await t.db.database.dataSource.query(`SELECT COUNT(*) AS n FROM ${table}`))[0].n);
const stockOf = async (id: string) => (await t.db.database.dataSource.query('SELECT stock FROM product WHERE id = $1', [Number(id)]))[0].stock;

describe('placing orders', () => {
  it('spends the points with a product_purchased ledger row and takes the stock', async () => {
    const o = await shopOrganizer(t);
    const p = await product(o, { price: 7.5, stock: 10 });
    const v = await richVolunteer(t, o, 40);
    const { placeOrder } = await o.ok(PLACE_ORDER, { token: v.token, productId: p.id, quantity: 3 });
    expect(placeOrder).toMatchObject({ productId: p.id, productName: 'T-shirt', quantity: 3, price: 22.5, status: 'AWAITING_DELIVERY', vouchersCodes: [], product: { id: p.id, stock: 7 } });
    const { myPoints } = await o.ok(MY_POINTS, { token: v.token });
    expect(myPoints.balance).toBe(17.5);
    expect(myPoints.transactions[0]).toEqual({
      pointsDiff: -22.5,
      balance: 17.5,
      trigger: 'product_purchased',
      triggerData: { productName: 'T-shirt', quantity: 3, orderId: placeOrder.id },
    });
    expect(await balanceOf(t, v.id)).toBe(17.5);
    expect(await stockOf(p.id)).toBe(7);
  });

  it('refuses a balance too low, a stock too low, a product not on sale or archived and a quantity below 1, writing nothing', async () => {
    const o = await shopOrganizer(t);
    const v = await richVolunteer(t, o, 25);
    const p = await product(o, { price: 10, stock: 2 });
    const hidden = await product(o, { name: 'Caché', onSale: false });
    const archived = await product(o, { name: 'Ancien', status: 'ARCHIVED' });
    const orders = await count('shop_order');
    const ledger = await count('points_transaction');

    const cases: Array<[Record<string, unknown>, Record<string, unknown>]> = [
      [{ productId: p.id, quantity: 3 }, { code: 'CONFLICT', message: 'Stock insuffisant : il reste 2 articles' }],
      [{ productId: hidden.id, quantity: 1 }, { code: 'CONFLICT', message: "Ce produit n'est pas en vente" }],
      [{ productId: archived.id, quantity: 1 }, { code: 'CONFLICT', message: "Ce produit n'est pas en vente" }],
      [{ productId: p.id, quantity: 0 }, { code: 'BAD_USER_INPUT', fieldErrors: { quantity: ['Commandez au moins un article'] } }],
      [{ productId: p.id, quantity: -4 }, { code: 'BAD_USER_INPUT', fieldErrors: { quantity: ['Commandez au moins un article'] } }],
      [{ productId: p.id, quantity: 101 }, { code: 'BAD_USER_INPUT', fieldErrors: { quantity: ['Au maximum 100 articles par commande'] } }],
      [{ productId: '999999', quantity: 1 }, { code: 'NOT_FOUND', message: "Ce produit n'existe pas" }],
    ];
    for (const [variables, expected] of cases) {
      expect(errorOf(await o.call(PLACE_ORDER, { token: v.token, ...variables }))).toMatchObject(expected);
    }
    // 2 x 10 fits the stock; 25 points cover it. A third unit would not be covered by the balance.
    await o.ok(`mutation($id: ID!) { updateProduct(id: $id, input: { stock: 10 }) { id } }`, { id: p.id });
    expect(errorOf(await o.call(PLACE_ORDER, { token: v.token, productId: p.id, quantity: 3 }))).toMatchObject({
      code: 'CONFLICT',
      message: 'Solde de points insuffisant : 25 points disponibles',
    });
    expect(await count('shop_order')).toBe(orders);
    expect(await count('points_transaction')).toBe(ledger);
    expect(await stockOf(p.id)).toBe(10);
    expect(await balanceOf(t, v.id)).toBe(25);
  });

  it('hands out one voucher code per unit and gives them back on cancel', async () => {
    const o = await shopOrganizer(t);
    const pool = await voucherPool(t, o, ['REPAS-1', 'REPAS-2', 'REPAS-3']);
    const p = await product(o, { name: 'Repas', price: 5, voucherPoolId: String(pool) });
    const v = await richVolunteer(t, o, 100);
    const { placeOrder } = await o.ok(PLACE_ORDER, { token: v.token, productId: p.id, quantity: 2 });
    expect(placeOrder.vouchersCodes).toEqual(['REPAS-1', 'REPAS-2']);
    expect((await o.ok(MY_ORDERS, { token: v.token })).myOrders[0].vouchersCodes).toEqual(['REPAS-1', 'REPAS-2']);
    // Two more units than the pool holds: refused, nothing written.
    const ledger = await count('points_transaction');
    expect(errorOf(await o.call(PLACE_ORDER, { token: v.token, productId: p.id, quantity: 2 })).code).toBe('CONFLICT');
    expect(await count('points_transaction')).toBe(ledger);

    const { cancelOrder } = await o.ok(`mutation($id: ID!) { cancelOrder(id: $id) { id status vouchersCodes } }`, { id: placeOrder.id });
    expect(cancelOrder).toEqual({ id: placeOrder.id, status: 'CANCELLED', vouchersCodes: [] });
    const free = await t.db.database.dataSource.query('SELECT code FROM voucher_code WHERE pool_id = $1 AND claimed_at IS NULL ORDER BY code', [pool]);
    expect(free.map((row: { code: string }) => row.code)).toEqual(['REPAS-1', 'REPAS-2', 'REPAS-3']);
  });
});

describe("the organizer's orders", () => {
  it('lists orders by status and product with the volunteer, marks them delivered in bulk and cancels with a refund', async () => {
    const o = await shopOrganizer(t);
    const shirt = await product(o, { price: 10, stock: 5 });
    const cap = await product(o, { name: 'Casquette', price: 4 });
    const v = await richVolunteer(t, o, 100);
    const a = (await o.ok(PLACE_ORDER, { token: v.token, productId: shirt.id, quantity: 2 })).placeOrder;
    const b = (await o.ok(PLACE_ORDER, { token: v.token, productId: cap.id, quantity: 1 })).placeOrder;
    const c = (await o.ok(PLACE_ORDER, { token: v.token, productId: shirt.id, quantity: 1 })).placeOrder;

    expect((await o.ok(ORDERS)).orders.map((order: { id: string }) => order.id)).toEqual([c.id, b.id, a.id]);
    expect((await o.ok(ORDERS, { productId: shirt.id })).orders.map((order: { id: string }) => order.id)).toEqual([c.id, a.id]);
    expect((await o.ok(ORDERS)).orders[0].volunteer).toEqual({ id: v.id });

    const { markOrdersDelivered } = await o.ok(`mutation($ids: [ID!]!) { markOrdersDelivered(ids: $ids) { id status } }`, { ids: [a.id, b.id] });
    expect(markOrdersDelivered).toEqual([
      { id: b.id, status: 'DELIVERED' },
      { id: a.id, status: 'DELIVERED' },
    ]);
    expect((await o.ok(ORDERS, { status: 'DELIVERED' })).orders.map((order: { id: string }) => order.id)).toEqual([b.id, a.id]);
    expect((await o.ok(ORDERS, { status: 'AWAITING_DELIVERY' })).orders.map((order: { id: string }) => order.id)).toEqual([c.id]);

    // A delivered order cannot be cancelled; an awaiting one is refunded and its unit goes back to the stock.
    expect(errorOf(await o.call(`mutation($id: ID!) { cancelOrder(id: $id) { id } }`, { id: a.id }))).toMatchObject({
      code: 'CONFLICT',
      message: 'Seule une commande en attente de livraison peut être annulée',
    });
    expect(await stockOf(shirt.id)).toBe(2);
    const { cancelOrder } = await o.ok(`mutation($id: ID!) { cancelOrder(id: $id) { id status } }`, { id: c.id });
    expect(cancelOrder).toEqual({ id: c.id, status: 'CANCELLED' });
    expect(await stockOf(shirt.id)).toBe(3);
    const { myPoints } = await o.ok(MY_POINTS, { token: v.token });
    expect(myPoints.balance).toBe(100 - 20 - 4);
    expect(myPoints.transactions[0]).toEqual({ pointsDiff: 10, balance: 76, trigger: 'order_cancelled', triggerData: { productName: 'T-shirt', quantity: 1, orderId: c.id } });
    // Cancelling twice refunds once.
    expect(errorOf(await o.call(`mutation($id: ID!) { cancelOrder(id: $id) { id } }`, { id: c.id })).code).toBe('CONFLICT');
    expect(await balanceOf(t, v.id)).toBe(76);
  });

  it("never shows nor changes another organization's orders, and a token never sees another volunteer's orders", async () => {
    const o = await shopOrganizer(t);
    const other = await shopOrganizer(t);
    const p = await product(o);
    const theirProduct = await product(other);
    const mine = await richVolunteer(t, o, 50);
    const neighbour = await richVolunteer(t, o, 50);
    const stranger = await richVolunteer(t, other, 50);
    const ids = [
      (await o.ok(PLACE_ORDER, { token: mine.token, productId: p.id, quantity: 1 })).placeOrder.id,
      (await o.ok(PLACE_ORDER, { token: neighbour.token, productId: p.id, quantity: 1 })).placeOrder.id,
      (await o.ok(PLACE_ORDER, { token: stranger.token, productId: theirProduct.id, quantity: 1 })).placeOrder.id,
    ];
    expect((await o.ok(MY_ORDERS, { token: mine.token })).myOrders.map((order: { id: string }) => order.id)).toEqual([ids[0]]);
    expect((await o.ok(MY_ORDERS, { token: neighbour.token })).myOrders.map((order: { id: string }) => order.id)).toEqual([ids[1]]);
    // A token cannot order another organization's product.
    expect(errorOf(await o.call(PLACE_ORDER, { token: mine.token, productId: theirProduct.id, quantity: 1 })).code).toBe('NOT_FOUND');
    // The organizer sees its organization's orders only, and cannot touch the other's (every id tried).
    expect((await o.ok(ORDERS)).orders.map((order: { id: string }) => order.id).sort()).toEqual([ids[0], ids[1]].sort());
    const maxId = Number((await t.db.database.dataSource.query('SELECT MAX(id) AS id FROM shop_order'))[0].id);
    const foreign = (await t.db.database.dataSource.query('SELECT id FROM shop_order WHERE organization_id <> $1', [o.organization.id])).map((row: { id: number }) => String(row.id));
    for (const id of foreign) {
      expect(errorOf(await o.call(`mutation($id: ID!) { cancelOrder(id: $id) { id } }`, { id })).code).toBe('NOT_FOUND');
      expect(errorOf(await o.call(`mutation($ids: [ID!]!) { markOrdersDelivered(ids: $ids) { id } }`, { ids: [ids[0], id] })).code).toBe('NOT_FOUND');
    }
    expect(foreign.length).toBeGreaterThan(0);
    // Every order id of the database: the volunteer's list holds exactly their own.
    const seen = new Set((await o.ok(MY_ORDERS, { token: mine.token })).myOrders.map((order: { id: string }) => Number(order.id)));
    for (let id = 1; id <= maxId; id += 1) expect(seen.has(id)).toBe(id === Number(ids[0]));
    expect((await t.db.database.dataSource.query(`SELECT status FROM shop_order WHERE id = $1`, [Number(ids[0])]))[0].status).toBe('awaiting_delivery');
    // The volunteer field is for organizers only.
    const anonymous = await t.agent().post('/graphql').send({ query: `query($token: String!) { myOrders(token: $token) { id volunteer { id } } }`, variables: { token: mine.token } });
    expect(anonymous.body.errors[0].extensions.code).toBe('UNAUTHENTICATED');
    // A bad token reads nothing.
    expect(errorOf(await o.call(MY_ORDERS, { token: 'x'.repeat(32) })).code).toBe('NOT_FOUND');
  });
});

describe('the shop API (/apis/shop/v1/)', () => {
  it('serves products, orders and points-transactions with the token in the header or the query, 401 without it', async () => {
    const o = await shopOrganizer(t);
    const p = await product(o, { price: 6, stock: 4 });
    await product(o, { name: 'Caché', onSale: false });
    const v = await richVolunteer(t, o, 30);
    const other = await volunteer(t, o.organization.id);
    const api = t.agent();

    for (const path of ['products/', 'orders/', 'points-transactions/']) {
      const res = await api.get(`/apis/shop/v1/${path}`);
      expect(res.status).toBe(401);
    }
    expect((await api.post('/apis/shop/v1/orders/').send({ product: p.id, quantity: 1 })).status).toBe(401);

    const products = await api.get('/apis/shop/v1/products/').set('X-Volunteer-Token', v.token);
    expect(products.status).toBe(200);
    expect(products.body).toEqual([expect.objectContaining({ id: Number(p.id), name: 'T-shirt', price: 6, stock: 4, onSale: true, status: 'active' })]);

    const created = await api.post(`/apis/shop/v1/orders/?token=${v.token}`).send({ product: Number(p.id), quantity: 2 });
    expect(created.status).toBe(201);
    expect(created.body).toEqual({
      id: expect.any(Number),
      productName: 'T-shirt',
      quantity: 2,
      price: 12,
      vouchersCodes: [],
      product: Number(p.id),
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      status: 'awaiting_delivery',
    });
    const refused = await api.post('/apis/shop/v1/orders/').set('X-Volunteer-Token', v.token).send({ product: p.id, quantity: 0 });
    expect(refused.status).toBe(400);
    expect(refused.body).toEqual({ quantity: ['Commandez au moins un article'] });
    const tooMany = await api.post('/apis/shop/v1/orders/').set('X-Volunteer-Token', v.token).send({ product: p.id, quantity: 3 });
    expect(tooMany.status).toBe(409);
    expect(tooMany.body).toEqual({ detail: 'Stock insuffisant : il reste 2 articles' });

    const orders = await api.get('/apis/shop/v1/orders/').set('X-Volunteer-Token', v.token);
    expect(orders.body.map((order: { id: number }) => order.id)).toEqual([created.body.id]);
    expect((await api.get(`/apis/shop/v1/orders/?token=${other.token}`)).body).toEqual([]);

    const history = await api.get(`/apis/shop/v1/points-transactions/?token=${v.token}`);
    expect(history.status).toBe(200);
    expect(history.body[0]).toEqual({
      createdAt: expect.any(String),
      balance: 18,
      pointsDiff: -12,
      trigger: 'product_purchased',
      label: 'Achat',
      triggerData: { productName: 'T-shirt', quantity: 2, orderId: created.body.id },
    });
    expect(history.body[1]).toMatchObject({ pointsDiff: 30, trigger: 'manual_adjustment', triggerData: { reason: 'Bienvenue' } });
    expect((await api.get('/apis/shop/v1/points-transactions/').set('X-Volunteer-Token', other.token)).body).toEqual([]);
    expect((await api.get('/apis/shop/v1/orders/').set('X-Volunteer-Token', 'y'.repeat(32))).status).toBe(404);
  });
});
