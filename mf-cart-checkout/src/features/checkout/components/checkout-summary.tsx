import { Button, type CartItemDto, type CartSummaryDto, Price, Spinner } from '@healing/platform';
import { Amounts } from '../../../components/amounts';
import { PromoBox } from '../../../components/promo-box';
import { cartLineImage, cartLineName } from '../../../components/line-text';
import { LineThumb } from '../../../components/line-thumb';
import styles from './checkout-summary.module.css';

interface CheckoutSummaryProps {
  items: CartItemDto[];
  summary: CartSummaryDto | undefined;
  isRefreshing: boolean;
  /** The amounts could not be fetched: offer to try again. */
  onRetry: (() => void) | null;
  /** Before the page has taken over (and with JavaScript off): the summary without controls. */
  readOnly?: boolean;
}

/**
 * The checkout's sidebar: what is being bought, the cart's promo code (removable, or a field to
 * enter one) and the server's amounts for it.
 */
export function CheckoutSummary({
  items,
  summary,
  isRefreshing,
  onRetry,
  readOnly = false,
}: CheckoutSummaryProps) {
  const appliedCode = summary?.promoApplied ? summary.promoCode : null;
  return (
    <section className={styles.summary} aria-labelledby="checkout-summary-title">
      <h2 id="checkout-summary-title" className={styles.title}>
        Order Summary
      </h2>
      <ul className={styles.lines} aria-label="Items in your order">
        {items.map((item) => (
          <li key={item.id} className={styles.line}>
            <span className={styles.thumb}>
              <LineThumb src={cartLineImage(item)} size="small" />
              <span className={styles.quantity} aria-hidden="true">
                {item.quantity}
              </span>
            </span>
            <span className={styles.lineText}>
              <span className={styles.name}>{cartLineName(item)}</span>
              <span className={styles.meta}>
                Qty {item.quantity} × <Price amount={item.unitPrice} />
              </span>
            </span>
            <span className={styles.lineTotal}>
              <Price amount={item.lineTotal} />
            </span>
          </li>
        ))}
      </ul>
      {summary && <PromoBox summary={summary} readOnly={readOnly} />}
      {summary ? (
        <div className={styles.amounts} aria-busy={isRefreshing || undefined}>
          <Amounts totals={summary} promoCode={appliedCode} itemCount={summary.itemCount} />
        </div>
      ) : onRetry ? (
        <div className={styles.failed} role="alert">
          <p>Failed to fetch cart: we couldn&apos;t load your totals.</p>
          <Button variant="outline" size="small" onClick={onRetry}>
            Try again
          </Button>
        </div>
      ) : (
        // Nothing to wait for before the page has taken over: no spinner that may never stop.
        !readOnly && <Spinner label="Loading your totals" />
      )}
    </section>
  );
}
