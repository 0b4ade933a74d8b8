import { HeartIcon } from '@healing/platform';
import { useFavourite } from '../../products/hooks/use-favourites';
import styles from './favourite-button.module.css';

/** The wishlist heart: remembers the product on this device and says so. */
export function FavouriteButton({ productId, name }: { productId: number; name: string }) {
  const { isFavourite, toggle } = useFavourite(productId, name);
  return (
    <button
      type="button"
      className={styles.heart}
      aria-pressed={isFavourite}
      aria-label={`Save ${name} to favourites`}
      title={isFavourite ? 'Saved to favourites' : 'Save to favourites'}
      onClick={toggle}
    >
      <HeartIcon size={22} fill={isFavourite ? 'currentColor' : 'none'} />
    </button>
  );
}
