// One shopper's visit, as a sequence of requests: browse, fill a cart, look at the summary,
// sometimes check out, sometimes share a story or sign up. Answers are checked as they come.
import { randomBytes } from 'node:crypto';
import { expectedTotals, toCents } from './money.mjs';

/**
 * @typedef {import('@healing/contracts').ProductDto} ProductDto
 * @typedef {import('./http.mjs').Answer} Answer
 */

/**
 * A request of a visit, and the endpoint it counts under.
 * @typedef {import('./http.mjs').RequestOptions & { endpoint: string, method: string, path: string }} Step
 */

/** @typedef {ReturnType<typeof catalogFrom>} Catalog */

const COLLECTIONS = ['inner-beauty', 'life-happens', 'love-is'];
const CATEGORIES = ['breakthrough', 'relationship', 'self-love', 'loss', 'growth'];
export const ADDRESS = {
  firstName: 'Drill',
  lastName: 'Shopper',
  address: '12 Calm Street',
  city: 'Portland',
  state: 'OR',
  zipCode: '97201',
};

export const newSessionId = () => `session_${Date.now()}_${randomBytes(18).toString('base64url')}`;
/**
 * @template T
 * @param {T[]} items
 */
const pick = (items) => items[Math.floor(Math.random() * items.length)];
const chance = (/** @type {number} */ p) => Math.random() < p;
const ok = (/** @type {Answer} */ answer) => answer.status >= 200 && answer.status < 300;

/**
 * A step: what to send, and which endpoint it counts under.
 * @param {string} endpoint
 * @param {string} method
 * @param {string} path
 * @param {import('./http.mjs').RequestOptions} [extra]
 * @returns {Step}
 */
const step = (endpoint, method, path, extra = {}) => ({ endpoint, method, path, ...extra });

/**
 * The in-stock catalogue, by collection, from GET /api/products.
 * @param {ProductDto[]} products
 */
export function catalogFrom(products) {
  const inStock = products.filter((product) => product.inStock);
  return {
    byCollection: Object.fromEntries(
      COLLECTIONS.map((c) => [c, inStock.filter((p) => p.collection === c)]),
    ),
    all: inStock,
  };
}

/**
 * A visit as a generator: it yields requests and receives their answers. A request the
 * runner could not get answered (503, no connection) is yielded again while `retry` says so.
 * `ledger.checkedOut(order)` hears of every acknowledged checkout, with what it must hold.
 * @param {Catalog} catalog
 * @param {import('./ledger.mjs').Ledger} ledger
 * @param {{ checkoutShare?: number }} [options]
 * @returns {Generator<Step, void, Answer>}
 */
