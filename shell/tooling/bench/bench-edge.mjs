#!/usr/bin/env node
// `npm run bench:edge -w shell` (and part of `npm run bench`): the shell's server, pages per
// second. It starts its own copy of the shop as `npm start` does (bench ports 19700-19799, a
// fresh database in the system temp folder, START_SKIP_BUILD=1 honoured), then two more shell
// servers against the same API and remotes: one with SERVER_RENDER=off, sending the plain
// index.html for every page (the static rate), and one with PAGE_CACHE_MS=0, rendering every
// request (the cost of rendering without the page cache; its areas still come from the area
// cache, AREA_CACHE_MS, as the shop runs).
//
// For home `/`, a collection `/inner-beauty` and a product `/product/1`, with autocannon:
//  - the shop's server as it runs (server rendering, public pages cached for PAGE_CACHE_MS):
//    peak pages/s (50 connections, 10 s), then p99 at half of that rate (10 s);
//  - the static server: peak pages/s (the denominator of the ratio). The two peaks are taken in
//    turn, BENCH_EDGE_ROUNDS times (3), and the ratio is the median of the rounds': on a shared
//    2-core machine one peak moves by a third between runs a minute apart;
//  - the server rendering every request: peak pages/s and its p99 at peak (shown, not judged).
// Every request carries `Accept-Encoding: br` and no cookie: an anonymous first visit, the
// common case (each server-rendered answer sets a new cart-session cookie).
// Goals (issue 34): the shop's server as it runs (cached public pages) at least 0.8 of the static
// rate, with p99 at half peak under 50 ms; the server rendering every request at least 0.05 of
// it. --json adds `BENCH_EDGE_JSON {...}` for `npm run bench`. Exits non-zero when a goal is
// missed or a page answered anything but 200.
import { execFile, spawn } from 'node:child_process';
import { promisify } from 'node:util';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { REMOTES } from '@healing/edge';
import { median, WRK, wrkFigures } from '../lib/load-figures.mjs';
import { EDGE_DIR, HOST_DIR } from '../paths.mjs';
import { assertPortsFree, startSite, waitForOk } from '../drills/lib/site.mjs';

const PORTS = {
  api: 19700,
  remoteBase: 19711,
  previewBase: 19761,
  shop: 19780,
  static: 19781,
  uncached: 19782,
  pg: 24391,
};
const PAGES = [
  { name: 'home', path: '/' },
  { name: 'collection', path: '/inner-beauty' },
  { name: 'product', path: '/product/1' },
];
const GOALS = { ratio: 0.8, uncachedRatio: 0.05, halfP99Ms: 50 };
/**
 * BENCH_SMOKE=1 (npm test): a second of load per measure. The pages are still checked (status,
 * compression, server rendered or not) and every answer must be a 200; the goals are shown, not
 * judged, since a second's figures on a busy machine say nothing about them.
 */
const SMOKE = process.env.BENCH_SMOKE === '1';
const SECONDS = SMOKE ? 1 : Number(process.env.BENCH_EDGE_SECONDS ?? 10);
const WARM_SECONDS = SMOKE ? 1 : 2;
/** BENCH_EDGE_ROUNDS: rounds of the two peaks (3 when unset, not a number or below 1). */
const askedRounds = Math.floor(Number(process.env.BENCH_EDGE_ROUNDS ?? 3));
const ROUNDS = SMOKE ? 1 : askedRounds >= 1 ? askedRounds : 3;
const CONNECTIONS = 50;
const HEADERS = { 'accept-encoding': 'br' };
const dataDir = path.join(os.tmpdir(), 'healing-bench-edge');

const say = (/** @type {string} */ text) => void process.stdout.write(`${text}\n`);
const sleep = (/** @type {number} */ ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** @typedef {import('../lib/load-figures.mjs').Load} Load */

/**
 * @param {string} url
 * @param {number} seconds
 * @param {Partial<import('autocannon').Options>} [options]
 * @returns {Promise<Load>}
 */
async function load(url, seconds, options = {}) {
  const result = await autocannon({
    url,
    connections: CONNECTIONS,
    duration: seconds,
    headers: HEADERS,
    ...options,
  });
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    failed: result.non2xx + result.errors + result.timeouts,
  };
}

