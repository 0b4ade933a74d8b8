// The page's notifications (SPEC.md section 9): one visible at a time, the newest replacing the
// one before. A plain store outside React, so any code (a mutation's onError included) can
// raise a toast and every remote sees the same list through the platform singleton.
export type ToastVariant = 'default' | 'destructive';

export interface ToastInput {
  title: string;
  description?: string;
  variant?: ToastVariant;
}

export interface ToastItem extends Required<Omit<ToastInput, 'description'>> {
  id: number;
  description?: string;
  open: boolean;
}

export const TOAST_LIMIT = 1;
export const TOAST_DURATION_MS = 5000;
/** How long a closed toast stays mounted so its exit animation can play. */
const REMOVE_DELAY_MS = 400;

type Listener = () => void;

let nextId = 1;
let toasts: readonly ToastItem[] = [];
const listeners = new Set<Listener>();

function emit(next: readonly ToastItem[]): void {
  toasts = next;
  for (const listener of listeners) listener();
}

export function subscribeToToasts(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function getToasts(): readonly ToastItem[] {
  return toasts;
}

/** Shows a toast and returns its id. */
export function toast({ title, description, variant = 'default' }: ToastInput): number {
  const id = nextId++;
  const item: ToastItem = { id, title, description, variant, open: true };
  emit([item, ...toasts].slice(0, TOAST_LIMIT));
  return id;
}

/** Closes one toast (or all); it is removed once its exit animation had time to run. */
export function dismissToast(id?: number): void {
  emit(
    toasts.map((item) => (id === undefined || item.id === id ? { ...item, open: false } : item)),
  );
  setTimeout(() => {
    emit(toasts.filter((item) => item.open || (id !== undefined && item.id !== id)));
  }, REMOVE_DELAY_MS);
}
