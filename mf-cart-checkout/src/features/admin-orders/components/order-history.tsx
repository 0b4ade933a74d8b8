import type { AdminOrderHistoryEntry, OrderHistoryAction } from '../../../api/order-contracts';
import { formatDateTime } from './order-dates';
import styles from './order-history.module.css';
import { OrderPanel } from './order-panel';

const WHAT_HAPPENED: Record<OrderHistoryAction, string> = {
  placed: 'Order placed',
  'payment-link-sent': 'Payment link sent',
  paid: 'Marked as paid',
  shipped: 'Marked as shipped',
  delivered: 'Marked as delivered',
  cancelled: 'Order cancelled',
  'link-issued': 'New personal link e-mailed',
  'link-revoked': 'Personal links revoked',
  refunded: 'Refund recorded',
  undone: 'Step undone',
  'payment-flagged': 'Payment needs a look',
  'refund-confirmed': 'Refund confirmed by the provider',
  'refund-failed': 'Refund failed at the provider',
};

/** "Step undone: Marked as paid" for an undone step (its note names the step), else the step. */
function whatHappened(entry: AdminOrderHistoryEntry): { what: string; note: string | null } {
  const undone =
    entry.action === 'undone' && entry.note
      ? WHAT_HAPPENED[entry.note as OrderHistoryAction]
      : undefined;
  if (undone) return { what: `${WHAT_HAPPENED.undone}: ${undone}`, note: null };
  return { what: WHAT_HAPPENED[entry.action] ?? entry.action, note: entry.note };
}

/** Every step of the order, oldest first, with the note it carried. */
export function OrderHistory({ history }: { history: readonly AdminOrderHistoryEntry[] }) {
  return (
    <OrderPanel id="admin-order-history" title="History">
      {history.length === 0 ? (
        <p className={styles.empty}>Nothing recorded yet.</p>
      ) : (
        <ol className={styles.list}>
          {history.map((entry, index) => {
            const { what, note } = whatHappened(entry);
            return (
              <li key={index} className={styles.entry}>
                <time dateTime={entry.at} className={styles.when}>
                  {formatDateTime(entry.at)}
                </time>
                <span className={styles.what}>{what}</span>
                {note && <span className={styles.note}>{note}</span>}
              </li>
            );
          })}
        </ol>
      )}
    </OrderPanel>
  );
}
