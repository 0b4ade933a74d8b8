import { apiGet, apiJson, type ModerationStatus, useListQuery } from '@healing/platform';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminReviewDto, AdminReviewsPageDto } from '@healing/contracts/admin';
import { catalogKeys } from '../products/api/catalog-keys';

export type { AdminReviewDto, AdminReviewsPageDto };

export const REVIEWS_PAGE_SIZE = 20;
/** What signing in again lets the owner do, when the session has ended. */
export const REVIEWS_SESSION_TASK = 'keep moderating the reviews';

/** Under 'catalog' like every key of this remote; 'admin' keeps the owner's views apart. */
export const adminReviewKeys = {
  all: [...catalogKeys.all, 'admin', 'reviews'] as const,
  list: (status: ModerationStatus, page: number) =>
    [...adminReviewKeys.all, 'list', status, page] as const,
};

export function useAdminReviews(status: ModerationStatus, page: number) {
  return useListQuery({
    queryKey: adminReviewKeys.list(status, page),
    queryFn: ({ signal }) =>
      apiGet<AdminReviewsPageDto>(
        `/api/admin/reviews?status=${status}&page=${page}&pageSize=${REVIEWS_PAGE_SIZE}`,
        signal,
      ),
  });
}

export type ReviewDecision = 'approve' | 'reject';

/** A decision changes the owner's lists and, for that product, what the shop shows. */
export function useDecideReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, decision }: { id: number; decision: ReviewDecision }) =>
      apiJson<AdminReviewDto>('POST', `/api/admin/reviews/${id}/${decision}`),
    onSuccess: (review) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: adminReviewKeys.all }),
        queryClient.invalidateQueries({ queryKey: catalogKeys.reviews(review.productId) }),
      ]),
  });
}
