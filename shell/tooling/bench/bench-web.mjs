#!/usr/bin/env node
// `npm run bench:web`: the web benchmark, on the built site, in one run.
//  1. Lighthouse (mobile emulation, simulated throttling) on the pages below:
//     Performance, Accessibility, Best Practices, SEO, LCP, TBT, CLS.
//  2. JavaScript (gzip bytes, and as transferred: brotli) and requests until the home page is
//     interactive, federated shell + catalog against a single-bundle build of the same code.
// It starts its own copy of the shop on bench ports and a fresh database, and exits non-zero
// when a goal is missed (issue 34: Performance 95+, TBT at most 150 ms, CLS < 0.05,
// Accessibility 100 on every page; federation <= 1.30x with no module shipped twice).
// Pages: home, a collection, a product, search results, a category, the cart and healing
// moments, each the median of LIGHTHOUSE_RUNS runs (5) after one warm-up request, and beside
// Lighthouse's TBT the blocking time of as many untraced runs in a 4x-slowed browser (not judged:
// see blockingTimeUntraced). --json adds a line
// `BENCH_WEB_JSON {...}` for `npm run bench`, which puts it beside the API's figures.
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromium } from '@playwright/test';
import { BUILD_KIT_DIR, HOST_DIR, ROOT, START_SCRIPT } from '../paths.mjs';
import { buildChanged } from '../start/lib/build.mjs';
import { startShellServer } from '@healing/edge';
import remotes from '@healing/build-kit/remotes.json' with { type: 'json' };

const benchDir = path.dirname(fileURLToPath(import.meta.url));
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];
const PORTS = {
  api: 19000,
  remoteBase: 19011,
  shop: 19080,
  catalogOnly: 19081,
  single: 19082,
  pg: 24390,
};
const dataDir = path.join(os.tmpdir(), 'healing-bench-web');
/**
 * The browser Lighthouse drives, as it names itself ("Chromium 156.0.8078.108"). Lighthouse's
 * figures move with it as much as with the shop: commit cd7167a measured 98-99 on every page on
 * 2026-11-23, and 74-81 on 2026-11-28 in Debian's Chromium 156 (the home page: 71-85 in 156,
 * 89-98 in a Chromium 138 on the same machine). Runs compare only in one browser, so every run
 * prints it beside its figures; CHROMIUM_PATH picks another.
 */
const BROWSER =
  spawnSync(CHROMIUM, ['--version'], { encoding: 'utf8' }).stdout?.trim() ||
  `${CHROMIUM} (no version)`;
// Federation: no module shipped twice, and at most the single bundle plus the federation
// runtime (module federation 2's runtime is a fixed cost of about a quarter of the bundle).
const GOALS = { performance: 95, tbtMs: 150, accessibility: 100, cls: 0.05, federationRatio: 1.3 };
/** Lighthouse runs per page; the median counts. */
/**
 * BENCH_SMOKE=1 (npm test): one Lighthouse run of the home page, then the weighing as always.
 * Lighthouse must score every category and the pages must be usable; the goals (scores, the
 * federation ratio, modules shipped twice) are shown, not judged.
 */
const SMOKE = process.env.BENCH_SMOKE === '1';
const LIGHTHOUSE_RUNS = SMOKE ? 1 : Number(process.env.LIGHTHOUSE_RUNS ?? 5);
let missedGoal = false;

if (!existsSync(CHROMIUM)) {
  console.error(`bench:web needs Chromium at ${CHROMIUM} (set CHROMIUM_PATH)`);
  process.exit(2);
}

console.log('[bench:web] building what changed, and the single-bundle comparison build');
buildChanged();
const single = spawnSync(
  process.execPath,
  [
    path.join(BUILD_KIT_DIR, 'src/build.mjs'),
    '--config',
    path.join(benchDir, 'single-bundle.webpack.cjs'),
  ],
  { cwd: HOST_DIR, stdio: 'inherit' },
);
if (single.status !== 0) process.exit(single.status ?? 1);

