import { NEWSLETTER_INPUT_ID, Spinner } from '@healing/platform';
import { MailIcon } from '../../../components/icons';
import { useNewsletterSignup } from '../hooks/use-newsletter-signup';
import styles from './newsletter-signup.module.css';

const BUTTON_TEXT = { idle: 'Subscribe', pending: 'Subscribing...', subscribed: 'Subscribed!' };

/**
 * The newsletter block. Its input carries the platform's NEWSLETTER_INPUT_ID: the footer's
 * Subscribe Now looks it up to scroll to it and focus it.
 */
export function NewsletterSignup() {
  const { email, setEmail, status, submit } = useNewsletterSignup();

  return (
    <div className={styles.band}>
      <div className={styles.card}>
        <span className={styles.icon}>
          <MailIcon width={26} height={26} />
        </span>
        <h2 className={styles.title} id="community-newsletter-title">
          Join Our Healing Community
        </h2>
        <p className={styles.text}>
          Gentle words, healing stories and first looks at new collections, once or twice a month.
          Subscribe and receive a special welcome gift.
        </p>
        <form
          className={styles.form}
          onSubmit={(event) => void submit(event)}
          noValidate
          aria-labelledby="community-newsletter-title"
        >
          <label htmlFor={NEWSLETTER_INPUT_ID} className={styles.label}>
            Email address
          </label>
          <div className={styles.row}>
            <input
              id={NEWSLETTER_INPUT_ID}
              className={styles.input}
              type="email"
              name="email"
              autoComplete="email"
              inputMode="email"
              placeholder="you@example.com"
              value={email}
              disabled={status === 'pending'}
              onChange={(event) => setEmail(event.target.value)}
            />
            <button
              type="submit"
              className={`${styles.button} ${status === 'subscribed' ? styles.done : ''}`}
              disabled={status !== 'idle'}
              aria-busy={status === 'pending' || undefined}
            >
              {status === 'pending' && <Spinner size="small" label="" />}
              {BUTTON_TEXT[status]}
            </button>
          </div>
          <p className={styles.fineprint}>No spam, ever. Unsubscribe with one click.</p>
        </form>
      </div>
    </div>
  );
}
