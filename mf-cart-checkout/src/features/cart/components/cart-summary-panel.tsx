import { Button, type CartSummaryDto, LockIcon, Spinner, toCents } from '@healing/platform';
import { AmountRow, discountLabel } from '../../../components/amounts';
import { PromoBox } from '../../../components/promo-box';
import { FreeShippingProgress } from './free-shipping-progress';
import { TrustBadges } from './trust-badges';
import styles from './cart-summary-panel.module.css';

interface CartSummaryPanelProps {
  summary: CartSummaryDto | undefined;
  /** The cart or its amounts are being refreshed: the numbers may be about to change. */
  isRefreshing: boolean;
  /** Why checkout is not possible right now, if it is not. */
  checkoutBlocker: string | null;
  onCheckout: () => void;
}

/**
 * The cart page's order summary: every amount is the server's (GET /api/cart/:id/summary), with
 * the promo code kept with the cart.
 */
export function CartSummaryPanel({
  summary,
  isRefreshing,
  checkoutBlocker,
  onCheckout,
}: CartSummaryPanelProps) {
  const appliedCode = summary?.promoApplied ? summary.promoCode : null;
  return (
    <section className={styles.panel} aria-labelledby="cart-summary-title">
      <h2 id="cart-summary-title" className={styles.title}>
        Order Summary
      </h2>
      {!summary ? (
        <div className={styles.loading}>
          <Spinner label="Loading your totals" waitsFor="your totals" />
        </div>
      ) : (
        <div className={styles.amounts} aria-busy={isRefreshing || undefined}>
          <dl className={styles.group}>
            <AmountRow
              kind="subtotal"
              label={`Subtotal (${summary.itemCount} ${summary.itemCount === 1 ? 'item' : 'items'})`}
              amount={summary.subtotal}
            />
            {toCents(summary.discount) > 0 && (
              <AmountRow
                kind="discount"
                label={discountLabel(appliedCode)}
                amount={summary.discount}
              />
            )}
          </dl>
          <PromoBox summary={summary} />
          <dl className={styles.group}>
            <AmountRow kind="shipping" label="Shipping" amount={summary.shipping} />
          </dl>
          <FreeShippingProgress summary={summary} />
          <dl className={styles.group}>
            <AmountRow kind="tax" label="Tax (8%)" amount={summary.tax} />
            <AmountRow kind="total" label="Total" amount={summary.total} />
          </dl>
        </div>
      )}
      {checkoutBlocker && (
        <p className={styles.blocker} role="status">
          {checkoutBlocker}
        </p>
      )}
      <Button
        size="large"
        fullWidth
        onClick={onCheckout}
        disabled={!summary || isRefreshing || checkoutBlocker !== null}
      >
        <LockIcon size={20} strokeWidth={1.75} />
        Secure Checkout
      </Button>
      <TrustBadges />
    </section>
  );
}