rmSync(dataDir, { recursive: true, force: true });
// The site's remotes render only for a shell that shows this; the bench's own shells do.
const renderSecret = randomBytes(32).toString('base64url');
const site = spawn(process.execPath, [START_SCRIPT, '--no-build'], {
  cwd: ROOT,
  stdio: ['ignore', 'ignore', 'inherit'],
  env: {
    ...process.env,
    SHOP_PORT: String(PORTS.shop),
    API_PORT: String(PORTS.api),
    REMOTE_PORT_BASE: String(PORTS.remoteBase),
    EMBEDDED_PG_PORT: String(PORTS.pg),
    DATA_DIR: dataDir,
    RENDER_SECRET: renderSecret,
    // Every page view measures its Web Vitals (loads web-vitals): the same page every run.
    VITALS_SAMPLE_RATE: '1',
    // No staging shell: nothing here looks at it, and 8081 may be a developer's.
    STAGING_PORT: 'off',
  },
});
/** @type {{ close(): unknown }[]} */
const extraServers = [];
/** @param {number} code */
async function shutdown(code) {
  for (const server of extraServers) server.close();
  site.kill('SIGTERM');
  await new Promise((resolve) => site.once('exit', resolve));
  process.exit(code);
}

/** @param {string} url */
async function waitForHealth(url) {
  for (let i = 0; i < 600; i += 1) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // starting
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`${url} never became healthy`);
}

const apiUrl = `http://127.0.0.1:${PORTS.api}`;
const catalogManifest = `http://localhost:${PORTS.remoteBase}/mf-manifest.json`;
try {
  await waitForHealth(`http://127.0.0.1:${PORTS.shop}/readyz`);
  extraServers.push(
    await startShellServer({
      distDir: path.join(HOST_DIR, 'dist'),
      config: {
        port: PORTS.catalogOnly,
        apiUrl,
        remotes: { catalog: catalogManifest },
        previewOrigins: [],
        renderSecret,
        // Every page view loads web-vitals (both shells): the weighing is the same every run.
        telemetry: { ratePerMinute: 60, vitalsSampleRate: 1 },
      },
    }),
    await startShellServer({
      distDir: path.join(benchDir, 'dist'),
      config: {
        port: PORTS.single,
        apiUrl,
        remotes: {},
        previewOrigins: [],
        telemetry: { ratePerMinute: 60, vitalsSampleRate: 1 },
      },
    }),
  );
} catch (error) {
  console.error(error);
  await shutdown(1);
}

/**
 * JavaScript and requests until the home page's hero is usable. Two byte counts: as transferred
 * (the shop serves brotli to browsers that take it), and gzip, the unit: each script's
 * body compressed as the shop's server compresses for a browser without brotli (level 6).
 * @param {string} origin
 */
async function weighHomePage(origin) {
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROME_FLAGS.slice(1) });
  const page = await browser.newPage();
  const client = await page.context().newCDPSession(page);
  await client.send('Network.enable');
  await client.send('Network.setCacheDisabled', { cacheDisabled: true });
  /** @type {Map<string, string>} */
  const types = new Map();
  /** @type {string[]} */
  const scripts = [];
  /** @type {Map<string, string>} */
  const urls = new Map();
  let transferredBytes = 0;
  let requests = 0;
  client.on('Network.requestWillBeSent', () => (requests += 1));
  client.on('Network.responseReceived', (event) => {
    types.set(event.requestId, event.type);
    urls.set(event.requestId, event.response.url);
  });
  client.on('Network.loadingFinished', (event) => {
    if (types.get(event.requestId) !== 'Script') return;
    transferredBytes += event.encodedDataLength;
    scripts.push(event.requestId);
  });
  await page.goto(origin, { waitUntil: 'networkidle' });
  await page.getByRole('link', { name: 'Shop Now' }).waitFor();
  const counted = {
    scriptBytes: 0,
    transferredBytes,
    requests,
    scripts: scripts.length,
    /** @type {string[]} */
    urls: scripts.map((requestId) => urls.get(requestId) ?? ''),
  };
  for (const requestId of scripts) {
    const { body, base64Encoded } = await client.send('Network.getResponseBody', { requestId });
    const raw = Buffer.from(body, base64Encoded ? 'base64' : 'utf8');
    counted.scriptBytes += gzipSync(raw, { level: 6 }).length;
  }
  await browser.close();
  return counted;
}

