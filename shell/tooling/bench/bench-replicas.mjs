#!/usr/bin/env node
// `node shell/tooling/bench/bench-replicas.mjs` (and part of `npm run bench`): what API replicas
// behind HAProxy buy on this machine. It builds what changed (START_SKIP_BUILD=1 skips it),
// starts a fresh embedded PostgreSQL (port 24372), two API replicas (19480, 19481) and one
// HAProxy (start-cluster's configuration) with two frontends: 19485 sends to the first replica
// only, 19486 to both. A read-heavy mix (nine reads in ten across the product list, the three
// collections, product pages, the blog and healing moments; one cart add in ten, each from a
// new session) is sent at full speed (50 connections, BENCH_REPLICAS_SECONDS = 10 s after 2 s of
// warm-up) with wrk when installed (autocannon otherwise) to:
//  - the first replica directly;
//  - HAProxy with that replica alone;
//  - HAProxy with both replicas.
// Each round measures the three in turn; BENCH_RATIO_ROUNDS (3) rounds, and each figure is the
// median round's: 2 replicas / 1 replica behind HAProxy (what a second replica adds) and 1 -
// (behind HAProxy / direct) (what the balancer costs). The load generator, HAProxy, PostgreSQL
// and the replicas share the same two cores, so the second replica competes with all of them.
// --json adds `BENCH_REPLICAS_JSON {...}` for `npm run bench`. Exits non-zero when a goal is
// missed or an answer was not 2xx.
import { execFile } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import autocannon from 'autocannon';
import { median, WRK, wrkFigures } from '../lib/load-figures.mjs';
import { buildUnlessSkipped } from '../start/lib/children.mjs';
import { importEmbeddedPostgres, newApiReplica, Replica } from '../start/lib/cluster.mjs';
import { findHaproxy, haproxyConfig, validateConfig, waitUntilUp } from '../start/lib/haproxy.mjs';

const PORTS = {
  apis: [19480, 19481],
  one: 19485,
  two: 19486,
  stats: 19487,
  metrics: 19490,
  pg: 24372,
};
/**
 * BENCH_SMOKE=1 (npm test): one round of a second per measure. Every answer must still be a 2xx
 * and no process may stop; the balancer's cost is shown, not judged.
 */
const SMOKE = process.env.BENCH_SMOKE === '1';
const SECONDS = SMOKE ? 1 : Number(process.env.BENCH_REPLICAS_SECONDS ?? 10);
const WARM_SECONDS = SMOKE ? 1 : 2;
const ROUNDS = SMOKE ? 1 : Number(process.env.BENCH_RATIO_ROUNDS ?? 3);
const CONNECTIONS = 50;
/**
 * The balancer may cost at most this share of one replica's throughput. What a second replica
 * adds is shown, not judged: here it has no core of its own (the load generator, HAProxy and
 * PostgreSQL use the same two), so the ratio says what this machine gives, not what a second
 * machine would.
 */
const GOALS = { balancerCost: 0.25 };
const dataDir = path.join(os.tmpdir(), 'healing-bench-replicas');
const READS = [
  '/api/products',
  '/api/products/collection/inner-beauty',
  '/api/products/collection/life-happens',
  '/api/products/collection/love-is',
  '/api/products/1',
  '/api/products/7',
  '/api/products/12',
  '/api/blog',
  '/api/healing-moments',
];

const say = (/** @type {string} */ text) => void process.stdout.write(`${text}\n`);

/** @typedef {import('../lib/load-figures.mjs').Load} Load */

/**
 * wrk's script: nine reads in ten, round robin; the tenth adds an in-stock product to the cart
 * of a new session.
 * @param {number[]} productIds
 */
const wrkScript = (productIds) => `
local products = { ${productIds.join(', ')} }
local reads = { ${READS.map((read) => `"${read}"`).join(', ')} }
local chars = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789"
local n = 0
-- Each wrk thread has its own Lua state with the same unseeded random numbers: unseeded, both
-- threads drew the same sessions and added the same product to them twice (2 of a painting,
-- 1 left: 409). Each thread seeds with its own number.
local threads = 0
function setup(thread)
  threads = threads + 1
  thread:set("thread_number", threads)
end
function init(args)
  math.randomseed(os.time() * 16 + thread_number)
end
function session()
  local id = {}
  for i = 1, 24 do
    local c = math.random(1, #chars)
    id[i] = chars:sub(c, c)
  end
  return "session_" .. os.time() .. "000_" .. table.concat(id)
end
request = function()
  n = n + 1
  if n % 10 == 0 then
    local body = '{"sessionId":"' .. session() .. '","productId":' .. products[math.random(1, #products)] .. ',"quantity":1}'
    return wrk.format("POST", "/api/cart", { ["Content-Type"] = "application/json" }, body)
  end
  return wrk.format("GET", reads[(n % 10) % #reads + 1])
end
`;

