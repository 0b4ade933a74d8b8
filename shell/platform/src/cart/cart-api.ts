// The cart's calls (SPEC.md section 7) and the query options every part of the page shares.
// Keys start with 'cart' and the session id, so one invalidation refreshes the items and every
// summary of that cart.
import { queryOptions } from '@tanstack/react-query';
import type { AddCustomDesignToCartRequest, CartItemDto, CartSummaryDto } from '@healing/contracts';
import { apiGet, apiJson } from '../api-client';

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

/**
 * The server's amounts for the cart, with the promo code kept with the cart. `promoCode` asks
 * for a discount the cart does not keep; it is how remotes built against 1.4 did it.
 */
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

/** An add the API counts once, resent with its key when the answer was lost. */
function postCartLine(body: object): Promise<CartItemDto> {
  return apiJson<CartItemDto>('POST', '/api/cart', body, { resendIfUnanswered: true });
}

export function postCartProduct(
  sessionId: string,
  productId: number,
  quantity: number,
  variantId?: number,
) {
  return postCartLine({
    sessionId,
    productId,
    quantity,
    ...(variantId === undefined ? {} : { variantId }),
  });
}

export type CustomDesignInput = Omit<AddCustomDesignToCartRequest, 'sessionId' | 'isCustomDesign'>;

export function postCartCustomDesign(sessionId: string, design: CustomDesignInput) {
  const body: AddCustomDesignToCartRequest = { ...design, sessionId, isCustomDesign: true };
  return postCartLine(body);
}

/** Sets a line's quantity: doing it twice is doing it once, so a lost answer is resent. */
export function putCartQuantity(itemId: number, quantity: number) {
  return apiJson<CartItemDto>(
    'PUT',
    `/api/cart/${itemId}`,
    { quantity },
    { resendIfUnanswered: true },
  );
}

/** Keeps a promo code with the cart; setting it twice is setting it once. */
export function putCartPromo(sessionId: string, code: string) {
  return apiJson<CartSummaryDto>(
    'PUT',
    `/api/cart/${encodeURIComponent(sessionId)}/promo`,
    { code },
    { resendIfUnanswered: true },
  );
}

export function deleteCartPromo(sessionId: string) {
  return apiJson<CartSummaryDto>(
    'DELETE',
    `/api/cart/${encodeURIComponent(sessionId)}/promo`,
    undefined,
    { resendIfUnanswered: true },
  );
}

export function deleteCartItem(itemId: number) {
  return apiJson<unknown>('DELETE', `/api/cart/${itemId}`);
}

export function deleteCart(sessionId: string) {
  return apiJson<unknown>('DELETE', `/api/cart/session/${encodeURIComponent(sessionId)}`);
}
