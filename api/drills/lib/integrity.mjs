// What the database must hold after the drill: every acknowledged order exactly once, with its
// lines (each with its variant) and amounts; no order without lines; one confirmation e-mail
// per order; and, given the starting stock, every variant's stock accounted for (stock.mjs).
import { expectedTotals, toCents } from './money.mjs';
import { connect } from './postgres.mjs';
import { checkStock } from './stock.mjs';

/** @typedef {import('./money.mjs').Totals} Totals */

/** @type {(keyof Totals)[]} */
const AMOUNTS = ['subtotal', 'discount', 'shipping', 'tax', 'total'];

/**
 * An order as stored (amounts as PostgreSQL sends numerics: "12.34").
 * @typedef {Totals & {
 *   id: number,
 *   session_id: string,
 *   idempotency_key: string | null,
 *   email: string,
 *   promo_code: string | null,
 * }} OrderRow
 */

/**
 * The drill's orders (the ones of `sessionIds`, when given), each with its lines.
 * @param {import('pg').Client} db
 * @param {string[]} [sessionIds]
 */
async function drillOrders(db, sessionIds) {
  /** @type {import('pg').QueryResult<OrderRow>} */
  const orders = await db.query(
    `SELECT id, session_id, idempotency_key, email, subtotal, discount, shipping, tax, total, promo_code
       FROM orders WHERE email LIKE 'drill-%' AND ($1::text[] IS NULL OR session_id = ANY($1))`,
    [sessionIds ?? null],
  );
  /** @type {import('pg').QueryResult<{ order_id: number, product_id: number | null, variant_id: number | null, quantity: number, price: string }>} */
  const items = await db.query(
    `SELECT i.order_id, i.product_id, i.variant_id, i.quantity, i.price
       FROM order_items i JOIN orders o ON o.id = i.order_id
      WHERE o.email LIKE 'drill-%' AND ($1::text[] IS NULL OR o.session_id = ANY($1))`,
    [sessionIds ?? null],
  );
  /** @type {Map<number, import('./money.mjs').OrderLine[]>} */
  const linesByOrder = new Map();
  for (const item of items.rows) {
    const lines = linesByOrder.get(item.order_id) ?? [];
    lines.push({
      productId: item.product_id,
      variantId: item.variant_id,
      quantity: item.quantity,
      unitPriceCents: toCents(item.price),
    });
    linesByOrder.set(item.order_id, lines);
  }
  return orders.rows.map((order) => ({ ...order, lines: linesByOrder.get(order.id) ?? [] }));
}

const lineKey = (/** @type {import('./money.mjs').OrderLine[]} */ lines) =>
  lines
    .map((l) => `${l.productId}/${l.variantId ?? '-'}x${l.quantity}@${l.unitPriceCents}`)
    .sort()
    .join(',');

/**
 * Checks `ledger.acknowledged` against the database (the orders of `sessionIds` only, when
 * given). `unacknowledgedAllowed`: orders stored without a 201 reaching the shopper (the answer
 * lost in a crash) are counted, not a failure; without faults there must be none.
 * @param {import('pg').Client} db
 * @param {import('./ledger.mjs').Ledger} ledger
 * @param {{ unacknowledgedAllowed?: boolean, sessionIds?: string[] }} [options]
 */
