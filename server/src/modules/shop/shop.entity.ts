import type { OrderStatusName, ProductStatusName } from '@benevo/schema';
import { Check, Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, UpdateDateColumn, type ValueTransformer } from 'typeorm';
import { Organization } from '../organizations/organization.entity';
import { VoucherPool } from '../vouchers/voucher.entity';
import { Volunteer } from '../volunteers/volunteer.entity';

/** numeric(14,2) reads as a string in pg: points are numbers to the hundredth. */
const points: ValueTransformer = {
  to: (value: number | null | undefined) => value,
  from: (value: string | number | null) => (value === null ? null : Number(value)),
};

/** Spec 3 Product: sold for points in the organization's shop. */
@Entity('product')
@Index('IDX_product_organization', ['organizationId'])
@Index('IDX_product_voucher_pool', ['voucherPoolId'])
@Check('CHK_product_status', `"status" IN ('active', 'archived')`)
@Check('CHK_product_price', `"price" > 0`)
@Check('CHK_product_stock', `("stock" IS NULL) OR ("stock" >= 0)`)
export class Product {
  @PrimaryGeneratedColumn({ primaryKeyConstraintName: 'PK_product' })
  id: number;

  @Column({ type: 'integer' })
  organizationId: number;

  /** Declares the foreign key only; never loaded. */
  @ManyToOne(() => Organization, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'organization_id', foreignKeyConstraintName: 'FK_product_organization' })
  organization?: Organization;

  @Column({ type: 'text' })
  name: string;

  @Column({ type: 'text', default: '' })
  description: string;

  /** The price of one unit, in points. */
  @Column({ type: 'numeric', precision: 14, scale: 2, transformer: points })
  price: number;

  /** Public path of the image (/media/<uuid>.<ext>). */
  @Column({ type: 'text', nullable: true })
  image: string | null;

  @Column({ type: 'text', default: 'active' })
  status: ProductStatusName;

  @Column({ type: 'boolean', default: false })
  onSale: boolean;

  /** Units left; null: unlimited. */
  @Column({ type: 'integer', nullable: true })
  stock: number | null;

  /** A voucher product hands out one code of this pool per unit ordered. */
  @Column({ type: 'integer', nullable: true })
  voucherPoolId: number | null;

  /** Declares the foreign key only; never loaded. */
  @ManyToOne(() => VoucherPool, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'voucher_pool_id', foreignKeyConstraintName: 'FK_product_voucher_pool' })
  voucherPool?: VoucherPool;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  modifiedAt: Date;
}

/** Spec 3 Order: a volunteer's purchase, paid in points (its `price` is the order's total). */
@Entity('shop_order')
@Index('IDX_shop_order_organization', ['organizationId', 'status'])
@Index('IDX_shop_order_volunteer', ['volunteerId'])
@Index('IDX_shop_order_product', ['productId'])
@Check('CHK_shop_order_status', `"status" IN ('awaiting_delivery', 'delivered', 'cancelled')`)
@Check('CHK_shop_order_quantity', `"quantity" > 0`)
export class ShopOrder {
  @PrimaryGeneratedColumn({ primaryKeyConstraintName: 'PK_shop_order' })
  id: number;

  @Column({ type: 'integer' })
  organizationId: number;

  /** Declares the foreign key only; never loaded. */
  @ManyToOne(() => Organization, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'organization_id', foreignKeyConstraintName: 'FK_shop_order_organization' })
  organization?: Organization;

  @Column({ type: 'integer' })
  volunteerId: number;

  /** Declares the foreign key only; never loaded. */
  @ManyToOne(() => Volunteer, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'volunteer_id', foreignKeyConstraintName: 'FK_shop_order_volunteer' })
  volunteer?: Volunteer;

  @Column({ type: 'integer', nullable: true })
  productId: number | null;

  /** Declares the foreign key only; never loaded. */
  @ManyToOne(() => Product, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'product_id', foreignKeyConstraintName: 'FK_shop_order_product' })
  product?: Product;

  /** The product's name when ordered. */
  @Column({ type: 'text' })
  productName: string;

  @Column({ type: 'integer' })
  quantity: number;

  /** The points the order cost (unit price x quantity). */
  @Column({ type: 'numeric', precision: 14, scale: 2, transformer: points })
  price: number;

  @Column({ type: 'text', default: 'awaiting_delivery' })
  status: OrderStatusName;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  modifiedAt: Date;
}
