// The back office's order endpoints (`/api/admin/orders`). Money is "12.34"; times are ISO 8601.
import * as z from 'zod/mini';
import { maxCharacters } from '../rules/length-rules';
import { isHttpsLink } from '../rules/link-rules';
import { oneOfParameter } from '../rules/query-rules';
import { storedDesignDataSchema } from '../store/designs';
import { CARRIERS } from '../store/order-words';
import {
  ORDER_HISTORY_ACTIONS,
  ORDER_STATUSES,
  PAYMENT_METHODS,
  PAYMENT_STATES,
} from '../store/orders';
import { adminPageQuerySchema } from './paging';
import { adminOrderRefundSchema, cancelRefundSchema, REFUND_PROVIDER_STATES } from './refunds';

/** One row of `GET /api/admin/orders`. `itemCount` counts pieces (the sum of quantities). */
export const adminOrderSummarySchema = z.object({
  id: z.number(),
  createdAt: z.string(),
  status: z.enum(ORDER_STATUSES),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  total: z.string(),
  itemCount: z.number(),
});
export type AdminOrderSummary = z.output<typeof adminOrderSummarySchema>;

export const adminOrderPageSchema = z.object({
  items: z.array(adminOrderSummarySchema),
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
});
export type AdminOrderPage = z.output<typeof adminOrderPageSchema>;

export const adminOrderLineSchema = z.object({
  /** The product and its variant, as the shop names it: "Inner Peace Tee — M". */
  name: z.string(),
  /** What to send: the variant's label and SKU when ordered (null for designs and older orders). */
  variantLabel: z.nullable(z.string()),
  sku: z.nullable(z.string()),
  quantity: z.number(),
  unitPrice: z.string(),
  lineTotal: z.string(),
  imageUrl: z.nullable(z.string()),
  isCustomDesign: z.boolean(),
  /** The order item's id (for a custom line's proof and upload). */
  id: z.number(),
  /** A custom line's design as the shopper made it: product type, size, template, text, font size, colour, upload. */
  customDesignData: z.nullable(storedDesignDataSchema),
  /** A custom line's print proof, PNG at print resolution (`GET .../items/:itemId/proof.png`). */
  proofUrl: z.nullable(z.string()),
  /** The shopper's uploaded image, as uploaded, as a download (null without an upload). */
  uploadDownloadUrl: z.nullable(z.string()),
});
export type AdminOrderLine = z.output<typeof adminOrderLineSchema>;

export const adminOrderHistoryEntrySchema = z.object({
  at: z.string(),
  action: z.enum(ORDER_HISTORY_ACTIONS),
  /** The order's status after this step. */
  status: z.enum(ORDER_STATUSES),
  /** Tracking number, payment reference, cancel reason or the payment link sent. */
  note: z.nullable(z.string()),
});
export type AdminOrderHistoryEntry = z.output<typeof adminOrderHistoryEntrySchema>;

/** A refund the payment provider made (a card refund of an order it took), as the shop recorded it. */
export const adminProviderRefundSchema = z.object({
  at: z.string(),
  amount: z.string(),
  /** The provider's refund id (Stripe: `re_...`). */
  reference: z.string(),
  /** Pending until the provider confirms it; a failed one gave nothing back. */
  state: z.enum(REFUND_PROVIDER_STATES),
});
export type AdminProviderRefund = z.output<typeof adminProviderRefundSchema>;

/**
 * One attempt to pay the order on the provider's hosted page (Stripe Checkout), oldest first:
 * the one made at checkout, then one more per "try again" after a failure or expiry.
 */
export const adminOrderPaymentSchema = z.object({
  /** Who took it: `stripe`. */
  provider: z.string(),
  /** 1 for the page made at checkout, then 2, 3... */
  attempt: z.number(),
  /** The provider's session id (Stripe: `cs_test_...` or `cs_live_...`). */
  sessionId: z.string(),
  /** Where it stands as the shop last heard: `mismatch` is a payment of another amount or currency. */
  state: z.enum(PAYMENT_STATES),
  /** What the page asked for ("39.00"), in `currency`. */
  amount: z.string(),
  /** What the provider reported paid, once it did ("39.00"; another amount for a mismatch). */
  amountReceived: z.nullable(z.string()),
  /** Upper case: "USD" (the currency the provider reported paid in, once it did). */
  currency: z.string(),
  /** When the page was made, and when the shop last heard about it. */
  createdAt: z.string(),
  updatedAt: z.string(),
  /** The provider's payment id (Stripe: a PaymentIntent, `pi_...`), once there is one. */
  paymentReference: z.nullable(z.string()),
  /**
   * The payment in the provider's dashboard (Stripe: https://dashboard.stripe.com/payments/pi_...,
   * under /test/ with a test key), once there is a payment; null otherwise.
   */
  dashboardUrl: z.nullable(z.string()),
  /** Refunds of this payment made through the provider, oldest first. */
  refunds: z.array(adminProviderRefundSchema),
});
export type AdminOrderPayment = z.output<typeof adminOrderPaymentSchema>;

