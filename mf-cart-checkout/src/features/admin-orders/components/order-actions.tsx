import { type OrderStatus } from '@healing/platform';
import type { AdminOrderDetail } from '../../../api/order-contracts';
import type { OrderMove, OrderMoveKind } from '../api/admin-orders-api';
import {
  CancelForm,
  MarkDeliveredForm,
  MarkPaidForm,
  MarkShippedForm,
  PaymentLinkForm,
} from './order-action-forms';
import styles from './order-actions.module.css';

/** The steps that fit each status (the API refuses any other with 409). */
export const ACTIONS_BY_STATUS: Record<OrderStatus, readonly OrderMoveKind[]> = {
  pending: ['payment-link', 'paid', 'cancel'],
  paid: ['shipped', 'cancel'],
  shipped: ['delivered'],
  delivered: [],
  cancelled: [],
};

const FINISHED: Partial<Record<OrderStatus, string>> = {
  delivered: 'This order has been delivered. There is nothing more to do.',
  cancelled: 'This order is cancelled. There is nothing more to do.',
};

interface OrderActionsProps {
  order: AdminOrderDetail;
  isMoving: boolean;
  onMove: (move: OrderMove) => void;
}

/** The next steps of an order, each with its own small form. */
export function OrderActions({ order, isMoving, onMove }: OrderActionsProps) {
  const actions = ACTIONS_BY_STATUS[order.status] ?? [];
  const form = { order, isMoving, onMove };
  return (
    <section className={styles.actions} aria-labelledby="admin-order-actions">
      <h2 id="admin-order-actions" className={styles.title}>
        Next steps
      </h2>
      {actions.length === 0 ? (
        <p className={styles.finished}>{FINISHED[order.status]}</p>
      ) : (
        <div className={styles.forms}>
          {actions.includes('payment-link') && <PaymentLinkForm {...form} />}
          {actions.includes('paid') && <MarkPaidForm {...form} />}
          {actions.includes('shipped') && <MarkShippedForm {...form} />}
          {actions.includes('delivered') && <MarkDeliveredForm {...form} />}
          {actions.includes('cancel') && <CancelForm {...form} />}
        </div>
      )}
    </section>
  );
}
