import type { CheckoutRequest, CheckoutResponse } from '@healing/platform';
import { useMutation } from '@tanstack/react-query';
import { useCallback, useRef } from 'react';
import { postCheckout } from '../api/place-order';
import { useIdempotencyKey } from './use-idempotency-key';

export type PlaceOrderResult =
  | { status: 'placed'; response: CheckoutResponse }
  | { status: 'failed'; error: unknown }
  /** A request of this attempt is already on its way (a second click). */
  | { status: 'busy' };

/**
 * Places the order at most once per attempt: clicks while a request is on its way do nothing,
 * and every request of one attempt carries the same Idempotency-Key.
 */
export function usePlaceOrder() {
  const { keyFor, reset } = useIdempotencyKey();
  const inFlight = useRef(false);
  const { mutateAsync, isPending } = useMutation({
    mutationFn: ({ request, key }: { request: CheckoutRequest; key: string }) =>
      postCheckout(request, key),
  });

  const placeOrder = useCallback(
    async (request: CheckoutRequest): Promise<PlaceOrderResult> => {
      if (inFlight.current) return { status: 'busy' };
      inFlight.current = true;
      try {
        const response = await mutateAsync({ request, key: keyFor(request) });
        reset();
        return { status: 'placed', response };
      } catch (error) {
        return { status: 'failed', error };
      } finally {
        inFlight.current = false;
      }
    },
    [keyFor, mutateAsync, reset],
  );

  return { placeOrder, isPlacing: isPending };
}
