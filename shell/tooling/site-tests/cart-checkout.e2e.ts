// The cart-and-checkout remote in the composed site: the cart page's amounts are the server's,
// the wizard refuses bad input before anything is sent, an order is placed exactly once (double
// click, lost connection), its confirmation belongs to its visitor, and the site survives the
// remote being down.
import { type Page } from '@playwright/test';
import { expect, test } from './support/test';
import {
  addCustomDesignThroughApi,
  cartThroughApi,
  continueToPayment,
  expectAccessible,
  fillShipping,
  orderThroughApi,
  shownAmount,
  summaryThroughApi,
  tabTo,
  watchCheckouts,
} from './support/cart-checkout-helpers';
import { serveShell } from './support/servers';
import { addToCartThroughApi, products, sessionIdOf, watchConsole } from './support/shop';
import { API_URL, E2E, REMOTE_ORDER, remotePort } from './support/site';

/** Two in-stock catalogue products that together stay under the free-shipping threshold. */
async function twoProducts(page: Page) {
  const all = await products(page.request);
  const cheap = all
    .filter((product) => product.inStock && Number(product.price) < 20)
    .sort((a, b) => a.id - b.id);
  expect(cheap.length).toBeGreaterThanOrEqual(2);
  return [cheap[0], cheap[1]] as const;
}

async function startWithCart(page: Page, productCount: 1 | 2 = 2) {
  await page.goto('/');
  const sessionId = await sessionIdOf(page);
  const chosen = (await twoProducts(page)).slice(0, productCount);
  for (const product of chosen) await addToCartThroughApi(page.request, sessionId, product.id);
  return { sessionId, chosen };
}

async function cartSettled(page: Page) {
  await expect(page.locator('[data-remote="cartCheckout"] [aria-busy="true"]')).toHaveCount(0);
}

