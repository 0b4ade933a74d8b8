// Canaries: `npm run release -- --canary 10%` makes a catalog release live for the visitors
// whose cohort cookie (mf_cohort) is below 10, on the production site, rendered on its server
// and loaded by the browser alike, while the other visitors keep production's; after
// `npm run abort` both see production's again, at the shell's next poll. The release is built
// from a changed heading into a temporary RELEASES_ROOT (as staging.e2e.ts does); the source is
// put back as soon as the build is done and nothing of it stays.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import remotes from '@healing/build-kit/remotes.json';
import type { Browser, Page } from '@playwright/test';
import { serveRemoteReleases, serveShell } from './support/servers';
import { API_URL, E2E, REPO_ROOT, remotePort } from './support/site';
import { expect, test } from './support/test';

const catalogPort = E2E.sparePortBase + 22;
const shellPort = E2E.sparePortBase + 23;
const CATALOG_DIR = path.join(REPO_ROOT, 'mf-catalog');
const ABOUT_PAGE = path.join(CATALOG_DIR, 'src/pages/about-page.tsx');
const HEADING = 'Healing you can hold';

/** The about page's heading (the catalog's), once the page is on screen. */
const aboutHeading = (page: Page) => page.locator('[data-remote="catalog"] h1').first();

/** A visitor whose cohort cookie is `cohort`, on the shell at `url`. */
async function visitor(browser: Browser, url: string, cohort: number): Promise<Page> {
  const context = await browser.newContext();
  await context.addCookies([{ name: 'mf_cohort', value: String(cohort), url }]);
  return context.newPage();
}

/** What the visitor sees at /about: the server's HTML and, once on screen, the heading. */
async function expectAbout(page: Page, url: string, heading: string, other: string) {
  const html = await (await page.request.get(`${url}/about`)).text();
  expect(html).toContain(`>${heading}</h1>`);
  expect(html).not.toContain(`>${other}</h1>`);
  await page.goto(`${url}/about`);
  await expect(aboutHeading(page)).toHaveText(heading);
}

test('a canary shows to the cohort below its share only, and an abort sends it back', async ({
  browser,
}) => {
  test.setTimeout(300_000);
  const root = mkdtempSync(path.join(os.tmpdir(), 'healing-e2e-releases-'));
  const { readShellConfig, releases } = await import('@healing/edge');
  const catalog = await serveRemoteReleases('catalog', catalogPort, root);
  const remoteEnv = Object.fromEntries(
    remotes.map((remote) => [
      remote.env,
      remote.name === 'catalog'
        ? `${catalog.url}/mf-manifest.json`
        : `http://localhost:${remotePort(remote.name)}/mf-manifest.json`,
    ]),
  );
  const shell = await serveShell(shellPort, {
    apiUrl: API_URL,
    remotes: readShellConfig(remoteEnv).remotes,
    canaryPollMs: 250,
  });
  const team = (...args: string[]) =>
    execFileSync('npm', ['run', '--silent', ...args], {
      cwd: CATALOG_DIR,
      env: { ...process.env, RELEASES_ROOT: root },
      encoding: 'utf8',
      stdio: 'pipe',
    });
  const canaryHeading = `${HEADING}, canary ${Date.now()}`;
  const inCohort = await visitor(browser, shell.url, 5);
  const outside = await visitor(browser, shell.url, 50);
  let id: string | null = null;
  try {
    const source = readFileSync(ABOUT_PAGE, 'utf8');
    expect(source).toContain(`>${HEADING}<`);
    writeFileSync(ABOUT_PAGE, source.replace(`>${HEADING}<`, `>${canaryHeading}<`));
    try {
      const said = team('release', '--', '--canary', '10%');
      expect(said).toContain('is the canary for 10% of visitors');
    } finally {
      writeFileSync(ABOUT_PAGE, source);
    }
    id = releases.currentCanary(CATALOG_DIR)?.release ?? null;
    expect(id).not.toBeNull();
    expect(releases.currentRelease(CATALOG_DIR)).toBeNull();
    expect(team('releases')).toContain(`canary: ${id} for 10% of production's visitors`);

    // Below the share: the canary, from the server and in the browser, one release.
    await expect(async () => {
      await expectAbout(inCohort, shell.url, canaryHeading, HEADING);
    }).toPass({ timeout: 30_000 });
    await expect(inCohort.locator('[data-remote="catalog"]').first()).toHaveAttribute(
      'data-release',
      id!,
    );
    // Above it: production's.
    await expectAbout(outside, shell.url, HEADING, canaryHeading);

    // Aborted: everyone back to production's at the next poll.
    expect(team('abort')).toContain(`aborted the canary ${id} (10%)`);
    expect(releases.currentCanary(CATALOG_DIR)).toBeNull();
    await expect(async () => {
      await expectAbout(inCohort, shell.url, HEADING, canaryHeading);
    }).toPass({ timeout: 30_000 });
    await expectAbout(outside, shell.url, HEADING, canaryHeading);
  } finally {
    await inCohort.context().close();
    await outside.context().close();
    await shell.close();
    await catalog.close();
    rmSync(root, { recursive: true, force: true });
    if (id) rmSync(path.join(CATALOG_DIR, 'source-maps', id), { recursive: true, force: true });
  }
});
