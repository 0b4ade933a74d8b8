import { Toaster } from '@healing/platform';
import { useEffect, useRef } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import type { PreviewOverride } from '../remotes/preview';
import { CartSidebar } from './cart-sidebar';
import { Footer } from './footer';
import { Header } from './header';
import { PreviewRibbon } from './preview-ribbon';
import styles from './shell-layout.module.css';

/**
 * A new page starts at its top, unless the address names a place on it (#newsletter). The page
 * the visitor landed on keeps where they are: the browser placed it, and they may have scrolled
 * the server's HTML before the app took it over.
 */
function useScrollToTopOnNavigate() {
  const { pathname, hash } = useLocation();
  const landed = useRef(true);
  useEffect(() => {
    if (landed.current) {
      landed.current = false;
      return;
    }
    if (!hash) window.scrollTo({ top: 0, behavior: 'instant' });
  }, [pathname, hash]);
}

export function ShellLayout({ previews }: { previews: PreviewOverride[] }) {
  useScrollToTopOnNavigate();
  return (
    <div className={styles.page}>
      <a className={styles.skip} href="#main">
        Skip to content
      </a>
      <PreviewRibbon previews={previews} />
      <Header />
      <main id="main" className={styles.main} tabIndex={-1}>
        <Outlet />
      </main>
      <Footer />
      {/* Toasts before the sidebar: a sidebar opening with a toast stays the top layer, so
          Escape closes it. */}
      <Toaster />
      <CartSidebar />
    </div>
  );
}
