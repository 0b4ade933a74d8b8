/**
 * Response shapes of the order life cycle: the back office's order endpoints and what the
 * shopper's order page reads. For the front end to import as types (they belong with the others
 * in src/contracts.ts once the pages use them). Money is "12.34"; times are ISO 8601.
 */
import type { OrderDto, OrderStatus, PaymentMethod } from '../contracts';

export const ORDER_ACTIONS = [
  'placed',
  'payment-link-sent',
  'paid',
  'shipped',
  'delivered',
  'cancelled',
] as const;
export type OrderAction = (typeof ORDER_ACTIONS)[number];

/** One row of `GET /api/admin/orders`. `itemCount` counts pieces (the sum of quantities). */
export interface AdminOrderSummary {
  id: number;
  createdAt: string;
  status: OrderStatus;
  email: string;
  firstName: string;
  lastName: string;
  total: string;
  itemCount: number;
}

export interface AdminOrderPage {
  items: AdminOrderSummary[];
  total: number;
  page: number;
  pageSize: number;
}

export interface AdminOrderLine {
  name: string;
  quantity: number;
  unitPrice: string;
  lineTotal: string;
  imageUrl: string | null;
  isCustomDesign: boolean;
}

export interface AdminOrderHistoryEntry {
  at: string;
  action: OrderAction;
  /** The order's status after this step. */
  status: OrderStatus;
  /** Tracking number, payment reference, cancel reason or the payment link sent. */
  note: string | null;
}

/** `GET /api/admin/orders/:id`, and the answer of every transition. */
export interface AdminOrderDetail {
  id: number;
  createdAt: string;
  status: OrderStatus;
  email: string;
  firstName: string;
  lastName: string;
  phone: string | null;
  address: string;
  city: string;
  state: string;
  zipCode: string;
  paymentMethod: PaymentMethod;
  promoCode: string | null;
  subtotal: string;
  discount: string;
  shipping: string;
  tax: string;
  total: string;
  paymentLink: string | null;
  paymentReference: string | null;
  trackingNumber: string | null;
  items: AdminOrderLine[];
  history: AdminOrderHistoryEntry[];
}

/** What the shopper sees of the history: no notes, no owner names. */
export interface ShopperOrderHistoryEntry {
  at: string;
  action: OrderAction;
}

/** `GET /api/orders/:id` (and checkout's `order`): the order with where it stands. */
export interface ShopperOrderDto extends OrderDto {
  /** The link to pay with, while the order awaits payment; null otherwise. */
  paymentLink: string | null;
  trackingNumber: string | null;
  history: ShopperOrderHistoryEntry[];
}

export interface PaymentLinkRequest {
  url: string;
}
export interface MarkPaidRequest {
  reference?: string | null;
}
export interface MarkShippedRequest {
  trackingNumber: string;
}
export interface CancelOrderRequest {
  reason?: string | null;
}
