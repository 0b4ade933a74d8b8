// Card payment at checkout (issue 30): with a payment provider configured (a stand-in for
// Stripe that plays its hosted page and posts signed webhooks), the shopper pays right after
// placing the order and comes back to an order page that says where the payment stands: paid,
// not gone through, waiting for the bank, or being checked (an amount not the order's). The
// suite's own shop has no provider: cart-checkout.e2e.ts keeps its checkout as it was.
import { type APIRequestContext, type Page } from '@playwright/test';
import type { ProductDto } from '@healing/contracts';
import { expect, test } from './support/test';
import { startCardPaymentShop, type CardPaymentShop } from './support/card-payments';
import {
  continueToPayment,
  expectAccessible,
  fillShipping,
  SHIPPING,
} from './support/cart-checkout-helpers';
import { sessionIdOf } from './support/shop';

test.describe.configure({ mode: 'serial' });

let shop: CardPaymentShop;

test.beforeAll(async () => {
  test.setTimeout(300_000);
  shop = await startCardPaymentShop();
});

test.afterAll(async () => {
  await shop?.close();
});

/** How many products the tests bought so far: each order takes another (some are one of a kind). */
let bought = 0;

/** One in-stock product sold in one size, in the card-payment shop's cart. */
async function addProduct(request: APIRequestContext, sessionId: string): Promise<void> {
  const listed = await request.get(`${shop.apiUrl}/api/products`);
  expect(listed.ok()).toBe(true);
  const product = ((await listed.json()) as ProductDto[]).filter(
    (each) => each.inStock && each.variants.length <= 1,
  )[bought];
  bought += 1;
  expect(product, 'the seed has products sold in one size').toBeDefined();
  const added = await request.post(`${shop.apiUrl}/api/cart`, {
    data: { sessionId, productId: product.id, quantity: 1 },
  });
  expect(added.status(), await added.text()).toBe(201);
}

/** The order the page shows, by its address (/order-confirmation/<id>). */
function orderIdOf(page: Page): number {
  const id = /\/order-confirmation\/(\d+)/.exec(new URL(page.url()).pathname)?.[1];
  expect(id, `${page.url()} is an order's page`).toBeDefined();
  return Number(id);
}

/** From an empty visit to the provider's page: a product in the cart, the order placed by card. */
async function placeOrderByCard(page: Page, request: APIRequestContext): Promise<void> {
  await page.goto(`${shop.url}/`);
  await addProduct(request, await sessionIdOf(page));
  await page.goto(`${shop.url}/checkout`);
  await fillShipping(page);
  await continueToPayment(page);
  await expect(page.getByRole('radio', { name: 'Card (pay now on a secure page)' })).toBeChecked();
  await page.getByRole('button', { name: 'Place Order' }).click();
  await expect(page.getByRole('heading', { level: 1, name: /^Pay USD/ })).toBeVisible();
  expect(new URL(page.url()).origin).not.toBe(shop.url);
}

test('a shopper pays by card at checkout and lands on an order page that says paid', async ({
  page,
  request,
}) => {
  await placeOrderByCard(page, request);
  await page.getByRole('button', { name: 'Pay', exact: true }).click();
  await page.waitForURL(/\/order-confirmation\/\d+\?payment=done$/);
  await expect(page.getByRole('heading', { level: 2, name: 'Payment received' })).toBeVisible();
  await expect(page.getByTestId('order-status')).toContainText('Paid');
  await expect(page.getByRole('region', { name: 'Payment', exact: true })).toContainText(
    'Card (secure payment page)',
  );
  await expectAccessible(page);
});

test('a declined payment did not go through: Try again opens a new page, and paying then succeeds', async ({
  page,
  request,
}) => {
  await placeOrderByCard(page, request);
  const firstPage = page.url();
  await page.getByRole('button', { name: 'Decline' }).click();
  await page.waitForURL(/\/order-confirmation\/\d+\?payment=cancelled$/);
  await expect(
    page.getByRole('heading', { level: 2, name: 'The payment did not go through' }),
  ).toBeVisible();
  await expect(page.getByTestId('order-status')).toContainText('Awaiting payment');
  await expectAccessible(page);

  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('heading', { level: 1, name: /^Pay USD/ })).toBeVisible();
  expect(page.url(), 'a new session for the same order').not.toBe(firstPage);
  await page.getByRole('button', { name: 'Pay', exact: true }).click();
  await page.waitForURL(/\/order-confirmation\/\d+\?payment=done$/);
  await expect(page.getByRole('heading', { level: 2, name: 'Payment received' })).toBeVisible();
  await expect(page.getByTestId('order-status')).toContainText('Paid');
});

test('a payment the bank confirms later: the order page waits for the bank, then says paid', async ({
  page,
  request,
}) => {
  await placeOrderByCard(page, request);
  await page.getByRole('button', { name: 'Pay by bank (confirms later)' }).click();
  await page.waitForURL(/\/order-confirmation\/\d+\?payment=done$/);
  await expect(
    page.getByRole('heading', { level: 2, name: 'Waiting for your bank' }),
  ).toBeVisible();
  await expect(page.getByTestId('order-status')).toContainText('Awaiting payment');
  // Nothing to pay again while the bank decides.
  await expect(page.getByRole('button', { name: /^(Pay now|Try again)$/ })).toHaveCount(0);
  await expectAccessible(page);

  const orderId = orderIdOf(page);
  const [session] = shop.standIn.sessionsFor(orderId);
  await shop.standIn.confirmBankPayment(session.id);
  // The bank takes days, and the page asks again only for a short while after the shopper came
  // back: the shopper opens the order's page again.
  await page.goto(`${shop.url}/order-confirmation/${orderId}`);
  await expect(page.getByRole('heading', { level: 2, name: 'Payment received' })).toBeVisible();
  await expect(page.getByTestId('order-status')).toContainText('Paid');
  await expect(page.getByRole('heading', { level: 2, name: 'Waiting for your bank' })).toHaveCount(
    0,
  );
});

test('a payment of the wrong amount leaves the order awaiting payment and says it is being checked', async ({
  page,
  request,
}) => {
  await placeOrderByCard(page, request);
  const session = shop.standIn.sessionOnPage(page.url());
  // Stripe reports half the order's total as paid; the browser comes back as Stripe sends it.
  const successUrl = await shop.standIn.payOtherAmount(
    session.id,
    Math.floor(session.amount_total / 2),
  );
  await page.goto(successUrl);
  await page.waitForURL(/\/order-confirmation\/\d+\?payment=done$/);
  await expect(
    page.getByRole('heading', { level: 2, name: 'Checking your payment' }),
  ).toBeVisible();
  await expect(page.getByTestId('card-payment')).toContainText(SHIPPING.Email);
  await expect(page.getByTestId('order-status')).toContainText('Awaiting payment');
  await expect(page.getByRole('button', { name: /^(Pay now|Try again)$/ })).toHaveCount(0);
  await expectAccessible(page);
});
