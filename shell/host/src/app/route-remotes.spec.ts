import { pageQueryParams, REMOTE_PAGES, remoteModulesFor } from './route-remotes';

describe('remoteModulesFor', () => {
  it('names the modules each address needs, for preloading', () => {
    expect(remoteModulesFor('/')).toEqual([{ remote: 'catalog', module: './HomeSections' }]);
    expect(remoteModulesFor('/love-is')).toEqual([
      { remote: 'catalog', module: './CollectionPage' },
    ]);
    expect(remoteModulesFor('/product/12')).toMatchObject([
      { remote: 'catalog', module: './ProductPage' },
    ]);
    expect(remoteModulesFor('/order-confirmation/3/')).toMatchObject([
      { remote: 'cartCheckout', module: './OrderConfirmationPage' },
    ]);
  });

  it("names nothing for the shell's own pages and unknown paths", () => {
    expect(remoteModulesFor('/terms')).toEqual([]);
    expect(remoteModulesFor('/product')).toEqual([]);
    expect(remoteModulesFor('/nowhere/at/all')).toEqual([]);
  });
});

describe('the back office and the early preloader', () => {
  it('lists no /admin page: nothing of the back office loads for shoppers', () => {
    expect(REMOTE_PAGES.filter((page) => /^\/admin/i.test(page.path))).toEqual([]);
    expect(REMOTE_PAGES.map((page) => page.module).filter((name) => /Admin/.test(name))).toEqual(
      [],
    );
    for (const path of ['/admin', '/admin/orders', '/admin/orders/3', '/admin/moments']) {
      expect({ path, modules: remoteModulesFor(path) }).toEqual({ path, modules: [] });
    }
  });

  it('renders the unsubscribe link with the community page, kept out of search engines', () => {
    expect(REMOTE_PAGES.find((page) => page.path === '/unsubscribe')).toEqual({
      path: '/unsubscribe',
      remote: 'community',
      module: './UnsubscribePage',
      label: 'the unsubscribe page',
      noindex: true,
      query: ['token'],
    });
  });

  it("renders the newsletter's confirmation link with the community page, kept out of search engines", () => {
    expect(REMOTE_PAGES.find((page) => page.path === '/newsletter/confirm')).toEqual({
      path: '/newsletter/confirm',
      remote: 'community',
      module: './NewsletterConfirmPage',
      label: 'the confirmation of your subscription',
      noindex: true,
      query: ['token'],
    });
  });
});

describe('pageQueryParams', () => {
  it("names the token the newsletter's confirmation page reads", () => {
    expect(pageQueryParams('/newsletter/confirm')).toEqual(['token']);
  });

  it("names a collection's filter, sort and view", () => {
    expect(pageQueryParams('/love-is')).toEqual(['category', 'kind', 'sort', 'view']);
  });

  it('names them for a collection asked with a trailing slash', () => {
    expect(pageQueryParams('/inner-beauty/')).toEqual(['category', 'kind', 'sort', 'view']);
  });

  it("names the checkout's step and promo code", () => {
    expect(pageQueryParams('/checkout')).toEqual(['promo', 'step']);
  });

  it("names the unsubscribe link's token", () => {
    expect(pageQueryParams('/unsubscribe')).toEqual(['token']);
  });

  it("names a product page's chosen option (?size=M), so its server render shows it chosen", () => {
    expect(pageQueryParams('/product/3')).toEqual(['size', 'colour', 'color']);
  });

  it('names nothing for the home page', () => {
    expect(pageQueryParams('/')).toEqual([]);
  });

  it("names nothing for the shell's own pages and unknown paths", () => {
    expect([pageQueryParams('/terms'), pageQueryParams('/no/such/page')]).toEqual([[], []]);
  });
});
