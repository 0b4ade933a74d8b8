import { MAX_LINE_QUANTITY, MinusIcon, PlusIcon } from '@healing/platform';
import { useId } from 'react';
import styles from './quantity-stepper.module.css';

/** The API keeps a line between 1 and MAX_LINE_QUANTITY and refuses anything else. */
export const MIN_QUANTITY = 1;

export function quantityLimitText(): string {
  return `Up to ${MAX_LINE_QUANTITY} per item`;
}

interface QuantityStepperProps {
  name: string;
  quantity: number;
  disabled: boolean;
  onChange: (quantity: number) => void;
}

export function QuantityStepper({ name, quantity, disabled, onChange }: QuantityStepperProps) {
  const limitId = useId();
  const atLimit = quantity >= MAX_LINE_QUANTITY;
  return (
    <div className={styles.wrap}>
      <div className={styles.stepper} role="group" aria-label={`Quantity of ${name}`}>
        <button
          type="button"
          className={styles.step}
          aria-label={`Decrease quantity of ${name}`}
          disabled={disabled || quantity <= MIN_QUANTITY}
          onClick={() => onChange(quantity - 1)}
        >
          <MinusIcon size={16} strokeWidth={1.75} />
        </button>
        <output className={styles.value} aria-live="polite" aria-label={`Quantity: ${quantity}`}>
          {quantity}
        </output>
        <button
          type="button"
          className={styles.step}
          aria-label={`Increase quantity of ${name}`}
          aria-describedby={atLimit ? limitId : undefined}
          disabled={disabled || atLimit}
          onClick={() => onChange(Math.min(quantity + 1, MAX_LINE_QUANTITY))}
        >
          <PlusIcon size={16} strokeWidth={1.75} />
        </button>
      </div>
      {/* Why + stopped working: the most one line can hold. */}
      {atLimit && (
        <span id={limitId} className={styles.limit}>
          {quantityLimitText()}
        </span>
      )}
    </div>
  );
}
