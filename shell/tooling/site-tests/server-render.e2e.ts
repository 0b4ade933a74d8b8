// The first screen comes from the server: the shell's server renders each page's layout and asks
// the remotes for their areas' HTML, so a visitor sees the page before any script has run. The
// app then takes the HTML over without a visible change, and only then do its controls work.
import { HtmlValidate } from 'html-validate';
import { expect, test } from './support/test';
import { visiblyDifferentPixels } from './support/pictures';
import { addToCartThroughApi, products } from './support/shop';
import { E2E, remotePort, SHOP_URL, SOCIAL } from './support/site';

test("each page's HTML already holds its first screen, styled and with its data", async ({
  request,
}) => {
  const [first] = await products(request, 'love-is');
  const pages: [string, RegExp[]][] = [
    ['/', [/Your healing space/, /Shop Now/]],
    ['/love-is', [/<h1[^>]*>Love Is<\/h1>/, new RegExp(first.name)]],
    ['/product/1', [/<h1[^>]*>[^<]+<\/h1>/, /Add to Cart/]],
    ['/healing-moments', [/Healing Moments/]],
    ['/cart', [/Your Cart is Empty/]],
  ];
  for (const [path, expected] of pages) {
    const response = await request.get(path);
    expect(response.headers()['cache-control'], path).toBe('private, no-cache');
    const html = await response.text();
    expect(html, path).toMatch(/<div id="root" data-server-rendered>/);
    for (const pattern of expected) expect(html, path).toMatch(pattern);
    // Its stylesheets, the shell's and the remote's, are in the page itself.
    expect(html, path).toMatch(/<style data-href="\/[^"]+\.css">[^<]+<\/style>/);
    expect(html, path).toMatch(/<style data-href="http:\/\/[^"]+\.css">[^<]+<\/style>/);
    // Not the back office's, the dialog's or the toasts': they are never rendered on the server.
    expect(html, path).not.toMatch(/<style data-href="\/(admin|dialog|toaster)\.[^"]*\.css"/);
    // A public page is rendered for nobody in particular (and may come from the page cache);
    // the cart is the visitor's own.
    const stateScript = path === '/cart' ? 'id="server-state">' : 'id="server-state" data-shared>';
    expect(html, path).toContain(`<script type="application/json" ${stateScript}`);
  }
});

test("the footer links to the shop's own accounts, and only those, before and after the take-over", async ({
  page,
  request,
}) => {
  const html = await (await request.get('/about')).text();
  expect(html).toContain(`href="${SOCIAL.instagram}"`);
  expect(html).toContain(`"sameAs":["${SOCIAL.instagram}","${SOCIAL.youtube}"]`);
  await page.goto('/about');
  await page.waitForFunction(
    () => !document.getElementById('root')?.hasAttribute('data-server-rendered'),
  );
  const follow = page.getByRole('list', { name: 'Follow us' });
  await expect(follow.getByRole('link')).toHaveCount(2);
  await expect(
    follow.getByRole('link', { name: 'Instagram (opens in a new tab)' }),
  ).toHaveAttribute('href', SOCIAL.instagram);
  await expect(follow.getByRole('link', { name: 'YouTube (opens in a new tab)' })).toHaveAttribute(
    'href',
    SOCIAL.youtube,
  );
  await expect(follow.getByRole('link', { name: /Facebook|TikTok/ })).toHaveCount(0);
});

test('a page fetches none of the stylesheets it carries, before or after the take-over', async ({
  page,
}) => {
  const fetched: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'stylesheet') fetched.push(request.url());
  });
  const carried = new Set<string>();
  for (const path of ['/', '/inner-beauty', '/product/1', '/cart', '/healing-moments']) {
    const html = await (await page.request.get(path)).text();
    for (const [, href] of html.matchAll(/<style data-href="([^"]+)"/g)) {
      carried.add(new URL(href, SHOP_URL).href);
    }
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    await expect(page.locator('#root')).not.toHaveAttribute('data-server-rendered');
  }
  expect(carried.size).toBeGreaterThan(0);
  // A section below the fold is not in the HTML: its stylesheet comes when it loads.
  expect(fetched.filter((url) => carried.has(url))).toEqual([]);
});

