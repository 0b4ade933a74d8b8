import type { CheckoutRequest, PaymentMethod } from '@healing/platform';
import type { AddressValues } from './address-rules';

/**
 * What POST /api/checkout receives: the shipping address (trimmed), the promo code the server
 * applies and the chosen method. No amounts (the server computes them), no billing address and
 * never any card detail.
 */
export function orderRequest(
  sessionId: string,
  shipping: AddressValues,
  promoCode: string | null,
  paymentMethod: PaymentMethod,
): CheckoutRequest {
  return {
    sessionId,
    email: shipping.email.trim(),
    firstName: shipping.firstName.trim(),
    lastName: shipping.lastName.trim(),
    address: shipping.address.trim(),
    city: shipping.city.trim(),
    state: shipping.state,
    zipCode: shipping.zipCode.trim(),
    phone: shipping.phone.trim() || null,
    promoCode,
    paymentMethod,
  };
}
