// Which pages show every visitor the same HTML: their server rendering may be cached and shared
// between visitors (rendered with no session, so no visitor's cart is in it). Every route is on
// one list or the other (shared-pages.spec.ts checks the route table), so a new route is a
// decision, never a default.
import { COLLECTION_PATHS, matches } from './route-remotes';

/** Public pages, the same for everyone. */
export const SHARED_PAGE_ROUTES: readonly string[] = [
  '/',
  ...COLLECTION_PATHS,
  '/product/:id',
  '/healing-moments',
  '/blog',
  '/blog/:id',
  '/about',
  '/books',
  '/category/:slug',
  // The same results for everyone who searches the same words.
  '/search',
  '/contact',
  '/terms',
  '/privacy',
  '/refunds',
  '/design-apparel',
  // The same frame for everyone: the favourites themselves are on the visitor's device.
  '/favourites',
  // The same form for everyone.
  '/find-my-order',
];

/**
 * The visitor's own pages (cart, checkout, their order, their unsubscribe and newsletter
 * confirmation links). The back office
 * (/admin) is not in the shop's route table: it is never server-rendered or shared.
 */
export const PRIVATE_PAGE_ROUTES: readonly string[] = [
  '/cart',
  '/checkout',
  '/order-confirmation/:id',
  // An order's personal link: one shopper's order, never kept in a shared cache.
  '/orders/:token',
  // The review form of the shopper's own delivered order.
  '/product/:id/review',
  '/unsubscribe',
  '/newsletter/confirm',
];

/**
 * True when the page at `pathname` may be served from a cache shared between visitors. Private
 * pages, anything under /admin and unknown paths (no one's page; caching them would let anyone
 * fill the cache) are not.
 */
export function isSharedPage(pathname: string): boolean {
  const path = pathname.replace(/\/+$/, '') || '/';
  if (path === '/admin' || path.startsWith('/admin/')) return false;
  return SHARED_PAGE_ROUTES.some((route) => route === path || matches(route, path));
}
