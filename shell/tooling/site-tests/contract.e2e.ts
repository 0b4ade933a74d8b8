// Independent releases: every deployed remote finds what it needs in today's platform, its
// exposed modules load against it, and a remote built against the previous platform release
// still works in today's shell.
import { expect, test } from './support/test';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { serveRemote, serveShell } from './support/servers';
import { watchConsole } from './support/shop';
import { API_URL, E2E, REMOTE_DIRS, REMOTE_ORDER, remotePort, REPO_ROOT } from './support/site';

const platformDir = path.join(REPO_ROOT, 'shell/platform');
const platformVersion = (
  JSON.parse(readFileSync(path.join(platformDir, 'package.json'), 'utf8')) as { version: string }
).version;
const platformExports = (
  JSON.parse(readFileSync(path.join(platformDir, 'api', `${platformVersion}.json`), 'utf8')) as {
    exports: string[];
  }
).exports;

/** Our packages name the platform with caret ranges ("^1.0.0"). */
function satisfiesCaret(version: string, range: string): boolean {
  const wanted = /^\^(\d+)\.(\d+)\.(\d+)$/.exec(range);
  if (!wanted) return false;
  const have = version.split('.').map(Number);
  const need = wanted.slice(1).map(Number);
  if (have[0] !== need[0]) return false;
  return have[1] > need[1] || (have[1] === need[1] && have[2] >= need[2]);
}

function readJson<T>(file: string): T {
  return JSON.parse(readFileSync(file, 'utf8')) as T;
}

/**
 * mf-catalog as built against an earlier platform, checked in so that any checkout (CI's shallow
 * clone) runs the test; fixtures/make-old-remote.mjs makes it again after a platform release.
 */
const oldRemoteDir = path.join(__dirname, 'fixtures', 'old-remote');
const oldRemote = readJson<{ platform: string; release: string }>(
  path.join(oldRemoteDir, 'fixture.json'),
);

test("every remote's build asks for a platform version today's satisfies, and names it exports", () => {
  for (const name of REMOTE_ORDER) {
    const contract = readJson<{ platform: string; imports: string[] }>(
      path.join(REPO_ROOT, REMOTE_DIRS[name], 'dist', 'platform-contract.json'),
    );
    expect(
      satisfiesCaret(platformVersion, contract.platform),
      `${name} wants ${contract.platform}`,
    ).toBe(true);
    expect(contract.imports.length, `${name} uses the platform`).toBeGreaterThan(0);
    const missing = contract.imports.filter((item) => !platformExports.includes(item));
    expect({ remote: name, missing }).toEqual({ remote: name, missing: [] });
  }
});

test("each remote's exposed modules load against the current platform", async ({ page }) => {
  const seen = watchConsole(page);
  await page.goto('/terms');
  for (const name of REMOTE_ORDER) {
    const manifest = readJson<{ exposes: { name: string }[] }>(
      path.join(REPO_ROOT, REMOTE_DIRS[name], 'dist', 'mf-manifest.json'),
    );
    expect(manifest.exposes.length).toBeGreaterThan(0);
    for (const expose of manifest.exposes) {
      const kind = await page.evaluate(async (id) => {
        type Instance = { loadRemote: (id: string) => Promise<{ default?: unknown } | null> };
        const federation = (window as unknown as { __FEDERATION__: { __INSTANCES__: Instance[] } })
          .__FEDERATION__;
        const loaded = await federation.__INSTANCES__[0].loadRemote(id);
        return typeof loaded?.default;
      }, `${name}/${expose.name}`);
      expect(kind, `${name}/${expose.name}`).toBe('function');
    }
  }
  expect(seen.errors).toEqual([]);
});

test("a remote built against the previous platform release works in today's shell", async ({
  page,
}) => {
  // Five pages, each server rendered with the old remote's renderer, on a shared machine.
  test.setTimeout(240_000);
  const oldBuild = path.join(oldRemoteDir, 'build');
  const oldContract = readJson<{ platform: string }>(path.join(oldBuild, 'platform-contract.json'));
  expect(oldRemote.platform).not.toBe(platformVersion);
  expect(satisfiesCaret(platformVersion, oldContract.platform)).toBe(true);

  const catalog = await serveRemote('catalog', E2E.sparePortBase + 20, oldBuild);
  const remotes = Object.fromEntries(
    REMOTE_ORDER.map((name) => [name, `http://localhost:${remotePort(name)}/mf-manifest.json`]),
  );
  const shell = await serveShell(E2E.sparePortBase + 21, {
    apiUrl: API_URL,
    remotes: { ...remotes, catalog: `${catalog.url}/mf-manifest.json` },
  });
  try {
    // Both servers and the browser's caches are cold: on a busy 2-core machine the first page's
    // area can outlast the 2 s an area waits (it then swaps itself in late, and says so in the
    // console). What is checked here is the old remote in today's shell, so it is warmed first.
    await page.goto(`${shell.url}/`);
    await expect(page.locator('[data-remote="catalog"]').first()).toHaveAttribute(
      'data-release',
      oldRemote.release,
    );
    const seen = watchConsole(page);
    for (const route of ['/', '/inner-beauty', '/product/1', '/about', '/books']) {
      await page.goto(`${shell.url}${route}`);
      const area = page.locator('[data-remote="catalog"]').first();
      await expect(area).toHaveAttribute('data-release', oldRemote.release);
      await expect(page.locator('[data-remote-fallback]')).toHaveCount(0);
    }
    // The old remote drives today's cart: one state on the page.
    // Product 3 is sold in one size: the old remote sends no size, and needs none for it.
    await page.goto(`${shell.url}/product/3`);
    await page
      .getByRole('button', { name: /Add to Cart/ })
      .first()
      .click();
    await expect(page.getByTestId('cart-count')).toHaveText('1');
    expect(seen.errors).toEqual([]);
  } finally {
    await shell.close();
    await catalog.close();
  }
});

test('the platform records every released version of its public API', () => {
  const records = readdirSync(path.join(platformDir, 'api')).filter((file) =>
    file.endsWith('.json'),
  );
  expect(records).toContain(`${platformVersion}.json`);
});
