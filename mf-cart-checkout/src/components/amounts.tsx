import { Price, toCents } from '@healing/platform';
import styles from './amounts.module.css';

/** The server's amounts of a cart or an order ("12.34" each). */
export interface MoneyTotals {
  subtotal: string;
  discount: string;
  shipping: string;
  tax: string;
  total: string;
}

export type AmountKind = 'subtotal' | 'discount' | 'shipping' | 'tax' | 'total';

interface AmountRowProps {
  kind: AmountKind;
  label: string;
  amount: string;
}

/** One line of a summary, inside a `<dl>`; `data-testid="amount-{kind}"` marks the value. */
export function AmountRow({ kind, label, amount }: AmountRowProps) {
  const isFreeShipping = kind === 'shipping' && toCents(amount) === 0;
  return (
    <div className={[styles.row, styles[kind]].filter(Boolean).join(' ')}>
      <dt>{label}</dt>
      <dd data-testid={`amount-${kind}`}>
        {kind === 'discount' && <span aria-hidden="true">−</span>}
        {isFreeShipping ? (
          <span data-amount={amount} className={styles.free}>
            Free
          </span>
        ) : (
          <Price amount={amount} />
        )}
      </dd>
    </div>
  );
}

export function discountLabel(promoCode: string | null): string {
  return promoCode ? `Discount (${promoCode})` : 'Discount';
}

interface AmountsProps {
  totals: MoneyTotals;
  promoCode: string | null;
  /** "Subtotal (3 items)" when given. */
  itemCount?: number;
}

/** Subtotal, discount (when there is one), shipping, tax and total, as the server computed them. */
export function Amounts({ totals, promoCode, itemCount }: AmountsProps) {
  const subtotalLabel =
    itemCount === undefined
      ? 'Subtotal'
      : `Subtotal (${itemCount} ${itemCount === 1 ? 'item' : 'items'})`;
  return (
    <dl className={styles.list}>
      <AmountRow kind="subtotal" label={subtotalLabel} amount={totals.subtotal} />
      {toCents(totals.discount) > 0 && (
        <AmountRow kind="discount" label={discountLabel(promoCode)} amount={totals.discount} />
      )}
      <AmountRow kind="shipping" label="Shipping" amount={totals.shipping} />
      <AmountRow kind="tax" label="Tax (8%)" amount={totals.tax} />
      <AmountRow kind="total" label="Total" amount={totals.total} />
    </dl>
  );
}
