// Which remote module renders each route: the one table the router and the early preloader
// share. Plain data with no React, so the entry can read it before the app starts. The back
// office's pages are not here: they live in its own chunk (src/admin), never preloaded.
import type { PageArea } from '@healing/build-kit/render-protocol';

export type { PageArea };

export interface RemotePage {
  path: string;
  remote: string;
  module: string;
  /** What the visitor would miss, for the fallback: "this product". */
  label: string;
  /** Search engines are told to skip the page (a visitor's own link, such as unsubscribing). */
  noindex?: boolean;
  /**
   * The query parameters the page reads. The server renders it (and keeps it in the page cache)
   * with these alone: the rest of an address's query is the browser's business.
   */
  query?: readonly string[];
}

export const REMOTE_PAGES: readonly RemotePage[] = [
  {
    path: '/product/:id',
    remote: 'catalog',
    module: './ProductPage',
    label: 'this product',
    // The chosen option (`?size=M`): a link or a reload shows that variant chosen.
    query: ['size', 'colour', 'color'],
  },
  {
    // The review form of a delivered order's piece: the shopper's own, in their browser, or
    // in any browser with the order link's token (`link`) of the delivery e-mail.
    path: '/product/:id/review',
    remote: 'catalog',
    module: './ReviewPage',
    label: 'the review form',
    noindex: true,
    query: ['order', 'link'],
  },
  { path: '/about', remote: 'catalog', module: './AboutPage', label: 'our story' },
  { path: '/books', remote: 'catalog', module: './BooksPage', label: 'our books' },
  {
    path: '/category/:slug',
    remote: 'catalog',
    module: './CategoryPage',
    label: 'this category',
    query: ['collection', 'sort', 'view'],
  },
  {
    path: '/search',
    remote: 'catalog',
    module: './SearchPage',
    label: 'the search',
    // Results pages of a site's own search are not for search engines (any text makes one).
    noindex: true,
    query: ['q', 'category', 'sort', 'view'],
  },
  {
    path: '/favourites',
    remote: 'catalog',
    module: './FavouritesPage',
    label: 'your favourites',
    // Kept on the visitor's device: nothing there for a search engine.
    noindex: true,
  },
  {
    path: '/healing-moments',
    remote: 'community',
    module: './HealingMomentsPage',
    label: 'the healing moments',
  },
  { path: '/blog', remote: 'community', module: './BlogPage', label: 'the blog' },
  { path: '/blog/:id', remote: 'community', module: './BlogPostPage', label: 'this article' },
  { path: '/contact', remote: 'community', module: './ContactPage', label: 'the contact page' },
  {
    path: '/unsubscribe',
    remote: 'community',
    module: './UnsubscribePage',
    label: 'the unsubscribe page',
    noindex: true,
    query: ['token'],
  },
  {
    path: '/cart',
    remote: 'cartCheckout',
    module: './CartPage',
    label: 'your cart page',
    // A promo code from an old link, applied to the cart once.
    query: ['promo'],
  },
  {
    path: '/checkout',
    remote: 'cartCheckout',
    module: './CheckoutPage',
    label: 'the checkout',
    query: ['promo', 'step'],
  },
  {
    path: '/newsletter/confirm',
    remote: 'community',
    module: './NewsletterConfirmPage',
    label: 'the confirmation of your subscription',
    // A visitor's own link, as the unsubscribe page.
    noindex: true,
    query: ['token'],
  },
  {
    path: '/order-confirmation/:id',
    remote: 'cartCheckout',
    module: './OrderConfirmationPage',
    label: 'your order confirmation',
  },
  {
    // An order's personal link, from its e-mails: the order in any browser. Kept out of search
    // engines, and served with Referrer-Policy: no-referrer (shell/edge), so the token stays put.
    path: '/orders/:token',
    remote: 'cartCheckout',
    module: './OrderLinkPage',
    label: 'your order',
    noindex: true,
  },
  {
    path: '/find-my-order',
    remote: 'cartCheckout',
    module: './FindMyOrderPage',
    label: 'Find my order',
  },
  {
    path: '/design-apparel',
    remote: 'designer',
    module: './DesignApparelPage',
    label: 'the design studio',
  },
];

export const COLLECTION_PAGE = { remote: 'catalog', module: './CollectionPage' } as const;

/** What a collection page reads from its address: its filter, sort and view. */
export const COLLECTION_QUERY: readonly string[] = ['category', 'kind', 'sort', 'view'];

/** The home page's areas, in page order: pages/home-page.tsx renders these. */
export const HOME_AREAS = [
  { remote: 'catalog', module: './HomeSections', label: 'our collections' },
  { remote: 'community', module: './HomeShareMoment', label: 'the share form' },
  { remote: 'community', module: './HomeRecentMoments', label: 'recent moments' },
  { remote: 'community', module: './NewsletterSignup', label: 'the newsletter sign-up' },
] as const;

export const COLLECTION_PATHS = ['/inner-beauty', '/life-happens', '/love-is'];

/** Whether a route pattern ('/product/:id') claims a path (a trailing slash aside); never '/'. */
export function matches(pattern: string, pathname: string): boolean {
  const want = pattern.split('/');
  const have = pathname.replace(/\/+$/, '').split('/');
  if (pathname === '/' || want.length !== have.length) return false;
  return want.every((part, index) => part.startsWith(':') || part === have[index]);
}

/** The remote areas on screen first at a path (home: the sections on screen first). */
export function pageAreasFor(pathname: string): PageArea[] {
  const path = pathname.replace(/\/+$/, '') || '/';
  if (path === '/') {
    const { remote, module } = HOME_AREAS[0];
    return [{ remote, module, pattern: '/' }];
  }
  if (COLLECTION_PATHS.includes(path)) {
    return [{ ...COLLECTION_PAGE, pattern: path, props: { collection: path.slice(1) } }];
  }
  const page = REMOTE_PAGES.find((candidate) => matches(candidate.path, pathname));
  return page ? [{ remote: page.remote, module: page.module, pattern: page.path }] : [];
}

/**
 * The query parameters the page at a path reads (none for the home page, the shell's own pages
 * and unknown paths). The shop's server renders a page from its path and these alone.
 */
export function pageQueryParams(pathname: string): readonly string[] {
  const path = pathname.replace(/\/+$/, '') || '/';
  if (COLLECTION_PATHS.includes(path)) return COLLECTION_QUERY;
  return REMOTE_PAGES.find((candidate) => matches(candidate.path, pathname))?.query ?? [];
}

/** The remote modules a path needs, for preloading while the app starts. */
export function remoteModulesFor(pathname: string): { remote: string; module: string }[] {
  // Home: the sections on screen first; the rest load when the page is idle.
  return pageAreasFor(pathname).map(({ remote, module }) => ({ remote, module }));
}
