import { ApiError, Button, isSessionEnded } from '@healing/platform';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import type { AdminOrderDetail } from '../../../api/order-contracts';
import { useOrderLinkStep } from '../api/admin-orders-api';
import styles from './order-actions.module.css';

type Feedback = { tone: 'success' | 'error'; text: string };

function failureText(error: unknown): string {
  if (error instanceof ApiError && (error.status === 409 || error.status === 400)) {
    if (error.serverMessage) return error.serverMessage;
  }
  return 'The link could not be changed. Please try again.';
}

/**
 * The shopper's personal links to this order (every order e-mail carries one): send a new one,
 * or revoke them all (a link that reached the wrong person; old e-mails' links stop working).
 */
export function OrderLinkPanel({ order }: { order: AdminOrderDetail }) {
  const step = useOrderLinkStep(order.id);
  const [isConfirming, setIsConfirming] = useState(false);
  const [feedback, setFeedback] = useState<Feedback | null>(null);
  const [url, setUrl] = useState<string | null>(null);
  const confirmRef = useRef<HTMLButtonElement>(null);
  const titleId = useId();
  const urlId = useId();
  useEffect(() => {
    if (isConfirming) confirmRef.current?.focus();
  }, [isConfirming]);

  const run = (kind: 'issue' | 'revoke') => {
    setFeedback(null);
    step.mutate(kind, {
      onSuccess: (answer) => {
        setIsConfirming(false);
        setUrl(answer.url);
        setFeedback({
          tone: 'success',
          text:
            kind === 'issue'
              ? 'A new link has been e-mailed to the shopper. You can also copy it below.'
              : "Every link to this order has been revoked: old e-mails' links no longer open it.",
        });
      },
      onError: (error) => {
        setFeedback({
          tone: 'error',
          text: isSessionEnded(error)
            ? 'Your session has ended. Please sign in again to change the link.'
            : failureText(error),
        });
      },
    });
  };

  const revoke = (event: FormEvent) => {
    event.preventDefault();
    if (!isConfirming) return setIsConfirming(true);
    run('revoke');
  };

  return (
    <form className={styles.card} aria-labelledby={titleId} onSubmit={revoke} noValidate>
      <h3 id={titleId} className={styles.cardTitle}>
        Shopper&apos;s order link
      </h3>
      <p className={styles.text}>
        Every e-mail about this order carries a personal link that opens it in any browser. Send the
        shopper a new one, or revoke them all if one reached the wrong person.
      </p>
      {feedback && (
        <p
          role={feedback.tone === 'error' ? 'alert' : 'status'}
          className={feedback.tone === 'error' ? styles.linkError : styles.linkDone}
        >
          {feedback.text}
        </p>
      )}
      {url && (
        <div className={styles.linkCopy}>
          <label htmlFor={urlId} className={styles.confirmText}>
            New link (shown once)
          </label>
          <input
            id={urlId}
            className={styles.linkInput}
            readOnly
            value={url}
            onFocus={(event) => event.currentTarget.select()}
          />
        </div>
      )}
      {isConfirming ? (
        <div className={styles.confirm} role="group" aria-labelledby={`${titleId}-confirm`}>
          <p id={`${titleId}-confirm`} className={styles.confirmText}>
            Revoke every link to order #{order.id}? The links in e-mails sent so far stop working.
          </p>
          <div className={styles.buttons}>
            <Button ref={confirmRef} type="submit" variant="danger" isLoading={step.isPending}>
              Yes, revoke links
            </Button>
            <Button
              variant="ghost"
              disabled={step.isPending}
              onClick={() => setIsConfirming(false)}
            >
              Keep them
            </Button>
          </div>
        </div>
      ) : (
        <div className={styles.buttons}>
          <Button isLoading={step.isPending} onClick={() => run('issue')}>
            Send a new link
          </Button>
          <Button type="submit" variant="outline" disabled={step.isPending}>
            Revoke links
          </Button>
        </div>
      )}
    </form>
  );
}
