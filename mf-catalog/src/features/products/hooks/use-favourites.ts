import { toast } from '@healing/platform';
import { useCallback, useMemo, useSyncExternalStore } from 'react';

/**
 * Favourites live on this device only: there are no accounts (SPEC.md section 1). Product ids,
 * oldest first. The product page's heart writes them; the favourites page reads them.
 */
export const FAVOURITES_STORAGE_KEY = 'catalog-favourites';

const listeners = new Set<() => void>();

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  // Another tab saving or removing a favourite.
  window.addEventListener('storage', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', listener);
  };
}

function readRaw(): string {
  try {
    return window.localStorage.getItem(FAVOURITES_STORAGE_KEY) ?? '[]';
  } catch {
    return '[]';
  }
}

function parseIds(raw: string): number[] {
  try {
    const parsed: unknown = JSON.parse(raw);
    return Array.isArray(parsed) ? parsed.filter((id): id is number => Number.isInteger(id)) : [];
  } catch {
    return [];
  }
}

/** Stores the ids and tells every reader; false (with a toast) when the browser refuses. */
function writeIds(ids: readonly number[]): boolean {
  try {
    window.localStorage.setItem(FAVOURITES_STORAGE_KEY, JSON.stringify(ids));
  } catch {
    toast({
      title: 'Could not save your favourite',
      description: 'Your browser is not letting us remember favourites right now.',
      variant: 'destructive',
    });
    return false;
  }
  listeners.forEach((listener) => listener());
  return true;
}

/** The favourite product ids (none on the server, which cannot see this device). */
export function useFavouriteIds(): readonly number[] {
  const raw = useSyncExternalStore(subscribe, readRaw, () => '[]');
  return useMemo(() => parseIds(raw), [raw]);
}

/** Forgets one favourite, and says so. */
export function removeFavourite(productId: number, productName: string): void {
  if (!writeIds(parseIds(readRaw()).filter((id) => id !== productId))) return;
  toast({
    title: 'Removed from favourites',
    description: `${productName} is no longer in your favourites.`,
  });
}

/** Whether a product is a favourite, and a toggle that remembers it and says so in a toast. */
export function useFavourite(productId: number, productName: string) {
  const isFavourite = useFavouriteIds().includes(productId);

  const toggle = useCallback(() => {
    if (isFavourite) {
      removeFavourite(productId, productName);
      return;
    }
    if (!writeIds([...parseIds(readRaw()).filter((id) => id !== productId), productId])) return;
    toast({
      title: 'Saved to favourites 💖',
      description: `${productName} is saved on this device. Find it again under Favourites in the header.`,
    });
  }, [isFavourite, productId, productName]);

  return { isFavourite, toggle };
}

const noChanges = () => () => undefined;

/**
 * Whether this device's favourites can be read yet: not on the server, nor while the app takes
 * over the server's HTML (which must render as the server did), only from then on.
 */
export function useAreFavouritesKnown(): boolean {
  return useSyncExternalStore(
    noChanges,
    () => true,
    () => false,
  );
}
