import { csrfOf, startTestApp, type TestApp } from '../harness';
import { ORDERS, PLACE_ORDER, balanceOf, product, richVolunteer, shopOrganizer } from './fixtures';

/**
 * The organizer's "shop open to volunteers" switch (issue 13): both doors, the enableShop flag above
 * it, a closed shop refusing volunteers' listing and orders (writing nothing) while organizers keep
 * working, and the switch acting only on the caller's active organization.
 */
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const SET_SHOP_OPEN = `mutation($open: Boolean!) { setShopOpen(open: $open) { id enableShop shopOpen } }`;
const SHOP_PRODUCTS = `query($token: String!) { shopProducts(token: $token) { id name } }`;
const ACTIVE_ORGANIZATION = `query { me { activeOrganization { id shopOpen } } }`;

const errorOf = (answer: { errors?: Array<{ message: string; extensions?: Record<string, any> }> }) => ({
  message: answer.errors?.[0]?.message,
  code: answer.errors?.[0]?.extensions?.code,
});

const count = async (table: string) => Number((await t.db.database.dataSource.query(`SELECT COUNT(*) AS n FROM ${table}`))[0].n);
const shopOpenOf = async (organizationId: number) =>
  (await t.db.database.dataSource.query('SELECT shop_open FROM organization WHERE id = $1', [organizationId]))[0].shop_open;

describe('the shop open switch', () => {
  it('is open by default and toggles through GraphQL and the facade', async () => {
    const o = await shopOrganizer(t);
    expect(await shopOpenOf(o.organization.id)).toBe(true);

    const { setShopOpen } = await o.ok(SET_SHOP_OPEN, { open: false });
    expect(setShopOpen).toEqual({ id: String(o.organization.id), enableShop: true, shopOpen: false });
    expect(await shopOpenOf(o.organization.id)).toBe(false);

    const csrf = csrfOf(o.agent, t.server.url);
    const reopened = await o.agent.patch('/apis/organizer/v1/shop/config/').set('X-CSRFToken', csrf).send({ shopOpen: true });
    expect(reopened.status).toBe(200);
    expect(reopened.body).toEqual({ enableShop: true, shopOpen: true });
    expect(await shopOpenOf(o.organization.id)).toBe(true);

    const closed = await o.agent.patch('/apis/organizer/v1/shop/config/').set('X-CSRFToken', csrf).send({ shopOpen: 'false' });
    expect(closed.body).toEqual({ enableShop: true, shopOpen: false });
    expect(await shopOpenOf(o.organization.id)).toBe(false);

    const missing = await o.agent.patch('/apis/organizer/v1/shop/config/').set('X-CSRFToken', csrf).send({});
    expect(missing.status).toBe(400);
    expect(Object.keys(missing.body)).toEqual(['shopOpen']);
    expect((await t.agent().patch('/apis/organizer/v1/shop/config/').send({ shopOpen: true })).status).toBe(401);
    expect(errorOf(await t.agent().post('/graphql').set('Content-Type', 'application/json').send({ query: SET_SHOP_OPEN, variables: { open: true } }).then((r) => r.body)).code).toBe(
      'UNAUTHENTICATED',
    );
  });

  it('answers FORBIDDEN while the enableShop feature is off, changing nothing', async () => {
    const off = await shopOrganizer(t, { enableShop: false });
    expect(errorOf(await off.call(SET_SHOP_OPEN, { open: false }))).toEqual({
      code: 'FORBIDDEN',
      message: "La boutique n'est pas activée pour cette organisation",
    });
    const rest = await off.agent.patch('/apis/organizer/v1/shop/config/').set('X-CSRFToken', csrfOf(off.agent, t.server.url)).send({ shopOpen: false });
    expect(rest.status).toBe(403);
    expect(await shopOpenOf(off.organization.id)).toBe(true);
  });

  it('acts only on the caller’s active organization: another organizer cannot close mine', async () => {
    const mine = await shopOrganizer(t);
    const other = await shopOrganizer(t);
    const { setShopOpen } = await other.ok(SET_SHOP_OPEN, { open: false });
    expect(setShopOpen.id).toBe(String(other.organization.id));
    expect(await shopOpenOf(other.organization.id)).toBe(false);
    expect(await shopOpenOf(mine.organization.id)).toBe(true);
  });
});

