// The back office: the owner signs in at /admin (or in place of any /admin page), works in its own
// frame on a desktop and a phone, and signs out. Shoppers' pages never load any of it, and
// search engines are told to skip it.
import type { Page, Request } from '@playwright/test';
import { addOwner, OWNER } from './support/owner';
import { products } from './support/shop';
import { expect, test } from './support/test';

const BACK_OFFICE_NAV = [
  'Home',
  'Orders',
  'Discount codes',
  'Products',
  'Reviews',
  'Stories',
  'Messages',
  'Subscribers',
  'E-mails',
];

/** The shell's back-office chunk (webpackChunkName "admin") or any admin module of a remote. */
const isAdminCode = (url: string) => /admin/i.test(new URL(url).pathname);

async function signIn(page: Page, password = OWNER.password) {
  await page.getByLabel('Username').fill(OWNER.username);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

async function expectBackOffice(page: Page, current: string) {
  const nav = page.getByRole('navigation', { name: 'Back office' });
  await expect(nav).toBeVisible();
  // A tab where something waits shows its count after its name ("Orders3").
  await expect(nav.getByRole('link')).toHaveText(
    BACK_OFFICE_NAV.map((name) => new RegExp(`^${name}(\\d+|99\\+)?$`)),
  );
  await expect(nav.getByRole('link', { name: current })).toHaveAttribute('aria-current', 'page');
  await expect(page.getByRole('banner')).toContainText(OWNER.username);
  // Its own frame: not the shop's header with the cart.
  await expect(page.getByRole('button', { name: /Open cart/ })).toHaveCount(0);
}

test.describe('the back office', () => {
  test.beforeAll(() => addOwner());

  test('signs the owner in in place of the page asked for, and out again', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/admin/orders');
    await expect(page.getByRole('heading', { name: 'Sign in to the back office' })).toBeVisible();
    await expect(page.getByLabel('Username')).toHaveAttribute('autocomplete', 'username');
    await expect(page.getByLabel('Password')).toHaveAttribute('autocomplete', 'current-password');

    await signIn(page, 'not the password at all');
    await expect(page.getByText('The username or password is not right.')).toBeVisible();
    await expect(page.getByLabel('Password')).toHaveValue('');

    await signIn(page);
    await expectBackOffice(page, 'Orders');
    await expect(page).toHaveURL(/\/admin\/orders$/);

    await page
      .getByRole('navigation', { name: 'Back office' })
      .getByRole('link', { name: 'Products' })
      .click();
    await expect(page).toHaveURL(/\/admin\/products$/);

    // Signed in, /admin is the home with the shop's figures, also after a reload.
    await page.goto('/admin');
    await expect(page).toHaveURL(/\/admin$/);
    await expectBackOffice(page, 'Home');
    await expect(page.getByRole('heading', { level: 1, name: 'Home' })).toBeVisible();

    await page.getByRole('button', { name: 'Sign out' }).click();
    await expect(page).toHaveURL(/\/admin$/);
    await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
    await page.goto('/admin/stories');
    await expect(page.getByLabel('Password')).toBeVisible();
  });

  test('works on a 390 px phone, with the keyboard', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/admin/orders');
    await signIn(page);
    await expectBackOffice(page, 'Orders');
    // Nothing sticks out sideways; the tabs scroll within their row.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      390,
    );
    const nav = page.getByRole('navigation', { name: 'Back office' });
    // The row is seen to go on: its far edge fades while tabs are out of sight there.
    await expect(nav).toHaveAttribute('data-more', 'end');
    expect(await nav.evaluate((row) => getComputedStyle(row).maskImage)).toContain('gradient');
    await nav.evaluate((row) => row.scrollTo({ left: row.scrollWidth }));
    await expect(nav).toHaveAttribute('data-more', 'start');
    await nav.evaluate((row) => row.scrollTo({ left: 0 }));
    for (const name of BACK_OFFICE_NAV) {
      const box = await nav.getByRole('link', { name }).boundingBox();
      expect(box?.height ?? 0, `${name} is easy to tap`).toBeGreaterThanOrEqual(44);
    }
    const signOut = await page.getByRole('button', { name: 'Sign out' }).boundingBox();
    expect(signOut?.height ?? 0).toBeGreaterThanOrEqual(44);
    // The orders' filters wrap rather than hide: each one is on the screen.
    const filters = page.getByRole('navigation', { name: 'Filter by status' }).getByRole('link');
    await expect(filters).toHaveCount(6);
    for (const filter of await filters.all()) {
      const box = await filter.boundingBox();
      expect(box, await filter.innerText()).not.toBeNull();
      expect((box?.x ?? -1) >= 0 && (box?.x ?? 0) + (box?.width ?? 0) <= 390).toBe(true);
    }

    await nav.getByRole('link', { name: 'Subscribers' }).click();
    await expect(page).toHaveURL(/\/admin\/subscribers$/);
    await expect(nav.getByRole('link', { name: 'Subscribers' })).toBeInViewport();

    await nav.getByRole('link', { name: 'Stories' }).focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/admin\/stories$/);
    await expect(nav.getByRole('link', { name: 'Stories' })).toHaveAttribute(
      'aria-current',
      'page',
    );

    await page.getByRole('button', { name: 'Sign out' }).focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/admin$/);
    await expect(page.getByLabel('Username')).toBeVisible();
  });

  test('has one layout: every page starts where the shop’s name does, at 1280 and 390 px', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/admin/orders');
    await signIn(page);
    await expectBackOffice(page, 'Orders');
    const nav = page.getByRole('navigation', { name: 'Back office' });
    const leftOf = (locator: ReturnType<Page['locator']>) =>
      locator.evaluate((element) => Math.round(element.getBoundingClientRect().left));
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: 900 });
      for (const name of BACK_OFFICE_NAV.filter((tab) => tab !== 'Home')) {
        await nav.getByRole('link', { name }).click();
        // This page's own title: the last page's stays a moment, hidden once the next one loads.
        const title = page.getByRole('main').getByRole('heading', { level: 1, name, exact: true });
        await expect(title).toBeVisible();
        const brand = await leftOf(page.getByRole('link', { name: 'Healing Shop back office' }));
        expect(await leftOf(title), `${name} at ${width} px`).toBe(brand);
      }
    }
  });

  test('previews every e-mail the shop sends, on a desktop and on a phone', async ({
    page,
  }, testInfo) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/admin/emails');
    await signIn(page);
    await expectBackOffice(page, 'E-mails');
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: 900 });
      const list = page.getByRole('navigation', { name: 'E-mails' });
      await expect(list.getByRole('button')).toHaveCount(16);
      await list.getByRole('button', { name: /Order shipped/ }).click();
      await expect(list.getByRole('button', { name: /Order shipped/ })).toHaveAttribute(
        'aria-current',
        'true',
      );
      // The mail in a sandboxed frame, as its reader gets it: carrier, tracking link, lines.
      const frame = page.locator('iframe[title="Order shipped: the e-mail as HTML"]');
      await expect(frame).toHaveAttribute('sandbox', '');
      const mail = frame.contentFrame();
      await expect(mail.getByText('1Z999AA10123456784')).toBeVisible();
      await expect(
        mail.getByRole('link', { name: 'Follow your parcel on the UPS website' }),
      ).toHaveAttribute('href', 'https://www.ups.com/track?tracknum=1Z999AA10123456784');
      await expect(mail.getByText('Inner Peace Tee — M')).toBeVisible();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        width,
      );
      await page.screenshot({ path: testInfo.outputPath(`emails-${width}.png`), fullPage: true });

      await page.getByRole('tab', { name: 'Plain text' }).click();
      await expect(page.getByLabel('Order shipped: the e-mail as plain text')).toContainText(
        'Carrier: UPS\nTracking number: 1Z999AA10123456784',
      );
      await page.getByRole('tab', { name: 'HTML' }).click();
    }
  });

  test("never loads on a shopper's page", async ({ page, request }) => {
    const asked: string[] = [];
    const record = (req: Request) => asked.push(req.url());
    page.on('request', record);
    const [product] = await products(request);
    for (const path of ['/', `/product/${product.id}`]) {
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      const hinted = await page.evaluate(() =>
        [
          ...document.querySelectorAll(
            'link[rel=modulepreload], link[rel=prefetch], link[rel=preload]',
          ),
        ].map((link) => (link as HTMLLinkElement).href),
      );
      expect(hinted.filter(isAdminCode), `hints on ${path}`).toEqual([]);
    }
    expect(asked.length).toBeGreaterThan(0);
    expect(asked.filter(isAdminCode)).toEqual([]);

    // The same check sees the back office's chunk where it belongs.
    await page.goto('/admin');
    await expect(page.getByLabel('Username')).toBeVisible();
    expect(
      asked.filter((url) => /\/admin\.[0-9a-f]{8}\.js$/.test(new URL(url).pathname)),
    ).toHaveLength(1);
  });

  test('tells search engines to skip it', async ({ page, request }) => {
    for (const path of ['/admin', '/admin/orders']) {
      const answer = await request.get(path);
      expect(answer.status()).toBe(200);
      expect(answer.headers()['x-robots-tag']).toBe('noindex');
      expect(await answer.text()).toContain('<meta name="robots" content="noindex"');
    }
    const shop = await request.get('/');
    expect(shop.headers()['x-robots-tag']).toBeUndefined();

    await page.goto('/admin');
    await expect(page.getByLabel('Username')).toBeVisible();
    const robots = await page.evaluate(() =>
      [...document.head.querySelectorAll('meta[name="robots"]')].map((meta) =>
        meta.getAttribute('content'),
      ),
    );
    expect(robots.length).toBeGreaterThan(0);
    expect(new Set(robots)).toEqual(new Set(['noindex']));
  });
});
