import type { EntityManager } from 'typeorm';
import type { OrderDto } from '../contracts';
import { OrderItem } from './order-item.entity';
import { Order } from './order.entity';
import { presentOrder } from './order-presenter';

/** An order of the session, by id or by the Idempotency-Key it was placed with. */
export async function findSessionOrder(
  manager: EntityManager,
  where: { sessionId: string; id: number } | { sessionId: string; idempotencyKey: string },
): Promise<OrderDto | null> {
  const order = await manager.getRepository(Order).findOneBy(where);
  if (!order) return null;
  const items = await manager
    .getRepository(OrderItem)
    .find({ where: { orderId: order.id }, order: { id: 'ASC' } });
  return presentOrder(order, items);
}
