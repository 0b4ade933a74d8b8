import {
  readFavouriteIds,
  toast,
  useAreFavouritesKnown,
  useFavouriteIds,
  writeFavouriteIds,
} from '@healing/platform';
import { useCallback } from 'react';

// The store is the platform's (the shell's header counts favourites too); what the catalog adds is
// the heart's toggle and what it says.
export { FAVOURITES_STORAGE_KEY } from '@healing/platform';
export { useAreFavouritesKnown, useFavouriteIds };

/** Stores the ids; false, with a toast saying so, when the browser refuses. */
function save(ids: readonly number[]): boolean {
  if (writeFavouriteIds(ids)) return true;
  toast({
    title: 'Could not save your favourite',
    description: 'Your browser is not letting us remember favourites right now.',
    variant: 'destructive',
  });
  return false;
}

/** Forgets one favourite, and says so. */
export function removeFavourite(productId: number, productName: string): void {
  if (!save(readFavouriteIds().filter((id) => id !== productId))) return;
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
    if (!save([...readFavouriteIds().filter((id) => id !== productId), productId])) return;
    toast({
      title: 'Saved to favourites 💖',
      description: `${productName} is saved on this device. Find it again under Favourites in the header.`,
    });
  }, [isFavourite, productId, productName]);

  return { isFavourite, toggle };
}
