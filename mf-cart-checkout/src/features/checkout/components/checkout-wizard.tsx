import { type CheckoutResponse, toast, useCart } from '@healing/platform';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { CHECKOUT_STEPS, type CheckoutStep, useCheckoutForm } from '../hooks/use-checkout-form';
import { usePlaceOrder } from '../hooks/use-place-order';
import { ADDRESS_FIELDS, type AddressField } from '../utils/address-rules';
import { orderFailedToast, readOrderFailure } from '../utils/order-failure';
import { orderRequest } from '../utils/order-request';
import { addressFieldId } from './address-fields';
import { BillingStep, PaymentStep, ShippingStep } from './checkout-steps';
import { StepIndicator } from './step-indicator';
import { WizardActions } from './wizard-actions';
import styles from './checkout-wizard.module.css';

/** SPEC.md section 8: advancing with fields missing, and the same at the final submit. */
export const REQUIRED_MISSING = 'Required fields missing';
export const FILL_IN_ALL = 'Please fill in all required fields.';
export const COMPLETE_ALL = 'Please complete all required information.';

interface CheckoutWizardProps {
  /** The promo code the server applies to this cart (sent with the order), or null. */
  promoCode: string | null;
  /** The server's total for the cart, shown before placing the order. */
  total: string | undefined;
  /** False while the amounts are loading or changing. */
  canPlaceOrder: boolean;
  onPlaced: (response: CheckoutResponse) => void;
}

/** The three-step checkout: shipping, billing, payment; nothing is sent before Place Order. */
export function CheckoutWizard({ promoCode, total, canPlaceOrder, onPlaced }: CheckoutWizardProps) {
  const form = useCheckoutForm();
  const { sessionId, refreshCart } = useCart();
  const { placeOrder, isPlacing } = usePlaceOrder();
  const [step, setStep] = useState<CheckoutStep>('shipping');
  const [focusTarget, setFocusTarget] = useState<string | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const hasMoved = useRef(false);

  // A new step is announced by moving the focus to its heading (not on the first render).
  useEffect(() => {
    if (hasMoved.current) headingRef.current?.focus();
  }, [step]);
  // A refused field takes the focus after the render that shows its message.
  useEffect(() => {
    if (!focusTarget) return;
    document.getElementById(focusTarget)?.focus();
    setFocusTarget(null);
  }, [focusTarget]);

  const goTo = (next: CheckoutStep) => {
    hasMoved.current = true;
    setStep(next);
  };

  const refuse = (
    refusedStep: 'shipping' | 'billing',
    field: AddressField,
    description: string,
  ) => {
    toast({ title: REQUIRED_MISSING, description, variant: 'destructive' });
    if (refusedStep !== step) goTo(refusedStep);
    setFocusTarget(addressFieldId(refusedStep, field));
  };

  const advance = (from: 'shipping' | 'billing') => {
    const refused = form.validateStep(from);
    if (refused.length > 0) return refuse(from, refused[0], FILL_IN_ALL);
    goTo(CHECKOUT_STEPS[CHECKOUT_STEPS.indexOf(from) + 1]);
  };

  const submitOrder = async () => {
    // The address steps only: the payment step asks for nothing but the method.
    for (const each of ['shipping', 'billing'] as const) {
      const refused = form.validateStep(each);
      if (refused.length > 0) return refuse(each, refused[0], COMPLETE_ALL);
    }
    // Enter in a field submits too: not while the amounts are still loading or changing.
    if (!canPlaceOrder) return;
    const request = orderRequest(sessionId, form.shipping, promoCode, form.paymentMethod);
    const result = await placeOrder(request);
    if (result.status === 'placed') {
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
    else advance(step);
  };

  const stepIndex = CHECKOUT_STEPS.indexOf(step);
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
          onBack={stepIndex > 0 ? () => goTo(CHECKOUT_STEPS[stepIndex - 1]) : null}
          isPlacing={isPlacing}
          canPlaceOrder={canPlaceOrder}
        />
      </form>
    </div>
  );
}
