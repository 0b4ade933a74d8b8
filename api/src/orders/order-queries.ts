import type { EntityManager } from 'typeorm';
import type { PaymentState, ShopperOrderDto } from '@healing/contracts';
import type { AdminOrderDetail } from '@healing/contracts/admin';
import type { PaymentSettings } from '../config/payment-settings';
import { adminOrderPayments } from '../payments/admin-order-payments';
import { OrderEvent } from './order-event.entity';
import { OrderItem } from './order-item.entity';
import { Order } from './order.entity';
import { presentAdminOrder, presentOrder } from './order-presenter';
import { adminOrderRefunds, shopperRefundSummary } from './refunds';

/**
 * The shopper's view of the order: the steps that stand (a step the owner undid is left out),
 * once anything was refunded, what was, and where paying on the provider's page stands.
 */
async function presentForShopper(
  manager: EntityManager,
  order: Order,
  items: OrderItem[],
  history: OrderEvent[],
): Promise<ShopperOrderDto> {
  const [payment] = await manager.query<{ state: PaymentState }[]>(
    'SELECT state FROM payment_sessions WHERE order_id = $1 ORDER BY attempt DESC LIMIT 1',
    [order.id],
  );
  const presented = presentOrder(
    order,
    items,
    history.filter((event) => !event.undoneAt),
    payment !== undefined,
  );
  const refund = await shopperRefundSummary(manager, order);
  return {
    ...presented,
    ...(refund ? { refund } : {}),
    ...(payment ? { payment: { state: payment.state } } : {}),
  };
}

/** An order's lines and history, in order. */
async function linesAndHistory(
  manager: EntityManager,
  orderId: number,
): Promise<[OrderItem[], OrderEvent[]]> {
  const items = await manager
    .getRepository(OrderItem)
    .find({ where: { orderId }, order: { id: 'ASC' } });
  const history = await manager
    .getRepository(OrderEvent)
    .find({ where: { orderId }, order: { at: 'ASC', id: 'ASC' } });
  return [items, history];
}

/** An order of the session, by id or by the Idempotency-Key it was placed with. */
export async function findSessionOrder(
  manager: EntityManager,
  where: { sessionId: string; id: number } | { sessionId: string; idempotencyKey: string },
): Promise<ShopperOrderDto | null> {
  const order = await manager.getRepository(Order).findOneBy(where);
  if (!order) return null;
  const [items, history] = await linesAndHistory(manager, order.id);
  return presentForShopper(manager, order, items, history);
}

/** Any order, as its shopper sees it (through its personal link). */
export async function findOrder(
  manager: EntityManager,
  id: number,
): Promise<ShopperOrderDto | null> {
  const order = await manager.getRepository(Order).findOneBy({ id });
  if (!order) return null;
  const [items, history] = await linesAndHistory(manager, order.id);
  return presentForShopper(manager, order, items, history);
}

/** Any order, as the owner sees it, with its payments through the provider `payments` names. */
export async function findAdminOrder(
  manager: EntityManager,
  id: number,
  payments: PaymentSettings,
): Promise<AdminOrderDetail | null> {
  const order = await manager.getRepository(Order).findOneBy({ id });
  if (!order) return null;
  const [items, history] = await linesAndHistory(manager, order.id);
  const refunds = await adminOrderRefunds(manager, order.id);
  const attempts = await adminOrderPayments(manager, order.id, payments);
  const detail = presentAdminOrder(order, items, history);
  return {
    ...detail,
    ...(refunds.length > 0 ? { refunds } : {}),
    ...(attempts.length > 0 ? { payments: attempts } : {}),
  };
}
