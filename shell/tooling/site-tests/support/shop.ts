// Small helpers the journeys share: the visitor's session, the API as the visitor, the console.
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import type { CartItemDto, ProductDto } from '@healing/contracts';
import { API_URL } from './site';

/** The session id the platform stored for this page's visitor. */
export async function sessionIdOf(page: Page): Promise<string> {
  const id = await page.evaluate(() => window.localStorage.getItem('cart-session'));
  expect(id, 'the platform stores a session id').toMatch(/^session_\d+_[0-9a-f]{32}$/);
  return id as string;
}

export async function products(request: APIRequestContext, collection?: string) {
  const url = collection
    ? `${API_URL}/api/products/collection/${collection}`
    : `${API_URL}/api/products`;
  const response = await request.get(url);
  expect(response.ok()).toBe(true);
  return (await response.json()) as ProductDto[];
}

/**
 * Adds a product as a shopper would: a product sold in sizes goes in its first size in stock
 * (or `variantId`), one sold in one size needs none.
 */
export async function addToCartThroughApi(
  request: APIRequestContext,
  sessionId: string,
  productId: number,
  quantity = 1,
  variantId?: number,
): Promise<CartItemDto> {
  let chosen = variantId;
  if (chosen === undefined) {
    const found = await request.get(`${API_URL}/api/products/${productId}`);
    const product = (await found.json()) as ProductDto;
    if (product.variants.length > 1) {
      chosen = product.variants.find((variant) => variant.inStock)?.id;
    }
  }
  const response = await request.post(`${API_URL}/api/cart`, {
    data: {
      sessionId,
      productId,
      quantity,
      ...(chosen === undefined ? {} : { variantId: chosen }),
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as CartItemDto;
}

/** Collects console errors and page errors, for asserting that a page ran cleanly. */
export function watchConsole(page: Page): { errors: string[]; warnings: string[] } {
  const seen = { errors: [] as string[], warnings: [] as string[] };
  page.on('console', (message) => {
    if (message.type() === 'error') seen.errors.push(message.text());
    if (message.type() === 'warning') seen.warnings.push(message.text());
  });
  page.on('pageerror', (error) => seen.errors.push(error.message));
  return seen;
}
