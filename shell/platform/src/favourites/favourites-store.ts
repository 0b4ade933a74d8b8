// The products a shopper saved with the heart, on this device only: there are no accounts
// (SPEC.md section 1). The catalog's heart writes them and its favourites page reads them; the
// shell's header shows how many there are. One store in the platform, so every remote and the
// shell see the same list and each change at once.
import { useMemo, useSyncExternalStore } from 'react';

/** Where the ids are kept (product ids, oldest first). */
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

/** The ids saved now (an empty list where the browser keeps nothing). */
export function readFavouriteIds(): number[] {
  return parseIds(readRaw());
}

/** Stores the ids and tells every reader; false when the browser refuses to keep them. */
export function writeFavouriteIds(ids: readonly number[]): boolean {
  try {
    window.localStorage.setItem(FAVOURITES_STORAGE_KEY, JSON.stringify(ids));
  } catch {
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
