// Stock: what a drill starts each variant with (set directly in the database once the API has
// seeded it), and the stock promises checked from the database at the end: every variant's stock
// is what it started with less what its orders took (cancelled orders give theirs back), and
// never below 0.
import { connect } from './postgres.mjs';

/** Plenty: what a variant the drill does not want to run out of starts with. */
export const PLENTY = 100_000;

/**
 * The few variants the `scarce` plan starts low, so that they sell out during a run while the
 * rest stay in stock (each painting keeps its one piece): T-shirt sizes, a baby size, and
 * one-size products, from a couple of pieces (gone within seconds) to a few hundred (gone late
 * in a long run, or not at all in a short one).
 */
const SCARCE = {
  't-shirt': [2, 3, 8],
  'infant-onesie': [3],
  'one-size': [5, 12, 40, 150, 400],
};

/**
 * A variant as the database holds it, with its product's kind.
 * @typedef {{ id: number, productId: number, kind: string, label: string, stock: number }} VariantRow
 */

/**
 * Every variant of every product, by id.
 * @param {import('pg').Client} db
 * @returns {Promise<VariantRow[]>}
 */
async function variants(db) {
  /** @type {import('pg').QueryResult<VariantRow>} */
  const result = await db.query(
    `SELECT v.id, v.product_id AS "productId", p.kind, v.label, v.stock
       FROM product_variants v JOIN products p ON p.id = v.product_id ORDER BY v.id`,
  );
  return result.rows;
}

/**
 * Sets every variant's starting stock. `scarce`: the paintings keep their 1, a few variants
 * start low (SCARCE), the rest PLENTY. `plenty`: every variant PLENTY (a drill about crashes,
 * where a refusal for stock is not what it tests). Answers the stock each variant starts with.
 * @param {string} databaseUrl
 * @param {'scarce' | 'plenty'} plan
 */
export async function setStartingStock(databaseUrl, plan) {
  const db = await connect(databaseUrl);
  try {
    const all = await variants(db);
    /** @type {Map<number, number>} */
    const start = new Map(all.map((v) => [v.id, PLENTY]));
    if (plan === 'scarce') {
      for (const v of all) if (v.kind === 'painting') start.set(v.id, 1);
      // One low variant per product, in product order, so that sizes of different products go.
      /** @type {Record<string, number[]>} */
      const left = Object.fromEntries(Object.entries(SCARCE).map(([k, list]) => [k, [...list]]));
      /** @type {Set<number>} */
      const products = new Set();
      for (const v of all) {
        const group = v.kind in SCARCE ? v.kind : v.kind === 'painting' ? null : 'one-size';
        const stock = group ? left[group]?.[0] : undefined;
        if (stock === undefined || products.has(v.productId)) continue;
        // Sizes from the middle of the run of sizes (the first product's XS is not the only one).
        if (group !== 'one-size' && v.label === 'XS') continue;
        start.set(v.id, stock);
        left[group ?? ''].shift();
        products.add(v.productId);
      }
    }
    await db.query(
      `UPDATE product_variants v SET stock = s.stock
         FROM unnest($1::int[], $2::int[]) AS s (id, stock) WHERE v.id = s.id`,
      [[...start.keys()], [...start.values()]],
    );
    const low = [...start.values()].filter((stock) => stock < PLENTY).sort((a, b) => a - b);
    console.log(
      `Starting stock (${plan}): ${start.size} variants, ${start.size - low.length} with ${PLENTY}${low.length ? `, ${low.length} low: ${low.join(', ')}` : ''}`,
    );
    return start;
  } finally {
    await db.end();
  }
}

/**
 * The stock promises, from the database: for every variant, starting stock less the quantities
 * on its lines of orders that are not cancelled equals its stock now; no stock below 0; every
 * catalogue line of an order names its variant. Figures: variants sold out, pieces sold.
 * @param {import('pg').Client} db
 * @param {Map<number, number>} start  each variant's starting stock
 */
export async function checkStock(db, start) {
  /** @type {string[]} */
  const broken = [];
  const now = await variants(db);
  /** @type {import('pg').QueryResult<{ variant_id: number, sold: number }>} */
  const sold = await db.query(
    `SELECT i.variant_id, sum(i.quantity)::int AS sold
       FROM order_items i JOIN orders o ON o.id = i.order_id
      WHERE o.status <> 'cancelled' AND i.variant_id IS NOT NULL GROUP BY i.variant_id`,
  );
  /** @type {import('pg').QueryResult<{ n: number, cancelled: number }>} */
  const lines = await db.query(
    `SELECT count(*) FILTER (WHERE i.variant_id IS NULL AND NOT i.is_custom_design)::int AS n,
            count(DISTINCT o.id) FILTER (WHERE o.status = 'cancelled')::int AS cancelled
       FROM order_items i JOIN orders o ON o.id = i.order_id`,
  );
  const soldBy = new Map(sold.rows.map((row) => [row.variant_id, row.sold]));
  let wrong = 0;
  let oversold = 0;
  let below = 0;
  /** @type {string[]} */
  const examples = [];
  for (const variant of now) {
    const first = start.get(variant.id);
    const taken = soldBy.get(variant.id) ?? 0;
    if (first === undefined) {
      examples.push(`variant ${variant.id} appeared during the drill`);
      wrong += 1;
      continue;
    }
    if (variant.stock < 0) below += 1;
    if (taken > first) oversold += taken - first;
    if (first - taken !== variant.stock) {
      wrong += 1;
      examples.push(
        `variant ${variant.id} (${variant.label}): started ${first}, orders took ${taken}, has ${variant.stock}`,
      );
    }
  }
  const soldOut = now.filter((v) => v.stock === 0 && (start.get(v.id) ?? 0) > 0).length;
  const figures = {
    variants: now.length,
    soldOut,
    pieces: [...soldBy.values()].reduce((sum, n) => sum + n, 0),
    oversold,
    cancelledOrders: lines.rows[0].cancelled,
  };
  console.log(
    `Stock: ${figures.pieces} pieces sold from ${figures.variants} variants; sold out during the drill: ${soldOut}; oversold: ${oversold}; stock below 0: ${below}; orders cancelled (stock returned): ${figures.cancelledOrders}`,
  );
  if (wrong)
    broken.push(
      `${wrong} variants' stock is not their starting stock less what their orders took (first: ${examples[0]})`,
    );
  if (oversold) broken.push(`${oversold} pieces were sold beyond their variants' stock`);
  if (below) broken.push(`${below} variants have stock below 0`);
  if (lines.rows[0].n) broken.push(`${lines.rows[0].n} catalogue order lines name no variant`);
  return { broken, figures };
}
