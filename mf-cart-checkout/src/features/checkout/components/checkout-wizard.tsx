import { type CheckoutResponse, toast, useCart } from '@healing/platform';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useCheckoutForm } from '../hooks/use-checkout-form';
import { CHECKOUT_STEPS, stepIndex, useCheckoutStep } from '../hooks/use-checkout-step';
import {
  COMPLETE_ALL,
  FILL_IN_ALL,
  useMissingFieldsToast,
} from '../hooks/use-missing-fields-toast';
import { usePlaceOrder } from '../hooks/use-place-order';
import { ADDRESS_FIELDS, type AddressField } from '../utils/address-values';
import { clearCheckoutDraft } from '../utils/checkout-draft';
import { orderFailedToast, readOrderFailure } from '../utils/order-failure';
import { orderRequest } from '../utils/order-request';
import { addressFieldId } from './address-fields';
import { BillingStep, PaymentStep, ShippingStep } from './checkout-steps';
import { StepIndicator } from './step-indicator';
import { WizardActions } from './wizard-actions';
import styles from './checkout-wizard.module.css';

interface CheckoutWizardProps {
  /** The promo code the server applies to this cart (sent with the order), or null. */
  promoCode: string | null;
  /** The server's total for the cart, shown before placing the order. */
  total: string | undefined;
  /** False while the amounts are loading or changing. */
  canPlaceOrder: boolean;
  onPlaced: (response: CheckoutResponse) => void;
}

/**
 * The three-step checkout: shipping, billing, payment; nothing is sent before Place Order. The
 * step is in the address and the typed addresses in this tab's draft, so neither a reload nor
 * the browser's Back loses the shopper's place.
 */
export function CheckoutWizard({ promoCode, total, canPlaceOrder, onPlaced }: CheckoutWizardProps) {
  const form = useCheckoutForm();
  const { sessionId, refreshCart } = useCart();
  const { placeOrder, isPlacing } = usePlaceOrder();
  const { step: requested, goTo, goBack, fallBackTo } = useCheckoutStep();
  // A step the addresses do not allow yet (a bookmark, Forward after a change) shows the first
  // one that is incomplete instead.
  const step =
    stepIndex(requested) > stepIndex(form.reachableStep) ? form.reachableStep : requested;
  const missingFields = useMissingFieldsToast(step);
  const [focusTarget, setFocusTarget] = useState<string | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const shownStep = useRef(step);

  useEffect(() => {
    if (step !== requested) fallBackTo(step);
  }, [fallBackTo, requested, step]);
  // A new step is announced by moving the focus to its heading (not on the first render), unless
  // a refused field of it is about to take the focus.
  useEffect(() => {
    if (shownStep.current === step) return;
    shownStep.current = step;
    if (!focusTarget) headingRef.current?.focus();
  }, [focusTarget, step]);
  // A refused field takes the focus after the render that shows it with its message.
  useEffect(() => {
    const field = focusTarget && document.getElementById(focusTarget);
    if (!field) return;
    field.focus();
    setFocusTarget(null);
  }, [focusTarget, step]);

  const refuse = (refusedStep: 'shipping' | 'billing', field: AddressField, text: string) => {
    missingFields.raise(refusedStep, text);
    if (refusedStep !== step) goTo(refusedStep);
    setFocusTarget(addressFieldId(refusedStep, field));
  };

  const advance = async (from: 'shipping' | 'billing') => {
    const refused = await form.validateStep(from);
    if (refused.length > 0) return refuse(from, refused[0], FILL_IN_ALL);
    goTo(CHECKOUT_STEPS[stepIndex(from) + 1]);
  };

  const submitOrder = async () => {
    // The address steps only: the payment step asks for nothing but the method.
    for (const each of ['shipping', 'billing'] as const) {
      const refused = await form.validateStep(each);
      if (refused.length > 0) return refuse(each, refused[0], COMPLETE_ALL);
    }
    missingFields.dismiss();
    const address = form.orderAddress();
    // Enter in a field submits too: not while the amounts are still loading or changing.
    if (!canPlaceOrder || !address) return;
    const request = orderRequest(sessionId, address, promoCode, form.paymentMethod);
    const result = await placeOrder(request);
    if (result.status === 'placed') {
      clearCheckoutDraft();
      onPlaced(result.response);
    } else if (result.status === 'failed') {
      const failure = readOrderFailure(result.error);
      const refusedField = ADDRESS_FIELDS.find((field) => failure.fieldErrors[field]);
      if (refusedField) {
        form.showShippingErrors(failure.fieldErrors);
        if (step !== 'shipping') goTo('shipping');
        setFocusTarget(addressFieldId('shipping', refusedField));
      }
      toast(orderFailedToast(failure));
      if (failure.isAboutCart) void refreshCart();
    }
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (step === 'payment') void submitOrder();
    else void advance(step);
  };

  return (
    <div className={styles.wizard}>
      <StepIndicator current={step} />
      <form className={styles.form} onSubmit={onSubmit} noValidate aria-label="Checkout">
        {step === 'shipping' && <ShippingStep form={form} headingRef={headingRef} />}
        {step === 'billing' && <BillingStep form={form} headingRef={headingRef} />}
        {step === 'payment' && (
          <PaymentStep
            form={form}
            headingRef={headingRef}
            total={total}
            onEditShipping={() => goTo('shipping')}
          />
        )}
        <WizardActions
          step={step}
          onBack={step === 'shipping' ? null : goBack}
          isPlacing={isPlacing}
          canPlaceOrder={canPlaceOrder}
        />
      </form>
    </div>
  );
}
