// Canaries: `npm run release -- --canary 10%` makes a catalog release live for the visitors
// whose cohort cookie (mf_cohort) is below 10, on the production site, rendered on its server
// and loaded by the browser alike, while the other visitors keep production's; after
// `npm run abort` both see production's again, at the shell's next poll. The release is built
// from a changed heading into a temporary RELEASES_ROOT (support/catalog-releases.ts).
import type { Browser, Page } from '@playwright/test';
import {
  aboutHeading,
  CATALOG_DIR,
  HEADING,
  startCatalogReleases,
} from './support/catalog-releases';
import { E2E } from './support/site';
import { expect, test } from './support/test';

const catalogPort = E2E.sparePortBase + 22;
const shellPort = E2E.sparePortBase + 23;
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
  const { releases } = await import('@healing/edge');
  const catalog = await startCatalogReleases(catalogPort);
  const shell = await catalog.serveShell(shellPort, { canaryPollMs: 250 });
  const { team } = catalog;
  const canaryHeading = `${HEADING}, canary ${Date.now()}`;
  const inCohort = await visitor(browser, shell.url, 5);
  const outside = await visitor(browser, shell.url, 50);
  try {
    const said = catalog.releaseWithHeading(canaryHeading, '--canary', '10%');
    expect(said).toContain('is the canary for 10% of visitors');
    const id = releases.currentCanary(CATALOG_DIR)?.release ?? null;
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
    await catalog.close();
  }
});
