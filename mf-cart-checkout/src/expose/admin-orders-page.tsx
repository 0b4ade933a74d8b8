import { RemoteRoot } from '@healing/platform';
import { AdminOrdersPage } from '../features/admin-orders/admin-orders-page';

/** Route `/admin/orders`: the owner's order list; client-only, never server-rendered. */
export default function AdminOrdersPageModule() {
  return (
    <RemoteRoot remote="cartCheckout" release={__RELEASE__}>
      <AdminOrdersPage />
    </RemoteRoot>
  );
}