test('a shopper changes quantities, applies HEALING10 and checks out through the wizard', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const seen = watchConsole(page);
  const { sessionId, chosen } = await startWithCart(page);
  const [first, second] = chosen;
  await addCustomDesignThroughApi(page.request, sessionId);

  await page.goto('/cart');
  await expect(page.getByText('3 healing items in your cart')).toBeVisible();
  await expect(page.getByTestId('cart-line')).toHaveCount(3);
  await expect(page.getByTestId('cart-count')).toHaveText('3');

  // Quantities: the first product up to 2, the second up to 3 and back to 2; never below 1.
  const firstLine = page.getByTestId('cart-line').filter({ hasText: first.name });
  const secondLine = page.getByTestId('cart-line').filter({ hasText: second.name });
  await expect(
    firstLine.getByRole('button', { name: `Decrease quantity of ${first.name}` }),
  ).toBeDisabled();
  await firstLine.getByRole('button', { name: `Increase quantity of ${first.name}` }).click();
  await expect(firstLine.locator('output')).toHaveText('2');
  for (const step of ['Increase', 'Increase', 'Decrease']) {
    await cartSettled(page);
    await secondLine.getByRole('button', { name: `${step} quantity of ${second.name}` }).click();
  }
  await expect(secondLine.locator('output')).toHaveText('2');
  await expect(page.getByText('5 healing items in your cart')).toBeVisible();
  await expect(page.getByTestId('cart-count')).toHaveText('5');

  // A wrong code does nothing; HEALING10 applies.
  const promo = page.getByPlaceholder('Enter promo code (try HEALING10)');
  await promo.fill('HEALING20');
  await page.getByRole('button', { name: 'Apply promo code' }).click();
  await expect(promo).toHaveValue('');
  await expect(page.getByTestId('amount-discount')).toHaveCount(0);
  await promo.fill('HEALING10');
  await page.getByRole('button', { name: 'Apply promo code' }).click();
  await expect(page.getByText('Discount (HEALING10)')).toBeVisible();
  await cartSettled(page);

  // Every amount on the page is the API's.
  const summary = await summaryThroughApi(page.request, sessionId, 'HEALING10');
  expect(summary.promoApplied).toBe(true);
  expect(summary.itemCount).toBe(5);
  for (const kind of ['subtotal', 'discount', 'shipping', 'tax', 'total'] as const) {
    expect(await shownAmount(page, kind), kind).toBe(summary[kind]);
  }
  await expect(page.getByTestId('amount-total')).toHaveText(`$${summary.total}`);
  const lines = await cartThroughApi(page.request, sessionId);
  for (const line of lines) {
    const name = line.product?.name ?? line.customProductName ?? '';
    const shown = page.getByTestId('cart-line').filter({ hasText: name });
    await expect(shown.getByTestId('line-total')).toHaveText(`$${line.lineTotal}`);
    await expect(shown.getByTestId('unit-price')).toHaveText(`$${line.unitPrice} each`);
  }

  await expectAccessible(page);

  const checkouts = watchCheckouts(page);
  await page.getByRole('button', { name: 'Secure Checkout' }).click();
  await expect(page).toHaveURL(/\/checkout$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Complete Your Order' })).toBeVisible();

  // An invalid ZIP first: the message beside the field, a toast, and nothing sent.
  await fillShipping(page, { 'ZIP code': '9720' });
  await page.getByRole('button', { name: 'Continue to Billing' }).click();
  const zip = page.getByLabel('ZIP code');
  await expect(zip).toHaveAccessibleDescription('Please enter a valid ZIP code');
  await expect(zip).toBeFocused();
  await expect(page.getByText('Required fields missing', { exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Shipping Information' })).toBeVisible();
  expect(checkouts).toHaveLength(0);
  await expectAccessible(page);

  await zip.fill('97201');
  await continueToPayment(page);
  await expect(page.getByRole('radio', { name: 'Card (secure payment link)' })).toBeChecked();
  await expect(page.getByLabel('Card number')).toHaveCount(0);
  await expect(page.getByTestId('checkout-total')).toHaveText(`$${summary.total}`);
  await page.getByRole('button', { name: 'Place Order' }).click();

  await expect(page).toHaveURL(/\/order-confirmation\/\d+$/);
  const orderId = Number(new URL(page.url()).pathname.split('/').pop());
  await expect(page.getByRole('heading', { level: 1, name: 'Order Confirmed!' })).toBeVisible();
  await expect(page.getByText(`Order #${orderId} has been successfully placed.`)).toBeVisible();
  await expect(page.getByText('Order placed successfully!', { exact: true })).toBeVisible();
  expect(await shownAmount(page, 'total')).toBe(summary.total);
  await expect(page.getByTestId('order-status')).toHaveText('Awaiting payment');
  await expect(page.getByTestId('payment-instructions')).toContainText(`$${summary.total}`);
  await expectAccessible(page);

  // The cart is empty and the header's badge is gone.
  await expect(page.getByTestId('cart-count')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Open cart, 0 items' })).toBeVisible();
  expect(await cartThroughApi(page.request, sessionId)).toEqual([]);

  // One request; no card data in it; the order recorded what the cart page showed.
  expect(checkouts).toHaveLength(1);
  expect(checkouts[0].key).toMatch(/^checkout_[0-9a-f]{32}$/);
  expect(checkouts[0].body).not.toMatch(/4242|12\/39|cvv|cardNumber|cardholder|expiry/i);
  const placed = await orderThroughApi(page.request, sessionId, orderId);
  expect(placed.order).toMatchObject({
    total: summary.total,
    discount: summary.discount,
    promoCode: 'HEALING10',
    status: 'pending',
    paymentMethod: 'card',
    zipCode: '97201',
  });

  // Another visitor opening the same address sees the not-found view.
  const stranger = await browser.newContext();
  try {
    const strangerPage = await stranger.newPage();
    await strangerPage.goto(page.url());
    await expect(
      strangerPage.getByRole('heading', { level: 1, name: '404 Page Not Found' }),
    ).toBeVisible();
    await expect(strangerPage.getByText('Order Confirmed!')).toHaveCount(0);
  } finally {
    await stranger.close();
  }
  expect(seen.errors).toEqual([]);
});

test('a double click on Place Order makes one order', async ({ page }) => {
  const { sessionId } = await startWithCart(page, 1);
  const checkouts = watchCheckouts(page);
  // The answer takes a moment, so the second click lands while the first is on its way.
  await page.route('**/api/checkout', async (route) => {
    const response = await route.fetch();
    await new Promise((resolve) => setTimeout(resolve, 800));
    await route.fulfill({ response });
  });
  await page.goto('/checkout');
  await fillShipping(page);
  await continueToPayment(page);
  await page.getByRole('radio', { name: 'PayPal' }).check();
  await page.getByRole('button', { name: 'Place Order' }).dblclick();
  await expect(page.getByRole('button', { name: 'Processing Order...' })).toBeDisabled();

  await expect(page).toHaveURL(/\/order-confirmation\/\d+$/);
  const orderId = Number(new URL(page.url()).pathname.split('/').pop());
  expect(new Set(checkouts.map((checkout) => checkout.key)).size).toBe(1);
  expect((await orderThroughApi(page.request, sessionId, orderId)).status).toBe(200);
  expect((await orderThroughApi(page.request, sessionId, orderId + 1)).status).toBe(404);
  await expect(page.getByTestId('payment-instructions')).toContainText('PayPal payment request');
});

/**
 * Lets the next `times` checkouts reach the shop, which places the order, and loses their
 * answers; the ids the shop answered are collected as they come.
 */
async function loseCheckoutAnswers(page: Page, times: number): Promise<number[]> {
  const placedIds: number[] = [];
  await page.route(
    '**/api/checkout',
    async (route) => {
      const response = await route.fetch();
      placedIds.push(((await response.json()) as { id: number }).id);
      await route.abort('connectionreset');
    },
    { times },
  );
  return placedIds;
}

async function goToPayment(page: Page) {
  await page.goto('/checkout');
  await fillShipping(page);
  await continueToPayment(page);
}

test('a lost answer is sent again with its key: the shopper gets the order already placed', async ({
  page,
}) => {
  const { sessionId } = await startWithCart(page, 2);
  const checkouts = watchCheckouts(page);
  // The first request reaches the shop, which places the order, but its answer is lost.
  const placedIds = await loseCheckoutAnswers(page, 1);
  await goToPayment(page);
  await page.getByRole('button', { name: 'Place Order' }).click();
  await expect(page).toHaveURL(/\/order-confirmation\/\d+$/);
  expect(page.url()).toMatch(new RegExp(`/order-confirmation/${placedIds[0]}$`));
  expect(checkouts).toHaveLength(2);
  expect(checkouts[1].key).toBe(checkouts[0].key);
  expect((await orderThroughApi(page.request, sessionId, placedIds[0] + 1)).status).toBe(404);
});

test('when every answer is lost, the shopper is told, and trying again gets the order already placed', async ({
  page,
}) => {
  const { sessionId } = await startWithCart(page, 2);
  const checkouts = watchCheckouts(page);
  // The request and the platform's own resend both reach the shop; both answers are lost.
  const placedIds = await loseCheckoutAnswers(page, 2);
  await goToPayment(page);
  await page.getByRole('button', { name: 'Place Order' }).click();
  await expect(page.getByText('Order failed', { exact: true })).toBeVisible();
  await expect(
    page.getByText('There was an error processing your order. Please try again.', { exact: true }),
  ).toBeVisible();
  expect(placedIds).toHaveLength(2);
  expect(placedIds[1]).toBe(placedIds[0]);

  await page.getByRole('button', { name: 'Place Order' }).click();
  await expect(page).toHaveURL(new RegExp(`/order-confirmation/${placedIds[0]}$`));
  await expect(
    page.getByText(`Order #${placedIds[0]} has been successfully placed.`),
  ).toBeVisible();
  expect(checkouts).toHaveLength(3);
  expect(new Set(checkouts.map((checkout) => checkout.key)).size).toBe(1);
  expect((await orderThroughApi(page.request, sessionId, placedIds[0] + 1)).status).toBe(404);
  await expect(page.getByTestId('cart-count')).toHaveCount(0);
});

test('the whole flow works with the keyboard alone', async ({ page }) => {
  await startWithCart(page, 1);
  await page.goto('/cart');
  const checkout = page.getByRole('button', { name: 'Secure Checkout' });
  await expect(checkout).toBeEnabled();
  await tabTo(page, checkout);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/checkout$/);

  // Shipping: each field in turn, the state picked by typing its name, Enter to continue.
  await tabTo(page, page.getByLabel('Email', { exact: true }));
  for (const value of ['maya@example.com', 'Maya', 'Lin', '12 Willow Lane', 'Portland']) {
    await page.keyboard.type(value);
    await page.keyboard.press('Tab');
  }
  await expect(page.getByLabel('State', { exact: true })).toBeFocused();
  await page.keyboard.type('Oregon');
  await page.keyboard.press('Tab');
  await page.keyboard.type('97201');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'Billing Information' })).toBeFocused();

  await tabTo(page, page.getByRole('button', { name: 'Continue to Payment' }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'Payment Method' })).toBeFocused();
  await tabTo(page, page.getByRole('radio', { name: 'Card (secure payment link)' }));
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('radio', { name: 'PayPal' })).toBeChecked();
  await tabTo(page, page.getByRole('button', { name: 'Place Order' }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'Order Confirmed!' })).toBeVisible();
  await expect(page.getByTestId('payment-instructions')).toContainText('PayPal payment request');
});

