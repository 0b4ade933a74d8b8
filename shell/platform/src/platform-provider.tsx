import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { CartProvider } from './cart/cart-context';
import { TooltipProvider } from './ui/tooltip';

interface PlatformProviderProps {
  queryClient: QueryClient;
  children: ReactNode;
}

/**
 * Rendered once, by the shell: the page's one QueryClient, its one cart and the tooltip timing.
 * Remotes reach all of it through the platform's hooks because the platform is a singleton.
 */
export function PlatformProvider({ queryClient, children }: PlatformProviderProps) {
  return (
    <QueryClientProvider client={queryClient}>
      <CartProvider>
        <TooltipProvider>{children}</TooltipProvider>
      </CartProvider>
    </QueryClientProvider>
  );
}