/** Each server's port, and the package whose build it serves. */
const BUILD_OF_PORT = new Map([
  [PORTS.shop, 'shell/host'],
  [PORTS.catalogOnly, 'shell/host'],
  ...remotes.map(
    (remote, index) => /** @type {[number, string]} */ ([PORTS.remoteBase + index, remote.package]),
  ),
]);

/**
 * The source modules that more than one of a page's scripts carry (module federation's promise:
 * none), from the module lists the production builds write beside their source maps.
 * @param {string[]} scriptUrls
 * @returns {string[]} each such module, with the scripts that carry it
 */
function modulesShippedTwice(scriptUrls) {
  /** @type {Map<string, string[]>} */
  const carriers = new Map();
  /** @type {Map<string, Record<string, string[]>>} */
  const lists = new Map();
  for (const url of scriptUrls) {
    const { port, pathname } = new URL(url);
    const pkg = BUILD_OF_PORT.get(Number(port));
    if (!pkg) continue;
    let list = lists.get(pkg);
    if (!list) {
      const file = path.join(ROOT, pkg, 'source-maps', 'dist', 'module-list.json');
      /** @type {unknown} */
      const parsed = JSON.parse(readFileSync(file, 'utf8'));
      list = /** @type {Record<string, string[]>} */ (parsed);
      lists.set(pkg, list);
    }
    for (const module of list[pathname.slice(1)] ?? []) {
      carriers.set(module, [...(carriers.get(module) ?? []), `${pkg}${pathname}`]);
    }
  }
  return [...carriers]
    .filter(([, scripts]) => scripts.length > 1)
    .map(([module, scripts]) => `${module} (in ${scripts.join(', ')})`);
}

/** @param {string} url */
async function runLighthouse(url) {
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: CHROME_FLAGS });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
    });
    if (!result) throw new Error(`Lighthouse returned no result for ${url}`);
    const { categories, audits } = result.lhr;
    // A category Lighthouse could not score (null) counts as 0; a metric it could not measure, NaN.
    const score = (/** @type {string} */ id) => Math.round((categories[id].score ?? 0) * 100);
    const metric = (/** @type {string} */ id) => audits[id].numericValue ?? Number.NaN;
    return {
      benchmarkIndex: result.lhr.environment.benchmarkIndex,
      lighthouseVersion: result.lhr.lighthouseVersion,
      performance: score('performance'),
      accessibility: score('accessibility'),
      bestPractices: score('best-practices'),
      seo: score('seo'),
      lcpMs: Math.round(metric('largest-contentful-paint')),
      tbtMs: Math.round(metric('total-blocking-time')),
      cls: Number(metric('cumulative-layout-shift').toFixed(3)),
      failing: Object.values(audits)
        .filter(
          (audit) =>
            audit.score !== null && audit.score < 0.9 && audit.scoreDisplayMode === 'binary',
        )
        .map((audit) => audit.id),
    };
  } finally {
    chrome.kill();
  }
}

/**
 * The page's blocking time as the browser itself counts it: Chromium slowed down 4x (the CPU
 * slowdown Lighthouse simulates), a phone's viewport, no trace recorded; the long tasks the page's
 * own PerformanceObserver sees after the first contentful paint, each beyond 50 ms, until the
 * page has been quiet for QUIET_MS. Lighthouse's TBT is a simulation over a trace, and recording
 * that trace costs Chromium 156 more main-thread work than the page's own (stop 51's note): this
 * figure is printed beside it, for comparison, and judged by nothing.
 * @param {string} url
 */
