import { ApiError, Button, usePageMeta } from '@healing/platform';
import { Link, useSearchParams } from 'react-router-dom';
import { useUnsubscribeByToken } from './api/unsubscribe';
import styles from './mail-link-page.module.css';

export const UNSUBSCRIBED_TEXT = 'You will not receive our newsletter any more.';

function problem(error: unknown): string {
  if (error instanceof ApiError && error.status === 400) {
    return 'This unsubscribe link is not complete. Please open the link from the e-mail again.';
  }
  return 'We could not unsubscribe you just now. Please try again in a moment.';
}

/**
 * The page the newsletter's visible link opens (`/unsubscribe?token=`). Opening it changes
 * nothing (mail scanners open links too): only the button unsubscribes. Not indexed.
 */
export function UnsubscribePage() {
  usePageMeta({
    title: 'Unsubscribe',
    description: 'Stop receiving our newsletter.',
    path: '/unsubscribe',
    robots: 'noindex, nofollow',
  });
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const unsubscribe = useUnsubscribeByToken();

  return (
    <div className={styles.page}>
      <section className={styles.card} aria-labelledby="unsubscribe-title">
        <h1 id="unsubscribe-title" className={styles.title}>
          Unsubscribe
        </h1>
        {unsubscribe.isSuccess ? (
          <>
            <p className={styles.text} role="status">
              {UNSUBSCRIBED_TEXT}
            </p>
            <p className={styles.text}>
              Thank you for having been part of our community. <Link to="/">Back to the shop</Link>
            </p>
          </>
        ) : !token ? (
          <p className={styles.text} role="alert">
            This unsubscribe link is not complete. Please open the link from the e-mail again.
          </p>
        ) : (
          <>
            <p className={styles.text}>
              Press the button to stop receiving our newsletter at this address. You can sign up
              again at any time.
            </p>
            {unsubscribe.isError && (
              <p className={styles.error} role="alert">
                {problem(unsubscribe.error)}
              </p>
            )}
            <div>
              <Button
                isLoading={unsubscribe.isPending}
                disabled={unsubscribe.isPending}
                onClick={() => unsubscribe.mutate(token)}
              >
                Unsubscribe
              </Button>
            </div>
          </>
        )}
      </section>
    </div>
  );
}
