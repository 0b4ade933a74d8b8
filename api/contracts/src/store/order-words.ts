// An order's personal link (`/orders/<token>`), and the words and carrier link of an order's
// status, which the order page and the e-mails share. Plain functions, no zod.
import type { OrderRefundSummary, OrderStatus } from './orders';

/**
 * The token of an order's personal link: 256 random bits, URL-safe base64 (43 characters). The
 * API keeps only its SHA-256; an unknown, malformed or revoked token answers one and the same 404.
 */
export const ORDER_LINK_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;
export const ORDER_LINK_NOT_FOUND = 'Order not found';

/** The storefront's page of an order's personal link. */
export function orderLinkPath(token: string): string {
  return `/orders/${encodeURIComponent(token)}`;
}

/** The carriers the owner ships with; "other" has no tracking page the shop knows. */
export const CARRIERS = ['usps', 'ups', 'fedex', 'dhl', 'other'] as const;
export type Carrier = (typeof CARRIERS)[number];

/** Each carrier as shoppers know it. */
export const CARRIER_NAMES: Record<Carrier, string> = {
  usps: 'USPS',
  ups: 'UPS',
  fedex: 'FedEx',
  dhl: 'DHL Express',
  other: 'Another carrier',
};

/** Each known carrier's public tracking page for a number (already URL-encoded). */
const TRACKING_PAGES: Record<Exclude<Carrier, 'other'>, (number: string) => string> = {
  usps: (number) => `https://tools.usps.com/go/TrackConfirmAction?tLabels=${number}`,
  ups: (number) => `https://www.ups.com/track?tracknum=${number}`,
  fedex: (number) => `https://www.fedex.com/fedextrack/?trknbr=${number}`,
  dhl: (number) =>
    `https://www.dhl.com/us-en/home/tracking/tracking-express.html?submit=1&tracking-id=${number}`,
};

/** Where a parcel can be followed: its carrier's name, and the carrier's page for it. */
export interface TrackingLink {
  carrier: string;
  url: string;
}

function compact(trackingNumber: string): string {
  return trackingNumber.replace(/\s+/g, '').toUpperCase();
}

/**
 * The carrier a tracking number's shape names, when it does (UPS "1Z…", USPS's 20 to 22 digits
 * starting 9, or 13 characters ending "US"): what the back office suggests, and what orders
 * shipped before the carrier was chosen are read with.
 */
export function carrierOfNumber(trackingNumber: string | null): Carrier | null {
  if (!trackingNumber) return null;
  const number = compact(trackingNumber);
  if (/^1Z[0-9A-Z]{16}$/.test(number)) return 'ups';
  if (/^9[0-9]{19,21}$/.test(number) || /^[A-Z]{2}[0-9]{9}US$/.test(number)) return 'usps';
  return null;
}

/**
 * The parcel's tracking page: by the carrier the owner chose, else by the number's shape. Null
 * for another carrier or a shape nothing names: the page and the e-mails then show the number.
 */
export function trackingLink(
  trackingNumber: string | null,
  carrier: Carrier | null = null,
): TrackingLink | null {
  if (!trackingNumber) return null;
  const chosen = carrier ?? carrierOfNumber(trackingNumber);
  if (!chosen || chosen === 'other') return null;
  return {
    carrier: CARRIER_NAMES[chosen],
    url: TRACKING_PAGES[chosen](encodeURIComponent(compact(trackingNumber))),
  };
}

/** The heading and first line of an order's page, as its status has it. */
export interface OrderStatusWords {
  heading: string;
  text: string;
}

/**
 * What an order's page says of it, one status at a time, so it never says "Order Confirmed!"
 * above "This order was cancelled". A new order keeps SPEC.md's words.
 */
export function orderStatusWords(order: {
  id: number;
  status: OrderStatus;
  refund?: OrderRefundSummary;
}): OrderStatusWords {
  const number = `Order #${order.id}`;
  if (order.refund?.full) {
    const how =
      order.status === 'cancelled' ? 'has been cancelled and refunded' : 'has been refunded';
    return {
      heading: 'Refunded',
      text: `${number} ${how} in full: $${order.refund.amount} on ${refundDate(order.refund.at)}.`,
    };
  }
  switch (order.status) {
    case 'pending':
      return { heading: 'Order Confirmed!', text: `${number} has been successfully placed.` };
    case 'paid':
      return {
        heading: 'Payment Received',
        text: `${number} is paid, and we are preparing it with care.`,
      };
    case 'shipped':
      return { heading: 'Your Order Is on Its Way', text: `${number} has been shipped.` };
    case 'delivered':
      return { heading: 'Order Delivered', text: `${number} has been delivered.` };
    case 'cancelled':
      return { heading: 'Order Cancelled', text: `${number} has been cancelled.` };
  }
}

/** "November 27, 2026": the same on the server and in every browser. */
function refundDate(at: string): string {
  return new Date(at).toLocaleDateString('en-US', {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  });
}

/**
 * The line an order's page shows under its status once part of it was refunded: "Refunded $10.00
 * on November 27, 2026". Null without a refund, or when the refund was full (the status says it).
 */
export function orderRefundLine(refund: OrderRefundSummary | undefined): string | null {
  if (!refund || refund.full) return null;
  return `Refunded $${refund.amount} on ${refundDate(refund.at)}`;
}
