// Drives shoppers against the API: as fast as they can (to find the peak) or at a set rate.
import { catalogFrom, visit } from './shopper.mjs';
import { sleep } from './settings.mjs';

const RETRY_DELAY_MS = 500;

/** @param {import('./http.mjs').Client} client */
export async function loadCatalog(client) {
  const answer = await client.request('GET', '/api/products');
  const products = /** @type {import('@healing/contracts').ProductDto[]} */ (answer.json);
  if (answer.status !== 200 || !Array.isArray(products) || products.length === 0) {
    throw new Error(`GET /api/products answered ${answer.status}: no catalogue to shop from`);
  }
  return catalogFrom(products);
}

/**
 * One shopper's pace: `next()` waits for its next slot, `interval` ms after the last one (the
 * first at a random point of the first interval, so shoppers do not march in step). Fallen
 * behind by more than a slot, it calls `onLate` and does not catch up in a burst; `restart()`
 * counts the next slot from now (after a pause of the shopper's own). 0: no pacing.
 * @param {number} interval
 * @param {() => void} onLate
 */
export function pacer(interval, onLate) {
  let due = performance.now() + Math.random() * interval;
  return {
    async next() {
      if (!interval) return;
      const wait = due - performance.now();
      if (wait > 0) await sleep(wait);
      if (wait < -interval) {
        onLate();
        due = performance.now();
      }
      due += interval;
    },
    restart() {
      due = performance.now();
    },
  };
}

/**
 * `shoppers` concurrent visitors for `seconds`. With `rate` (requests/s over all shoppers)
 * each sends on a fixed schedule, so latency is measured at that load, not at whatever pace
 * the server allows; without it each sends its next request as soon as it has an answer.
 * A visit under way when time is up is finished. `onAnswer(endpoint, answer)` sees them all.
 * Answers `sent` (every request), `seconds` (until the last visit ended), `rate` (requests sent
 * within `seconds` per second) and `late` (slots missed).
 * @param {object} options
 * @param {import('./http.mjs').Client} options.client
 * @param {import('./shopper.mjs').Catalog} options.catalog
 * @param {import('./ledger.mjs').Ledger} options.ledger
 * @param {number} options.shoppers
 * @param {number} options.seconds
 * @param {number} [options.rate]
 * @param {(endpoint: string, answer: import('./http.mjs').Answer) => void} options.onAnswer
 * @param {{ checkoutShare?: number }} [options.visitOptions]
 */
export async function runShoppers({
  client,
  catalog,
  ledger,
  shoppers,
  seconds,
  rate,
  onAnswer,
  visitOptions,
}) {
  const startedAt = performance.now();
  const deadline = startedAt + seconds * 1000;
  const interval = rate ? (shoppers * 1000) / rate : 0;
  let sent = 0;
  let sentInTime = 0;
  let late = 0;
  async function shopper() {
    const slot = pacer(interval, () => (late += 1));
    while (performance.now() < deadline) {
      const journey = visit(catalog, ledger, visitOptions);
      let next = journey.next();
      while (!next.done) {
        const request = next.value;
        await slot.next();
        if (performance.now() < deadline) sentInTime += 1;
        const answer = await client.request(request.method, request.path, request);
        sent += 1;
        onAnswer(request.endpoint, answer);
        if (ledger.retry(answer)) {
          await sleep(RETRY_DELAY_MS);
          slot.restart();
        }
        next = journey.next(answer);
      }
    }
  }
  await Promise.all(Array.from({ length: shoppers }, shopper));
  const elapsed = (performance.now() - startedAt) / 1000;
  // The rate is of the requests sent within the `seconds` asked: the visits finished after it
  // (at the set pace, seconds of them when the rate is low) would otherwise count as a shortfall.
  return { sent, seconds: elapsed, rate: sentInTime / seconds, late };
}
