// The shell as a careful shopper tries it (issue 19): with JavaScript off, on a slow network,
// pressing End on the home page, and with the keyboard.
import { type Browser, type Page } from '@playwright/test';
import { cartThroughApi } from './support/cart-checkout-helpers';
import { products, sessionIdOf } from './support/shop';
import { REMOTE_ORDER, remotePort, SHOP_URL } from './support/site';
import { expect, test } from './support/test';

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };

/** What only works with scripts (spinners, space kept for sections, the sidebar's button). */
const forScriptsOnly = (page: Page) => page.locator('[data-js-only]').filter({ visible: true });
/** The home page's space kept for sections below the fold, until they come in. */
const keptSpace = (page: Page) => page.locator('main div[aria-hidden="true"][data-js-only]');

async function withoutJavaScript(browser: Browser, viewport = PHONE) {
  const context = await browser.newContext({ javaScriptEnabled: false, viewport });
  return { context, page: await context.newPage() };
}

test.describe('with JavaScript off', () => {
  test('no page waits on a spinner, and pages that need JavaScript say so in the shop’s style', async ({
    browser,
  }) => {
    test.setTimeout(120_000);
    const { context, page } = await withoutJavaScript(browser);
    const pages = ['/', '/love-is', '/product/1', '/cart', '/checkout', '/design-apparel'];
    pages.push('/healing-moments', '/contact', '/about', '/books', '/blog', '/favourites', '/nope');
    for (const path of pages) {
      await page.goto(path);
      await expect(page.getByRole('banner'), path).toBeVisible();
      await expect(page.getByRole('status', { name: /^Loading/ }), path).toHaveCount(0);
      await expect(forScriptsOnly(page), path).toHaveCount(0);
      await expect(page.getByText(/needs JavaScript to show its collections/), path).toHaveCount(0);
    }
    for (const path of ['/checkout', '/design-apparel', '/favourites']) {
      await page.goto(path);
      const card = page.getByRole('region', { name: /needs? JavaScript/ });
      await expect(card, path).toBeVisible();
      await expect(card.getByRole('heading', { name: /needs? JavaScript/ }), path).toBeVisible();
    }
    await context.close();
  });

  test('the mobile menu, Collections and the cart open as plain HTML', async ({ browser }) => {
    const { context, page } = await withoutJavaScript(browser);
    await page.goto('/about');
    const menu = page.locator('summary[aria-label="Menu"]');
    await menu.click();
    const mobile = page.getByRole('navigation', { name: 'Mobile' });
    await expect(mobile).toBeVisible();
    await expect(mobile.getByRole('link', { name: 'Favourites' })).toBeVisible();
    await mobile.getByRole('link', { name: 'Love Is' }).click();
    await expect(page).toHaveURL(/\/love-is$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Love Is' })).toBeVisible();

    await page.getByRole('link', { name: /^Cart, \d+ items?$/ }).click();
    await expect(page).toHaveURL(/\/cart$/);

    await page.setViewportSize(DESKTOP);
    await page.locator('summary', { hasText: 'Collections' }).click();
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Inner Beauty' })
      .click();
    await expect(page).toHaveURL(/\/inner-beauty$/);

    const subscribe = page.getByRole('contentinfo').getByRole('link', { name: 'Subscribe Now' });
    await expect(subscribe).toHaveAttribute('href', '/#newsletter');
    await subscribe.click();
    await expect(page).toHaveURL(/\/#newsletter$/);
    await expect(page.getByRole('region', { name: 'Signing up needs JavaScript' })).toBeVisible();
    await context.close();
  });
});

test('with JavaScript on, the page is marked for it and the policy lets the first script run', async ({
  page,
}) => {
  const blocked: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) blocked.push(message.text());
  });
  await page.goto('/product/1');
  await expect(page.locator('html')).toHaveClass(/\bjs\b/);
  await expect(page.getByRole('link', { name: /^Cart, / })).toBeHidden();
  await expect(page.getByRole('button', { name: /^Open cart, / })).toBeVisible();
  expect(blocked).toEqual([]);
});

test('on a slow network, Add to Cart pressed before the app takes over is kept and carried out', async ({
  page,
  request,
}) => {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  const remotePorts = REMOTE_ORDER.map((name) => String(remotePort(name)));
  await page.route(
    (url) => remotePorts.includes(url.port) && url.pathname.endsWith('.js'),
    async (route) => {
      await held;
      await route.continue();
    },
  );
  // Product 1 is a T-shirt: its size is in the address, as a shopper's link would have it.
  await page.goto('/product/1?size=M', { waitUntil: 'commit' });
  const add = page.getByRole('button', { name: /Add to Cart/ }).first();
  await expect(add).toBeVisible();
  await expect(page.locator('#root')).toHaveAttribute('data-server-rendered', '');
  await add.click();
  // The click is kept and the button shows it is waiting.
  await expect(add).toHaveAttribute('aria-busy', 'true');
  await expect(page.locator('#root')).toHaveAttribute('data-server-rendered', '');

  release();
  await expect(page.getByRole('dialog', { name: /Your Cart/ })).toBeVisible();
  await expect(page.getByTestId('cart-count')).toHaveText('1');
  const lines = await cartThroughApi(request, await sessionIdOf(page));
  expect(lines.map((line) => [line.productId, line.quantity])).toEqual([[1, 1]]);
});

