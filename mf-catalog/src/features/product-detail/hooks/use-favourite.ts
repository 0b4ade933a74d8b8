import { toast } from '@healing/platform';
import { useCallback, useSyncExternalStore } from 'react';

/** Favourites live on this device only: there are no accounts (SPEC.md section 1). */
export const FAVOURITES_STORAGE_KEY = 'catalog-favourites';

const listeners = new Set<() => void>();

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
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

/** Whether a product is a favourite, and a toggle that remembers it and says so in a toast. */
export function useFavourite(productId: number, productName: string) {
  const raw = useSyncExternalStore(subscribe, readRaw, () => '[]');
  const isFavourite = parseIds(raw).includes(productId);

  const toggle = useCallback(() => {
    const ids = parseIds(readRaw());
    const next = isFavourite ? ids.filter((id) => id !== productId) : [...ids, productId];
    try {
      window.localStorage.setItem(FAVOURITES_STORAGE_KEY, JSON.stringify(next));
    } catch {
      toast({
        title: 'Could not save your favourite',
        description: 'Your browser is not letting us remember favourites right now.',
        variant: 'destructive',
      });
      return;
    }
    listeners.forEach((listener) => listener());
    toast(
      isFavourite
        ? {
            title: 'Removed from favourites',
            description: `${productName} is no longer in your favourites.`,
          }
        : {
            title: 'Saved to favourites 💖',
            description: `${productName} is saved on this device, so you can find it again.`,
          },
    );
  }, [isFavourite, productId, productName]);

  return { isFavourite, toggle };
}
