import { orderQuantitySchema, productSchema, roundPoints, type OrderStatusName, type ProductStatusName } from '@benevo/schema';
import { In } from 'typeorm';
import { optionalId, parseId } from '../../common/ids';
import { withTransaction, type RequestContext } from '../../context';
import { AppError } from '../../errors/app-error';
import { validateInput } from '../../errors/validate';
import { mediaService } from '../media/media.service';
import type { Organization } from '../organizations/organization.entity';
import { organizationService } from '../organizations/organization.service';
import { pointsService } from '../points/points.service';
import { vouchersService } from '../vouchers/vouchers.service';
import { volunteersService } from '../volunteers/volunteers.service';
import { Product, ShopOrder } from './shop.entity';
import { webhooksService } from '../webhooks/webhooks.service';

/** What an organizer sends for a product; absent fields keep what the product has. */
export interface ProductData {
  name?: string | null;
  description?: string | null;
  price?: number | null;
  /** A base64 JPEG or PNG (checked by content); '' removes the image. */
  base64Image?: string | null;
  onSale?: boolean | null;
  /** null: unlimited. */
  stock?: number | null;
  /** null: not a voucher product. */
  voucherPoolId?: string | number | null;
  status?: ProductStatusName | null;
}

/** An order with the voucher codes it handed out (read through the vouchers service). */
export type OrderWithCodes = ShopOrder & { vouchersCodes: string[] };

/** The organizer's organization with the shop switched on (FORBIDDEN otherwise). */
async function organizerScope(ctx: RequestContext, requested?: number | null): Promise<number> {
  const organizationId = await organizationService.scope(ctx, requested);
  await organizationService.requireFeature(ctx, organizationId, 'enableShop');
  return organizationId;
}

/** The volunteer of a portal token, whose organization has the shop switched on. */
async function volunteerScope(ctx: RequestContext, token: string | null | undefined) {
  const volunteer = await volunteersService.byToken(ctx, token);
  await organizationService.requireFeature(ctx, volunteer.organizationId, 'enableShop');
  return volunteer;
}

/**
 * The volunteer of a portal token, in a shop their organizer has opened: a closed shop answers
 * CONFLICT 'shop.closed' (the portal shows it as a notice), before anything is read or written.
 */
async function openShopScope(ctx: RequestContext, token: string | null | undefined) {
  const volunteer = await volunteerScope(ctx, token);
  if (!(await organizationService.isShopOpen(ctx, volunteer.organizationId))) throw AppError.conflict('shop.closed');
  return volunteer;
}

/** A product of the organization, or NOT_FOUND (another organization's answers the same). */
async function requireProduct(ctx: RequestContext, organizationId: number, id: unknown, lock = false): Promise<Product> {
  const product = await ctx.manager.findOne(Product, {
    where: { id: parseId(id, 'shop.productNotFound'), organizationId },
    ...(lock ? { lock: { mode: 'pessimistic_write' as const } } : {}),
  });
  if (!product) throw AppError.notFound('shop.productNotFound');
  return product;
}

/** A voucher pool of the organization (through the vouchers service), or a field error. */
async function voucherPoolOf(ctx: RequestContext, value: string | number | null | undefined): Promise<number | null> {
  const id = optionalId(value, 'voucherPoolId');
  if (id === null) return null;
  try {
    return (await vouchersService.pool(ctx, id)).id;
  } catch (error) {
    if (error instanceof AppError && error.code === 'NOT_FOUND') throw AppError.field('voucherPoolId', 'validation.unknownReference');
    throw error;
  }
}

/** The stored image after an update: kept (absent), removed (''), or the new one. */
async function imageOf(ctx: RequestContext, current: string | null, base64: string | null | undefined): Promise<string | null> {
  if (base64 === undefined || base64 === null) return current;
  if (base64.trim() === '') return null;
  return mediaService.storeImage(ctx.app.config.dataDir, base64, 'base64Image', ['png', 'jpeg']);
}

