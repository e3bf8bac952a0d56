import fs from 'node:fs';
import path from 'node:path';
import { gql, startTestApp, type TestApp } from '../harness';
import { CREATE_PRODUCT, DELETE_PRODUCT, PNG_BASE64, PLACE_ORDER, PRODUCT_FIELDS, TEXT_BASE64, UPDATE_PRODUCT, product, richVolunteer, shopOrganizer, voucherPool } from './fixtures';

/** Shop products (issue 13): the organizer's CRUD, its validation, images by content and tenant scoping. */
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

describe('products', () => {
  it('creates, lists, updates and deletes a product with its image', async () => {
    const o = await shopOrganizer(t);
    const created = await product(o, { stock: 5, base64Image: PNG_BASE64 });
    expect(created).toMatchObject({ name: 'T-shirt', description: 'Coton bio', price: 10, status: 'ACTIVE', onSale: true, stock: 5, voucherPoolId: null, nbOrdered: 0 });
    expect(created.image).toMatch(/^\/media\/[0-9a-f-]+\.png$/);
    expect(fs.existsSync(path.join(t.db.config.dataDir, created.image))).toBe(true);

    const { updateProduct } = await o.ok(UPDATE_PRODUCT, { id: created.id, input: { price: 12.5, stock: null, base64Image: '', status: 'ARCHIVED' } });
    expect(updateProduct).toMatchObject({ name: 'T-shirt', price: 12.5, stock: null, image: null, status: 'ARCHIVED', onSale: true });

    const listed = await o.ok(`query { all: products { id } active: products(status: ACTIVE) { id } archived: products(status: ARCHIVED) { id status } }`);
    expect(listed).toEqual({ all: [{ id: created.id }], active: [], archived: [{ id: created.id, status: 'ARCHIVED' }] });

    expect(await o.ok(DELETE_PRODUCT, { id: created.id })).toEqual({ deleteProduct: true });
    expect((await o.ok(`query { products { id } }`)).products).toEqual([]);
  });

  it('refuses bad input with localized field errors, writing nothing', async () => {
    const o = await shopOrganizer(t);
    const empty = await o.call(CREATE_PRODUCT, { input: { name: ' ', price: 0, stock: -1 } });
    expect(errorOf(empty)).toEqual({
      message: 'Données invalides',
      code: 'BAD_USER_INPUT',
      fieldErrors: { name: ['Un nom est obligatoire'], price: ['Le prix doit être d’au moins 0,01 point'], stock: ['Le stock ne peut pas être négatif'] },
    });
    expect(errorOf(await o.call(CREATE_PRODUCT, { input: { name: 'Casquette' } })).fieldErrors).toEqual({ price: ['Indiquez un prix en points'] });
    const notImage = await o.call(CREATE_PRODUCT, { input: { name: 'Casquette', price: 3, base64Image: TEXT_BASE64 } });
    expect(errorOf(notImage).fieldErrors).toEqual({ base64Image: ['Uniquement les formats PNG ou JPEG sont autorisés'] });
    const german = await gql(o.agent, t.server.url, CREATE_PRODUCT, { input: { name: 'Mütze', price: -2 } }, { headers: { 'X-Language': 'de' } });
    expect(errorOf(german).fieldErrors).toEqual({ price: ['Der Preis muss mindestens 0,01 Punkte betragen'] });
    // A price that rounds to zero points is refused as such (never a database error).
    for (const price of [0.004, 1e-9]) {
      const tiny = await o.call(CREATE_PRODUCT, { input: { name: 'Gomme', price } });
      expect(errorOf(tiny).fieldErrors).toEqual({ price: ['Le prix doit être d’au moins 0,01 point'] });
    }
    const english = await gql(o.agent, t.server.url, CREATE_PRODUCT, { input: { name: 'Cap', price: 2, voucherPoolId: '999999' } }, { headers: { 'X-Language': 'en' } });
    expect(errorOf(english).fieldErrors).toEqual({ voucherPoolId: ['Unknown reference'] });
    expect((await o.ok(`query { products { id } }`)).products).toEqual([]);
  });

  it('links a voucher pool of the organization only', async () => {
    const o = await shopOrganizer(t);
    const other = await shopOrganizer(t);
    const mine = await voucherPool(t, o, ['A1']);
    const theirs = await voucherPool(t, other, ['B1']);
    expect((await product(o, { voucherPoolId: String(mine) })).voucherPoolId).toBe(String(mine));
    expect(errorOf(await o.call(CREATE_PRODUCT, { input: { name: 'Repas', price: 5, voucherPoolId: String(theirs) } })).fieldErrors).toEqual({
      voucherPoolId: ['Référence inconnue'],
    });
  });

  it('refuses to delete an ordered product: it is archived instead', async () => {
    const o = await shopOrganizer(t);
    const p = await product(o);
    const v = await richVolunteer(t, o, 50);
    expect((await o.call(PLACE_ORDER, { token: v.token, productId: p.id, quantity: 1 })).errors).toBeUndefined();
    const refused = await o.call(DELETE_PRODUCT, { id: p.id });
    expect(errorOf(refused)).toMatchObject({ code: 'CONFLICT', message: 'Ce produit a déjà été commandé : archivez-le au lieu de le supprimer' });
    const { updateProduct } = await o.ok(UPDATE_PRODUCT, { id: p.id, input: { status: 'ARCHIVED' } });
    expect(updateProduct).toMatchObject({ status: 'ARCHIVED', nbOrdered: 1 });
  });

  it("never shows nor changes another organization's products (NOT_FOUND)", async () => {
    const o = await shopOrganizer(t);
    const other = await shopOrganizer(t);
    const theirs = await product(other);
    expect((await o.ok(`query { products { id } }`)).products).toEqual([]);
    for (const answer of [
      await o.call(UPDATE_PRODUCT, { id: theirs.id, input: { name: 'Volé' } }),
      await o.call(DELETE_PRODUCT, { id: theirs.id }),
    ]) {
      expect(errorOf(answer)).toMatchObject({ code: 'NOT_FOUND', message: "Ce produit n'existe pas" });
    }
    const rest = await o.agent.get(`/apis/organizer/v1/organization/${other.organization.id}/products/`);
    expect(rest.status).toBe(404);
    expect((await other.ok(`query { products { ${PRODUCT_FIELDS} } }`)).products[0]).toMatchObject({ name: 'T-shirt' });
  });

  it('serves the organizer facade route and answers FORBIDDEN while the shop is off', async () => {
    const o = await shopOrganizer(t);
    const p = await product(o, { stock: 3 });
    const listed = await o.agent.get(`/apis/organizer/v1/organization/${o.organization.id}/products/`);
    expect(listed.status).toBe(200);
    expect(listed.body).toEqual([
      expect.objectContaining({ id: Number(p.id), name: 'T-shirt', price: 10, status: 'active', onSale: true, stock: 3, image: null, nbOrdered: 0 }),
    ]);
    expect((await t.agent().get(`/apis/organizer/v1/organization/${o.organization.id}/products/`)).status).toBe(401);

    const off = await shopOrganizer(t, { enableShop: false });
    expect(errorOf(await off.call(`query { products { id } }`))).toEqual({
      code: 'FORBIDDEN',
      message: "La boutique n'est pas activée pour cette organisation",
      fieldErrors: undefined,
    });
    expect((await off.agent.get(`/apis/organizer/v1/organization/${off.organization.id}/products/`)).status).toBe(403);
  });
});
