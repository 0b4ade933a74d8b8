// Mixed shoppers through the shop's public origin, as the API's load drill drives them
// (api/drills/lib/shopper.mjs: browse, cart, checkout, stories, newsletter), plus contact
// messages and image uploads. Each visit comes from its own loopback address, as visitors come
// from theirs, so the per-address write limit sees many clients, as in production. Writes the
// platform resends when their answer is lost (cart adds, stories, contact messages: a 502, 503,
// 504 or no answer) are resent once, 800 ms later, with the same Idempotency-Key: what the
// shopper is left with is the second answer.
import { randomBytes } from 'node:crypto';
import { createClient } from '../../../../api/drills/lib/http.mjs';
import { pacer } from '../../../../api/drills/lib/load-runner.mjs';
import { visit } from '../../../../api/drills/lib/shopper.mjs';

export { catalogFrom } from '../../../../api/drills/lib/shopper.mjs';
export { Ledger } from '../../../../api/drills/lib/ledger.mjs';
export { LatencyBook } from '../../../../api/drills/lib/stats.mjs';

const RESENT_BY_PLATFORM = new Set([
  'POST /api/cart',
  'PUT /api/cart/:itemId',
  'POST /api/checkout',
  'POST /api/healing-moments',
  'POST /api/contact',
]);
const RESEND_DELAY_MS = 800;
const OUTCOME_UNKNOWN = new Set([0, 502, 503, 504]);
// A valid 1x1 PNG; each upload appends bytes of its own after the image's end.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

/** @typedef {import('../../../../api/drills/lib/http.mjs').Answer} Answer */
/** @typedef {import('../../../../api/drills/lib/shopper.mjs').Step} Step */
/** @typedef {import('../../../../api/drills/lib/shopper.mjs').Catalog} Catalog */

/** What the uploads answered, to be read back through every replica. */
/** @typedef {{ id: string, bytes: Buffer }} StoredUpload */