async function blockingTimeUntraced(url) {
  const QUIET_MS = 3_000;
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROME_FLAGS.slice(1) });
  try {
    const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
    const page = await context.newPage();
    const client = await context.newCDPSession(page);
    await client.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await page.addInitScript(() => {
      const tasks = /** @type {[number, number][]} */ ([]);
      Object.assign(globalThis, { __longTasks: tasks });
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) tasks.push([entry.startTime, entry.duration]);
      }).observe({ type: 'longtask', buffered: true });
    });
    await page.goto(url, { waitUntil: 'load' });
    /** @returns {Promise<{ fcp: number, tasks: [number, number][], now: number }>} */
    const read = () =>
      page.evaluate(() => ({
        fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0,
        tasks: /** @type {{ __longTasks: [number, number][] }} */ (
          /** @type {unknown} */ (globalThis)
        ).__longTasks,
        now: performance.now(),
      }));
    let seen = await read();
    for (let waited = 0; waited < 20_000; waited += 250) {
      const lastEnd = Math.max(0, ...seen.tasks.map(([start, duration]) => start + duration));
      if (seen.now - lastEnd >= QUIET_MS) break;
      await page.waitForTimeout(250);
      seen = await read();
    }
    return Math.round(
      seen.tasks
        .filter(([start]) => start >= seen.fcp)
        .reduce((total, [, duration]) => total + Math.max(0, duration - 50), 0),
    );
  } finally {
    await browser.close();
  }
}

/** @param {number[]} values */
function middleOf(values) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length === 0 ? Number.NaN : Math.round(sorted[Math.floor(sorted.length / 2)]);
}

