import type { ProductReviewsPageDto } from '@healing/platform';
import { ratingSummary } from '../rating-summary';
import { StarRating } from './star-rating';
import styles from './product-reviews.module.css';

const DATE = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' });

/** Under the product: what shoppers who received it said, once the owner approved it. */
export function ProductReviews({ reviews }: { reviews: ProductReviewsPageDto | undefined }) {
  // Unknown (loading, or not loaded): nothing is claimed, not even "no reviews".
  if (!reviews) return null;
  const count = reviews.count;
  return (
    <section id="reviews" className={styles.section} aria-labelledby="catalog-reviews-title">
      <h2 id="catalog-reviews-title" className={styles.heading}>
        Reviews
      </h2>
      {count > 0 && reviews.average !== null ? (
        <>
          <p className={styles.summary}>
            <StarRating rating={reviews.average} size={20} />
            {ratingSummary(reviews.average, count)}
          </p>
          <ul className={styles.list}>
            {reviews.reviews.map((review) => (
              <li key={review.id} className={styles.review}>
                <StarRating rating={review.rating} label={`${review.rating} out of 5`} />
                <p className={styles.text}>{review.text}</p>
                <p className={styles.by}>
                  {review.name},{' '}
                  <time dateTime={review.createdAt}>{DATE.format(new Date(review.createdAt))}</time>
                </p>
              </li>
            ))}
          </ul>
          {count > reviews.reviews.length && (
            <p className={styles.more}>
              Showing the {reviews.reviews.length} newest of {count} reviews.
            </p>
          )}
        </>
      ) : (
        <p className={styles.empty}>
          No reviews yet. Reviews come from shoppers whose order has arrived, and appear here once
          we have read them.
        </p>
      )}
    </section>
  );
}
