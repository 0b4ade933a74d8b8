// Issue 19, as a careful shopper meets the cart and the checkout in a real browser: the discount
// belongs to the cart (whichever way they reach checkout, however often they reload or go back),
// the checkout keeps its step and the typed addresses through a reload and the browser's Back,
// a refusal's toast goes once the step is passed, and with JavaScript off the checkout says so.
import { type Page } from '@playwright/test';
import { expect, test } from './support/test';
import {
  continueToPayment,
  fillShipping,
  orderThroughApi,
  shownAmount,
  summaryThroughApi,
} from './support/cart-checkout-helpers';
import { addToCartThroughApi, products, sessionIdOf, watchConsole } from './support/shop';

/** A visitor with two in-stock products in the cart; their session id. */
async function startWithCart(page: Page): Promise<string> {
  await page.goto('/');
  const sessionId = await sessionIdOf(page);
  const inStock = (await products(page.request)).filter((product) => product.inStock);
  for (const product of inStock.slice(0, 2)) {
    await addToCartThroughApi(page.request, sessionId, product.id);
  }
  return sessionId;
}

async function settled(page: Page) {
  await expect(page.locator('[data-remote="cartCheckout"] [aria-busy="true"]')).toHaveCount(0);
}

const orderSummary = (page: Page) => page.getByRole('region', { name: 'Order Summary' });

test('HEALING10 applied on the cart page stays with the cart: sidebar, reloads, back to the cart, the order', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const seen = watchConsole(page);
  const sessionId = await startWithCart(page);

  await page.goto('/cart');
  await page.getByPlaceholder('Enter promo code (try HEALING10)').fill('HEALING10');
  await page.getByRole('button', { name: 'Apply promo code' }).click();
  await expect(page.getByText('Discount (HEALING10)')).toBeVisible();
  await settled(page);
  const summary = await summaryThroughApi(page.request, sessionId);
  expect(summary).toMatchObject({ promoCode: 'HEALING10', promoApplied: true });
  expect(await shownAmount(page, 'total')).toBe(summary.total);

  // Through the sidebar, not the cart page's own button.
  await page.getByRole('button', { name: /^Open cart/ }).click();
  await page.getByRole('button', { name: 'Proceed to Checkout' }).click();
  await expect(page).toHaveURL(/\/checkout$/);
  await expect(orderSummary(page).getByText('HEALING10 applied')).toBeVisible();
  expect(await shownAmount(orderSummary(page), 'discount')).toBe(summary.discount);

  await page.reload();
  await expect(orderSummary(page).getByText('HEALING10 applied')).toBeVisible();
  expect(await shownAmount(orderSummary(page), 'total')).toBe(summary.total);

  await page.getByRole('link', { name: 'Back to Cart' }).click();
  await expect(page).toHaveURL(/\/cart$/);
  await expect(page.getByText('Discount (HEALING10)')).toBeVisible();
  expect(await shownAmount(page, 'total')).toBe(summary.total);
  await page.reload();
  await expect(page.getByText('Discount (HEALING10)')).toBeVisible();

  await page.getByRole('button', { name: 'Secure Checkout' }).click();
  await expect(page).toHaveURL(/\/checkout$/);
  await fillShipping(page);
  await continueToPayment(page);
  await expect(page.getByTestId('checkout-total')).toHaveText(`$${summary.total}`);
  await page.getByRole('button', { name: 'Place Order' }).click();
  await expect(page).toHaveURL(/\/order-confirmation\/\d+$/);
  const orderId = Number(new URL(page.url()).pathname.split('/').pop());
  const placed = await orderThroughApi(page.request, sessionId, orderId);
  expect(placed.order).toMatchObject({
    promoCode: 'HEALING10',
    discount: summary.discount,
    total: summary.total,
  });
  expect(await shownAmount(page, 'total')).toBe(summary.total);
  expect(seen.errors).toEqual([]);
});

test('a code entered at checkout applies there, and Remove takes it off the cart', async ({
  page,
}) => {
  const sessionId = await startWithCart(page);
  await page.goto('/checkout');
  const box = orderSummary(page);
  await box.getByRole('textbox', { name: 'Promo code' }).fill('HEALING10');
  await box.getByRole('button', { name: 'Apply promo code' }).click();
  await expect(box.getByText('HEALING10 applied')).toBeVisible();
  expect((await summaryThroughApi(page.request, sessionId)).promoApplied).toBe(true);

  await box.getByRole('button', { name: 'Remove promo code HEALING10' }).click();
  await expect(box.getByTestId('amount-discount')).toHaveCount(0);
  await expect(box.getByRole('textbox', { name: 'Promo code' })).toBeFocused();
  expect((await summaryThroughApi(page.request, sessionId)).promoApplied).toBe(false);
});

test('a reload keeps the step and what was typed; Back and Forward move between steps', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await startWithCart(page);
  await page.goto('/checkout');

  // A refusal's toast goes once the step is passed.
  await page.getByRole('button', { name: 'Continue to Billing' }).click();
  const missing = page.getByText('Required fields missing', { exact: true });
  await expect(missing).toBeVisible();
  await fillShipping(page, { Address: '7 Cedar Court' });
  await page.getByRole('button', { name: 'Continue to Billing' }).click();
  await expect(page).toHaveURL(/\/checkout\?step=billing$/);
  await expect(page.getByRole('heading', { name: 'Billing Information' })).toBeVisible();
  await expect(missing).toHaveCount(0);

  await page.reload();
  await expect(page.getByRole('heading', { name: 'Billing Information' })).toBeVisible();
  await expect(page.getByText('7 Cedar Court')).toBeVisible();

  await page.goBack();
  await expect(page).toHaveURL(/\/checkout$/);
  await expect(page.getByRole('heading', { name: 'Shipping Information' })).toBeVisible();
  await expect(page.getByLabel('Address', { exact: true })).toHaveValue('7 Cedar Court');
  await expect(page.getByLabel('State', { exact: true })).toHaveValue('OR');

  await page.goForward();
  await expect(page.getByRole('heading', { name: 'Billing Information' })).toBeVisible();
  await page.getByRole('button', { name: 'Continue to Payment' }).click();
  await expect(page).toHaveURL(/\/checkout\?step=payment$/);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Payment Method' })).toBeVisible();
  await page.goBack();
  await expect(page.getByRole('heading', { name: 'Billing Information' })).toBeVisible();

  // Nothing about paying was kept in the tab, only the addresses.
  const draft = await page.evaluate(() =>
    Object.keys(window.sessionStorage)
      .map((key) => window.sessionStorage.getItem(key) ?? '')
      .join('\n'),
  );
  expect(draft).toContain('7 Cedar Court');
  expect(draft).not.toMatch(/paypal|paymentMethod|card/i);
});

test.describe('the checkout with JavaScript off', () => {
  test.use({ javaScriptEnabled: false });

  for (const width of [390, 1280]) {
    test(`says it needs JavaScript, with no spinner, at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      // No script will take the page over: look at the server's page as it is.
      await page.goto('/checkout', { waitUntil: 'commit' });
      await page.waitForLoadState('load');

      const card = page.getByRole('region', { name: 'Checkout needs JavaScript' });
      await expect(card).toBeVisible();
      await expect(
        page.getByRole('heading', { level: 1, name: 'Complete Your Order' }),
      ).toBeVisible();
      await expect(page.getByText(/^Loading/)).toHaveCount(0);
      await expect(page.getByRole('button', { name: 'Continue to Billing' })).toHaveCount(0);
      await card.getByRole('link', { name: 'Back to your cart' }).click();
      await expect(page).toHaveURL(/\/cart$/);
    });
  }
});