test('with the cart-checkout remote down, /cart shows its fallback; collections and the sidebar work', async ({
  page,
}) => {
  const shellPort = E2E.sparePortBase + 3;
  const nowhere = `http://localhost:${E2E.sparePortBase + 4}/mf-manifest.json`;
  const remotes = Object.fromEntries(
    REMOTE_ORDER.map((name) => [name, `http://localhost:${remotePort(name)}/mf-manifest.json`]),
  );
  const shell = await serveShell(shellPort, {
    apiUrl: API_URL,
    remotes: { ...remotes, cartCheckout: nowhere },
  });
  try {
    await page.goto(`${shell.url}/`);
    const sessionId = await sessionIdOf(page);
    const [product] = await twoProducts(page);
    await addToCartThroughApi(page.request, sessionId, product.id);

    await page.goto(`${shell.url}/cart`);
    const fallback = page.locator('[data-remote-fallback]');
    await expect(fallback).toBeVisible();
    await expect(fallback).toContainText("This part of the shop didn't load");
    await expect(fallback).toContainText('your cart page');
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();

    // The sidebar is the shell's: it still shows the cart.
    await page.getByRole('button', { name: 'Open cart, 1 item' }).click();
    const sidebar = page.getByRole('dialog', { name: /Your Cart/ });
    await expect(sidebar).toBeVisible();
    await expect(sidebar.getByText(product.name)).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(sidebar).toBeHidden();

    // Collections come from another remote and still load.
    await page.getByRole('contentinfo').getByRole('link', { name: 'Inner Beauty' }).click();
    await expect(page).toHaveURL(/\/inner-beauty$/);
    await expect(page.locator('main [data-release]').first()).toBeVisible();
    await expect(fallback).toHaveCount(0);
  } finally {
    await shell.close();
  }
});