for (const viewport of [DESKTOP, PHONE]) {
  test(`pressing End on home at ${viewport.width} px: the sections' space is kept, the page does not grow`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    await page.goto('/');
    const height = () => page.evaluate(() => document.documentElement.scrollHeight);
    const before = await height();
    await page.keyboard.press('End');
    // Every section below the fold has come in.
    await expect(page.locator('#newsletter-email')).toBeAttached({ timeout: 15_000 });
    await expect(keptSpace(page)).toHaveCount(0, { timeout: 15_000 });
    await expect(page.getByRole('status', { name: /^Loading/ })).toHaveCount(0);
    const after = await height();
    expect(Math.abs(after - before), `${before} px before, ${after} px after`).toBeLessThan(160);
  });
}

test.describe('keyboard and focus', () => {
  test('closing the cart gives focus back to what opened it', async ({ page }) => {
    await page.goto('/product/1?size=M');
    const cart = page.getByRole('button', { name: /^Open cart/ });
    await cart.focus();
    await page.keyboard.press('Enter');
    const sidebar = page.getByRole('dialog', { name: /Your Cart/ });
    await expect(sidebar).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(sidebar).toBeHidden();
    await expect(cart).toBeFocused();

    const add = page.getByRole('button', { name: /Add to Cart/ }).first();
    await add.click();
    await expect(sidebar).toBeVisible();
    await sidebar.getByRole('button', { name: 'Close' }).click();
    await expect(sidebar).toBeHidden();
    await expect(add).toBeFocused();
  });

  test('Collections closes when focus leaves it', async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    await page.goto('/about');
    const collections = page.getByRole('button', { name: 'Collections' });
    await collections.focus();
    await page.keyboard.press('Enter');
    await expect(collections).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByRole('link', { name: 'Inner Beauty' }).first()).toBeVisible();
    for (let step = 0; step < 4; step += 1) await page.keyboard.press('Tab');
    await expect(
      page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'About' }),
    ).toBeFocused();
    await expect(collections).toHaveAttribute('aria-expanded', 'false');
  });

  test('Escape closes the mobile menu and puts focus back on its button', async ({ page }) => {
    await page.setViewportSize(PHONE);
    await page.goto('/books');
    const menu = page.getByRole('button', { name: 'Menu' });
    await menu.click();
    const mobile = page.getByRole('navigation', { name: 'Mobile' });
    await expect(mobile).toBeVisible();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Escape');
    await expect(mobile).toBeHidden();
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
    await expect(menu).toBeFocused();
  });

  for (const path of ['/about', '/product/1', '/love-is', '/']) {
    test(`Subscribe Now from ${path} brings the visitor to the sign-up with its input focused`, async ({
      page,
    }) => {
      await page.goto(path);
      await page.getByRole('contentinfo').getByRole('button', { name: 'Subscribe Now' }).click();
      await expect(page).toHaveURL(`${SHOP_URL}/`);
      const input = page.locator('#newsletter-email');
      await expect(input).toBeFocused({ timeout: 8_000 });
      await expect(input).toBeInViewport();
    });
  }

  test('a link to /#newsletter, opened as a new page, brings the visitor to the sign-up too', async ({
    page,
  }) => {
    // The server cannot see the hash: the app hydrates its page as it is, then heads there.
    await page.goto('/#newsletter');
    const input = page.locator('#newsletter-email');
    await expect(input).toBeFocused({ timeout: 8_000 });
    await expect(input).toBeInViewport();
  });
});

test('Favourites is in the header, and in the phone menu', async ({ page }) => {
  await page.setViewportSize(DESKTOP);
  await page.goto('/about');
  await page.getByRole('banner').getByRole('link', { name: 'Favourites' }).click();
  await expect(page).toHaveURL(/\/favourites$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page).not.toHaveTitle(/not found/i);

  await page.setViewportSize(PHONE);
  await page.getByRole('button', { name: 'Menu' }).click();
  await expect(
    page.getByRole('navigation', { name: 'Mobile' }).getByRole('link', { name: 'Favourites' }),
  ).toHaveAttribute('aria-current', 'page');
});

