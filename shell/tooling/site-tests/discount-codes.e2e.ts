// Discount codes the owner manages (issue 29): the owner creates a code in the back office, and a
// shopper in a browser of their own types it in lower case in the cart and sees the discount.
import { summaryThroughApi, shownAmount } from './support/cart-checkout-helpers';
import { addOwner, signInAsOwner } from './support/owner';
import { addToCartThroughApi, products, sessionIdOf } from './support/shop';
import { expect, test, waitForTakeOver } from './support/test';

test.describe('discount codes', () => {
  test.beforeAll(() => addOwner());

  test('the owner creates a code; a shopper types it in lower case and sees the discount', async ({
    page,
    browser,
  }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/admin/discount-codes');
    await signInAsOwner(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Discount codes' })).toBeVisible();
    const nav = page.getByRole('navigation', { name: 'Back office' });
    await expect(nav.getByRole('link', { name: 'Discount codes' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    const table = page.getByRole('table');
    await expect(table.getByRole('rowheader', { name: 'HEALING10' })).toBeVisible();

    await page.getByRole('button', { name: 'New discount code' }).click();
    const form = page.getByRole('region', { name: 'New discount code' });
    await form.getByRole('textbox', { name: /^Code/ }).fill('gentle5');
    await form.getByRole('combobox', { name: /^Discount/ }).selectOption('fixed');
    await form.getByRole('textbox', { name: /^Amount off/ }).fill('5');
    await form.getByRole('textbox', { name: /^Usage limit/ }).fill('20');
    await form.getByRole('button', { name: 'Create code' }).click();
    await expect(page.getByText('Discount code created', { exact: true })).toBeVisible();
    const row = table
      .getByRole('row')
      .filter({ has: page.getByRole('rowheader', { name: 'GENTLE5' }) });
    await expect(row).toContainText('$5.00 off your items');
    await expect(row).toContainText('0 of 20 used');
    await expect(row.getByTestId('discount-code-state')).toHaveText('Active');

    // On a phone the codes are cards, and nothing sticks out sideways.
    await page.setViewportSize({ width: 390, height: 844 });
    await expect(page.getByRole('list', { name: 'Discount codes' })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      390,
    );

    // A shopper, in a browser of their own.
    const context = await browser.newContext();
    try {
      const shopper = await context.newPage();
      await shopper.goto('/');
      await waitForTakeOver(shopper);
      const sessionId = await sessionIdOf(shopper);
      const product = (await products(shopper.request)).find(
        (candidate) => candidate.inStock && Number(candidate.price) > 5,
      );
      expect(product).toBeDefined();
      await addToCartThroughApi(shopper.request, sessionId, product?.id ?? 0);
      await shopper.goto('/cart');
      await waitForTakeOver(shopper);
      const promo = shopper.getByPlaceholder('Enter promo code (try HEALING10)');
      await promo.fill('gentle5');
      await shopper.getByRole('button', { name: 'Apply promo code' }).click();
      await expect(shopper.getByText(/GENTLE5 applied: \$5\.00 off your items/)).toBeVisible();
      await expect(shopper.getByText('Discount (GENTLE5)')).toBeVisible();
      const summary = await summaryThroughApi(shopper.request, sessionId);
      expect(summary).toMatchObject({ promoCode: 'GENTLE5', promoApplied: true, discount: '5.00' });
      expect(await shownAmount(shopper, 'discount')).toBe('5.00');
      expect(await shownAmount(shopper, 'total')).toBe(summary.total);
    } finally {
      await context.close();
    }
  });
});
