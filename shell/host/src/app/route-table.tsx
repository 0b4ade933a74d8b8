// Every route of the shop and the remote module that renders it. The shell owns the layout, the
// legal pages and the not-found view; everything else is a remote's page, loaded when visited.
import type { CollectionSlug } from '@healing/platform';
import { Fragment, type ReactNode } from 'react';
import { HomePage } from '../pages/home-page';
import { LegalPage } from '../pages/legal-page';
import { NotFoundPage } from '../pages/not-found-page';
import { RemoteArea } from '../remotes/remote-area';
import { NoIndex } from '../seo/no-index';
import { COLLECTION_PAGE, REMOTE_PAGES } from './route-remotes';

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
        remote={COLLECTION_PAGE.remote}
        module={COLLECTION_PAGE.module}
        label="this collection"
        props={{ collection }}
      />
    ),
  };
}

// Keyed by path: each route gets its own area, so one page's failure never sticks to the next.
const remoteRoutes: ShopRoute[] = REMOTE_PAGES.map(({ path, remote, module, label, noindex }) => ({
  path,
  element: (
    <Fragment key={path}>
      {noindex && <NoIndex />}
      <RemoteArea remote={remote} module={module} label={label} />
    </Fragment>
  ),
}));

export const ROUTES: ShopRoute[] = [
  { path: '/', element: <HomePage /> },
  collectionRoute('inner-beauty'),
  collectionRoute('life-happens'),
  collectionRoute('love-is'),
  ...remoteRoutes,
  { path: '/terms', element: <LegalPage document="terms" /> },
  { path: '/privacy', element: <LegalPage document="privacy" /> },
  { path: '/refunds', element: <LegalPage document="refunds" /> },
  { path: '*', element: <NotFoundPage /> },
];
