import { ApiError, type ToastInput } from '@healing/platform';
import { type AddressErrors, isAddressField } from './address-values';

export const ORDER_FAILED_TOAST = {
  title: 'Order failed',
  description: 'There was an error processing your order. Please try again.',
} as const;

export interface OrderFailure {
  /** The server refused these fields: its message goes beside each. */
  fieldErrors: AddressErrors;
  /** The server's own reason when it refused the order for another cause ("… is out of stock"). */
  reason: string | null;
  /** The refusal may come from the cart (emptied, sold out): it should be fetched again. */
  isAboutCart: boolean;
}

/** What a failed POST /api/checkout means for the form. */
export function readOrderFailure(error: unknown): OrderFailure {
  const failure: OrderFailure = { fieldErrors: {}, reason: null, isAboutCart: false };
  if (!(error instanceof ApiError) || error.status < 400 || error.status >= 500) return failure;
  if (error.status === 400) {
    const named = error.body?.errors ?? (error.field ? [{ field: error.field, message: '' }] : []);
    for (const { field, message } of named) {
      if (isAddressField(field)) failure.fieldErrors[field] = message || error.serverMessage;
    }
    if (Object.keys(failure.fieldErrors).length > 0) return failure;
  }
  failure.reason = error.serverMessage ?? null;
  failure.isAboutCart = error.status === 400 || error.status === 409;
  return failure;
}

/** SPEC.md's wizard failure toast, with the server's reason when it gave one. */
export function orderFailedToast(failure: OrderFailure): ToastInput {
  const { title, description } = ORDER_FAILED_TOAST;
  return {
    title,
    description: failure.reason ? `${description} ${failure.reason}` : description,
    variant: 'destructive',
  };
}
