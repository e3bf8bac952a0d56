import { organizer, type Organizer } from '../events/fixtures';
import type { TestApp } from '../harness';
import { volunteer, type VolunteerRow } from '../participations/fixtures';

export const PRODUCT_FIELDS = 'id name description price image status onSale stock voucherPoolId nbOrdered createdAt';
export const ORDER_FIELDS = 'id productId productName quantity price status vouchersCodes createdAt product { id name stock }';

export const CREATE_PRODUCT = `mutation($input: ProductInput!) { createProduct(input: $input) { ${PRODUCT_FIELDS} } }`;
export const UPDATE_PRODUCT = `mutation($id: ID!, $input: ProductInput!) { updateProduct(id: $id, input: $input) { ${PRODUCT_FIELDS} } }`;
export const DELETE_PRODUCT = `mutation($id: ID!) { deleteProduct(id: $id) }`;
export const PLACE_ORDER = `mutation($token: String!, $productId: ID!, $quantity: Int!) { placeOrder(token: $token, productId: $productId, quantity: $quantity) { ${ORDER_FIELDS} } }`;
export const MY_ORDERS = `query($token: String!) { myOrders(token: $token) { ${ORDER_FIELDS} } }`;
export const ORDERS = `query($status: OrderStatus, $productId: ID) { orders(status: $status, productId: $productId) { ${ORDER_FIELDS} volunteer { id } } }`;
export const MY_POINTS = `query($token: String!) { myPoints(token: $token) { balance transactions { pointsDiff balance trigger triggerData { productName quantity orderId } } } }`;

/** The smallest files that pass (or fail) the content check. */
export const PNG_BASE64 = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(32, 1)]).toString('base64');
export const TEXT_BASE64 = Buffer.from('not an image at all, only text').toString('base64');

/** An organizer of a fresh organization with the shop (and vouchers) switched on. */
export async function shopOrganizer(t: TestApp, options: { enableShop?: boolean } = {}): Promise<Organizer> {
  const o = await organizer(t);
  await t.db.database.dataSource.query('UPDATE organization SET enable_shop = $2, enable_vouchers = true WHERE id = $1', [
    o.organization.id,
    options.enableShop ?? true,
  ]);
  return o;
}

/** A volunteer of the organizer's organization holding `points` (a manual adjustment). */
export async function richVolunteer(t: TestApp, o: Organizer, points: number): Promise<VolunteerRow> {
  const v = await volunteer(t, o.organization.id);
  if (points > 0) await o.ok(`mutation($id: ID!, $p: Float!) { adjustPoints(volunteerId: $id, points: $p, reason: "Bienvenue") { id } }`, { id: v.id, p: points });
  return v;
}

export async function product(o: Organizer, input: Record<string, unknown> = {}): Promise<Record<string, any>> {
  const { createProduct } = await o.ok(CREATE_PRODUCT, { input: { name: 'T-shirt', description: 'Coton bio', price: 10, onSale: true, ...input } });
  return createProduct;
}

/** A voucher pool with `codes` free codes, written directly (the vouchers module has its own tests). */
export async function voucherPool(t: TestApp, o: Organizer, codes: string[]): Promise<number> {
  const [{ id }] = await t.db.database.dataSource.query(`INSERT INTO voucher_pool (organization_id, name) VALUES ($1, $2) RETURNING id`, [
    o.organization.id,
    `Repas ${Math.random()}`,
  ]);
  for (const code of codes) {
    await t.db.database.dataSource.query(`INSERT INTO voucher_code (organization_id, pool_id, code) VALUES ($1, $2, $3)`, [o.organization.id, id, code]);
  }
  return id;
}

export async function balanceOf(t: TestApp, volunteerId: string | number): Promise<number> {
  const rows = await t.db.database.dataSource.query('SELECT COALESCE(SUM(points_diff), 0) AS total FROM points_transaction WHERE volunteer_id = $1', [Number(volunteerId)]);
  return Number(rows[0].total);
}