/** `GET /api/admin/orders/:id`, and the answer of every transition. */
export const adminOrderDetailSchema = z.object({
  id: z.number(),
  createdAt: z.string(),
  status: z.enum(ORDER_STATUSES),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  phone: z.nullable(z.string()),
  address: z.string(),
  city: z.string(),
  state: z.string(),
  zipCode: z.string(),
  paymentMethod: z.enum(PAYMENT_METHODS),
  promoCode: z.nullable(z.string()),
  subtotal: z.string(),
  discount: z.string(),
  shipping: z.string(),
  tax: z.string(),
  total: z.string(),
  paymentLink: z.nullable(z.string()),
  paymentReference: z.nullable(z.string()),
  trackingNumber: z.nullable(z.string()),
  carrier: z.nullable(z.enum(CARRIERS)),
  items: z.array(adminOrderLineSchema),
  history: z.array(adminOrderHistoryEntrySchema),
  /** The order's refunds, oldest first; absent while it has none. */
  refunds: z.optional(z.array(adminOrderRefundSchema)),
  /** Its attempts to pay through the payment provider, oldest first; absent while it has none. */
  payments: z.optional(z.array(adminOrderPaymentSchema)),
});
export type AdminOrderDetail = z.output<typeof adminOrderDetailSchema>;

/** No control or other invisible characters (Unicode category C). */
const PRINTABLE = /^\P{C}+$/u;
/** The same, with line breaks allowed (a cancel reason may run over lines). */
const PRINTABLE_LINES = /^(?:\P{C}|\r?\n)+$/u;

const LINK = 'The payment link must be a full https:// address';
const TRACKING = 'Please enter the tracking number (1 to 100 printable characters)';
const REFERENCE = 'The payment reference can be 1 to 100 printable characters';
const REASON = 'The reason can be at most 500 characters, without control characters';

/** Trimmed text of at most `max` characters matching `pattern`; one message for all of it. */
function printable(message: string, max: number, pattern: RegExp) {
  return z
    .string({ error: message })
    .check(z.trim(), ...maxCharacters(max, message), z.regex(pattern, message));
}

/** `POST /api/admin/orders/:id/payment-link`: pending orders only; the link is e-mailed. */
export const paymentLinkSchema = z.object({
  url: z
    .string({ error: LINK })
    .check(
      z.trim(),
      ...maxCharacters(2000, 'The payment link can be at most 2000 characters'),
      z.refine(isHttpsLink, LINK),
    ),
});
export type PaymentLinkRequest = z.input<typeof paymentLinkSchema>;

/** `POST /api/admin/orders/:id/paid`; a blank reference counts as none. */
export const markPaidSchema = z.object({
  reference: z.optional(z.nullable(printable(REFERENCE, 100, PRINTABLE))),
});
export type MarkPaidRequest = z.input<typeof markPaidSchema>;

/** `POST /api/admin/orders/:id/shipped`. */
export const markShippedSchema = z.object({
  trackingNumber: printable(TRACKING, 100, PRINTABLE),
  /** Who carries it; without one, the number's shape names it when it can. */
  carrier: z.optional(
    z.nullable(z.enum(CARRIERS, { error: `carrier must be one of: ${CARRIERS.join(', ')}` })),
  ),
});
export type MarkShippedRequest = z.input<typeof markShippedSchema>;

/** `POST /api/admin/orders/:id/delivered` takes an empty body; any field is refused. */
export const markDeliveredSchema = z.object({});
export type MarkDeliveredRequest = z.input<typeof markDeliveredSchema>;

/**
 * `POST /api/admin/orders/:id/link/revoke` (every working personal link of the order stops
 * working, old e-mails' links included) and `POST /api/admin/orders/:id/link` (a new link, e-mailed
 * to the shopper): empty bodies; any field is refused.
 */
export const revokeOrderLinkSchema = z.object({});
export type RevokeOrderLinkRequest = z.input<typeof revokeOrderLinkSchema>;
export const issueOrderLinkSchema = z.object({});
export type IssueOrderLinkRequest = z.input<typeof issueOrderLinkSchema>;

/** The answer to a new link: the link itself (shown once to the owner) and the order. */
export const issuedOrderLinkSchema = z.object({
  url: z.string(),
  order: adminOrderDetailSchema,
});
export type IssuedOrderLink = z.output<typeof issuedOrderLinkSchema>;

/**
 * `POST /api/admin/orders/:id/cancel`; a blank reason counts as none. A paid order's cancellation
 * records a refund: `refund`, or without it a full refund by the order's payment method.
 */
export const cancelOrderSchema = z.object({
  reason: z.optional(z.nullable(printable(REASON, 500, PRINTABLE_LINES))),
  /** A paid order's refund (refunds.ts); refused for an order that was not paid. */
  refund: z.optional(cancelRefundSchema),
});
export type CancelOrderRequest = z.input<typeof cancelOrderSchema>;

/**
 * `GET /api/admin/orders?status=&q=&page=&pageSize=`. `q`: an order number (`12` or `#12`), part
 * of an e-mail address, or a name.
 */
export const adminOrdersQuerySchema = z.extend(adminPageQuerySchema, {
  status: z.optional(oneOfParameter('status', ORDER_STATUSES)),
  q: z.optional(
    z
      .string({ error: 'q must be text' })
      .check(z.maxLength(200, 'The search can be at most 200 characters')),
  ),
});
export type AdminOrdersQuery = z.input<typeof adminOrdersQuerySchema>;

/** The owner's links for a custom order line: its print proof and its original upload. */
export function adminOrderItemPaths(orderId: number, itemId: number) {
  const base = `/api/admin/orders/${orderId}/items/${itemId}`;
  return { proof: `${base}/proof.png`, upload: `${base}/upload` };
}
