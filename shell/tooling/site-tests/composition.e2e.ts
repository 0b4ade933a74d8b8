// Composition at run time: where each remote lives is deploy-time configuration, a remote can be
// redeployed without rebuilding anything else, a remote that goes down costs only its own area,
// and a staging preview loads from an allowlisted origin only.
import { expect, test } from './support/test';
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { copyRemoteBuild, serveRemote, serveShell } from './support/servers';
import { watchConsole } from './support/shop';
import {
  API_URL,
  E2E,
  previewOrigin,
  REMOTE_DIRS,
  REMOTE_ORDER,
  remotePort,
  REPO_ROOT,
  SHOP_URL,
} from './support/site';

const catalogPort = E2E.sparePortBase;
const shellPort = E2E.sparePortBase + 1;

/** The main site's remotes, with catalog moved to `catalogUrl`. */
function remotesWithCatalogAt(catalogUrl: string): Record<string, string> {
  const remotes = Object.fromEntries(
    REMOTE_ORDER.map((name) => [name, `http://localhost:${remotePort(name)}/mf-manifest.json`]),
  );
  return { ...remotes, catalog: `${catalogUrl}/mf-manifest.json` };
}

function fingerprint(dir: string): string {
  const hash = createHash('sha256');
  for (const file of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!file.isFile()) continue;
    const full = path.join(file.parentPath, file.name);
    hash.update(path.relative(dir, full)).update(readFileSync(full));
  }
  return hash.digest('hex');
}

test('a remote rebuilt and redeployed changes the live site; nothing else is rebuilt', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const deployed = copyRemoteBuild('catalog');
  const catalog = await serveRemote('catalog', catalogPort, deployed.dir);
  const shell = await serveShell(shellPort, {
    apiUrl: API_URL,
    remotes: remotesWithCatalogAt(catalog.url),
  });
  const shellBefore = fingerprint(path.join(REPO_ROOT, 'shell/host/dist'));
  const othersBefore = ['cartCheckout', 'community', 'designer'].map((name) =>
    fingerprint(path.join(REPO_ROOT, REMOTE_DIRS[name as 'designer'], 'dist')),
  );
  const candidate = mkdtempSync(path.join(os.tmpdir(), 'catalog-release-'));
  try {
    await page.goto(`${shell.url}/about`);
    const area = page.locator('[data-remote="catalog"]').first();
    await expect(area).toBeVisible();
    const before = await area.getAttribute('data-release');

    const release = `e2e-redeploy-${Date.now()}`;
    execFileSync('npm', ['run', 'build', '--silent'], {
      cwd: path.join(REPO_ROOT, 'mf-catalog'),
      env: { ...process.env, BUILD_OUT_DIR: candidate, RELEASE_ID: release },
      stdio: 'pipe',
    });
    // Deploy: the new build's files replace the old ones at the same origin.
    rmSync(deployed.dir, { recursive: true, force: true });
    cpSync(candidate, deployed.dir, { recursive: true });

    await page.reload();
    await expect(page.locator('[data-remote="catalog"]').first()).toHaveAttribute(
      'data-release',
      release,
    );
    // The new release renders on the server too, once the shell's server has looked at the
    // remote's manifest again (every few seconds; until then the browser draws over the
    // previous release's HTML: RemoteRoot): the page arrives with its HTML.
    await expect
      .poll(async () => (await page.request.get(`${shell.url}/about`)).text(), { timeout: 15_000 })
      .toContain(`data-release="${release}"`);
    expect(before).not.toBe(release);
    expect(fingerprint(path.join(REPO_ROOT, 'shell/host/dist'))).toBe(shellBefore);
    expect(
      ['cartCheckout', 'community', 'designer'].map((name) =>
        fingerprint(path.join(REPO_ROOT, REMOTE_DIRS[name as 'designer'], 'dist')),
      ),
    ).toEqual(othersBefore);
  } finally {
    await shell.close();
    await catalog.close();
    deployed.remove();
    rmSync(candidate, { recursive: true, force: true });
    // The build's source maps, beside the package and named after its folder.
    rmSync(path.join(REPO_ROOT, 'mf-catalog', 'source-maps', path.basename(candidate)), {
      recursive: true,
      force: true,
    });
  }
});