describe('a closed shop', () => {
  it('refuses volunteers’ product listing and orders in fr and en, writing nothing; organizers keep working; reopened it works', async () => {
    const o = await shopOrganizer(t);
    const p = await product(o, { price: 5, stock: 10 });
    const v = await richVolunteer(t, o, 50);
    const { placeOrder: before } = await o.ok(PLACE_ORDER, { token: v.token, productId: p.id, quantity: 1 });
    const { placeOrder: toCancel } = await o.ok(PLACE_ORDER, { token: v.token, productId: p.id, quantity: 1 });
    await o.ok(SET_SHOP_OPEN, { open: false });
    expect((await o.ok(ACTIVE_ORGANIZATION)).me.activeOrganization).toEqual({ id: String(o.organization.id), shopOpen: false });

    const orders = await count('shop_order');
    const ledger = await count('points_transaction');
    const closed = { code: 'CONFLICT', message: 'La boutique est fermée pour le moment' };
    expect(errorOf(await o.call(PLACE_ORDER, { token: v.token, productId: p.id, quantity: 1 }))).toEqual(closed);
    expect(errorOf(await o.call(SHOP_PRODUCTS, { token: v.token }))).toEqual(closed);

    const english = await t
      .agent()
      .post('/graphql')
      .set('Content-Type', 'application/json')
      .set('Accept-Language', 'en')
      .send({ query: SHOP_PRODUCTS, variables: { token: v.token } });
    expect(errorOf(english.body)).toEqual({ code: 'CONFLICT', message: 'The shop is closed for now' });

    const api = t.agent();
    const listed = await api.get('/apis/shop/v1/products/').set('X-Volunteer-Token', v.token);
    expect(listed.status).toBe(409);
    expect(listed.body).toEqual({ detail: 'La boutique est fermée pour le moment' });
    const ordered = await api.post('/apis/shop/v1/orders/').set('X-Volunteer-Token', v.token).set('Accept-Language', 'en').send({ product: p.id, quantity: 1 });
    expect(ordered.status).toBe(409);
    expect(ordered.body).toEqual({ detail: 'The shop is closed for now' });
    // The volunteer still sees their own orders.
    expect((await api.get('/apis/shop/v1/orders/').set('X-Volunteer-Token', v.token)).status).toBe(200);

    expect(await count('shop_order')).toBe(orders);
    expect(await count('points_transaction')).toBe(ledger);
    expect(await balanceOf(t, v.id)).toBe(40);

    // Organizers still list products and orders, deliver and cancel.
    expect((await o.ok(`query { products { id } }`)).products).toEqual([{ id: p.id }]);
    expect((await o.ok(ORDERS)).orders.map((order: { id: string }) => order.id)).toEqual([toCancel.id, before.id]);
    expect((await o.ok(`mutation($ids: [ID!]!) { markOrdersDelivered(ids: $ids) { status } }`, { ids: [before.id] })).markOrdersDelivered).toEqual([
      { status: 'DELIVERED' },
    ]);
    expect((await o.ok(`mutation($id: ID!) { cancelOrder(id: $id) { status } }`, { id: toCancel.id })).cancelOrder).toEqual({ status: 'CANCELLED' });
    expect(await balanceOf(t, v.id)).toBe(45);

    await o.ok(SET_SHOP_OPEN, { open: true });
    expect((await o.ok(SHOP_PRODUCTS, { token: v.token })).shopProducts).toEqual([{ id: p.id, name: 'T-shirt' }]);
    const { placeOrder } = await o.ok(PLACE_ORDER, { token: v.token, productId: p.id, quantity: 2 });
    expect(placeOrder).toMatchObject({ quantity: 2, price: 10, status: 'AWAITING_DELIVERY' });
    expect(await balanceOf(t, v.id)).toBe(35);
  });

  it('closes only its own organization: another organization’s volunteers keep ordering', async () => {
    const closedOrg = await shopOrganizer(t);
    const openOrg = await shopOrganizer(t);
    const p = await product(openOrg, { price: 1 });
    const v = await richVolunteer(t, openOrg, 5);
    await closedOrg.ok(SET_SHOP_OPEN, { open: false });
    expect((await openOrg.ok(SHOP_PRODUCTS, { token: v.token })).shopProducts).toEqual([{ id: p.id, name: 'T-shirt' }]);
    await openOrg.ok(PLACE_ORDER, { token: v.token, productId: p.id, quantity: 1 });
    expect(await balanceOf(t, v.id)).toBe(4);
  });
});
