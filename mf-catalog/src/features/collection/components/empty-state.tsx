import { Button, LeafIcon } from '@healing/platform';
import styles from './empty-state.module.css';

interface EmptyStateProps {
  collectionName: string;
  /** A category (or kind) filter is on: the hint points at the filter, with a way out. */
  isFiltered: boolean;
  onShowAll: () => void;
}

/** SPEC.md's two empty states, word for word. */
export function EmptyState({ collectionName, isFiltered, onShowAll }: EmptyStateProps) {
  return (
    <div className={styles.empty}>
      <span className={styles.icon} aria-hidden="true">
        <LeafIcon size={28} />
      </span>
      <h3 className={styles.title}>No products found</h3>
      <p className={styles.hint}>
        {isFiltered
          ? 'Try selecting a different category to discover more healing products.'
          : `Check back soon for new arrivals in our ${collectionName} collection.`}
      </p>
      {isFiltered && (
        <Button variant="outline" onClick={onShowAll}>
          Show all products
        </Button>
      )}
    </div>
  );
}
