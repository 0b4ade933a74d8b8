// Helpers of the cart-and-checkout journeys: the API as the visitor sees it, and the wizard
// filled in the way a shopper fills it.
import AxeBuilder from '@axe-core/playwright';
import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import type { CartItemDto, CartSummaryDto, OrderDto } from '@healing/contracts';
import { addToCartThroughApi, products, sessionIdOf } from './shop';
import { API_URL } from './site';

export async function addCustomDesignThroughApi(
  request: APIRequestContext,
  sessionId: string,
): Promise<CartItemDto> {
  const response = await request.post(`${API_URL}/api/cart`, {
    data: {
      sessionId,
      isCustomDesign: true,
      customProductName: 'Custom Cap - Love Is (Rose Peace)',
      customDesignData: {
        productType: 'caps',
        category: 'love-is',
        selectedDesign: 'Rose Peace',
        templateId: 'li-peace2',
        designImage: 'li-peace2',
        customText: 'Be gentle',
      },
    },
  });
  expect(response.status()).toBe(201);
  return (await response.json()) as CartItemDto;
}

export async function cartThroughApi(
  request: APIRequestContext,
  sessionId: string,
): Promise<CartItemDto[]> {
  const response = await request.get(`${API_URL}/api/cart/${sessionId}`);
  expect(response.ok()).toBe(true);
  return (await response.json()) as CartItemDto[];
}

export async function summaryThroughApi(
  request: APIRequestContext,
  sessionId: string,
  promoCode?: string,
): Promise<CartSummaryDto> {
  const query = promoCode ? `?promoCode=${encodeURIComponent(promoCode)}` : '';
  const response = await request.get(`${API_URL}/api/cart/${sessionId}/summary${query}`);
  expect(response.ok()).toBe(true);
  return (await response.json()) as CartSummaryDto;
}

export async function orderThroughApi(
  request: APIRequestContext,
  sessionId: string,
  id: number,
): Promise<{ status: number; order: OrderDto | null }> {
  const response = await request.get(`${API_URL}/api/orders/${id}`, {
    headers: { 'X-Session-Id': sessionId },
  });
  return {
    status: response.status(),
    order: response.ok() ? ((await response.json()) as OrderDto) : null,
  };
}

/**
 * A shopper's order placed through the checkout's own API, as the wizard sends it: one product in
 * stock from `collection` (not a book), paid by card. Its id and total.
 */
export async function placeOrderThroughApi(
  page: Page,
  email: string,
  collection = 'inner-beauty',
): Promise<{ id: number; total: string }> {
  await page.goto('/');
  const sessionId = await sessionIdOf(page);
  const product = (await products(page.request, collection)).find(
    (each) => each.inStock && each.kind !== 'book',
  );
  if (!product) throw new Error(`no product in stock in ${collection}`);
  await addToCartThroughApi(page.request, sessionId, product.id);
  const response = await page.request.post(`${API_URL}/api/checkout`, {
    data: {
      sessionId,
      email,
      firstName: 'Maya',
      lastName: 'Lin',
      address: '12 Willow Lane',
      city: 'Portland',
      state: 'OR',
      zipCode: '97201',
      paymentMethod: 'card',
    },
  });
  expect(response.status()).toBe(201);
  const body = (await response.json()) as { id: number; order: { total: string } };
  return { id: body.id, total: body.order.total };
}

/** The wire amount ("12.34") a summary row of the page shows. */
export async function shownAmount(scope: Page | Locator, kind: string): Promise<string | null> {
  return scope.getByTestId(`amount-${kind}`).locator('[data-amount]').getAttribute('data-amount');
}

export const SHIPPING = {
  Email: 'maya@example.com',
  'First name': 'Maya',
  'Last name': 'Lin',
  Address: '12 Willow Lane',
  City: 'Portland',
  'ZIP code': '97201',
};

export async function fillShipping(page: Page, changes: Partial<typeof SHIPPING> = {}) {
  await expect(page.getByRole('heading', { name: 'Shipping Information' })).toBeVisible();
  for (const [label, value] of Object.entries({ ...SHIPPING, ...changes })) {
    await page.getByLabel(label, { exact: true }).fill(value);
  }
  await page.getByLabel('State', { exact: true }).selectOption('OR');
}

/** From the shipping step, with shipping valid: billing same as shipping, on to payment. */
export async function continueToPayment(page: Page) {
  await page.getByRole('button', { name: 'Continue to Billing' }).click();
  await expect(page.getByRole('checkbox', { name: 'Same as shipping address' })).toBeChecked();
  await page.getByRole('button', { name: 'Continue to Payment' }).click();
  await expect(page.getByRole('heading', { name: 'Payment Method' })).toBeVisible();
}

/** The checkout requests the page sends, with the key and the body as sent. */
export function watchCheckouts(page: Page): { key: string | undefined; body: string }[] {
  const sent: { key: string | undefined; body: string }[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/checkout') {
      sent.push({ key: request.headers()['idempotency-key'], body: request.postData() ?? '' });
    }
  });
  return sent;
}

/** Presses Tab until `target` has the focus, as a keyboard user would; fails if it never does. */
export async function tabTo(page: Page, target: Locator, maxPresses = 80) {
  for (let presses = 0; presses < maxPresses; presses += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`Tab never reached ${target.toString()}`);
}

/** No axe violations (WCAG 2.1 AA) inside the cart-checkout remote's area of the page. */
export async function expectAccessible(page: Page) {
  const results = await new AxeBuilder({ page })
    .include('[data-remote="cartCheckout"]')
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  expect(
    results.violations.map((violation) => `${violation.id}: ${violation.nodes.length} nodes`),
  ).toEqual([]);
}
