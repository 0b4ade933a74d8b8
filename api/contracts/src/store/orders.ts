// Checkout and the shopper's orders.
import * as z from 'zod/mini';
import { storedDesignDataSchema } from './designs';
import { CARRIERS } from './order-words';

export * from './order-values';

export const ORDER_STATUSES = ['pending', 'paid', 'shipped', 'delivered', 'cancelled'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

export const PAYMENT_METHODS = ['card', 'paypal'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

export const ORDER_ACTIONS = [
  'placed',
  'payment-link-sent',
  'paid',
  'shipped',
  'delivered',
  'cancelled',
] as const;
export type OrderAction = (typeof ORDER_ACTIONS)[number];

/**
 * Everything an order's history records: its steps, the owner's work on its personal link, its
 * refunds, a step the owner undid (`undone`, its note the step), and a payment the provider
 * reported that did not pay the order (`payment-flagged`: a wrong amount or currency, or a
 * payment for an order no longer pending; its note says which), and what the provider said
 * later of a refund made through it (`refund-confirmed`, `refund-failed`); the shopper's history
 * keeps only the steps that stand.
 */
export const ORDER_HISTORY_ACTIONS = [
  ...ORDER_ACTIONS,
  'link-issued',
  'link-revoked',
  'refunded',
  'undone',
  'payment-flagged',
  'refund-confirmed',
  'refund-failed',
] as const;
export type OrderHistoryAction = (typeof ORDER_HISTORY_ACTIONS)[number];

export const orderItemSchema = z.object({
  id: z.number(),
  productId: z.nullable(z.number()),
  productName: z.string(),
  /**
   * The variant's label and SKU when ordered ("M", "INNER-PEACE-TEE-M"); a custom piece's size
   * ("M", no SKU), null for a design without one.
   */
  variantLabel: z.nullable(z.string()),
  sku: z.nullable(z.string()),
  /** What the shop calls the line: "Inner Peace Tee — M". */
  displayName: z.string(),
  image: z.nullable(z.string()),
  quantity: z.number(),
  price: z.string(),
  total: z.string(),
  isCustomDesign: z.boolean(),
  customDesignData: z.nullable(storedDesignDataSchema),
  customProductName: z.nullable(z.string()),
});
export type OrderItemDto = z.output<typeof orderItemSchema>;

export const orderSchema = z.object({
  id: z.number(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  address: z.string(),
  city: z.string(),
  state: z.string(),
  zipCode: z.string(),
  phone: z.nullable(z.string()),
  subtotal: z.string(),
  discount: z.string(),
  shipping: z.string(),
  tax: z.string(),
  total: z.string(),
  promoCode: z.nullable(z.string()),
  paymentMethod: z.enum(PAYMENT_METHODS),
  status: z.enum(ORDER_STATUSES),
  createdAt: z.string(),
  items: z.array(orderItemSchema),
  /** How to pay, in words, for the confirmation page and e-mail. */
  paymentInstructions: z.string(),
});
export type OrderDto = z.output<typeof orderSchema>;

export const checkoutResponseSchema = z.object({
  success: z.literal(true),
  id: z.number(),
  orderId: z.number(),
  message: z.string(),
  order: orderSchema,
  /**
   * With a payment provider configured: its hosted page, where the shopper pays now (the shop
   * never sees card details). Absent without one (the owner e-mails a payment link), or when the
   * provider did not answer: then POST /api/orders/:id/payment makes the page.
   */
  paymentUrl: z.optional(z.string()),
});
export type CheckoutResponse = z.output<typeof checkoutResponseSchema>;

/** Where an order's payment on the provider's page stands, as its shopper sees it. */
export const PAYMENT_STATES = [
  'open',
  'processing',
  'paid',
  'failed',
  'expired',
  'mismatch',
] as const;
export type PaymentState = (typeof PAYMENT_STATES)[number];

/**
 * `POST /api/orders/:id/payment` (the placing session) and `POST /api/orders/link/:token/payment`:
 * the page to pay an unpaid order on. `url` is the live page, or a new one when the last expired
 * or did not go through; null while the bank is still deciding (`processing`).
 */
export const orderPaymentSchema = z.object({
  url: z.nullable(z.string()),
  state: z.enum(PAYMENT_STATES),
});
export type OrderPaymentDto = z.output<typeof orderPaymentSchema>;

/**
 * `GET /api/payments/options`: how a card order is paid in this shop. `cardOnline`: on the
 * provider's page right after the order is placed (a provider is configured); otherwise by the
 * secure link the owner e-mails. The payment step says which before the shopper chooses.
 */
export const paymentOptionsSchema = z.object({ cardOnline: z.boolean() });
export type PaymentOptionsDto = z.output<typeof paymentOptionsSchema>;

/**
 * The order's refunds as its shopper sees them: everything refunded so far, when the last refund
 * was recorded, and whether that is everything paid (`full`).
 */
export const orderRefundSummarySchema = z.object({
  amount: z.string(),
  at: z.string(),
  full: z.boolean(),
});
export type OrderRefundSummary = z.output<typeof orderRefundSummarySchema>;

/** What the shopper sees of the history: no notes, no owner names. */
export const shopperOrderHistoryEntrySchema = z.object({
  at: z.string(),
  action: z.enum(ORDER_ACTIONS),
});
export type ShopperOrderHistoryEntry = z.output<typeof shopperOrderHistoryEntrySchema>;

/** `GET /api/orders/:id` (and checkout's `order`): the order with where it stands. */
export const shopperOrderSchema = z.extend(orderSchema, {
  /** The link to pay with, while the order awaits payment; null otherwise. */
  paymentLink: z.nullable(z.string()),
  trackingNumber: z.nullable(z.string()),
  /** Who carries the parcel, once shipped: as the owner chose, or as the number's shape says. */
  carrier: z.nullable(z.enum(CARRIERS)),
  history: z.array(shopperOrderHistoryEntrySchema),
  /** What was refunded, once anything was; absent before. */
  refund: z.optional(orderRefundSummarySchema),
  /**
   * With a payment provider: where paying on its page stands (the latest attempt): `open`
   * (not paid yet), `processing` (the bank is deciding), `paid`, `failed` or `expired` (try
   * again: POST .../payment), `mismatch` (the shop is checking the payment). Absent when the
   * order was never sent to the provider (the owner's payment link).
   */
  payment: z.optional(z.object({ state: z.enum(PAYMENT_STATES) })),
});
export type ShopperOrderDto = z.output<typeof shopperOrderSchema>;
