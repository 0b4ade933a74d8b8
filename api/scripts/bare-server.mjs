// The benchmark's yardstick: the busiest catalogue read served by bare Node `http` + `pg`,
// with the API's SQL and the API's JSON, and nothing else. Started by bench.mjs as a child.
import http from 'node:http';
import pg from 'pg';
import contracts from '@healing/contracts';

// The contracts are built as CommonJS: their names come through the default export.
const { FEW_LEFT } = contracts;
const { DATABASE_URL, PORT = '3902', DB_POOL_SIZE = '20' } = process.env;
const PREFIX = '/api/products/collection/';
const COLLECTIONS = new Set(['inner-beauty', 'life-happens', 'love-is']);

// The SQL TypeORM builds in api/src/products/product-list-sql.ts (sort "name", collection filter).
const SQL = `SELECT "p"."id" AS "id", "p"."name" AS "name", "p"."description" AS "description",
  "p"."image" AS "image", "p"."price" AS "price", "p"."category" AS "category",
  "p"."collection" AS "collection", "p"."kind" AS "kind", "p"."in_stock" AS "inStock",
  "p"."created_at" AS "createdAt", "p"."options" AS "options",
  COALESCE((SELECT json_agg(json_build_object('id', v.id, 'label', v.label,
    'options', v.option_values, 'sku', v.sku, 'price', v.price::text, 'stock', v.stock)
    ORDER BY v.position, v.id) FROM product_variants v WHERE v.product_id = p.id), '[]'::json)
    AS "variants"
  FROM "products" "p" WHERE "p"."collection" = $1
  ORDER BY lower(p.name) COLLATE "C" ASC, "p"."id" ASC`;

const pool = new pg.Pool({ connectionString: DATABASE_URL, max: Number(DB_POOL_SIZE) });

/**
 * A row of SQL, as pg reads it.
 * @typedef {{ id: number, label: string, options: Record<string, string>, sku: string | null, price: string | null, stock: number }} VariantRow
 * @typedef {Omit<import('@healing/contracts').ProductDto, 'createdAt' | 'variants'> & { createdAt: Date, variants: VariantRow[] }} ProductRow
 */

/**
 * The same DTO as api/src/products/product.mapper.ts.
 * @param {ProductRow} row
 * @returns {import('@healing/contracts').ProductDto}
 */
const toProductDto = (row) => {
  const variants = row.variants.map((variant) => {
    const inStock = row.inStock && variant.stock > 0;
    return {
      id: variant.id,
      label: variant.label,
      options: variant.options,
      sku: variant.sku,
      // numeric(10,2) as text already has the API's two decimals.
      price: variant.price ?? row.price,
      inStock,
      fewLeft: inStock && variant.stock <= FEW_LEFT ? variant.stock : null,
    };
  });
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    image: row.image,
    price: row.price,
    category: row.category,
    collection: row.collection,
    kind: row.kind,
    inStock: variants.some((variant) => variant.inStock),
    createdAt: row.createdAt.toISOString(),
    options: row.options,
    variants,
  };
};

/**
 * @param {http.ServerResponse} response
 * @param {number} status
 * @param {unknown} body
 */
function send(response, status, body) {
  const json = JSON.stringify(body);
  response.writeHead(status, {
    'content-type': 'application/json; charset=utf-8',
    'content-length': Buffer.byteLength(json),
  });
  response.end(json);
}

const server = http.createServer((request, response) => {
  const collection = request.url?.startsWith(PREFIX) ? request.url.slice(PREFIX.length) : '';
  if (request.method !== 'GET' || !COLLECTIONS.has(collection)) {
    send(response, 404, { statusCode: 404, message: 'Not found', error: 'Not Found' });
    return;
  }
  // A named statement, prepared once per connection, as the API's catalogue reads are
  // (api/src/database/read-rows.ts).
  pool.query({ name: 'product-list', text: SQL, values: [collection] }).then(
    (/** @type {pg.QueryResult<ProductRow>} */ result) =>
      send(response, 200, result.rows.map(toProductDto)),
    (/** @type {unknown} */ error) =>
      send(response, 500, { statusCode: 500, message: String(error), error: 'Error' }),
  );
});

server.listen(Number(PORT), '127.0.0.1', () => console.log(`bare server on ${PORT}`));
process.on('SIGTERM', () => {
  server.close();
  void pool.end().then(() => process.exit(0));
});
