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
import {
  type CardField,
  type CardValues,
  checkCardField,
  EMPTY_CARD,
  validateCard,
} from '../utils/card-rules';

export const CHECKOUT_STEPS = ['shipping', 'billing', 'payment'] as const;
export type CheckoutStep = (typeof CHECKOUT_STEPS)[number];

/** Billing has no phone: SPEC.md asks billing for the shipping step's required fields. */
export const BILLING_FIELDS = ADDRESS_FIELDS.filter((field) => field !== 'phone');

interface Errors {
  shipping: FieldErrors<AddressField>;
  billing: FieldErrors<AddressField>;
  card: FieldErrors<CardField>;
}

const NO_ERRORS: Errors = { shipping: {}, billing: {}, card: {} };

/**
 * Everything the shopper types into the wizard, and the messages beside the fields. A field
 * with a message is checked again as it changes, so the message goes once it is right.
 */
export function useCheckoutForm() {
  const [shipping, setShipping] = useState<AddressValues>(EMPTY_ADDRESS);
  const [billingOwn, setBillingOwn] = useState<AddressValues>(EMPTY_ADDRESS);
  const [sameAsShipping, setSameAsShipping] = useState(true);
  const [paymentMethod, setPaymentMethod] = useState<PaymentMethod>('card');
  const [card, setCard] = useState<CardValues>(EMPTY_CARD);
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

  const changeCard = useCallback(
    (field: CardField, value: string) => {
      setCard((current) => ({ ...current, [field]: value }));
      recheck('card', field, checkCardField(field, value));
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

  /** Checks one step, shows its messages and answers the fields refused (in form order). */
  const validateStep = useCallback(
    (step: CheckoutStep): string[] => {
      let found: FieldErrors<string>;
      if (step === 'shipping') {
        const stepErrors = validateAddress(shipping);
        setErrors((current) => ({ ...current, shipping: stepErrors }));
        found = stepErrors;
      } else if (step === 'billing') {
        const stepErrors = sameAsShipping ? {} : validateAddress(billingOwn, BILLING_FIELDS);
        setErrors((current) => ({ ...current, billing: stepErrors }));
        found = stepErrors;
      } else {
        const stepErrors = paymentMethod === 'card' ? validateCard(card) : {};
        setErrors((current) => ({ ...current, card: stepErrors }));
        found = stepErrors;
      }
      return Object.keys(found).filter((field) => found[field]);
    },
    [shipping, billingOwn, sameAsShipping, paymentMethod, card],
  );

  /** The server refused shipping fields: show its messages beside them. */
  const showShippingErrors = useCallback((fieldErrors: FieldErrors<AddressField>) => {
    setErrors((current) => ({ ...current, shipping: { ...current.shipping, ...fieldErrors } }));
  }, []);

  const forgetCard = useCallback(() => setCard(EMPTY_CARD), []);

  return {
    shipping,
    billing,
    sameAsShipping,
    paymentMethod,
    card,
    errors,
    changeShipping,
    changeBilling,
    changeCard,
    changeSameAsShipping,
    setPaymentMethod,
    validateStep,
    showShippingErrors,
    forgetCard,
  };
}

export type CheckoutForm = ReturnType<typeof useCheckoutForm>;
