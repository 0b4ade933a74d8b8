import { type PaymentMethod } from '@healing/platform';
import {
  type FieldErrors,
  type ShippingAddress,
  shippingAddressSchema,
  type ShippingAddressValues,
  type UseFormReturn,
  useRuleForm,
} from '@healing/platform/forms';
import { useCallback, useEffect, useState } from 'react';
import {
  ADDRESS_FIELDS,
  type AddressErrors,
  type AddressField,
  type AddressValues,
  isAddressComplete,
} from '../utils/address-values';
import { readCheckoutDraft, saveCheckoutDraft } from '../utils/checkout-draft';
import type { CheckoutStep } from './use-checkout-step';

/** One address of the wizard: the shop's shipping address rules (SPEC.md section 5). */
export type AddressForm = UseFormReturn<ShippingAddressValues, unknown, ShippingAddress>;

/** The form's values with every field a string (a phone not given is ''). */
function asAddress(values: ShippingAddressValues): AddressValues {
  return { ...values, phone: values.phone ?? '' };
}

/** Runs the rules on a whole address form, shows its messages, answers the refused fields. */
function check(form: AddressForm): Promise<AddressField[]> {
  return new Promise((resolve) => {
    const refused = (errors: FieldErrors<ShippingAddressValues>) =>
      resolve(ADDRESS_FIELDS.filter((field) => errors[field]));
    // handleSubmit (not trigger) marks the form submitted: a message then goes as it is fixed.
    void form.handleSubmit(() => resolve([]), refused)();
  });
}

/**
 * Everything the shopper types into the wizard: two address forms on the shop's rules, "same as
 * shipping" and the payment method. The addresses start from this tab's draft and are kept in it
 * as they change, so a reload loses nothing (the payment method is never kept).
 */
export function useCheckoutForm() {
  const [draft] = useState(readCheckoutDraft);
  const shipping: AddressForm = useRuleForm(shippingAddressSchema, {
    defaultValues: draft.shipping,
  });
  const billing: AddressForm = useRuleForm(shippingAddressSchema, {
    defaultValues: draft.billing,
  });
  const [sameAsShipping, setSameAsShipping] = useState(draft.sameAsShipping);
  const [paymentMethod, setPaymentMethod] = useState<PaymentMethod>('card');
  const shippingValues = asAddress(shipping.watch());
  const billingValues = asAddress(billing.watch());

  const save = useCallback(
    () =>
      saveCheckoutDraft({
        shipping: asAddress(shipping.getValues()),
        billing: asAddress(billing.getValues()),
        sameAsShipping,
      }),
    [billing, sameAsShipping, shipping],
  );
  useEffect(() => {
    save();
    const subscriptions = [shipping.watch(save), billing.watch(save)];
    return () => subscriptions.forEach((subscription) => subscription.unsubscribe());
  }, [billing, save, shipping]);

  const changeSameAsShipping = useCallback(
    (checked: boolean) => {
      // Unchecking starts the billing fields from a copy of the shipping address.
      if (!checked) billing.reset(shipping.getValues());
      else billing.clearErrors();
      setSameAsShipping(checked);
    },
    [billing, shipping],
  );

  /** Checks an address step and shows its messages; answers the refused fields in form order. */
  const validateStep = useCallback(
    (step: 'shipping' | 'billing'): Promise<AddressField[]> => {
      if (step === 'shipping') return check(shipping);
      // Billing has no phone: SPEC.md asks it for the shipping step's required fields.
      return sameAsShipping ? Promise.resolve([]) : check(billing);
    },
    [billing, sameAsShipping, shipping],
  );

  /** The furthest step the addresses allow, checked quietly (no messages). */
  const reachableStep: CheckoutStep = !isAddressComplete(shippingValues)
    ? 'shipping'
    : !sameAsShipping && !isAddressComplete(billingValues)
      ? 'billing'
      : 'payment';

  /** The shipping address as the rules keep it (trimmed, state upper-cased), once valid. */
  const orderAddress = useCallback((): ShippingAddress | null => {
    const parsed = shippingAddressSchema.safeParse(shipping.getValues());
    return parsed.success ? parsed.data : null;
  }, [shipping]);

  /** The server refused shipping fields: its messages go beside them. */
  const showShippingErrors = useCallback(
    (errors: AddressErrors) => {
      for (const field of ADDRESS_FIELDS) {
        const message = errors[field];
        if (message) shipping.setError(field, { type: 'server', message });
      }
    },
    [shipping],
  );

  return {
    shipping,
    billing,
    shippingValues,
    sameAsShipping,
    paymentMethod,
    reachableStep,
    changeSameAsShipping,
    setPaymentMethod,
    validateStep,
    orderAddress,
    showShippingErrors,
  };
}

export type CheckoutForm = ReturnType<typeof useCheckoutForm>;
