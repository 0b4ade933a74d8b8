import { RemoteRoot } from '@healing/platform';
import { AdminStoriesPage } from '../features/admin/admin-stories-page';

/** Exposed as './ModerationPage' until the shell redirects its route to /admin/stories. */
export default function ModerationPageRemote() {
  return (
    <RemoteRoot remote="community" release={__RELEASE__}>
      <AdminStoriesPage />
    </RemoteRoot>
  );
}