/**
 * @param {number} port
 * @param {number} seconds
 * @returns {Promise<Load>}
 */
async function wrkLoad(port, seconds) {
  const script = path.join(dataDir, 'mix.lua');
  const args = ['-t2', `-c${CONNECTIONS}`, `-d${seconds}s`, '--latency', '-s', script];
  const { stdout: text } = await promisify(execFile)(/** @type {string} */ (WRK), [
    ...args,
    `http://127.0.0.1:${port}`,
  ]);
  return wrkFigures(text);
}

/** In-stock products, for the cart adds. @type {number[]} */
let productIds = [];

/**
 * The same mix with autocannon, one fixed sequence of ten requests per connection.
 * @param {number} port
 * @param {number} seconds
 * @returns {Promise<Load>}
 */
async function autocannonLoad(port, seconds) {
  const result = await autocannon({
    url: `http://127.0.0.1:${port}`,
    connections: CONNECTIONS,
    duration: seconds,
    requests: [
      ...READS.map((read) => ({ method: /** @type {const} */ ('GET'), path: read })),
      {
        method: 'POST',
        path: '/api/cart',
        headers: { 'content-type': 'application/json' },
        setupRequest: (request) => ({
          ...request,
          body: JSON.stringify({
            sessionId: `session_${Date.now()}_${Math.random().toString(36).slice(2).padEnd(24, 'x')}`,
            productId: productIds[Math.floor(Math.random() * productIds.length)],
            quantity: 1,
          }),
        }),
      },
    ],
  });
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    failed: result.non2xx + result.errors + result.timeouts,
  };
}

/** Warm-up, then the measure. @param {number} port */
async function measure(port) {
  const load = WRK ? wrkLoad : autocannonLoad;
  await load(port, WARM_SECONDS);
  return load(port, SECONDS);
}

/** @type {Replica[]} */
const processes = [];
/** @type {{ stop: () => Promise<void> } | null} */
let postgres = null;
async function stopAll() {
  await Promise.all(processes.map((replica) => replica.stop({ killAfterMs: 10_000 })));
  await postgres?.stop();
}
for (const [signal, code] of /** @type {const} */ ([
  ['SIGINT', 130],
  ['SIGTERM', 143],
])) {
  process.on(signal, () => {
    stopAll().then(
      () => process.exit(code),
      () => process.exit(code),
    );
  });
}

