import { apiGet, type ProductReviewsPageDto } from '@healing/platform';
import { queryOptions, useQuery } from '@tanstack/react-query';
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
