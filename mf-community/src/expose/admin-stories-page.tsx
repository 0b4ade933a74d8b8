import { RemoteRoot } from '@healing/platform';
import { AdminStoriesPage } from '../features/admin/admin-stories-page';

/** Exposed as './AdminStoriesPage'. */
export default function AdminStoriesPageRemote() {
  return (
    <RemoteRoot remote="community" release={__RELEASE__}>
      <AdminStoriesPage />
    </RemoteRoot>
  );
}
