import { buttonClassName, COLLECTION_NAMES, COLLECTIONS, HeartIcon } from '@healing/platform';
import { Link } from 'react-router-dom';
import styles from './favourites-empty.module.css';

export const EMPTY_TITLE_ID = 'catalog-favourites-empty-title';

/** No favourites on this device yet: how to make one, and where to start looking. */
export function FavouritesEmpty() {
  return (
    <section className={styles.empty} aria-labelledby={EMPTY_TITLE_ID}>
      <span className={styles.icon} aria-hidden="true">
        <HeartIcon size={28} />
      </span>
      {/* Focusable from code: removing the last favourite leaves the visitor here. */}
      <h2 id={EMPTY_TITLE_ID} className={styles.title} tabIndex={-1}>
        No favourites yet
      </h2>
      <p className={styles.hint}>
        Tap the heart on any product and it will wait for you here, on this device.
      </p>
      <nav className={styles.actions} aria-label="Browse the collections">
        {COLLECTIONS.map((slug, index) => (
          <Link
            key={slug}
            to={`/${slug}`}
            className={buttonClassName({ variant: index === 0 ? 'primary' : 'outline' })}
          >
            Browse {COLLECTION_NAMES[slug]}
          </Link>
        ))}
      </nav>
    </section>
  );
}
