import { Button, formatDate, type ProductReviewsPageDto } from '@healing/platform';
import { useEffect, useState } from 'react';
import { useLaterReviewPages } from '../api/product-reviews';
import { ratingSummary } from '../rating-summary';
import { StarRating } from './star-rating';
import styles from './product-reviews.module.css';

/** Under the product: what shoppers who received it said, once the owner approved it. */
export function ProductReviews({
  productId,
  reviews,
}: {
  productId: number;
  reviews: ProductReviewsPageDto | undefined;
}) {
  // Pages after the first, loaded on request; the button appears once the page runs (without
  // JavaScript the newest page stands, and says how many there are).
  const [through, setThrough] = useState(1);
  const [running, setRunning] = useState(false);
  useEffect(() => setRunning(true), []);
  const later = useLaterReviewPages(productId, reviews?.pageSize ?? 10, through);
  // Unknown (loading, or not loaded): nothing is claimed, not even "no reviews".
  if (!reviews) return null;
  const count = reviews.count;
  const shown = [...reviews.reviews, ...later.flatMap((page) => page.data?.reviews ?? [])].filter(
    (review, index, all) => all.findIndex((other) => other.id === review.id) === index,
  );
  const loading = later.some((page) => page.isPending);
  const failed = later.some((page) => page.isError);
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
            {shown.map((review) => (
              <li key={review.id} className={styles.review}>
                <StarRating rating={review.rating} label={`${review.rating} out of 5`} />
                <p className={styles.text}>{review.text}</p>
                <p className={styles.by}>
                  {review.name},{' '}
                  <time dateTime={review.createdAt}>
                    {formatDate(review.createdAt, { timeZone: 'UTC' })}
                  </time>
                </p>
              </li>
            ))}
          </ul>
          {count > shown.length && (
            <div className={styles.more}>
              <p aria-live="polite">
                {failed
                  ? 'We couldn’t load more reviews just now.'
                  : `Showing the ${shown.length} newest of ${count} reviews.`}
              </p>
              {running && (
                <Button
                  variant="outline"
                  isLoading={loading}
                  onClick={() =>
                    failed
                      ? later.forEach((page) => page.isError && void page.refetch())
                      : setThrough((page) => page + 1)
                  }
                >
                  {failed ? 'Try again' : 'Show more reviews'}
                </Button>
              )}
            </div>
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
