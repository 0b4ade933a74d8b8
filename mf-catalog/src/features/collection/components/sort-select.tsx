import { PRODUCT_SORTS, type ProductSort, SelectField } from '@healing/platform';
import styles from './sort-select.module.css';

export const SORT_LABELS: Record<ProductSort, string> = {
  name: 'Name (A to Z)',
  'price-low': 'Price: Low to High',
  'price-high': 'Price: High to Low',
  newest: 'Newest',
};

const OPTIONS = PRODUCT_SORTS.map((sort) => ({ value: sort, label: SORT_LABELS[sort] }));

interface SortSelectProps {
  value: ProductSort;
  onChange: (sort: ProductSort) => void;
}

/** DECISIONS.md: a visible sort control (name, price both ways, newest). */
export function SortSelect({ value, onChange }: SortSelectProps) {
  return (
    <SelectField
      className={styles.sort}
      label="Sort by"
      id="catalog-sort"
      options={OPTIONS}
      value={value}
      onChange={(event) => {
        const chosen = PRODUCT_SORTS.find((sort) => sort === event.target.value);
        if (chosen) onChange(chosen);
      }}
    />
  );
}
