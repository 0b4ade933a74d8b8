// Search and discovery through the real shop: the header's search with the keyboard, search
// without JavaScript, the category pages the home tiles open, and "You may also like".
import type { Page } from '@playwright/test';
import type { ProductDto } from '@healing/contracts';
import { expect, test } from './support/test';
import { products } from './support/shop';
import { API_URL } from './support/site';

const WIDTHS = [390, 1280];

function productNames(page: Page) {
  return page.getByRole('list', { name: 'Products' }).getByRole('heading', { level: 3 });
}

for (const width of WIDTHS) {
  test.describe(`search and discovery at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test('search from the header with the keyboard: a suggestion, then the results', async ({
      page,
      request,
    }) => {
      const tees = (await products(request)).filter((p) => p.kind === 't-shirt');
      await page.goto('/about');
      const toggle = page.getByRole('banner').getByRole('button', { name: 'Search' });
      await toggle.focus();
      await page.keyboard.press('Enter');
      const box = page.locator('#header-search-box');
      await expect(box).toBeFocused();
      await page.keyboard.type('t shirt');
      const list = page.getByRole('listbox', { name: 'Suggestions' }).first();
      await expect(list.getByRole('option').first()).toBeVisible();
      const options = await list.getByRole('option').allTextContents();
      expect(options.length).toBeGreaterThan(0);
      expect(options.every((text) => tees.some((tee) => text.startsWith(tee.name)))).toBe(true);
      await page.keyboard.press('ArrowDown');
      await expect(box).toHaveAttribute('aria-activedescendant', /option-0$/);
      await page.keyboard.press('Escape');
      await expect(box).toHaveAttribute('aria-expanded', 'false');
      await page.keyboard.press('Enter');

      await expect(page).toHaveURL(/\/search\?q=t\+shirt$/);
      await expect(
        page.getByRole('heading', { level: 1, name: 'Results for “t shirt”' }),
      ).toBeVisible();
      // Every tee first (a product that only mentions a T-shirt may follow).
      await expect(productNames(page).nth(tees.length - 1)).toBeVisible();
      const shown = await productNames(page).allTextContents();
      expect(shown.slice(0, tees.length).sort()).toEqual(tees.map((tee) => tee.name).sort());
      await expect(page).toHaveTitle('Search: t shirt | Healing Shop');

      // The suggestion opens its product.
      await toggle.click();
      await page.keyboard.type('moonflwer');
      const first = list.getByRole('option').first();
      await expect(first).toContainText('Moonflower Pendant Necklace');
      await page.keyboard.press('ArrowDown');
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(/\/product\/\d+$/);
      await expect(
        page.getByRole('heading', { level: 1, name: 'Moonflower Pendant Necklace' }),
      ).toBeVisible();
      // And the product leads on.
      const related = page.getByRole('region', { name: 'You may also like' });
      await expect(related.getByRole('listitem')).toHaveCount(4);
    });

    test('the T-Shirts tile shows every T-shirt, across the collections', async ({
      page,
      request,
    }) => {
      const tees = (await products(request)).filter((p) => p.kind === 't-shirt');
      expect(new Set(tees.map((tee) => tee.collection)).size).toBe(3);
      await page.goto('/');
      await page.getByRole('link', { name: /^T-Shirts/ }).click();
      await expect(page).toHaveURL(/\/category\/t-shirts$/);
      await expect(productNames(page)).toHaveText(tees.map((tee) => tee.name));
      await expect(page).toHaveTitle('T-Shirts | Healing Shop');
      await page
        .getByRole('navigation', { name: 'Filter by collection' })
        .getByRole('link', { name: 'Love Is' })
        .click();
      await expect(page).toHaveURL(/\/category\/t-shirts\?collection=love-is$/);
      await expect(productNames(page)).toHaveText(
        tees.filter((tee) => tee.collection === 'love-is').map((tee) => tee.name),
      );
    });
  });

  test.describe(`without JavaScript at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 }, javaScriptEnabled: false });

    test('the header search lands on server-rendered results', async ({ page, request }) => {
      const answer = await request.get(`${API_URL}/api/search?q=journl`);
      const journals = (await answer.json()) as ProductDto[];
      expect(journals.length).toBeGreaterThan(0);
      // Without JavaScript there is no app to wait for: the server's HTML is the page.
      await page.goto('/about', { waitUntil: 'commit' });
      await page.waitForLoadState('load');
      await page.getByRole('banner').locator('#header-search > summary').click();
      const box = page.locator('#header-search-box');
      await box.fill('journl');
      await box.press('Enter');

      await expect(page).toHaveURL(/\/search\?q=journl$/);
      await expect(
        page.getByRole('heading', { level: 1, name: 'Results for “journl”' }),
      ).toBeVisible();
      await expect(productNames(page)).toHaveText(journals.map((p) => p.name));

      await page.goto('/search?q=zebra', { waitUntil: 'commit' });
      await page.waitForLoadState('load');
      await expect(
        page.getByRole('heading', { level: 2, name: 'No products match “zebra”' }),
      ).toBeVisible();
      await page.getByRole('link', { name: 'T-Shirts' }).click();
      await expect(page).toHaveURL(/\/category\/t-shirts$/);
      await expect(productNames(page)).toHaveCount(
        (await products(request)).filter((p) => p.kind === 't-shirt').length,
      );
    });
  });
}
