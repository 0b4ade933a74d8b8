import { cartSummaryQueryOptions, useCart } from '@healing/platform';
import { useQuery } from '@tanstack/react-query';

/**
 * The server's amounts for the visitor's cart, with the promo code kept with the cart: the same
 * query the header's sidebar reads. Every amount the cart and the checkout show comes from here,
 * and the order charges exactly these.
 */
export function useCartSummary() {
  const { sessionId } = useCart();
  return useQuery(cartSummaryQueryOptions(sessionId));
}
