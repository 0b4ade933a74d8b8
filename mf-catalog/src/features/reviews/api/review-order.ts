import {
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
 * The shopper's order, as its own page reads it (GET /api/orders/:id with the session that
 * placed it; any other session gets 404): whether it has arrived and what was on it.
 */
export function useReviewOrder(orderId: number | null) {
  return useQuery({
    queryKey: [...catalogKeys.all, 'review-order', getSessionId(), orderId ?? 0] as const,
    queryFn: ({ signal }) => apiGet<ShopperOrderDto>(`/api/orders/${orderId}`, signal),
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
