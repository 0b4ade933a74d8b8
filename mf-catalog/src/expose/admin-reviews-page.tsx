import { RemoteRoot } from '@healing/platform';
import { AdminReviewsPage } from '../features/admin-reviews/admin-reviews-page';

/** The owner's review moderation: client-only, never server-rendered (see server-render.ts). */
export default function AdminReviewsPageExpose() {
  return (
    <RemoteRoot remote="catalog" release={__RELEASE__}>
      <AdminReviewsPage />
    </RemoteRoot>
  );
}
