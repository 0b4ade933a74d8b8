import {
  ApiError,
  Button,
  buttonClassName,
  CheckIcon,
  MailIcon,
  NEWSLETTER_SECTION_ID,
  usePageMeta,
} from '@healing/platform';
import { Link, useSearchParams } from 'react-router-dom';
import { useConfirmSubscription } from './api/confirm';
import { CONFIRM_TEXTS } from './newsletter-messages';
import styles from './mail-link-page.module.css';

/** The link's problem in the server's words, when the server found one; ours otherwise. */
function problem(error: unknown): { text: string; canRetry: boolean } {
  if (error instanceof ApiError && [400, 404, 410].includes(error.status)) {
    const fallback = {
      400: CONFIRM_TEXTS.incomplete,
      404: CONFIRM_TEXTS.unknown,
      410: CONFIRM_TEXTS.expired,
    }[error.status as 400 | 404 | 410];
    return { text: error.serverMessage ?? fallback, canRetry: false };
  }
  return { text: CONFIRM_TEXTS.failed, canRetry: true };
}

/**
 * The page the confirmation e-mail's link opens (`/newsletter/confirm?token=`). Opening it
 * changes nothing (mail scanners open links too): only the button confirms, as the unsubscribe
 * page only unsubscribes on its button. Confirming twice says the same. Not indexed.
 */
export function NewsletterConfirmPage() {
  usePageMeta({
    title: 'Confirm your subscription',
    description: 'Confirm your subscription to our newsletter.',
    path: '/newsletter/confirm',
    robots: 'noindex, nofollow',
  });
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const confirm = useConfirmSubscription();
  const failure = confirm.isError ? problem(confirm.error) : undefined;
  const signUpAgain = (
    <Link className={buttonClassName({ variant: 'outline' })} to={`/#${NEWSLETTER_SECTION_ID}`}>
      Sign up again
    </Link>
  );

  if (confirm.isSuccess) {
    return (
      <div className={styles.page}>
        <section className={styles.card} aria-labelledby="confirm-title">
          <span className={`${styles.icon} ${styles.done}`}>
            <CheckIcon size={26} />
          </span>
          <h1 id="confirm-title" className={styles.title}>
            You&apos;re subscribed
          </h1>
          <p className={styles.lead} role="status">
            {confirm.data.message}
          </p>
          <p className={styles.text}>{CONFIRM_TEXTS.giftOnItsWay}</p>
          <Link className={buttonClassName({})} to="/">
            Continue to the shop
          </Link>
        </section>
      </div>
    );
  }

  return (
    <div className={styles.page}>
      <section className={styles.card} aria-labelledby="confirm-title">
        <span className={styles.icon}>
          <MailIcon size={26} />
        </span>
        <h1 id="confirm-title" className={styles.title}>
          Confirm your subscription
        </h1>
        {!token ? (
          <>
            <p className={styles.error} role="alert">
              {CONFIRM_TEXTS.incomplete}
            </p>
            {signUpAgain}
          </>
        ) : (
          <>
            {/* A link that cannot work any more has no button to press. */}
            {(!failure || failure.canRetry) && <p className={styles.text}>{CONFIRM_TEXTS.intro}</p>}
            {failure && (
              <p className={styles.error} role="alert">
                {failure.text}
              </p>
            )}
            {failure && !failure.canRetry ? (
              signUpAgain
            ) : (
              <Button
                size="large"
                isLoading={confirm.isPending}
                disabled={confirm.isPending}
                onClick={() => confirm.mutate(token)}
              >
                Confirm my subscription
              </Button>
            )}
            <p className={styles.fineprint}>{CONFIRM_TEXTS.notMe}</p>
          </>
        )}
      </section>
    </div>
  );
}
