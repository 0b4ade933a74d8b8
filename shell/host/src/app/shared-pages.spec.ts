import { isSharedPage, PRIVATE_PAGE_ROUTES, SHARED_PAGE_ROUTES } from './shared-pages';
import { ROUTES } from './route-table';

describe('isSharedPage', () => {
  it('shares the public pages, the same for every visitor', () => {
    for (const path of [
      '/',
      '/inner-beauty',
      '/life-happens',
      '/love-is',
      '/product/3',
      '/product/99999',
      '/healing-moments',
      '/blog',
      '/blog/2',
      '/blog/2/',
      '/about',
      '/books',
      '/contact',
      '/terms',
      '/privacy',
      '/refunds',
      '/design-apparel',
      '/find-my-order',
    ]) {
      expect({ path, shared: isSharedPage(path) }).toEqual({ path, shared: true });
    }
  });

  it("never shares a visitor's own pages, the admin's, or an unknown address", () => {
    for (const path of [
      '/cart',
      '/checkout',
      '/checkout/',
      '/order-confirmation/12',
      '/orders/AbCdEfGhIjKlMnOpQrStUvWxYz0123456789-_abcde',
      '/unsubscribe',
      '/newsletter/confirm',
      '/admin',
      '/admin/moments',
      '/admin/anything',
      '/product',
      '/product/3/reviews',
      '/no/such/page',
    ]) {
      expect({ path, shared: isSharedPage(path) }).toEqual({ path, shared: false });
    }
  });

  it('has decided for every route of the shop', () => {
    const routes = ROUTES.map((route) => route.path).filter((path) => path !== '*');
    expect([...SHARED_PAGE_ROUTES, ...PRIVATE_PAGE_ROUTES].sort()).toEqual(routes.sort());
  });
});
