// The cart's toasts, word for word from SPEC.md sections 8 and 9.
import { ApiError } from '../api-client';
import type { ToastInput } from '../toast/toast-store';

export const CART_TOASTS = {
  added: { title: 'Added to cart', description: 'Item has been added to your cart.' },
  customAdded: {
    title: 'Custom design added to cart! 💖',
    description: 'Your custom healing design has been added to your cart.',
  },
  removed: { title: 'Item removed', description: 'Item has been removed from your cart.' },
  cleared: { title: 'Cart cleared', description: 'All items have been removed from your cart.' },
} satisfies Record<string, ToastInput>;

export const CART_FAILURES = {
  add: 'Failed to add item to cart.',
  addCustom: 'Failed to add custom design to cart.',
  update: 'Failed to update item quantity.',
  remove: 'Failed to remove item from cart.',
  clear: 'Failed to clear cart.',
  applyPromo: 'Failed to apply the promo code.',
  removePromo: 'Failed to remove the promo code.',
} as const;

/**
 * A cart failure toast: SPEC.md's sentence, followed by the server's own reason when it refused
 * the request (a 4xx such as 409 'Product is out of stock'), so the shopper knows what to do.
 */
export function cartFailureToast(failure: string, error: unknown): ToastInput {
  const reason =
    error instanceof ApiError && error.status >= 400 && error.status < 500
      ? error.serverMessage
      : undefined;
  return {
    title: 'Error',
    description: reason ? `${failure} ${reason}` : failure,
    variant: 'destructive',
  };
}
