#!/usr/bin/env node
// `npm run drill -w @healing/tooling -- delivery`: a remote team's delivery, as shoppers live it.
// The shop runs as `npm start` runs it, its catalog served from real releases (RELEASES_ROOT),
// while shoppers browse in a real Chromium, each pinned to a cohort by the shell's cookie:
//  1. a catalog release whose about page throws goes out as a 10% canary; the shoppers in its
//     cohort hit the error, their browsers report it, and production's shell aborts the canary by
//     itself under its stated rule (shell/edge/src/shell/canary-rule.ts), audited as auto-abort;
//  2. stable shoppers never see the error, and the cohort is back on the stable release at the
//     shell's next poll;
//  3. a good release (a changed heading) canaried and promoted changes no chunk a returning
//     visitor already has, except the chunks whose content changed.
// Prints a table of the promises and exits non-zero when one is broken.
/* global document -- in page.evaluate() callbacks, which run in the page */
import { createHash } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { ROOT } from '../paths.mjs';
import { releaseWithChange, teamCommand } from '../lib/remote-release.mjs';
import { printTable, Promises, runWhenMain, say } from './lib/report.mjs';
import { startSite } from './lib/site.mjs';

export const description =
  'a failing release canaried to 10% is aborted by itself; a good one canaried and promoted';

const PORTS = { api: 19900, remoteBase: 19911, shop: 19980, pg: 24371, previewBase: 19990 };
const CATALOG_DIR = path.join(ROOT, 'mf-catalog');
const ABOUT_PAGE = 'src/pages/about-page.tsx';
const HEADING = 'Healing you can hold';
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
/** The shell reads each remote's canary this often (its default is 10 s: a drill is in a hurry). */
const CANARY_POLL_MS = 1_000;
/**
 * Cohorts (the shell's mf_cohort cookie, 0-99) of the shoppers: below 10, the canary's. With
 * eight shoppers browsing without pause on a 2-core machine beside the whole shop, some stable
 * pages ran out of the browser's 2 s budget for a remote's module (REMOTE_TIMEOUT_MS) and showed
 * the fallback in every run. With four it happened in one run of two, to pages begun just as the
 * canary went live, while the catalog's server loaded the canary's cold renderer on the event
 * loop that serves the stable chunks; remote servers now warm a canary before the shells learn
 * of it (remote-server.ts). A stable page that fails says why (Visit.why). Fewer shoppers browse
 * faster, so the canary still reaches the rule's 50 pages and the stable side has as many pages
 * as before.
 */
