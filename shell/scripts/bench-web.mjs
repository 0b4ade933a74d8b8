#!/usr/bin/env node
// `npm run bench:web`: the web benchmark, on the built site, in one run.
//  1. Lighthouse (mobile emulation, simulated throttling) on home, a collection and a product:
//     Performance, Accessibility, Best Practices, SEO, LCP, TBT, CLS.
//  2. JavaScript (gzip bytes, and as transferred: brotli) and requests until the home page is
//     interactive, federated shell + catalog against a single-bundle build of the same code.
// It starts its own copy of the shop on bench ports and a fresh database, and exits non-zero
// when a goal is missed (Performance 95+, Accessibility 100, CLS < 0.05, federation <= 1.15x).
// Pages: home, a collection, a product, the cart and healing moments, each the median of
// LIGHTHOUSE_RUNS runs (3) after one warm-up request. --json adds a line
// `BENCH_WEB_JSON {...}` for `npm run bench`, which puts it beside the API's figures.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, rmSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromium } from '@playwright/test';
import { buildChanged } from './build-changed.mjs';
import { startShellServer } from '../server/shell-server.mjs';

const shellDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const root = path.resolve(shellDir, '..');
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
  pg: 54390,
};
const dataDir = path.join(os.tmpdir(), 'healing-bench-web');
const GOALS = { performance: 95, accessibility: 100, cls: 0.05, federationRatio: 1.15 };
/** Lighthouse runs per page; the median counts. */
const LIGHTHOUSE_RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);

if (!existsSync(CHROMIUM)) {
  console.error(`bench:web needs Chromium at ${CHROMIUM} (set CHROMIUM_PATH)`);
  process.exit(2);
}

console.log('[bench:web] building what changed, and the single-bundle comparison build');
await buildChanged(root);
const single = spawnSync(
  process.execPath,
  [path.join(shellDir, 'build-kit/src/build.mjs'), '--config', 'bench/single-bundle.webpack.cjs'],
  { cwd: shellDir, stdio: 'inherit' },
);
if (single.status !== 0) process.exit(single.status ?? 1);

rmSync(dataDir, { recursive: true, force: true });
const site = spawn(process.execPath, [path.join(shellDir, 'scripts/start.mjs'), '--no-build'], {
  cwd: root,
  stdio: ['ignore', 'ignore', 'inherit'],
  env: {
    ...process.env,
    SHOP_PORT: String(PORTS.shop),
    API_PORT: String(PORTS.api),
    REMOTE_PORT_BASE: String(PORTS.remoteBase),
    EMBEDDED_PG_PORT: String(PORTS.pg),
    DATA_DIR: dataDir,
  },
});
const extraServers = [];
async function shutdown(code) {
  for (const server of extraServers) server.close();
  site.kill('SIGTERM');
  await new Promise((resolve) => site.once('exit', resolve));
  process.exit(code);
}

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
  await waitForHealth(`http://127.0.0.1:${PORTS.shop}/api/health`);
  extraServers.push(
    await startShellServer({
      distDir: path.join(shellDir, 'dist'),
      config: {
        port: PORTS.catalogOnly,
        apiUrl,
        remotes: { catalog: catalogManifest },
        previewOrigins: [],
      },
    }),
    await startShellServer({
      distDir: path.join(shellDir, 'bench-dist'),
      config: { port: PORTS.single, apiUrl, remotes: {}, previewOrigins: [] },
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
 */
async function weighHomePage(origin) {
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROME_FLAGS.slice(1) });
  const page = await browser.newPage();
  const client = await page.context().newCDPSession(page);
  await client.send('Network.enable');
  await client.send('Network.setCacheDisabled', { cacheDisabled: true });
  const types = new Map();
  const scripts = [];
  let transferredBytes = 0;
  let requests = 0;
  client.on('Network.requestWillBeSent', () => (requests += 1));
  client.on('Network.responseReceived', (event) => types.set(event.requestId, event.type));
  client.on('Network.loadingFinished', (event) => {
    if (types.get(event.requestId) !== 'Script') return;
    transferredBytes += event.encodedDataLength;
    scripts.push(event.requestId);
  });
  await page.goto(origin, { waitUntil: 'networkidle' });
  await page.getByRole('link', { name: 'Shop Now' }).waitFor();
  const counted = { scriptBytes: 0, transferredBytes, requests, scripts: scripts.length };
  for (const requestId of scripts) {
    const { body, base64Encoded } = await client.send('Network.getResponseBody', { requestId });
    const raw = Buffer.from(body, base64Encoded ? 'base64' : 'utf8');
    counted.scriptBytes += gzipSync(raw, { level: 6 }).length;
  }
  await browser.close();
  return counted;
}

async function runLighthouse(url) {
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: CHROME_FLAGS });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
    });
    const { categories, audits } = result.lhr;
    return {
      performance: Math.round(categories.performance.score * 100),
      accessibility: Math.round(categories.accessibility.score * 100),
      bestPractices: Math.round(categories['best-practices'].score * 100),
      seo: Math.round(categories.seo.score * 100),
      lcpMs: Math.round(audits['largest-contentful-paint'].numericValue),
      tbtMs: Math.round(audits['total-blocking-time'].numericValue),
      cls: Number(audits['cumulative-layout-shift'].numericValue.toFixed(3)),
      failing: Object.values(audits)
        .filter(
          (audit) =>
            audit.score !== null && audit.score < 0.9 && audit.scoreDisplayMode === 'binary',
        )
        .map((audit) => audit.id),
    };
  } finally {
    await chrome.kill();
  }
}

let exitCode = 0;
try {
  const shop = `http://localhost:${PORTS.shop}`;
  const pages = [
    ['home', `${shop}/`],
    ['collection', `${shop}/inner-beauty`],
    ['product', `${shop}/product/1`],
    ['cart', `${shop}/cart`],
    ['healing moments', `${shop}/healing-moments`],
  ];
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
    rows.push({ page: name, ...median, runs: runs.map((run) => run.performance).join(' ') });
  }
  console.log('\nLighthouse (mobile, simulated throttling)');
  console.table(rows.map(({ failing: _failing, ...row }) => row));
  for (const row of rows) {
    if (row.failing.length) console.log(`  ${row.page}: failing audits: ${row.failing.join(', ')}`);
    if (
      row.performance < GOALS.performance ||
      row.accessibility < GOALS.accessibility ||
      row.cls >= GOALS.cls
    ) {
      console.log(`  MISSED a goal on ${row.page}`);
      exitCode = 1;
    }
  }

  const federated = await weighHomePage(`http://localhost:${PORTS.catalogOnly}/`);
  const bundled = await weighHomePage(`http://localhost:${PORTS.single}/`);
  const whole = await weighHomePage(`${shop}/`);
  const ratio = federated.scriptBytes / bundled.scriptBytes;
  const kb = (bytes) => (bytes / 1024).toFixed(1);
  console.log('\nHome page until interactive (JavaScript: gzip, and as transferred: brotli)');
  console.table(
    [
      ['single bundle (shell + catalog)', bundled],
      ['federated (shell + catalog)', federated],
      ['federated, whole site', whole],
    ].map(([build, weight]) => ({
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
  if (ratio > GOALS.federationRatio) exitCode = 1;
  if (process.argv.includes('--json')) {
    const lighthouse = rows.map(({ failing: _failing, ...row }) => row);
    console.log(`BENCH_WEB_JSON ${JSON.stringify({ lighthouse, federated, bundled, ratio })}`);
  }
} catch (error) {
  console.error(error);
  exitCode = 1;
}
await shutdown(exitCode);
