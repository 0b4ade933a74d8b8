import { type OrderItemDto, Price } from '@healing/platform';
import { describeCustomDesign } from '../../../components/line-text';
import { LineThumb } from '../../../components/line-thumb';
import styles from './order-details.module.css';

/** "Inner Peace Tee — M", or the custom design's own name. */
function lineName(item: OrderItemDto): string {
  return item.customProductName ?? item.displayName;
}

export function OrderLines({ items }: { items: OrderItemDto[] }) {
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
          </span>
          <span className={styles.lineTotal} data-testid="order-line-total">
            <Price amount={item.total} />
          </span>
        </li>
      ))}
    </ul>
  );
}
