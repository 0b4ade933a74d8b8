// load: mixed shopper traffic. First the peak (shoppers sending as fast as they get answers),
// then half of it for DRILL_LOAD_SECONDS (default 600): p50 and p99 per endpoint, no 5xx,
// the API's memory flat after warm-up, and every acknowledged order stored exactly once.
// Shoppers choose sizes; a few variants start with little stock (the paintings with their one
// piece), so they sell out during the run: a refusal for stock is an answer the shopper handles,
// counted, never a failure; meanwhile the owner cancels some orders, whose stock comes back.
// At the end, from the database: no variant sold beyond its stock, every piece accounted for.
import path from 'node:path';
import { alarmingLines, startApi } from './lib/api.mjs';
import { createClient } from './lib/http.mjs';
import { reportStored } from './lib/integrity.mjs';
import { Ledger } from './lib/ledger.mjs';
import { loadCatalog, runShoppers } from './lib/load-runner.mjs';
import { memoryGrowth, sampleMemory } from './lib/memory.mjs';
import { cancelWhile } from './lib/owner.mjs';
import { freshPostgres } from './lib/postgres.mjs';
import { PORTS, secondsFrom } from './lib/settings.mjs';
import { answerKey, STOCK_REFUSED } from './lib/shopper.mjs';
import { LatencyBook } from './lib/stats.mjs';
import { setStartingStock } from './lib/stock.mjs';

export const description =
  'peak, then half of it for DRILL_LOAD_SECONDS (600): latency, 5xx, memory, orders';

const PEAK_SHOPPERS = 32;
const PEAK_SECONDS = 20;
const STEADY_SHOPPERS = 64;
const MAX_MEMORY_GROWTH = 0.1;
/** The owner cancels one order every this many ms of the half-peak run. */
const CANCEL_EVERY_MS = 2000;
const ADMIN_TOKEN = 'load-drill-owner-token-0123456789abcdef';

export async function run() {
  /** @type {string[]} */
  const broken = [];
  const seconds = secondsFrom('DRILL_LOAD_SECONDS', 600);
  const postgres = await freshPostgres('load', PORTS.load.pg);
  const api = startApi({
    port: PORTS.load.api,
    env: {
      DATABASE_URL: postgres.url,
      DATA_DIR: path.join(postgres.dir, 'data'),
      ADMIN_TOKEN,
    },
  });
  const client = createClient({ baseUrl: api.url, maxSockets: 256 });
  try {
    await api.waitUntilUp();
    const startingStock = await setStartingStock(postgres.url, 'scarce');
    const catalog = await loadCatalog(client);
    const ledger = new Ledger();

    await runShoppers({
      client,
      catalog,
      ledger,
      shoppers: PEAK_SHOPPERS,
      seconds: 5,
      onAnswer: () => undefined,
    });
    const peakBook = new LatencyBook();
    const peak = await runShoppers({
      client,
      catalog,
      ledger,
      shoppers: PEAK_SHOPPERS,
      seconds: PEAK_SECONDS,
      onAnswer: (endpoint, answer) => peakBook.record(endpoint, answer, answerKey(answer)),
    });
    peakBook.print(
      `Peak: ${peak.rate.toFixed(0)} requests/s, ${PEAK_SHOPPERS} shoppers without pause, ${PEAK_SECONDS} s`,
    );

    const rate = peak.rate / 2;
    const book = new LatencyBook();
    const memory = sampleMemory(api.pid);
    const owner = cancelWhile(client, ledger, { token: ADMIN_TOKEN, everyMs: CANCEL_EVERY_MS });
    const steady = await runShoppers({
      client,
      catalog,
      ledger,
      shoppers: STEADY_SHOPPERS,
      seconds,
      rate,
      onAnswer: (endpoint, answer) => book.record(endpoint, answer, answerKey(answer)),
    });
    const cancelled = await owner.stop();
    memory.stop();
    book.print(
      `Half peak: asked ${rate.toFixed(0)} requests/s, sent ${steady.rate.toFixed(0)}/s for ${seconds} s (${steady.sent} requests in ${steady.seconds.toFixed(0)} s with the visits under way at the end, ${steady.late} behind schedule)`,
    );

    /** @type {(book: LatencyBook) => number} */
    const serverErrors = (book) => book.total((status) => status.startsWith('5'));
    /** @type {(book: LatencyBook) => number} */
    const failures = (book) =>
      book.total((status) => !status.startsWith('2') && status !== STOCK_REFUSED);
    const fiveHundreds = serverErrors(peakBook) + serverErrors(book);
    const failed = failures(peakBook) + failures(book);
    if (fiveHundreds) broken.push(`${fiveHundreds} answers were 5xx`);
    if (failed)
      broken.push(
        `${failed} requests did not succeed (non-2xx other than a refusal for stock, or no answer)`,
      );
    console.log(
      `\nThe owner cancelled ${cancelled.cancelled} orders while the shoppers shopped (${cancelled.failed} cancellations failed)`,
    );
    if (cancelled.failed) broken.push(`${cancelled.failed} of the owner's cancellations failed`);
    if (steady.rate < rate * 0.95)
      broken.push(
        `the generator reached only ${steady.rate.toFixed(0)} of ${rate.toFixed(0)} requests/s`,
      );

    const warmup = Math.min(60, seconds * 0.2);
    const window = Math.min(30, seconds * 0.15);
    const rss = memoryGrowth(memory.samples, warmup, window);
    console.log(
      `\nMemory (RSS of the API): ${rss.baseline.toFixed(0)} MB after ${warmup.toFixed(0)} s warm-up -> ${rss.final.toFixed(0)} MB at the end: ${(rss.growth * 100).toFixed(1)}% (min ${rss.min.toFixed(0)}, max ${rss.max.toFixed(0)} MB; medians over ${window.toFixed(0)} s)`,
    );
    const step = Math.max(10, Math.round(seconds / 10));
    const timeline = memory.samples.filter(
      (sample, i, all) =>
        i === all.length - 1 ||
        Math.floor(sample.seconds / step) !== Math.floor((all[i + 1]?.seconds ?? 0) / step),
    );
    console.log(
      `  RSS over time: ${timeline.map((s) => `${s.seconds.toFixed(0)} s ${s.mb.toFixed(0)} MB`).join(', ')}`,
    );
    if (!(rss.growth < MAX_MEMORY_GROWTH))
      broken.push(`RSS grew ${(rss.growth * 100).toFixed(1)}% after warm-up (promise: < 10%)`);

    broken.push(...(await reportStored(postgres.url, ledger, startingStock)));
    const alarms = alarmingLines(api.lines);
    if (alarms.length)
      broken.push(`the API logged ${alarms.length} errors (first: ${alarms[0].line})`);
  } finally {
    client.close();
    await api.stop();
    await postgres.stop();
  }
  return broken;
}
