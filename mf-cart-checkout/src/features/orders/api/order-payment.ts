import { apiJson, type OrderPaymentDto, type PaymentState } from '@healing/platform';
import { useEffect, useState } from 'react';

/**
 * POST /api/orders/:id/payment (the session that placed the order) or
 * POST /api/orders/link/:token/payment (a personal link): the page to pay the order on, its live
 * one or a new one when the last expired or did not go through; `url` is null while the bank
 * is still deciding.
 */
export function startOrderPayment(target: {
  id: number;
  orderLink?: string;
}): Promise<OrderPaymentDto> {
  const url = target.orderLink
    ? `/api/orders/link/${encodeURIComponent(target.orderLink)}/payment`
    : `/api/orders/${target.id}/payment`;
  return apiJson<OrderPaymentDto>('POST', url);
}

/** Only a web address becomes a page the browser is sent to. */
export function isPaymentPage(url: string | null | undefined): url is string {
  if (!url) return false;
  try {
    const { protocol } = new URL(url);
    return protocol === 'https:' || protocol === 'http:';
  } catch {
    return false;
  }
}

/** Sends the browser to the provider's page (a function of its own, so tests can watch it). */
export function goToPaymentPage(url: string): void {
  window.location.assign(url);
}

/** How the provider sent the shopper back: `?payment=done` (paid, maybe) or `=cancelled`. */
export type PaymentReturn = 'done' | 'cancelled' | null;

export function paymentReturnOf(search: URLSearchParams): PaymentReturn {
  const value = search.get('payment');
  return value === 'done' || value === 'cancelled' ? value : null;
}

/** How often, and how long, the order is asked again after the provider sent the shopper back. */
export const PAYMENT_POLL_INTERVAL_MS = 1000;
export const PAYMENT_POLL_WINDOW_MS = 20_000;
/** While the bank is still deciding (minutes, or days), the open page asks now and then. */
export const BANK_POLL_INTERVAL_MS = 15_000;

/** The states the provider's webhook may still change in a moment. */
const UNSETTLED: readonly PaymentState[] = ['open', 'processing'];

type PollableOrder = { status: string; payment?: { state: PaymentState } } | undefined;

function isUnsettled(order: PollableOrder): boolean {
  return (
    order !== undefined &&
    order.status === 'pending' &&
    order.payment !== undefined &&
    UNSETTLED.includes(order.payment.state)
  );
}

/** The bank is deciding: the page says so, and that it will show the answer once it comes. */
function isWithTheBank(order: PollableOrder): boolean {
  return order?.status === 'pending' && order.payment?.state === 'processing';
}

/**
 * Back from the provider's page (`?payment=done`), the webhook that marks the order paid may
 * land a moment later: the order is asked again every second for a short while, until its
 * payment settles. While the bank is still deciding, the open page keeps asking every
 * BANK_POLL_INTERVAL_MS (only while it is in view: the query's default), however it was
 * opened. `refetchInterval` goes into the order's query; `isWatching(order)`: asking every
 * second (the page says it is confirming the payment).
 */
export function usePaymentReturnPolling(returned: PaymentReturn) {
  const [windowOpen, setWindowOpen] = useState(returned === 'done');
  useEffect(() => {
    if (!windowOpen) return;
    const timer = setTimeout(() => setWindowOpen(false), PAYMENT_POLL_WINDOW_MS);
    return () => clearTimeout(timer);
  }, [windowOpen]);
  return {
    isWatching: (order: PollableOrder) => windowOpen && isUnsettled(order),
    refetchInterval: (query: { state: { data: PollableOrder } }) => {
      const order = query.state.data;
      if (windowOpen && isUnsettled(order)) return PAYMENT_POLL_INTERVAL_MS;
      return isWithTheBank(order) ? BANK_POLL_INTERVAL_MS : false;
    },
  };
}
