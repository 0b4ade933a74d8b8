/**
 * @jest-environment node
 */
// The shell's server-side renderer as the shop's server calls it: no window, no effects.
import { cartKeys, createQueryClient, type PageMeta } from '@healing/platform';
import { dehydrate, type DehydratedState } from '@tanstack/react-query';
import { ROUTES } from './app/route-table';
import { routesFor } from './app/server-routes';
import { type AreaMeta, renderShell } from './server-render';

jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: jest.fn(),
  registerRemotes: jest.fn(),
  registerPlugins: jest.fn(),
}));

const ORIGIN = 'https://shop.example';
const REMOTES = ['catalog', 'cartCheckout', 'community', 'designer'];
const VISITOR = `session_1763800000001_${'cd'.repeat(16)}`;
const NO_STATE: DehydratedState = { mutations: [], queries: [] };

const productMeta: PageMeta = {
  title: 'Gentle Grace Cap',
  description: 'An unstructured cotton cap.',
  path: '/product/3',
  image: '/api/images/social/products/3.png',
  type: 'product',
  jsonLd: [
    { '@context': 'https://schema.org', '@type': 'Product', name: 'Gentle Grace Cap' },
    { '@context': 'https://schema.org', '@type': 'BreadcrumbList', itemListElement: [] },
  ],
};

function renderPage(url: string, areaMeta: AreaMeta[] = [], options: { session?: string } = {}) {
  return renderShell({
    url,
    remotes: REMOTES,
    fragments: {},
    state: NO_STATE,
    session: options.session,
    areaMeta,
    origin: ORIGIN,
  });
}

const jsonLdTypes = (head: string) =>
  [...head.matchAll(/"@type":"(\w+)"/g)]
    .map(([, type]) => type)
    .filter((type) => type !== 'ListItem');

describe('renderShell', () => {
  it("gives a product page the product's head and a 200", () => {
    const page = renderPage('/product/3', [{ meta: productMeta, notFound: false }], {
      session: VISITOR,
    });
    expect(page.status).toBe(200);
    expect(page.head).toContain('<title>Gentle Grace Cap | Healing Shop</title>');
    expect(page.head).toContain(
      '<link rel="canonical" href="https://shop.example/product/3" data-page-meta>',
    );
    expect(page.head).toContain(
      '<meta property="og:image" content="https://shop.example/api/images/social/products/3.png" data-page-meta>',
    );
    expect(page.head).toContain('<meta property="og:type" content="product" data-page-meta>');
    expect(jsonLdTypes(page.head)).toEqual([
      'Organization',
      'WebSite',
      'Product',
      'BreadcrumbList',
    ]);
    expect(page.html).toContain('<main');
  });

  it('answers an unknown address with 404 and the not-found head', () => {
    const page = renderPage('/no/such/page');
    expect(page.status).toBe(404);
    expect(page.head).toContain('<title>Page not found | Healing Shop</title>');
    expect(page.head).toContain('<meta name="robots" content="noindex" data-page-meta>');
    // At the address asked for, as the browser writes it.
    expect(page.head).toContain(
      '<link rel="canonical" href="https://shop.example/no/such/page" data-page-meta>',
    );
    expect(page.html).toContain('404 Page Not Found');
  });

  it('answers 404 when a remote area says its subject is missing', () => {
    const missing: PageMeta = {
      title: 'Product Not Found',
      description: "This healing product doesn't exist or has been moved.",
      robots: 'noindex',
      notFound: true,
    };
    const page = renderPage('/product/99999', [{ meta: missing, notFound: true }]);
    expect(page.status).toBe(404);
    expect(page.head).toContain('<title>Product Not Found | Healing Shop</title>');
    expect(page.head).toContain('href="https://shop.example/product/99999"');
  });

  it("writes the shell's own pages' head", () => {
    const page = renderPage('/privacy');
    expect(page.status).toBe(200);
    expect(page.head).toContain('<title>Privacy Policy | Healing Shop</title>');
    expect(page.head).toContain('href="https://shop.example/privacy"');
  });

  it("gives a page whose area did not answer the site's defaults", () => {
    const page = renderPage('/design-apparel', []);
    expect(page.status).toBe(200);
    expect(page.head).toContain(
      '<title>Healing Shop | Healing-themed gifts and apparel, made by a psychologist</title>',
    );
    expect(page.head).toContain(
      '<meta property="og:image" content="https://shop.example/api/images/social/site.png" data-page-meta>',
    );
  });

  it("shows the visitor's cart, and no one's cart in an anonymous render", () => {
    const withCart = createQueryClient();
    withCart.setQueryData(cartKeys.items(VISITOR), [{ id: 1, productId: 3, quantity: 2 }]);
    const state = dehydrate(withCart);
    const draw = (session?: string) =>
      renderShell({
        url: '/about',
        remotes: REMOTES,
        fragments: {},
        state,
        session,
        areaMeta: [],
        origin: ORIGIN,
      });
    expect(draw(VISITOR).html).toMatch(/data-testid="cart-count"[^>]*>2</);
    expect(draw(undefined).html).not.toContain('data-testid="cart-count"');
  });
});

describe('the route table, narrowed to the page on the server', () => {
  it('renders every route as the whole table does, handing React Router that route alone', () => {
    let renderWithEveryRoute: typeof renderShell | undefined;
    // A second copy of the renderer (and of React) whose routesFor hands over every route.
    jest.isolateModules(() => {
      const everyRoute =
        jest.requireActual<typeof import('./app/route-table')>('./app/route-table').ROUTES;
      jest.doMock('./app/server-routes', () => ({ routesFor: () => everyRoute }));
      renderWithEveryRoute =
        jest.requireActual<typeof import('./server-render')>('./server-render').renderShell;
    });
    const addresses = [
      ...ROUTES.map(({ path }) => path.replace(/:[^/]+/g, '7').replace('*', 'no/such/page')),
      '/product/7?size=M',
      '/inner-beauty/',
    ];
    for (const url of addresses) {
      const options = {
        url,
        remotes: REMOTES,
        fragments: {},
        state: NO_STATE,
        session: undefined,
        areaMeta: [],
        origin: ORIGIN,
      };
      expect({ url, page: renderShell(options) }).toEqual({
        url,
        page: renderWithEveryRoute?.(options),
      });
      expect({ url, routes: routesFor(url).length }).toEqual({ url, routes: 1 });
    }
  });
});
