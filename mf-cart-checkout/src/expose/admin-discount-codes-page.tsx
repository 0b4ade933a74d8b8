import { RemoteRoot } from '@healing/platform';
import { AdminDiscountCodesPage } from '../features/admin-discount-codes/admin-discount-codes-page';

/** Route `/admin/discount-codes`: the owner's discount codes; client-only, never server-rendered. */
export default function AdminDiscountCodesPageModule() {
  return (
    <RemoteRoot remote="cartCheckout" release={__RELEASE__}>
      <AdminDiscountCodesPage />
    </RemoteRoot>
  );
}
