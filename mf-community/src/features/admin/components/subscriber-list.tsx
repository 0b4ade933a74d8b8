import { Button, formatDate, VisuallyHidden } from '@healing/platform';
import type { AdminSubscribersPageDto, SubscriberStatus } from '../api/admin-api';
import styles from './subscriber-list.module.css';

type Subscriber = AdminSubscribersPageDto['subscribers'][number];

interface SubscriberListProps {
  /** Confirmed subscribers (since they confirmed), or sign-ups waiting (since they signed up). */
  status: SubscriberStatus;
  subscribers: readonly Subscriber[];
  onUnsubscribe: (subscriber: Subscriber) => void;
}

/** Stacked rows on phones, a table from tablet width up. */
export function SubscriberList({ status, subscribers, onUnsubscribe }: SubscriberListProps) {
  const isWaiting = status === 'pending';
  const action = isWaiting ? 'Remove' : 'Unsubscribe';
  return (
    <div
      role="table"
      aria-label={isWaiting ? 'Sign-ups waiting for confirmation' : 'Subscribers'}
      className={styles.list}
    >
      <div role="row" className={styles.header}>
        <span role="columnheader">E-mail</span>
        <span role="columnheader">{isWaiting ? 'Signed up' : 'Subscribed'}</span>
        <span role="columnheader">
          <VisuallyHidden>Actions</VisuallyHidden>
        </span>
      </div>
      {subscribers.map((subscriber) => (
        <div role="row" key={subscriber.id} className={styles.row}>
          <p role="cell" className={styles.email}>
            {subscriber.email}
          </p>
          <p role="cell" className={styles.since}>
            <time dateTime={subscriber.confirmedAt ?? subscriber.subscribedAt}>
              {formatDate(subscriber.confirmedAt ?? subscriber.subscribedAt, { style: 'medium' })}
            </time>
          </p>
          <span role="cell" className={styles.action}>
            <Button
              size="small"
              variant="outline"
              aria-label={`${action} ${subscriber.email}`}
              onClick={() => onUnsubscribe(subscriber)}
            >
              {action}
            </Button>
          </span>
        </div>
      ))}
    </div>
  );
}