let exitCode = 0;
try {
  const shop = `http://localhost:${PORTS.shop}`;
  /** @type {[name: string, url: string][]} */
  const allPages = [
    ['home', `${shop}/`],
    ['collection', `${shop}/inner-beauty`],
    ['product', `${shop}/product/1`],
    ['search', `${shop}/search?q=tee`],
    ['category', `${shop}/category/t-shirts`],
    ['cart', `${shop}/cart`],
    ['healing moments', `${shop}/healing-moments`],
  ];
  const pages = SMOKE ? allPages.slice(0, 1) : allPages;
  /** @type {(Awaited<ReturnType<typeof runLighthouse>> & { page: string, runs: string, untracedTbtMs: number })[]} */
  const rows = [];
  // Each page is asked for once before it is measured (as any visitor before would have), and
  // measured LIGHTHOUSE_RUNS times: the row is the median run by Performance, as Lighthouse's
  // own guidance on variability recommends over a single run.
  for (const [name, url] of pages) {
    await fetch(url).then((response) => response.text());
    const runs = [];
    for (let run = 0; run < LIGHTHOUSE_RUNS; run += 1) runs.push(await runLighthouse(url));
    runs.sort((a, b) => a.performance - b.performance);
    const median = runs[Math.floor(runs.length / 2)];
    const untraced = [];
    for (let run = 0; run < LIGHTHOUSE_RUNS; run += 1)
      untraced.push(await blockingTimeUntraced(url));
    rows.push({
      page: name,
      ...median,
      runs: runs.map((run) => run.performance).join(' '),
      untracedTbtMs: middleOf(untraced),
    });
  }
  // The rows as shown and as --json gives them: the browser's details once, not on every row.
  const shownRows = rows.map(
    ({ failing: _failing, benchmarkIndex: _index, lighthouseVersion: _version, ...row }) => row,
  );
  const measuredIn = {
    browser: BROWSER,
    lighthouse: rows[0]?.lighthouseVersion ?? '',
    // Lighthouse's own measure of the machine's speed (higher is faster), median of the runs shown.
    benchmarkIndex: middleOf(rows.map((row) => row.benchmarkIndex)),
  };
  console.log(
    `\nLighthouse ${measuredIn.lighthouse} (mobile, simulated throttling) in ${measuredIn.browser},` +
      ` benchmark index ${measuredIn.benchmarkIndex}: compare only with runs in the same browser`,
  );
  console.table(shownRows);
  console.log(
    `  untracedTbtMs: the blocking time the page's own long tasks add up to in ${measuredIn.browser}` +
      ` slowed 4x, with no trace recorded (median of ${LIGHTHOUSE_RUNS}); for comparison with` +
      ` Lighthouse's TBT, whose goal (${GOALS.tbtMs} ms) is the one judged`,
  );
  for (const row of rows) {
    // A category Lighthouse could not score is a page it could not measure: a broken check.
    if (!(row.performance > 0 && row.accessibility > 0 && Number.isFinite(row.lcpMs))) {
      console.log(`  BROKEN: Lighthouse could not measure ${row.page}`);
      exitCode = 1;
    }
    if (row.failing.length) console.log(`  ${row.page}: failing audits: ${row.failing.join(', ')}`);
    const missed = [
      ...(row.performance < GOALS.performance
        ? [`Performance ${row.performance} < ${GOALS.performance}`]
        : []),
      ...(row.tbtMs > GOALS.tbtMs ? [`TBT ${row.tbtMs} ms > ${GOALS.tbtMs} ms`] : []),
      ...(row.cls >= GOALS.cls ? [`CLS ${row.cls} >= ${GOALS.cls}`] : []),
      ...(row.accessibility < GOALS.accessibility
        ? [`Accessibility ${row.accessibility} < ${GOALS.accessibility}`]
        : []),
    ];
    if (missed.length > 0) {
      console.log(`  MISSED on ${row.page}: ${missed.join('; ')}`);
      missedGoal = true;
    }
  }

  const federated = await weighHomePage(`http://localhost:${PORTS.catalogOnly}/`);
  const bundled = await weighHomePage(`http://localhost:${PORTS.single}/`);
  const whole = await weighHomePage(`${shop}/`);
  const ratio = federated.scriptBytes / bundled.scriptBytes;
  const kb = (/** @type {number} */ bytes) => (bytes / 1024).toFixed(1);
  /** @type {[build: string, weight: Awaited<ReturnType<typeof weighHomePage>>][]} */
  const builds = [
    ['single bundle (shell + catalog)', bundled],
    ['federated (shell + catalog)', federated],
    ['federated, whole site', whole],
  ];
  console.log('\nHome page until interactive (JavaScript: gzip, and as transferred: brotli)');
  console.table(
    builds.map(([build, weight]) => ({
      build,
      gzipKB: kb(weight.scriptBytes),
      brotliKB: kb(weight.transferredBytes),
      scripts: weight.scripts,
      requests: weight.requests,
    })),
  );
  console.log(
    `  federation costs ${ratio.toFixed(2)}x the single bundle's JavaScript, gzip ` +
      `(${(federated.transferredBytes / bundled.transferredBytes).toFixed(2)}x as brotli; goal <= ${GOALS.federationRatio})`,
  );
  if (ratio > GOALS.federationRatio) missedGoal = true;
  const twice = [...modulesShippedTwice(federated.urls), ...modulesShippedTwice(whole.urls)];
  console.log(
    twice.length === 0
      ? '  no module is shipped twice (shell + catalog, and the whole site)'
      : `  MISSED: ${twice.length} modules shipped twice:\n    ${[...new Set(twice)].join('\n    ')}`,
  );
  if (twice.length > 0) missedGoal = true;
  if (missedGoal && SMOKE)
    console.log('  (a smoke run shows the goals; npm run bench judges them)');
  if (missedGoal && !SMOKE) exitCode = 1;
  if (process.argv.includes('--json')) {
    console.log(
      `BENCH_WEB_JSON ${JSON.stringify({ measuredIn, lighthouse: shownRows, federated, bundled, ratio, shippedTwice: twice.length })}`,
    );
  }
} catch (error) {
  console.error(error);
  exitCode = 1;
}
await shutdown(exitCode);
