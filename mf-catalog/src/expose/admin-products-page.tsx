import { RemoteRoot } from '@healing/platform';
import { AdminProductsPage } from '../features/admin-products/admin-products-page';

/** The owner's product list: client-only, never server-rendered (see server-render.ts). */
export default function AdminProductsPageExpose() {
  return (
    <RemoteRoot remote="catalog" release={__RELEASE__}>
      <AdminProductsPage />
    </RemoteRoot>
  );
}
