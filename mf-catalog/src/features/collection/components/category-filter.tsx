import { CATEGORY_NAMES, PRODUCT_CATEGORIES } from '@healing/platform';
import { useEffect, useRef } from 'react';
import type { CategoryFilter as Category } from '../hooks/use-collection-params';
import styles from './category-filter.module.css';

const CHOICES: readonly Category[] = ['all', ...PRODUCT_CATEGORIES];

function labelOf(category: Category): string {
  return category === 'all' ? 'All' : CATEGORY_NAMES[category];
}

interface CategoryFilterProps {
  value: Category;
  onChange: (category: Category) => void;
}

/** SPEC.md's category bar: all, apparel, accessories, wellness, art, treats. */
export function CategoryFilter({ value, onChange }: CategoryFilterProps) {
  const barRef = useRef<HTMLDivElement>(null);

  // On narrow screens the bar scrolls sideways: keep the chosen chip in sight (sideways only,
  // never moving the page).
  useEffect(() => {
    const bar = barRef.current;
    const chip = bar?.querySelector<HTMLElement>('[aria-pressed="true"]');
    if (!bar || !chip || bar.scrollWidth <= bar.clientWidth) return;
    bar.scrollLeft = chip.offsetLeft - (bar.clientWidth - chip.offsetWidth) / 2;
  }, [value]);

  return (
    <div ref={barRef} className={styles.chips} role="group" aria-label="Filter by category">
      {CHOICES.map((category) => (
        <button
          key={category}
          type="button"
          className={styles.chip}
          aria-pressed={value === category}
          onClick={() => onChange(category)}
        >
          {labelOf(category)}
        </button>
      ))}
    </div>
  );
}
