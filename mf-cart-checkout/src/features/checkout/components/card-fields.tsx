import { TextField } from '@healing/platform';
import { LockIcon } from '../../../components/icons';
import { type CardField, type CardValues, formatExpiryInput } from '../utils/card-rules';
import type { FieldErrors } from '../utils/address-rules';
import styles from './payment.module.css';

export function cardFieldId(field: CardField): string {
  return `checkout-card-${field}`;
}

interface CardFieldsProps {
  values: CardValues;
  errors: FieldErrors<CardField>;
  onChange: (field: CardField, value: string) => void;
}

/**
 * The card's details, checked here for typos only. They are kept in this page's memory, never
 * stored and never sent: the shop takes payment through the secure link it e-mails.
 */
export function CardFields({ values, errors, onChange }: CardFieldsProps) {
  const field = (name: CardField) => ({
    id: cardFieldId(name),
    value: values[name],
    error: errors[name],
    onChange: (event: { target: { value: string } }) => onChange(name, event.target.value),
  });
  return (
    <div className={styles.card}>
      <p className={styles.cardNote}>
        <LockIcon />
        <span>
          Your card details are only checked here for typos. They never leave your browser: after
          you place your order we e-mail you a secure payment link.
        </span>
      </p>
      <div className={styles.cardGrid}>
        <TextField
          {...field('cardholderName')}
          className={styles.wide}
          label="Cardholder name"
          autoComplete="cc-name"
          maxLength={100}
          required
        />
        <TextField
          {...field('cardNumber')}
          className={styles.wide}
          label="Card number"
          autoComplete="cc-number"
          inputMode="numeric"
          maxLength={23}
          required
        />
        <TextField
          {...field('expiry')}
          onChange={(event) => onChange('expiry', formatExpiryInput(event.target.value))}
          label="Expiry (MM/YY)"
          placeholder="MM/YY"
          autoComplete="cc-exp"
          inputMode="numeric"
          maxLength={5}
          required
        />
        <TextField
          {...field('cvv')}
          label="CVV"
          hint="3 or 4 digits"
          autoComplete="cc-csc"
          inputMode="numeric"
          maxLength={4}
          required
        />
      </div>
    </div>
  );
}
