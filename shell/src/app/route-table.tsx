// Every route of the shop and the remote module that renders it. The shell owns the layout, the
// legal pages and the not-found view; everything else is a remote's page, loaded when visited.
import type { CollectionSlug } from '@healing/platform';
import type { ReactNode } from 'react';
import { HomePage } from '../pages/home-page';
import { LegalPage } from '../pages/legal-page';
import { NotFoundPage } from '../pages/not-found-page';
import { RemoteArea } from '../remotes/remote-area';

export interface ShopRoute {
  path: string;
  element: ReactNode;
}

function collectionRoute(collection: CollectionSlug): ShopRoute {
  return {
    path: `/${collection}`,
    element: (
      <RemoteArea
        key={collection}
        remote="catalog"
        module="./CollectionPage"
        label="this collection"
        props={{ collection }}
      />
    ),
  };
}

function remoteRoute(path: string, remote: string, module: string, label: string): ShopRoute {
  // Keyed by path: each route gets its own area, so one page's failure never sticks to the next.
  return {
    path,
    element: <RemoteArea key={path} remote={remote} module={module} label={label} />,
  };
}

export const ROUTES: ShopRoute[] = [
  { path: '/', element: <HomePage /> },
  collectionRoute('inner-beauty'),
  collectionRoute('life-happens'),
  collectionRoute('love-is'),
  remoteRoute('/product/:id', 'catalog', './ProductPage', 'this product'),
  remoteRoute('/about', 'catalog', './AboutPage', 'our story'),
  remoteRoute('/books', 'catalog', './BooksPage', 'our books'),
  remoteRoute('/healing-moments', 'community', './HealingMomentsPage', 'the healing moments'),
  remoteRoute('/blog', 'community', './BlogPage', 'the blog'),
  remoteRoute('/blog/:id', 'community', './BlogPostPage', 'this article'),
  remoteRoute('/contact', 'community', './ContactPage', 'the contact page'),
  remoteRoute('/admin/moments', 'community', './ModerationPage', 'story moderation'),
  remoteRoute('/cart', 'cartCheckout', './CartPage', 'your cart page'),
  remoteRoute('/checkout', 'cartCheckout', './CheckoutPage', 'the checkout'),
  remoteRoute(
    '/order-confirmation/:id',
    'cartCheckout',
    './OrderConfirmationPage',
    'your order confirmation',
  ),
  remoteRoute('/design-apparel', 'designer', './DesignApparelPage', 'the design studio'),
  { path: '/terms', element: <LegalPage document="terms" /> },
  { path: '/privacy', element: <LegalPage document="privacy" /> },
  { path: '/refunds', element: <LegalPage document="refunds" /> },
  { path: '*', element: <NotFoundPage /> },
];
