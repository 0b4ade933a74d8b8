import { ApiError, MailIcon, NEWSLETTER_INPUT_ID, Spinner, toast } from '@healing/platform';
import { newsletterSchema, type NewsletterValues, useRuleForm } from '@healing/platform/forms';
import type { FormEvent } from 'react';
import { useBriefFlag } from '../../../hooks/use-brief-flag';
import { useSubscribe } from '../api/subscribe';
import { NEWSLETTER_TOASTS, SENT_STATE_MS } from '../newsletter-messages';
import styles from './newsletter-signup.module.css';

const BUTTON_TEXT = { idle: 'Subscribe', pending: 'Subscribing...', sent: 'Check your inbox' };
const ERROR_ID = `${NEWSLETTER_INPUT_ID}-error`;

/**
 * The newsletter block, checked by the shop's newsletter rule (the API checks the same): blank
 * does nothing, a malformed address gets SPEC.md's toast and its message beside the field, then
 * 'Subscribing...' and 'Check your inbox' for 3 seconds: the address is subscribed once it
 * confirms through the link the API mails it. Its input carries the platform's
 * NEWSLETTER_INPUT_ID: the footer's Subscribe Now looks it up to scroll to it and focus it.
 */
export function NewsletterSignup() {
  const { register, handleSubmit, getValues, reset, setError, formState } = useRuleForm(
    newsletterSchema,
    { defaultValues: { email: '' } },
  );
  const subscribe = useSubscribe();
  const [isJustSent, showSent] = useBriefFlag(SENT_STATE_MS);
  const status = formState.isSubmitting ? 'pending' : isJustSent ? 'sent' : 'idle';
  const problem = formState.errors.email?.message;

  const sendAddress = handleSubmit(
    async ({ email }: NewsletterValues) => {
      try {
        await subscribe.mutateAsync(email);
        toast(NEWSLETTER_TOASTS.sent);
      } catch (error) {
        const serverMessage = error instanceof ApiError ? error.serverMessage : undefined;
        if (error instanceof ApiError && error.field === 'email' && serverMessage) {
          setError('email', { message: serverMessage });
        }
        toast({
          title: NEWSLETTER_TOASTS.failedTitle,
          description: serverMessage ?? NEWSLETTER_TOASTS.failedFallback,
          variant: 'destructive',
        });
        return;
      }
      reset();
      showSent();
    },
    () => toast(NEWSLETTER_TOASTS.invalid),
  );

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // SPEC.md: a blank or spaces-only address does nothing at all.
    if (status !== 'idle' || !getValues('email').trim()) return;
    void sendAddress(event);
  }

  return (
    <div className={styles.band}>
      <div className={styles.card}>
        <span className={styles.icon}>
          <MailIcon size={26} />
        </span>
        <h2 className={styles.title} id="community-newsletter-title">
          Join Our Healing Community
        </h2>
        <p className={styles.text}>
          Gentle words, healing stories and first looks at new collections, once or twice a month.
          Subscribe, confirm with the link we e-mail you, and receive a special welcome gift.
        </p>
        <form
          className={styles.form}
          onSubmit={submit}
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
              autoComplete="email"
              inputMode="email"
              placeholder="you@example.com"
              maxLength={254}
              disabled={status === 'pending'}
              aria-invalid={problem ? true : undefined}
              aria-describedby={problem ? ERROR_ID : undefined}
              {...register('email')}
            />
            <button
              type="submit"
              className={`${styles.button} ${status === 'sent' ? styles.done : ''}`}
              disabled={status !== 'idle'}
              aria-busy={status === 'pending' || undefined}
            >
              {status === 'pending' && <Spinner size="small" label="" />}
              {BUTTON_TEXT[status]}
            </button>
          </div>
          <p id={ERROR_ID} className={styles.problem} hidden={!problem}>
            {problem}
          </p>
          <p className={styles.fineprint}>No spam, ever. Unsubscribe with one click.</p>
        </form>
      </div>
    </div>
  );
}