/**
 * p99 at a steady `rate` (answers/s), as the API benchmark measures it: autocannon's
 * overallRate sends each second's quota in a burst from every connection, so the rate is split
 * over ten instances started a tenth of a second apart, and the p99 is over all their answers.
 * @param {string} url
 * @param {number} rate
 * @param {number} seconds
 */
async function steadyP99(url, rate, seconds) {
  const slices = 10;
  /** @type {number[]} */
  const latencies = [];
  let failed = 0;
  await Promise.all(
    Array.from({ length: slices }, async (_, slice) => {
      await sleep(slice * (1000 / slices));
      /** @type {import('autocannon').Result} */
      const result = await new Promise((resolve, reject) => {
        const run = autocannon(
          {
            url,
            connections: 5,
            headers: HEADERS,
            overallRate: Math.max(1, Math.round(rate / slices)),
            duration: seconds,
          },
          (/** @type {unknown} */ error, result) =>
            error
              ? reject(error instanceof Error ? error : new Error('autocannon failed'))
              : resolve(result),
        );
        run.on('response', (_client, statusCode, _bytes, responseTime) => {
          latencies.push(responseTime);
          if (statusCode !== 200) failed += 1;
        });
      });
      failed += result.errors + result.timeouts;
    }),
  );
  latencies.sort((a, b) => a - b);
  const p99 = latencies[Math.max(0, Math.ceil(latencies.length * 0.99) - 1)] ?? NaN;
  return { p99, answers: latencies.length, failed };
}

/**
 * The peak as wrk measures it. autocannon parses each answer in JavaScript and tops out near
 * 80 MB/s on this machine, so for a 17 KB page it measures itself, not the server (wrk reaches
 * about 250 MB/s); the static page, a tenth of the size, would not be held back the same way.
 * @param {string} url
 * @param {number} seconds
 * @returns {Promise<Load>}
 */
async function wrkLoad(url, seconds) {
  // An answer counts as failed after 10 s, as autocannon's do (wrk's own 2 s would count the
  // slowest answers of a saturated server rendering every page as failures).
  const args = ['-t2', `-c${CONNECTIONS}`, `-d${seconds}s`, '--timeout', '10s', '--latency'];
  for (const [name, value] of Object.entries(HEADERS)) args.push('-H', `${name}: ${value}`);
  const { stdout: text } = await promisify(execFile)(/** @type {string} */ (WRK), [...args, url]);
  return wrkFigures(text);
}

/** Warm-up, then the peak (wrk when installed, else autocannon). @param {string} url */
async function peak(url) {
  const measure = WRK ? wrkLoad : load;
  await measure(url, WARM_SECONDS);
  return measure(url, SECONDS);
}

/**
 * A shell server of the bench's own beside the site's, as start.mjs runs the site's.
 * @param {number} port
 * @param {Record<string, string>} env
 */
function startShell(port, env) {
  const remotes = Object.fromEntries(
    REMOTES.map((remote, index) => [
      remote.env,
      `http://localhost:${PORTS.remoteBase + index}/mf-manifest.json`,
    ]),
  );
  const previewOrigins = [0, 1, 2, 3]
    .map((index) => `http://localhost:${PORTS.previewBase + index}`)
    .join(',');
  const child = spawn(process.execPath, [path.join(EDGE_DIR, 'bin/healing-shell.cjs')], {
    cwd: HOST_DIR,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      ...remotes,
      PUBLIC_ORIGIN: `http://localhost:${PORTS.shop}`,
      SHOP_PORT: String(port),
      SHOP_HOST: '127.0.0.1',
      API_URL: `http://127.0.0.1:${PORTS.api}`,
      PREVIEW_ORIGINS: previewOrigins,
      // The site's remotes render only for a shell that shows the site's secret.
      RENDER_SECRET: site?.env.RENDER_SECRET ?? '',
      ...env,
    },
  });
  return child;
}

