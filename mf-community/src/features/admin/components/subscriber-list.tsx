import { Button, VisuallyHidden } from '@healing/platform';
import type { AdminSubscribersPageDto } from '../api/admin-api';
import styles from './subscriber-list.module.css';

const dateFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' });

type Subscriber = AdminSubscribersPageDto['subscribers'][number];

interface SubscriberListProps {
  subscribers: readonly Subscriber[];
  onUnsubscribe: (subscriber: Subscriber) => void;
}

/** Stacked rows on phones, a table from tablet width up. */
export function SubscriberList({ subscribers, onUnsubscribe }: SubscriberListProps) {
  return (
    <div role="table" aria-label="Subscribers" className={styles.list}>
      <div role="row" className={styles.header}>
        <span role="columnheader">E-mail</span>
        <span role="columnheader">Subscribed</span>
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
            <time dateTime={subscriber.subscribedAt}>
              {dateFormat.format(new Date(subscriber.subscribedAt))}
            </time>
          </p>
          <span role="cell" className={styles.action}>
            <Button
              size="small"
              variant="outline"
              aria-label={`Unsubscribe ${subscriber.email}`}
              onClick={() => onUnsubscribe(subscriber)}
            >
              Unsubscribe
            </Button>
          </span>
        </div>
      ))}
    </div>
  );
}
