// The back office's pages and the remote module that renders each (the remotes' exposed admin
// pages). Only the back office's own chunk reads this: no shopper's page preloads any of them.
import type { AdminWaitingKind } from '@healing/contracts/admin';

export interface AdminPage {
  /** Under /admin: 'orders/:id' is /admin/orders/:id; '' is /admin itself, the home. */
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
    path: '',
    remote: 'cartCheckout',
    module: './AdminDashboardPage',
    label: "the shop's figures",
    title: 'Home',
  },
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
    path: 'orders/:id/packing-slip',
    remote: 'cartCheckout',
    module: './PackingSlipPage',
    label: 'the packing slip',
    title: 'Packing slip',
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

export interface AdminNavigationItem {
  to: string;
  label: string;
  /** What waits there (GET /api/admin/waiting), shown as a count beside the label. */
  waiting?: AdminWaitingKind;
}

/** The back office's navigation, in order. */
export const ADMIN_NAVIGATION: readonly AdminNavigationItem[] = [
  { to: '/admin', label: 'Home' },
  { to: '/admin/orders', label: 'Orders', waiting: 'orders' },
  { to: '/admin/discount-codes', label: 'Discount codes' },
  { to: '/admin/products', label: 'Products' },
  { to: '/admin/reviews', label: 'Reviews', waiting: 'reviews' },
  { to: '/admin/stories', label: 'Stories', waiting: 'stories' },
  { to: '/admin/messages', label: 'Messages', waiting: 'messages' },
  { to: '/admin/subscribers', label: 'Subscribers' },
  { to: '/admin/emails', label: 'E-mails' },
];

/** Where the owner lands after signing in: the home, with the shop's figures. */
export const ADMIN_HOME = '/admin';
