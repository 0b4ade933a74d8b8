// A checkout storm: many carts filled first, then all of them checked out at once (with
// newsletter sign-ups among them), so that a crash lands in the middle of the writes.
import { randomBytes } from 'node:crypto';
import { expectedTotals, toCents } from './money.mjs';
import { ADDRESS, newSessionId } from './shopper.mjs';

/** @typedef {'checkout' | 'newsletter'} Write */

/** @typedef {import('./http.mjs').Answer} Answer */

/**
 * `count` sessions, each with 1 to 3 distinct products in its cart (known to the drill), each in
 * a size with plenty left (more than the few a product page counts down), so that the storm's
 * checkouts are not refused for stock: sized products name their variant, one-size products do
 * not, as the site sends them.
 * @param {import('./http.mjs').Client} client
 * @param {import('./shopper.mjs').Catalog} catalog
 * @param {number} count
 */
export async function fillCarts(client, catalog, count) {
  /** @type {import('./ledger.mjs').Checkout[]} */
  const sessions = [];
  const plenty = catalog.all.filter((product) =>
    product.variants.some((variant) => variant.inStock && variant.fewLeft === null),
  );
  for (let start = 0; start < count; start += 25) {
    const batch = Array.from({ length: Math.min(25, count - start) }, async () => {
      const sessionId = newSessionId();
      const tag = randomBytes(6).toString('hex');
      const products = [...plenty]
        .sort(() => Math.random() - 0.5)
        .slice(0, 1 + Math.floor(Math.random() * 3));
      /** @type {import('./money.mjs').OrderLine[]} */
      const lines = [];
      for (const product of products) {
        const quantity = 1 + Math.floor(Math.random() * 2);
        const sizes = product.variants.filter((v) => v.inStock && v.fewLeft === null);
        const variant = sizes[Math.floor(Math.random() * sizes.length)];
        const variantId = product.variants.length > 1 ? variant.id : undefined;
        const added = await client.request('POST', '/api/cart', {
          body: { sessionId, productId: product.id, variantId, quantity },
        });
        if (added.status !== 201)
          throw new Error(`filling a cart: POST /api/cart answered ${added.status} ${added.text}`);
        lines.push({
          productId: product.id,
          variantId: variant.id,
          quantity,
          unitPriceCents: toCents(variant.price),
        });
      }
      sessions.push({
        sessionId,
        email: `drill-${tag}@example.com`,
        idempotencyKey: `drill-${tag}`,
        lines,
        expected: expectedTotals(lines, null),
      });
    });
    await Promise.all(batch);
  }
  return sessions;
}

/**
 * @param {import('./http.mjs').Client} client
 * @param {import('./ledger.mjs').Checkout} session
 */
export function checkoutOf(client, session) {
  return client.request('POST', '/api/checkout', {
    body: { sessionId: session.sessionId, email: session.email, ...ADDRESS, paymentMethod: 'card' },
    headers: { 'idempotency-key': session.idempotencyKey },
  });
}

/**
 * Sends every checkout and `signUps` newsletter sign-ups at once; `onAnswer(kind, answer, i)`
 * hears each answer as it comes (a drill kills the server from there). Resolves with all answers.
 * @param {import('./http.mjs').Client} client
 * @param {import('./ledger.mjs').Checkout[]} sessions
 * @param {number} signUps
 * @param {(kind: Write, answer: Answer, i: number) => void} onAnswer
 */
export async function storm(client, sessions, signUps, onAnswer) {
  const tag = randomBytes(4).toString('hex');
  const emails = Array.from({ length: signUps }, (_, i) => `drill-news-${tag}-${i}@example.com`);
  /** @type {Record<Write, (i: number) => Promise<Answer>>} */
  const send = {
    checkout: (i) => checkoutOf(client, sessions[i]),
    newsletter: (i) => client.request('POST', '/api/newsletter', { body: { email: emails[i] } }),
  };
  // Interleaved, so that the crash lands among both kinds of write.
  /** @type {[kind: Write, i: number][]} */
  const order = [];
  for (const i of sessions.keys()) order.push(['checkout', i]);
  for (const i of emails.keys()) order.push(['newsletter', i]);
  order.sort(() => Math.random() - 0.5);
  /** @type {Record<Write, Answer[]>} */
  const answers = { checkout: [], newsletter: [] };
  await Promise.all(
    order.map(async ([kind, i]) => {
      const answer = await send[kind](i);
      answers[kind][i] = answer;
      onAnswer(kind, answer, i);
    }),
  );
  return {
    checkouts: answers.checkout,
    signUps: emails.map((email, i) => ({ email, status: answers.newsletter[i].status })),
  };
}
