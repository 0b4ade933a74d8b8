import { Badge, type BadgeTone, type OrderStatus } from '@healing/platform';

const STATUS: Record<OrderStatus, { label: string; tone: BadgeTone }> = {
  pending: { label: 'Pending payment', tone: 'gold' },
  paid: { label: 'Paid', tone: 'sage' },
  shipped: { label: 'Shipped', tone: 'lavender' },
  delivered: { label: 'Delivered', tone: 'sage' },
  cancelled: { label: 'Cancelled', tone: 'danger' },
};

export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  const { label, tone } = STATUS[status] ?? { label: status, tone: 'neutral' };
  return (
    <Badge tone={tone} data-testid="order-status">
      {label}
    </Badge>
  );
}
