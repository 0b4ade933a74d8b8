import {
  PRODUCT_CATEGORIES,
  PRODUCT_SORTS,
  type ProductCategory,
  type SearchSort,
} from '@healing/platform';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { CategoryFilter, ProductView } from '../../collection/hooks/use-collection-params';

/** The API's SEARCH_SORTS: best match first, then a collection's orders. */
export const SEARCH_SORTS: readonly SearchSort[] = ['relevance', ...PRODUCT_SORTS];
/** The API's SEARCH_TEXT_MAX: what the search box takes, in characters. */
export const SEARCH_TEXT_MAX = 100;

export interface SearchParams {
  q: string;
  category: CategoryFilter;
  sort: SearchSort;
  view: ProductView;
}

const DEFAULTS: SearchParams = { q: '', category: 'all', sort: 'relevance', view: 'grid' };

function oneOf<T extends string>(value: string | null, allowed: readonly T[]): T | undefined {
  return allowed.find((candidate) => candidate === value);
}

/** Reads the search from the address; anything unknown falls back to its default. */
export function parseSearchParams(search: URLSearchParams): SearchParams {
  return {
    q: [...(search.get('q') ?? '').trim()].slice(0, SEARCH_TEXT_MAX).join(''),
    category:
      oneOf<ProductCategory>(search.get('category'), PRODUCT_CATEGORIES) ?? DEFAULTS.category,
    sort: oneOf(search.get('sort'), SEARCH_SORTS) ?? DEFAULTS.sort,
    view: oneOf(search.get('view'), ['grid', 'list'] as const) ?? DEFAULTS.view,
  };
}

/** The search's words, filter, sort and view, in the address as a collection's are. */
export function useSearchPageParams() {
  const [search, setSearch] = useSearchParams();
  const params = useMemo(() => parseSearchParams(search), [search]);

  const update = useCallback(
    (changes: Partial<SearchParams>) => {
      const next = { ...params, ...changes };
      const query = new URLSearchParams();
      query.set('q', next.q);
      if (next.category !== DEFAULTS.category) query.set('category', next.category);
      if (next.sort !== DEFAULTS.sort) query.set('sort', next.sort);
      if (next.view !== DEFAULTS.view) query.set('view', next.view);
      setSearch(query, { replace: true, preventScrollReset: true });
    },
    [params, setSearch],
  );

  return { params, update };
}
