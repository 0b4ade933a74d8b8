import {
  PRODUCT_CATEGORIES,
  PRODUCT_SORTS,
  type ProductCategory,
  type ProductSort,
} from '@healing/platform';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';

export type CategoryFilter = ProductCategory | 'all';
export type ProductView = 'grid' | 'list';

export interface CollectionParams {
  category: CategoryFilter;
  sort: ProductSort;
  view: ProductView;
  /** One product kind inside the category (the home page's tiles link here with it). */
  kind: string | null;
}

const DEFAULTS: CollectionParams = { category: 'all', sort: 'name', view: 'grid', kind: null };

function oneOf<T extends string>(value: string | null, allowed: readonly T[]): T | undefined {
  return allowed.find((candidate) => candidate === value);
}

/** Reads the page's state from the address; anything unknown falls back to its default. */
export function parseCollectionParams(search: URLSearchParams): CollectionParams {
  const kind = search.get('kind');
  return {
    category: oneOf(search.get('category'), PRODUCT_CATEGORIES) ?? DEFAULTS.category,
    sort: oneOf(search.get('sort'), PRODUCT_SORTS) ?? DEFAULTS.sort,
    view: oneOf(search.get('view'), ['grid', 'list'] as const) ?? DEFAULTS.view,
    kind: kind && /^[a-z-]{1,40}$/.test(kind) ? kind : null,
  };
}

/**
 * Filter, sort and view live in the query string, so a filtered page can be shared, bookmarked
 * and survives a reload. Defaults are left out of the address. Changes replace the history
 * entry: Back leaves the page instead of undoing every click.
 */
export function useCollectionParams(
  /** Other parameters of the page's own that a change keeps (a category page's collection). */
  keep: readonly string[] = [],
) {
  const [search, setSearch] = useSearchParams();
  const params = useMemo(() => parseCollectionParams(search), [search]);

  const update = useCallback(
    (changes: Partial<CollectionParams>) => {
      const next = { ...params, ...changes };
      // A new category chip replaces the narrower kind the visitor arrived with.
      if (changes.category !== undefined && changes.kind === undefined) next.kind = null;
      const query = new URLSearchParams();
      if (next.category !== DEFAULTS.category) query.set('category', next.category);
      if (next.kind) query.set('kind', next.kind);
      if (next.sort !== DEFAULTS.sort) query.set('sort', next.sort);
      if (next.view !== DEFAULTS.view) query.set('view', next.view);
      for (const name of keep) {
        const value = search.get(name);
        if (value !== null) query.set(name, value);
      }
      setSearch(query, { replace: true, preventScrollReset: true });
    },
    [params, setSearch, search, keep],
  );

  return { params, update };
}
