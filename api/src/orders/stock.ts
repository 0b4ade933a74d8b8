import type { EntityManager } from 'typeorm';
import { ConflictError } from '../common/domain-errors';
import type { CartItem } from '../cart/cart-item.entity';
import { onlyLeftMessage } from '../products/variant-names';

/** The rows of a statement run in the transaction (TypeORM gives UPDATE as [rows, count]). */
async function records<T>(manager: EntityManager, sql: string, params: unknown[]): Promise<T[]> {
  if (!manager.queryRunner) throw new Error('must run inside a transaction');
  const result = await manager.queryRunner.query(sql, params, true);
  return (result.records ?? []) as T[];
}

/**
 * Takes the stock of the cart's catalogue lines, in the order's transaction. Each variant is one
 * conditional UPDATE (`stock >= quantity`): PostgreSQL holds the row until the order commits or
 * is undone, and a checkout that waited reads the stock the first one left. So two shoppers
 * racing for the last piece get one order and one refusal, never two orders. Variants are taken
 * in id order, so two carts that share variants never wait on each other crosswise.
 */
export async function takeStock(manager: EntityManager, lines: readonly CartItem[]): Promise<void> {
  const wanted = new Map<number, { quantity: number; line: CartItem }>();
  for (const line of lines) {
    if (line.isCustomDesign) continue;
    if (line.variantId === null || !line.product) {
      throw new ConflictError(
        `"${line.product?.name ?? 'A product'}" is no longer sold in the size in your cart. Remove it and add it again to check out.`,
      );
    }
    const entry = wanted.get(line.variantId);
    wanted.set(line.variantId, { quantity: (entry?.quantity ?? 0) + line.quantity, line });
  }
  for (const [variantId, { quantity, line }] of [...wanted].sort(([a], [b]) => a - b)) {
    const taken = await records<{ stock: number }>(
      manager,
      `UPDATE product_variants SET stock = stock - $2, updated_at = now()
        WHERE id = $1 AND stock >= $2 RETURNING stock`,
      [variantId, quantity],
    );
    if (taken.length > 0) continue;
    const [left] = await records<{ stock: number }>(
      manager,
      'SELECT stock FROM product_variants WHERE id = $1',
      [variantId],
    );
    const product = line.product as NonNullable<CartItem['product']>;
    throw new ConflictError(
      `${onlyLeftMessage(product, { label: line.variant?.label ?? '', stock: left?.stock ?? 0 })} Please change your cart and check out again.`,
      'cart',
    );
  }
}

/** Gives a cancelled order's pieces back to their variants (those the owner has not removed). */
export async function returnStock(manager: EntityManager, orderId: number): Promise<void> {
  await records(
    manager,
    `UPDATE product_variants v SET stock = v.stock + i.quantity, updated_at = now()
       FROM (SELECT variant_id, sum(quantity)::int AS quantity FROM order_items
              WHERE order_id = $1 AND variant_id IS NOT NULL GROUP BY variant_id) i
      WHERE v.id = i.variant_id`,
    [orderId],
  );
}
