import type { FindMyOrderResponse } from '@healing/contracts';
import { apiJson } from '@healing/platform';
import { useMutation } from '@tanstack/react-query';

/**
 * POST /api/orders/find: 202 and the same answer for every address; an address with orders is
 * mailed a personal link to each (at most once per 10 minutes).
 */
export function findMyOrders(email: string) {
  return apiJson<FindMyOrderResponse>('POST', '/api/orders/find', { email });
}

export function useFindMyOrders() {
  return useMutation({ mutationKey: ['cartCheckout', 'find-my-order'], mutationFn: findMyOrders });
}
