import { createHash, randomBytes } from 'node:crypto';
import type { EntityManager } from 'typeorm';
import { ORDER_LINK_TOKEN_PATTERN, orderLinkPath } from '@healing/contracts';

/**
 * An order's personal link, `<PUBLIC_ORIGIN>/orders/<token>`: its page, from any browser.
 *
 * The token is 256 random bits from the platform's crypto source, URL-safe: nothing about it
 * follows from the order's number. The database keeps only its SHA-256 (`order_links`), never the
 * token, so neither the orders nor the links table opens an order.
 *
 * How later e-mails carry a link though the token is known only when it is made: every order
 * e-mail gets a link of its own, made in the transaction that queues the e-mail. Its raw token is
 * written nowhere but in that e-mail's text (its outbox row, which is the e-mail being sent);
 * the shop stores only the hash. So no server key is needed, and nothing stored lets anyone
 * rebuild a link. Every link of an order opens the same page; the owner's "Revoke" ends them all
 * at once (old e-mails' links included), and "Send a new link" makes and mails one more.
 */
export function newOrderLinkToken(): string {
  return randomBytes(32).toString('base64url');
}

export function orderLinkHash(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** A well-formed token, as links are made; anything else is not looked up. */
export function isOrderLinkToken(token: string): boolean {
  return ORDER_LINK_TOKEN_PATTERN.test(token);
}

export function orderLinkUrl(shopOrigin: string, token: string): string {
  return `${shopOrigin.replace(/\/+$/, '')}${orderLinkPath(token)}`;
}

export interface IssuedLink {
  token: string;
  url: string;
}

/** Makes a new working link for the order, in the caller's transaction. */
export async function issueOrderLink(
  manager: EntityManager,
  shopOrigin: string,
  orderId: number,
): Promise<IssuedLink> {
  const token = newOrderLinkToken();
  await manager.query('INSERT INTO order_links (order_id, token_hash) VALUES ($1, $2)', [
    orderId,
    orderLinkHash(token),
  ]);
  return { token, url: orderLinkUrl(shopOrigin, token) };
}

/** The order a working (unrevoked) link opens, or null for any other token. */
export async function orderOfLink(manager: EntityManager, token: string): Promise<number | null> {
  if (!isOrderLinkToken(token)) return null;
  const rows: { order_id: number }[] = await manager.query(
    'SELECT order_id FROM order_links WHERE token_hash = $1 AND revoked_at IS NULL',
    [orderLinkHash(token)],
  );
  return rows[0]?.order_id ?? null;
}

/** Ends every working link of the order; answers how many there were. */
export async function revokeOrderLinks(manager: EntityManager, orderId: number): Promise<number> {
  const [row]: { revoked: number }[] = await manager.query(
    `WITH revoked AS (
       UPDATE order_links SET revoked_at = now()
        WHERE order_id = $1 AND revoked_at IS NULL
        RETURNING id
     )
     SELECT count(*)::int AS revoked FROM revoked`,
    [orderId],
  );
  return row?.revoked ?? 0;
}
