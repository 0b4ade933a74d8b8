import { buttonClassName, COLLECTION_NAMES, COLLECTIONS, HeartIcon } from '@healing/platform';
import { Link } from 'react-router-dom';
import { EmptyMessage } from '../../../components/empty-message';
import styles from './favourites-empty.module.css';

export const EMPTY_TITLE_ID = 'catalog-favourites-empty-title';

/** No favourites on this device yet: how to make one, and where to start looking. */
export function FavouritesEmpty() {
  // The title takes the focus when removing the last favourite leaves the visitor here.
  return (
    <EmptyMessage
      icon={<HeartIcon size={28} />}
      tone="primary"
      size="large"
      title="No favourites yet"
      headingLevel={2}
      titleId={EMPTY_TITLE_ID}
      hint="Tap the heart on any product and it will wait for you here, on this device."
    >
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
    </EmptyMessage>
  );
}
