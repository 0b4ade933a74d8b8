import { apiGet, type ProductDto } from '@healing/platform';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { catalogKeys } from './catalog-keys';

/** GET /api/products: the whole catalogue (the books page, a visitor's favourites). */
export function allProductsQueryOptions() {
  return queryOptions({
    queryKey: catalogKeys.everything(),
    queryFn: ({ signal }) => apiGet<ProductDto[]>('/api/products', signal),
  });
}

export function useAllProducts() {
  return useQuery(allProductsQueryOptions());
}
