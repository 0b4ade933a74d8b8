import type { PaymentMethod } from '../contracts';

/**
 * How to pay, in words: no card data ever reaches the shop, so every order waits (pending)
 * for a payment made through a link or a PayPal request. `total` is "12.34".
 */
export function paymentInstructions(method: PaymentMethod, total: string, email: string): string {
  switch (method) {
    case 'card':
      return `We will e-mail you a secure payment link for $${total}; your order ships once payment is received.`;
    case 'paypal':
      return `We will send a PayPal payment request for $${total} to ${email}; your order ships once payment is received.`;
  }
}
