// One shopper's visit, as a sequence of requests: browse, fill a cart, look at the summary,
// sometimes check out, sometimes share a story or sign up. Answers are checked as they come.
import { randomBytes } from 'node:crypto';
import { fieldOf, isApiError } from './http.mjs';
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
 * The in-stock catalogue, by collection, from GET /api/products (each product with its variants
 * as they were then).
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
 * A refusal for stock: a 409 in the API's format saying how many are left ("Only 2 left of
 * Inner Peace Tee in size M."), as a cart add beyond a variant's stock and a checkout that finds
 * too few left answer. A clear, expected answer the shopper handles, not a failure.
 * @param {Answer} answer
 */
export function isStockRefusal(answer) {
  return answer.status === 409 && isApiError(answer) && ONLY_LEFT.test(messageOf(answer));
}

const ONLY_LEFT = /^Only (\d+) left of /;
/** @type {(answer: Answer) => string} */
const messageOf = (answer) => {
  const message = fieldOf(answer.json, 'message');
  return typeof message === 'string' ? message : '';
};

/**
 * How a drill counts an answer: its status ('error' for none), or STOCK_REFUSED for a refusal
 * for stock.
 * @param {Answer} answer
 */
export const answerKey = (answer) =>
  isStockRefusal(answer) ? STOCK_REFUSED : answer.status === 0 ? 'error' : String(answer.status);
export const STOCK_REFUSED = '409 stock';

/**
 * Which variant a shopper takes: one of those in stock, by size for a sized product (the
 * product's `variants`). `variantId` is what the add names: none for a product sold in one
 * size, as the site sends it. Undefined when nothing is in stock.
 * @param {ProductDto} product
 */
export function chooseVariant(product) {
  const available = product.variants.filter((variant) => variant.inStock);
  if (available.length === 0) return undefined;
  const variant = pick(available);
  return {
    variant,
    variantId: product.variants.length > 1 ? variant.id : undefined,
    unitPriceCents: toCents(variant.price),
  };
}

/**
 * A line as the shopper knows it: the product, its variant, how many, and the cart line's id.
 * @typedef {{ product: ProductDto, variantId: number, sentVariantId: number | undefined, label: string, unitPriceCents: number, quantity: number, itemId: number }} Line
 */

/**
 * A visit as a generator: it yields requests and receives their answers. A request the
 * runner could not get answered (503, no connection) is yielded again while `retry` says so.
 * `ledger.checkedOut(order)` hears of every acknowledged checkout, with what it must hold; a
 * refusal for stock (an add beyond what is left, a checkout that finds too few) is handled as
 * a shopper would: the line is left out, or the cart changed and checked out again, or the
 * shopper gives up; the ledger counts each.
 * @param {Catalog} catalog
 * @param {import('./ledger.mjs').Ledger} ledger
 * @param {{ checkoutShare?: number }} [options]
 * @returns {Generator<Step, void, Answer>}
 */
