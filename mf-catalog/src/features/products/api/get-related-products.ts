import { apiGet, type ProductDto } from '@healing/platform';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { catalogKeys } from './catalog-keys';

/** GET /api/products/:id/related: "You may also like". */
export function relatedProductsQueryOptions(id: number) {
  return queryOptions({
    queryKey: catalogKeys.related(id),
    queryFn: ({ signal }) => apiGet<ProductDto[]>(`/api/products/${id}/related`, signal),
  });
}

export function useRelatedProducts(id: number) {
  return useQuery(relatedProductsQueryOptions(id));
}
