import { RemoteRoot } from '@healing/platform';
import { AdminMessagesPage } from '../features/admin/admin-messages-page';

/** Exposed as './AdminMessagesPage'. */
export default function AdminMessagesPageRemote() {
  return (
    <RemoteRoot remote="community" release={__RELEASE__}>
      <AdminMessagesPage />
    </RemoteRoot>
  );
}