test("a returning visitor's cart page is rendered with their own cart", async ({ request }) => {
  const fresh = await request.get('/cart');
  const cookie = fresh.headers()['set-cookie'];
  const session = /cart-session=(session_\d+_[0-9a-f]{32})/.exec(cookie)?.[1];
  expect(session, 'a new visitor is given a session id').toBeDefined();
  // Two of a piece the shop keeps several of (a painting is one of a kind).
  const [product] = (await products(request)).filter(
    (item) => item.inStock && item.kind !== 'painting',
  );
  await addToCartThroughApi(request, session as string, product.id, 2);

  const html = await (
    await request.get('/cart', { headers: { cookie: `cart-session=${session}` } })
  ).text();
  expect(html).toContain(product.name);
  expect(html).toContain('2 healing items in your cart');
});

test("after the take-over, a public page asks once more for the data it was sent, and for the visitor's cart once", async ({
  page,
}) => {
  /** Each API read the page made, by path. */
  const reads = new Map<string, number>();
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (request.method() !== 'GET' || !pathname.startsWith('/api/')) return;
    if (pathname.startsWith('/api/images/')) return;
    reads.set(pathname, (reads.get(pathname) ?? 0) + 1);
  });
  await page.goto('/');
  await expect(page.locator('#root')).not.toHaveAttribute('data-server-rendered');
  // The page's HTML came with the catalogue (shared, and possibly seconds old): asked again
  // once the browser is idle after the take-over, not as the page mounts.
  await expect.poll(() => reads.get('/api/products') ?? 0, { timeout: 10_000 }).toBe(1);
  await page.waitForLoadState('networkidle');
  const cart = [...reads].filter(([path]) => path.startsWith('/api/cart/'));
  expect(cart.map(([path]) => path.replace(/session_\w+/, 'SESSION')).sort()).toEqual([
    '/api/cart/SESSION',
    '/api/cart/SESSION/summary',
  ]);
  for (const [path, count] of reads) expect(count, `${path} asked for once`).toBe(1);
});

test('the app hydrates the HTML: the same elements, no visible change, then its controls work', async ({
  page,
}) => {
  // Scripts held back: the server's page alone.
  let releaseScripts: () => void = () => undefined;
  const scriptsHeld = new Promise<void>((resolve) => (releaseScripts = resolve));
  await page.route('**/main.js', async (route) => {
    await scriptsHeld;
    await route.continue();
  });
  await page.goto('/inner-beauty', { waitUntil: 'commit' });
  const heading = page.getByRole('heading', { level: 1, name: 'Inner Beauty' });
  await expect(heading).toBeVisible();
  await expect(page.locator('#root')).toHaveAttribute('data-server-rendered', '');
  // The page paints before its images have all come in: each shot waits for those on screen.
  const imagesOnScreenLoaded = () =>
    page.waitForFunction(() =>
      [...document.images]
        .filter((image) => image.getBoundingClientRect().top < window.innerHeight)
        .every((image) => image.complete),
    );
  await imagesOnScreenLoaded();
  const before = await page.screenshot();
  // Until the app runs, a button is not marked unavailable: a click on it is kept and carried
  // out at take-over (careful-shopper-shell.e2e.ts).
  await expect(page.getByRole('button', { name: /Add to Cart/ }).first()).toBeEnabled();

  // The server's elements themselves, marked where the app cannot see: the shell's logo, the
  // remote's heading and its first Add to Cart.
  const KEPT = ['header a[href="/"]', 'main h1', 'main button'];
  await page.evaluate((selectors) => {
    for (const selector of selectors) {
      Object.assign(document.querySelector(selector) ?? {}, { fromServer: true });
    }
  }, KEPT);

  releaseScripts();
  await expect(page.locator('#root')).not.toHaveAttribute('data-server-rendered');
  await page.waitForLoadState('networkidle');
  await imagesOnScreenLoaded();
  expect(
    visiblyDifferentPixels(await page.screenshot(), before),
    'the first frame is the same page',
  ).toBe(0);
  // Hydrated, not replaced: the app has taken over the very elements the server sent.
  const kept = await page.evaluate(
    (selectors) =>
      selectors.filter(
        (selector) =>
          (document.querySelector(selector) as { fromServer?: boolean } | null)?.fromServer,
      ),
    KEPT,
  );
  expect(kept).toEqual(KEPT);

  await page
    .getByRole('button', { name: /Add to Cart/ })
    .first()
    .click();
  await expect(page.getByRole('dialog', { name: /Your Cart/ })).toBeVisible();
  await expect(page.getByTestId('cart-count')).toHaveText('1');
});

