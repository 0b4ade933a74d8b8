// Issue 19, as a careful shopper meets the catalog in a real browser: a collection on a phone,
// the zoom's focus, favourites (with and without JavaScript), a missing product's way back, the
// founder's portrait, and controls that are real buttons before the app takes over.
import { type Locator, type Page } from '@playwright/test';
import { expect, test } from './support/test';
import { products } from './support/shop';

function productList(page: Page): Locator {
  return page.getByRole('list', { name: 'Products' });
}

/** The part of `inner` that lies outside `outer`, in px (0 when it fits). */
async function overflow(outer: Locator, inner: Locator): Promise<number> {
  const [a, b] = await Promise.all([outer.boundingBox(), inner.boundingBox()]);
  if (!a || !b) throw new Error('not on screen');
  return Math.max(
    a.x - b.x,
    a.y - b.y,
    b.x + b.width - (a.x + a.width),
    b.y + b.height - (a.y + a.height),
    0,
  );
}

test.describe('a collection on a phone', () => {
  for (const width of [390, 320]) {
    test(`shows two cards a row at ${width} px, each with all it needs inside it`, async ({
      page,
      request,
    }) => {
      const all = await products(request, 'love-is');
      await page.setViewportSize({ width, height: 844 });
      await page.goto('/love-is');

      const cards = productList(page).getByRole('listitem');
      await expect(cards).toHaveCount(all.length);
      const [first, second, third] = await Promise.all(
        [0, 1, 2].map((index) => cards.nth(index).boundingBox()),
      );
      if (!first || !second || !third) throw new Error('cards not on screen');
      expect(Math.abs(first.y - second.y)).toBeLessThan(1);
      expect(second.x).toBeGreaterThanOrEqual(first.x + first.width);
      expect(third.y).toBeGreaterThan(first.y + first.height - 1);
      expect(second.x + second.width).toBeLessThanOrEqual(width);

      for (const index of [0, 1]) {
        const card = cards.nth(index);
        // A product sold in sizes offers "Choose size" (a link to its page) in the same place.
        const add = card
          .getByRole('button', { name: /^Add to Cart/ })
          .or(card.getByRole('link', { name: /^Choose size/ }));
        for (const part of [
          card.getByRole('heading', { level: 3 }),
          card.locator('[data-amount]'),
          card.getByText(/^(In|Out of) Stock$/),
          add,
        ]) {
          expect(await overflow(card, part)).toBe(0);
        }
        // The button's words stay on one line.
        expect((await add.boundingBox())?.height).toBeLessThan(48);
      }
      // About half as long as one card a row.
      const height = await page.evaluate(() => document.documentElement.scrollHeight);
      expect(height).toBeLessThan(Math.ceil(all.length / 2) * 420 + 2000);
    });
  }
});

test('closing the zoom gives focus back to the picture that opened it', async ({ page }) => {
  await page.goto('/product/3');
  const picture = page.getByRole('button', { name: /^Click to zoom: / });
  await picture.click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  // Styled: its sheet comes with its code, not in the server's page.
  await expect(dialog).toHaveCSS('position', 'fixed');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(picture).toBeFocused();

  await picture.focus();
  await page.keyboard.press('Enter');
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();
  await expect(picture).toBeFocused();
});

test('a missing product offers a back link and a button, both to the collection', async ({
  page,
}) => {
  await page.goto('/product/99999');
  await expect(page.getByRole('heading', { level: 1, name: 'Product Not Found' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to Collection' })).toHaveAttribute(
    'href',
    '/inner-beauty',
  );
  await page.getByRole('link', { name: 'Back to Inner Beauty' }).click();
  await expect(page).toHaveURL(/\/inner-beauty$/);
});

test.describe('favourites', () => {
  for (const width of [390, 1280]) {
    test(`a saved product is found again, bought, and removed at ${width} px`, async ({
      page,
      request,
    }) => {
      const [cap] = (await products(request, 'inner-beauty')).filter((p) => p.inStock);
      await page.setViewportSize({ width, height: 900 });
      await page.goto(`/product/${cap.id}`);
      await page.getByRole('button', { name: `Save ${cap.name} to favourites` }).click();
      const notifications = page.getByRole('region', { name: /^Notifications/ });
      await expect(
        notifications.getByText('Find it again under Favourites in the header.'),
      ).toBeVisible();

      await page.getByRole('banner').getByRole('link', { name: 'Favourites' }).click();
      await expect(page).toHaveURL(/\/favourites$/);
      await expect(page).toHaveTitle('Your Favourites | Healing Shop');
      await expect(page.locator('meta[name="robots"][data-page-meta]')).toHaveAttribute(
        'content',
        'noindex',
      );
      const list = page.getByRole('list', { name: 'Favourite products' });
      await expect(list.getByRole('listitem')).toHaveCount(1);
      await expect(list.getByRole('link', { name: cap.name, exact: true })).toHaveAttribute(
        'href',
        `/product/${cap.id}`,
      );
      await expect(page.getByRole('region', { name: /needs JavaScript/ })).toHaveCount(0);

      await list.getByRole('button', { name: /^Add to Cart/ }).click();
      await expect(page.getByRole('dialog', { name: /Your Cart/ })).toBeVisible();
      await page.keyboard.press('Escape');

      const remove = list.getByRole('button', { name: `Remove ${cap.name} from favourites` });
      await remove.click();
      await expect(page.getByRole('heading', { name: 'No favourites yet' })).toBeFocused();
      await page.getByRole('link', { name: 'Browse Life Happens' }).click();
      await expect(page).toHaveURL(/\/life-happens$/);
    });
  }
});

test.describe('favourites with JavaScript off', () => {
  test.use({ javaScriptEnabled: false });

  test('say they need JavaScript in the shop style, with no spinner and no empty claim', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 900 });
    await page.goto('/favourites', { waitUntil: 'commit' });
    await page.waitForLoadState('load');

    await expect(page.getByRole('heading', { level: 1, name: 'Your Favourites' })).toBeVisible();
    const card = page.getByRole('region', { name: 'Your favourites need JavaScript' });
    await expect(card).toBeVisible();
    await expect(page.getByRole('status')).toHaveCount(0);
    await expect(page.getByText('No favourites yet')).toHaveCount(0);
    await card.getByRole('link', { name: 'Browse Love Is' }).click();
    await expect(page).toHaveURL(/\/love-is$/);
  });
});

test("the founder's portrait is an illustration with a text alternative on About and Books", async ({
  page,
}) => {
  for (const path of ['/about', '/books']) {
    await page.goto(path);
    const portrait = page.getByRole('img', {
      name: /^Illustrated portrait of Dr\. Naomi Ellis, our founder/,
    });
    await expect(portrait).toBeVisible();
    expect((await portrait.boundingBox())?.width).toBeGreaterThan(80);
  }
});

test('Add to Cart and the zoom are plain buttons in the HTML, before any script', async ({
  request,
}) => {
  for (const path of ['/product/3', '/inner-beauty']) {
    const html = await (await request.get(path)).text();
    expect(html, path).toMatch(/<button type="button"[^>]*>(<svg[^]*?<\/svg>)?Add to Cart/);
  }
  const product = await (await request.get('/product/3')).text();
  expect(product).toMatch(/<button[^>]*aria-label="Click to zoom: /);
});
