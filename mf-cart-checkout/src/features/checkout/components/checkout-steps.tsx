import { Checkbox, Price, VisuallyHidden } from '@healing/platform';
import type { Ref } from 'react';
import type { CheckoutForm } from '../hooks/use-checkout-form';
import { AddressFields } from './address-fields';
import { AddressPreview } from './address-preview';
import { CardFields } from './card-fields';
import { PaymentMethodPicker } from './payment-method-picker';
import { MailIcon } from '../../../components/icons';
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
      <AddressFields
        section="shipping"
        values={form.shipping}
        errors={form.errors.shipping}
        onChange={form.changeShipping}
        withPhone
      />
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
          <AddressPreview values={form.shipping} />
        </div>
      ) : (
        <AddressFields
          section="billing"
          values={form.billing}
          errors={form.errors.billing}
          onChange={form.changeBilling}
          withPhone={false}
        />
      )}
    </>
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
      {form.paymentMethod === 'card' ? (
        <CardFields values={form.card} errors={form.errors.card} onChange={form.changeCard} />
      ) : (
        <p className={paymentStyles.note}>
          <MailIcon />
          <span>
            After you place your order we send a PayPal payment request to{' '}
            <strong>{form.shipping.email.trim()}</strong>. Your order ships once payment is
            received.
          </span>
        </p>
      )}
      <div className={styles.review}>
        <div className={styles.reviewHead}>
          <p className={styles.sameTitle}>Shipping to</p>
          <button type="button" className={styles.edit} onClick={onEditShipping}>
            Edit<VisuallyHidden> shipping information</VisuallyHidden>
          </button>
        </div>
        <AddressPreview values={form.shipping} />
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
