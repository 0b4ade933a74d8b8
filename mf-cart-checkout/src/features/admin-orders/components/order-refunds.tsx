import { Badge, formatCents, toCents } from '@healing/platform';
import { type AdminOrderDetail, REFUND_METHOD_NAMES } from '../../../api/order-contracts';
import type { OrderMove } from '../api/admin-orders-api';
import { formatDateTime } from './order-dates';
import { countsAsGiven, RefundForm, refundableCents, wasPaid } from './refund-fields';
import styles from './refunds.module.css';
import { OrderPanel } from './order-panel';

interface OrderRefundsProps {
  order: AdminOrderDetail;
  isMoving: boolean;
  onMove: (move: OrderMove) => void;
}

/**
 * The order's refunds, oldest first, what they come to, and a form to record one more while
 * anything paid is left; nothing for an order never paid.
 */
export function OrderRefunds({ order, isMoving, onMove }: OrderRefundsProps) {
  const refunds = order.refunds ?? [];
  if (!wasPaid(order) && refunds.length === 0) return null;
  const canRefund = wasPaid(order) && refundableCents(order) > 0;
  const refunded = refunds
    .filter(countsAsGiven)
    .reduce((sum, refund) => sum + toCents(refund.amount), 0);
  const full = refunded >= toCents(order.total);
  return (
    <OrderPanel id="admin-order-refunds" title="Refunds">
      {refunds.length === 0 && <p className={styles.meta}>Nothing refunded yet.</p>}
      {refunds.length > 0 && (
        <ul className={styles.list}>
          {refunds.map((refund) => (
            <li key={refund.id} className={styles.refund}>
              <span className={styles.amount}>
                ${refund.amount} {refund.full ? '(full)' : '(partial)'}
              </span>
              {refund.providerState === 'pending' && (
                <Badge tone="gold">Pending at the payment provider</Badge>
              )}
              {refund.providerState === 'failed' && (
                <Badge tone="danger">Failed: not given back</Badge>
              )}
              <span className={styles.meta}>
                {REFUND_METHOD_NAMES[refund.method]}
                {refund.reference ? `, reference ${refund.reference}` : ''}
              </span>
              <span className={styles.meta}>
                <time dateTime={refund.at}>{formatDateTime(refund.at)}</time> by {refund.actorLabel}
              </span>
              {refund.note && <span className={styles.meta}>{refund.note}</span>}
            </li>
          ))}
        </ul>
      )}
      {refunds.length > 0 && (
        <p className={styles.total}>
          {full
            ? `Refunded in full: ${formatCents(refunded)}`
            : `Refunded ${formatCents(refunded)} of $${order.total}`}
        </p>
      )}
      {canRefund && (
        // A new form for each refund recorded: its fields start empty again.
        <RefundForm key={refunds.length} order={order} isMoving={isMoving} onMove={onMove} />
      )}
    </OrderPanel>
  );
}
