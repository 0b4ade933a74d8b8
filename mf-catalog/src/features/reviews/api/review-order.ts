import {
  ApiError,
  apiGet,
  apiJson,
  getSessionId,
  type CreateReviewRequest,
  type CreateReviewResponse,
  type ShopperOrderDto,
} from '@healing/platform';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { catalogKeys } from '../../products/api/catalog-keys';

/**
 * The shopper's order, as its own page reads it: with the token of the order's personal link
 * (`orderLink`, which the delivery e-mail's review links carry) from any browser
 * (GET /api/orders/link/:token), else with the session that placed it (GET /api/orders/:id; any
 * other session gets 404): whether it has arrived and what was on it.
 */
export function useReviewOrder(orderId: number | null, orderLink: string | null = null) {
  return useQuery({
    queryKey: [
      ...catalogKeys.all,
      'review-order',
      orderLink ? `link:${orderLink}` : getSessionId(),
      orderId ?? 0,
    ] as const,
    queryFn: async ({ signal }) => {
      if (!orderLink) return apiGet<ShopperOrderDto>(`/api/orders/${orderId}`, signal);
      const order = await apiGet<ShopperOrderDto>(
        `/api/orders/link/${encodeURIComponent(orderLink)}`,
        signal,
      );
      // A link of another order reads as that order not being found here.
      if (order.id !== orderId) {
        throw new ApiError(404, 'Order not found', { statusCode: 404, message: 'Order not found' });
      }
      return order;
    },
    enabled: orderId !== null,
    retry: false,
  });
}

/** POST /api/reviews: the review waits for the owner's approval. */
export function useSendReview(productId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (review: CreateReviewRequest) =>
      apiJson<CreateReviewResponse>('POST', '/api/reviews', review, { resendIfUnanswered: false }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: catalogKeys.reviews(productId) }),
  });
}
