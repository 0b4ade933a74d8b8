// Environments: `npm start` runs a staging shell beside the shop whose remotes are their staging
// environment's, and a remote's release staged with `npm run release -- --to staging` shows on
// the staging site, rendered on its server too, while production keeps its release; after
// `npm run promote -- <id> --to production`, production shows the same release, from the same
// folder. The release is built from a changed heading into a temporary RELEASES_ROOT
// (support/catalog-releases.ts).
import remotes from '@healing/build-kit/remotes.json';
import type { Page } from '@playwright/test';
import {
  aboutHeading,
  CATALOG_DIR,
  HEADING,
  startCatalogReleases,
} from './support/catalog-releases';
import { E2E, remotePort, SHOP_URL } from './support/site';
import { expect, test } from './support/test';

const catalogPort = E2E.sparePortBase + 26;
const productionPort = E2E.sparePortBase + 27;
const stagingPort = E2E.sparePortBase + 28;

/** The remotes' manifest addresses a page's shop config names. */
async function remotesOf(page: Page): Promise<Record<string, string>> {
  const config = await page.locator('meta[name="shop-config"]').getAttribute('content');
  return (JSON.parse(config ?? '{}') as { remotes: Record<string, string> }).remotes;
}

test("npm start's staging shell loads every remote from its staging environment", async ({
  page,
}) => {
  const stagingUrl = `http://localhost:${E2E.stagingPort}`;
  await page.goto(`${stagingUrl}/about`);
  await expect(aboutHeading(page)).toHaveText(HEADING);
  const staging = await remotesOf(page);
  expect(staging).toEqual(
    Object.fromEntries(
      remotes.map((remote) => [
        remote.name,
        `http://localhost:${remotePort(remote.name)}/_env/staging/mf-manifest.json`,
      ]),
    ),
  );
  // The area came from the staging renderer (/_env/staging/__render) with the page's HTML.
  const html = await (await page.request.get(`${stagingUrl}/about`)).text();
  expect(html).toContain(`>${HEADING}</h1>`);
  await page.goto(`${SHOP_URL}/about`);
  for (const address of Object.values(await remotesOf(page))) {
    expect(address).not.toContain('/_env/');
  }
});

test('a release staged shows on the staging site only, until it is promoted to production', async ({
  page,
}) => {
  test.setTimeout(300_000);
  const { releases } = await import('@healing/edge');
  // The suite's servers for the other remotes, this test's for the catalog's releases.
  const catalog = await startCatalogReleases(catalogPort);
  const { team } = catalog;
  const production = await catalog.serveShell(productionPort);
  const staging = await catalog.serveShell(stagingPort, { environment: 'staging' });
  const staged = `${HEADING}, staged ${Date.now()}`;
  try {
    // Nothing released yet: both sites show the working tree's build.
    await page.goto(`${staging.url}/about`);
    await expect(aboutHeading(page)).toHaveText(HEADING);

    catalog.releaseWithHeading(staged, '--to', 'staging');
    const id = releases.currentRelease(CATALOG_DIR, 'staging');
    expect(id).not.toBeNull();
    expect(releases.currentRelease(CATALOG_DIR)).toBeNull();

    // Staging shows it, in the browser and from its server; production does not.
    await page.goto(`${staging.url}/about`);
    await expect(aboutHeading(page)).toHaveText(staged);
    await expect(page.locator('[data-remote="catalog"]').first()).toHaveAttribute(
      'data-release',
      id!,
    );
    // Its server renders it once it has looked at the remote's manifest again (every few
    // seconds).
    await expect
      .poll(async () => (await page.request.get(`${staging.url}/about`)).text(), {
        timeout: 15_000,
      })
      .toContain(`>${staged}</h1>`);
    await page.goto(`${production.url}/about`);
    await expect(aboutHeading(page)).toHaveText(HEADING);
    expect(await (await page.request.get(`${production.url}/about`)).text()).not.toContain(staged);

    // Promoted: production's pointer moves to the same folder; nothing is built.
    const said = team('promote', '--', id!, '--to', 'production');
    expect(said).toContain(`promoted ${id}: ${id} is live`);
    expect(releases.liveDir(CATALOG_DIR)).toBe(releases.liveDir(CATALOG_DIR, 'staging'));
    await expect(async () => {
      await page.goto(`${production.url}/about`);
      await expect(aboutHeading(page)).toHaveText(staged, { timeout: 1_000 });
    }).toPass({ timeout: 30_000 });
    await expect(page.locator('[data-remote="catalog"]').first()).toHaveAttribute(
      'data-release',
      id!,
    );
  } finally {
    await catalog.close();
  }
});
