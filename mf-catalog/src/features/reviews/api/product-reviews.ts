import { apiGet, type ProductReviewsPageDto } from '@healing/platform';
import { queryOptions, useQueries, useQuery } from '@tanstack/react-query';
import { catalogKeys } from '../../products/api/catalog-keys';

/** The approved reviews of a product (the first page), with their count and average. */
export function productReviewsQueryOptions(productId: number) {
  return queryOptions({
    queryKey: catalogKeys.reviews(productId),
    queryFn: ({ signal }) =>
      apiGet<ProductReviewsPageDto>(`/api/products/${productId}/reviews`, signal),
  });
}

export function useProductReviews(productId: number) {
  return useQuery(productReviewsQueryOptions(productId));
}

/**
 * The pages after the first, 2 to `through`, as "Show more reviews" asks for them (kept under the
 * first page's key, so a new review refreshes them too).
 */
export function useLaterReviewPages(productId: number, pageSize: number, through: number) {
  return useQueries({
    queries: Array.from({ length: Math.max(through - 1, 0) }, (_, index) => {
      const page = index + 2;
      return {
        queryKey: [...catalogKeys.reviews(productId), 'page', page, pageSize] as const,
        queryFn: ({ signal }: { signal: AbortSignal }) =>
          apiGet<ProductReviewsPageDto>(
            `/api/products/${productId}/reviews?page=${page}&pageSize=${pageSize}`,
            signal,
          ),
      };
    }),
  });
}
