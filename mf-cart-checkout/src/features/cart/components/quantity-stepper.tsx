import { MinusIcon, PlusIcon } from '../../../components/icons';
import styles from './quantity-stepper.module.css';

/** The API keeps a line between 1 and 99 (api/src/cart/dto/cart-quantity.ts). */
export const MIN_QUANTITY = 1;
export const MAX_QUANTITY = 99;

interface QuantityStepperProps {
  name: string;
  quantity: number;
  disabled: boolean;
  onChange: (quantity: number) => void;
}

export function QuantityStepper({ name, quantity, disabled, onChange }: QuantityStepperProps) {
  return (
    <div className={styles.stepper} role="group" aria-label={`Quantity of ${name}`}>
      <button
        type="button"
        className={styles.step}
        aria-label={`Decrease quantity of ${name}`}
        disabled={disabled || quantity <= MIN_QUANTITY}
        onClick={() => onChange(quantity - 1)}
      >
        <MinusIcon />
      </button>
      <output className={styles.value} aria-live="polite" aria-label={`Quantity: ${quantity}`}>
        {quantity}
      </output>
      <button
        type="button"
        className={styles.step}
        aria-label={`Increase quantity of ${name}`}
        disabled={disabled || quantity >= MAX_QUANTITY}
        onClick={() => onChange(quantity + 1)}
      >
        <PlusIcon />
      </button>
    </div>
  );
}
