import type { CollectionSlug, ProductCategory, ProductSort } from '@healing/platform';

/** What a collection page asks the API for. */
export interface CollectionProductsFilter {
  collection: CollectionSlug;
  category: ProductCategory | 'all';
  sort: ProductSort;
}

/**
 * The catalog's query keys, from general to specific. They start with 'catalog' because every
 * remote shares the page's one QueryClient.
 */
export const catalogKeys = {
  all: ['catalog'] as const,
  lists: () => [...catalogKeys.all, 'products', 'list'] as const,
  everything: () => [...catalogKeys.lists(), 'all'] as const,
  collection: (filter: CollectionProductsFilter) =>
    [...catalogKeys.lists(), 'collection', filter] as const,
  details: () => [...catalogKeys.all, 'products', 'detail'] as const,
  detail: (id: number) => [...catalogKeys.details(), id] as const,
  reviews: (productId: number) => [...catalogKeys.all, 'products', 'reviews', productId] as const,
};
