import { Button, toast, Toaster } from '@healing/platform';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type RefObject, useEffect, useRef } from 'react';
import { Link, NavLink, Outlet, useLocation, useNavigate } from 'react-router-dom';
import { LotusMark } from '../layout/brand-marks';
import { signOut } from './admin-session';
import { ADMIN_HOME, ADMIN_NAVIGATION } from './admin-pages';
import styles from './admin-layout.module.css';

function linkClass({ isActive }: { isActive: boolean }) {
  return isActive ? `${styles.link} ${styles.current}` : styles.link;
}

/** Keeps the current page's tab in view in the scrolling row of a narrow screen. */
function useCurrentLinkInView(nav: RefObject<HTMLElement | null>) {
  const { pathname } = useLocation();
  useEffect(() => {
    window.scrollTo({ top: 0, behavior: 'instant' });
    const current = nav.current?.querySelector<HTMLElement>('[aria-current="page"]');
    current?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
  }, [nav, pathname]);
}

/** The back office's own frame: the shop's name, who is signed in, its pages and sign-out. */
export function AdminLayout({ username }: { username: string }) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const nav = useRef<HTMLElement>(null);
  useCurrentLinkInView(nav);
  const leaving = useMutation({
    mutationFn: () => signOut(queryClient),
    onSuccess: () => navigate('/admin', { replace: true }),
    onError: () =>
      toast({
        variant: 'destructive',
        title: 'You are still signed in',
        description: 'Signing out did not go through. Please try again.',
      }),
  });

  return (
    <div className={styles.page}>
      <a className={styles.skip} href="#admin-main">
        Skip to content
      </a>
      <header className={styles.header}>
        <div className={styles.bar}>
          <Link to={ADMIN_HOME} className={styles.brand} aria-label="Healing Shop back office">
            <LotusMark />
            <span className={styles.brandName}>Healing Shop</span>
            <span className={styles.tag}>Back office</span>
          </Link>
          <div className={styles.account}>
            <span className={styles.who}>
              <span className={styles.whoLabel}>Signed in as </span>
              <strong>{username}</strong>
            </span>
            <Button
              variant="outline"
              size="small"
              className={styles.signOut}
              isLoading={leaving.isPending}
              onClick={() => leaving.mutate()}
            >
              Sign out
            </Button>
          </div>
        </div>
        <nav ref={nav} className={styles.nav} aria-label="Back office">
          <ul className={styles.links}>
            {ADMIN_NAVIGATION.map((item) => (
              <li key={item.to}>
                <NavLink to={item.to} className={linkClass}>
                  {item.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
      </header>
      <main id="admin-main" className={styles.main} tabIndex={-1}>
        <Outlet />
      </main>
      <Toaster />
    </div>
  );
}
