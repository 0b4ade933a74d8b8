#!/usr/bin/env node
// `npm run drill -w @healing/tooling`: each remote in turn made unreachable, slow (10 s) and broken (its
// entry script is garbage). Promises checked, in a real Chromium against the whole shop:
//  - the affected pages show their fallback within 3 s of navigation. An area the shell's server
//    sent rendered (from its area cache, which does not ask the remote) is on screen at once: it
//    must be within 3 s too, and its fallback must still follow, once the browser's wait for the
//    module (REMOTE_TIMEOUT_MS, counted from the page's start) has run out;
//  - every other remote's pages still render, and the cart (the shell's) still works;
//  - once the remote is back, Try again brings the page.
// Prints a table and exits non-zero when a promise breaks.
/* global document, window -- in page.evaluate() callbacks, which run in the page */
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { startShellServer } from '@healing/edge';
import remotes from '@healing/build-kit/remotes.json' with { type: 'json' };
import { HOST_DIR, ROOT, START_SCRIPT } from '../paths.mjs';
import { FAULTS, startFaultProxy } from './fault-proxy.mjs';

const PORTS = {
  api: 19200,
  remoteBase: 19211,
  shop: 19280,
  proxyBase: 19221,
  drillShell: 19290,
  pg: 24395,
};
const REMOTES = remotes.map((remote) => remote.name);
/** @type {Record<string, string[]>} */
const PAGES = {
  catalog: ['/inner-beauty', '/product/1', '/about', '/books'],
  cartCheckout: ['/cart'],
  community: ['/healing-moments', '/blog', '/contact'],
  designer: ['/design-apparel'],
};
const FALLBACK_WITHIN_MS = 3000;
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const dataDir = path.join(os.tmpdir(), 'healing-drill-remotes');

rmSync(dataDir, { recursive: true, force: true });
// The site's remotes render only for a shell that shows this; the drill's own shell does.
const renderSecret = randomBytes(32).toString('base64url');
const site = spawn(process.execPath, [START_SCRIPT], {
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
  },
});
const apiUrl = `http://127.0.0.1:${PORTS.api}`;

