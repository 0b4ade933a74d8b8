import type { ProductReviewsPageDto } from '@healing/platform';
import { ratingSummary } from '../rating-summary';
import { StarRating } from './star-rating';
import styles from './rating-line.module.css';

/**
 * Beside the product's name: its real rating and a link to the reviews, or "No reviews yet".
 * While the reviews are unknown (loading, or not loaded) it claims nothing either way.
 */
export function RatingLine({ reviews }: { reviews: ProductReviewsPageDto | undefined }) {
  if (!reviews) return <p className={styles.line} aria-hidden="true" />;
  if (reviews.count === 0 || reviews.average === null) {
    return <p className={styles.line}>No reviews yet</p>;
  }
  const summary = ratingSummary(reviews.average, reviews.count);
  return (
    <p className={styles.line}>
      <a href="#reviews" className={styles.link}>
        <StarRating rating={reviews.average} size={18} />
        {summary}
      </a>
    </p>
  );
}
