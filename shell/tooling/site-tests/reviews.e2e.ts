// Real reviews, as issue 28 tells them: an order the owner has delivered, the shopper reviews a
// piece from the order page, the owner approves it in the back office, and the product page shows
// it with its count and average; at a phone's width and a desktop's.
import type { Browser, Page } from '@playwright/test';
import { continueToPayment, fillShipping } from './support/cart-checkout-helpers';
import { addOwner, signInAsOwner } from './support/owner';
import { addToCartThroughApi, products, sessionIdOf } from './support/shop';
import { API_URL } from './support/site';
import { expect, test } from './support/test';

interface ReviewsPage {
  count: number;
  average: number | null;
}

async function reviewsOf(page: Page, productId: number): Promise<ReviewsPage> {
  const response = await page.request.get(`${API_URL}/api/products/${productId}/reviews`);
  expect(response.ok()).toBe(true);
  return (await response.json()) as ReviewsPage;
}

/** The owner, signed in through the back office's own form, in a browser of their own. */
async function ownerPage(browser: Browser, path: string): Promise<Page> {
  const page = await browser.newPage();
  await page.goto(path);
  await signInAsOwner(page);
  return page;
}

/** The owner's steps for an order, as the order page's buttons send them. */
async function deliver(owner: Page, orderId: number): Promise<void> {
  const origin = new URL(owner.url()).origin;
  for (const [step, data] of [
    ['paid', {}],
    ['shipped', { trackingNumber: '1Z999AA10123456784' }],
    ['delivered', {}],
  ] as const) {
    const response = await owner.request.post(`${origin}/api/admin/orders/${orderId}/${step}`, {
      data,
      headers: { Origin: origin },
    });
    expect(response.status(), `marking order #${orderId} ${step}`).toBe(200);
  }
}

test.describe('real reviews', () => {
  test.beforeAll(() => addOwner());

  for (const [index, width] of [390, 1280].entries()) {
    test(`at ${width} px: reviewed after delivery, approved, shown with its count`, async ({
      page,
      browser,
    }) => {
      // A whole journey (order, delivery, review, approval) across two browsers.
      test.setTimeout(120_000);
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/');
      const sessionId = await sessionIdOf(page);
      const product = (await products(page.request, 'inner-beauty')).filter(
        (each) => each.inStock && each.kind !== 'book',
      )[index];
      if (!product) throw new Error('no product in stock in Inner Beauty');
      const before = await reviewsOf(page, product.id);

      // Before any review of its own, the page claims no rating it has not been given.
      await page.goto(`/product/${product.id}`);
      if (before.count === 0) {
        await expect(page.getByText('No reviews yet', { exact: true })).toBeVisible();
      }

      // The shopper orders it.
      await addToCartThroughApi(page.request, sessionId, product.id);
      await page.goto('/checkout');
      await fillShipping(page);
      await continueToPayment(page);
      await page.getByRole('button', { name: 'Place Order' }).click();
      await expect(page).toHaveURL(/\/order-confirmation\/\d+$/);
      const orderId = Number(new URL(page.url()).pathname.split('/').pop());
      // Nothing to review before it has arrived.
      await expect(page.getByRole('link', { name: `Review ${product.name}` })).toHaveCount(0);

      // The owner delivers it.
      const owner = await ownerPage(browser, `/admin/orders/${orderId}`);
      await deliver(owner, orderId);

      // The shopper reviews it from the order page, choosing the stars with the keyboard.
      await page.reload();
      await page.getByRole('link', { name: `Review ${product.name}` }).click();
      await expect(page).toHaveURL(new RegExp(`/product/${product.id}/review\\?order=${orderId}$`));
      await expect(
        page.getByRole('heading', { level: 1, name: `Review ${product.name}` }),
      ).toBeVisible();
      await page.getByRole('radio', { name: '1 star', exact: true }).focus();
      await page.keyboard.press('ArrowRight');
      await page.keyboard.press('ArrowRight');
      await page.keyboard.press('ArrowRight');
      await expect(page.getByRole('radio', { name: '4 stars' })).toBeChecked();
      const text = `Soft and kind, worn every day (${width} px, order ${orderId}).`;
      await page.getByLabel(/Your review/).fill(text);
      await page.getByLabel('Name shown with your review').fill('Maya R.');
      await page.getByRole('button', { name: 'Send my review' }).click();
      await expect(page.getByRole('status').filter({ hasText: 'Thank you' })).toContainText(
        'once we have approved it',
      );

      // Held for approval: the product page does not show it yet.
      expect((await reviewsOf(page, product.id)).count).toBe(before.count);

      // The owner approves it in the back office.
      await owner.goto('/admin/reviews');
      const card = owner.getByRole('listitem').filter({ hasText: text });
      await expect(card).toContainText(product.name);
      await card.getByRole('button', { name: /^Approve the review/ }).click();
      await expect(owner.getByRole('listitem').filter({ hasText: text })).toHaveCount(0);
      await owner.close();

      // The product page shows it, with the count and average.
      const after = await reviewsOf(page, product.id);
      expect(after.count).toBe(before.count + 1);
      await page.goto(`/product/${product.id}`);
      const summary = `${Number.isInteger(after.average) ? after.average : after.average?.toFixed(1)} out of 5, ${after.count} ${after.count === 1 ? 'review' : 'reviews'}`;
      await expect(page.getByRole('link', { name: summary })).toBeVisible();
      const reviews = page.getByRole('region', { name: 'Reviews' });
      await expect(reviews).toContainText(text);
      await expect(reviews).toContainText('Maya R.');
      await expect(page.getByText('No reviews yet', { exact: true })).toHaveCount(0);
    });
  }
});