async function waitForHealth() {
  for (let i = 0; i < 600; i += 1) {
    try {
      if ((await fetch(`http://127.0.0.1:${PORTS.shop}/api/health`)).ok) return;
    } catch {
      // starting
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error('the shop did not start');
}

/** @type {Record<string, Awaited<ReturnType<typeof startFaultProxy>>>} */
const proxies = {};
/** @type {{ url: string, close(): unknown } | undefined} */
let shell;
/** @type {import('@playwright/test').Browser | undefined} */
let browser;
/** @type {Record<string, string | number>[]} */
const rows = [];
let broken = 0;

/**
 * @param {boolean} ok
 * @param {string} what  the promise, as the table and the log name it
 */
function check(ok, what) {
  if (!ok) {
    broken += 1;
    console.error(`  BROKEN: ${what}`);
  }
  return ok;
}

/**
 * Milliseconds from the navigation's start until `locator` is visible, or null if it never is.
 * @param {import('@playwright/test').Page} page
 * @param {import('@playwright/test').Locator} locator
 * @param {number} timeoutMs
 */
async function timeUntil(page, locator, timeoutMs) {
  try {
    await locator.waitFor({ state: 'visible', timeout: timeoutMs });
    return Math.round(await page.evaluate(() => performance.now()));
  } catch {
    return null;
  }
}

/**
 * Navigates and waits until the app has taken over the server-rendered HTML: until then the
 * page's controls are inert and the visitor's session is not yet in local storage.
 * @param {import('@playwright/test').Page} page
 * @param {string} url
 */
async function visit(page, url) {
  await page.goto(url);
  await page.waitForFunction(
    () => !document.getElementById('root')?.hasAttribute('data-server-rendered'),
  );
}

/**
 * @param {import('@playwright/test').Browser} browser
 * @param {string} base  the drill's shell, whose remotes are behind the fault proxies
 * @param {string} remote
 * @param {import('./fault-proxy.mjs').FaultMode} fault
 */
async function drill(browser, base, remote, fault) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await visit(page, `${base}/terms`);
  const sessionId = await page.evaluate(() => window.localStorage.getItem('cart-session'));
  // Product 2 comes in sizes: the cart takes it in its first size in stock, as a shopper would.
  /** @type {unknown} */
  const found = await (await fetch(`${apiUrl}/api/products/2`)).json();
  const product = /** @type {import('@healing/contracts').ProductDto} */ (found);
  const variantId =
    product.variants.length > 1 ? product.variants.find((v) => v.inStock)?.id : undefined;
  const added = await fetch(`${apiUrl}/api/cart`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ sessionId, productId: 2, quantity: 1, variantId }),
  });
  // A cart that was never filled would pass for a broken sidebar: the drill stops instead.
  if (!added.ok) throw new Error(`the drill could not fill the cart: ${added.status}`);

  await proxies[remote].setMode(fault);
  let worstFallbackMs = 0;
  let worstServedMs = 0;
  for (const route of PAGES[remote]) {
    await page.goto(`${base}${route}`, { waitUntil: 'commit' });
    // What the shopper sees first in the area's place: its server-rendered HTML or its fallback.
    const firstMs = await timeUntil(
      page,
      page.locator(`[data-remote-fallback], [data-remote="${remote}"]`).first(),
      8000,
    );
    const served = firstMs !== null && (await page.locator('[data-remote-fallback]').count()) === 0;
    const ms = await timeUntil(page, page.locator('[data-remote-fallback]'), 8000);
    check(
      ms !== null && (served ? firstMs <= FALLBACK_WITHIN_MS : ms <= FALLBACK_WITHIN_MS),
      `${remote} ${fault}: ${route} ${served ? `served rendered after ${firstMs} ms, ` : ''}fallback after ${ms ?? 'never'} ms`,
    );
    if (served) worstServedMs = Math.max(worstServedMs, firstMs);
    worstFallbackMs = Math.max(worstFallbackMs, ms ?? Infinity);
    check(
      await page.getByRole('banner').isVisible(),
      `${remote} ${fault}: ${route} lost the header`,
    );
  }

  let othersOk = true;
  for (const other of REMOTES.filter((name) => name !== remote)) {
    for (const route of PAGES[other]) {
      await page.goto(`${base}${route}`);
      const shown = await timeUntil(page, page.locator(`[data-remote="${other}"]`).first(), 10_000);
      const fallbacks = await page.locator('[data-remote-fallback]').count();
      othersOk =
        check(shown !== null && fallbacks === 0, `${remote} ${fault}: ${route} did not render`) &&
        othersOk;
    }
  }

  await visit(page, `${base}/terms`);
  await page.getByRole('button', { name: /^Open cart/ }).click();
  const cartOk = check(
    (await timeUntil(page, page.getByRole('dialog').getByText('Radiant Soul Tee'), 5000)) !== null,
    `${remote} ${fault}: the cart sidebar did not show the cart`,
  );

  await page.goto(`${base}${PAGES[remote][0]}`, { waitUntil: 'commit' });
  await page
    .locator('[data-remote-fallback]')
    .waitFor({ timeout: 8000 })
    .catch(() => undefined);
  await proxies[remote].setMode('up');
  const retryAt = Date.now();
  await page
    .getByRole('button', { name: 'Try again' })
    .click()
    .catch(() => undefined);
  const recovered = await page
    .locator(`[data-remote="${remote}"]`)
    .first()
    .waitFor({ timeout: 15_000 })
    .then(() => Date.now() - retryAt)
    .catch(() => null);
  check(recovered !== null, `${remote} ${fault}: no recovery after Try again`);

  rows.push({
    remote,
    fault,
    fallbackWorstMs: Number.isFinite(worstFallbackMs) ? worstFallbackMs : 'never',
    // Pages whose area came rendered: the slowest until it was on screen (its fallback followed,
    // counted in fallbackWorstMs).
    servedWorstMs: worstServedMs || '-',
    otherPages: othersOk ? 'ok' : 'BROKEN',
    cart: cartOk ? 'ok' : 'BROKEN',
    recoveredMs: recovered ?? 'never',
  });
  await context.close();
}

try {
  await waitForHealth();
  for (const [index, remote] of REMOTES.entries()) {
    proxies[remote] = await startFaultProxy({
      port: PORTS.proxyBase + index,
      target: `http://localhost:${PORTS.remoteBase + index}`,
    });
  }
  shell = await startShellServer({
    distDir: path.join(HOST_DIR, 'dist'),
    config: {
      port: PORTS.drillShell,
      apiUrl,
      remotes: Object.fromEntries(
        REMOTES.map((name) => [name, `${proxies[name].url}/mf-manifest.json`]),
      ),
      previewOrigins: [],
      renderSecret,
    },
  });
  shell.url = `http://localhost:${PORTS.drillShell}`;
  browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
  for (const remote of REMOTES) {
    for (const fault of FAULTS) await drill(browser, shell.url, remote, fault);
  }
  console.log(
    '\nRemote faults (fallback, or the area rendered by the server, promised within 3000 ms of navigation)',
  );
  console.table(rows);
} catch (error) {
  console.error(error);
  broken += 1;
} finally {
  await browser?.close();
  shell?.close();
  for (const proxy of Object.values(proxies)) await proxy.close();
  site.kill('SIGTERM');
  await new Promise((resolve) => site.once('exit', resolve));
}
console.log(broken ? `\n${broken} promise(s) broken` : '\nEvery promise held');
process.exit(broken ? 1 : 0);
