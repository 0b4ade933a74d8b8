import { type OrderItemDto, Price, StarIcon } from '@healing/platform';
import { Link } from 'react-router-dom';
import { describeCustomDesign } from '../../../components/line-text';
import { LineThumb } from '../../../components/line-thumb';
import styles from './order-details.module.css';

/** "Inner Peace Tee — M", or the custom design's own name. */
function lineName(item: OrderItemDto): string {
  return item.customProductName ?? item.displayName;
}

interface OrderLinesProps {
  items: OrderItemDto[];
  /** Set once the order is delivered: each catalogue piece on it can be reviewed. */
  reviewOrderId?: number;
  /** The order link's token the page was opened with: the review form then works here too. */
  orderLink?: string;
}

/** The review form of a piece (the catalog's page): only the shop's own products are reviewed. */
function reviewPath(
  item: OrderItemDto,
  orderId: number | undefined,
  orderLink: string | undefined,
): string | null {
  if (orderId === undefined || item.isCustomDesign || item.productId === null) return null;
  const link = orderLink ? `&link=${encodeURIComponent(orderLink)}` : '';
  return `/product/${item.productId}/review?order=${orderId}${link}`;
}

export function OrderLines({ items, reviewOrderId, orderLink }: OrderLinesProps) {
  return (
    <ul className={styles.lines} aria-label="Items in your order">
      {items.map((item) => (
        <li key={item.id} className={styles.line}>
          <LineThumb src={item.image} size="small" />
          <span className={styles.lineText}>
            <span className={styles.lineName}>{lineName(item)}</span>
            {item.isCustomDesign && (
              <span className={styles.lineMeta}>{describeCustomDesign(item.customDesignData)}</span>
            )}
            <span className={styles.lineMeta}>
              Qty {item.quantity} × <Price amount={item.price} />
            </span>
            {reviewPath(item, reviewOrderId, orderLink) && (
              <Link
                to={reviewPath(item, reviewOrderId, orderLink) ?? ''}
                className={styles.reviewLink}
                aria-label={`Review ${lineName(item)}`}
              >
                <StarIcon size={14} aria-hidden="true" />
                Review
              </Link>
            )}
          </span>
          <span className={styles.lineTotal} data-testid="order-line-total">
            <Price amount={item.total} />
          </span>
        </li>
      ))}
    </ul>
  );
}