let exitCode = 0;
try {
  const { bin, version } = findHaproxy();
  buildUnlessSkipped([]);
  rmSync(dataDir, { recursive: true, force: true });
  mkdirSync(dataDir, { recursive: true });
  const { startEmbeddedPostgres } = await importEmbeddedPostgres();
  const started = await startEmbeddedPostgres({
    dataDir: path.join(dataDir, 'pg'),
    port: PORTS.pg,
    database: 'healing_shop',
  });
  postgres = started;
  const databaseUrl = started.url;
  /** @type {string[]} */
  const crashed = [];
  const apis = PORTS.apis.map((port, i) =>
    newApiReplica({
      name: `api-${i + 1}`,
      port,
      env: {
        DATABASE_URL: databaseUrl,
        DATA_DIR: path.join(dataDir, 'shared'),
        METRICS_PORT: String(PORTS.metrics + i),
        // The load comes from one address: the write limit is not what is measured.
        WRITE_RATE_LIMIT_PER_MINUTE: '100000000',
      },
      sink: () => undefined,
      onCrash: (replica, code, signal) => crashed.push(`${replica.name}: ${signal ?? code}`),
    }),
  );
  processes.push(...apis);
  // One at a time: the second finds the schema migrated.
  for (const api of apis) await api.start().waitReady(120_000);
  /** @type {unknown} */
  const products = await (await fetch(`http://127.0.0.1:${PORTS.apis[0]}/api/products`)).json();
  const listed = /** @type {{ id: number, inStock: boolean, variants: unknown[] }[]} */ (products);
  // One-size products: a cart add names no size, as a shopper's click on a card does.
  productIds = listed
    .filter((product) => product.inStock && product.variants.length === 1)
    .map((product) => product.id);
  writeFileSync(path.join(dataDir, 'mix.lua'), wrkScript(productIds));
  const configFile = path.join(dataDir, 'haproxy.cfg');
  const servers = apis.map((api) => ({ name: api.name, port: api.port }));
  writeFileSync(
    configFile,
    haproxyConfig({
      statsPort: PORTS.stats,
      pools: [
        {
          name: 'one',
          bind: `127.0.0.1:${PORTS.one}`,
          healthPath: '/api/health',
          servers: servers.slice(0, 1),
        },
        { name: 'two', bind: `127.0.0.1:${PORTS.two}`, healthPath: '/api/health', servers },
      ],
    }),
  );
  validateConfig(bin, configFile);
  const haproxy = new Replica({
    kind: 'haproxy',
    name: 'haproxy',
    port: PORTS.stats,
    command: bin,
    args: ['-db', '-f', configFile],
    cwd: dataDir,
    env: {},
    sink: () => undefined,
    onCrash: () => crashed.push('haproxy'),
  });
  processes.unshift(haproxy.start());
  if (!(await waitUntilUp(PORTS.stats, ['one/api-1', 'two/api-1', 'two/api-2'], 15_000))) {
    throw new Error(`HAProxy did not see the replicas up: ${haproxy.lines.join(' | ')}`);
  }

  /** @type {{ direct: Load[], one: Load[], two: Load[] }} */
  const runs = { direct: [], one: [], two: [] };
  for (let round = 1; round <= ROUNDS; round += 1) {
    const direct = await measure(PORTS.apis[0] ?? 0);
    const one = await measure(PORTS.one);
    const two = await measure(PORTS.two);
    runs.direct.push(direct);
    runs.one.push(one);
    runs.two.push(two);
    say(
      `[bench:replicas] round ${round}: direct ${direct.rps.toFixed(0)}, HAProxy + 1 replica ${one.rps.toFixed(0)}, HAProxy + 2 replicas ${two.rps.toFixed(0)} req/s`,
    );
  }
  const scaleRatios = runs.two.map((two, i) => two.rps / (runs.one[i]?.rps ?? NaN));
  const balancerCosts = runs.one.map((one, i) => 1 - one.rps / (runs.direct[i]?.rps ?? NaN));
  /** @param {Load[]} loads */
  const summary = (loads) => ({
    rps: median(loads.map((load) => load.rps)),
    p50: median(loads.map((load) => load.p50)),
    p99: median(loads.map((load) => load.p99)),
    failed: loads.reduce((sum, load) => sum + load.failed, 0),
  });
  const figures = {
    haproxy: version,
    tool: WRK ? 'wrk' : 'autocannon',
    direct: summary(runs.direct),
    one: summary(runs.one),
    two: summary(runs.two),
    scaleRatio: median(scaleRatios),
    scaleRatios,
    balancerCost: median(balancerCosts),
    balancerCosts,
    goals: GOALS,
  };

  say(
    `\nAPI replicas behind HAProxy ${version}: read-heavy mix (9 reads : 1 cart add), ${figures.tool}, ${CONNECTIONS} connections, ${SECONDS} s per measure, median of ${ROUNDS} rounds; everything on this machine's ${os.cpus().length} cores`,
  );
  say('| API | req/s | p50 | p99 | failed |');
  say('| --- | --- | --- | --- | --- |');
  for (const [label, row] of /** @type {const} */ ([
    ['1 replica, directly', figures.direct],
    ['1 replica behind HAProxy', figures.one],
    ['2 replicas behind HAProxy', figures.two],
  ])) {
    say(
      `| ${label} | ${row.rps.toFixed(0)} | ${row.p50.toFixed(1)} ms | ${row.p99.toFixed(1)} ms | ${row.failed} |`,
    );
  }
  say(
    `2 replicas / 1 replica (behind HAProxy): **${figures.scaleRatio.toFixed(2)}** (${scaleRatios.map((r) => r.toFixed(2)).join(' ')}); the balancer's cost, 1 - (behind HAProxy / direct): **${(figures.balancerCost * 100).toFixed(0)}%** (${balancerCosts.map((c) => `${(c * 100).toFixed(0)}%`).join(' ')})`,
  );
  /** @type {string[]} */
  const missed = [];
  if (!(figures.balancerCost <= GOALS.balancerCost))
    missed.push(
      `the balancer costs ${(figures.balancerCost * 100).toFixed(0)}% > ${GOALS.balancerCost * 100}%`,
    );
  /** @type {string[]} */
  const broken = [];
  const failed = figures.direct.failed + figures.one.failed + figures.two.failed;
  if (failed > 0) broken.push(`${failed} answers were not 2xx or failed`);
  if (crashed.length > 0) broken.push(`processes stopped: ${crashed.join(', ')}`);
  say(
    `Goal: the balancer costs at most ${GOALS.balancerCost * 100}% of one replica's throughput, and every answer is 2xx. The 2 / 1 ratio is shown, not judged: on ${os.cpus().length} cores shared with the load generator, HAProxy and PostgreSQL, a second replica has no core of its own.`,
  );
  if (broken.length > 0) {
    say(`  BROKEN: ${broken.join('; ')}`);
    exitCode = 1;
  }
  if (missed.length > 0) {
    say(`  ${SMOKE ? 'not judged in a smoke run' : 'MISSED'}: ${missed.join('; ')}`);
    if (!SMOKE) exitCode = 1;
  }
  if (process.argv.includes('--json')) say(`BENCH_REPLICAS_JSON ${JSON.stringify(figures)}`);
} catch (error) {
  console.error(error);
  exitCode = 1;
}
await stopAll();
rmSync(dataDir, { recursive: true, force: true });
process.exit(exitCode);
