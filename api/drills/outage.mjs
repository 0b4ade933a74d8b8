// outage: under half-peak load, PostgreSQL is stopped for 10 s and started again, then frozen
// (SIGSTOP: connections open, nothing answered) for 10 s and resumed. No request may hang past
// 5 s; the answer is a 503 in the API's error format; /api/health says so; everything works
// again within 5 s of the database, without a restart; no acknowledged order lost or doubled,
// and no piece of stock lost or sold twice (a few variants start low and sell out meanwhile).
import path from 'node:path';
import { startApi } from './lib/api.mjs';
import { faultFigures, probeHealth, timeline } from './lib/fault-figures.mjs';
import { createClient } from './lib/http.mjs';
import { reportStored } from './lib/integrity.mjs';
import { Ledger } from './lib/ledger.mjs';
import { loadCatalog, runShoppers } from './lib/load-runner.mjs';
import { freshPostgres } from './lib/postgres.mjs';
import { PORTS, sleep } from './lib/settings.mjs';
import { setStartingStock } from './lib/stock.mjs';

export const description = 'PostgreSQL stopped 10 s, then frozen 10 s, under half-peak load';

const AWAY_MS = 10_000;
const CALM_MS = 12_000;

/**
 * Runs `faults` one after the other, each between calm periods, recording when each was.
 * @param {Awaited<ReturnType<typeof freshPostgres>>} postgres
 */
async function inflict(postgres) {
  /** @type {import('./lib/fault-figures.mjs').Fault[]} */
  const windows = [];
  await sleep(CALM_MS);
  let from = Date.now();
  await postgres.cut();
  await sleep(AWAY_MS - (Date.now() - from));
  await postgres.restart();
  windows.push({ name: 'Stopped (fast shutdown, then started again)', from, to: Date.now() });

  await sleep(CALM_MS);
  from = Date.now();
  postgres.signalAll('SIGSTOP');
  await sleep(AWAY_MS);
  postgres.signalAll('SIGCONT');
  windows.push({ name: 'Frozen (SIGSTOP, then SIGCONT)', from, to: Date.now() });
  await sleep(CALM_MS);
  windows[0].until = windows[1].from;
  return windows;
}

export async function run() {
  /** @type {string[]} */
  const broken = [];
  const postgres = await freshPostgres('outage', PORTS.outage.pg);
  const api = startApi({
    port: PORTS.outage.api,
    env: { DATABASE_URL: postgres.url, DATA_DIR: path.join(postgres.dir, 'data') },
  });
  const client = createClient({ baseUrl: api.url, maxSockets: 256 });
  const probeClient = createClient({ baseUrl: api.url, maxSockets: 2 });
  try {
    await api.waitUntilUp();
    const startingStock = await setStartingStock(postgres.url, 'scarce');
    const catalog = await loadCatalog(client);
    // Shoppers retry a 503 or a lost answer, a checkout with its Idempotency-Key, as the site does.
    const ledger = new Ledger({ retryWhile: () => true });
    const peak = await runShoppers({
      client,
      catalog,
      ledger,
      shoppers: 32,
      seconds: 10,
      onAnswer: () => undefined,
    });
    const rate = peak.rate / 2;
    console.log(
      `Load: half of a ${peak.rate.toFixed(0)} requests/s peak = ${rate.toFixed(0)} requests/s`,
    );

    const line = timeline();
    const health = probeHealth(probeClient);
    const pid = api.pid;
    const logLinesBefore = api.lines.length;
    const [load, windows] = await Promise.all([
      runShoppers({
        client,
        catalog,
        ledger,
        shoppers: 64,
        seconds: (2 * AWAY_MS) / 1000 + (3 * CALM_MS) / 1000,
        rate,
        onAnswer: line.record,
      }),
      inflict(postgres),
    ]);
    await health.stop();
    console.log(
      `Sent ${load.sent} requests at ${load.rate.toFixed(0)}/s (${load.late} behind schedule)`,
    );

    for (const window of windows) broken.push(...faultFigures(window, line.answers, health.probes));
    const degraded = health.probes.filter((p) => p.database === 'down');
    if (degraded.some((p) => p.status !== 503))
      broken.push('/api/health reported the database down without a 503');
    console.log(`\nAPI log lines written during the drill: ${api.lines.length - logLinesBefore}`);
    if (!api.isAlive() || api.pid !== pid) broken.push('the API process did not survive');
    const crashes = api.lines.filter(({ line: text }) => /Unhandled|uncaught|FATAL/i.test(text));
    if (crashes.length)
      broken.push(`the API logged ${crashes.length} unhandled errors (first: ${crashes[0].line})`);

    if (ledger.unansweredCheckouts.length) {
      const first = ledger.unansweredCheckouts[0];
      broken.push(
        `${ledger.unansweredCheckouts.length} checkouts ended without an order (first: ${first.status})`,
      );
    }
    broken.push(...(await reportStored(postgres.url, ledger, startingStock)));
  } finally {
    client.close();
    probeClient.close();
    await api.stop();
    await postgres.stop();
  }
  return broken;
}
