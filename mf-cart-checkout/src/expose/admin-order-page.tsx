import { RemoteRoot } from '@healing/platform';
import { AdminOrderPage } from '../features/admin-orders/admin-order-page';

/** Route `/admin/orders/:id`: one order and its next steps; client-only, never server-rendered. */
export default function AdminOrderPageModule() {
  return (
    <RemoteRoot remote="cartCheckout" release={__RELEASE__}>
      <AdminOrderPage />
    </RemoteRoot>
  );
}
