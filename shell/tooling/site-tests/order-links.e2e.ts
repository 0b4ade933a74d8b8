// Orders a shopper can find from anywhere (issue 29): the order e-mails carry a personal link that
// opens the order in any browser, its heading and text follow its status (a cancelled order and a
// delivered one read as such), and "Find my order" mails an address the links to its orders.
import type { APIRequestContext, Browser } from '@playwright/test';
import {
  continueToPayment,
  fillShipping,
  placeOrderThroughApi,
} from './support/cart-checkout-helpers';
import { linkIn, newestMailTo } from './support/mails';
import { addToCartThroughApi, products, sessionIdOf } from './support/shop';
import { API_URL, E2E } from './support/site';
import { expect, test } from './support/test';

/** An order's personal link, as every order e-mail carries it. */
const ORDER_LINK = /https?:\/\/\S+\/orders\/[A-Za-z0-9_-]{43}(?![A-Za-z0-9_-])/;

const uniqueEmail = (what: string) =>
  `${what}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}@example.com`;

/** The owner's steps for an order, through the automation token as a script of theirs would. */
async function ownerStep(
  request: APIRequestContext,
  orderId: number,
  step: string,
  data: object = {},
): Promise<void> {
  const response = await request.post(`${API_URL}/api/admin/orders/${orderId}/${step}`, {
    data,
    headers: { Authorization: `Bearer ${E2E.adminToken}` },
  });
  expect(response.status(), `order #${orderId}: ${step}`).toBe(200);
}

/** Opens a link in a browser that has never seen the shop: no session, no storage. */
async function inFreshBrowser(browser: Browser, link: string, width = 1280) {
  const context = await browser.newContext({ viewport: { width, height: 900 } });
  const page = await context.newPage();
  const response = await page.goto(link);
  // A browser that has never seen the shop loads the remote's code first: give it its time.
  await page.getByRole('heading', { level: 1 }).first().waitFor({ timeout: 30_000 });
  return { page, response, close: () => context.close() };
}

