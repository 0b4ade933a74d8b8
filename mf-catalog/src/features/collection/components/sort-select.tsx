import { PRODUCT_SORTS, type ProductSort, type SearchSort, SelectField } from '@healing/platform';
import styles from './sort-select.module.css';

export const SORT_LABELS: Record<SearchSort, string> = {
  relevance: 'Best match',
  name: 'Name (A to Z)',
  'price-low': 'Price: Low to High',
  'price-high': 'Price: High to Low',
  newest: 'Newest',
};

interface SortSelectProps<S extends SearchSort> {
  value: S;
  onChange: (sort: S) => void;
  /** The orders offered, in this order: a collection's by default (search adds Best match). */
  sorts?: readonly S[];
}

/** DECISIONS.md: a visible sort control (name, price both ways, newest). */
export function SortSelect<S extends SearchSort = ProductSort>({
  value,
  onChange,
  sorts = PRODUCT_SORTS as readonly SearchSort[] as readonly S[],
}: SortSelectProps<S>) {
  return (
    <SelectField
      className={styles.sort}
      label="Sort by"
      id="catalog-sort"
      options={sorts.map((sort) => ({ value: sort, label: SORT_LABELS[sort] }))}
      value={value}
      onChange={(event) => {
        const chosen = sorts.find((sort) => sort === event.target.value);
        if (chosen) onChange(chosen);
      }}
    />
  );
}
