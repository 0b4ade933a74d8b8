import { Badge } from '@healing/platform';

/** The product's stock state, as a badge that reads the same to everyone. */
export function StockBadge({ inStock, className }: { inStock: boolean; className?: string }) {
  return inStock ? (
    <Badge tone="sage" className={className}>
      In Stock
    </Badge>
  ) : (
    <Badge tone="danger" className={className}>
      Out of Stock
    </Badge>
  );
}
