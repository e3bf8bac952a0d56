import { Field, Float, ID, InputType, Int, ObjectType, registerEnumType } from 'type-graphql';

export enum ProductStatus {
  ACTIVE = 'active',
  ARCHIVED = 'archived',
}
registerEnumType(ProductStatus, { name: 'ProductStatus', description: 'A product is sold only while ACTIVE (and on sale); ARCHIVED keeps it for its orders' });

export enum OrderStatus {
  AWAITING_DELIVERY = 'awaiting_delivery',
  DELIVERED = 'delivered',
  CANCELLED = 'cancelled',
}
registerEnumType(OrderStatus, { name: 'OrderStatus', description: 'Spec 4 order status' });

@ObjectType('Product', { description: 'Spec 3 Product: sold for points in the organization’s shop' })
export class ProductType {
  @Field(() => ID) id: number;
  @Field() name: string;
  @Field() description: string;
  @Field(() => Float, { description: 'Price of one unit, in points' }) price: number;
  @Field(() => String, { nullable: true, description: 'URL of the image' }) image: string | null;
  @Field(() => ProductStatus) status: ProductStatus;
  @Field() onSale: boolean;
  @Field(() => Int, { nullable: true, description: 'Units left; null means unlimited' }) stock: number | null;
  @Field(() => ID, { nullable: true, description: 'A voucher product hands out one code of this pool per unit' }) voucherPoolId: number | null;
  @Field() createdAt: Date;
}

@ObjectType('Order', { description: 'Spec 3 Order: a volunteer’s purchase with points' })
export class OrderType {
  @Field(() => ID) id: number;
  @Field(() => ID, { nullable: true, description: 'Null once the product is deleted' }) productId: number | null;
  @Field({ description: 'The product’s name when ordered' }) productName: string;
  @Field(() => Int) quantity: number;
  @Field(() => Float, { description: 'The points the order cost' }) price: number;
  @Field(() => OrderStatus) status: OrderStatus;
  @Field(() => [String], { description: 'The voucher codes a voucher product handed out' }) vouchersCodes: string[];
  @Field() createdAt: Date;
  /** For the organizer's `volunteer` field; not exposed. */
  volunteerId: number;
}

@InputType('ProductInput', { description: 'A product; on update, absent fields keep their value' })
export class ProductInput {
  @Field(() => String, { nullable: true }) name?: string | null;
  @Field(() => String, { nullable: true }) description?: string | null;
  @Field(() => Float, { nullable: true }) price?: number | null;
  @Field(() => String, { nullable: true, description: 'A base64 JPEG or PNG; an empty string removes the image' }) base64Image?: string | null;
  @Field(() => Boolean, { nullable: true }) onSale?: boolean | null;
  @Field(() => Int, { nullable: true, description: 'null: unlimited' }) stock?: number | null;
  @Field(() => ID, { nullable: true, description: 'null: not a voucher product' }) voucherPoolId?: string | null;
  @Field(() => ProductStatus, { nullable: true }) status?: ProductStatus | null;
}
