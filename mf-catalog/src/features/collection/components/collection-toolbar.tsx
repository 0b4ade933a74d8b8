import { CATEGORY_NAMES, CloseIcon, type ProductSort, type SearchSort } from '@healing/platform';
import type { ReactNode } from 'react';
import type { CategoryFilter as Category, ProductView } from '../hooks/use-collection-params';
import { CategoryFilter } from './category-filter';
import { SortSelect } from './sort-select';
import { ViewToggle } from './view-toggle';
import styles from './collection-toolbar.module.css';

/** What the toolbar shows and changes (a collection's, a category's or a search's). */
export interface ToolbarParams<S extends SearchSort> {
  category: Category;
  sort: S;
  view: ProductView;
}

interface CollectionToolbarProps<S extends SearchSort> {
  params: ToolbarParams<S>;
  /** The kind's plural name when the visitor narrowed to one ('T-Shirts'). */
  kindLabel?: string;
  /** "18 products", or undefined while unknown. */
  count: number | undefined;
  onChange: (changes: { category?: Category; sort?: S; view?: ProductView; kind?: null }) => void;
  /** The sort orders offered (a collection's by default). */
  sorts?: readonly S[];
  /** In place of the category chips (a category page filters by collection). */
  filter?: ReactNode;
}

function countText(count: number | undefined): string {
  if (count === undefined) return 'Loading products…';
  return count === 1 ? 'Showing 1 product' : `Showing ${count} products`;
}

/** Filter chips, the result count (announced politely), sort and view. */
export function CollectionToolbar<S extends SearchSort = ProductSort>({
  params,
  kindLabel,
  count,
  onChange,
  sorts,
  filter,
}: CollectionToolbarProps<S>) {
  return (
    <div className={styles.toolbar}>
      {filter ?? (
        <CategoryFilter value={params.category} onChange={(category) => onChange({ category })} />
      )}
      <div className={styles.row}>
        <div className={styles.summary}>
          {/* Still loading in a page sent without JavaScript: nothing will come (the grid says so). */}
          <p
            className={styles.count}
            role="status"
            data-js-only={count === undefined ? '' : undefined}
          >
            {countText(count)}
          </p>
          {kindLabel && (
            <span className={styles.kind}>
              Only {kindLabel}
              <button
                type="button"
                className={styles.clearKind}
                onClick={() => onChange({ kind: null })}
                aria-label={
                  params.category === 'all'
                    ? 'Show all products'
                    : `Show all ${CATEGORY_NAMES[params.category]}`
                }
              >
                <CloseIcon size={16} />
              </button>
            </span>
          )}
        </div>
        <div className={styles.controls}>
          <SortSelect
            value={params.sort}
            sorts={sorts}
            onChange={(sort: S) => onChange({ sort })}
          />
          <ViewToggle value={params.view} onChange={(view: ProductView) => onChange({ view })} />
        </div>
      </div>
    </div>
  );
}
