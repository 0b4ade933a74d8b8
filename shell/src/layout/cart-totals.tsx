import { type CartSummaryDto, Price, toCents } from '@healing/platform';
import styles from './cart-sidebar.module.css';

/**
 * The sidebar's amounts, all from the server's summary: the same rule the cart page and the
 * order use (DECISIONS.md), so the total here is what checkout charges.
 */
export function CartTotals({ summary }: { summary: CartSummaryDto }) {
  const isShippingFree = toCents(summary.shipping) === 0;
  const toFreeShipping = toCents(summary.amountToFreeShipping);
  return (
    <div className={styles.totals}>
      <p className={styles.hint} data-testid="free-shipping-hint">
        {toFreeShipping > 0 ? (
          <>
            Add <Price amount={summary.amountToFreeShipping} /> more for free shipping
          </>
        ) : (
          'You qualify for free shipping!'
        )}
      </p>
      <dl className={styles.amounts}>
        <div>
          <dt>Subtotal</dt>
          <dd>
            <Price amount={summary.subtotal} />
          </dd>
        </div>
        <div>
          <dt>Shipping</dt>
          <dd>{isShippingFree ? 'Free' : <Price amount={summary.shipping} />}</dd>
        </div>
        <div>
          <dt>Tax (8%)</dt>
          <dd>
            <Price amount={summary.tax} />
          </dd>
        </div>
        <div className={styles.total}>
          <dt>Total</dt>
          <dd>
            <Price amount={summary.total} />
          </dd>
        </div>
      </dl>
    </div>
  );
}
