import {
  AdminPage,
  Button,
  EmptyState,
  formatDate,
  isSessionEnded,
  LoadError,
  type ModerationStatus,
  Pager,
  SessionEnded,
  Spinner,
  StatusTabs,
  toast,
  usePageMeta,
  VisitorTextCard,
} from '@healing/platform';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { StarRating } from '../reviews/components/star-rating';
import {
  type AdminReviewDto,
  type ReviewDecision,
  REVIEWS_PAGE_SIZE,
  REVIEWS_SESSION_TASK,
  useAdminReviews,
  useDecideReview,
} from './admin-reviews-api';
import styles from './admin-reviews-page.module.css';

const TABS: { value: ModerationStatus; label: string }[] = [
  { value: 'pending', label: 'Waiting' },
  { value: 'approved', label: 'Approved' },
  { value: 'rejected', label: 'Rejected' },
];

const EMPTY_TEXT: Record<ModerationStatus, string> = {
  pending: 'No reviews are waiting. Every review has been read.',
  approved: 'No review has been approved yet.',
  rejected: 'No review has been rejected.',
};

/** `/admin/reviews`: shoppers' reviews wait here until the owner approves or rejects them. */
export function AdminReviewsPage() {
  usePageMeta({
    title: 'Reviews',
    description: 'Product reviews waiting for approval.',
    path: '/admin/reviews',
    robots: 'noindex, nofollow',
  });
  const [status, setStatus] = useState<ModerationStatus>('pending');
  const [page, setPage] = useState(1);
  const reviews = useAdminReviews(status, page);
  const decide = useDecideReview();

  if (isSessionEnded(reviews.error) || isSessionEnded(decide.error)) {
    return <SessionEnded task={REVIEWS_SESSION_TASK} />;
  }

  function act(review: AdminReviewDto, decision: ReviewDecision) {
    decide.mutate(
      { id: review.id, decision },
      {
        onSuccess: () =>
          toast({
            title: decision === 'approve' ? 'Review approved' : 'Review rejected',
            description:
              decision === 'approve'
                ? `It now shows on ${review.productName}.`
                : `It will not show on ${review.productName}.`,
          }),
        onError: (error) => {
          if (isSessionEnded(error)) return;
          toast({
            title: 'The decision was not saved',
            description: 'Please try again in a moment.',
            variant: 'destructive',
          });
        },
      },
    );
  }

  const shown = reviews.data?.status === status ? reviews.data : undefined;
  const counts = reviews.data?.counts;
  return (
    <AdminPage
      title="Reviews"
      description="Shoppers review what they received; a review shows on the product once you approve it."
    >
      <StatusTabs
        label="Which reviews to show"
        tabs={TABS.map((tab) => ({ ...tab, count: counts?.[tab.value] }))}
        selected={status}
        onSelect={(value) => {
          setStatus(value);
          setPage(1);
        }}
      />
      {reviews.isError && !shown ? (
        <LoadError
          title="Reviews unavailable"
          what="the reviews"
          onRetry={() => void reviews.refetch()}
          isRetrying={reviews.isFetching}
        />
      ) : !shown ? (
        <Spinner label="Loading reviews" />
      ) : shown.reviews.length === 0 ? (
        <EmptyState>{EMPTY_TEXT[status]}</EmptyState>
      ) : (
        <>
          <ul className={styles.list} aria-label={TABS.find((t) => t.value === status)?.label}>
            {shown.reviews.map((review) => (
              <VisitorTextCard
                key={review.id}
                as="li"
                headingId={`admin-review-${review.id}`}
                heading={<Link to={`/product/${review.productId}`}>{review.productName}</Link>}
                tags={<StarRating rating={review.rating} label={`${review.rating} out of 5`} />}
                meta={
                  <>
                    By {review.name} · order{' '}
                    <Link to={`/admin/orders/${review.orderId}`}>#{review.orderId}</Link> ·{' '}
                    {formatDate(review.createdAt, { style: 'medium', timeZone: 'UTC' })}
                  </>
                }
                text={review.text}
                accent="gold"
                actions={
                  <>
                    {review.moderationStatus !== 'rejected' && (
                      <Button
                        variant="outline"
                        isLoading={
                          decide.isPending &&
                          decide.variables.id === review.id &&
                          decide.variables.decision === 'reject'
                        }
                        onClick={() => act(review, 'reject')}
                        aria-label={`Reject the review of ${review.productName} by ${review.name}`}
                      >
                        Reject
                      </Button>
                    )}
                    {review.moderationStatus !== 'approved' && (
                      <Button
                        isLoading={
                          decide.isPending &&
                          decide.variables.id === review.id &&
                          decide.variables.decision === 'approve'
                        }
                        onClick={() => act(review, 'approve')}
                        aria-label={`Approve the review of ${review.productName} by ${review.name}`}
                      >
                        Approve
                      </Button>
                    )}
                  </>
                }
              />
            ))}
          </ul>
          <Pager page={page} pageSize={REVIEWS_PAGE_SIZE} total={shown.total} onPage={setPage} />
        </>
      )}
    </AdminPage>
  );
}
