import { apiGet, type ProductDto } from '@healing/platform';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { catalogKeys, type KindProductsFilter } from './catalog-keys';

/** GET /api/products?kind=&sort=: one kind across the three collections. */
export function kindProductsUrl({ kind, sort }: KindProductsFilter) {
  return `/api/products?${new URLSearchParams({ kind, sort }).toString()}`;
}

export function kindProductsQueryOptions(filter: KindProductsFilter) {
  return queryOptions({
    queryKey: catalogKeys.kind(filter),
    queryFn: ({ signal }) => apiGet<ProductDto[]>(kindProductsUrl(filter), signal),
  });
}

/** A category page's products; the previous list stays while a new sort loads. */
export function useKindProducts(filter: KindProductsFilter) {
  return useQuery({ ...kindProductsQueryOptions(filter), placeholderData: keepPreviousData });
}
