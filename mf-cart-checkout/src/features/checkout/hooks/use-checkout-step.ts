import { useCallback } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';

export const CHECKOUT_STEPS = ['shipping', 'billing', 'payment'] as const;
export type CheckoutStep = (typeof CHECKOUT_STEPS)[number];

/**
 * The step is in the address (`/checkout?step=billing`), so a reload stays on it and the
 * browser's Back and Forward move between steps. The first step is plain `/checkout`.
 */
export const STEP_PARAM = 'step';

/** What a step entry remembers: the step it was reached from, so Back can return to it. */
interface StepEntryState {
  checkoutStepFrom?: CheckoutStep;
}

export function parseStep(value: string | null): CheckoutStep {
  return CHECKOUT_STEPS.find((step) => step === value) ?? 'shipping';
}

export function stepIndex(step: CheckoutStep): number {
  return CHECKOUT_STEPS.indexOf(step);
}

export function useCheckoutStep() {
  const [params, setParams] = useSearchParams();
  const entryState = useLocation().state as unknown;
  const navigate = useNavigate();
  const step = parseStep(params.get(STEP_PARAM));

  const show = useCallback(
    (next: CheckoutStep, { replace = false }: { replace?: boolean } = {}) => {
      const state: StepEntryState = { checkoutStepFrom: step };
      setParams(
        (current) => {
          const search = new URLSearchParams(current);
          if (next === 'shipping') search.delete(STEP_PARAM);
          else search.set(STEP_PARAM, next);
          return search;
        },
        { replace, state: replace ? entryState : state },
      );
    },
    [entryState, setParams, step],
  );

  /** A new history entry per step: Back in the browser returns to the step before. */
  const goTo = useCallback((next: CheckoutStep) => show(next), [show]);

  /** Shows another step in place of this entry (a step that may not be shown yet). */
  const fallBackTo = useCallback((next: CheckoutStep) => show(next, { replace: true }), [show]);

  /**
   * The wizard's own Back: the browser's Back when this entry was reached from the step before
   * (so the history does not grow with every back and forth), else that step in this entry's place.
   */
  const goBack = useCallback(() => {
    const previous = CHECKOUT_STEPS[stepIndex(step) - 1];
    if (!previous) return;
    const from = (entryState as StepEntryState | null)?.checkoutStepFrom;
    if (from === previous) void navigate(-1);
    else fallBackTo(previous);
  }, [entryState, fallBackTo, navigate, step]);

  return { step, goTo, goBack, fallBackTo };
}