test('a remote taken down mid-session shows its fallback; the rest keeps working', async ({
  page,
}) => {
  const deployed = copyRemoteBuild('catalog');
  let catalog = await serveRemote('catalog', catalogPort, deployed.dir);
  const shell = await serveShell(shellPort, {
    apiUrl: API_URL,
    remotes: remotesWithCatalogAt(catalog.url),
  });
  try {
    await page.goto(`${shell.url}/inner-beauty`);
    await expect(page.locator('[data-remote="catalog"]').first()).toBeVisible();

    await catalog.close();
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'About' })
      .click();
    const fallback = page.locator('[data-remote-fallback]');
    await expect(fallback).toBeVisible();
    await expect(fallback).toContainText("This part of the shop didn't load");
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();

    // The cart (the shell's) still opens, and the shell's own pages still render.
    await page.getByRole('button', { name: /^Open cart/ }).click();
    await expect(page.getByRole('dialog', { name: /Your Cart/ })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toBeHidden();
    await page.getByRole('link', { name: 'Terms of Service' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Terms of Service' })).toBeVisible();

    // Back up: Try again brings the page.
    await page.goBack();
    await expect(fallback).toBeVisible();
    catalog = await serveRemote('catalog', catalogPort, deployed.dir);
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(page.locator('[data-remote="catalog"]').first()).toBeVisible();
    await expect(fallback).toBeHidden();
  } finally {
    await shell.close();
    await catalog.close();
    deployed.remove();
  }
});

test("a remote's chunk that failed to load is asked for again by the entry already running, never by a second entry", async ({
  page,
}) => {
  const catalog = `http://localhost:${remotePort('catalog')}/`;
  const chunk = /\/__federation_expose_AboutPage\.[0-9a-f]+\.js$/;
  const chunkAnswers: number[] = [];
  // Refused twice: the runtime's early fetch of the module's files (its failure is ignored),
  // then the running entry's load of the chunk, which fails. The retry must then succeed.
  let refused = 0;
  await page.route(chunk, async (route) => {
    if (refused < 2) {
      refused += 1;
      return route.fulfill({ status: 503, body: 'Busy' });
    }
    return route.continue();
  });
  page.on('response', (response) => {
    if (chunk.test(new URL(response.url()).pathname)) chunkAnswers.push(response.status());
  });
  const entryLoads: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (
      request.url().startsWith(catalog) &&
      /mf-manifest\.json|remoteEntry\.js/.test(url.pathname)
    ) {
      entryLoads.push(`${url.pathname}${url.search}`);
    }
  });
  await page.goto('/about');
  // The About page's chunk was refused, then asked for again by the same entry and answered.
  await expect.poll(() => chunkAnswers).toEqual([503, 503, 200]);
  await page.waitForLoadState('networkidle');
  await expect(page.locator('[data-remote-fallback]')).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // The catalog's manifest and entry, once each: not again at a fresh address.
  expect(entryLoads.filter((load) => load.includes('attempt='))).toEqual([]);
  expect(entryLoads.filter((load) => load.includes('remoteEntry'))).toHaveLength(1);
});

test('without JavaScript, a page whose remote is down says it could not be loaded just now', async ({
  browser,
}) => {
  // Nothing listens on the catalog's port: the shell's server cannot render its areas.
  const shell = await serveShell(shellPort, {
    apiUrl: API_URL,
    remotes: remotesWithCatalogAt(`http://localhost:${catalogPort}`),
  });
  const context = await browser.newContext({ javaScriptEnabled: false });
  try {
    const page = await context.newPage();
    await page.goto(`${shell.url}/product/1`);
    const card = page.getByRole('alert');
    await expect(card).toContainText("We couldn't load this product just now.");
    await expect(page.getByText(/needs JavaScript/)).toHaveCount(0);
    await expect(page.getByRole('status')).toBeHidden();
    // Try again asks for the same page, with no script.
    await card.getByRole('link', { name: 'Try again' }).click();
    await expect(page).toHaveURL(`${shell.url}/product/1`);
    await expect(page.getByRole('banner')).toBeVisible();
  } finally {
    await context.close();
    await shell.close();
  }
});

