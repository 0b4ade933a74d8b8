import { dismissToast, toast } from '@healing/platform';
import { useCallback, useEffect, useRef } from 'react';
import type { CheckoutStep } from './use-checkout-step';

/** SPEC.md section 8: advancing with fields missing, and the same at the final submit. */
export const REQUIRED_MISSING = 'Required fields missing';
export const FILL_IN_ALL = 'Please fill in all required fields.';
export const COMPLETE_ALL = 'Please complete all required information.';

/**
 * The "Required fields missing" toast is about one step: it goes as soon as the shopper is on
 * another (they passed it, or went back), and when they leave the checkout.
 */
export function useMissingFieldsToast(currentStep: CheckoutStep) {
  const raised = useRef<{ id: number; step: CheckoutStep } | null>(null);

  const dismiss = useCallback(() => {
    if (raised.current) dismissToast(raised.current.id);
    raised.current = null;
  }, []);

  useEffect(() => {
    if (raised.current && raised.current.step !== currentStep) dismiss();
  }, [currentStep, dismiss]);
  useEffect(() => dismiss, [dismiss]);

  const raise = useCallback((step: CheckoutStep, description: string) => {
    const id = toast({ title: REQUIRED_MISSING, description, variant: 'destructive' });
    raised.current = { id, step };
  }, []);

  return { raise, dismiss };
}
