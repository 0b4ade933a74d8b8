/**
 * @jest-environment node
 */
/// <reference types="node" />
// The catalog's pages as its server renders them for the shell (build-kit's render-remote.tsx,
// Node code, hence Node's types): no window, two passes, the page's meta and whether it is a
// not-found state beside the HTML.
import type { PageMeta } from '@healing/platform';
import { render } from '@healing/build-kit/render-remote';
import { serverRendered } from './server-render';
import { catalogApi, product } from './test-support/catalog-fixtures';

// What the remote's server build aliases to src/server-render.ts (build-kit's webpack.cjs).
jest.mock(
  '@healing/server-rendered-modules',
  () => jest.requireActual<typeof import('./server-render')>('./server-render'),
  { virtual: true },
);

const VISITOR = `session_1763800000001_${'cd'.repeat(16)}`;
const cap = product({
  id: 3,
  name: 'Gentle Grace Cap',
  collection: 'love-is',
  description: 'An unstructured cotton cap with an embroidered feather.',
});

function renderProductPage(id: string) {
  return render({
    module: './ProductPage',
    path: `/product/${id}`,
    pattern: '/product/:id',
    props: {},
    session: VISITOR,
  });
}

const jsonLdTypes = (meta: PageMeta | null) =>
  (meta?.jsonLd ?? []).map((data) => (data as { '@type': string })['@type']);

