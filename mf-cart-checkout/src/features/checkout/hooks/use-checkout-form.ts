import type { PaymentMethod } from '@healing/platform';
import { useCallback, useState } from 'react';
import {
  ADDRESS_FIELDS,
  type AddressField,
  type AddressValues,
  checkAddressField,
  EMPTY_ADDRESS,
  type FieldErrors,
  validateAddress,
} from '../utils/address-rules';

export const CHECKOUT_STEPS = ['shipping', 'billing', 'payment'] as const;
export type CheckoutStep = (typeof CHECKOUT_STEPS)[number];

/** Billing has no phone: SPEC.md asks billing for the shipping step's required fields. */
export const BILLING_FIELDS = ADDRESS_FIELDS.filter((field) => field !== 'phone');

interface Errors {
  shipping: FieldErrors<AddressField>;
  billing: FieldErrors<AddressField>;
}

const NO_ERRORS: Errors = { shipping: {}, billing: {} };

/**
 * Everything the shopper types into the wizard, and the messages beside the fields. A field
 * with a message is checked again as it changes, so the message goes once it is right.
 */
export function useCheckoutForm() {
  const [shipping, setShipping] = useState<AddressValues>(EMPTY_ADDRESS);
  const [billingOwn, setBillingOwn] = useState<AddressValues>(EMPTY_ADDRESS);
  const [sameAsShipping, setSameAsShipping] = useState(true);
  const [paymentMethod, setPaymentMethod] = useState<PaymentMethod>('card');
  const [errors, setErrors] = useState<Errors>(NO_ERRORS);

  // While 'same as shipping' is checked, billing is the shipping address.
  const billing = sameAsShipping ? shipping : billingOwn;

  const recheck = useCallback(
    <K extends keyof Errors>(group: K, field: string, message: string | undefined) =>
      setErrors((current) =>
        field in current[group]
          ? { ...current, [group]: { ...current[group], [field]: message } }
          : current,
      ),
    [],
  );

  const changeShipping = useCallback(
    (field: AddressField, value: string) => {
      setShipping((current) => ({ ...current, [field]: value }));
      recheck('shipping', field, checkAddressField(field, value));
    },
    [recheck],
  );

  const changeBilling = useCallback(
    (field: AddressField, value: string) => {
      setBillingOwn((current) => ({ ...current, [field]: value }));
      recheck('billing', field, checkAddressField(field, value));
    },
    [recheck],
  );

  const changeSameAsShipping = useCallback(
    (checked: boolean) => {
      // Unchecking starts the billing fields from a copy of the shipping address.
      if (!checked) setBillingOwn(shipping);
      setErrors((current) => ({ ...current, billing: {} }));
      setSameAsShipping(checked);
    },
    [shipping],
  );

  /**
   * Checks an address step, shows its messages and answers the fields refused (in form order).
   * The payment step has nothing to check: the shop never asks for card details.
   */
  const validateStep = useCallback(
    (step: 'shipping' | 'billing'): AddressField[] => {
      const stepErrors: FieldErrors<AddressField> =
        step === 'shipping'
          ? validateAddress(shipping)
          : sameAsShipping
            ? {}
            : validateAddress(billingOwn, BILLING_FIELDS);
      setErrors((current) => ({ ...current, [step]: stepErrors }));
      return ADDRESS_FIELDS.filter((field) => stepErrors[field]);
    },
    [shipping, billingOwn, sameAsShipping],
  );

  /** The server refused shipping fields: show its messages beside them. */
  const showShippingErrors = useCallback((fieldErrors: FieldErrors<AddressField>) => {
    setErrors((current) => ({ ...current, shipping: { ...current.shipping, ...fieldErrors } }));
  }, []);

  return {
    shipping,
    billing,
    sameAsShipping,
    paymentMethod,
    errors,
    changeShipping,
    changeBilling,
    changeSameAsShipping,
    setPaymentMethod,
    validateStep,
    showShippingErrors,
  };
}

export type CheckoutForm = ReturnType<typeof useCheckoutForm>;
