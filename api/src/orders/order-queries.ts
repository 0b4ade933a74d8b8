import type { EntityManager } from 'typeorm';
import type { ShopperOrderDto } from '@healing/contracts';
import type { AdminOrderDetail } from '@healing/contracts/admin';
import { OrderEvent } from './order-event.entity';
import { OrderItem } from './order-item.entity';
import { Order } from './order.entity';
import { presentAdminOrder, presentOrder } from './order-presenter';

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
  return presentOrder(order, items, history);
}

/** Any order, as its shopper sees it (through its personal link). */
export async function findOrder(
  manager: EntityManager,
  id: number,
): Promise<ShopperOrderDto | null> {
  const order = await manager.getRepository(Order).findOneBy({ id });
  if (!order) return null;
  const [items, history] = await linesAndHistory(manager, order.id);
  return presentOrder(order, items, history);
}

/** Any order, as the owner sees it. */
export async function findAdminOrder(
  manager: EntityManager,
  id: number,
): Promise<AdminOrderDetail | null> {
  const order = await manager.getRepository(Order).findOneBy({ id });
  if (!order) return null;
  const [items, history] = await linesAndHistory(manager, order.id);
  return presentAdminOrder(order, items, history);
}