export function* visit(catalog, ledger, { checkoutShare = 0.6 } = {}) {
  const sessionId = newSessionId();
  const tag = sessionId.slice(-12).replace(/[^A-Za-z0-9]/g, 'x');
  /** @type {Map<number, { product: ProductDto, quantity: number, itemId: number }>} */
  const cart = new Map();
  // Every cart add carries an Idempotency-Key, as the site's adds do, and a retry sends it
  // again: an add whose answer was lost counts once, so this visit knows its cart exactly.
  let adds = 0;
  const addKey = () => ({ 'idempotency-key': `drill-add-${tag}-${(adds += 1)}` });
  /** @type {(request: Step) => Generator<Step, Answer, Answer>} */
  const mustAnswer = function* (request) {
    for (;;) {
      const answer = yield request;
      if (ok(answer) || !ledger.retry(answer)) return answer;
    }
  };

  const collection = pick(COLLECTIONS);
  yield step(
    'GET /api/products/collection/:collection',
    'GET',
    `/api/products/collection/${collection}`,
  );
  const product = pick(catalog.byCollection[collection]);
  yield step('GET /api/products/:id', 'GET', `/api/products/${product.id}`);
  const firstQuantity = chance(0.5) ? 1 : 2;
  const added = yield* mustAnswer(
    step('POST /api/cart', 'POST', '/api/cart', {
      body: { sessionId, productId: product.id, quantity: firstQuantity },
      headers: addKey(),
    }),
  );
  if (!ok(added)) return;
  cart.set(product.id, { product, quantity: firstQuantity, itemId: cartItemIdOf(added) });

  if (chance(0.5)) {
    yield step('GET /api/products', 'GET', `/api/products?sort=${pick(['price-low', 'newest'])}`);
    const second = pick(catalog.all);
    const more = yield* mustAnswer(
      step('POST /api/cart', 'POST', '/api/cart', {
        body: { sessionId, productId: second.id },
        headers: addKey(),
      }),
    );
    if (!ok(more)) return;
    const line = cart.get(second.id);
    cart.set(second.id, {
      product: second,
      quantity: (line?.quantity ?? 0) + 1,
      itemId: cartItemIdOf(more),
    });
  }

  const line = pick([...cart.values()]);
  const quantity = 1 + Math.floor(Math.random() * 3);
  const updated = yield* mustAnswer(
    step('PUT /api/cart/:itemId', 'PUT', `/api/cart/${line.itemId}`, {
      body: { quantity },
      headers: { 'x-session-id': sessionId },
    }),
  );
  if (!ok(updated)) return;
  line.quantity = quantity;

  const promoCode = chance(0.3) ? 'HEALING10' : null;
  const lines = [...cart.values()].map((l) => ({
    productId: l.product.id,
    unitPriceCents: toCents(l.product.price),
    quantity: l.quantity,
  }));
  const expected = expectedTotals(lines, promoCode);
  const summary = yield step(
    'GET /api/cart/:sessionId/summary',
    'GET',
    `/api/cart/${sessionId}/summary${promoCode ? `?promoCode=${promoCode}` : ''}`,
  );
  if (ok(summary)) {
    const { total } = /** @type {import('@healing/contracts').CartSummaryDto} */ (summary.json);
    if (total !== expected.total) {
      ledger.mismatch(`summary total ${total}, expected ${expected.total} (session ${sessionId})`);
    }
  }

  if (chance(0.1)) yield step('GET /api/healing-moments', 'GET', '/api/healing-moments');
  if (chance(0.1)) yield step('GET /api/blog', 'GET', '/api/blog');
  if (chance(0.1)) {
    // Sent with a key, as the site's story forms do: a story is stored once, however often sent.
    const shared = yield* mustAnswer(
      step('POST /api/healing-moments', 'POST', '/api/healing-moments', {
        body: {
          name: `Drill ${tag}`,
          story: 'Under load, the shop kept its calm, and so did I.',
          category: pick(CATEGORIES),
          isAnonymous: chance(0.5),
        },
        headers: { 'idempotency-key': `drill-story-${tag}` },
      }),
    );
    if (shared.status === 201) ledger.storyShared(`Drill ${tag}`);
  }
  if (chance(0.08)) {
    yield* mustAnswer(
      step('POST /api/newsletter', 'POST', '/api/newsletter', {
        body: { email: `drill-news-${tag}@example.com` },
      }),
    );
  }
  if (!chance(checkoutShare)) return;

  const email = `drill-${tag}@example.com`;
  const idempotencyKey = `drill-${tag}`;
  const placed = yield* mustAnswer(
    step('POST /api/checkout', 'POST', '/api/checkout', {
      body: { sessionId, email, ...ADDRESS, promoCode, paymentMethod: 'card' },
      headers: { 'idempotency-key': idempotencyKey },
    }),
  );
  const order = { sessionId, idempotencyKey, email, lines, expected, promoCode };
  if (placed.status === 201) {
    const { orderId } = /** @type {import('@healing/contracts').CheckoutResponse} */ (placed.json);
    ledger.checkedOut({ ...order, orderId });
  } else {
    ledger.unanswered({ ...order, status: placed.status });
  }
}

/**
 * The cart line a 2xx POST /api/cart answered with.
 * @param {Answer} answer
 */
function cartItemIdOf(answer) {
  return /** @type {import('@healing/contracts').CartItemDto} */ (answer.json).id;
}