describe("the catalog's server rendering", () => {
  it("answers a product page with the product's meta, Product and BreadcrumbList data", async () => {
    const api = catalogApi({ 'GET /api/products/3': { body: cap } });
    const answer = await renderProductPage('3');
    api.restore();

    expect(answer.notFound).toBe(false);
    expect(answer.html).toContain('Gentle Grace Cap</h1>');
    expect(answer.state.queries.map((query) => query.queryKey.join('/'))).toContain(
      'catalog/products/detail/3',
    );
    expect(answer.meta).toMatchObject({
      title: 'Gentle Grace Cap',
      description: cap.description,
      path: '/product/3',
      image: '/api/images/social/products/3.png',
      type: 'product',
    });
    expect(jsonLdTypes(answer.meta)).toEqual(['Product', 'BreadcrumbList']);
    expect(answer.meta?.jsonLd?.[1]).toMatchObject({
      itemListElement: [
        { name: 'Home', item: '/' },
        { name: 'Love Is', item: '/love-is' },
        { name: 'Gentle Grace Cap', item: '/product/3' },
      ],
    });
  });

  it('answers a missing product with its not-found view, meta and notFound', async () => {
    // The fake API answers 404 for any product it was not given.
    const api = catalogApi();
    const answer = await renderProductPage('99999');
    api.restore();

    expect(answer.notFound).toBe(true);
    expect(answer.html).toContain('Product Not Found');
    expect(answer.meta).toMatchObject({
      title: 'Product Not Found',
      robots: 'noindex',
      notFound: true,
    });
    // The API's 404 goes to the browser with the page, as an answer (not an Error, which JSON
    // cannot carry): its first frame shows the same not-found view and hydrates this HTML.
    const missing = answer.state.queries.find(
      (query) => query.queryKey.join('/') === 'catalog/products/detail/99999',
    );
    expect(missing?.state).toMatchObject({
      status: 'error',
      error: { name: 'ApiError', status: 404 },
    });
  });

  it('leaves a product the API could not give to the browser: loading, not missing', async () => {
    const api = catalogApi({ 'GET /api/products/3': { status: 503, body: { message: 'busy' } } });
    const answer = await renderProductPage('3');
    api.restore();

    expect(answer.notFound).toBe(false);
    expect(answer.meta).toBeNull();
    expect(answer.html).toContain('Loading product');
    // Without JavaScript nothing will come: the page says so and offers to ask again.
    expect(answer.html).toMatch(
      /<noscript>.*We couldn(&#x27;|')t load this product just now\..*Try again<\/a>.*<\/noscript>/s,
    );
  });

  it("says which collection's products could not load, for a browser without JavaScript", async () => {
    const api = catalogApi({
      'GET /api/products/collection/*': { status: 502, body: { message: 'Bad gateway' } },
    });
    const answer = await render({
      module: './CollectionPage',
      path: '/love-is',
      pattern: '/love-is',
      props: { collection: 'love-is' },
    });
    api.restore();

    expect(answer.html).toContain(
      '<p class="count" role="status" data-js-only="">Loading products…',
    );
    expect(answer.html).toMatch(
      /<noscript>.*We couldn(&#x27;|')t load the Love Is products just now\..*<\/noscript>/s,
    );
  });

  // A click before the app takes over is kept and replayed by the shell: that works for plain
  // buttons that are in the server's HTML, not for controls drawn only in the browser.
  it('renders Add to Cart and the zoom control as plain buttons in the HTML', async () => {
    const api = catalogApi({ 'GET /api/products/3': { body: cap } });
    const { html } = await renderProductPage('3');
    api.restore();

    expect(html).toMatch(/<button type="button"[^>]*>(<svg[^]*?<\/svg>)?Add to Cart<\/button>/);
    expect(html).toMatch(/<button[^>]*aria-label="Click to zoom: Gentle Grace Cap, full view"/);
  });

  it("renders each collection card's Add to Cart as a plain button in the HTML", async () => {
    const products = [cap, product({ name: 'Bloom Within Tee', collection: 'love-is' })];
    const api = catalogApi({ 'GET /api/products/collection/*': { body: products } });
    const { html } = await render({
      module: './CollectionPage',
      path: '/love-is',
      pattern: '/love-is',
      props: { collection: 'love-is' },
    });
    api.restore();

    expect(html.match(/<button type="button"[^>]*>(<svg[^]*?<\/svg>)?Add to Cart/g)).toHaveLength(
      2,
    );
  });

  it('renders the favourites page as its frame and a no-JavaScript card, never a spinner', async () => {
    const api = catalogApi();
    const answer = await render({
      module: './FavouritesPage',
      path: '/favourites',
      pattern: '/favourites',
      props: {},
      session: VISITOR,
    });
    api.restore();

    expect(answer.html).toContain('Your Favourites</h1>');
    expect(answer.html).toMatch(/<noscript>.*Your favourites need JavaScript.*<\/noscript>/s);
    expect(answer.html).toContain('href="/inner-beauty"');
    // The server cannot see this device's favourites: it claims neither none nor any.
    expect(answer.html).not.toContain('No favourites yet');
    expect(answer.html).not.toContain('role="status"');
    expect(answer.meta).toMatchObject({ title: 'Your Favourites', robots: 'noindex' });
    expect(answer.notFound).toBe(false);
  });

  it('answers an unknown collection as not found', async () => {
    const api = catalogApi();
    const answer = await render({
      module: './CollectionPage',
      path: '/nowhere',
      pattern: '/nowhere',
      props: { collection: 'nowhere' },
    });
    api.restore();
    expect(answer.notFound).toBe(true);
  });
});

// Each module's pages, as the shell asks for them: each must render once, from the data it
// declares in server-render.ts (a second pass means it reads something it does not declare).
const PAGES: Record<
  keyof typeof serverRendered,
  { path: string; pattern: string; props?: Record<string, string> }[]
> = {
  './HomeSections': [{ path: '/', pattern: '/' }],
  './CollectionPage': [
    { path: '/love-is', pattern: '/love-is', props: { collection: 'love-is' } },
    {
      path: '/love-is?category=art&sort=price-asc',
      pattern: '/love-is',
      props: { collection: 'love-is' },
    },
  ],
  './ProductPage': [
    { path: '/product/3', pattern: '/product/:id' },
    { path: '/product/99999', pattern: '/product/:id' },
    { path: '/product/nope', pattern: '/product/:id' },
  ],
  './BooksPage': [{ path: '/books', pattern: '/books' }],
  './AboutPage': [{ path: '/about', pattern: '/about' }],
  './FavouritesPage': [{ path: '/favourites', pattern: '/favourites' }],
  './CategoryPage': [
    { path: '/category/t-shirts?sort=price-desc', pattern: '/category/:slug' },
    { path: '/category/nothing', pattern: '/category/:slug' },
  ],
  './SearchPage': [
    { path: '/search?q=rose', pattern: '/search' },
    { path: '/search', pattern: '/search' },
  ],
};

describe('each module the catalog renders on the server', () => {
  it.each(
    Object.entries(PAGES).flatMap(([module, pages]) =>
      pages.map((page) => [module, page] as const),
    ),
  )('%s renders %o in one pass, from the data it declares', async (module, page) => {
    const api = catalogApi({
      'GET /api/products?*': { body: [cap] },
      'GET /api/products': { body: [cap] },
      'GET /api/products/3': { body: cap },
      'GET /api/products/3/related': { body: [] },
      'GET /api/products/3/reviews*': { body: { reviews: [], count: 0, average: null } },
      'GET /api/products/collection/*': { body: [cap] },
      'GET /api/search?*': { body: [cap] },
    });
    for (const session of [undefined, VISITOR]) {
      const answer = await render({ module, props: {}, ...page, ...(session ? { session } : {}) });
      expect(answer.passes).toBe(1);
      // Public pages: rendered for nobody, the same for every visitor.
      expect(answer.shared).toBe(session === undefined);
    }
    api.restore();
  });
});
