import { apiGet, type OrderDto } from '@healing/platform';
import { queryOptions } from '@tanstack/react-query';
import type { ShopperOrderDto } from '../../../api/order-contracts';

export const orderKeys = {
  all: ['cartCheckout', 'orders'] as const,
  detail: (sessionId: string, id: number) => ['cartCheckout', 'orders', sessionId, id] as const,
  byLink: (token: string) => ['cartCheckout', 'orders', 'link', token] as const,
};

type OrderAnswer = OrderDto &
  Partial<
    Pick<ShopperOrderDto, 'paymentLink' | 'trackingNumber' | 'carrier' | 'history' | 'payment'>
  >;

/**
 * The order as the shopper's page reads it. Checkout's answer carries the same fields; one
 * without them (an API from before the order life cycle) reads as a new order awaiting payment.
 */
export function toShopperOrder(order: OrderAnswer): ShopperOrderDto {
  return {
    ...order,
    paymentLink: order.paymentLink ?? null,
    trackingNumber: order.trackingNumber ?? null,
    carrier: order.carrier ?? null,
    history: order.history ?? [],
  };
}

/**
 * GET /api/orders/:id as the visitor (X-Session-Id): only the session that placed an order sees
 * it; for any other the API answers 404.
 */
export function orderQueryOptions(sessionId: string, id: number) {
  return queryOptions({
    queryKey: orderKeys.detail(sessionId, id),
    queryFn: async ({ signal }) =>
      toShopperOrder(await apiGet<OrderAnswer>(`/api/orders/${id}`, signal)),
  });
}

/**
 * GET /api/orders/link/:token: the order a personal link (from an order e-mail) opens, in any
 * browser. An unknown, malformed or revoked token answers 404.
 */
export function orderLinkQueryOptions(token: string) {
  return queryOptions({
    queryKey: orderKeys.byLink(token),
    queryFn: async ({ signal }) =>
      toShopperOrder(
        await apiGet<OrderAnswer>(`/api/orders/link/${encodeURIComponent(token)}`, signal),
      ),
  });
}

/** A route's order id: a positive whole number the database could hold, else null. */
export function parseOrderId(value: string | undefined): number | null {
  if (!value || !/^[1-9]\d{0,9}$/.test(value)) return null;
  const id = Number(value);
  return id <= 2_147_483_647 ? id : null;
}
