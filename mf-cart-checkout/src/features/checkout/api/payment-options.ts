import { apiGet, type PaymentOptionsDto } from '@healing/platform';
import { queryOptions, useQuery } from '@tanstack/react-query';

export const PAYMENT_OPTIONS_URL = '/api/payments/options';

/**
 * Whether a card is paid on the provider's page right after the order is placed, or by a link the
 * owner sends: a setting of the shop, read once per visit.
 */
export const paymentOptionsQuery = queryOptions({
  queryKey: ['cartCheckout', 'payment-options'] as const,
  queryFn: ({ signal }) => apiGet<PaymentOptionsDto>(PAYMENT_OPTIONS_URL, signal),
  staleTime: Infinity,
});

/** True only once the shop has said it takes cards online: until then, the link's wording. */
export function useCardOnline(): boolean {
  return useQuery(paymentOptionsQuery).data?.cardOnline === true;
}
