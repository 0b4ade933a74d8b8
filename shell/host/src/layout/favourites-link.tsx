import { HeartIcon, useAreFavouritesKnown, useFavouriteIds } from '@healing/platform';
import { NavLink } from 'react-router-dom';
import { FAVOURITES_LINK } from './navigation';
import styles from './header.module.css';

/**
 * The header's heart: the favourites page, with how many products this device has saved. The
 * count is this device's, so the server's HTML (and the take-over that must match it) shows none.
 */
export function FavouritesLink() {
  const isKnown = useAreFavouritesKnown();
  const saved = useFavouriteIds().length;
  const count = isKnown ? saved : 0;
  return (
    <NavLink
      to={FAVOURITES_LINK.to}
      className={({ isActive }) =>
        isActive ? `${styles.iconButton} ${styles.active}` : styles.iconButton
      }
      aria-label={count > 0 ? `${FAVOURITES_LINK.label}, ${count} saved` : FAVOURITES_LINK.label}
    >
      <HeartIcon size={22} strokeWidth={1.75} />
      {count > 0 && (
        <span className={styles.badge} data-testid="favourites-count" aria-hidden="true">
          {count > 99 ? '99+' : count}
        </span>
      )}
    </NavLink>
  );
}
