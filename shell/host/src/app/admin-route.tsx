import { Button, Spinner } from '@healing/platform';
import { Component, lazy, type ReactNode, Suspense, useEffect } from 'react';

// The back office is its own chunk, fetched only when an /admin address is visited: shoppers
// never download it, and nothing on a shopper's page preloads it.
const AdminApp = lazy(() => import(/* webpackChunkName: "admin" */ '../admin/admin-app'));

const centred = { display: 'grid', placeItems: 'center', minHeight: '100vh', padding: '1rem' };

/** A back office whose code did not arrive (a dropped connection, a new release) is reloaded. */
class AdminChunkBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override render(): ReactNode {
    if (!this.state.failed) return this.props.children;
    return (
      <div style={centred} role="alert">
        <div>
          <p>The back office did not load. Please check your connection and try again.</p>
          <Button onClick={() => window.location.reload()}>Try again</Button>
        </div>
      </div>
    );
  }
}

const reloadPage = () => window.location.reload();

/**
 * The back office reached from a page that loads a remote from a preview origin: the page is
 * loaded again, as the back office, which never applies a preview (its script would run with
 * the owner's session, and the shop page's policy allows it).
 */
function LoadedWithoutPreviews({ reload }: { reload: () => void }) {
  useEffect(() => reload(), [reload]);
  return (
    <div style={centred}>
      <Spinner label="Loading the back office" />
    </div>
  );
}

/**
 * Everything under /admin, outside the shop's own layout. `previewsOn`: this page loaded a
 * remote from a preview origin (`reload` loads it again, by default the browser's reload).
 */
export function AdminRoute({
  previewsOn = false,
  reload = reloadPage,
}: {
  previewsOn?: boolean;
  reload?: () => void;
}) {
  if (previewsOn) return <LoadedWithoutPreviews reload={reload} />;
  return (
    <AdminChunkBoundary>
      <Suspense
        fallback={
          <div style={centred}>
            <Spinner label="Loading the back office" />
          </div>
        }
      >
        <AdminApp />
      </Suspense>
    </AdminChunkBoundary>
  );
}