export function* visit(catalog, ledger, { checkoutShare = 0.6 } = {}) {
  const sessionId = newSessionId();
  const tag = sessionId.slice(-12).replace(/[^A-Za-z0-9]/g, 'x');
  /** @type {Map<number, Line>} lines by variant (two sizes of one product are two lines) */
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
  /**
   * Adds `quantity` of a variant of `product`; a refusal for stock leaves it out.
   * @param {ProductDto} product
   * @param {NonNullable<ReturnType<typeof chooseVariant>>} choice
   * @param {number} [quantity]  none: one, the API's default
   * @returns {Generator<Step, boolean, Answer>}  whether the visit goes on
   */
  const add = function* (product, choice, quantity) {
    const added = yield* mustAnswer(
      step('POST /api/cart', 'POST', '/api/cart', {
        body: {
          sessionId,
          productId: product.id,
          ...(choice.variantId === undefined ? {} : { variantId: choice.variantId }),
          ...(quantity === undefined ? {} : { quantity }),
        },
        headers: addKey(),
      }),
    );
    if (isStockRefusal(added)) {
      ledger.stockRefused('add');
      return true;
    }
    if (!ok(added)) return false;
    const line = cart.get(choice.variant.id);
    cart.set(choice.variant.id, {
      product,
      variantId: choice.variant.id,
      sentVariantId: choice.variantId,
      label: choice.variant.label,
      unitPriceCents: choice.unitPriceCents,
      quantity: (line?.quantity ?? 0) + (quantity ?? 1),
      itemId: cartItemIdOf(added),
    });
    return true;
  };

  const collection = pick(COLLECTIONS);
  yield step(
    'GET /api/products/collection/:collection',
    'GET',
    `/api/products/collection/${collection}`,
  );
  const listed = pick(catalog.byCollection[collection]);
  // The product page as it is now: the shopper chooses among the sizes it offers.
  const page = yield step('GET /api/products/:id', 'GET', `/api/products/${listed.id}`);
  const product = ok(page) ? /** @type {ProductDto} */ (page.json) : listed;
  const first = chooseVariant(product);
  if (!first) {
    ledger.soldOutSeen();
    return;
  }
  if (!(yield* add(product, first, chance(0.5) ? 1 : 2))) return;

  if (chance(0.5)) {
    yield step('GET /api/products', 'GET', `/api/products?sort=${pick(['price-low', 'newest'])}`);
    // From the list the shopper saw at the start of the drill: its size may be gone since.
    const second = pick(catalog.all);
    const choice = chooseVariant(second);
    if (choice && !(yield* add(second, choice))) return;
  }
  if (cart.size === 0) return;

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
  const expected = expectedTotals(linesOf(cart), promoCode);
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
  // A first try, and one more after changing the cart to what is left.
  for (const attempt of [1, 2]) {
    const idempotencyKey = attempt === 1 ? `drill-${tag}` : `drill-${tag}-again`;
    const lines = linesOf(cart);
    const order = {
      sessionId,
      idempotencyKey,
      email,
      lines,
      expected: expectedTotals(lines, promoCode),
      promoCode,
    };
    const placed = yield* mustAnswer(
      step('POST /api/checkout', 'POST', '/api/checkout', {
        body: { sessionId, email, ...ADDRESS, promoCode, paymentMethod: 'card' },
        headers: { 'idempotency-key': idempotencyKey },
      }),
    );
    if (placed.status === 201) {
      const { orderId } = /** @type {import('@healing/contracts').CheckoutResponse} */ (
        placed.json
      );
      ledger.checkedOut({ ...order, orderId });
      if (attempt === 2) ledger.placedAfterRefusal();
      return;
    }
    if (!isStockRefusal(placed)) {
      ledger.unanswered({ ...order, status: placed.status });
      return;
    }
    ledger.stockRefused('checkout');
    // The refusal names the line and what is left of it: take that many, or drop the line.
    const short = attempt === 1 ? shortLine(cart, messageOf(placed)) : undefined;
    if (!short) {
      ledger.gaveUp();
      return;
    }
    const changed = yield* mustAnswer(
      short.left === 0
        ? step('DELETE /api/cart/:itemId', 'DELETE', `/api/cart/${short.line.itemId}`, {
            headers: { 'x-session-id': sessionId },
          })
        : step('PUT /api/cart/:itemId', 'PUT', `/api/cart/${short.line.itemId}`, {
            body: { quantity: short.left },
            headers: { 'x-session-id': sessionId },
          }),
    );
    if (!ok(changed)) return;
    if (short.left === 0) {
      cart.delete(short.line.variantId);
      ledger.lineDropped();
    } else short.line.quantity = short.left;
    if (cart.size === 0) {
      ledger.gaveUp();
      return;
    }
  }
}

/**
 * The order lines a cart makes.
 * @param {Map<number, Line>} cart
 * @returns {import('./money.mjs').OrderLine[]}
 */
function linesOf(cart) {
  return [...cart.values()].map((l) => ({
    productId: l.product.id,
    variantId: l.variantId,
    unitPriceCents: l.unitPriceCents,
    quantity: l.quantity,
  }));
}

/**
 * The line a refusal for stock names ("Only 2 left of Inner Peace Tee in size M."), and how
 * many are left of it; undefined when the message names none of the cart's lines.
 * @param {Map<number, Line>} cart
 * @param {string} message
 */
function shortLine(cart, message) {
  const left = ONLY_LEFT.exec(message);
  if (!left) return undefined;
  const named = [...cart.values()].filter(
    (line) =>
      message.startsWith(`${left[0]}${line.product.name}`) &&
      (line.sentVariantId === undefined || message.includes(` ${line.label}.`)),
  );
  // Two lines the message could name (one name the prefix of another): the longest name.
  named.sort((a, b) => b.product.name.length - a.product.name.length);
  const line = named[0];
  return line && Number(left[1]) < line.quantity ? { line, left: Number(left[1]) } : undefined;
}

/**
 * The cart line a 2xx POST /api/cart answered with.
 * @param {Answer} answer
 */
function cartItemIdOf(answer) {
  return /** @type {import('@healing/contracts').CartItemDto} */ (answer.json).id;
}
