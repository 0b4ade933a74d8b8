// Sizes (issue 28): a shopper chooses a size on the product page, the address keeps it through a
// reload, the cart and the confirmation name it, and the owner's order says which size to send.
import { continueToPayment, fillShipping } from './support/cart-checkout-helpers';
import { addOwner, signInAsOwner } from './support/owner';
import { products } from './support/shop';
import { expect, test } from './support/test';

for (const width of [390, 1280]) {
  test.describe(`choosing a size at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });
    test.beforeAll(() => addOwner());

    test('choose a size, add, reload, check out; the size is on the confirmation and the owner’s order', async ({
      page,
      browser,
    }) => {
      const tee = (await products(page.request)).find(
        (product) =>
          product.kind === 't-shirt' &&
          product.variants.find((variant) => variant.label === 'M')?.inStock,
      );
      if (!tee) throw new Error('no T-shirt with size M in stock');
      const named = `${tee.name} — M`;

      // The server's page already offers each size as a link: it works before any script.
      const html = await (await page.request.get(`/product/${tee.id}?size=M`)).text();
      expect(html).toContain(`href="/product/${tee.id}?size=M"`);
      expect(html).toMatch(/aria-current="true"[^>]*>M</);

      await page.goto(`/product/${tee.id}`);
      const add = page.getByRole('button', { name: 'Add to Cart', exact: true });
      // Without a size, Add to Cart asks for one.
      await add.click();
      await expect(
        page.getByRole('alert').filter({ hasText: 'Please choose a size.' }),
      ).toBeVisible();

      await page.getByRole('link', { name: 'Size M', exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`/product/${tee.id}\\?size=M$`));
      await page.reload();
      await expect(page.getByRole('link', { name: 'Size M', exact: true })).toHaveAttribute(
        'aria-current',
        'true',
      );
      await page.screenshot({ path: `test-results/sizes-product-${width}.png`, fullPage: true });
      await add.click();
      const sidebar = page.getByRole('dialog', { name: /Your Cart/ });
      await expect(sidebar.getByText(named)).toBeVisible();

      await page.goto('/checkout');
      await fillShipping(page);
      await continueToPayment(page);
      await page.getByRole('button', { name: 'Place Order' }).click();
      await expect(page).toHaveURL(/\/order-confirmation\/\d+$/);
      await expect(page.getByText(named, { exact: true })).toBeVisible();
      const orderId = Number(new URL(page.url()).pathname.split('/').pop());

      const owner = await browser.newPage({ viewport: { width, height: 900 } });
      await owner.goto(`/admin/orders/${orderId}`);
      await signInAsOwner(owner);
      await expect(owner.getByText(named, { exact: true })).toBeVisible();
      await owner.close();
    });
  });
}
