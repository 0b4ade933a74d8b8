// The back office's pages and the remote module that renders each (the remotes' exposed admin
// pages). Only the back office's own chunk reads this: no shopper's page preloads any of them.
export interface AdminPage {
  /** Under /admin: 'orders/:id' is /admin/orders/:id. */
  path: string;
  remote: string;
  module: string;
  /** What the owner would miss, for the fallback: "the orders". */
  label: string;
  /** The page's title in the browser tab. */
  title: string;
}

export const ADMIN_PAGES: readonly AdminPage[] = [
  {
    path: 'orders',
    remote: 'cartCheckout',
    module: './AdminOrdersPage',
    label: 'the orders',
    title: 'Orders',
  },
  {
    path: 'orders/:id',
    remote: 'cartCheckout',
    module: './AdminOrderPage',
    label: 'this order',
    title: 'Order',
  },
  {
    path: 'discount-codes',
    remote: 'cartCheckout',
    module: './AdminDiscountCodesPage',
    label: 'the discount codes',
    title: 'Discount codes',
  },
  {
    path: 'products',
    remote: 'catalog',
    module: './AdminProductsPage',
    label: 'the products',
    title: 'Products',
  },
  {
    path: 'products/new',
    remote: 'catalog',
    module: './AdminProductEditPage',
    label: 'the product form',
    title: 'New product',
  },
  {
    path: 'products/:id',
    remote: 'catalog',
    module: './AdminProductEditPage',
    label: 'the product form',
    title: 'Edit product',
  },
  {
    path: 'reviews',
    remote: 'catalog',
    module: './AdminReviewsPage',
    label: 'the reviews',
    title: 'Reviews',
  },
  {
    path: 'stories',
    remote: 'community',
    module: './AdminStoriesPage',
    label: 'the stories',
    title: 'Stories',
  },
  {
    path: 'messages',
    remote: 'community',
    module: './AdminMessagesPage',
    label: 'the messages',
    title: 'Messages',
  },
  {
    path: 'subscribers',
    remote: 'community',
    module: './AdminSubscribersPage',
    label: 'the subscribers',
    title: 'Subscribers',
  },
  {
    path: 'emails',
    remote: 'community',
    module: './AdminEmailsPage',
    label: 'the e-mail previews',
    title: 'E-mails',
  },
];

/** The back office's navigation, in order. */
export const ADMIN_NAVIGATION = [
  { to: '/admin/orders', label: 'Orders' },
  { to: '/admin/discount-codes', label: 'Discount codes' },
  { to: '/admin/products', label: 'Products' },
  { to: '/admin/reviews', label: 'Reviews' },
  { to: '/admin/stories', label: 'Stories' },
  { to: '/admin/messages', label: 'Messages' },
  { to: '/admin/subscribers', label: 'Subscribers' },
  { to: '/admin/emails', label: 'E-mails' },
] as const;

/** Where the owner lands after signing in. */
export const ADMIN_HOME = '/admin/orders';
