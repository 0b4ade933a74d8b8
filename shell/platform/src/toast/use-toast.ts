import { useSyncExternalStore } from 'react';
import { dismissToast, getToasts, subscribeToToasts, toast, type ToastItem } from './toast-store';

/** The toasts on screen, and the functions to raise and dismiss one. */
export function useToast(): {
  toasts: readonly ToastItem[];
  toast: typeof toast;
  dismiss: typeof dismissToast;
} {
  const toasts = useSyncExternalStore(subscribeToToasts, getToasts, getToasts);
  return { toasts, toast, dismiss: dismissToast };
}
