import type { EntityManager } from 'typeorm';
import { ConflictError } from '../common/domain-errors';
import { MAX_CART_LINES } from '@healing/contracts';
import { CartItem } from './cart-item.entity';
import { priceCart, unitPriceCents } from './pricing';

/** An order's amounts are numeric(10,2): 99,999,999.99 is the most one order can store. */
export const MAX_ORDER_TOTAL_CENTS = 9_999_999_999;

export const TOO_MANY_LINES = `Your cart can hold at most ${MAX_CART_LINES} different items. Check out or remove an item first.`;
export const TOTAL_TOO_LARGE =
  'This would make one order larger than we can take. Please lower a quantity or place two orders.';

/**
 * Holds the session's cart for the rest of the transaction, so concurrent adds are counted one
 * after the other (a cart line cap that two parallel adds could both pass is no cap).
 */
export async function lockCart(manager: EntityManager, sessionId: string): Promise<void> {
  await manager.query('SELECT pg_advisory_xact_lock(hashtextextended($1, 0))', [
    `cart:${sessionId}`,
  ]);
}

/** Refuses a cart with too many lines, or whose order could not be stored (before any discount). */
export function assertCartFits(lines: readonly CartItem[]): void {
  if (lines.length > MAX_CART_LINES) throw new ConflictError(TOO_MANY_LINES, 'cart');
  const totals = priceCart(
    lines.map((line) => ({ unitPriceCents: unitPriceCents(line), quantity: line.quantity })),
    null,
  );
  if (totals.totalCents > MAX_ORDER_TOTAL_CENTS) throw new ConflictError(TOTAL_TOO_LARGE, 'cart');
}

/** The session's lines with their products, as the limits and the prices read them. */
export function cartLines(manager: EntityManager, sessionId: string): Promise<CartItem[]> {
  return manager.getRepository(CartItem).find({
    where: { sessionId },
    relations: { product: true, variant: true },
    order: { createdAt: 'ASC', id: 'ASC' },
  });
}
