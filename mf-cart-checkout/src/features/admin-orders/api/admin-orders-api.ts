import {
  ApiError,
  apiGet,
  apiJson,
  isPassingFailure,
  type OrderStatus,
  useListQuery,
} from '@healing/platform';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import type {
  AdminOrderDetail,
  AdminOrderPage,
  CancelOrderRequest,
  CreateRefundRequest,
  IssuedOrderLink,
  MarkPaidRequest,
  MarkShippedRequest,
  PaymentLinkRequest,
  UndoOrderStepRequest,
} from '../../../api/order-contracts';

export const ADMIN_ORDERS_PAGE_SIZE = 20;

export interface AdminOrderFilter {
  status: OrderStatus | null;
  q: string;
  page: number;
}

/** Under 'cartCheckout' like every key of this remote; 'admin' keeps the owner's views apart. */
export const adminOrderKeys = {
  all: ['cartCheckout', 'admin', 'orders'] as const,
  lists: () => [...adminOrderKeys.all, 'list'] as const,
  list: (filter: AdminOrderFilter) => [...adminOrderKeys.lists(), filter] as const,
  detail: (id: number) => [...adminOrderKeys.all, 'detail', id] as const,
};

/** What signing in again lets the owner do, when the session has ended. */
export const ORDERS_SESSION_TASK = 'keep working on the orders';

export function adminOrdersUrl({ status, q, page }: AdminOrderFilter): string {
  const params = new URLSearchParams();
  if (status) params.set('status', status);
  if (q.trim()) params.set('q', q.trim());
  params.set('page', String(page));
  params.set('pageSize', String(ADMIN_ORDERS_PAGE_SIZE));
  return `/api/admin/orders?${params.toString()}`;
}

export function useAdminOrders(filter: AdminOrderFilter) {
  return useListQuery({
    queryKey: adminOrderKeys.list(filter),
    queryFn: ({ signal }) => apiGet<AdminOrderPage>(adminOrdersUrl(filter), signal),
  });
}

export function adminOrderQueryOptions(id: number) {
  return queryOptions({
    queryKey: adminOrderKeys.detail(id),
    queryFn: ({ signal }) => apiGet<AdminOrderDetail>(`/api/admin/orders/${id}`, signal),
    staleTime: 0,
  });
}

export function useAdminOrder(id: number) {
  return useQuery(adminOrderQueryOptions(id));
}

/** One step of an order's life, with the body its endpoint takes. */
export type OrderMove =
  | { kind: 'payment-link'; body: PaymentLinkRequest }
  | { kind: 'paid'; body: MarkPaidRequest }
  | { kind: 'shipped'; body: MarkShippedRequest }
  | { kind: 'delivered'; body: Record<string, never> }
  | { kind: 'cancel'; body: CancelOrderRequest }
  /** A refund on its own (paid, shipped, delivered, or cancelled after it was paid). */
  | { kind: 'refunds'; body: CreateRefundRequest }
  /** Undoing the last step shortly after (paid, shipped, delivered). */
  | { kind: 'undo'; body: UndoOrderStepRequest };

export type OrderMoveKind = OrderMove['kind'];

/** A fresh Idempotency-Key for one refund. */
function newRefundKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return `refund_${Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('')}`;
}

/**
 * Sends one step; the answer is the order as it now stands. A refused step (409: the order
 * moved meanwhile) reloads the order so the page shows where it really is.
 *
 * A refund carries an Idempotency-Key, so the API makes it once however often it is sent: sent
 * again on its own when its answer was lost, and the same refund sent again (a second click
 * while the first is on its way, or after the page said it could not tell) keeps the key. The
 * key is let go once the API answered (made, or refused): the next refund is a new one.
 */
export function useMoveOrder(id: number) {
  const queryClient = useQueryClient();
  const refundKey = useRef<{ body: string; key: string } | null>(null);
  const keyFor = (body: unknown): string => {
    const sent = JSON.stringify(body);
    if (refundKey.current?.body !== sent) refundKey.current = { body: sent, key: newRefundKey() };
    return refundKey.current.key;
  };
  return useMutation({
    mutationFn: async (move: OrderMove) => {
      const url = `/api/admin/orders/${id}/${move.kind}`;
      if (move.kind !== 'refunds') return apiJson<AdminOrderDetail>('POST', url, move.body);
      const key = keyFor(move.body);
      try {
        const order = await apiJson<AdminOrderDetail>('POST', url, move.body, {
          headers: { 'Idempotency-Key': key },
          resendIfUnanswered: true,
        });
        if (refundKey.current?.key === key) refundKey.current = null;
        return order;
      } catch (error) {
        if (!isPassingFailure(error) && refundKey.current?.key === key) refundKey.current = null;
        throw error;
      }
    },
    onSuccess: (order) => {
      queryClient.setQueryData(adminOrderKeys.detail(id), order);
      void queryClient.invalidateQueries({ queryKey: adminOrderKeys.lists() });
    },
    onError: (error) => {
      if (error instanceof ApiError && error.status === 409) {
        void queryClient.invalidateQueries({ queryKey: adminOrderKeys.detail(id) });
        void queryClient.invalidateQueries({ queryKey: adminOrderKeys.lists() });
      }
    },
  });
}

/** The owner's work on an order's personal links: end them all, or send the shopper a new one. */
export type OrderLinkStep = 'revoke' | 'issue';

/**
 * `POST /api/admin/orders/:id/link/revoke` answers the order; `POST .../link` answers the new
 * link (shown once) with the order. Either way the page shows the order as it now stands.
 */
export function useOrderLinkStep(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (step: OrderLinkStep): Promise<{ url: string | null }> => {
      if (step === 'revoke') {
        const order = await apiJson<AdminOrderDetail>(
          'POST',
          `/api/admin/orders/${id}/link/revoke`,
          {},
        );
        queryClient.setQueryData(adminOrderKeys.detail(id), order);
        return { url: null };
      }
      const issued = await apiJson<IssuedOrderLink>('POST', `/api/admin/orders/${id}/link`, {});
      queryClient.setQueryData(adminOrderKeys.detail(id), issued.order);
      return { url: issued.url };
    },
  });
}
