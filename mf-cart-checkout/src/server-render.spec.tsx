/**
 * @jest-environment node
 */
/// <reference types="node" />
// Cart and checkout's pages as its server renders them for the shell (build-kit's
// render-remote.tsx, Node code, hence Node's types), for the visitor the shell names.
import type { FakeApi } from '@healing/platform/testing';
import { render } from '@healing/build-kit/render-remote';
import { serverRendered } from './server-render';
import { cartApi, orderOf } from './test-support/shop-fixtures';

// What the remote's server build aliases to src/server-render.ts (build-kit's webpack.cjs).
jest.mock(
  '@healing/server-rendered-modules',
  () => jest.requireActual<typeof import('./server-render')>('./server-render'),
  { virtual: true },
);

const VISITOR = `session_1763800000001_${'cd'.repeat(16)}`;

function renderConfirmation(id: string) {
  return render({
    module: './OrderConfirmationPage',
    path: `/order-confirmation/${id}`,
    pattern: '/order-confirmation/:id',
    props: {},
    session: VISITOR,
  });
}

describe("cart and checkout's server rendering", () => {
  let api: FakeApi;

  beforeEach(() => {
    api = cartApi({ items: [], routes: { 'GET /api/orders/42': { body: orderOf() } } });
  });
  afterEach(() => api.restore());

  it("renders the visitor's own order", async () => {
    const answer = await renderConfirmation('42');

    expect(answer.notFound).toBe(false);
    expect(answer.html).toContain('Order Confirmed!');
    expect(answer.meta).toMatchObject({ title: 'Order #42 confirmed', robots: 'noindex' });
    expect(answer.state.queries.map((query) => query.queryKey)).toContainEqual([
      'cartCheckout',
      'orders',
      VISITOR,
      42,
    ]);
  });

  it("answers an order that is missing (or someone else's) with the not-found view and notFound", async () => {
    // The API answers 404 for any order the fake was not given.
    const answer = await renderConfirmation('41');

    expect(answer.notFound).toBe(true);
    expect(answer.html).toContain('404 Page Not Found');
    expect(answer.meta).toMatchObject({ robots: 'noindex', notFound: true });
  });

  it('renders the checkout as what to do without JavaScript, beside the order, with no spinner', async () => {
    api.restore();
    api = cartApi({ promoCode: 'HEALING10' });
    const answer = await render({
      module: './CheckoutPage',
      path: '/checkout?step=payment',
      pattern: '/checkout',
      props: {},
      session: VISITOR,
    });

    expect(answer.html).toContain('<noscript>');
    expect(answer.html).toContain('Checkout needs JavaScript');
    expect(answer.html).toContain('href="/cart"');
    expect(answer.html).toContain('Bloom Within Tee');
    expect(answer.html).toContain('HEALING10');
    expect(answer.html).not.toContain('Loading your');
    expect(answer.html).not.toMatch(/class="[^"]*spinner/i);
    // No form that would do nothing (or send an address in a URL) without the app.
    expect(answer.html).not.toContain('<form');
    expect(answer.html).not.toContain('<button');
    expect(answer.meta).toMatchObject({ title: 'Checkout', robots: 'noindex' });
  });

  it("says, to a browser without JavaScript, that the visitor's cart could not be loaded", async () => {
    api.restore();
    api = cartApi({
      routes: { 'GET /api/cart/*': { status: 502, body: { message: 'Bad gateway' } } },
    });
    const answer = await render({
      module: './CartPage',
      path: '/cart',
      pattern: '/cart',
      props: {},
      session: VISITOR,
    });

    expect(answer.html).toContain('aria-label="Loading your cart" data-js-only=""');
    expect(answer.html).toMatch(
      /<noscript>.*We couldn(&#x27;|')t load your cart just now\..*Try again<\/a>.*<\/noscript>/s,
    );
  });

  it('never renders the back office on the server', () => {
    expect(Object.keys(serverRendered)).toEqual([
      './CartPage',
      './CheckoutPage',
      './OrderConfirmationPage',
      './OrderLinkPage',
      './FindMyOrderPage',
    ]);
  });
});

describe("an order's personal link, rendered on the server", () => {
  const TOKEN = 'AbCdEfGhIjKlMnOpQrStUvWxYz0123456789-_abcde';
  let api: FakeApi;

  beforeEach(() => {
    api = cartApi({
      items: [],
      routes: {
        [`GET /api/orders/link/${TOKEN}`]: { body: orderOf({ status: 'cancelled' }) },
      },
    });
  });
  afterEach(() => api.restore());

  const renderLink = (token: string) =>
    render({
      module: './OrderLinkPage',
      path: `/orders/${token}`,
      pattern: '/orders/:token',
      props: {},
      session: VISITOR,
    });

  it('renders the order for any visitor, its words following its status', async () => {
    const answer = await renderLink(TOKEN);
    expect(answer.notFound).toBe(false);
    expect(answer.html).toContain('Order Cancelled');
    expect(answer.html).toContain('Order #42 has been cancelled.');
    expect(answer.html).not.toContain('Order Confirmed!');
    expect(answer.meta).toMatchObject({ title: 'Order #42', robots: 'noindex' });
  });

  it('answers an unknown or revoked link with the not-found view and notFound', async () => {
    const answer = await renderLink('B'.repeat(43));
    expect(answer.notFound).toBe(true);
    expect(answer.html).toContain('find this order');
    expect(answer.meta).toMatchObject({ robots: 'noindex', notFound: true });
  });
});

// Each module's pages, as the shell asks for them (for the visitor): each must render once, from
// the visitor's cart and the data it declares in server-render.ts.
const PAGES: Record<keyof typeof serverRendered, { path: string; pattern: string }[]> = {
  './CartPage': [{ path: '/cart', pattern: '/cart' }],
  './CheckoutPage': [{ path: '/checkout', pattern: '/checkout' }],
  './OrderConfirmationPage': [
    { path: '/order-confirmation/42', pattern: '/order-confirmation/:id' },
    { path: '/order-confirmation/43', pattern: '/order-confirmation/:id' },
    { path: '/order-confirmation/nope', pattern: '/order-confirmation/:id' },
  ],
  './OrderLinkPage': [
    { path: `/orders/${'A'.repeat(43)}`, pattern: '/orders/:token' },
    { path: '/orders/short', pattern: '/orders/:token' },
  ],
  './FindMyOrderPage': [{ path: '/find-my-order', pattern: '/find-my-order' }],
};

describe('each module cart and checkout renders on the server', () => {
  it.each(
    Object.entries(PAGES).flatMap(([module, pages]) =>
      pages.map((page) => [module, page] as const),
    ),
  )('%s renders %o in one pass, from the data it declares', async (module, page) => {
    const api = cartApi({
      items: [],
      routes: {
        'GET /api/orders/42': { body: orderOf() },
        [`GET /api/orders/link/${'A'.repeat(43)}`]: { body: orderOf() },
      },
    });
    try {
      const answer = await render({ module, props: {}, ...page, session: VISITOR });
      expect(answer.passes).toBe(1);
      // The visitor's own page: never shown to anyone else.
      expect(answer.shared).toBe(false);
    } finally {
      api.restore();
    }
  });
});
