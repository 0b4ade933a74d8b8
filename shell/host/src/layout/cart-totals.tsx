import { type CartSummaryDto, Price, toCents, useCart } from '@healing/platform';
import styles from './cart-sidebar.module.css';

/** The promo kept with the cart (DECISIONS.md), with its amount off and a way to take it off. */
function DiscountRow({ code, discount }: { code: string; discount: string }) {
  const { removePromo, isChangingPromo } = useCart();
  return (
    <div className={styles.discount}>
      <dt>
        Discount ({code}){' '}
        <button
          type="button"
          className={styles.removePromo}
          onClick={() => void removePromo()}
          disabled={isChangingPromo}
          aria-label={`Remove promo code ${code}`}
        >
          Remove
        </button>
      </dt>
      <dd>
        <span aria-hidden="true">−</span>
        <Price amount={discount} />
      </dd>
    </div>
  );
}

/**
 * The sidebar's amounts, all from the server's summary: the same rule the cart page and the
 * order use (DECISIONS.md), so the total here is what checkout charges.
 */
export function CartTotals({ summary }: { summary: CartSummaryDto }) {
  const promoCode =
    summary.promoApplied && toCents(summary.discount) > 0 ? summary.promoCode : null;
  const isShippingFree = toCents(summary.shipping) === 0;
  const toFreeShipping = toCents(summary.amountToFreeShipping);
  return (
    <div className={styles.totals}>
      <div className={styles.hint}>
        <p data-testid="free-shipping-hint">
          {toFreeShipping > 0 ? (
            <>
              Add <Price amount={summary.amountToFreeShipping} /> more for free shipping
            </>
          ) : (
            'You qualify for free shipping!'
          )}
        </p>
        {/* The rule as it is: a subtotal of exactly the threshold still pays shipping. */}
        {toFreeShipping > 0 && (
          <p className={styles.rule}>
            Orders over <Price amount={summary.freeShippingThreshold} /> ship free.
          </p>
        )}
      </div>
      <dl className={styles.amounts}>
        <div>
          <dt>Subtotal</dt>
          <dd>
            <Price amount={summary.subtotal} />
          </dd>
        </div>
        {promoCode && <DiscountRow code={promoCode} discount={summary.discount} />}
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
