// The back office under /admin: its own frame (not the shop's header, cart and newsletter),
// behind the owner's sign-in. The shell loads this chunk only when an /admin address is visited.
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Link, Navigate, Route, Routes } from 'react-router-dom';
import { RemoteArea } from '../remotes/remote-area';
import { useNoIndex } from '../seo/no-index';
import { AdminGate } from './admin-gate';
import { AdminLayout } from './admin-layout';
import { useAdminMeta } from './admin-meta';
import { ADMIN_HOME, ADMIN_PAGES, type AdminPage } from './admin-pages';
import { type AdminSessionDto, adminSessionKey } from './admin-session';
import { useQuietRetries } from './quiet-retries';
import styles from './admin-app.module.css';

/**
 * /admin for a signed-in owner: the home, with the shop's figures. Coming back here (a page's
 * "sign in again" link) asks for the session afresh, so an ended one brings the form back.
 */
function SignedInHome({ page }: { page: AdminPage }) {
  const queryClient = useQueryClient();
  // Just signed out: the cache already says so, though the gate has not been told yet (the query
  // cache tells its observers a moment later); showing nothing lets the form show at /admin.
  const isSignedIn = Boolean(queryClient.getQueryData<AdminSessionDto | null>(adminSessionKey));
  useEffect(() => {
    if (!isSignedIn) return;
    void queryClient.refetchQueries({ queryKey: adminSessionKey }, { cancelRefetch: false });
  }, [queryClient, isSignedIn]);
  return isSignedIn ? <RemoteAdminPage page={page} /> : null;
}

function RemoteAdminPage({ page }: { page: AdminPage }) {
  useAdminMeta(page.title);
  return <RemoteArea remote={page.remote} module={page.module} label={page.label} />;
}

function AdminNotFound() {
  useAdminMeta('Page not found');
  return (
    <section className={styles.notFound} aria-labelledby="admin-not-found">
      <h1 id="admin-not-found" className={styles.title}>
        There is no such page in the back office
      </h1>
      <p>
        The address may be mistyped, or the page has moved.{' '}
        <Link to={ADMIN_HOME}>Go to the back office's home</Link>
      </p>
    </section>
  );
}

/** Everything under /admin (the router mounts it at /admin/*). */
export default function AdminApp() {
  useNoIndex();
  useQuietRetries(useQueryClient());
  return (
    <AdminGate>
      {(session) => (
        <Routes>
          {/* The old token-based moderation page: stories are reviewed under Stories now. */}
          <Route path="moments" element={<Navigate to="/admin/stories" replace />} />
          <Route element={<AdminLayout username={session.username} />}>
            {ADMIN_PAGES.map((page) =>
              page.path === '' ? (
                <Route key="home" index element={<SignedInHome key="home" page={page} />} />
              ) : (
                // Keyed by path: each route gets its own area, so one page's failure never sticks.
                <Route
                  key={page.path}
                  path={page.path}
                  element={<RemoteAdminPage key={page.path} page={page} />}
                />
              ),
            )}
            <Route path="*" element={<AdminNotFound />} />
          </Route>
        </Routes>
      )}
    </AdminGate>
  );
}