test('a preview from an allowed origin loads with a ribbon; leaving it restores the release', async ({
  page,
}) => {
  const origin = previewOrigin('catalog');
  const build = copyRemoteBuild('catalog');
  const preview = await serveRemote('catalog', Number(new URL(origin).port), build.dir);
  const requests: string[] = [];
  page.on('request', (request) => requests.push(request.url()));
  try {
    await page.goto(`/about?preview=catalog@${origin}`);
    const ribbon = page.getByTestId('preview-ribbon');
    await expect(ribbon).toBeVisible();
    await expect(ribbon).toContainText('catalog');
    await expect(ribbon).toContainText(origin);
    await expect(page.locator('[data-remote="catalog"]').first()).toBeVisible();
    expect(requests.some((url) => url.startsWith(`${origin}/mf-manifest.json`))).toBe(true);
    expect(
      requests.some((url) => url.startsWith(`http://localhost:${remotePort('catalog')}/`)),
    ).toBe(false);

    // The preview holds for the browser session, across pages, until it is left.
    await page.goto('/inner-beauty');
    await expect(ribbon).toBeVisible();
    await ribbon.getByRole('button', { name: 'Leave preview' }).click();
    await expect(ribbon).toBeHidden();
    requests.length = 0;
    await page.goto('/about');
    await expect(page.locator('[data-remote="catalog"]').first()).toBeVisible();
    expect(requests.some((url) => url.startsWith(origin))).toBe(false);
  } finally {
    await preview.close();
    build.remove();
  }
});

test('a preview from an origin off the allowlist is ignored with a warning, never fetched', async ({
  page,
}) => {
  const stranger = `http://127.0.0.1:${E2E.sparePortBase + 9}`;
  const requests: string[] = [];
  page.on('request', (request) => requests.push(request.url()));
  const seen = watchConsole(page);
  await page.goto(`${SHOP_URL}/about?preview=catalog@${stranger}`);
  await expect(page.locator('[data-remote="catalog"]').first()).toBeVisible();
  await expect(page.getByTestId('preview-ribbon')).toBeHidden();
  expect(seen.warnings.some((text) => text.includes('Preview ignored'))).toBe(true);
  expect(requests.some((url) => url.startsWith(stranger))).toBe(false);
});

test('no remote carries its own copy of a shared singleton', () => {
  // Strings that exist only inside each package's own code.
  const markers = {
    react: '__CLIENT_INTERNALS_DO_NOT_USE_OR_WARN_USERS_THEY_CANNOT_UPGRADE',
    'react-dom': 'onRecoverableError',
    'react-router': 'may be used only in the context of a <Router> component',
    '@tanstack/react-query': 'No QueryClient set, use QueryClientProvider to set one',
    '@healing/platform': 'useCart must be used within a CartProvider',
  };
  for (const name of REMOTE_ORDER) {
    const dist = path.join(REPO_ROOT, REMOTE_DIRS[name], 'dist');
    const code = readdirSync(dist)
      .filter((file) => file.endsWith('.js'))
      .map((file) => readFileSync(path.join(dist, file), 'utf8'))
      .join('\n');
    for (const [singleton, marker] of Object.entries(markers)) {
      expect(code.includes(marker), `${name} bundles ${singleton}`).toBe(false);
    }
  }
  const shell = readdirSync(path.join(REPO_ROOT, 'shell/host/dist'))
    .filter((file) => file.endsWith('.js'))
    .map((file) => readFileSync(path.join(REPO_ROOT, 'shell/host/dist', file), 'utf8'))
    .join('\n');
  for (const marker of Object.values(markers)) expect(shell.includes(marker)).toBe(true);
});

test("the page's script sources are exactly the shell, the configured remotes and the shell's own inline scripts", async ({
  request,
}) => {
  // The shell's own inline scripts are allowed by their hashes, as the browser computes them
  // from the page it received; no other inline script is.
  const scriptSources = async (path: string) => {
    const response = await request.get(`${SHOP_URL}${path}`);
    const html = await response.text();
    const policy = response.headers()['content-security-policy'] ?? '';
    const directive = policy
      .split(';')
      .map((part) => part.trim())
      .find((part) => part.startsWith('script-src '));
    const hashes = [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map(
      ([, body]) => `'sha256-${createHash('sha256').update(body).digest('base64')}'`,
    );
    expect(hashes.length, 'the page carries its first inline script').toBeGreaterThan(0);
    return { directive, hashes: hashes.join(' ') };
  };
  const remotes = REMOTE_ORDER.map((name) => `http://localhost:${remotePort(name)}`).join(' ');
  const home = await scriptSources('/');
  expect(home.directive).toBe(`script-src 'self' ${remotes} ${home.hashes}`);
  const preview = await scriptSources(`/about?preview=catalog@${previewOrigin('catalog')}`);
  expect(preview.directive).toBe(
    `script-src 'self' ${remotes} ${previewOrigin('catalog')} ${preview.hashes}`,
  );
  const refused = await scriptSources('/about?preview=catalog@http://127.0.0.1:9');
  expect(refused.directive).toBe(`script-src 'self' ${remotes} ${refused.hashes}`);
});
