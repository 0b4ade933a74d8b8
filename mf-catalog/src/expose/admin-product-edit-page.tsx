import { RemoteRoot } from '@healing/platform';
import { AdminProductEditPage } from '../features/admin-products/admin-product-edit-page';

/** `/admin/products/new` and `/admin/products/:id`: client-only, never server-rendered. */
export default function AdminProductEditPageExpose() {
  return (
    <RemoteRoot remote="catalog" release={__RELEASE__}>
      <AdminProductEditPage />
    </RemoteRoot>
  );
}