// Where the header's content starts at each width (the page's width and side padding).
const PAGE_LEFT: Record<number, number> = { 390: 16, 1280: 72, 1440: 152 };
for (const width of [390, 1280, 1440]) {
  test(`at ${width} px the home hero starts where the header does`, async ({ browser }) => {
    const context = await browser.newContext({ viewport: { width, height: 900 } });
    const page = await context.newPage();
    await page.goto('/');
    // Measured once the app has taken the page over (the server's nodes are replaced then).
    await expect(page.locator('#root')).not.toHaveAttribute('data-server-rendered');
    const leftOf = (locator: ReturnType<Page['locator']>) =>
      locator.evaluate((element) => Math.round(element.getBoundingClientRect().left));
    const brand = await leftOf(page.getByRole('link', { name: 'Healing Shop, home' }));
    expect(brand).toBe(PAGE_LEFT[width]);
    expect(await leftOf(page.getByRole('heading', { level: 1 }))).toBe(brand);
    await context.close();
  });
}

test.describe('toasts never cover the control the shopper needs next', () => {
  type Box = { x: number; y: number; width: number; height: number };
  const overlaps = (a: Box, b: Box) =>
    a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
  /** The box of the open toast that says `text`, once it has come to rest. */
  async function restingToast(page: Page, text: string): Promise<Box> {
    const toast = page.locator('[data-state="open"][data-variant]').filter({ hasText: text });
    await expect(toast).toBeVisible();
    let last = '';
    await expect
      .poll(async () => {
        const box = JSON.stringify(await toast.boundingBox());
        const still = box === last;
        last = box;
        return still;
      })
      .toBe(true);
    return JSON.parse(last) as Box;
  }
  const boxOf = async (locator: ReturnType<Page['locator']>) =>
    (await locator.boundingBox()) as Box;

  test('on a phone, the add toast leaves the open cart’s header and Proceed to Checkout in sight', async ({
    page,
  }) => {
    await page.setViewportSize(PHONE);
    const plain = (await products(page.request)).find(
      (product) => product.inStock && product.variants.length <= 1,
    );
    if (!plain) throw new Error('no product sold in one size is in stock');
    await page.goto(`/product/${plain.id}`);
    await page.getByRole('button', { name: 'Add to Cart', exact: true }).click();
    const cart = page.getByRole('dialog', { name: /Your Cart/ });
    const proceed = cart.getByRole('button', { name: 'Proceed to Checkout' });
    await expect(proceed).toBeInViewport();
    const toast = await restingToast(page, 'Added to Cart!');
    expect(overlaps(toast, await boxOf(proceed)), 'Proceed to Checkout is covered').toBe(false);
    const close = cart.getByRole('button', { name: 'Close' });
    expect(overlaps(toast, await boxOf(close)), 'the cart’s Close is covered').toBe(false);
  });

  test('a toast about a field stays clear of that field and its button', async ({ page }) => {
    await page.setViewportSize(PHONE);
    await page.goto('/');
    await page.locator('#newsletter').scrollIntoViewIfNeeded();
    const input = page.locator('#newsletter-email');
    // The field at the bottom of the screen, where toasts stand when nothing is in the way.
    await input.evaluate((field) =>
      window.scrollBy(0, field.getBoundingClientRect().bottom - window.innerHeight + 8),
    );
    await input.fill('not-an-email');
    await input.press('Enter');
    const toast = await restingToast(page, 'Invalid email');
    await expect(input).toBeFocused();
    expect(overlaps(toast, await boxOf(input)), 'the field is covered').toBe(false);
    const subscribe = page.getByRole('button', { name: 'Subscribe', exact: true });
    expect(overlaps(toast, await boxOf(subscribe)), 'Subscribe is covered').toBe(false);
  });
});

test('the header’s heart counts this device’s favourites', async ({ page }) => {
  await page.setViewportSize(PHONE);
  const [first, second] = await products(page.request);
  await page.goto('/about');
  const heart = page.getByRole('banner').getByRole('link', { name: /^Favourites/ });
  await expect(heart).toHaveAccessibleName('Favourites');
  for (const product of [first, second]) {
    await page.goto(`/product/${product.id}`);
    await page.getByRole('button', { name: `Save ${product.name} to favourites` }).click();
  }
  await expect(heart).toHaveAccessibleName('Favourites, 2 saved');
  await expect(heart.getByTestId('favourites-count')).toHaveText('2');
  // Forgotten in another tab: this one follows.
  const other = await page.context().newPage();
  await other.goto('/favourites');
  await other.getByRole('button', { name: `Remove ${first.name} from favourites` }).click();
  await expect(heart).toHaveAccessibleName('Favourites, 1 saved');
  await other.close();
  await page.reload();
  await expect(heart).toHaveAccessibleName('Favourites, 1 saved');
});
