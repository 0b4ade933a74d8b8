import type { OrderStatus, OrderAction } from '@healing/contracts';

/** What the owner can do to an order; `placed` is checkout's own step. */
export type OwnerOrderAction = Exclude<OrderAction, 'placed'>;

interface Transition {
  /** The statuses the order may be in for this step. */
  from: readonly OrderStatus[];
  /** Its status afterwards. */
  to: OrderStatus;
}

/**
 * pending (awaiting payment) -> paid -> shipped -> delivered; pending or paid -> cancelled.
 * Sending a payment link keeps the order pending, and may be repeated (it replaces the link).
 */
export const TRANSITIONS: Record<OwnerOrderAction, Transition> = {
  'payment-link-sent': { from: ['pending'], to: 'pending' },
  paid: { from: ['pending'], to: 'paid' },
  shipped: { from: ['paid'], to: 'shipped' },
  delivered: { from: ['shipped'], to: 'delivered' },
  cancelled: { from: ['pending', 'paid'], to: 'cancelled' },
};

const WHERE_IT_STANDS: Record<OrderStatus, string> = {
  pending: 'is awaiting payment',
  paid: 'is paid',
  shipped: 'has been shipped',
  delivered: 'has been delivered',
  cancelled: 'was cancelled',
};

/** Why `action` does not fit an order in `status`, for each status it does not fit. */
const WHY_NOT: Record<OwnerOrderAction, Partial<Record<OrderStatus, string>>> = {
  'payment-link-sent': {
    paid: 'it needs no payment link any more.',
    shipped: 'it needs no payment link any more.',
    delivered: 'it needs no payment link any more.',
    cancelled: 'no payment link can be sent for it.',
  },
  paid: {
    paid: 'it cannot be marked as paid twice.',
    shipped: 'it was paid before it was shipped.',
    delivered: 'it was paid before it was delivered.',
    cancelled: 'it cannot be marked as paid.',
  },
  shipped: {
    pending: 'it can be shipped once it is paid.',
    shipped: 'it cannot be shipped twice.',
    delivered: 'it cannot be shipped again.',
    cancelled: 'it cannot be shipped.',
  },
  delivered: {
    pending: 'it can be marked as delivered once it is paid and shipped.',
    paid: 'it can be marked as delivered once it is shipped.',
    delivered: 'it cannot be marked as delivered twice.',
    cancelled: 'it cannot be marked as delivered.',
  },
  cancelled: {
    shipped: 'it can no longer be cancelled.',
    delivered: 'it can no longer be cancelled.',
    cancelled: 'it cannot be cancelled twice.',
  },
};

export function allows(action: OwnerOrderAction, status: OrderStatus): boolean {
  return TRANSITIONS[action].from.includes(status);
}

/** "Order #12 is awaiting payment: it can be shipped once it is paid." */
export function refusal(id: number, status: OrderStatus, action: OwnerOrderAction): string {
  const why = WHY_NOT[action][status] ?? 'this step does not fit it.';
  return `Order #${id} ${WHERE_IT_STANDS[status]}: ${why}`;
}
