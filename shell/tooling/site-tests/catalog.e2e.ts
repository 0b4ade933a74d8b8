// The catalog remote's journeys through the real shop: home, collections, product pages and the
// cart they share with the shell.
import { type Locator, type Page } from '@playwright/test';
import { expect, test } from './support/test';
import type { CartItemDto, ProductDto } from '@healing/contracts';
import { products, sessionIdOf } from './support/shop';
import { API_URL } from './support/site';

/** Products 14, 35 and 40 are out of stock in the seed. */
const OUT_OF_STOCK_IDS = [14, 35, 40];

function cents(price: string): number {
  const [whole, fraction = '0'] = price.split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
}

function productList(page: Page): Locator {
  return page.getByRole('list', { name: 'Products' });
}

function cardOf(page: Page, name: string): Locator {
  return productList(page)
    .getByRole('listitem')
    .filter({ has: page.getByRole('link', { name, exact: true }) });
}

async function shownPrices(page: Page): Promise<number[]> {
  return productList(page)
    .locator('[data-amount]')
    .evaluateAll((elements) =>
      elements.map((element) => Math.round(Number(element.getAttribute('data-amount')) * 100)),
    );
}

test.describe('the catalog', () => {
  test('the home page shows the hero, and Shop Now leads to Inner Beauty', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: 'Your healing space' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Join Now' })).toHaveAttribute(
      'href',
      '/healing-moments',
    );
    await expect(page.getByText('1000+')).toBeVisible();

    await page.getByRole('link', { name: 'Shop Now' }).click();

    await expect(page).toHaveURL(/\/inner-beauty$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Inner Beauty' })).toBeVisible();
    await expect(page).toHaveTitle('Inner Beauty Collection | Healing Shop');
  });

  test('a home category tile opens its page across the collections', async ({ page, request }) => {
    const tees = (await products(request)).filter((p) => p.kind === 't-shirt');
    await page.goto('/');
    await page.getByRole('link', { name: /^T-Shirts/ }).click();

    await expect(page).toHaveURL(/\/category\/t-shirts$/);
    await expect(page.getByRole('heading', { level: 1, name: 'T-Shirts' })).toBeVisible();
    await expect(productList(page).getByRole('heading', { level: 3 })).toHaveText(
      tees.map((tee) => tee.name),
    );
  });

  test('browse a collection: filter by category, sort by price, switch to list view', async ({
    page,
    request,
  }) => {
    const all = await products(request, 'inner-beauty');
    const apparel = all.filter((p) => p.category === 'apparel');
    const names = productList(page).getByRole('heading', { level: 3 });

    await page.goto('/inner-beauty');
    await expect(names).toHaveText(all.map((p) => p.name));
    await expect(page.getByText(`Showing ${all.length} products`)).toBeVisible();

    await page.getByRole('button', { name: 'Apparel', exact: true }).click();
    await expect(page).toHaveURL(/\/inner-beauty\?category=apparel$/);
    await expect(names).toHaveText(apparel.map((p) => p.name));

    await page.getByLabel('Sort by').selectOption('price-low');
    const cheapFirst = [...apparel].sort((a, b) => cents(a.price) - cents(b.price) || a.id - b.id);
    await expect(names).toHaveText(cheapFirst.map((p) => p.name));
    const ascending = await shownPrices(page);
    expect(ascending).toEqual(cheapFirst.map((p) => cents(p.price)));
    expect(ascending).toEqual([...ascending].sort((a, b) => a - b));

    await page.getByLabel('Sort by').selectOption('price-high');
    await expect(names).toHaveText(
      [...apparel]
        .sort((a, b) => cents(b.price) - cents(a.price) || a.id - b.id)
        .map((p) => p.name),
    );
    const descending = await shownPrices(page);
    expect(descending).toEqual([...descending].sort((a, b) => b - a));

    await page.getByRole('button', { name: 'List view' }).click();
    await expect(page.getByRole('button', { name: 'List view' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(productList(page)).toHaveAttribute('data-view', 'list');
    await expect(productList(page).getByText(apparel[0].description)).toBeVisible();

    // The choices live in the address: a reload keeps them.
    await expect(page).toHaveURL(/\/inner-beauty\?category=apparel&sort=price-high&view=list$/);
    await page.reload();
    await expect(productList(page)).toHaveAttribute('data-view', 'list');
    await expect(page.getByRole('button', { name: 'Apparel', exact: true })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(page.getByLabel('Sort by')).toHaveValue('price-high');
  });

  test('one cart on the page: adds from the catalog drive the shell badge and sidebar', async ({
    page,
    request,
  }) => {
    // Products sold in one size: a sized one asks for its size first (sizes.e2e.ts).
    const [first, second] = (await products(request, 'life-happens')).filter(
      (p) => p.inStock && p.variants.length === 1,
    );
    const badge = page.getByTestId('cart-count');
    const sidebar = page.getByRole('dialog', { name: /Your Cart/ });

    await page.goto('/life-happens');
    await cardOf(page, first.name).click();
    await expect(page).toHaveURL(new RegExp(`/product/${first.id}$`));
    await expect(page.getByRole('heading', { level: 1, name: first.name })).toBeVisible();
    await expect(badge).toHaveCount(0);

    // Added on the product page (catalog remote) ...
    await page.getByRole('button', { name: 'Add to Cart', exact: true }).click();
    // ... and the shell's sidebar opens and its header badge counts it.
    await expect(sidebar).toBeVisible();
    await expect(sidebar.getByText(first.name)).toBeVisible();
    await expect(badge).toHaveText('1');
    await expect(page.getByText('Added to Cart! 💖', { exact: true })).toBeVisible();
    await expect(
      page.getByText(`${first.name} added to your healing journey.`, { exact: true }),
    ).toBeVisible();

    await page.keyboard.press('Escape');
    await expect(sidebar).toBeHidden();
    await expect(page.getByRole('button', { name: 'Open cart, 1 item' })).toBeVisible();

    // Back to the collection without a reload, and a second add from a card.
    await page.getByRole('link', { name: 'Back to Life Happens' }).click();
    await cardOf(page, second.name)
      .getByRole('button', { name: /^Add to Cart/ })
      .click();
    await expect(sidebar).toBeVisible();
    await expect(badge).toHaveText('2');

    await sidebar.getByRole('button', { name: `Increase quantity of ${second.name}` }).click();
    await expect(badge).toHaveText('3');
    await sidebar.getByRole('button', { name: `Decrease quantity of ${second.name}` }).click();
    await expect(badge).toHaveText('2');

    await page.keyboard.press('Escape');
    await expect(sidebar).toBeHidden();
    await expect(page.getByRole('button', { name: 'Open cart, 2 items' })).toBeVisible();

    // The server holds the same cart for this visitor.
    const sessionId = await sessionIdOf(page);
    const response = await request.get(`${API_URL}/api/cart/${sessionId}`, {
      headers: { 'X-Session-Id': sessionId },
    });
    const lines = (await response.json()) as CartItemDto[];
    expect(lines.map((line) => [line.productId, line.quantity]).sort()).toEqual(
      [
        [first.id, 1],
        [second.id, 1],
      ].sort(),
    );
  });

  test('out-of-stock products cannot be added, on their page or their card', async ({
    page,
    request,
  }) => {
    for (const id of OUT_OF_STOCK_IDS) {
      const response = await request.get(`${API_URL}/api/products/${id}`);
      const product = (await response.json()) as ProductDto;
      expect(product.inStock).toBe(false);

      await page.goto(`/product/${id}`);
      await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
      // The product's own badge comes first; "You may also like" below may hold another one.
      await expect(page.getByText('Out of Stock').first()).toBeVisible();
      await expect(page.getByText('Resting for now. We are making more.')).toBeVisible();
      await expect(page.getByRole('button', { name: 'Add to Cart', exact: true })).toBeDisabled();

      await page.goto(`/${product.collection}`);
      const card = cardOf(page, product.name);
      await expect(card.getByText('Out of Stock')).toBeVisible();
      await expect(card.getByRole('button', { name: /^Add to Cart/ })).toBeDisabled();
    }
    await expect(page.getByTestId('cart-count')).toHaveCount(0);
  });

  test('a product page publishes its Product data', async ({ page, request }) => {
    const [product] = await products(request, 'love-is');
    await page.goto(`/product/${product.id}`);
    await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
    await expect(page).toHaveTitle(`${product.name} | Healing Shop`);
    const data = await page
      .locator('script[type="application/ld+json"]')
      .evaluateAll((scripts) =>
        scripts.map((script) => JSON.parse(script.textContent ?? '{}') as Record<string, unknown>),
      );
    expect(data).toContainEqual(
      expect.objectContaining({
        '@type': 'Product',
        name: product.name,
        offers: expect.objectContaining({ price: product.price, priceCurrency: 'USD' }),
      }),
    );
  });

  test('an unknown or malformed product id shows Product Not Found', async ({ page }) => {
    for (const id of ['987654', 'not-a-number']) {
      await page.goto(`/product/${id}`);
      await expect(
        page.getByRole('heading', { level: 1, name: 'Product Not Found' }),
      ).toBeVisible();
      await expect(
        page.getByText("This healing product doesn't exist or has been moved."),
      ).toBeVisible();
    }
    await page.getByRole('link', { name: 'Back to Collection' }).click();
    await expect(page).toHaveURL(/\/inner-beauty$/);
  });
});
