import type { PaymentMethod } from '@healing/platform';
import styles from './payment.module.css';

const METHODS: { value: PaymentMethod; label: string; hint: string }[] = [
  {
    value: 'card',
    label: 'Card (secure payment link)',
    hint: "Pay by card on our payment provider's secure page",
  },
  { value: 'paypal', label: 'PayPal', hint: 'Pay with your PayPal account' },
];

interface PaymentMethodPickerProps {
  value: PaymentMethod;
  onChange: (method: PaymentMethod) => void;
}

export function PaymentMethodPicker({ value, onChange }: PaymentMethodPickerProps) {
  return (
    <fieldset className={styles.methods}>
      <legend className={styles.legend}>Choose how you would like to pay</legend>
      {METHODS.map((method) => (
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
