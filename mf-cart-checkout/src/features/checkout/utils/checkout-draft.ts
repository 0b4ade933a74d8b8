// What the shopper typed into the checkout, kept in this tab (sessionStorage) so a reload or a
// visit back to the cart does not lose it. Only the addresses and the "same as shipping" choice:
// never anything about paying (the shop asks for no card details, and the payment step's choice
// is not kept either: it is one click, made on the screen that shows it). Cleared once the order
// is placed; gone when the tab closes.
import { ADDRESS_FIELDS, type AddressValues, EMPTY_ADDRESS } from './address-values';

export const CHECKOUT_DRAFT_KEY = 'healing.checkout-draft.v1';

/** Longer than any field the form allows (the address, 200): a longer value is not ours. */
const MAX_STORED_LENGTH = 254;

export interface CheckoutDraft {
  shipping: AddressValues;
  /** The billing address as typed when it is not the shipping address. */
  billing: AddressValues;
  sameAsShipping: boolean;
}

export const EMPTY_DRAFT: CheckoutDraft = {
  shipping: EMPTY_ADDRESS,
  billing: EMPTY_ADDRESS,
  sameAsShipping: true,
};

/** Only the address fields, as strings of a sane length: anything else is never read or kept. */
function readAddress(stored: unknown): AddressValues {
  const source = (typeof stored === 'object' && stored !== null ? stored : {}) as Record<
    string,
    unknown
  >;
  const address = { ...EMPTY_ADDRESS };
  for (const field of ADDRESS_FIELDS) {
    const value = source[field];
    if (typeof value === 'string' && value.length <= MAX_STORED_LENGTH) address[field] = value;
  }
  return address;
}

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    // Storage can be switched off entirely (some privacy settings): the form still works.
    return null;
  }
}

export function readCheckoutDraft(): CheckoutDraft {
  try {
    const text = storage()?.getItem(CHECKOUT_DRAFT_KEY);
    if (!text) return EMPTY_DRAFT;
    const stored = JSON.parse(text) as Partial<Record<keyof CheckoutDraft, unknown>>;
    return {
      shipping: readAddress(stored.shipping),
      billing: readAddress(stored.billing),
      sameAsShipping: stored.sameAsShipping !== false,
    };
  } catch {
    return EMPTY_DRAFT;
  }
}

export function saveCheckoutDraft(draft: CheckoutDraft): void {
  const kept: CheckoutDraft = {
    shipping: readAddress(draft.shipping),
    billing: readAddress(draft.billing),
    sameAsShipping: draft.sameAsShipping,
  };
  try {
    storage()?.setItem(CHECKOUT_DRAFT_KEY, JSON.stringify(kept));
  } catch {
    // Full or refused: the draft is a convenience, the checkout works without it.
  }
}

export function clearCheckoutDraft(): void {
  try {
    storage()?.removeItem(CHECKOUT_DRAFT_KEY);
  } catch {
    // Nothing to clear.
  }
}
