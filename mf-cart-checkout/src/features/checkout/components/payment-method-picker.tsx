import type { PaymentMethod } from '@healing/platform';
import { useCardOnline } from '../api/payment-options';
import styles from './payment.module.css';

interface Method {
  value: PaymentMethod;
  label: string;
  hint: string;
}

/** A card, paid later by the secure link the owner e-mails (no payment provider configured). */
const CARD_BY_LINK: Method = {
  value: 'card',
  label: 'Card (secure payment link)',
  hint: "Pay by card on our payment provider's secure page",
};

/** A card, paid at once on the provider's page (a provider is configured). */
const CARD_ONLINE: Method = {
  value: 'card',
  label: 'Card (pay now on a secure page)',
  hint: "Right after you place the order, you pay on our payment provider's secure page. We never see your card.",
};

const PAYPAL: Method = { value: 'paypal', label: 'PayPal', hint: 'Pay with your PayPal account' };

interface PaymentMethodPickerProps {
  value: PaymentMethod;
  onChange: (method: PaymentMethod) => void;
}

export function PaymentMethodPicker({ value, onChange }: PaymentMethodPickerProps) {
  const methods = [useCardOnline() ? CARD_ONLINE : CARD_BY_LINK, PAYPAL];
  return (
    <fieldset className={styles.methods}>
      <legend className={styles.legend}>Choose how you would like to pay</legend>
      {methods.map((method) => (
        <label
          key={method.value}
          className={`${styles.method} ${value === method.value ? styles.chosen : ''}`}
        >
          <input
            type="radio"
            name="paymentMethod"
            value={method.value}
            checked={value === method.value}
            onChange={() => onChange(method.value)}
            aria-describedby={`payment-hint-${method.value}`}
            className={styles.radio}
          />
          <span className={styles.methodText}>
            <span className={styles.methodLabel}>{method.label}</span>
            <span
              id={`payment-hint-${method.value}`}
              className={styles.methodHint}
              aria-hidden="true"
            >
              {method.hint}
            </span>
          </span>
        </label>
      ))}
    </fieldset>
  );
}
