import { HeartIcon } from '@healing/platform';
import styles from './remove-favourite-button.module.css';

/** The filled heart over a favourite's picture: pressing it forgets the favourite. */
export function RemoveFavouriteButton({ name, onRemove }: { name: string; onRemove: () => void }) {
  return (
    <button
      type="button"
      className={styles.heart}
      aria-label={`Remove ${name} from favourites`}
      title="Remove from favourites"
      data-remove-favourite
      onClick={onRemove}
    >
      <HeartIcon size={20} fill="currentColor" />
    </button>
  );
}