export async function checkOrders(db, ledger, { unacknowledgedAllowed = false, sessionIds } = {}) {
  /** @type {string[]} */
  const broken = [];
  const stored = await drillOrders(db, sessionIds);
  const byId = new Map(stored.map((order) => [order.id, order]));
  /** @type {Map<string, number>} */
  const perSession = new Map();
  for (const order of stored)
    perSession.set(order.session_id, (perSession.get(order.session_id) ?? 0) + 1);

  let missing = 0;
  let wrong = 0;
  for (const ack of ledger.acknowledged) {
    const order = byId.get(ack.orderId);
    if (
      !order ||
      order.session_id !== ack.sessionId ||
      order.idempotency_key !== ack.idempotencyKey
    ) {
      missing += 1;
      continue;
    }
    const exact = lineKey(order.lines) === lineKey(ack.lines);
    const amountsRight = AMOUNTS.every((field) => order[field] === ack.expected[field]);
    if (!exact || !amountsRight || order.lines.length === 0) wrong += 1;
  }
  // Every stored order, acknowledged or not, must add up from its own lines.
  const inconsistent = stored.filter((order) => {
    const own = expectedTotals(order.lines, order.promo_code);
    return order.lines.length === 0 || AMOUNTS.some((field) => order[field] !== own[field]);
  }).length;
  const duplicated = [...perSession.values()].filter((n) => n > 1).length;
  const acknowledgedIds = new Set(ledger.acknowledged.map((ack) => ack.orderId));
  const unacknowledged = stored.filter((order) => !acknowledgedIds.has(order.id)).length;

  /** @type {import('pg').QueryResult<{ id: number, n: number }>} */
  const mails = await db.query(
    `SELECT o.id, count(m.id)::int AS n FROM orders o
       LEFT JOIN mail_outbox m ON m.to_address = o.email AND m.kind = 'order-confirmation'
      WHERE o.email LIKE 'drill-%' AND ($1::text[] IS NULL OR o.session_id = ANY($1)) GROUP BY o.id`,
    [sessionIds ?? null],
  );
  const withoutOneMail = mails.rows.filter((row) => row.n !== 1).length;

  if (missing) broken.push(`${missing} acknowledged orders are not in the database`);
  if (wrong) broken.push(`${wrong} acknowledged orders differ from what the shopper was told`);
  if (inconsistent)
    broken.push(`${inconsistent} orders have no lines or amounts that do not add up`);
  if (duplicated) broken.push(`${duplicated} sessions have more than one order`);
  if (withoutOneMail)
    broken.push(`${withoutOneMail} orders do not have exactly one confirmation e-mail`);
  if (unacknowledged && !unacknowledgedAllowed)
    broken.push(`${unacknowledged} orders were stored without a 201`);
  if (ledger.mismatches.length) {
    broken.push(
      `${ledger.mismatches.length} cart summaries disagreed with the money rule (first: ${ledger.mismatches[0]})`,
    );
  }
  const figures = {
    acknowledged: ledger.acknowledged.length,
    stored: stored.length,
    storedWithoutAnswer: unacknowledged,
    lines: stored.reduce((sum, order) => sum + order.lines.length, 0),
  };
  return { broken, figures };
}

/**
 * Every acknowledged story stored, and no story stored twice (a visit shares one at most).
 * @param {import('pg').Client} db
 * @param {import('./ledger.mjs').Ledger} ledger
 */
export async function checkStories(db, ledger) {
  /** @type {import('pg').QueryResult<{ name: string, n: number }>} */
  const stored = await db.query(
    `SELECT name, count(*)::int AS n FROM healing_moments WHERE name LIKE 'Drill %' GROUP BY name`,
  );
  const counts = new Map(stored.rows.map((row) => [row.name, row.n]));
  const missing = ledger.stories.filter((name) => !counts.has(name)).length;
  const doubled = stored.rows.filter((row) => row.n > 1).length;
  /** @type {string[]} */
  const broken = [];
  if (missing) broken.push(`${missing} acknowledged stories are not in the database`);
  if (doubled) broken.push(`${doubled} stories were stored more than once`);
  return { broken, figures: { acknowledged: ledger.stories.length, stored: stored.rows.length } };
}

/**
 * Connects, checks every acknowledged order and story (and the stock, given each variant's
 * starting stock), prints the counts: what broke.
 * @param {string} databaseUrl
 * @param {import('./ledger.mjs').Ledger} ledger
 * @param {Map<number, number>} [startingStock]
 */
export async function reportStored(databaseUrl, ledger, startingStock) {
  const db = await connect(databaseUrl);
  try {
    const orders = await checkOrders(db, ledger);
    const stories = await checkStories(db, ledger);
    console.log(
      `Orders: ${orders.figures.acknowledged} acknowledged, ${orders.figures.stored} stored, ${orders.figures.lines} lines; stories: ${stories.figures.acknowledged} acknowledged, ${stories.figures.stored} stored`,
    );
    const s = ledger.stock;
    console.log(
      `Refusals for stock: ${s.refusedAdds} cart adds, ${s.refusedCheckouts} checkouts; after a refused checkout ${s.linesDropped} lines dropped, ${s.placedAfterRefusal} orders placed with what was left, ${s.gaveUp} shoppers gave up; ${s.soldOutSeen} product pages sold out in every size`,
    );
    const stock = startingStock ? await checkStock(db, startingStock) : { broken: [] };
    return [...orders.broken, ...stories.broken, ...stock.broken];
  } finally {
    await db.end();
  }
}
