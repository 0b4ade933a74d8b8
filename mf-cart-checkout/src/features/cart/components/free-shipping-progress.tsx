import { type CartSummaryDto, formatMoney, Price, toCents, TruckIcon } from '@healing/platform';
import styles from './free-shipping-progress.module.css';

/** How far the subtotal is toward free shipping, from the server's own threshold and gap. */
export function FreeShippingProgress({ summary }: { summary: CartSummaryDto }) {
  const thresholdCents = toCents(summary.freeShippingThreshold);
  const remainingCents = toCents(summary.amountToFreeShipping);
  const qualifies = remainingCents === 0;
  const percent = qualifies
    ? 100
    : Math.min(99, Math.floor((toCents(summary.subtotal) * 100) / Math.max(1, thresholdCents)));
  return (
    <div className={styles.progress}>
      <p className={styles.hint} data-testid="free-shipping-hint">
        <TruckIcon size={20} strokeWidth={1.75} />
        {qualifies ? (
          'You qualify for free shipping!'
        ) : (
          <span>
            Add <Price amount={summary.amountToFreeShipping} /> more for free shipping
          </span>
        )}
      </p>
      <div
        className={styles.track}
        role="progressbar"
        aria-label="Progress toward free shipping"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={
          qualifies
            ? 'Free shipping reached'
            : `${formatMoney(summary.subtotal)} of ${formatMoney(summary.freeShippingThreshold)}`
        }
      >
        <span
          className={`${styles.fill} ${qualifies ? styles.done : ''}`}
          style={{ width: `${percent}%` }}
        />
      </div>
    </div>
  );
}