test.describe('orders a shopper can find from anywhere', () => {
  for (const width of [390, 1280]) {
    test(`at ${width} px: the confirmation e-mail's link opens the order in a fresh browser`, async ({
      page,
      browser,
    }) => {
      test.setTimeout(90_000);
      await page.setViewportSize({ width, height: 900 });
      const email = uniqueEmail('order-link');
      await page.goto('/');
      const sessionId = await sessionIdOf(page);
      const product = (await products(page.request, 'love-is')).find((each) => each.inStock);
      if (!product) throw new Error('no product in stock in Love Is');
      await addToCartThroughApi(page.request, sessionId, product.id);
      await page.goto('/checkout');
      await fillShipping(page, { Email: email });
      await continueToPayment(page);
      await page.getByRole('button', { name: 'Place Order' }).click();
      await expect(page).toHaveURL(/\/order-confirmation\/\d+$/);
      const orderId = Number(new URL(page.url()).pathname.split('/').pop());
      await expect(page.getByRole('link', { name: 'Find my order', exact: true })).toBeVisible();

      const link = linkIn(await newestMailTo('order-confirmation', email), ORDER_LINK);
      const fresh = await inFreshBrowser(browser, link, width);
      expect(fresh.response?.headers()['referrer-policy']).toBe('no-referrer');
      expect(fresh.response?.headers()['x-robots-tag']).toBe('noindex');
      await expect(
        fresh.page.getByRole('heading', { level: 1, name: 'Order Confirmed!' }),
      ).toBeVisible();
      await expect(fresh.page.getByTestId('order-lead')).toHaveText(
        `Order #${orderId} has been successfully placed.`,
      );
      await expect(fresh.page.getByTestId('order-status')).toHaveText('Awaiting payment');
      await expect(fresh.page.getByText(email).first()).toBeVisible();
      // The page's meta and the shell's both say noindex.
      const robots = fresh.page.locator('meta[name="robots"]');
      await expect(robots.first()).toHaveAttribute('content', 'noindex');
      expect(
        new Set(await robots.evaluateAll((metas) => metas.map((m) => m.getAttribute('content')))),
      ).toEqual(new Set(['noindex']));

      // A link of no order reads as not found, and points to Find my order.
      await fresh.page.goto(`/orders/${'A'.repeat(43)}`);
      await expect(
        fresh.page.getByRole('heading', { level: 1, name: "We couldn't find this order" }),
      ).toBeVisible();
      await expect(
        fresh.page.getByRole('link', { name: 'Find my order', exact: true }),
      ).toBeVisible();
      await fresh.close();
    });
  }

  test('a cancelled order reads as cancelled, from the link in its e-mail', async ({
    page,
    browser,
  }) => {
    test.setTimeout(90_000);
    const email = uniqueEmail('order-cancelled');
    const orderId = (await placeOrderThroughApi(page, email, 'life-happens')).id;
    await ownerStep(page.request, orderId, 'cancel', { reason: 'Asked by the shopper' });
    const link = linkIn(await newestMailTo('order-cancelled', email), ORDER_LINK);
    const fresh = await inFreshBrowser(browser, link);
    await expect(
      fresh.page.getByRole('heading', { level: 1, name: 'Order Cancelled' }),
    ).toBeVisible();
    await expect(fresh.page.getByTestId('order-lead')).toHaveText(
      `Order #${orderId} has been cancelled.`,
    );
    await expect(fresh.page.getByTestId('order-status')).toHaveText('Cancelled');
    await expect(fresh.page.getByText(/Order Confirmed|successfully placed/)).toHaveCount(0);

    // Revoked by the owner, the e-mail's link no longer opens it.
    await ownerStep(page.request, orderId, 'link/revoke');
    await fresh.page.reload();
    await expect(
      fresh.page.getByRole('heading', { level: 1, name: "We couldn't find this order" }),
    ).toBeVisible();
    await fresh.close();
  });

  test('a delivered order reads as delivered, from the link in its e-mail', async ({
    page,
    browser,
  }) => {
    test.setTimeout(90_000);
    const email = uniqueEmail('order-delivered');
    const orderId = (await placeOrderThroughApi(page, email, 'life-happens')).id;
    await ownerStep(page.request, orderId, 'paid');
    await ownerStep(page.request, orderId, 'shipped', { trackingNumber: '1Z999AA10123456784' });
    const shipped = await inFreshBrowser(
      browser,
      linkIn(await newestMailTo('order-shipped', email), ORDER_LINK),
    );
    await expect(
      shipped.page.getByRole('heading', { level: 1, name: 'Your Order Is on Its Way' }),
    ).toBeVisible();
    await expect(
      shipped.page.getByRole('link', { name: /Follow your parcel on the UPS website/ }),
    ).toHaveAttribute('href', 'https://www.ups.com/track?tracknum=1Z999AA10123456784');
    await shipped.close();

    await ownerStep(page.request, orderId, 'delivered');
    const fresh = await inFreshBrowser(
      browser,
      linkIn(await newestMailTo('order-delivered', email), ORDER_LINK),
    );
    await expect(
      fresh.page.getByRole('heading', { level: 1, name: 'Order Delivered' }),
    ).toBeVisible();
    await expect(fresh.page.getByTestId('order-lead')).toHaveText(
      `Order #${orderId} has been delivered.`,
    );
    await expect(fresh.page.getByTestId('order-status')).toHaveText('Delivered');
    await fresh.close();
  });

  test('Find my order mails the links of an address, from the footer', async ({ page }) => {
    test.setTimeout(90_000);
    const email = uniqueEmail('find-my-order');
    const orderId = (await placeOrderThroughApi(page, email, 'life-happens')).id;
    await page.goto('/');
    await page.getByRole('contentinfo').getByRole('link', { name: 'Find My Order' }).click();
    await expect(page).toHaveURL(/\/find-my-order$/);
    await page.getByLabel('Email address').fill(email);
    await page.getByRole('button', { name: 'Send me my order links' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'If we have orders' })).toBeVisible();

    const mail = await newestMailTo('order-links', email);
    expect(mail).toContain(`Order #${orderId}`);
    await page.goto(linkIn(mail, ORDER_LINK));
    await expect(page.getByTestId('order-lead')).toHaveText(
      `Order #${orderId} has been successfully placed.`,
    );
  });
});
