import { apiJson, type CheckoutRequest, type CheckoutResponse } from '@healing/platform';

/**
 * POST /api/checkout. The server computes every amount from the stored cart; a repeat with the
 * same Idempotency-Key answers the order the first request placed instead of a second order, so
 * an order whose answer was lost (a 502 from a replica that died mid-request) is sent once more.
 */
export function postCheckout(
  request: CheckoutRequest,
  idempotencyKey: string,
): Promise<CheckoutResponse> {
  return apiJson<CheckoutResponse>('POST', '/api/checkout', request, {
    headers: { 'Idempotency-Key': idempotencyKey },
    resendIfUnanswered: true,
  });
}
