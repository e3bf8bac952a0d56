import * as yup from 'yup';
import { ORDER_STATUSES } from './enums';
import { messageKey } from './validation';

/** A product's status (spec 3 Product): archived products are kept for their orders, never sold. */
export const PRODUCT_STATUSES = ['active', 'archived'] as const;
export type ProductStatusName = (typeof PRODUCT_STATUSES)[number];

/** Spec 4 order status (ORDER_STATUSES), stored and sent by the facade as these names. */
export type OrderStatusName = (typeof ORDER_STATUSES)[number];

export const PRODUCT_NAME_MAX_LENGTH = 200;
export const PRODUCT_DESCRIPTION_MAX_LENGTH = 5000;
/** The highest price of a product, in points. */
export const MAX_PRODUCT_PRICE = 1_000_000;
export const MAX_PRODUCT_STOCK = 1_000_000;
/** The most units one order may take. */
export const MAX_ORDER_QUANTITY = 100;

/** Spec 3 Product: a name, a price in points above zero, an optional stock (null: unlimited). */
export const productSchema = yup.object({
  name: yup
    .string()
    .trim()
    .required('validation.nameRequired')
    .max(PRODUCT_NAME_MAX_LENGTH, messageKey('validation.maxLength', { max: PRODUCT_NAME_MAX_LENGTH })),
  description: yup
    .string()
    .trim()
    .default('')
    .max(PRODUCT_DESCRIPTION_MAX_LENGTH, messageKey('validation.maxLength', { max: PRODUCT_DESCRIPTION_MAX_LENGTH })),
  price: yup
    .number()
    .typeError('validation.number')
    .required('shop.priceRequired')
    .min(0.01, 'shop.pricePositive')
    .max(MAX_PRODUCT_PRICE, messageKey('validation.max', { max: MAX_PRODUCT_PRICE })),
  onSale: yup.boolean(),
  stock: yup
    .number()
    .typeError('validation.number')
    .nullable()
    .integer('validation.integer')
    .min(0, 'shop.stockMin')
    .max(MAX_PRODUCT_STOCK, messageKey('validation.max', { max: MAX_PRODUCT_STOCK })),
  status: yup.string().oneOf([...PRODUCT_STATUSES], 'validation.unknownReference'),
});

/** The quantity of an order: a whole number from 1 to MAX_ORDER_QUANTITY. */
export const orderQuantitySchema = yup.object({
  quantity: yup
    .number()
    .typeError('validation.integer')
    .required('shop.quantityMin')
    .integer('validation.integer')
    .min(1, 'shop.quantityMin')
    .max(MAX_ORDER_QUANTITY, messageKey('shop.quantityMax', { max: MAX_ORDER_QUANTITY })),
});
