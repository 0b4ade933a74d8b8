// @healing/platform: the one contract between the shell and the remotes. Everything a remote may
// use is exported here; anything not exported is private to the platform. The package follows
// semver: removing or changing anything exported here is a major version.
export * from './api-client';
export * from './session';
export * from './money';
export * from './dates';
export * from './query-client';
export * from './platform-provider';
export * from './remote-root';
export { toast, dismissToast, TOAST_DURATION_MS, TOAST_LIMIT } from './toast/toast-store';
export type { ToastInput, ToastItem, ToastVariant } from './toast/toast-store';
export { useToast } from './toast/use-toast';
export { Toaster } from './toast/toaster';
export { TOAST_AVOID_ATTRIBUTE } from './toast/toast-placement';
export {
  FAVOURITES_STORAGE_KEY,
  readFavouriteIds,
  useAreFavouritesKnown,
  useFavouriteIds,
  writeFavouriteIds,
} from './favourites/favourites-store';
export { useCart, CartProvider, type CartContextValue } from './cart/cart-context';
export {
  cartKeys,
  cartItemsQueryOptions,
  cartSummaryQueryOptions,
  CartFetchError,
  type CustomDesignInput,
} from './cart/cart-api';
export { CART_TOASTS, CART_FAILURES } from './cart/cart-messages';
export type { AddProductInput, AddCustomDesignInput } from './cart/use-cart-mutations';
export * from './seo/page-meta';
export { formatTitle, pageHeadHtml, SITE_NAME, type PageMeta } from './seo/page-head';
export { createPageMetaCollector, type PageMetaCollector } from './seo/page-meta-collector';
export * from './ui/spinner';
export * from './ui/button';
export * from './ui/badge';
export * from './ui/price';
export * from './ui/field';
export * from './ui/dialog';
export * from './ui/tooltip';
export * from './ui/visually-hidden';
export * from './ui/needs-javascript';
export * from './ui/icons';
export * from './constants';
// Forms (react-hook-form, zod and the shared rules) are '@healing/platform/forms', a shared
// module of its own that loads with the first form, never with every page.
export { customDesignName, DESIGN_PRODUCT_NAMES } from '@healing/contracts';
export { type IdleOptions, whenIdle } from './idle';

/** This platform's version, as the shell provides it (shown in diagnostics). */
export const PLATFORM_VERSION = '1.14.1';
export type * from './contracts';
export * from './ui/not-found-view';
export * from './ui/page-hero';
export * from './ui/load-error';
export * from './ui/empty-state';
export * from './ui/pager';
export * from './ui/file-drop-zone';
export { AdminPage, AdminLoading } from './admin/admin-page';
export { AdminCard, AdminCardHead, AdminCards, AdminTable } from './admin/admin-list';
export { AdminSearchForm } from './admin/admin-search-form';
export { isSessionEnded, SessionEnded } from './admin/session-ended';
export { useListQuery } from './admin/use-list-query';
export { type StatusTab, StatusTabs } from './admin/status-tabs';
export { VisitorTextCard } from './admin/visitor-text-card';
