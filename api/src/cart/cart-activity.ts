import type { EntityManager } from 'typeorm';
import { lockCart } from './cart-limits';
import type { CartItem } from './cart-item.entity';

/** A cart nobody has changed or opened for this long is abandoned, and removed. */
export const ABANDONED_CART_DAYS = 30;
const ABANDONED_AFTER_SQL = `interval '${ABANDONED_CART_DAYS} days'`;
/** Reading a cart counts as activity at most once a day: a read rarely writes. */
export const READ_TOUCH_AFTER_MS = 24 * 60 * 60_000;

/**
 * Marks the session's cart active now, on every line, so removing one line never leaves the
 * others looking idle. Called inside the transaction that holds the cart (lockCart), as every
 * change does, so the cleanup (which claims a cart with the same lock) never removes a cart
 * while it is being changed or touched.
 */
export async function touchCart(manager: EntityManager, sessionId: string): Promise<void> {
  await manager.query('UPDATE cart_items SET active_at = now() WHERE session_id = $1', [sessionId]);
}

/** True when the cart's newest activity is older than a day (a read then touches it). */
export function isIdleSinceADay(lines: readonly CartItem[], now = Date.now()): boolean {
  if (lines.length === 0) return false;
  const newest = Math.max(...lines.map((line) => new Date(line.activeAt).getTime()));
  return now - newest > READ_TOUCH_AFTER_MS;
}

/**
 * Sessions whose every line has been idle for 30 days, at most $1 of them, each claimed with the
 * cart's own lock: one held by a change in progress, or by another replica's cleanup, is
 * skipped, never waited for.
 */
const CLAIM_ABANDONED = `
  WITH idle AS MATERIALIZED (
    SELECT DISTINCT c.session_id FROM cart_items c
     WHERE c.active_at <= now() - ${ABANDONED_AFTER_SQL}
       AND NOT EXISTS (SELECT 1 FROM cart_items n
                        WHERE n.session_id = c.session_id
                          AND n.active_at > now() - ${ABANDONED_AFTER_SQL})
     LIMIT $1)
  SELECT session_id FROM idle
   WHERE pg_try_advisory_xact_lock(hashtextextended('cart:' || session_id, 0))`;

/**
 * The claimed carts' lines, checked again now that the locks are held (a change committed just
 * before keeps its cart); their Idempotency-Key records go with them (ON DELETE CASCADE).
 */
const REMOVE_CARTS = `
  WITH removed AS (
    DELETE FROM cart_items c
     WHERE c.session_id = ANY($1)
       AND NOT EXISTS (SELECT 1 FROM cart_items n
                        WHERE n.session_id = c.session_id
                          AND n.active_at > now() - ${ABANDONED_AFTER_SQL})
    RETURNING c.session_id)
  SELECT DISTINCT session_id FROM removed`;

/** A promo code kept with a cart that is gone, or with an empty cart for 30 days. */
const REMOVE_PROMOS = `
  WITH removed AS (
    DELETE FROM cart_promos p
     WHERE p.session_id = ANY($1)
        OR p.session_id IN (
             SELECT q.session_id FROM cart_promos q
              WHERE q.applied_at <= now() - ${ABANDONED_AFTER_SQL}
                AND NOT EXISTS (SELECT 1 FROM cart_items c WHERE c.session_id = q.session_id)
              LIMIT $2
              FOR UPDATE SKIP LOCKED)
    RETURNING 1)
  SELECT count(*)::int AS n FROM removed`;

/**
 * Removes up to `batchSize` abandoned carts in the caller's transaction (their promo codes
 * too); answers how many carts went and whether more may be waiting. Their uploads are then
 * referred to by nothing, and the upload cleanup removes them.
 */
export async function removeAbandonedCarts(
  manager: EntityManager,
  batchSize: number,
): Promise<{ removed: number; more: boolean }> {
  const claimed = await manager.query<{ session_id: string }[]>(CLAIM_ABANDONED, [batchSize]);
  const sessions = claimed.map((row) => row.session_id);
  const removed =
    sessions.length === 0
      ? []
      : await manager.query<{ session_id: string }[]>(REMOVE_CARTS, [sessions]);
  await manager.query(REMOVE_PROMOS, [removed.map((row) => row.session_id), batchSize]);
  return { removed: removed.length, more: claimed.length === batchSize };
}

/** Holds the cart and marks it active: for changes that do not hold it already. */
export async function holdAndTouchCart(manager: EntityManager, sessionId: string): Promise<void> {
  await lockCart(manager, sessionId);
  await touchCart(manager, sessionId);
}
