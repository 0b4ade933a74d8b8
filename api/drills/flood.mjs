// flood: one client posts stories, sign-ups and checkouts as fast as it can while a normal
// shopper on another address shops. The flooder gets 429 after WRITE_RATE_LIMIT_PER_MINUTE
// writes, and no forged X-Forwarded-For gets it more; the shopper is served as usual. Then the
// same through a trusted proxy (the shell's /api proxy), where X-Forwarded-For names the client.
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { startApi } from './lib/api.mjs';
import { flood } from './lib/flood-writer.mjs';
import { createClient } from './lib/http.mjs';
import { Ledger } from './lib/ledger.mjs';
import { loadCatalog, runShoppers } from './lib/load-runner.mjs';
import { connect, freshPostgres } from './lib/postgres.mjs';
import { PORTS } from './lib/settings.mjs';
import { answerKey, STOCK_REFUSED } from './lib/shopper.mjs';
import { LatencyBook } from './lib/stats.mjs';

export const description = 'a write flood from one address; a shopper on another served normally';

const LIMIT = 120;
const SECONDS = 15;
const FLOOD_CONCURRENCY = 16;
const SHOPPER_RATE = 4;

/**
 * @param {object} options
 * @param {string} options.name
 * @param {import('./lib/shopper.mjs').Catalog} options.catalog
 * @param {import('./lib/http.mjs').Client} options.flooder
 * @param {import('./lib/http.mjs').Client} options.shopper
 * @param {() => string} [options.forge]  an X-Forwarded-For made up for each of the flooder's writes
 * @param {import('pg').Client} options.db
 */
async function phase({ name, catalog, flooder, shopper, forge, db }) {
  /** @type {string[]} */
  const broken = [];
  const marker = `flood-${randomBytes(4).toString('hex')}`;
  const book = new LatencyBook();
  const ledger = new Ledger();
  const [attack, shopping] = await Promise.all([
    flood(flooder, { forge, marker, seconds: SECONDS, concurrency: FLOOD_CONCURRENCY }),
    runShoppers({
      client: shopper,
      catalog,
      ledger,
      shoppers: 1,
      seconds: SECONDS,
      rate: SHOPPER_RATE,
      onAnswer: (endpoint, answer) => book.record(endpoint, answer, answerKey(answer)),
      visitOptions: { checkoutShare: 1 },
    }),
  ]);
  /** @type {import('pg').QueryResult<{ n: number }>} */
  const storedCount = await db.query(
    'SELECT count(*)::int AS n FROM healing_moments WHERE name = $1',
    [marker],
  );
  const stored = storedCount.rows[0].n;
  // A refusal for stock (the seeded stock: one piece of each painting) is the shop serving her.
  const served = book.total((s) => s.startsWith('2') || s === STOCK_REFUSED);
  const rows = book.rows();
  const p99 = Math.max(...rows.map((row) => row.p99));
  console.log(`\n${name}:`);
  console.log(
    `  flooder: ${attack.sent} writes in ${SECONDS} s (${(attack.sent / SECONDS).toFixed(0)}/s): ${attack.admitted} let through, then 429; answers ${JSON.stringify(attack.statuses)}; its stories stored: ${stored}`,
  );
  console.log(
    `  shopper: ${shopping.sent} requests, ${served} answered 2xx or refused for stock (${book.total((s) => s === STOCK_REFUSED)}), ${ledger.acknowledged.length} orders placed; worst endpoint p99 ${p99.toFixed(0)} ms`,
  );
  if (attack.admitted > LIMIT)
    broken.push(`${name}: the flooder got ${attack.admitted} writes through (limit ${LIMIT})`);
  if (!(attack.statuses[429] > 0)) broken.push(`${name}: the flooder never got a 429`);
  if (attack.badLimitAnswers)
    broken.push(
      `${name}: ${attack.badLimitAnswers} 429 answers without the error format or Retry-After`,
    );
  if (stored > attack.admitted) broken.push(`${name}: more stories stored than writes let through`);
  if (served !== shopping.sent)
    broken.push(`${name}: the shopper got ${shopping.sent - served} failed answers`);
  if (ledger.acknowledged.length === 0) broken.push(`${name}: the shopper could not check out`);
  return broken;
}

export async function run() {
  /** @type {string[]} */
  const broken = [];
  const postgres = await freshPostgres('flood', PORTS.flood.pg);
  // Only 127.0.0.1 is a trusted proxy here, so the other loopback addresses are plain clients.
  const api = startApi({
    port: PORTS.flood.api,
    env: {
      DATABASE_URL: postgres.url,
      DATA_DIR: path.join(postgres.dir, 'data'),
      WRITE_RATE_LIMIT_PER_MINUTE: String(LIMIT),
      TRUSTED_PROXIES: '127.0.0.1',
    },
  });
  /** @type {import('./lib/http.mjs').Client[]} */
  const clients = [];
  /** @param {{ localAddress?: string, defaultHeaders?: Record<string, string> }} options */
  const client = (options) => {
    const c = createClient({ baseUrl: api.url, maxSockets: FLOOD_CONCURRENCY, ...options });
    clients.push(c);
    return c;
  };
  const db = await connect(postgres.url);
  try {
    await api.waitUntilUp();
    const catalog = await loadCatalog(client({}));
    const randomAddress = () => `203.0.113.${Math.floor(Math.random() * 254) + 1}`;
    broken.push(
      ...(await phase({
        name: 'Direct: flooder on 127.0.0.3 forging X-Forwarded-For, shopper on 127.0.0.2',
        catalog,
        db,
        forge: randomAddress,
        flooder: client({ localAddress: '127.0.0.3' }),
        shopper: client({ localAddress: '127.0.0.2' }),
      })),
    );
    broken.push(
      ...(await phase({
        name: 'Through the trusted proxy (127.0.0.1): flooder 198.51.100.66, shopper 198.51.100.7',
        catalog,
        db,
        flooder: client({
          localAddress: '127.0.0.1',
          defaultHeaders: { 'x-forwarded-for': '198.51.100.66' },
        }),
        shopper: client({
          localAddress: '127.0.0.1',
          defaultHeaders: { 'x-forwarded-for': '198.51.100.7' },
        }),
      })),
    );
    const reads = await client({ localAddress: '127.0.0.3' }).request('GET', '/api/products');
    console.log(`\nThe flooder's reads after the flood: GET /api/products -> ${reads.status}`);
    if (reads.status !== 200) broken.push('reads were limited too');
  } finally {
    await db.end();
    for (const c of clients) c.close();
    await api.stop();
    await postgres.stop();
  }
  return broken;
}
