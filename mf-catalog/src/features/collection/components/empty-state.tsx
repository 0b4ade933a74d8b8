import { Button, LeafIcon } from '@healing/platform';
import { EmptyMessage } from '../../../components/empty-message';

interface EmptyStateProps {
  collectionName: string;
  /** A category (or kind) filter is on: the hint points at the filter, with a way out. */
  isFiltered: boolean;
  onShowAll: () => void;
}

/** SPEC.md's two empty states, word for word. */
export function EmptyState({ collectionName, isFiltered, onShowAll }: EmptyStateProps) {
  return (
    <EmptyMessage
      icon={<LeafIcon size={28} />}
      title="No products found"
      headingLevel={3}
      hint={
        isFiltered
          ? 'Try selecting a different category to discover more healing products.'
          : `Check back soon for new arrivals in our ${collectionName} collection.`
      }
    >
      {isFiltered && (
        <Button variant="outline" onClick={onShowAll}>
          Show all products
        </Button>
      )}
    </EmptyMessage>
  );
}
