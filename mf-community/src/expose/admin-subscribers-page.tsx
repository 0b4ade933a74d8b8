import { RemoteRoot } from '@healing/platform';
import { AdminSubscribersPage } from '../features/admin/admin-subscribers-page';

/** Exposed as './AdminSubscribersPage'. */
export default function AdminSubscribersPageRemote() {
  return (
    <RemoteRoot remote="community" release={__RELEASE__}>
      <AdminSubscribersPage />
    </RemoteRoot>
  );
}