const CANARY_COHORTS = [7];
const STABLE_COHORTS = [30, 60, 90];
/** Pages the shoppers go round; /about is the one the bad release breaks. */
const ROUND = ['/about', '/books', '/inner-beauty', '/about', '/love-is', '/'];
/** How long the automatic abort may take once the canary is live. */
const ABORT_WITHIN_MS = 240_000;
const workDir = path.join(os.tmpdir(), 'healing-drill-delivery');
const sleep = (/** @type {number} */ ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * @typedef {object} Visit
 * @property {number} cohort
 * @property {string} route
 * @property {number} at        when the navigation started (ms since the epoch)
 * @property {boolean} failed   the catalog's area showed its fallback, or the page threw
 * @property {string | null} release  the catalog area's data-release
 * @property {string | null} heading  the about page's heading, on /about
 * @property {string[]} why     on a failed page: what the browser said went wrong (errors thrown
 *                              or logged, requests that failed or were refused), and how long it took
 */

/**
 * One shopper going round ROUND until `running()` says stop, pinned to `cohort`.
 * @param {import('@playwright/test').Browser} browser
 * @param {string} base
 * @param {number} cohort
 * @param {() => boolean} running
 * @param {Visit[]} visits
 */
async function shop(browser, base, cohort, running, visits) {
  const context = await browser.newContext();
  await context.addCookies([{ name: 'mf_cohort', value: String(cohort), url: base }]);
  const page = await context.newPage();
  let thrown = false;
  /** @type {string[]} */
  let why = [];
  const firstLine = (/** @type {string} */ text) => text.split('\n')[0].slice(0, 200);
  page.on('pageerror', (error) => {
    thrown = true;
    why.push(`threw: ${firstLine(error.message)}`);
  });
  page.on('console', (message) => {
    if (message.type() === 'error') why.push(`console: ${firstLine(message.text())}`);
  });
  page.on('requestfailed', (request) => {
    why.push(`request failed: ${request.url()} (${request.failure()?.errorText ?? '?'})`);
  });
  page.on('response', (response) => {
    if (response.status() >= 400) why.push(`${response.status()}: ${response.url()}`);
  });
  for (let i = 0; running(); i += 1) {
    const route = ROUND[i % ROUND.length];
    const at = Date.now();
    thrown = false;
    why = [];
    const took = () => `after ${Date.now() - at} ms`;
    try {
      await page.goto(`${base}${route}`);
      // The browser has taken over the server's HTML, and the catalog's area has settled.
      await page.waitForFunction(
        () => !document.getElementById('root')?.hasAttribute('data-server-rendered'),
        undefined,
        { timeout: 15_000 },
      );
      const area = page.locator('[data-remote="catalog"], [data-remote-fallback]').first();
      await area.waitFor({ timeout: 10_000 }).catch(() => undefined);
      const failed = thrown || (await page.locator('[data-remote-fallback]').count()) > 0;
      const release = await page
        .locator('[data-remote="catalog"]')
        .first()
        .getAttribute('data-release', { timeout: 1_000 })
        .catch(() => null);
      const heading =
        route === '/about' && !failed
          ? await page
              .locator('[data-remote="catalog"] h1')
              .first()
              .textContent({ timeout: 2_000 })
              .catch(() => null)
          : null;
      visits.push({
        cohort,
        route,
        at,
        failed,
        release,
        heading,
        why: failed ? [took(), ...why] : [],
      });
    } catch (error) {
      const stopped = `stopped: ${firstLine(error instanceof Error ? error.message : String(error))}`;
      visits.push({
        cohort,
        route,
        at,
        failed: true,
        release: null,
        heading: null,
        why: [took(), stopped, ...why],
      });
    }
  }
  // Leaving the page sends what its telemetry still holds.
  await context.close();
}

/** sha256 of each file of a release folder, by name (chunks, entry, manifest). */
function fileHashes(/** @type {string} */ dir) {
  /** @type {Map<string, string>} */
  const hashes = new Map();
  for (const name of readdirSync(dir)) {
    const full = path.join(dir, name);
    if (!statSync(full).isFile() || !name.endsWith('.js')) continue;
    hashes.set(name, createHash('sha256').update(readFileSync(full)).digest('hex'));
  }
  return hashes;
}

/** The audit log's auto-abort lines in the catalog's releases folder. */
function autoAborts(/** @type {string} */ root) {
  let text = '';
  try {
    text = readFileSync(path.join(root, 'mf-catalog', 'audit.log'), 'utf8');
  } catch {
    return [];
  }
  return text
    .trim()
    .split('\n')
    .filter(Boolean)
    .map((line) => {
      /** @type {unknown} */
      const value = JSON.parse(line);
      return /** @type {{ action?: string, reason?: string }} */ (value);
    })
    .filter((entry) => entry.action === 'auto-abort');
}

export async function run() {
  const promises = new Promises();
  const check = promises.check.bind(promises);
  const root = mkdtempSync(path.join(os.tmpdir(), 'healing-drill-releases-'));
  // This process reads the releases too (which is live), where the servers and commands do.
  process.env.RELEASES_ROOT = root;
  const team = (/** @type {string[]} */ ...args) => teamCommand(CATALOG_DIR, root, args);
  const catalogRelease = (/** @type {string} */ heading, /** @type {string[]} */ ...args) =>
    releaseWithChange({
      packageDir: CATALOG_DIR,
      releasesRoot: root,
      change: { file: ABOUT_PAGE, from: `>${HEADING}<`, to: heading },
      args,
    });
  /** @type {import('./lib/site.mjs').Site | null} */
  let site = null;
  const onExit = () => site?.stopNow();
  process.on('exit', onExit);
  /** @type {import('@playwright/test').Browser | null} */
  let browser = null;
  try {
    // Production's release before anything: the working tree as it is.
    say('[drill:delivery] releasing the catalog as it is (production)');
    teamCommand(CATALOG_DIR, root, ['release']);
    const stable = readdirSync(path.join(root, 'mf-catalog')).find((name) => /^\d/.test(name));
    if (!stable) throw new Error('the first release did not land');

    site = await startSite({
      label: 'drill:delivery',
      ports: PORTS,
      dataDir: workDir,
      env: { RELEASES_ROOT: root, CANARY_POLL_MS: String(CANARY_POLL_MS) },
    });
    const base = `http://127.0.0.1:${PORTS.shop}`;
    browser = await chromium.launch({
      executablePath: CHROMIUM,
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
    });

    // 1. The bad release, canaried while the shoppers browse.
    /** @type {Visit[]} */
    const visits = [];
    let shopping = true;
    const shoppers = [...CANARY_COHORTS, ...STABLE_COHORTS].map((cohort) =>
      shop(
        /** @type {import('@playwright/test').Browser} */ (browser),
        base,
        cohort,
        () => shopping,
        visits,
      ),
    );
    await sleep(5_000);
    say('[drill:delivery] releasing a catalog whose about page throws, as a 10% canary');
    catalogRelease(
      ">{(() => { throw new Error('the delivery drill: this canary breaks'); })()}<",
      '--canary',
      '10%',
    );
    const canaryAt = Date.now();
    say(`[drill:delivery] the canary is live since ${new Date(canaryAt).toISOString()}`);
    let abortedAt = 0;
    while (!abortedAt && Date.now() - canaryAt < ABORT_WITHIN_MS) {
      await sleep(1_000);
      if (autoAborts(root).length > 0) abortedAt = Date.now();
    }
    // The cohort's shoppers keep browsing: back on the stable release at the next poll.
    const backBy = abortedAt + 2 * CANARY_POLL_MS + 1_000;
    if (abortedAt) await sleep(15_000);
    shopping = false;
    await Promise.all(shoppers);

    const aborts = autoAborts(root);
    check(
      `the canary was aborted by itself, once, within ${ABORT_WITHIN_MS / 1000} s`,
      abortedAt
        ? `after ${((abortedAt - canaryAt) / 1000).toFixed(1)} s: ${aborts[0]?.reason ?? ''}`
        : 'never',
      [
        ...(abortedAt ? [] : ['no auto-abort line in the audit log']),
        ...(aborts.length > 1 ? [`${aborts.length} auto-abort lines`] : []),
      ],
    );
    const inCanary = (/** @type {Visit} */ visit) => CANARY_COHORTS.includes(visit.cohort);
    const during = visits.filter((v) => inCanary(v) && v.at >= canaryAt && v.at < abortedAt);
    check(
      "the canary's cohort met the failure while it ran (the drill is real)",
      `${during.filter((v) => v.failed).length} failed of ${during.length} pages`,
      during.some((v) => v.failed) ? [] : ['no shopper of the cohort saw the canary fail'],
    );
    const stableVisits = visits.filter((v) => !inCanary(v));
    const stableFailed = stableVisits.filter((v) => v.failed);
    check(
      'stable shoppers never saw the error',
      `${stableFailed.length} failed of ${stableVisits.length} pages`,
      stableFailed.map(
        (v) =>
          `cohort ${v.cohort} ${v.route} at ${new Date(v.at).toISOString()}: ${v.why.join('; ')}`,
      ),
    );
    const after = visits.filter((v) => inCanary(v) && abortedAt && v.at >= backBy);
    const notBack = after.filter((v) => v.failed || (v.release !== null && v.release !== stable));
    check(
      "the canary's cohort is back on the stable release after the abort",
      `${after.length - notBack.length} of ${after.length} pages on ${stable}`,
      [
        ...(after.length > 0 ? [] : ['no page of the cohort after the abort']),
        ...notBack.map((v) => `cohort ${v.cohort} ${v.route}: ${v.failed ? 'failed' : v.release}`),
      ],
    );
    check(
      "production kept its release, and the aborted one is never a rollback's target",
      team('releases')
        .split('\n')
        .find((line) => line.includes('aborted')) ?? '',
      /** @type {import('@healing/edge')} */ (
        await import('@healing/edge')
      ).releases.currentRelease(CATALOG_DIR) === stable
        ? []
        : ['production is not on its first release any more'],
    );

    // 2. A good release, canaried and promoted: a returning visitor downloads again only the
    // chunks whose content changed.
    const returning = await browser.newContext();
    await returning.addCookies([{ name: 'mf_cohort', value: '2', url: base }]);
    const visitor = await returning.newPage();
    /** @type {Set<string>} */
    let loaded = new Set();
    visitor.on('response', (response) => {
      const url = new URL(response.url());
      if (url.port === String(PORTS.remoteBase) && url.pathname.endsWith('.js')) {
        loaded.add(path.basename(url.pathname));
      }
    });
    const browseAll = async () => {
      for (const route of ['/', '/about', '/books', '/inner-beauty']) {
        await visitor.goto(`${base}${route}`);
        await visitor.waitForFunction(
          () => !document.getElementById('root')?.hasAttribute('data-server-rendered'),
        );
      }
    };
    await browseAll();
    const before = loaded;
    loaded = new Set();
    say(
      '[drill:delivery] releasing a good catalog (a new heading) as a 10% canary, then promoting it',
    );
    const goodHeading = `${HEADING}, anew`;
    catalogRelease(`>${goodHeading}<`, '--canary', '10%');
    teamCommand(CATALOG_DIR, root, ['promote']);
    await sleep(2 * CANARY_POLL_MS + 1_000);
    await browseAll();
    await visitor.goto(`${base}/about`);
    const heading = await visitor
      .locator('[data-remote="catalog"] h1')
      .first()
      .textContent({ timeout: 10_000 })
      .catch(() => null);
    const good = /** @type {import('@healing/edge')} */ (
      await import('@healing/edge')
    ).releases.currentRelease(CATALOG_DIR);
    const oldFiles = fileHashes(path.join(root, 'mf-catalog', stable));
    const newFiles = fileHashes(path.join(root, 'mf-catalog', String(good)));
    const oldByContent = new Map([...oldFiles].map(([name, hash]) => [hash, name]));
    const renamed = [...newFiles]
      .filter(([name, hash]) => oldByContent.has(hash) && oldByContent.get(hash) !== name)
      .map(([name, hash]) => `${oldByContent.get(hash)} became ${name} with the same content`);
    const downloaded = [...loaded].filter((name) => !before.has(name));
    const needless = downloaded.filter((name) => {
      const hash = newFiles.get(name);
      return hash !== undefined && oldByContent.has(hash);
    });
    check(
      'the good release, promoted, is what the returning visitor sees',
      `${good}: "${heading ?? ''}"`,
      good !== stable && heading === goodHeading ? [] : ['the promoted release is not shown'],
    );
    check(
      'a chunk changes its name only when its content changes',
      `${newFiles.size} files, ${[...newFiles.keys()].filter((name) => !oldFiles.has(name)).length} new names; the visitor downloaded ${downloaded.length} again (${downloaded.join(', ')})`,
      [...renamed, ...needless.map((name) => `${name} downloaded again though unchanged`)],
    );
    await returning.close();
  } catch (error) {
    check('the drill ran to the end', 'stopped early', [
      error instanceof Error ? (error.stack ?? error.message) : String(error),
    ]);
  } finally {
    await browser?.close();
    await site?.stop();
    process.off('exit', onExit);
    for (const name of readdirSync(path.join(CATALOG_DIR, 'source-maps'))) {
      if (/^\d/.test(name))
        rmSync(path.join(CATALOG_DIR, 'source-maps', name), { recursive: true });
    }
    rmSync(root, { recursive: true, force: true });
  }
  say('\n=== delivery drill: promises');
  printTable(promises.rows, { promise: 80, measured: 100 });
  return promises.broken;
}

// Run by shell/tooling/drills/run.mjs (or directly): exits non-zero when a promise was broken.
await runWhenMain(import.meta.url, 'delivery', run);
