import { apiGet, type ProductDto } from '@healing/platform';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { catalogKeys, type SearchFilter } from '../../products/api/catalog-keys';

/** GET /api/search?q=&category=&sort= (the server matches, filters and ranks). */
export function searchUrl({ q, category, sort }: SearchFilter) {
  const params = new URLSearchParams({ q });
  if (category !== 'all') params.set('category', category);
  params.set('sort', sort);
  return `/api/search?${params.toString()}`;
}

export function searchQueryOptions(filter: SearchFilter) {
  return queryOptions({
    queryKey: catalogKeys.search(filter),
    queryFn: ({ signal }) => apiGet<ProductDto[]>(searchUrl(filter), signal),
  });
}

/** Results for what was searched; nothing is asked for an empty search. */
export function useSearchProducts(filter: SearchFilter) {
  return useQuery({
    ...searchQueryOptions(filter),
    enabled: filter.q.trim() !== '',
    placeholderData: keepPreviousData,
  });
}
