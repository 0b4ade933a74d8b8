import { apiGet, type ProductDto } from '@healing/platform';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { catalogKeys, type CollectionProductsFilter } from './catalog-keys';

/** GET /api/products/collection/:collection?category=&sort= (the server filters and sorts). */
export function collectionProductsUrl({ collection, category, sort }: CollectionProductsFilter) {
  const params = new URLSearchParams();
  if (category !== 'all') params.set('category', category);
  params.set('sort', sort);
  return `/api/products/collection/${collection}?${params.toString()}`;
}

export function collectionProductsQueryOptions(filter: CollectionProductsFilter) {
  return queryOptions({
    queryKey: catalogKeys.collection(filter),
    queryFn: ({ signal }) => apiGet<ProductDto[]>(collectionProductsUrl(filter), signal),
  });
}

/**
 * The products of one collection. While a new filter or sort loads, the previous list stays on
 * screen (marked as placeholder) so the grid does not collapse into a spinner on every click.
 */
export function useCollectionProducts(filter: CollectionProductsFilter) {
  return useQuery({ ...collectionProductsQueryOptions(filter), placeholderData: keepPreviousData });
}
