import { cartSummaryQueryOptions, useCart } from '@healing/platform';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';

/**
 * The server's amounts for the visitor's cart with the promo code (if any). Every amount the
 * cart and the checkout show comes from here: the order charges exactly these.
 */
export function useCartSummary(promoCode: string | null) {
  const { sessionId } = useCart();
  return useQuery(cartSummaryQueryOptions(sessionId, promoCode));
}

/** Asks the server whether a code applies (and keeps its summary for the page to show). */
export function useCheckPromoCode(): (code: string) => Promise<boolean> {
  const { sessionId } = useCart();
  const queryClient = useQueryClient();
  return useCallback(
    async (code: string) =>
      (await queryClient.fetchQuery(cartSummaryQueryOptions(sessionId, code))).promoApplied,
    [queryClient, sessionId],
  );
}