const chance = (/** @type {number} */ p) => Math.random() < p;
const sleep = (/** @type {number} */ ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * An image upload as the designer's form sends it.
 * @param {Buffer} image
 */
export function uploadStep(image) {
  const boundary = `drill${randomBytes(8).toString('hex')}`;
  return {
    endpoint: 'POST /api/uploads',
    method: 'POST',
    path: '/api/uploads',
    contentType: `multipart/form-data; boundary=${boundary}`,
    rawBody: Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="drill.png"\r\nContent-Type: image/png\r\n\r\n`,
      ),
      image,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]),
  };
}

/**
 * A contact message, sent with its key as the community's contact form sends it.
 * @param {string} tag
 * @returns {Step}
 */
export function contactStep(tag) {
  return {
    endpoint: 'POST /api/contact',
    method: 'POST',
    path: '/api/contact',
    body: {
      firstName: 'Drill',
      lastName: 'Contact',
      email: `drill-contact-${tag}@example.com`,
      subject: 'general',
      message: 'Several replicas, one answer: thank you.',
    },
    headers: { 'idempotency-key': `drill-contact-${tag}` },
  };
}

/**
 * One visit: the load drill's, then sometimes a contact message and an image upload.
 * @param {Catalog} catalog
 * @param {import('../../../../api/drills/lib/ledger.mjs').Ledger} ledger
 * @param {StoredUpload[]} uploads
 * @returns {Generator<Step, void, Answer>}
 */
function* mixedVisit(catalog, ledger, uploads) {
  yield* visit(catalog, ledger);
  const tag = randomBytes(9).toString('base64url');
  if (chance(0.08)) yield contactStep(tag);
  if (chance(0.08)) {
    const image = Buffer.concat([PNG, randomBytes(512)]);
    const answer = yield uploadStep(image);
    const id = /** @type {{ id?: unknown } | undefined} */ (answer.json)?.id;
    if (answer.status === 201 && typeof id === 'string') uploads.push({ id, bytes: image });
  }
}

/**
 * Clients for `count` loopback addresses from `prefix` (`127.1`: 127.1.0.1, 127.1.0.2 ...),
 * each with its own keep-alive connections.
 * @param {string} baseUrl
 * @param {string} prefix
 * @param {number} count
 */
export function addressPool(baseUrl, prefix, count) {
  const clients = Array.from({ length: count }, (_, i) =>
    createClient({
      baseUrl,
      localAddress: `${prefix}.${Math.floor(i / 254)}.${(i % 254) + 1}`,
      maxSockets: 4,
      timeoutMs: 60_000,
    }),
  );
  let next = 0;
  return {
    /** The next address's client, round robin. */
    next: () => /** @type {(typeof clients)[number]} */ (clients[next++ % clients.length]),
    close: () => clients.forEach((client) => client.close()),
  };
}

/**
 * What the shoppers saw.
 * @typedef {object} ShoppingFigures
 * @property {number} sent       requests, resends included
 * @property {number} seconds
 * @property {number} rate       requests/s
 * @property {number} late       requests sent more than a slot behind schedule
 * @property {{ endpoint: string, status: number, error?: string, at: number }[]} resent
 *   first answers that were lost and resent
 * @property {{ endpoint: string, status: number, error?: string, at: number, requestId?: string, detail: string }[]} serverErrors
 *   5xx (or no answer) the shopper was left with, with the answer's request id and its start
 */

/**
 * `shoppers` concurrent visitors for `seconds`, at `rate` requests/s over them all (or as fast
 * as answered). `onAnswer(endpoint, answer)` hears what each shopper was left with.
 * @param {object} options
 * @param {ReturnType<typeof addressPool>} options.pool
 * @param {Catalog} options.catalog
 * @param {import('../../../../api/drills/lib/ledger.mjs').Ledger} options.ledger
 * @param {StoredUpload[]} options.uploads
 * @param {number} options.shoppers
 * @param {number} options.seconds
 * @param {number} [options.rate]
 * @param {(endpoint: string, answer: Answer) => void} options.onAnswer
 * @returns {Promise<ShoppingFigures>}
 */
export async function runShoppers({
  pool,
  catalog,
  ledger,
  uploads,
  shoppers,
  seconds,
  rate,
  onAnswer,
}) {
  const startedAt = performance.now();
  const deadline = startedAt + seconds * 1000;
  const interval = rate ? (shoppers * 1000) / rate : 0;
  let sent = 0;
  let late = 0;
  /** @type {ShoppingFigures['resent']} */
  const resent = [];
  /** @type {ShoppingFigures['serverErrors']} */
  const serverErrors = [];
  async function shopper() {
    const slot = pacer(interval, () => (late += 1));
    while (performance.now() < deadline) {
      const client = pool.next();
      const journey = mixedVisit(catalog, ledger, uploads);
      let next = journey.next();
      while (!next.done) {
        const step = next.value;
        await slot.next();
        let answer = await client.request(step.method, step.path, step);
        sent += 1;
        if (RESENT_BY_PLATFORM.has(step.endpoint) && OUTCOME_UNKNOWN.has(answer.status)) {
          resent.push({
            endpoint: step.endpoint,
            status: answer.status,
            error: answer.error,
            at: Date.now(),
          });
          await sleep(RESEND_DELAY_MS);
          answer = await client.request(step.method, step.path, step);
          sent += 1;
        }
        if (answer.status >= 500 || answer.status === 0) {
          serverErrors.push({
            endpoint: step.endpoint,
            status: answer.status,
            error: answer.error,
            at: Date.now(),
            requestId: answer.headers?.['x-request-id']?.toString(),
            detail: `request id ${String(answer.headers?.['x-request-id'])}: ${(answer.text ?? '').slice(0, 160)}`,
          });
        }
        onAnswer(step.endpoint, answer);
        next = journey.next(answer);
      }
    }
  }
  await Promise.all(Array.from({ length: shoppers }, shopper));
  const elapsed = (performance.now() - startedAt) / 1000;
  return { sent, seconds: elapsed, rate: sent / elapsed, late, resent, serverErrors };
}