test("the ids React makes for a remote's page in the browser are the ones its server sent", async ({
  page,
}) => {
  // A remote renders its area apart from the shell, at the place the shell's tree has it, so
  // that useId's ids agree; React neither reports nor mends ids that differ after hydration, so
  // each element's attributes are compared with what React holds for it.
  const idAttributes = ['id', 'for', 'aria-labelledby', 'aria-describedby', 'aria-controls'];
  for (const path of ['/contact', '/about', '/design-apparel', '/healing-moments']) {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    const { compared, differing } = await page.evaluate((names) => {
      const props = (element: Element) => {
        const key = Object.keys(element).find((name) => name.startsWith('__reactProps$'));
        return key ? (element as unknown as Record<string, Record<string, unknown>>)[key] : null;
      };
      let count = 0;
      const found: string[] = [];
      for (const element of document.querySelectorAll('main *')) {
        const held = props(element);
        for (const name of names) {
          const value = held?.[name === 'for' ? 'htmlFor' : name];
          if (typeof value !== 'string' || !element.hasAttribute(name)) continue;
          count += 1;
          if (element.getAttribute(name) !== value) {
            found.push(
              `${element.tagName} ${name}="${element.getAttribute(name)}", React: ${value}`,
            );
          }
        }
      }
      return { compared: count, differing: found };
    }, idAttributes);
    expect(compared, `${path} has ids to compare`).toBeGreaterThan(0);
    expect(differing, path).toEqual([]);
  }
});

test("the remote's render endpoint answers only the shop's servers", async ({ request }) => {
  const catalog = `http://localhost:${remotePort('catalog')}`;
  const query = 'module=./ProductPage&path=/product/2&pattern=/product/:id';
  const anyone = await request.get(`${catalog}/__render?${query}`);
  expect(anyone.status(), 'without the render secret').toBe(403);
  const wrong = await request.get(`${catalog}/__render?${query}`, {
    headers: { 'X-Render-Secret': `${E2E.renderSecret}-guessed` },
  });
  expect(wrong.status(), 'with another secret').toBe(403);
  const manifest = await request.get(`${catalog}/mf-manifest.json`);
  expect(manifest.status(), "the remote's files stay public").toBe(200);
});

test("the remote's render endpoint refuses what it does not render, and never serves its renderer", async ({
  request,
}) => {
  const catalog = `http://localhost:${remotePort('catalog')}`;
  // As the shop's server asks: with the render secret the remote's servers were given.
  const ask = (query: string) =>
    request.get(`${catalog}/__render?${query}`, {
      headers: { 'X-Render-Secret': E2E.renderSecret },
    });
  const ok = await ask('module=./ProductPage&path=/product/2&pattern=/product/:id');
  expect(ok.status()).toBe(200);
  const answer = (await ok.json()) as {
    html: string;
    css: string[];
    state: { queries: unknown[] };
  };
  expect(answer.html).toContain('data-remote="catalog"');
  expect(answer.css.length).toBeGreaterThan(0);
  expect(answer.state.queries.length).toBeGreaterThan(0);

  expect((await ask('module=./Nothing&path=/&pattern=/')).status()).toBe(404);
  expect((await ask('module=../../etc&path=/&pattern=/')).status()).toBe(400);
  expect((await ask('module=./ProductPage&path=x&pattern=/')).status()).toBe(400);
  expect((await ask('module=./ProductPage&path=/&pattern=/&props=[1]')).status()).toBe(400);
  expect((await ask('module=./ProductPage&path=/&pattern=/&session=nobody')).status()).toBe(400);
  expect((await request.get(`${catalog}/server/render.cjs`)).status()).toBe(404);
  expect((await request.get(`${SHOP_URL}/server/render.cjs`)).status()).toBe(404);
});

test("every page's server HTML is valid HTML", async ({ request }) => {
  // The validator's standard rules: what the HTML standard requires, not a house style.
  const validator = new HtmlValidate({ extends: ['html-validate:standard'] });
  const pages = [
    '/',
    '/inner-beauty',
    '/life-happens',
    '/love-is',
    '/product/1',
    '/search?q=tee',
    '/category/t-shirts',
    '/cart',
    '/checkout',
    '/healing-moments',
    '/about',
    '/books',
    '/blog',
    '/contact',
    '/favourites',
    '/find-my-order',
    '/privacy',
    '/terms',
    '/refunds',
    '/no-such-page',
    '/admin',
  ];
  const problems: string[] = [];
  for (const path of pages) {
    const html = await (await request.get(path)).text();
    const report = await validator.validateString(html, path);
    for (const message of report.results.flatMap((result) => result.messages)) {
      problems.push(
        `${path}:${message.line}:${message.column} ${message.ruleId}: ${message.message}`,
      );
    }
  }
  expect(problems).toEqual([]);
});
