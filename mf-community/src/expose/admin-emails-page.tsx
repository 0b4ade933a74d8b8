import { RemoteRoot } from '@healing/platform';
import { AdminEmailsPage } from '../features/admin/admin-emails-page';

/** Exposed as './AdminEmailsPage'. */
export default function AdminEmailsPageRemote() {
  return (
    <RemoteRoot remote="community" release={__RELEASE__}>
      <AdminEmailsPage />
    </RemoteRoot>
  );
}
