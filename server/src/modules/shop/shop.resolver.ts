import { Arg, Authorized, Ctx, FieldResolver, ID, Int, Mutation, Query, Resolver, Root } from 'type-graphql';
import type { RequestContext } from '../../context';
import { Organization } from '../organizations/organization.entity';
import { Volunteer } from '../volunteers/volunteer.entity';
import type { Product } from './shop.entity';
import { shopService, type OrderWithCodes } from './shop.service';
import { OrderStatus, OrderType, ProductInput, ProductStatus, ProductType } from './shop.types';
import { RequiresRight } from '../organizations/rights.decorator';

/** A product row for GraphQL. */
export function productView(product: Product): ProductType {
  return {
    id: product.id,
    name: product.name,
    description: product.description,
    price: product.price,
    image: product.image,
    status: product.status as ProductStatus,
    onSale: product.onSale,
    stock: product.stock,
    voucherPoolId: product.voucherPoolId,
    createdAt: product.createdAt,
  };
}

/** An order row for GraphQL. */
export function orderView(order: OrderWithCodes): OrderType {
  return {
    id: order.id,
    productId: order.productId,
    productName: order.productName,
    quantity: order.quantity,
    price: order.price,
    status: order.status as OrderStatus,
    vouchersCodes: order.vouchersCodes,
    createdAt: order.createdAt,
    volunteerId: order.volunteerId,
  };
}

@Resolver(() => ProductType)
export class ProductResolver {
  @RequiresRight('shop')
  @Authorized('organizer')
  @Query(() => [ProductType], { description: 'The organization’s shop products, by name (enableShop)' })
  async products(@Arg('status', () => ProductStatus, { nullable: true }) status: ProductStatus | null, @Ctx() ctx: RequestContext): Promise<ProductType[]> {
    return (await shopService.products(ctx, { status })).map(productView);
  }

  @Query(() => [ProductType], { description: 'The volunteer’s shop: active products on sale (the portal token is the credential)' })
  async shopProducts(@Arg('token') token: string, @Ctx() ctx: RequestContext): Promise<ProductType[]> {
    return (await shopService.shopProducts(ctx, token)).map(productView);
  }

  @RequiresRight('shop')
  @Authorized('organizer')
  @Mutation(() => ProductType)
  async createProduct(@Arg('input') input: ProductInput, @Ctx() ctx: RequestContext): Promise<ProductType> {
    return productView(await shopService.createProduct(ctx, input));
  }

  @RequiresRight('shop')
  @Authorized('organizer')
  @Mutation(() => ProductType)
  async updateProduct(@Arg('id', () => ID) id: string, @Arg('input') input: ProductInput, @Ctx() ctx: RequestContext): Promise<ProductType> {
    return productView(await shopService.updateProduct(ctx, id, input));
  }

  @RequiresRight('shop')
  @Authorized('organizer')
  @Mutation(() => Boolean, { description: 'Deletes a product never ordered (an ordered one is archived instead)' })
  deleteProduct(@Arg('id', () => ID) id: string, @Ctx() ctx: RequestContext): Promise<boolean> {
    return shopService.deleteProduct(ctx, id);
  }

  @RequiresRight('shop')
  @Authorized('organizer')
  @Mutation(() => Organization, { description: 'Opens or closes the active organization’s shop to volunteers (enableShop)' })
  setShopOpen(@Arg('open', () => Boolean) open: boolean, @Ctx() ctx: RequestContext): Promise<Organization> {
    return shopService.setShopOpen(ctx, open);
  }

  @FieldResolver(() => Int, { description: 'Units ordered and not cancelled' })
  nbOrdered(@Root() product: ProductType, @Ctx() ctx: RequestContext): Promise<number> {
    return ctx.loaders.shop.nbOrdered.load(product.id);
  }
}

@Resolver(() => OrderType)
export class OrderResolver {
  @RequiresRight('shop')
  @Authorized('organizer')
  @Query(() => [OrderType], { description: 'The organization’s orders, newest first, optionally of one status or product' })
  async orders(
    @Arg('status', () => OrderStatus, { nullable: true }) status: OrderStatus | null,
    @Arg('productId', () => ID, { nullable: true }) productId: string | null,
    @Ctx() ctx: RequestContext,
  ): Promise<OrderType[]> {
    return (await shopService.orders(ctx, { status, productId })).map(orderView);
  }

  @Query(() => [OrderType], { description: 'The volunteer’s own orders, newest first (the portal token is the credential)' })
  async myOrders(@Arg('token') token: string, @Ctx() ctx: RequestContext): Promise<OrderType[]> {
    return (await shopService.myOrders(ctx, token)).map(orderView);
  }

  @Mutation(() => OrderType, { description: 'The volunteer orders a product with points (the portal token is the credential)' })
  async placeOrder(
    @Arg('token') token: string,
    @Arg('productId', () => ID) productId: string,
    @Arg('quantity', () => Int) quantity: number,
    @Ctx() ctx: RequestContext,
  ): Promise<OrderType> {
    return orderView(await shopService.placeOrder(ctx, token, { productId, quantity }));
  }

  @RequiresRight('shop')
  @Authorized('organizer')
  @Mutation(() => [OrderType], { description: 'Marks orders delivered; only those awaiting delivery change' })
  async markOrdersDelivered(@Arg('ids', () => [ID]) ids: string[], @Ctx() ctx: RequestContext): Promise<OrderType[]> {
    return (await shopService.markDelivered(ctx, ids)).map(orderView);
  }

  @RequiresRight('shop')
  @Authorized('organizer')
  @Mutation(() => OrderType, { description: 'Cancels an order awaiting delivery: points refunded, stock and voucher codes given back' })
  async cancelOrder(@Arg('id', () => ID) id: string, @Ctx() ctx: RequestContext): Promise<OrderType> {
    return orderView(await shopService.cancelOrder(ctx, id));
  }

  @FieldResolver(() => ProductType, { nullable: true })
  async product(@Root() order: OrderType, @Ctx() ctx: RequestContext): Promise<ProductType | null> {
    if (order.productId === null) return null;
    const product = await ctx.loaders.shop.productById.load(order.productId);
    return product ? productView(product) : null;
  }

  @Authorized('organizer')
  @FieldResolver(() => Volunteer, { nullable: true, description: 'Who ordered (organizers only)' })
  volunteer(@Root() order: OrderType, @Ctx() ctx: RequestContext): Promise<Volunteer | null> {
    return ctx.loaders.volunteers.byId.load(order.volunteerId);
  }
}

/** Every resolver of the shop module (graphql/schema.ts). */
export const shopResolvers = [ProductResolver, OrderResolver] as const;
