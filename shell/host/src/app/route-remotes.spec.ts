import { REMOTE_PAGES, remoteModulesFor } from './route-remotes';

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
    });
  });

  it("renders the newsletter's confirmation link with the community page, kept out of search engines", () => {
    expect(REMOTE_PAGES.find((page) => page.path === '/newsletter/confirm')).toEqual({
      path: '/newsletter/confirm',
      remote: 'community',
      module: './NewsletterConfirmPage',
      label: 'the confirmation of your subscription',
      noindex: true,
    });
  });
});
