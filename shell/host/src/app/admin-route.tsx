import { Button, Spinner } from '@healing/platform';
import { Component, lazy, type ReactNode, Suspense } from 'react';

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

/** Everything under /admin, outside the shop's own layout. */
export function AdminRoute() {
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
