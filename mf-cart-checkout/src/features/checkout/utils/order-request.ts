import type { CheckoutRequest, PaymentMethod } from '@healing/platform';
import type { ShippingAddress } from '@healing/platform/forms';

/**
 * What POST /api/checkout receives: the shipping address as the rules keep it (trimmed), the
 * promo code the shopper saw applied (the server applies the cart's own) and the chosen method.
 * No amounts (the server computes them), no billing address and never any card detail.
 */
export function orderRequest(
  sessionId: string,
  address: ShippingAddress,
  promoCode: string | null,
  paymentMethod: PaymentMethod,
): CheckoutRequest {
  return {
    sessionId,
    email: address.email,
    firstName: address.firstName,
    lastName: address.lastName,
    address: address.address,
    city: address.city,
    state: address.state,
    zipCode: address.zipCode,
    phone: address.phone || null,
    promoCode,
    paymentMethod,
  };
}
