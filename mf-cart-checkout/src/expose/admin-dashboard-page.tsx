import { RemoteRoot } from '@healing/platform';
import { AdminDashboardPage } from '../features/admin-dashboard/admin-dashboard-page';

/** Route `/admin`: the back office's home; client-only, never server-rendered. */
export default function AdminDashboardPageModule() {
  return (
    <RemoteRoot remote="cartCheckout" release={__RELEASE__}>
      <AdminDashboardPage />
    </RemoteRoot>
  );
}
