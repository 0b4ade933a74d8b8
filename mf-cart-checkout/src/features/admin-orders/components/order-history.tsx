import type { AdminOrderHistoryEntry, OrderHistoryAction } from '../../../api/order-contracts';
import { formatDateTime } from './order-dates';
import styles from './order-history.module.css';

const WHAT_HAPPENED: Record<OrderHistoryAction, string> = {
  placed: 'Order placed',
  'payment-link-sent': 'Payment link sent',
  paid: 'Marked as paid',
  shipped: 'Marked as shipped',
  delivered: 'Marked as delivered',
  cancelled: 'Order cancelled',
  'link-issued': 'New personal link e-mailed',
  'link-revoked': 'Personal links revoked',
};

/** Every step of the order, oldest first, with the note it carried. */
export function OrderHistory({ history }: { history: readonly AdminOrderHistoryEntry[] }) {
  return (
    <section className={styles.history} aria-labelledby="admin-order-history">
      <h2 id="admin-order-history" className={styles.title}>
        History
      </h2>
      {history.length === 0 ? (
        <p className={styles.empty}>Nothing recorded yet.</p>
      ) : (
        <ol className={styles.list}>
          {history.map((entry, index) => (
            <li key={index} className={styles.entry}>
              <time dateTime={entry.at} className={styles.when}>
                {formatDateTime(entry.at)}
              </time>
              <span className={styles.what}>{WHAT_HAPPENED[entry.action] ?? entry.action}</span>
              {entry.note && <span className={styles.note}>{entry.note}</span>}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
