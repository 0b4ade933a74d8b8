// The owner who is told (issue 29): a shopper orders; the owner's back office counts the new order
// beside its Orders tab and opens on the home, the figures a small shop watches (today, this week,
// this month, 30 days of sales as a chart and a table, best sellers, low stock), on a desktop and
// a 390 px phone. The chart's library loads with the back office's home only, never on a
// shopper's page, and each owner address is mailed the order.
import type { Page, Response } from '@playwright/test';
import type { AdminDashboardDto } from '@healing/contracts/admin';
import { continueToPayment, fillShipping } from './support/cart-checkout-helpers';
import { expectMail } from './support/mails';
import { addOwner, signInAsOwner } from './support/owner';
import { addToCartThroughApi, products, sessionIdOf } from './support/shop';
import { expect, test } from './support/test';

/** The JavaScript files a page fetched while `visit` ran, with whether each holds recharts. */
async function scriptsDuring(page: Page, visit: () => Promise<void>) {
  const scripts = new Map<string, Promise<boolean>>();
  const record = (response: Response) => {
    const url = response.url();
    if (!new URL(url).pathname.endsWith('.js') || scripts.has(url)) return;
    scripts.set(
      url,
      response
        .text()
        .then((text) => text.includes('recharts-'))
        .catch(() => false),
    );
  };
  page.on('response', record);
  await visit();
  await page.waitForLoadState('networkidle');
  page.off('response', record);
  const entries = await Promise.all(
    [...scripts].map(async ([url, charts]) => ({ url, charts: await charts })),
  );
  return entries;
}

async function placeOrder(page: Page): Promise<number> {
  await page.goto('/');
  const sessionId = await sessionIdOf(page);
  const product = (await products(page.request, 'inner-beauty')).find((each) => each.inStock);
  if (!product) throw new Error('no product in stock in Inner Beauty');
  await addToCartThroughApi(page.request, sessionId, product.id, 2);
  await page.goto('/checkout');
  await fillShipping(page, { 'First name': 'Nora', Email: 'nora@example.com' });
  await continueToPayment(page);
  await page.getByRole('button', { name: 'Place Order' }).click();
  await expect(page).toHaveURL(/\/order-confirmation\/\d+$/);
  return Number(new URL(page.url()).pathname.split('/').pop());
}

async function expectDashboard(page: Page, width: number, figures: AdminDashboardDto) {
  await expect(page.getByRole('heading', { level: 1, name: 'Home' })).toBeVisible();
  const nav = page.getByRole('navigation', { name: 'Back office' });
  await expect(nav.getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
  // The new order waits: its count beside Orders, named for a screen reader.
  const orders = nav.getByRole('link', { name: /^Orders, \d+ waiting$/ });
  await expect(orders).toBeVisible();
  expect(Number(/(\d+) waiting/.exec((await orders.getAttribute('aria-label')) ?? '')?.[1])).toBe(
    (await (await page.request.get('/api/admin/waiting')).json()).orders,
  );

  const periods = page.getByRole('list', { name: 'Orders and sales' });
  const today = periods.getByRole('listitem').filter({ hasText: 'Today' });
  await expect(today).toContainText(`Orders${figures.today.current.orders}`);
  await expect(today).toContainText(/Sales (up|down) \d+% from|Sales up from none|Sales the same/);
  await expect(periods.getByRole('listitem')).toHaveCount(3);

  const daily = page.getByRole('region', { name: 'Daily sales, last 30 days' });
  const chart = daily.getByTestId('sales-chart');
  await expect(chart).toBeVisible();
  await expect(chart.locator('.recharts-bar-rectangle').first()).toBeVisible();
  const box = await chart.boundingBox();
  expect(box?.width ?? 0).toBeGreaterThan(width / 2);
  // The same figures as a table: read by screen readers, shown when asked for.
  const table = daily.getByRole('table', { name: 'Sales per day, last 30 days' });
  await expect(table.getByRole('row')).toHaveCount(31);
  const toggle = daily.getByRole('button', { name: 'Show as a table' });
  await toggle.focus();
  await page.keyboard.press('Enter');
  await expect(daily.getByRole('button', { name: 'Hide the table' })).toHaveAttribute(
    'aria-expanded',
    'true',
  );
  await expect(table).toBeVisible();
  await expect(table.getByRole('row').last()).toContainText(
    String(figures.dailySales.at(-1)?.orders),
  );

  await expect(page.getByRole('region', { name: 'Best sellers, last 30 days' })).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'Best sellers, last 30 days' }).getByRole('listitem'),
  ).not.toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Low stock' })).toBeVisible();
  // Nothing sticks out sideways.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    width,
  );
}

test.describe('the owner who is told', () => {
  test.beforeAll(() => addOwner());

  test('an order placed: the Orders badge and the dashboard at 1280 and 390 px, its mail sent', async ({
    page,
    browser,
  }, testInfo) => {
    test.setTimeout(120_000);
    const shopperScripts = await scriptsDuring(page, async () => {
      const orderId = await placeOrder(page);
      await expectMail('owner-new-order', `New order #${orderId}:`, `/admin/orders/${orderId}`);
      await page.goto('/cart');
    });

    const owner = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    const ownerScripts = await scriptsDuring(owner, async () => {
      await owner.goto('/admin');
      await signInAsOwner(owner);
      await expect(owner).toHaveURL(/\/admin$/);
      await expect(owner.getByTestId('sales-chart')).toBeVisible();
    });
    const figures = (await (
      await owner.request.get('/api/admin/dashboard')
    ).json()) as AdminDashboardDto;
    expect(figures.today.current.orders).toBeGreaterThanOrEqual(1);
    await expectDashboard(owner, 1280, figures);
    await owner.screenshot({ path: testInfo.outputPath('dashboard-1280.png'), fullPage: true });

    await owner.setViewportSize({ width: 390, height: 844 });
    await owner.reload();
    await expectDashboard(owner, 390, figures);
    await owner.screenshot({ path: testInfo.outputPath('dashboard-390.png'), fullPage: true });

    // The chart library came with the back office's home, and with no shopper's page.
    expect(ownerScripts.filter((script) => script.charts)).not.toHaveLength(0);
    expect(shopperScripts.filter((script) => script.charts)).toEqual([]);
    await owner.close();
  });
});
