import type { CollectionSlug, ProductCategory, ProductSort, SearchSort } from '@healing/platform';

/** What a collection page asks the API for. */
export interface CollectionProductsFilter {
  collection: CollectionSlug;
  category: ProductCategory | 'all';
  sort: ProductSort;
}

/** What a category page (one kind across the collections) asks the API for. */
export interface KindProductsFilter {
  kind: string;
  sort: ProductSort;
}

/** What the search page asks the API for. */
export interface SearchFilter {
  q: string;
  category: ProductCategory | 'all';
  sort: SearchSort;
}

/**
 * The catalog's query keys, from general to specific. They start with 'catalog' because every
 * remote shares the page's one QueryClient.
 */
export const catalogKeys = {
  all: ['catalog'] as const,
  lists: () => [...catalogKeys.all, 'products', 'list'] as const,
  everything: () => [...catalogKeys.lists(), 'all'] as const,
  homeTiles: () => [...catalogKeys.lists(), 'home-tiles'] as const,
  collection: (filter: CollectionProductsFilter) =>
    [...catalogKeys.lists(), 'collection', filter] as const,
  kind: (filter: KindProductsFilter) => [...catalogKeys.lists(), 'kind', filter] as const,
  search: (filter: SearchFilter) => [...catalogKeys.lists(), 'search', filter] as const,
  suggestions: (q: string) => [...catalogKeys.all, 'suggestions', q] as const,
  related: (id: number) => [...catalogKeys.all, 'products', 'related', id] as const,
  details: () => [...catalogKeys.all, 'products', 'detail'] as const,
  detail: (id: number) => [...catalogKeys.details(), id] as const,
  reviews: (productId: number) => [...catalogKeys.all, 'products', 'reviews', productId] as const,
};
