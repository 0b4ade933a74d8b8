import type { AdminWaitingDto } from '@healing/contracts/admin';
import type { EntityManager } from 'typeorm';

export interface Waiting extends AdminWaitingDto {
  /** Orders not shipped yet and not cancelled (pending or paid), for the daily digest. */
  unshipped: number;
}

/**
 * What waits for the owner, in one statement. A new order is one the owner has not acted on:
 * pending, no payment link sent. Messages wait until marked handled; stories and reviews while
 * their moderation is pending.
 */
export async function waitingFor(manager: EntityManager): Promise<Waiting> {
  const [row] = await manager.query<Waiting[]>(
    `SELECT
       (SELECT count(*)::int FROM orders
         WHERE status = 'pending' AND payment_link_sent_at IS NULL) AS orders,
       (SELECT count(*)::int FROM contacts WHERE handled_at IS NULL) AS messages,
       (SELECT count(*)::int FROM healing_moments WHERE moderation_status = 'pending') AS stories,
       (SELECT count(*)::int FROM product_reviews WHERE moderation_status = 'pending') AS reviews,
       (SELECT count(*)::int FROM orders WHERE status IN ('pending', 'paid')) AS unshipped`,
  );
  return row;
}