/** The orders with their voucher codes (one statement for the whole list). */
async function withCodes(ctx: RequestContext, orders: ShopOrder[]): Promise<OrderWithCodes[]> {
  const codes = await vouchersService.codesOfOrders(ctx, orders.map((order) => order.id));
  return orders.map((order) => Object.assign(order, { vouchersCodes: codes.get(order.id) ?? [] }));
}

/** A status or product filter value of the organizer's order list. */
function orderStatusFilter(status: OrderStatusName | null | undefined): { status?: OrderStatusName } {
  return status ? { status } : {};
}

export const shopService = {
  /**
   * The organizer opens or closes the shop to volunteers (the organizations module owns the row; the
   * enableShop flag must be on). Closed, volunteers can neither list products nor order; organizers
   * still manage products and deliver or cancel orders.
   */
  setShopOpen(ctx: RequestContext, open: boolean): Promise<Organization> {
    return organizationService.setShopOpen(ctx, open);
  },

  /** The organization's products (all, or those of one status), by name. */
  async products(ctx: RequestContext, filter: { status?: ProductStatusName | null; organizationId?: number | null } = {}): Promise<Product[]> {
    const organizationId = await organizerScope(ctx, filter.organizationId);
    return ctx.manager.find(Product, {
      where: { organizationId, ...(filter.status ? { status: filter.status } : {}) },
      order: { name: 'ASC', id: 'ASC' },
    });
  },

  async createProduct(ctx: RequestContext, input: ProductData): Promise<Product> {
    return withTransaction(ctx, async (tx) => {
      const organizationId = await organizerScope(tx);
      const valid = await validateInput(productSchema, { ...input, stock: input.stock ?? null });
      const voucherPoolId = await voucherPoolOf(tx, input.voucherPoolId);
      const image = await imageOf(tx, null, input.base64Image);
      return tx.manager.save(
        tx.manager.create(Product, {
          organizationId,
          name: valid.name,
          description: valid.description ?? '',
          price: roundPoints(valid.price),
          image,
          status: (valid.status as ProductStatusName | undefined) ?? 'active',
          onSale: valid.onSale ?? false,
          stock: valid.stock ?? null,
          voucherPoolId,
        }),
      );
    });
  },

  async updateProduct(ctx: RequestContext, id: unknown, input: ProductData): Promise<Product> {
    return withTransaction(ctx, async (tx) => {
      const organizationId = await organizerScope(tx);
      const product = await requireProduct(tx, organizationId, id, true);
      const valid = await validateInput(productSchema, {
        name: input.name ?? product.name,
        description: input.description ?? product.description,
        price: input.price ?? product.price,
        onSale: input.onSale ?? product.onSale,
        stock: input.stock === undefined ? product.stock : input.stock,
        status: input.status ?? product.status,
      });
      const voucherPoolId = input.voucherPoolId === undefined ? product.voucherPoolId : await voucherPoolOf(tx, input.voucherPoolId);
      await tx.manager.update(Product, { id: product.id }, {
        name: valid.name,
        description: valid.description ?? '',
        price: roundPoints(valid.price),
        onSale: valid.onSale ?? false,
        stock: valid.stock ?? null,
        status: valid.status as ProductStatusName,
        voucherPoolId,
        image: await imageOf(tx, product.image, input.base64Image),
      });
      return tx.manager.findOneByOrFail(Product, { id: product.id });
    });
  },

  /** Deletes a product never ordered; once ordered it is refused (CONFLICT): archive it instead. */
  async deleteProduct(ctx: RequestContext, id: unknown): Promise<boolean> {
    return withTransaction(ctx, async (tx) => {
      const organizationId = await organizerScope(tx);
      const product = await requireProduct(tx, organizationId, id, true);
      if (await tx.manager.existsBy(ShopOrder, { productId: product.id })) throw AppError.conflict('shop.productOrdered');
      await tx.manager.delete(Product, { id: product.id });
      return true;
    });
  },

  /** The volunteer's shop by their portal token: the active products on sale, by name (CONFLICT when closed). */
  async shopProducts(ctx: RequestContext, token: string): Promise<Product[]> {
    const volunteer = await openShopScope(ctx, token);
    return ctx.manager.find(Product, {
      where: { organizationId: volunteer.organizationId, status: 'active', onSale: true },
      order: { name: 'ASC', id: 'ASC' },
    });
  },

  /**
   * A volunteer orders `quantity` units of a product with their points, in one transaction: the
   * product's row is locked first (racing orders of it queue, so its stock is never oversold), then
   * the points are spent (the volunteer's account row is locked: the balance never goes below zero),
   * then the stock goes down and a voucher product hands out one code per unit. Any refusal (not on
   * sale, shop closed, stock or balance too low, pool too small) writes nothing. Lock order everywhere: product,
   * points account, voucher codes.
   */
  async placeOrder(ctx: RequestContext, token: string, input: { productId: unknown; quantity: unknown }): Promise<OrderWithCodes> {
    return withTransaction(ctx, async (tx) => {
      const volunteer = await openShopScope(tx, token);
      const { quantity } = await validateInput(orderQuantitySchema, { quantity: input.quantity });
      const product = await requireProduct(tx, volunteer.organizationId, input.productId, true);
      if (product.status !== 'active' || !product.onSale) throw AppError.conflict('shop.notOnSale');
      if (product.stock !== null && product.stock < quantity) throw AppError.conflict('shop.stockInsufficient', { count: product.stock });
      const order = await tx.manager.save(
        tx.manager.create(ShopOrder, {
          organizationId: volunteer.organizationId,
          volunteerId: volunteer.id,
          productId: product.id,
          productName: product.name,
          quantity,
          price: roundPoints(product.price * quantity),
          status: 'awaiting_delivery',
        }),
      );
      await pointsService.spend(tx, {
        organizationId: volunteer.organizationId,
        volunteerId: volunteer.id,
        points: order.price,
        trigger: 'product_purchased',
        triggerData: { productName: product.name, quantity, orderId: order.id },
      });
      if (product.stock !== null) await tx.manager.update(Product, { id: product.id }, { stock: product.stock - quantity });
      const vouchersCodes =
        product.voucherPoolId === null
          ? []
          : await vouchersService.handOut(tx, {
              organizationId: volunteer.organizationId,
              poolId: product.voucherPoolId,
              volunteerId: volunteer.id,
              count: quantity,
              orderId: order.id,
            });
      // Webhooks (issue 16): the order's ids and figures, never the voucher codes.
      await webhooksService.emit(tx, volunteer.organizationId, 'order.placed', {
        orderId: order.id,
        volunteerId: volunteer.id,
        productId: product.id,
        productName: product.name,
        quantity,
        price: order.price,
        status: order.status,
      });
      return Object.assign(order, { vouchersCodes });
    });
  },

  /** The volunteer's own orders by their portal token, newest first (never anyone else's). */
  async myOrders(ctx: RequestContext, token: string): Promise<OrderWithCodes[]> {
    const volunteer = await volunteerScope(ctx, token);
    const orders = await ctx.manager.find(ShopOrder, { where: { volunteerId: volunteer.id, organizationId: volunteer.organizationId }, order: { id: 'DESC' } });
    return withCodes(ctx, orders);
  },

  /** The organization's orders, newest first, optionally of one status or one product. */
  async orders(ctx: RequestContext, filter: { status?: OrderStatusName | null; productId?: unknown } = {}): Promise<OrderWithCodes[]> {
    const organizationId = await organizerScope(ctx);
    const productId = filter.productId === undefined || filter.productId === null ? undefined : parseId(filter.productId, 'shop.productNotFound');
    const orders = await ctx.manager.find(ShopOrder, {
      where: { organizationId, ...orderStatusFilter(filter.status), ...(productId === undefined ? {} : { productId }) },
      order: { id: 'DESC' },
    });
    return withCodes(ctx, orders);
  },

  /**
   * Marks orders delivered (bulk): only those awaiting delivery change; delivered and cancelled ones
   * stay as they are. An id of another organization answers NOT_FOUND and nothing changes.
   */
  async markDelivered(ctx: RequestContext, ids: unknown[]): Promise<OrderWithCodes[]> {
    return withTransaction(ctx, async (tx) => {
      const organizationId = await organizerScope(tx);
      const wanted = [...new Set(ids.map((id) => parseId(id, 'shop.orderNotFound')))];
      if (wanted.length === 0) return [];
      const found = await tx.manager.find(ShopOrder, { where: { id: In(wanted), organizationId }, lock: { mode: 'pessimistic_write' } });
      if (found.length !== wanted.length) throw AppError.notFound('shop.orderNotFound');
      const awaiting = found.filter((order) => order.status === 'awaiting_delivery').map((order) => order.id);
      if (awaiting.length > 0) await tx.manager.update(ShopOrder, { id: In(awaiting) }, { status: 'delivered' });
      const orders = await tx.manager.find(ShopOrder, { where: { id: In(wanted) }, order: { id: 'DESC' } });
      return withCodes(tx, orders);
    });
  },

  /**
   * The scan stand hands an order out (operators module, in its transaction): the volunteer's order,
   * awaiting delivery, becomes delivered. Another volunteer's or a cancelled order is not found here;
   * one already delivered (at the stand or from the orders list) is a conflict.
   */
  async deliverAtStand(tx: RequestContext, organizationId: number, volunteerId: number, orderId: number): Promise<ShopOrder> {
    const order = await tx.manager.findOne(ShopOrder, { where: { id: orderId, organizationId, volunteerId }, lock: { mode: 'pessimistic_write' } });
    if (!order || order.status === 'cancelled') throw AppError.notFound('scan.targetNotFound');
    if (order.status === 'delivered') throw AppError.conflict('scan.alreadyDelivered');
    await tx.manager.update(ShopOrder, { id: order.id }, { status: 'delivered' });
    return order;
  },

  /** Undoes a hand-out made at the stand: a delivered order waits for delivery again. */
  async undeliver(tx: RequestContext, orderId: number): Promise<void> {
    await tx.manager.update(ShopOrder, { id: orderId, status: 'delivered' }, { status: 'awaiting_delivery' });
  },

  /** Names of the organization's products (the stand's configuration), by id; unknown ids are left out. */
  async productNames(ctx: RequestContext, organizationId: number, ids: number[]): Promise<Map<number, string>> {
    if (ids.length === 0) return new Map();
    const products = await ctx.manager.findBy(Product, { id: In(ids), organizationId });
    return new Map(products.map((product) => [product.id, product.name]));
  },

  /**
   * Cancels an order awaiting delivery: its points come back (order_cancelled), its units go back to
   * the product's stock and its voucher codes back to their pool, in one transaction. Locks the
   * product before the points account, as placing an order does, so the two never deadlock.
   */
  async cancelOrder(ctx: RequestContext, id: unknown): Promise<OrderWithCodes> {
    return withTransaction(ctx, async (tx) => {
      const organizationId = await organizerScope(tx);
      const orderId = parseId(id, 'shop.orderNotFound');
      const found = await tx.manager.findOneBy(ShopOrder, { id: orderId, organizationId });
      if (!found) throw AppError.notFound('shop.orderNotFound');
      const product = found.productId === null ? null : await tx.manager.findOne(Product, { where: { id: found.productId }, lock: { mode: 'pessimistic_write' } });
      const order = await tx.manager.findOneOrFail(ShopOrder, { where: { id: found.id }, lock: { mode: 'pessimistic_write' } });
      if (order.status !== 'awaiting_delivery') throw AppError.conflict('shop.orderNotCancellable');
      await pointsService.credit(tx, {
        organizationId,
        volunteerId: order.volunteerId,
        points: order.price,
        trigger: 'order_cancelled',
        triggerData: { productName: order.productName, quantity: order.quantity, orderId: order.id },
      });
      if (product && product.stock !== null) await tx.manager.update(Product, { id: product.id }, { stock: product.stock + order.quantity });
      await vouchersService.giveBack(tx, order.id);
      await tx.manager.update(ShopOrder, { id: order.id }, { status: 'cancelled' });
      const [cancelled] = await withCodes(tx, [await tx.manager.findOneByOrFail(ShopOrder, { id: order.id })]);
      return cancelled;
    });
  },
};