/**
 * The page as the benchmark asks for it: 200, brotli, and server rendered or not.
 * @param {number} port
 * @param {string} pagePath
 * @param {boolean} rendered
 */
async function checkPage(port, pagePath, rendered) {
  const answer = await fetch(`http://127.0.0.1:${port}${pagePath}`, { headers: HEADERS });
  const html = await answer.text();
  // The mark is on #root itself; the page's first script names it too, so the bare string is
  // in every page.
  const isRendered = /<div id="root"[^>]*\sdata-server-rendered[\s>=]/.test(html);
  /** @type {string[]} */
  const problems = [];
  if (answer.status !== 200) problems.push(`answered ${answer.status}`);
  if (isRendered !== rendered) {
    problems.push(rendered ? 'is not server rendered' : 'is server rendered');
  }
  return problems.map((problem) => `${pagePath} on port ${port} ${problem}`);
}

/** @type {import('node:child_process').ChildProcess[]} */
const extraShells = [];
/** @type {import('../drills/lib/site.mjs').Site | null} */
let site = null;
let stopping = false;
async function stopAll() {
  if (stopping) return;
  stopping = true;
  await Promise.all(
    extraShells.map(
      (child) =>
        new Promise((resolve) => {
          if (child.exitCode !== null || child.signalCode !== null) return resolve(undefined);
          child.once('exit', resolve);
          child.kill('SIGTERM');
        }),
    ),
  );
  await site?.stop();
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
process.on('exit', () => {
  site?.stopNow();
  for (const child of extraShells) if (child.exitCode === null) child.kill('SIGTERM');
});

/**
 * @typedef {object} PageFigures
 * @property {string} page
 * @property {string} path
 * @property {number} rps server-rendered, as the shop runs (the median round's)
 * @property {number} peakP99
 * @property {number} halfP99 p99 at half of `rps`
 * @property {number} halfRate answers/s the half-peak run reached
 * @property {number} staticRps the median round's
 * @property {number} ratio the median of the rounds' rps / staticRps
 * @property {number[]} ratios each round's
 * @property {number} uncachedRps rendering every request
 * @property {number} uncachedP99 at its peak
 * @property {number} uncachedRatio
 * @property {number} failed non-200 answers, errors and timeouts in all the runs of this page
 */

let exitCode = 0;
try {
  await assertPortsFree([PORTS.static, PORTS.uncached]);
  site = await startSite({
    label: 'bench:edge',
    ports: PORTS,
    dataDir,
    onStarted: (started) => {
      site = started;
    },
  });
  extraShells.push(
    startShell(PORTS.static, { SERVER_RENDER: 'off' }),
    startShell(PORTS.uncached, { PAGE_CACHE_MS: '0' }),
  );
  await waitForOk(`http://127.0.0.1:${PORTS.static}/readyz`, 60_000);
  await waitForOk(`http://127.0.0.1:${PORTS.uncached}/readyz`, 60_000);
  /** @type {string[]} */
  const problems = [];
  for (const page of PAGES) {
    problems.push(
      ...(await checkPage(PORTS.shop, page.path, true)),
      ...(await checkPage(PORTS.uncached, page.path, true)),
      ...(await checkPage(PORTS.static, page.path, false)),
    );
  }
  if (problems.length > 0)
    throw new Error(`the pages are not what the bench measures:\n${problems.join('\n')}`);

  /** @type {PageFigures[]} */
  const figures = [];
  for (const page of PAGES) {
    const url = (/** @type {number} */ port) => `http://127.0.0.1:${port}${page.path}`;
    say(`[bench:edge] ${page.name} ${page.path}`);
    /** @type {{ rendered: Load, plain: Load }[]} */
    const rounds = [];
    for (let round = 0; round < ROUNDS; round += 1) {
      rounds.push({ rendered: await peak(url(PORTS.shop)), plain: await peak(url(PORTS.static)) });
    }
    const ratios = rounds.map(({ rendered, plain }) => rendered.rps / plain.rps);
    const ratio = median(ratios);
    const { rendered, plain } = rounds[ratios.indexOf(ratio)];
    const half = await steadyP99(url(PORTS.shop), rendered.rps / 2, SECONDS);
    const uncached = await peak(url(PORTS.uncached));
    figures.push({
      page: page.name,
      path: page.path,
      rps: rendered.rps,
      peakP99: rendered.p99,
      halfP99: half.p99,
      halfRate: half.answers / SECONDS,
      staticRps: plain.rps,
      ratio,
      ratios,
      uncachedRps: uncached.rps,
      uncachedP99: uncached.p99,
      uncachedRatio: uncached.rps / plain.rps,
      failed:
        rounds.reduce((sum, { rendered, plain }) => sum + rendered.failed + plain.failed, 0) +
        half.failed +
        uncached.failed,
    });
  }

  say(
    `\nShell server pages/s (peaks: ${WRK ? 'wrk' : 'autocannon (install wrk: autocannon measures itself on large pages)'}, ${CONNECTIONS} connections, ${SECONDS} s, the median of ${ROUNDS} rounds of the shop's and the static server's in turn; p99 at half peak: autocannon at a steady rate; Accept-Encoding: br, no cookie)`,
  );
  say(
    '| page | server rendered pages/s | p99 at peak | p99 at half peak (rate reached) | static index.html pages/s | ratio (rounds) | rendering every request: pages/s (ratio), p99 at peak | failed |',
  );
  say('| --- | --- | --- | --- | --- | --- | --- | --- |');
  for (const row of figures) {
    say(
      `| ${row.page} ${row.path} | ${row.rps.toFixed(0)} | ${row.peakP99.toFixed(1)} ms | ${row.halfP99.toFixed(1)} ms (${row.halfRate.toFixed(0)}/s) | ${row.staticRps.toFixed(0)} | ${row.ratio.toFixed(2)} (${row.ratios.map((value) => value.toFixed(2)).join(' ')}) | ${row.uncachedRps.toFixed(0)} (${row.uncachedRatio.toFixed(2)}), ${row.uncachedP99.toFixed(1)} ms | ${row.failed} |`,
    );
  }
  for (const row of figures) {
    /** @type {string[]} */
    const missed = [];
    if (!(row.ratio >= GOALS.ratio)) missed.push(`ratio ${row.ratio.toFixed(2)} < ${GOALS.ratio}`);
    if (!(row.uncachedRatio >= GOALS.uncachedRatio)) {
      missed.push(
        `rendering every request: ratio ${row.uncachedRatio.toFixed(3)} < ${GOALS.uncachedRatio}`,
      );
    }
    if (!(row.halfP99 < GOALS.halfP99Ms)) {
      missed.push(`p99 at half peak ${row.halfP99.toFixed(1)} ms >= ${GOALS.halfP99Ms} ms`);
    }
    if (row.failed > 0) {
      say(`  BROKEN on ${row.page}: ${row.failed} answers were not 200 or failed`);
      exitCode = 1;
    }
    if (missed.length > 0) {
      say(
        `  ${SMOKE ? 'not judged in a smoke run' : 'MISSED'} on ${row.page}: ${missed.join('; ')}`,
      );
      if (!SMOKE) exitCode = 1;
    }
  }
  say(
    `Goals: server rendering as the shop runs it at least ${GOALS.ratio} of the static rate, p99 at half peak under ${GOALS.halfP99Ms} ms; rendering every request at least ${GOALS.uncachedRatio} of it.`,
  );
  if (process.argv.includes('--json')) {
    say(`BENCH_EDGE_JSON ${JSON.stringify({ goals: GOALS, pages: figures })}`);
  }
} catch (error) {
  console.error(error);
  exitCode = 1;
}
await stopAll();
process.exit(exitCode);
