import { CheckIcon, VisuallyHidden } from '@healing/platform';
import { CHECKOUT_STEPS, type CheckoutStep } from '../hooks/use-checkout-step';
import styles from './step-indicator.module.css';

export const STEP_LABELS: Record<CheckoutStep, string> = {
  shipping: 'Shipping',
  billing: 'Billing',
  payment: 'Payment',
};

export function StepIndicator({ current }: { current: CheckoutStep }) {
  const currentIndex = CHECKOUT_STEPS.indexOf(current);
  return (
    <ol className={styles.steps} aria-label="Checkout steps">
      {CHECKOUT_STEPS.map((step, index) => {
        const state = index < currentIndex ? 'done' : index === currentIndex ? 'current' : 'next';
        return (
          <li
            key={step}
            className={`${styles.step} ${styles[state]}`}
            aria-current={state === 'current' ? 'step' : undefined}
          >
            <span className={styles.marker} aria-hidden="true">
              {state === 'done' ? <CheckIcon size={16} strokeWidth={2.25} /> : index + 1}
            </span>
            <span className={styles.label}>
              <VisuallyHidden>{`Step ${index + 1} of ${CHECKOUT_STEPS.length}: `}</VisuallyHidden>
              {STEP_LABELS[step]}
              {state === 'done' && <VisuallyHidden> (completed)</VisuallyHidden>}
            </span>
          </li>
        );
      })}
    </ol>
  );
}
