import { RemoteRoot } from '@healing/platform';
import { PackingSlipPage } from '../features/admin-orders/packing-slip-page';

/** Route `/admin/orders/:id/packing-slip`: an order's packing slip to print; client-only. */
export default function PackingSlipPageModule() {
  return (
    <RemoteRoot remote="cartCheckout" release={__RELEASE__}>
      <PackingSlipPage />
    </RemoteRoot>
  );
}
