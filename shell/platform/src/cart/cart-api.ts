// The cart's calls (SPEC.md section 7) and the query options every part of the page shares.
// Keys start with 'cart' and the session id, so one invalidation refreshes the items and every
// summary of that cart.
import { queryOptions } from '@tanstack/react-query';
import type { AddCustomDesignToCartRequest, CartItemDto, CartSummaryDto } from 'api/src/contracts';
import { ApiError, apiGet, apiJson } from '../api-client';
import { random128Hex } from '../session';

export const cartKeys = {
  all: ['cart'] as const,
  session: (sessionId: string) => ['cart', sessionId] as const,
  items: (sessionId: string) => ['cart', sessionId, 'items'] as const,
  summary: (sessionId: string, promoCode?: string | null) =>
    ['cart', sessionId, 'summary', promoCode ?? null] as const,
};

/** A cart query failed: its message is SPEC.md's, the cause keeps the API error. */
export class CartFetchError extends Error {
  override readonly name = 'CartFetchError';

  constructor(cause: unknown) {
    super('Failed to fetch cart', { cause });
  }
}

async function fetchOrFail<T>(url: string, signal: AbortSignal): Promise<T> {
  try {
    return await apiGet<T>(url, signal);
  } catch (error) {
    throw new CartFetchError(error);
  }
}

export function cartItemsQueryOptions(sessionId: string) {
  return queryOptions({
    queryKey: cartKeys.items(sessionId),
    queryFn: ({ signal }) =>
      fetchOrFail<CartItemDto[]>(`/api/cart/${encodeURIComponent(sessionId)}`, signal),
  });
}

/** The server's amounts for the cart (with a promo code when one is applied). */
export function cartSummaryQueryOptions(sessionId: string, promoCode?: string | null) {
  const query = promoCode ? `?promoCode=${encodeURIComponent(promoCode)}` : '';
  return queryOptions({
    queryKey: cartKeys.summary(sessionId, promoCode),
    queryFn: ({ signal }) =>
      fetchOrFail<CartSummaryDto>(
        `/api/cart/${encodeURIComponent(sessionId)}/summary${query}`,
        signal,
      ),
  });
}

/** How long an add whose answer was lost waits before it is sent again. */
export const ADD_RETRY_DELAY_MS = 800;

/**
 * A 503 (the database away for a moment, maybe after the add was stored), a gateway error or no
 * answer at all: the add may or may not have happened.
 */
function outcomeUnknown(error: unknown): boolean {
  if (!(error instanceof ApiError)) return error instanceof TypeError; // fetch: network failure
  return error.status === 502 || error.status === 503 || error.status === 504;
}

/**
 * POST /api/cart with an Idempotency-Key, sent once more with the same key when the outcome is
 * unknown: the server counts the add once, so a lost answer neither loses nor doubles it.
 */
async function postCartLine(body: object): Promise<CartItemDto> {
  const options = { headers: { 'Idempotency-Key': `add_${random128Hex()}` } };
  try {
    return await apiJson<CartItemDto>('POST', '/api/cart', body, options);
  } catch (error) {
    if (!outcomeUnknown(error)) throw error;
    await new Promise((resolve) => setTimeout(resolve, ADD_RETRY_DELAY_MS));
    return apiJson<CartItemDto>('POST', '/api/cart', body, options);
  }
}

export function postCartProduct(sessionId: string, productId: number, quantity: number) {
  return postCartLine({ sessionId, productId, quantity });
}

export type CustomDesignInput = Omit<AddCustomDesignToCartRequest, 'sessionId' | 'isCustomDesign'>;

export function postCartCustomDesign(sessionId: string, design: CustomDesignInput) {
  const body: AddCustomDesignToCartRequest = { ...design, sessionId, isCustomDesign: true };
  return postCartLine(body);
}

export function putCartQuantity(itemId: number, quantity: number) {
  return apiJson<CartItemDto>('PUT', `/api/cart/${itemId}`, { quantity });
}

export function deleteCartItem(itemId: number) {
  return apiJson<unknown>('DELETE', `/api/cart/${itemId}`);
}

export function deleteCart(sessionId: string) {
  return apiJson<unknown>('DELETE', `/api/cart/session/${encodeURIComponent(sessionId)}`);
}
