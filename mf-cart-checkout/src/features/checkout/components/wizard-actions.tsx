import { ArrowLeftIcon, Button, LockIcon } from '@healing/platform';
import type { CheckoutStep } from '../hooks/use-checkout-step';
import styles from './checkout-wizard.module.css';

const NEXT_LABELS: Record<CheckoutStep, string> = {
  shipping: 'Continue to Billing',
  billing: 'Continue to Payment',
  payment: 'Place Order',
};

interface WizardActionsProps {
  step: CheckoutStep;
  onBack: (() => void) | null;
  isPlacing: boolean;
  canPlaceOrder: boolean;
}

/** Back, and the step's submit: continue, or place the order ('Processing Order...' meanwhile). */
export function WizardActions({ step, onBack, isPlacing, canPlaceOrder }: WizardActionsProps) {
  const isLast = step === 'payment';
  return (
    <div className={styles.actions}>
      {onBack && (
        <Button variant="ghost" onClick={onBack} disabled={isPlacing}>
          <ArrowLeftIcon size={18} strokeWidth={1.75} />
          Back
        </Button>
      )}
      <Button
        type="submit"
        size="large"
        className={styles.primary}
        isLoading={isLast && isPlacing}
        disabled={isLast && !canPlaceOrder}
      >
        {isLast && !isPlacing && <LockIcon size={20} strokeWidth={1.75} />}
        {isLast && isPlacing ? 'Processing Order...' : NEXT_LABELS[step]}
      </Button>
    </div>
  );
}
