import type { PaymentMethod } from '@healing/contracts';

/**
 * What happens next, in words, for the confirmation page and e-mail: the shop never asks for
 * card details, so every order waits (pending) for a payment made through the secure link or
 * the PayPal request the shop e-mails, or, with a payment provider, on its hosted page.
 * `total` is "12.34".
 */
export function paymentInstructions(
  method: PaymentMethod,
  total: string,
  email: string,
  /** A card order sent to the payment provider's page at checkout (payments/). */
  paysOnline = false,
): string {
  switch (method) {
    case 'card':
      if (paysOnline) {
        return `You pay $${total} by card on the payment provider's secure page right after placing your order (if you left it, pay from your order's page); your order ships once it is paid.`;
      }
      return `We will e-mail you a secure payment link for $${total} within one working day; you pay by card on the payment provider's secure page, and your order ships once it is paid.`;
    case 'paypal':
      return `We will send a PayPal payment request for $${total} to ${email} within one working day; your order ships once it is paid.`;
  }
}
