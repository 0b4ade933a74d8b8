import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { CartProvider } from './cart/cart-context';
import { type PageMetaCollector, PageMetaCollectorContext } from './seo/page-meta-collector';
import { TooltipProvider } from './ui/tooltip';

interface PlatformProviderProps {
  queryClient: QueryClient;
  /**
   * A server-side render's collector: usePageMeta records the page's meta in it, since no
   * effect runs on the server. Never given in the browser. Since 1.4.0.
   */
  pageMeta?: PageMetaCollector;
  children: ReactNode;
}

/**
 * Rendered once, by the shell: the page's one QueryClient, its one cart and the tooltip timing.
 * Remotes reach all of it through the platform's hooks because the platform is a singleton.
 */
export function PlatformProvider({ queryClient, pageMeta, children }: PlatformProviderProps) {
  return (
    <QueryClientProvider client={queryClient}>
      <PageMetaCollectorContext.Provider value={pageMeta ?? null}>
        <CartProvider>
          <TooltipProvider>{children}</TooltipProvider>
        </CartProvider>
      </PageMetaCollectorContext.Provider>
    </QueryClientProvider>
  );
}
