import { translate } from '@benevo/schema';
import type { RequestContext } from '../../context';
import { AppError } from '../../errors/app-error';
import { asBody, param, queryString, read, volunteerToken, type FacadeRoute } from '../../rest/facade';
import type { PointsTransaction } from '../points/points.entity';
import { pointsService } from '../points/points.service';
import type { Product } from './shop.entity';
import { shopService, type OrderWithCodes } from './shop.service';

/** Spec 3 Product on the wire. */
async function serializeProduct(ctx: RequestContext, product: Product) {
  return {
    id: product.id,
    name: product.name,
    description: product.description,
    price: product.price,
    image: product.image,
    status: product.status,
    onSale: product.onSale,
    stock: product.stock,
    voucherPool: product.voucherPoolId,
    nbOrdered: await ctx.loaders.shop.nbOrdered.load(product.id),
    createdAt: product.createdAt.toISOString(),
  };
}

/** Spec 3 Order on the wire (`product` is the product's id, as POST orders/ takes it). */
function serializeOrder(order: OrderWithCodes) {
  return {
    id: order.id,
    productName: order.productName,
    quantity: order.quantity,
    price: order.price,
    vouchersCodes: order.vouchersCodes,
    product: order.productId,
    createdAt: order.createdAt.toISOString(),
    status: order.status,
  };
}

/** Spec 3 Points transaction on the wire, with its label in the request's language. */
function serializeTransaction(ctx: RequestContext, row: PointsTransaction) {
  return {
    createdAt: row.createdAt.toISOString(),
    balance: row.balance,
    pointsDiff: row.pointsDiff,
    trigger: row.trigger,
    label: translate(ctx.language, `points.trigger.${row.trigger}`),
    triggerData: row.triggerData ?? {},
  };
}

/**
 * Spec 7 "Shop and points" under /apis/shop/v1/: the volunteer's shop, orders and points, by their
 * portal token (the `X-Volunteer-Token` header or the `token` query parameter; 401 without it).
 */
export const shopApiRoutes: FacadeRoute[] = [
  {
    method: 'GET',
    path: 'products/',
    guard: 'volunteer',
    async handle(ctx, req) {
      const products = await shopService.shopProducts(ctx, volunteerToken(req));
      return { body: await Promise.all(products.map((product) => serializeProduct(ctx, product))) };
    },
  },
  {
    method: 'GET',
    path: 'orders/',
    guard: 'volunteer',
    async handle(ctx, req) {
      return { body: (await shopService.myOrders(ctx, volunteerToken(req))).map(serializeOrder) };
    },
  },
  {
    method: 'POST',
    path: 'orders/',
    guard: 'volunteer',
    async handle(ctx, req) {
      const token = volunteerToken(req);
      const body = asBody(req.body);
      const productId = read.id(body, 'product') ?? read.id(asBody(body.product), 'id');
      if (productId === undefined || productId === null) throw AppError.field('product', 'validation.required');
      const order = await shopService.placeOrder(ctx, token, { productId, quantity: read.number(body, 'quantity') ?? Number.NaN });
      return { status: 201, body: serializeOrder(order) };
    },
  },
  {
    method: 'GET',
    path: 'points-transactions/',
    guard: 'volunteer',
    async handle(ctx, req) {
      const points = await pointsService.forToken(ctx, volunteerToken(req));
      return { body: points.transactions.map((row) => serializeTransaction(ctx, row)) };
    },
  },
];

/**
 * Spec 7: GET /organization/{id}/products/ (the organizer's products of a member organization), and
 * PATCH shop/config/ {shopOpen} (the organizer opens or closes the active organization's shop).
 */
export const shopOrganizerRoutes: FacadeRoute[] = [
  {
    method: 'PATCH',
    path: 'shop/config/',
    guard: 'organizer',
    right: 'shop',
    async handle(ctx, req) {
      const shopOpen = read.boolean(asBody(req.body), 'shopOpen');
      if (shopOpen === undefined) throw AppError.field('shopOpen', 'validation.required');
      const organization = await shopService.setShopOpen(ctx, shopOpen);
      return { body: { enableShop: organization.enableShop, shopOpen: organization.shopOpen } };
    },
  },
  {
    method: 'GET',
    path: 'organization/:id/products/',
    guard: 'organizer',
    right: 'shop',
    async handle(ctx, req) {
      const id = Number(param(req, 'id'));
      if (!Number.isInteger(id) || id <= 0) throw AppError.notFound();
      const status = queryString(req, 'status');
      if (status !== undefined && status !== 'active' && status !== 'archived') throw AppError.field('status', 'validation.unknownReference');
      const products = await shopService.products(ctx, { organizationId: id, status }).catch((error: unknown) => {
        // An organization the caller is not a member of is nobody's business: as if it did not exist.
        if (error instanceof AppError && error.messageKey === 'error.forbidden') throw AppError.notFound('error.notFoundOrganization');
        throw error;
      });
      return { body: await Promise.all(products.map((product) => serializeProduct(ctx, product))) };
    },
  },
];
