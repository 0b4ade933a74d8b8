import { useQuery } from '@tanstack/react-query';
import type { CartItemDto, CartSummaryDto } from '@healing/contracts';
import {
  createContext,
  type ReactNode,
  startTransition,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useState,
} from 'react';
import { whenIdle } from '../idle';
import { getSessionId } from '../session';
import { isTakingOverServerHtml } from '../take-over';
import { cartItemsQueryOptions, cartSummaryQueryOptions } from './cart-api';
import { useCartMutations } from './use-cart-mutations';

export type CartContextValue = ReturnType<typeof useCartMutations> & {
  sessionId: string;
  items: CartItemDto[];
  /** Sum of quantities (SPEC.md section 9). */
  itemCount: number;
  /** The server's summary, with the promo code kept with the cart (since 1.5.0). */
  summary: CartSummaryDto | undefined;
  subtotal: string;
  isLoading: boolean;
  /** The cart could not be fetched ('Failed to fetch cart'). */
  error: Error | null;
  isSidebarOpen: boolean;
  openSidebar: () => void;
  closeSidebar: () => void;
  setSidebarOpen: (open: boolean) => void;
  toggleSidebar: () => void;
};

const CartContext = createContext<CartContextValue | null>(null);

/**
 * Whether the visitor's cart may be asked for. Over HTML the shell's server rendered, not until
 * the browser is first idle after the take-over (then in a transition): the first screen shows
 * the cart the server drew (on a public page, none yet). Asked for as the page mounted, its
 * answer came while React was still hydrating the page's areas, and an update reaching an area
 * not hydrated yet makes React hydrate all of it at once, in one long task. A page the browser
 * renders itself asks at once, and shows the cart loading meanwhile.
 */
function useMayAskForTheCart(): boolean {
  const [mayAsk, setMayAsk] = useState(() => !isTakingOverServerHtml());
  useEffect(() => {
    if (mayAsk) return undefined;
    return whenIdle(() => startTransition(() => setMayAsk(true)), {
      timeoutMs: 2000,
      afterLoad: false,
    });
  }, [mayAsk]);
  return mayAsk;
}

/** The one cart of the page. The shell renders it once, inside the PlatformProvider. */
export function CartProvider({ children }: { children: ReactNode }) {
  const [sessionId] = useState(getSessionId);
  const [isSidebarOpen, setSidebarOpen] = useState(false);
  const openSidebar = useCallback(() => setSidebarOpen(true), []);
  const closeSidebar = useCallback(() => setSidebarOpen(false), []);
  const toggleSidebar = useCallback(() => setSidebarOpen((open) => !open), []);

  // A cart the server sent (the visitor's own pages) is shown from the start either way.
  const enabled = useMayAskForTheCart();
  const itemsQuery = useQuery({ ...cartItemsQueryOptions(sessionId), enabled });
  const summaryQuery = useQuery({ ...cartSummaryQueryOptions(sessionId), enabled });
  const mutations = useCartMutations(sessionId, openSidebar);

  const items = itemsQuery.data;
  const value = useMemo<CartContextValue>(() => {
    const lines = items ?? [];
    return {
      ...mutations,
      sessionId,
      items: lines,
      itemCount: lines.reduce((count, item) => count + item.quantity, 0),
      summary: summaryQuery.data,
      subtotal: summaryQuery.data?.subtotal ?? '0.00',
      // No answer yet: asked for, or not yet asked for (above). A cart not asked for yet is not
      // an empty one: a page the server left to the browser (its render failed or was late)
      // would take it for one, and the checkout send its shopper away.
      isLoading: itemsQuery.isPending,
      error: itemsQuery.error,
      isSidebarOpen,
      openSidebar,
      closeSidebar,
      setSidebarOpen,
      toggleSidebar,
    };
  }, [
    mutations,
    sessionId,
    items,
    summaryQuery.data,
    itemsQuery.isPending,
    itemsQuery.error,
    isSidebarOpen,
    openSidebar,
    closeSidebar,
    toggleSidebar,
  ]);
  return <CartContext.Provider value={value}>{children}</CartContext.Provider>;
}

/** The page's cart. Throws outside the CartProvider (SPEC.md section 8). */
export function useCart(): CartContextValue {
  const cart = useContext(CartContext);
  if (!cart) throw new Error('useCart must be used within a CartProvider');
  return cart;
}
