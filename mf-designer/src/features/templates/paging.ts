/** SPEC.md section 9: design templates are paged 8 per page. */
export const TEMPLATES_PER_PAGE = 8;

export interface Page<T> {
  items: T[];
  /** Zero-based, clamped to the pages that exist. */
  index: number;
  count: number;
  /** Zero-based position of the page's first item in the whole list. */
  start: number;
}

/** The `index`th page of `items`; an out-of-range index shows the nearest page. */
export function pageOf<T>(
  items: readonly T[],
  index: number,
  perPage: number = TEMPLATES_PER_PAGE,
): Page<T> {
  const count = Math.max(1, Math.ceil(items.length / perPage));
  const clamped = Math.min(Math.max(0, Math.trunc(index) || 0), count - 1);
  return {
    items: items.slice(clamped * perPage, (clamped + 1) * perPage),
    index: clamped,
    count,
    start: clamped * perPage,
  };
}

/** The page on which `predicate` first holds, or 0. */
export function pageContaining<T>(
  items: readonly T[],
  predicate: (item: T) => boolean,
  perPage: number = TEMPLATES_PER_PAGE,
): number {
  const position = items.findIndex(predicate);
  return position < 0 ? 0 : Math.floor(position / perPage);
}
