import {
  Checkbox,
  LockIcon,
  MailIcon,
  type PaymentMethod,
  Price,
  VisuallyHidden,
} from '@healing/platform';
import type { Ref } from 'react';
import type { CheckoutForm } from '../hooks/use-checkout-form';
import { useCardOnline } from '../api/payment-options';
import { AddressFields } from './address-fields';
import { AddressPreview } from './address-preview';
import { PaymentMethodPicker } from './payment-method-picker';
import paymentStyles from './payment.module.css';
import styles from './checkout-steps.module.css';

interface StepProps {
  form: CheckoutForm;
  headingRef: Ref<HTMLHeadingElement>;
}

function StepHeading({
  headingRef,
  children,
}: {
  headingRef: Ref<HTMLHeadingElement>;
  children: string;
}) {
  return (
    <h2 ref={headingRef} tabIndex={-1} className={styles.heading}>
      {children}
    </h2>
  );
}

export function ShippingStep({ form, headingRef }: StepProps) {
  return (
    <>
      <StepHeading headingRef={headingRef}>Shipping Information</StepHeading>
      <p className={styles.intro}>
        Where should we send your healing items? We ship within the US.
      </p>
      <AddressFields section="shipping" form={form.shipping} withPhone />
    </>
  );
}

export function BillingStep({ form, headingRef }: StepProps) {
  return (
    <>
      <StepHeading headingRef={headingRef}>Billing Information</StepHeading>
      <Checkbox
        label="Same as shipping address"
        checked={form.sameAsShipping}
        onChange={(event) => form.changeSameAsShipping(event.target.checked)}
      />
      {form.sameAsShipping ? (
        <div className={styles.sameBox}>
          <p className={styles.sameTitle}>Billing address</p>
          <AddressPreview values={form.shippingValues} />
        </div>
      ) : (
        <AddressFields section="billing" form={form.billing} withPhone={false} />
      )}
    </>
  );
}

/** What happens after Place Order for the chosen method; no card details are asked, ever. */
function PaymentNext({ method, email }: { method: PaymentMethod; email: string }) {
  const cardOnline = useCardOnline();
  return (
    <div className={paymentStyles.next} aria-live="polite" data-testid="payment-next">
      <p className={paymentStyles.note}>
        <MailIcon size={20} strokeWidth={1.75} />
        {method === 'card' && cardOnline ? (
          <span>
            Place Order takes you to our payment provider&apos;s secure page to pay; your order
            ships once it is paid.
          </span>
        ) : method === 'card' ? (
          <span>
            We will e-mail you a secure payment link from our payment provider within one working
            day; your order ships once it is paid.
          </span>
        ) : (
          <span>
            We will send a PayPal payment request to <strong>{email}</strong> within one working
            day; your order ships once it is paid.
          </span>
        )}
      </p>
      <p className={paymentStyles.safe}>
        <LockIcon size={20} strokeWidth={1.75} />
        <span>We never ask for your card details on this site.</span>
      </p>
    </div>
  );
}

export function PaymentStep({
  form,
  headingRef,
  total,
  onEditShipping,
}: StepProps & { total: string | undefined; onEditShipping: () => void }) {
  return (
    <>
      <StepHeading headingRef={headingRef}>Payment Method</StepHeading>
      <PaymentMethodPicker value={form.paymentMethod} onChange={form.setPaymentMethod} />
      <PaymentNext method={form.paymentMethod} email={form.shippingValues.email.trim()} />
      <div className={styles.review}>
        <div className={styles.reviewHead}>
          <p className={styles.sameTitle}>Shipping to</p>
          <button type="button" className={styles.edit} onClick={onEditShipping}>
            Edit<VisuallyHidden> shipping information</VisuallyHidden>
          </button>
        </div>
        <AddressPreview values={form.shippingValues} />
      </div>
      {total && (
        <p className={styles.totalLine}>
          <span>Total to pay</span>
          <span className={styles.totalAmount} data-testid="checkout-total">
            <Price amount={total} />
          </span>
        </p>
      )}
    </>
  );
}
