import { Button, toast, Toaster } from '@healing/platform';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type RefObject, useEffect, useRef } from 'react';
import { Link, NavLink, Outlet, useLocation, useNavigate } from 'react-router-dom';
import { LotusMark } from '../layout/brand-marks';
import { signOut } from './admin-session';
import { ADMIN_HOME, ADMIN_NAVIGATION, type AdminNavigationItem } from './admin-pages';
import {
  adminWaitingKey,
  adminWaitingQuery,
  type AdminWaitingDto,
  waitingLabel,
} from './admin-waiting';
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

/** Which ends of a sideways-scrolling row have more beyond them: 'start', 'end', both or none. */
export function hiddenEnds(row: {
  scrollLeft: number;
  scrollWidth: number;
  clientWidth: number;
}): string {
  const ends: string[] = [];
  // A pixel of rounding is not a hidden tab.
  if (row.scrollLeft > 1) ends.push('start');
  if (row.scrollLeft + row.clientWidth < row.scrollWidth - 1) ends.push('end');
  return ends.join(' ');
}

/**
 * Says on the row (data-more="start end") where tabs are out of sight, as it scrolls and as the
 * screen changes size: the styles fade that edge, so a narrow screen shows that the row goes on.
 */
function useHiddenEnds(nav: RefObject<HTMLElement | null>) {
  useEffect(() => {
    const row = nav.current;
    if (!row) return;
    const mark = () => {
      const ends = hiddenEnds(row);
      if (ends) row.dataset.more = ends;
      else delete row.dataset.more;
    };
    mark();
    row.addEventListener('scroll', mark, { passive: true });
    const resized = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(mark);
    resized?.observe(row);
    return () => {
      row.removeEventListener('scroll', mark);
      resized?.disconnect();
    };
  }, [nav]);
}

/**
 * What waits, read when the back office opens, on each move between its pages (the owner may
 * just have handled something), when the tab comes back into focus and every minute.
 */
function useWaiting(): AdminWaitingDto | undefined {
  const queryClient = useQueryClient();
  const { pathname } = useLocation();
  const isFirstPage = useRef(true);
  useEffect(() => {
    if (isFirstPage.current) {
      isFirstPage.current = false;
      return;
    }
    void queryClient.invalidateQueries({ queryKey: adminWaitingKey });
  }, [queryClient, pathname]);
  return useQuery(adminWaitingQuery).data;
}

/** One tab, with the count of what waits there when anything does. */
function NavigationLink({
  item,
  waiting,
}: {
  item: AdminNavigationItem;
  waiting?: AdminWaitingDto;
}) {
  const count = item.waiting && waiting ? waiting[item.waiting] : 0;
  return (
    <NavLink
      to={item.to}
      end={item.to === ADMIN_HOME}
      className={linkClass}
      aria-label={count > 0 ? waitingLabel(item.label, count) : undefined}
    >
      {item.label}
      {count > 0 && (
        <span className={styles.count} aria-hidden="true">
          {count > 99 ? '99+' : count}
        </span>
      )}
    </NavLink>
  );
}

/** The back office's own frame: the shop's name, who is signed in, its pages and sign-out. */
export function AdminLayout({ username }: { username: string }) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const nav = useRef<HTMLElement>(null);
  useCurrentLinkInView(nav);
  useHiddenEnds(nav);
  const waiting = useWaiting();
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
                <NavigationLink item={item} waiting={waiting} />
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
