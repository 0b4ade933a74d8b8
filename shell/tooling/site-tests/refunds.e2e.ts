// Refunds recorded, and slips undone (issue 29, item 6): the owner cancels a paid order with a
// partial refund from its page, the shopper's order link shows what was refunded, and Mark as
// delivered can be undone from its confirmation.
import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { placeOrderThroughApi } from './support/cart-checkout-helpers';
import { linkIn, newestMailTo } from './support/mails';
import { addOwner, signInAsOwner } from './support/owner';
import { API_URL, E2E } from './support/site';
import { expect, test } from './support/test';

const ORDER_LINK = /https?:\/\/\S+\/orders\/[A-Za-z0-9_-]{43}(?![A-Za-z0-9_-])/;

const uniqueEmail = (what: string) =>
  `${what}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}@example.com`;

/** The owner's step through the automation token, to bring an order where a test needs it. */
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

/** The owner's page of the order, signed in on the way when needed. */
async function openAsOwner(page: Page, id: number): Promise<void> {
  await page.goto(`/admin/orders/${id}`);
  const signIn = page.getByRole('heading', { name: 'Sign in to the back office' });
  const heading = page.getByRole('heading', { level: 1, name: `Order #${id}` });
  await expect(signIn.or(heading)).toBeVisible({ timeout: 30_000 });
  if (await signIn.isVisible()) await signInAsOwner(page);
  await expect(heading).toBeVisible();
}

async function inFreshBrowser(browser: Browser, link: string, width: number) {
  const context = await browser.newContext({ viewport: { width, height: 900 } });
  const page = await context.newPage();
  await page.goto(link);
  await page.getByRole('heading', { level: 1 }).first().waitFor({ timeout: 30_000 });
  return { page, close: () => context.close() };
}

const shot = (name: string, width: number) =>
  `${process.env.REFUND_SHOTS ?? 'test-results/refund-shots'}/${name}-${width}.png`;

test.describe('refunds and undo', () => {
  test.beforeAll(() => addOwner());

  for (const width of [1280, 390]) {
    test(`at ${width} px: the owner cancels a paid order with a partial refund, and the shopper's link shows it`, async ({
      page,
      browser,
    }) => {
      test.setTimeout(120_000);
      await page.setViewportSize({ width, height: 900 });
      const email = uniqueEmail('refund');
      const order = await placeOrderThroughApi(page, email);
      await ownerStep(page.request, order.id, 'paid', { reference: 'PAY-1' });

      await openAsOwner(page, order.id);
      const cancel = page.getByRole('form', { name: 'Cancel order' });
      await cancel.getByLabel('How much').selectOption('partial');
      const amount = cancel.getByLabel(/Amount refunded/);
      await expect(amount).toHaveValue(order.total);
      await amount.fill('999');
      await cancel.getByRole('button', { name: 'Cancel order' }).click();
      await expect(cancel.getByText(/The refund can be at most \$/)).toBeVisible();

      await amount.fill('5.00');
      await cancel.getByLabel('Refunded by').selectOption('bank-transfer');
      await cancel.getByLabel(/Refund reference/).fill('RF-22');
      await cancel.getByRole('button', { name: 'Cancel order' }).click();
      await expect(
        cancel.getByText(`Cancel order #${order.id} and record a refund of $5.00?`, {
          exact: false,
        }),
      ).toBeVisible();
      await page.screenshot({ path: shot('owner-cancel-confirm', width), fullPage: true });
      await cancel.getByRole('button', { name: 'Yes, cancel order' }).click();
      await expect(page.getByRole('status').filter({ hasText: 'Order cancelled.' })).toBeVisible();

      const refunds = page.getByRole('region', { name: 'Refunds' });
      await expect(refunds).toContainText('$5.00 (partial)');
      await expect(refunds).toContainText('Bank transfer, reference RF-22');
      await expect(refunds).toContainText(`Refunded $5.00 of $${order.total}`);
      const history = page.getByRole('region', { name: 'History' });
      await expect(history).toContainText('Refund recorded');
      await expect(history).toContainText('$5.00 (partial) by bank transfer, reference RF-22');
      await page.screenshot({ path: shot('owner-refunded', width), fullPage: true });

      // The shopper's refund mail carries the order's personal link; the page shows the refund.
      const mail = await newestMailTo('order-refunded', email);
      expect(mail).toContain(`We have refunded $5.00 of your order #${order.id} by bank transfer.`);
      const fresh = await inFreshBrowser(browser, linkIn(mail, ORDER_LINK), width);
      await expect(
        fresh.page.getByRole('heading', { level: 1, name: 'Order Cancelled' }),
      ).toBeVisible();
      await expect(fresh.page.getByTestId('order-refund')).toHaveText(
        /^Refunded \$5\.00 on [A-Z][a-z]+ \d{1,2}, \d{4}$/,
      );
      await fresh.page.screenshot({ path: shot('shopper-refunded', width), fullPage: true });
      await fresh.close();
    });

    test(`at ${width} px: the owner marks an order delivered and undoes it from the confirmation`, async ({
      page,
    }) => {
      test.setTimeout(90_000);
      await page.setViewportSize({ width, height: 900 });
      const order = await placeOrderThroughApi(page, uniqueEmail('undo'));
      await ownerStep(page.request, order.id, 'paid');
      await ownerStep(page.request, order.id, 'shipped', { trackingNumber: 'TRACK-UNDO' });

      await openAsOwner(page, order.id);
      await page.getByRole('button', { name: 'Mark as delivered' }).click();
      const done = page.getByRole('status').filter({ hasText: 'Order marked as delivered.' });
      await expect(done).toBeVisible();
      await expect(page.getByTestId('order-status')).toHaveText('Delivered');
      await page.screenshot({ path: shot('owner-undo-offered', width), fullPage: true });

      // The keyboard reaches the Undo from the confirmation, which takes the focus.
      await expect(done).toBeFocused();
      await page.keyboard.press('Tab');
      await expect(done.getByRole('button', { name: 'Undo' })).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(page.getByRole('status').filter({ hasText: 'Step undone.' })).toBeVisible();
      await expect(page.getByTestId('order-status')).toHaveText('Shipped');
      await expect(page.getByRole('button', { name: 'Mark as delivered' })).toBeVisible();
      await expect(page.getByRole('region', { name: 'History' })).toContainText(
        'Step undone: Marked as delivered',
      );
    });
  }
});
