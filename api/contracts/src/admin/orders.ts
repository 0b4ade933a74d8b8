// The back office's order endpoints (`/api/admin/orders`). Money is "12.34"; times are ISO 8601.
import * as z from 'zod/mini';
import { oneOfParameter } from '../rules/query-rules';
import { ORDER_ACTIONS, ORDER_STATUSES, PAYMENT_METHODS } from '../store/orders';
import { adminPageQuerySchema } from './paging';

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
  name: z.string(),
  quantity: z.number(),
  unitPrice: z.string(),
  lineTotal: z.string(),
  imageUrl: z.nullable(z.string()),
  isCustomDesign: z.boolean(),
});
export type AdminOrderLine = z.output<typeof adminOrderLineSchema>;

export const adminOrderHistoryEntrySchema = z.object({
  at: z.string(),
  action: z.enum(ORDER_ACTIONS),
  /** The order's status after this step. */
  status: z.enum(ORDER_STATUSES),
  /** Tracking number, payment reference, cancel reason or the payment link sent. */
  note: z.nullable(z.string()),
});
export type AdminOrderHistoryEntry = z.output<typeof adminOrderHistoryEntrySchema>;

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
  items: z.array(adminOrderLineSchema),
  history: z.array(adminOrderHistoryEntrySchema),
});
export type AdminOrderDetail = z.output<typeof adminOrderDetailSchema>;

export const paymentLinkSchema = z.object({ url: z.string() });
export type PaymentLinkRequest = z.input<typeof paymentLinkSchema>;

export const markPaidSchema = z.object({ reference: z.optional(z.nullable(z.string())) });
export type MarkPaidRequest = z.input<typeof markPaidSchema>;

export const markShippedSchema = z.object({ trackingNumber: z.string() });
export type MarkShippedRequest = z.input<typeof markShippedSchema>;

export const cancelOrderSchema = z.object({ reason: z.optional(z.nullable(z.string())) });
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
