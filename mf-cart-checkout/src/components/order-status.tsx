import { Badge, type BadgeTone, type OrderStatus } from '@healing/platform';

/** Each status in the words the shopper and the owner read. */
export const ORDER_STATUS_LABELS: Record<OrderStatus, string> = {
  pending: 'Awaiting payment',
  paid: 'Paid',
  shipped: 'Shipped',
  delivered: 'Delivered',
  cancelled: 'Cancelled',
};

const TONES: Record<OrderStatus, BadgeTone> = {
  pending: 'gold',
  paid: 'sage',
  shipped: 'lavender',
  delivered: 'sage',
  cancelled: 'danger',
};

export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  return (
    <Badge tone={TONES[status] ?? 'neutral'} data-testid="order-status">
      {ORDER_STATUS_LABELS[status] ?? status}
    </Badge>
  );
}
