import { StarIcon } from '@healing/platform';
import styles from './star-rating.module.css';

interface StarRatingProps {
  /** 1 to 5, a whole or an average. */
  rating: number;
  /**
   * What the stars say to a screen reader ("4 out of 5"); without it they are hidden, for when
   * the same words are written beside them.
   */
  label?: string;
  size?: number;
}

/** Five stars, as many filled as the rating rounds to; one image with its words. */
export function StarRating({ rating, label, size = 16 }: StarRatingProps) {
  const filled = Math.round(rating);
  return (
    <span
      className={styles.stars}
      role={label ? 'img' : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : true}
    >
      {[1, 2, 3, 4, 5].map((star) => (
        <StarIcon
          key={star}
          size={size}
          fill={star <= filled ? 'currentColor' : 'none'}
          strokeWidth={1.5}
          aria-hidden="true"
          data-filled={star <= filled || undefined}
        />
      ))}
    </span>
  );
}
